<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<context>
    <name>CardTableWidget</name>
    <message>
        <source>Add for point</source>
        <translation>Lisää pisteelle</translation>
    </message>
    <message>
        <source>Add a card naming the selected green point.</source>
        <translation>Lisää kortti, joka nimeää valitun vihreän pisteen.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Poista</translation>
    </message>
    <message>
        <source>Remove the selected cards.</source>
        <translation>Poista valitut kortit.</translation>
    </message>
    <message>
        <source>One per green</source>
        <translation>Yksi per vihreä</translation>
    </message>
    <message>
        <source>Replace the deck by one card per green point (the default).</source>
        <translation>Korvaa pakka yhdellä kortilla kutakin vihreää pistettä kohden (oletus).</translation>
    </message>
</context>
<context>
    <name>ColourEntryTable</name>
    <message>
        <source>Add colour</source>
        <translation>Lisää väri</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Poista</translation>
    </message>
</context>
<context>
    <name>DeckTableWidget</name>
    <message>
        <source>Remove the selected colour (not while a terrain pays with it).</source>
        <translation>Poista valittu väri (ei, jos jokin maasto maksetaan sillä).</translation>
    </message>
    <message>
        <source>Deck: {total} cards</source>
        <translation>Pakka: {total} korttia</translation>
    </message>
    <message>
        <source>A terrain pays with &apos;{id}&apos;: change its card colour first.</source>
        <translation>Maasto maksetaan värillä &apos;{id}&apos;: vaihda ensin sen korttiväri.</translation>
    </message>
    <message>
        <source>A terrain pays with &apos;{id}&apos;: change that terrain&apos;s card colour first.</source>
        <translation>Maasto maksetaan värillä &apos;{id}&apos;: vaihda ensin sen maaston korttiväri.</translation>
    </message>
</context>
<context>
    <name>ExpeditionEditor</name>
    <message>
        <source>Destination cards</source>
        <extracomment>Pause (ms) after a drag step or a scroll before the names are placed again.</extracomment>
        <translation>Kohdekortit</translation>
    </message>
    <message>
        <source>Colours &amp;&amp; arrows</source>
        <translation>Värit &amp;&amp; nuolet</translation>
    </message>
    <message>
        <source>New point kind:</source>
        <translation>Uuden pisteen laji:</translation>
    </message>
    <message>
        <source>Kind of the points the Add point (P) and Split (S) tools make.</source>
        <translation>Lisää piste (P)- ja Jaa (S) -työkalujen tekemien pisteiden laji.</translation>
    </message>
    <message>
        <source>Distance from rose</source>
        <translation>Etäisyys ruususta</translation>
    </message>
    <message>
        <source>Show each point&apos;s distance (in paths, wrap pairs as one point) from the rose and ring the green points far enough to take a token (E2).</source>
        <translation>Näytä kunkin pisteen etäisyys kompassiruususta (polkuina, reunapari yhtenä pisteenä) ja rengasta vihreät pisteet, jotka ovat tarpeeksi kaukana merkille (E2).</translation>
    </message>
</context>
<context>
    <name>JourneyBordersPanel</name>
    <message>
        <source>Accept</source>
        <translation>Hyväksy</translation>
    </message>
    <message>
        <source>Make the selected proposals land links</source>
        <translation>Tee valituista ehdotuksista maayhteyksiä</translation>
    </message>
    <message>
        <source>Accept all</source>
        <translation>Hyväksy kaikki</translation>
    </message>
    <message>
        <source>Make every proposal a land link, as one undo step</source>
        <translation>Tee jokaisesta ehdotuksesta maayhteys yhtenä kumottavana vaiheena</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ohita</translation>
    </message>
    <message>
        <source>These countries touch on the map but are not linked: stop proposing them</source>
        <translation>Nämä maat koskettavat kartalla, mutta niillä ei ole yhteyttä: lopeta niiden ehdottaminen</translation>
    </message>
</context>
<context>
    <name>JourneyCardsPanel</name>
    <message>
        <source>Add ship card</source>
        <translation>Lisää laivakortti</translation>
    </message>
    <message>
        <source>Add plane card</source>
        <translation>Lisää lentokonekortti</translation>
    </message>
    <message>
        <source>Remove selected cards</source>
        <translation>Poista valitut kortit</translation>
    </message>
    <message>
        <source>Ship and plane cards only: country cards follow their country&apos;s card count</source>
        <translation>Vain laiva- ja lentokonekortit: maakorttien määrä seuraa maan korttimäärää</translation>
    </message>
</context>
<context>
    <name>JourneyEditor</name>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {tooltip}</source>
        <extracomment>Milliseconds after a zoom or an edit before labels are placed again.</extracomment>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {tooltip}</translation>
    </message>
    <message>
        <source>Link kind:</source>
        <translation>Yhteyden laji:</translation>
    </message>
</context>
<context>
    <name>JourneyPropertiesPanel</name>
    <message>
        <source>Colour groups</source>
        <extracomment>Colours offered to a new colour group, in turn.</extracomment>
        <translation>Väriryhmät</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Ryhmä</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Tunnus</translation>
    </message>
    <message>
        <source>Countries</source>
        <translation>Maat</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Lentokoneet</translation>
    </message>
    <message>
        <source>Click a group to edit it above; its countries are highlighted on the map</source>
        <translation>Napsauta ryhmää muokataksesi sitä yllä; sen maat korostetaan kartalla</translation>
    </message>
    <message>
        <source>Add group</source>
        <translation>Lisää ryhmä</translation>
    </message>
    <message>
        <source>Delete group</source>
        <translation>Poista ryhmä</translation>
    </message>
    <message>
        <source>Its countries join the first other group; its plane cards go</source>
        <translation>Sen maat siirtyvät ensimmäiseen toiseen ryhmään; sen lentokonekortit poistuvat</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coast&lt;/b&gt; ({count}): {coast}&lt;br&gt;&lt;b&gt;Ship cards&lt;/b&gt;: {ships}&lt;br&gt;&lt;i&gt;Coast tool (T) toggles coast countries.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Rannikko&lt;/b&gt; ({count}): {coast}&lt;br&gt;&lt;b&gt;Laivakortit&lt;/b&gt;: {ships}&lt;br&gt;&lt;i&gt;Rannikkotyökalu (T) vaihtaa rannikkomaita.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Countries&lt;/b&gt; ({count}): {members}&lt;br&gt;&lt;b&gt;Plane cards&lt;/b&gt;: {planes}</source>
        <translation>&lt;b&gt;Maat&lt;/b&gt; ({count}): {members}&lt;br&gt;&lt;b&gt;Lentokonekortit&lt;/b&gt;: {planes}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei yhtään</translation>
    </message>
    <message>
        <source>{countries} countries, {links} links, {seas} seas, {cards} cards ({country} country, {ship} ship, {plane} plane).</source>
        <translation>{countries} maata, {links} yhteyttä, {seas} merta, {cards} korttia ({country} maa-, {ship} laiva-, {plane} lentokonekorttia).</translation>
    </message>
    <message>
        <source>Drag to move them together; Delete removes them all (one undo step).</source>
        <translation>Vedä siirtääksesi ne yhdessä; Delete poistaa ne kaikki (yksi kumottava vaihe).</translation>
    </message>
</context>
<context>
    <name>PackProperties</name>
    <message>
        <source>Set pack {field}</source>
        <extracomment>The pack fields the form does not show (the format&apos;s own, not the designer&apos;s).</extracomment>
        <translation>Aseta paketin {field}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>System default ({language})</source>
        <translation>Järjestelmän oletus ({language})</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Kieli:</translation>
    </message>
    <message>
        <source>A new language takes effect when the studio is restarted. Pack texts (country names, card names) stay as the designer wrote them.</source>
        <translation>Uusi kieli tulee voimaan, kun studio käynnistetään uudelleen. Paketin tekstit (maiden ja korttien nimet) pysyvät sellaisina kuin suunnittelija ne kirjoitti.</translation>
    </message>
</context>
<context>
    <name>TerrainTableWidget</name>
    <message>
        <source>Add terrain</source>
        <translation>Lisää maasto</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Poista</translation>
    </message>
    <message>
        <source>Remove the selected terrain; its hexes become random.</source>
        <translation>Poista valittu maasto; sen heksoista tulee satunnaisia.</translation>
    </message>
    <message>
        <source>{colour} (missing)</source>
        <translation>{colour} (puuttuu)</translation>
    </message>
    <message>
        <source>Tile set: {sum} tiles</source>
        <translation>Palasarja: {sum} palaa</translation>
    </message>
</context>
<context>
    <name>TrailsEditor</name>
    <message>
        <source>Deck</source>
        <extracomment>Label of the null terrain (drawn from the tile set at setup, T8).</extracomment>
        <translation>Pakka</translation>
    </message>
    <message>
        <source>Terrains &amp;&amp; tiles</source>
        <translation>Maastot &amp;&amp; palat</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Pelilauta:</translation>
    </message>
    <message>
        <source>The board edited: one per player count (T6).</source>
        <translation>Muokattava pelilauta: yksi kutakin pelaajamäärää kohden (T6).</translation>
    </message>
    <message>
        <source>Add board</source>
        <translation>Lisää pelilauta</translation>
    </message>
    <message>
        <source>Remove board</source>
        <translation>Poista pelilauta</translation>
    </message>
    <message>
        <source>Apply shape</source>
        <translation>Käytä muotoa</translation>
    </message>
    <message>
        <source>Give the board one of the rulebook&apos;s shapes (T6).</source>
        <translation>Anna pelilaudalle jokin sääntökirjan muodoista (T6).</translation>
    </message>
    <message>
        <source>Girls:</source>
        <translation>Tyttönappulat:</translation>
    </message>
    <message>
        <source>Girls placed on this board (T6, T9).</source>
        <translation>Tälle pelilaudalle asetetut tyttönappulat (T6, T9).</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Maasto:</translation>
    </message>
    <message>
        <source>What the brush and fill paint (I picks it from a hex).</source>
        <translation>Mitä sivellin ja täyttö maalaavat (I poimii sen heksasta).</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>siemen </translation>
    </message>
    <message>
        <source>Randomise interior</source>
        <translation>Arvo sisäosa</translation>
    </message>
    <message>
        <source>Draw the terrain of every non-path hex from the tile set with this seed (T8).</source>
        <translation>Arvo jokaisen muun kuin polkuheksan maasto palasarjasta tällä siemenellä (T8).</translation>
    </message>
    <message>
        <source>No board: add one</source>
        <translation>Ei pelilautaa: lisää sellainen</translation>
    </message>
    <message>
        <source>{count} hexes · path {ring} · random {nulls} · girls {girls}</source>
        <translation>{count} heksaa · polku {ring} · satunnaisia {nulls} · tyttönappuloita {girls}</translation>
    </message>
</context>
</TS>
