<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CardTableWidget</name>
    <message>
        <source>Add for point</source>
        <translation>Ajouter pour le point</translation>
    </message>
    <message>
        <source>Add a card naming the selected green point.</source>
        <translation>Ajouter une carte désignant le point vert sélectionné.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the selected cards.</source>
        <translation>Retirer les cartes sélectionnées.</translation>
    </message>
    <message>
        <source>One per green</source>
        <translation>Une par point vert</translation>
    </message>
    <message>
        <source>Replace the deck by one card per green point (the default).</source>
        <translation>Remplacer le paquet par une carte par point vert (par défaut).</translation>
    </message>
</context>
<context>
    <name>ColourEntryTable</name>
    <message>
        <source>Add colour</source>
        <translation>Ajouter une couleur</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>DeckTableWidget</name>
    <message>
        <source>Remove the selected colour (not while a terrain pays with it).</source>
        <translation>Retirer la couleur sélectionnée (impossible tant qu&apos;un terrain se paie avec elle).</translation>
    </message>
    <message>
        <source>Deck: {total} cards</source>
        <translation>Paquet : {total} cartes</translation>
    </message>
    <message>
        <source>A terrain pays with &apos;{id}&apos;: change its card colour first.</source>
        <translation>Un terrain se paie avec « {id} » : changez d&apos;abord sa couleur de carte.</translation>
    </message>
    <message>
        <source>A terrain pays with &apos;{id}&apos;: change that terrain&apos;s card colour first.</source>
        <translation>Un terrain se paie avec « {id} » : changez d&apos;abord la couleur de carte de ce terrain.</translation>
    </message>
</context>
<context>
    <name>ExpeditionEditor</name>
    <message>
        <source>Destination cards</source>
        <extracomment>Pause (ms) after a drag step or a scroll before the names are placed again.</extracomment>
        <translation>Cartes destination</translation>
    </message>
    <message>
        <source>Colours &amp;&amp; arrows</source>
        <translation>Couleurs &amp;&amp; flèches</translation>
    </message>
    <message>
        <source>New point kind:</source>
        <translation>Type des nouveaux points :</translation>
    </message>
    <message>
        <source>Kind of the points the Add point (P) and Split (S) tools make.</source>
        <translation>Type des points créés par les outils Ajouter un point (P) et Scinder (S).</translation>
    </message>
    <message>
        <source>Distance from rose</source>
        <translation>Distance à la rose</translation>
    </message>
    <message>
        <source>Show each point&apos;s distance (in paths, wrap pairs as one point) from the rose and ring the green points far enough to take a token (E2).</source>
        <translation>Afficher la distance de chaque point à la rose des vents (en chemins, une paire de bords comptant pour un point) et entourer les points verts assez éloignés pour recevoir un jeton (E2).</translation>
    </message>
</context>
<context>
    <name>JourneyBordersPanel</name>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Make the selected proposals land links</source>
        <translation>Faire des propositions sélectionnées des liaisons terrestres</translation>
    </message>
    <message>
        <source>Accept all</source>
        <translation>Tout accepter</translation>
    </message>
    <message>
        <source>Make every proposal a land link, as one undo step</source>
        <translation>Faire de chaque proposition une liaison terrestre, en une seule étape d&apos;annulation</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>These countries touch on the map but are not linked: stop proposing them</source>
        <translation>Ces pays se touchent sur la carte mais ne sont pas reliés : ne plus les proposer</translation>
    </message>
</context>
<context>
    <name>JourneyCardsPanel</name>
    <message>
        <source>Add ship card</source>
        <translation>Ajouter une carte Bateau</translation>
    </message>
    <message>
        <source>Add plane card</source>
        <translation>Ajouter une carte Avion</translation>
    </message>
    <message>
        <source>Remove selected cards</source>
        <translation>Retirer les cartes sélectionnées</translation>
    </message>
    <message>
        <source>Ship and plane cards only: country cards follow their country&apos;s card count</source>
        <translation>Cartes Bateau et Avion seulement : les cartes Pays suivent le nombre de cartes de leur pays</translation>
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
        <translation>Type de liaison :</translation>
    </message>
</context>
<context>
    <name>JourneyPropertiesPanel</name>
    <message>
        <source>Colour groups</source>
        <extracomment>Colours offered to a new colour group, in turn.</extracomment>
        <translation>Groupes de couleur</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Countries</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Avions</translation>
    </message>
    <message>
        <source>Click a group to edit it above; its countries are highlighted on the map</source>
        <translation>Cliquez sur un groupe pour le modifier ci-dessus ; ses pays sont mis en évidence sur la carte</translation>
    </message>
    <message>
        <source>Add group</source>
        <translation>Ajouter un groupe</translation>
    </message>
    <message>
        <source>Delete group</source>
        <translation>Supprimer le groupe</translation>
    </message>
    <message>
        <source>Its countries join the first other group; its plane cards go</source>
        <translation>Ses pays rejoignent le premier autre groupe ; ses cartes Avion disparaissent</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coast&lt;/b&gt; ({count}): {coast}&lt;br&gt;&lt;b&gt;Ship cards&lt;/b&gt;: {ships}&lt;br&gt;&lt;i&gt;Coast tool (T) toggles coast countries.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Côte&lt;/b&gt; ({count}) : {coast}&lt;br&gt;&lt;b&gt;Cartes Bateau&lt;/b&gt; : {ships}&lt;br&gt;&lt;i&gt;L&apos;outil Côte (T) ajoute ou retire des pays côtiers.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Countries&lt;/b&gt; ({count}): {members}&lt;br&gt;&lt;b&gt;Plane cards&lt;/b&gt;: {planes}</source>
        <translation>&lt;b&gt;Pays&lt;/b&gt; ({count}) : {members}&lt;br&gt;&lt;b&gt;Cartes Avion&lt;/b&gt; : {planes}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{countries} countries, {links} links, {seas} seas, {cards} cards ({country} country, {ship} ship, {plane} plane).</source>
        <translation>{countries} pays, {links} liaisons, {seas} mers, {cards} cartes ({country} Pays, {ship} Bateau, {plane} Avion).</translation>
    </message>
    <message>
        <source>Drag to move them together; Delete removes them all (one undo step).</source>
        <translation>Faites glisser pour les déplacer ensemble ; Suppr les supprime tous (une étape d&apos;annulation).</translation>
    </message>
</context>
<context>
    <name>PackProperties</name>
    <message>
        <source>Set pack {field}</source>
        <extracomment>The pack fields the form does not show (the format&apos;s own, not the designer&apos;s).</extracomment>
        <translation>Modifier le champ {field} du pack</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System default ({language})</source>
        <translation>Langue du système ({language})</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>A new language takes effect when the studio is restarted. Pack texts (country names, card names) stay as the designer wrote them.</source>
        <translation>Une nouvelle langue prend effet au prochain démarrage du studio. Les textes du pack (noms des pays, des cartes) restent tels que le concepteur les a écrits.</translation>
    </message>
</context>
<context>
    <name>TerrainTableWidget</name>
    <message>
        <source>Add terrain</source>
        <translation>Ajouter un terrain</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the selected terrain; its hexes become random.</source>
        <translation>Retirer le terrain sélectionné ; ses hexagones deviennent aléatoires.</translation>
    </message>
    <message>
        <source>{colour} (missing)</source>
        <translation>{colour} (manquante)</translation>
    </message>
    <message>
        <source>Tile set: {sum} tiles</source>
        <translation>Jeu de tuiles : {sum} tuiles</translation>
    </message>
</context>
<context>
    <name>TrailsEditor</name>
    <message>
        <source>Deck</source>
        <extracomment>Label of the null terrain (drawn from the tile set at setup, T8).</extracomment>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Terrains &amp;&amp; tiles</source>
        <translation>Terrains &amp;&amp; tuiles</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Plateau :</translation>
    </message>
    <message>
        <source>The board edited: one per player count (T6).</source>
        <translation>Le plateau modifié : un par nombre de joueurs (T6).</translation>
    </message>
    <message>
        <source>Add board</source>
        <translation>Ajouter un plateau</translation>
    </message>
    <message>
        <source>Remove board</source>
        <translation>Retirer le plateau</translation>
    </message>
    <message>
        <source>Apply shape</source>
        <translation>Appliquer la forme</translation>
    </message>
    <message>
        <source>Give the board one of the rulebook&apos;s shapes (T6).</source>
        <translation>Donner au plateau l&apos;une des formes des règles (T6).</translation>
    </message>
    <message>
        <source>Girls:</source>
        <translation>Filles :</translation>
    </message>
    <message>
        <source>Girls placed on this board (T6, T9).</source>
        <translation>Pions fille placés sur ce plateau (T6, T9).</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Terrain :</translation>
    </message>
    <message>
        <source>What the brush and fill paint (I picks it from a hex).</source>
        <translation>Ce que peignent le pinceau et le remplissage (I le prélève sur un hexagone).</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>graine </translation>
    </message>
    <message>
        <source>Randomise interior</source>
        <translation>Tirer l&apos;intérieur au hasard</translation>
    </message>
    <message>
        <source>Draw the terrain of every non-path hex from the tile set with this seed (T8).</source>
        <translation>Tirer le terrain de chaque hexagone hors chemin dans le jeu de tuiles avec cette graine (T8).</translation>
    </message>
    <message>
        <source>No board: add one</source>
        <translation>Aucun plateau : ajoutez-en un</translation>
    </message>
    <message>
        <source>{count} hexes · path {ring} · random {nulls} · girls {girls}</source>
        <translation>{count} hexagones · chemin {ring} · aléatoires {nulls} · filles {girls}</translation>
    </message>
</context>
</TS>
