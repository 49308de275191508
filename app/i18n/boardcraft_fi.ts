<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<context>
    <name>AcceptLinksCommand</name>
    <message>
        <source>Add land link </source>
        <translation>Lisää maayhteys </translation>
    </message>
    <message>
        <source>Accept {count} proposed land links</source>
        <translation>Hyväksy {count} ehdotettua maayhteyttä</translation>
    </message>
</context>
<context>
    <name>AddBoardCommand</name>
    <message>
        <source>Add the {players}-player board</source>
        <translation>Lisää {players} pelaajan pelilauta</translation>
    </message>
</context>
<context>
    <name>AddCardColourCommand</name>
    <message>
        <source>New colour</source>
        <translation>Uusi väri</translation>
    </message>
    <message>
        <source>Add card colour </source>
        <translation>Lisää korttiväri </translation>
    </message>
</context>
<context>
    <name>AddCardCommand</name>
    <message>
        <source>Add ship card of </source>
        <translation>Lisää laivakortti: </translation>
    </message>
    <message>
        <source>Add plane card of </source>
        <translation>Lisää lentokonekortti: </translation>
    </message>
</context>
<context>
    <name>AddColourCommand</name>
    <message>
        <source>Add colour group </source>
        <translation>Lisää väriryhmä </translation>
    </message>
</context>
<context>
    <name>AddCountryCommand</name>
    <message>
        <source>Add country </source>
        <translation>Lisää maa </translation>
    </message>
</context>
<context>
    <name>AddDestinationCardCommand</name>
    <message>
        <source>Add a card of </source>
        <translation>Lisää kortti: </translation>
    </message>
</context>
<context>
    <name>AddExpeditionColourCommand</name>
    <message>
        <source>New colour</source>
        <translation>Uusi väri</translation>
    </message>
    <message>
        <source>Add colour </source>
        <translation>Lisää väri </translation>
    </message>
</context>
<context>
    <name>AddHexCommand</name>
    <message>
        <source>Add hex ({q}, {r}) to </source>
        <translation>Lisää heksa ({q}, {r}): </translation>
    </message>
</context>
<context>
    <name>AddOutlinePolygonCommand</name>
    <message>
        <source>Draw the outline of</source>
        <translation>Piirrä ääriviiva:</translation>
    </message>
</context>
<context>
    <name>AddPointCommand</name>
    <message>
        <source>Add </source>
        <extracomment>The new point&apos;s name: ``name``, or a readable unique one (&quot;Green point 3&quot;).</extracomment>
        <translation>Lisää </translation>
    </message>
</context>
<context>
    <name>AddPointTool</name>
    <message>
        <source>Added {name} ({point_kind}) at x {x:g}, y {y:g}: rename it in Properties</source>
        <translation>Lisätty {name} ({point_kind}) kohtaan x {x:g}, y {y:g}: nimeä se uudelleen Ominaisuuksissa</translation>
    </message>
</context>
<context>
    <name>AddSeaCommand</name>
    <message>
        <source>Add sea </source>
        <translation>Lisää meri </translation>
    </message>
</context>
<context>
    <name>AddTerrainCommand</name>
    <message>
        <source>New terrain</source>
        <translation>Uusi maasto</translation>
    </message>
    <message>
        <source>Add terrain </source>
        <translation>Lisää maasto </translation>
    </message>
</context>
<context>
    <name>ApplyBoardShapeCommand</name>
    <message>
        <source>Apply the {players}-player shape to </source>
        <translation>Käytä {players} pelaajan muotoa: </translation>
    </message>
</context>
<context>
    <name>ArrowItem</name>
    <message>
        <source> (not allowed: T28)</source>
        <translation> (ei sallittu: T28)</translation>
    </message>
</context>
<context>
    <name>BalanceLab</name>
    <message>
        <source>Pack files (*.json);;All files (*)</source>
        <translation>Pakettitiedostot (*.json);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>&amp;Simulate…</source>
        <extracomment>View &gt; Heat&apos;s key (the report window&apos;s Show Heat on the Board has the same).</extracomment>
        <translation>&amp;Simuloi…</translation>
    </message>
    <message>
        <source>Let bots play the current pack many times: win rates, lengths, scores and heat (F6)</source>
        <translation>Anna bottien pelata nykyistä pakettia monta kertaa: voittoprosentit, pituudet, pisteet ja lämpö (F6)</translation>
    </message>
    <message>
        <source>Let bots play the current pack many times (F6)</source>
        <translation>Anna bottien pelata nykyistä pakettia monta kertaa (F6)</translation>
    </message>
    <message>
        <source>Compare with Sa&amp;ved File…</source>
        <translation>Vertaa &amp;tallennettuun tiedostoon…</translation>
    </message>
    <message>
        <source>A/B: the pack as saved on disk against this document as edited, on the same seeds</source>
        <translation>A/B: levylle tallennettu paketti vastaan tämä dokumentti muokattuna, samoilla siemenillä</translation>
    </message>
    <message>
        <source>Compare with A&amp;nother File…</source>
        <translation>Vertaa &amp;toiseen tiedostoon…</translation>
    </message>
    <message>
        <source>A/B: another pack file of the same game against this document, on the same seeds</source>
        <translation>A/B: saman pelin toinen pakettitiedosto vastaan tämä dokumentti, samoilla siemenillä</translation>
    </message>
    <message>
        <source>&amp;Tune…</source>
        <translation>&amp;Viritä…</translation>
    </message>
    <message>
        <source>The balance assistant: bots search the pack&apos;s numbers for a fairer game</source>
        <translation>Tasapainoavustaja: botit etsivät paketin luvuista reilumpaa peliä</translation>
    </message>
    <message>
        <source>&amp;Heat</source>
        <translation>&amp;Lämpö</translation>
    </message>
    <message>
        <source>Paint the latest simulation of this pack on its board, with a legend</source>
        <translation>Väritä tämän paketin viimeisin simulaatio sen pelilaudalle selitteen kera</translation>
    </message>
    <message>
        <source>Paint the latest simulation&apos;s heat on the board ({key})</source>
        <translation>Väritä viimeisimmän simulaation lämpö pelilaudalle ({key})</translation>
    </message>
    <message>
        <source>No simulation of this pack yet: Game &gt; Simulate… (F6)</source>
        <translation>Tätä pakettia ei ole vielä simuloitu: Peli &gt; Simuloi… (F6)</translation>
    </message>
    <message>
        <source>Paint the heat of the latest run ({games} games) on the board</source>
        <translation>Väritä viimeisimmän ajon lämpö ({games} peliä) pelilaudalle</translation>
    </message>
    <message>
        <source>Cannot simulate this pack</source>
        <translation>Tätä pakettia ei voi simuloida</translation>
    </message>
    <message>
        <source>Cannot compare this pack</source>
        <translation>Tätä pakettia ei voi verrata</translation>
    </message>
    <message>
        <source>
… and {n} more</source>
        <translation>
… ja {n} muuta</translation>
    </message>
    <message>
        <source>{name} has {n} error that the rules cannot play with. Fix it first (see the Problems panel):</source>
        <translation>Paketissa {name} on {n} virhe, jonka kanssa sääntöjä ei voi pelata. Korjaa se ensin (katso Ongelmat-paneeli):</translation>
    </message>
    <message>
        <source>{name} has {n} errors that the rules cannot play with. Fix them first (see the Problems panel):</source>
        <translation>Paketissa {name} on {n} virhettä, joiden kanssa sääntöjä ei voi pelata. Korjaa ne ensin (katso Ongelmat-paneeli):</translation>
    </message>
    <message>
        <source>Open a pack to simulate it</source>
        <translation>Avaa paketti simuloidaksesi sitä</translation>
    </message>
    <message>
        <source>Simulate {name}</source>
        <translation>Simuloi: {name}</translation>
    </message>
    <message>
        <source>Bots play &lt;b&gt;{name}&lt;/b&gt; as it is now in the editor, many times: win rates, game lengths, scores, how the games end and which content decides them.</source>
        <translation>Botit pelaavat pakettia &lt;b&gt;{name}&lt;/b&gt; sellaisena kuin se nyt on editorissa, monta kertaa: voittoprosentit, pelien pituudet, pisteet, miten pelit päättyvät ja mikä sisältö ratkaisee ne.</translation>
    </message>
    <message>
        <source>Open a pack to tune it</source>
        <translation>Avaa paketti virittääksesi sitä</translation>
    </message>
    <message>
        <source>Open a pack to compare it</source>
        <translation>Avaa paketti verrataksesi sitä</translation>
    </message>
    <message>
        <source>Nothing saved to compare with</source>
        <translation>Ei tallennettua versiota vertailuun</translation>
    </message>
    <message>
        <source>{name} has not been saved yet: save it, edit it, then compare the edits with the saved file.</source>
        <translation>Pakettia {name} ei ole vielä tallennettu: tallenna se, muokkaa sitä ja vertaa sitten muokkauksia tallennettuun tiedostoon.</translation>
    </message>
    <message>
        <source>{file} on disk</source>
        <translation>{file} levyllä</translation>
    </message>
    <message>
        <source>this document as edited</source>
        <translation>tämä dokumentti muokattuna</translation>
    </message>
    <message>
        <source>this document (no unsaved edits: the same pack)</source>
        <translation>tämä dokumentti (ei tallentamattomia muutoksia: sama paketti)</translation>
    </message>
    <message>
        <source>Compare {name} with another pack file</source>
        <translation>Vertaa pakettia {name} toiseen pakettitiedostoon</translation>
    </message>
    <message>
        <source>Not the same game</source>
        <translation>Ei sama peli</translation>
    </message>
    <message>
        <source>{file} is a {game_a} pack: it cannot be compared with {name}, a {game_b} pack.</source>
        <translation>{file} on {game_a}-paketti: sitä ei voi verrata pakettiin {name}, joka on {game_b}-paketti.</translation>
    </message>
    <message>
        <source>this document</source>
        <translation>tämä dokumentti</translation>
    </message>
    <message>
        <source>Cannot open the pack to compare with</source>
        <translation>Vertailtavaa pakettia ei voi avata</translation>
    </message>
    <message>
        <source>No player count in common</source>
        <translation>Ei yhteistä pelaajamäärää</translation>
    </message>
    <message>
        <source>A plays {a_min} to {a_max} players, B {b_min} to {b_max}.</source>
        <translation>A:ta pelaa {a_min}–{a_max} pelaajaa, B:tä {b_min}–{b_max}.</translation>
    </message>
    <message>
        <source>Compare {name}</source>
        <translation>Vertaa: {name}</translation>
    </message>
    <message>
        <source>Both play the same seeds with the seats rotated from game to game; every measure is compared, B − A, with its 95 % interval.</source>
        <translation>Molemmat pelaavat samoilla siemenillä, ja pelaajien paikat kiertävät pelistä toiseen; jokaista mittaria verrataan, B − A, 95 %:n luottamusvälin kera.</translation>
    </message>
    <message>
        <source>That document is closed</source>
        <translation>Se dokumentti on suljettu</translation>
    </message>
    <message>
        <source>Cannot show {where} on the canvas</source>
        <translation>Kohdetta {where} ei voi näyttää piirtoalueella</translation>
    </message>
    <message>
        <source>This document has no board to paint the heat on</source>
        <translation>Tässä dokumentissa ei ole pelilautaa, jolle lämmön voisi värittää</translation>
    </message>
    <message>
        <source>Showing the {players}-player board, the one the run played</source>
        <translation>Näytetään {players} pelaajan pelilauta, jolla ajo pelattiin</translation>
    </message>
    <message>
        <source>Heat shown; the board image is hidden until View &gt; Heat is off</source>
        <translation>Lämpö näytetään; pohjakuva on piilossa, kunnes Näytä &gt; Lämpö on pois päältä</translation>
    </message>
    <message>
        <source>{n} game</source>
        <translation>{n} peli</translation>
    </message>
    <message>
        <source>{n} games</source>
        <translation>{n} peliä</translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (peruttu)</translation>
    </message>
    <message>
        <source>{games}, seed {seed}, {who}</source>
        <translation>{games}, siemen {seed}, {who}</translation>
    </message>
    <message>
        <source>Hottest: {name}, {heat}. {note}</source>
        <translation>Kuumin: {name}, {heat}. {note}</translation>
    </message>
    <message>
        <source>. The pack has changed since this run: Simulate again (F6) to update.</source>
        <translation>. Paketti on muuttunut tämän ajon jälkeen: simuloi uudelleen (F6) päivittääksesi.</translation>
    </message>
</context>
<context>
    <name>BoardImageDialog</name>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg);;All files (*)</source>
        <translation>Kuvat (*.png *.jpg *.jpeg *.svg);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Board Image</source>
        <translation>Pohjakuva</translation>
    </message>
    <message>
        <source>PNG, JPEG or SVG file</source>
        <translation>PNG-, JPEG- tai SVG-tiedosto</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Selaa…</translation>
    </message>
    <message>
        <source>Locked (the Image tool, I, moves and scales an unlocked image)</source>
        <translation>Lukittu (Kuva-työkalu, I, siirtää ja skaalaa lukitsematonta kuvaa)</translation>
    </message>
    <message>
        <source>Lay it over the whole map again</source>
        <translation>Levitä se uudelleen koko kartan päälle</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Kuva</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Peittävyys</translation>
    </message>
    <message>
        <source>Remove image</source>
        <translation>Poista kuva</translation>
    </message>
    <message>
        <source>No image: choose a file to trace the map over.</source>
        <translation>Ei kuvaa: valitse tiedosto, jonka päälle kartta piirretään.</translation>
    </message>
    <message>
        <source>There is no such file.</source>
        <translation>Tiedostoa ei ole.</translation>
    </message>
    <message>
        <source>This pack has not been saved yet: the image is kept by its full path until you save the pack; from then on it is saved relative to the pack file.</source>
        <translation>Tätä pakettia ei ole vielä tallennettu: kuva säilytetään koko polullaan, kunnes tallennat paketin; siitä lähtien se tallennetaan suhteessa pakettitiedostoon.</translation>
    </message>
    <message>
        <source>Saved in the pack as {rel} (relative to the pack file).</source>
        <translation>Tallennettu pakettiin nimellä {rel} (suhteessa pakettitiedostoon).</translation>
    </message>
    <message>
        <source>Board image</source>
        <translation>Pohjakuva</translation>
    </message>
    <message>
        <source>Set the board image</source>
        <translation>Aseta pohjakuva</translation>
    </message>
    <message>
        <source>Change the board image</source>
        <translation>Muuta pohjakuvaa</translation>
    </message>
    <message>
        <source>Remove the board image</source>
        <translation>Poista pohjakuva</translation>
    </message>
</context>
<context>
    <name>BoardImageItem</name>
    <message>
        <source>Image not found: {basename}</source>
        <extracomment>Land that is not in play, and its coast. The water under an outlined map (a shade deeper than the canvas, so coasts read). A sea&apos;s own water, when it has an outline. Pixels of a board image&apos;s scale handle.</extracomment>
        <translation>Kuvaa ei löydy: {basename}</translation>
    </message>
    <message>
        <source>Cannot read the image {basename}</source>
        <translation>Kuvaa {basename} ei voi lukea</translation>
    </message>
</context>
<context>
    <name>BoardImageTool</name>
    <message>
        <source>This board has no image: File &gt; Board Image… adds one</source>
        <translation>Tällä pelilaudalla ei ole kuvaa: Tiedosto &gt; Pohjakuva… lisää sellaisen</translation>
    </message>
    <message>
        <source>The board image is locked: unlock it in File &gt; Board Image… to move or scale it</source>
        <translation>Pohjakuva on lukittu: avaa lukitus kohdassa Tiedosto &gt; Pohjakuva… siirtääksesi tai skaalataksesi sitä</translation>
    </message>
    <message>
        <source>Move the board image</source>
        <translation>Siirrä pohjakuvaa</translation>
    </message>
    <message>
        <source>Scale the board image</source>
        <translation>Skaalaa pohjakuvaa</translation>
    </message>
</context>
<context>
    <name>BrushTool</name>
    <message>
        <source>Paint</source>
        <translation>Maalaa</translation>
    </message>
</context>
<context>
    <name>CanvasBoard</name>
    <message>
        <source>Seat {n}</source>
        <translation>Pelaaja {n}</translation>
    </message>
    <message>
        <source>{name}: {n} points</source>
        <translation>{name}: {n} pistettä</translation>
    </message>
</context>
<context>
    <name>CardLayoutsPanel</name>
    <message>
        <source>A layout of their own (else the default look)</source>
        <extracomment>Largest size of a previewed card, in pixels (front and back side by side). The board scene a card&apos;s map inset is drawn from (as in the print), or None.</extracomment>
        <translation>Oma asettelu (muuten oletusulkoasu)</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>each card&apos;s own</source>
        <translation>kunkin kortin oma</translation>
    </message>
    <message>
        <source>Colour field</source>
        <translation>Väriä määräävä kenttä</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Väri</translation>
    </message>
    <message>
        <source>The card&apos;s name</source>
        <translation>Kortin nimi</translation>
    </message>
    <message>
        <source>The card&apos;s kind</source>
        <translation>Kortin laji</translation>
    </message>
    <message>
        <source>No title</source>
        <translation>Ei otsikkoa</translation>
    </message>
    <message>
        <source>Show the lines of detail</source>
        <translation>Näytä tietorivit</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>the studio&apos;s navy</source>
        <translation>studion tummansininen</translation>
    </message>
    <message>
        <source>the pack&apos;s name</source>
        <translation>paketin nimi</translation>
    </message>
    <message>
        <source>Image…</source>
        <translation>Kuva…</translation>
    </message>
    <message>
        <source>Put a PNG, JPEG or SVG image (at most {size} KB) in the cards&apos; picture area</source>
        <translation>Lisää PNG-, JPEG- tai SVG-kuva (enintään {size} kt) korttien kuva-alueelle</translation>
    </message>
    <message>
        <source>Remove Image</source>
        <translation>Poista kuva</translation>
    </message>
    <message>
        <source>The whole image</source>
        <translation>Koko kuva</translation>
    </message>
    <message>
        <source>Fill the area (crop)</source>
        <translation>Täytä alue (rajaa)</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Leveys:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Korkeus:</translation>
    </message>
    <message>
        <source>Corner radius:</source>
        <translation>Kulman säde:</translation>
    </message>
    <message>
        <source>Colour (#rrggbb):</source>
        <translation>Väri (#rrggbb):</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Otsikko:</translation>
    </message>
    <message>
        <source>Corner symbol:</source>
        <translation>Kulmasymboli:</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Kuva:</translation>
    </message>
    <message>
        <source>Image fit:</source>
        <translation>Kuvan sovitus:</translation>
    </message>
    <message>
        <source>Back colour:</source>
        <translation>Taustapuolen väri:</translation>
    </message>
    <message>
        <source>Back text:</source>
        <translation>Taustapuolen teksti:</translation>
    </message>
    <message>
        <source>Colour by field (empty: as above):</source>
        <translation>Väri kentän mukaan (tyhjä: kuten yllä):</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Kortit:</translation>
    </message>
    <message>
        <source>Pick a colour</source>
        <translation>Valitse väri</translation>
    </message>
    <message>
        <source>Card colour</source>
        <translation>Kortin väri</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Esimerkki</translation>
    </message>
    <message>
        <source>A line of detail</source>
        <translation>Tietorivi</translation>
    </message>
    <message>
        <source>No image (the card&apos;s colour swatch)</source>
        <translation>Ei kuvaa (kortin värimalli)</translation>
    </message>
    <message>
        <source>A {kind} image Qt cannot draw ({size} KB)</source>
        <translation>{kind}-kuva, jota Qt ei osaa piirtää ({size} kt)</translation>
    </message>
    <message>
        <source>{kind}, {width} × {height} px, {size} KB</source>
        <translation>{kind}, {width} × {height} px, {size} kt</translation>
    </message>
    <message>
        <source>Own card layout ({cards})</source>
        <translation>Oma korttiasettelu ({cards})</translation>
    </message>
    <message>
        <source>Default card look ({cards})</source>
        <translation>Kortin oletusulkoasu ({cards})</translation>
    </message>
    <message>
        <source>Card Image</source>
        <translation>Kortin kuva</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg);;All files (*)</source>
        <translation>Kuvat (*.png *.jpg *.jpeg *.svg);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>“{file}” is not a PNG, JPEG or SVG image.</source>
        <translation>”{file}” ei ole PNG-, JPEG- eikä SVG-kuva.</translation>
    </message>
    <message>
        <source>“{file}” cannot be read: {why}</source>
        <translation>Tiedostoa ”{file}” ei voi lukea: {why}</translation>
    </message>
    <message>
        <source>“{file}” is {size} KB: a card image may be at most {limit} KB. Make it smaller (fewer pixels, or JPEG) and try again.</source>
        <translation>”{file}” on {size} kt: kortin kuva saa olla enintään {limit} kt. Pienennä sitä (vähemmän pikseleitä tai JPEG) ja yritä uudelleen.</translation>
    </message>
    <message>
        <source>Set card image ({cards})</source>
        <translation>Aseta kortin kuva ({cards})</translation>
    </message>
    <message>
        <source>The {cards} cards show “{file}” ({width} × {height} px, {size} KB).</source>
        <translation>Kortit ({cards}) näyttävät kuvan ”{file}” ({width} × {height} px, {size} kt).</translation>
    </message>
    <message>
        <source>Remove card image ({cards})</source>
        <translation>Poista kortin kuva ({cards})</translation>
    </message>
    <message>
        <source>The {cards} cards show no image.</source>
        <translation>Korteissa ({cards}) ei ole kuvaa.</translation>
    </message>
    <message>
        <source>Set card width</source>
        <translation>Aseta kortin leveys</translation>
    </message>
    <message>
        <source>Set card height</source>
        <translation>Aseta kortin korkeus</translation>
    </message>
    <message>
        <source>Set corner radius</source>
        <translation>Aseta kulman säde</translation>
    </message>
    <message>
        <source>Set card colour</source>
        <translation>Aseta kortin väri</translation>
    </message>
    <message>
        <source>Set colour by field</source>
        <translation>Aseta väri kentän mukaan</translation>
    </message>
    <message>
        <source>Set card title</source>
        <translation>Aseta kortin otsikko</translation>
    </message>
    <message>
        <source>Show or hide card text</source>
        <translation>Näytä tai piilota kortin teksti</translation>
    </message>
    <message>
        <source>Set corner symbol</source>
        <translation>Aseta kulmasymboli</translation>
    </message>
    <message>
        <source>Set back colour</source>
        <translation>Aseta taustapuolen väri</translation>
    </message>
    <message>
        <source>Set back text</source>
        <translation>Aseta taustapuolen teksti</translation>
    </message>
    <message>
        <source>Set image fit</source>
        <translation>Aseta kuvan sovitus</translation>
    </message>
    <message>
        <source>{edit} ({cards})</source>
        <translation>{edit} ({cards})</translation>
    </message>
    <message>
        <source>“{text}” is not a colour: write it as #rrggbb (#27394d).</source>
        <translation>”{text}” ei ole väri: kirjoita se muodossa #rrggbb (#27394d).</translation>
    </message>
</context>
<context>
    <name>CardTableWidget</name>
    <message>
        <source>Card</source>
        <translation>Kortti</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Piste</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
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
    <message>
        <source>{count} cards · {count2} green points</source>
        <translation>{count} korttia · {count2} vihreää pistettä</translation>
    </message>
    <message>
        <source> · {missing} without a card</source>
        <translation> · {missing} ilman korttia</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>Journey</source>
        <translation>Journey</translation>
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
    <name>Columns</name>
    <message>
        <source>Id</source>
        <translation>Tunnus</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Nuolet</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Näyttöväri</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kortti</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Laji</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Nimet</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Määrä</translation>
    </message>
    <message>
        <source>Card colour</source>
        <translation>Korttiväri</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Laatat</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Väri</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kortit</translation>
    </message>
</context>
<context>
    <name>ComparisonResultsWidget</name>
    <message>
        <source>{value:+.1f} pts</source>
        <extracomment>Background of a significant difference&apos;s row.</extracomment>
        <translation>{value:+.1f} %-yks.</translation>
    </message>
    <message>
        <source>{lo:+.1f} to {hi:+.1f} pts</source>
        <translation>{lo:+.1f}…{hi:+.1f} %-yks.</translation>
    </message>
    <message>
        <source>{lo:+.2f} to {hi:+.2f}</source>
        <translation>{lo:+.2f}…{hi:+.2f}</translation>
    </message>
    <message>
        <source>Measure</source>
        <extracomment>the rows of the heat table: ``comparison.heat_differences`` (core), paired by id</extracomment>
        <translation>Mittari</translation>
    </message>
    <message>
        <source>95 % interval of B − A</source>
        <translation>B − A:n 95 %:n väli</translation>
    </message>
    <message>
        <source>Each measure in A and B, the significant changes first: ★ marks a change whose 95 % interval leaves out 0</source>
        <translation>Jokainen mittari A:ssa ja B:ssä, merkitsevät muutokset ensin: ★ merkitsee muutosta, jonka 95 %:n väli ei sisällä nollaa</translation>
    </message>
    <message>
        <source>Measures</source>
        <translation>Mittarit</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Elementti</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Laji</translation>
    </message>
    <message>
        <source>A per game</source>
        <translation>A peliä kohden</translation>
    </message>
    <message>
        <source>B per game</source>
        <translation>B peliä kohden</translation>
    </message>
    <message>
        <source>Each element&apos;s heat per game in A and B, the significant changes first, then the largest (with many elements, about 1 in 20 unchanged ones is ★ by chance): double-click to select it in the editor</source>
        <translation>Kunkin elementin lämpö peliä kohden A:ssa ja B:ssä, merkitsevät muutokset ensin, sitten suurimmat (kun elementtejä on paljon, noin joka 20. muuttumaton saa ★:n sattumalta): valitse se editorissa kaksoisnapsauttamalla</translation>
    </message>
    <message>
        <source>Heat by element</source>
        <translation>Lämpö elementeittäin</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Erot</translation>
    </message>
    <message>
        <source> · &lt;b&gt;cancelled&lt;/b&gt;</source>
        <translation> · &lt;b&gt;peruttu&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; significant change (★) among the measures</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; merkitsevä muutos (★) mittareissa</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; significant changes (★) among the measures</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; merkitsevää muutosta (★) mittareissa</translation>
    </message>
    <message>
        <source>, &lt;b&gt;{n}&lt;/b&gt; in the heat of an element</source>
        <translation>, &lt;b&gt;{n}&lt;/b&gt; osan lämmössä</translation>
    </message>
    <message>
        <source>, &lt;b&gt;{n}&lt;/b&gt; in the heat of elements</source>
        <translation>, &lt;b&gt;{n}&lt;/b&gt; osien lämmössä</translation>
    </message>
    <message>
        <source>{bot} in every seat, rotated</source>
        <translation>{bot} joka paikalla, kierrättäen</translation>
    </message>
    <message>
        <source>seats {seats} rotated</source>
        <translation>paikat {seats} kierrättäen</translation>
    </message>
    <message>
        <source>{a} + {b} games on the same seeds (seed {seed})</source>
        <translation>{a} + {b} peliä samoilla siemenillä (siemen {seed})</translation>
    </message>
    <message>
        <source>★ significant</source>
        <translation>★ merkitsevä</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>vain A:ssa</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>vain B:ssä</translation>
    </message>
    <message>
        <source>This game&apos;s heat is a mean per game whose games&apos; values the report does not keep: its changes have no interval</source>
        <translation>Tämän pelin lämpö on keskiarvo peliä kohden, eikä raportti säilytä yksittäisten pelien arvoja: sen muutoksilla ei ole luottamusväliä</translation>
    </message>
    <message>
        <source>{name} is only in A: this document does not have it</source>
        <translation>{name} on vain A:ssa: tässä asiakirjassa sitä ei ole</translation>
    </message>
    <message>
        <source>One scale for both boards: the same colour is the same heat.</source>
        <translation>Sama asteikko molemmille laudoille: sama väri on sama lämpö.</translation>
    </message>
</context>
<context>
    <name>ConnectPointsCommand</name>
    <message>
        <source>Connect </source>
        <translation>Yhdistä </translation>
    </message>
</context>
<context>
    <name>ConnectTool</name>
    <message>
        <source>{name} and {name2} are already connected</source>
        <translation>{name} ja {name2} on jo yhdistetty</translation>
    </message>
</context>
<context>
    <name>CountryItem</name>
    <message>
        <source> — two cards</source>
        <extracomment>Colour of selection outlines. Rings of elements with lint problems, by severity. Z values inside the board layer (``app.boards.base.Z_BOARD``), lower first: the water, the backdrop (land not in play), the board image, seas&apos; and countries&apos; outlines under the network (coast lines, links, sea labels, country markers). The point size of a country&apos;s name, and of a name that finds room only smaller.</extracomment>
        <translation> — kaksi korttia</translation>
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
    <name>DeleteColourCommand</name>
    <message>
        <source>Delete colour group </source>
        <translation>Poista väriryhmä </translation>
    </message>
</context>
<context>
    <name>DeleteElementsCommand</name>
    <message>
        <source>Delete </source>
        <translation>Poista </translation>
    </message>
    <message>
        <source>Delete link </source>
        <translation>Poista yhteys </translation>
    </message>
    <message>
        <source>Delete {n} elements</source>
        <translation>Poista {n} osaa</translation>
    </message>
</context>
<context>
    <name>DeleteOutlineVerticesCommand</name>
    <message>
        <source>Remove a point of</source>
        <translation>Poista piste:</translation>
    </message>
</context>
<context>
    <name>DeletePathsCommand</name>
    <message>
        <source>Delete </source>
        <translation>Poista </translation>
    </message>
    <message>
        <source>Delete {count} paths</source>
        <translation>Poista {count} polkua</translation>
    </message>
</context>
<context>
    <name>DeletePointsCommand</name>
    <message>
        <source>Delete </source>
        <translation>Poista </translation>
    </message>
    <message>
        <source>Delete {count} points</source>
        <translation>Poista {count} pistettä</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>{name} (untitled {number})</source>
        <extracomment>The whole pack may differ (load, undo of a compound edit, rename of ids...). Elements were added, removed or changed; ``where`` names their JSON list paths. Only positions changed (a drag); ``where`` names the moved elements&apos; JSON paths. Only the rules parameters or header fields changed. Tells apart untitled documents of the same pack name (&quot;Europe (untitled 2)&quot;). Keeps the undo steps&apos; texts in the elements&apos; current names.</extracomment>
        <translation>{name} (nimetön {number})</translation>
    </message>
    <message>
        <source>{name} (untitled)</source>
        <translation>{name} (nimetön)</translation>
    </message>
</context>
<context>
    <name>DocumentTab</name>
    <message>
        <source>There is no editor for {game} packs in this build yet ({name__}: {e}).

The pack is open: you can still save it, and the Problems panel checks it.</source>
        <translation>Tässä versiossa ei vielä ole editoria {game}-paketeille ({name__}: {e}).

Paketti on auki: voit silti tallentaa sen, ja Ongelmat-paneeli tarkistaa sen.</translation>
    </message>
</context>
<context>
    <name>EndExplanation</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} ja {last}</translation>
    </message>
    <message>
        <source>{who} wins the tie-break</source>
        <translation>{who} voittaa tasatilanteen ratkaisussa</translation>
    </message>
    <message>
        <source>{who} win the tie-break</source>
        <translation>{who} voittavat tasatilanteen ratkaisussa</translation>
    </message>
    <message>
        <source>{tied} tied on {points} point; {how}.</source>
        <translation>{tied} saivat saman pistemäärän, {points} piste; {how}.</translation>
    </message>
    <message>
        <source>{tied} tied on {points} points; {how}.</source>
        <translation>{tied} saivat saman pistemäärän, {points} pistettä; {how}.</translation>
    </message>
    <message>
        <source>Where the points come from</source>
        <translation>Mistä pisteet tulevat</translation>
    </message>
    <message>
        <source>{name}&apos;s journey, link by link</source>
        <translation>{name}: matka linkki linkiltä</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Yhteensä</translation>
    </message>
</context>
<context>
    <name>ExpeditionBoard</name>
    <message>
        <source>Market</source>
        <extracomment>Pixels of a card button a millimetre of the printed card (its corner radius). Pixels between the arrows of two colours on one path. Delay before the names are placed again after a zoom or a scroll (ms). Map units (degrees) kept around the points when the board is fitted. The height of a button, without and with a card face. The largest card face a button shows (pixels high, wide).</extracomment>
        <translation>Pöytä</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Käsi</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei yhtään</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({n})</source>
        <translation>{name}: käsi ({n})</translation>
    </message>
    <message>
        <source>Deck ({n})</source>
        <translation>Pakka ({n})</translation>
    </message>
    <message>
        <source>Under the deck, in order ({n})</source>
        <translation>Pakan alla, järjestyksessä ({n})</translation>
    </message>
    <message>
        <source>Drawn for a swap</source>
        <translation>Nostettu vaihtoa varten</translation>
    </message>
    <message>
        <source>{n} arrow played</source>
        <translation>{n} nuoli pelattu</translation>
    </message>
    <message>
        <source>{n} arrows played</source>
        <translation>{n} nuolta pelattu</translation>
    </message>
    <message>
        <source>{colour} expedition&apos;s head: its next arrow leaves from here (E3) · {played}, {left} left</source>
        <translation>Retkikunnan {colour} kärki: sen seuraava nuoli lähtee tästä (E3) · {played}, {left} jäljellä</translation>
    </message>
    <message>
        <source>{name}&apos;s token: {name} takes it back when an expedition reaches this point (E6)</source>
        <translation>Pelaajan {name} merkki: {name} saa sen takaisin, kun jokin retkikunta saapuu tähän pisteeseen (E6)</translation>
    </message>
    <message>
        <source>Click to put a token here (E2)</source>
        <translation>Aseta merkki tähän napsauttamalla (E2)</translation>
    </message>
    <message>
        <source>Click: {colour} restarts from here (E9)</source>
        <translation>Napsauta: {colour} jatkaa tästä (E9)</translation>
    </message>
    <message>
        <source>Click to play an arrow here ({colours})</source>
        <translation>Pelaa nuoli tähän napsauttamalla ({colours})</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt;</source>
        <translation>&lt;b&gt;Peli on päättynyt&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Setting up&lt;/b&gt;: the destination cards are dealt and the market turned up</source>
        <translation>&lt;b&gt;Valmistelu&lt;/b&gt;: kohdekortit jaetaan ja pöydän kortit käännetään esiin</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tokens&lt;/b&gt; (E2): &lt;b&gt;{who}&lt;/b&gt; places — {placed} on the board; each player puts {tokens} on their cards&apos; points</source>
        <translation>&lt;b&gt;Merkit&lt;/b&gt; (E2): &lt;b&gt;{who}&lt;/b&gt; asettaa — laudalla {placed}; kukin pelaaja asettaa {tokens} korttiensa pisteisiin</translation>
    </message>
    <message>
        <source>Round {round} — &lt;b&gt;{who}&apos;s turn&lt;/b&gt;</source>
        <translation>Kierros {round} — &lt;b&gt;vuorossa {who}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: &lt;b&gt;a swap (ticket, E11c)&lt;/b&gt;</source>
        <translation>: &lt;b&gt;vaihto (lippu, E11c)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: tickets, or end the turn</source>
        <translation>: liput tai vuoron lopetus</translation>
    </message>
    <message>
        <source>· final round: a hand is empty (E12)</source>
        <translation>· viimeinen kierros: jonkun käsi on tyhjä (E12)</translation>
    </message>
    <message>
        <source>the turn&apos;s arrow, any colour (E3)</source>
        <translation>vuoron nuoli, mikä tahansa väri (E3)</translation>
    </message>
    <message>
        <source>an extra arrow, any colour (ticket, E11a)</source>
        <translation>lisänuoli, mikä tahansa väri (lippu, E11a)</translation>
    </message>
    <message>
        <source>an extra arrow, any colour (blue point, E7)</source>
        <translation>lisänuoli, mikä tahansa väri (sininen piste, E7)</translation>
    </message>
    <message>
        <source>choose where {colour} restarts (loop, E9)</source>
        <translation>valitse, mistä {colour} jatkaa (silmukka, E9)</translation>
    </message>
    <message>
        <source>the loop&apos;s {colour} arrow (E9)</source>
        <translation>silmukan nuoli: {colour} (E9)</translation>
    </message>
    <message>
        <source>{n} card in hand</source>
        <translation>{n} kortti kädessä</translation>
    </message>
    <message>
        <source>{n} cards in hand</source>
        <translation>{n} korttia kädessä</translation>
    </message>
    <message>
        <source>{n} reached</source>
        <translation>{n} saavutettu</translation>
    </message>
    <message>
        <source>{n} ticket</source>
        <translation>{n} lippu</translation>
    </message>
    <message>
        <source>{n} tickets</source>
        <translation>{n} lippua</translation>
    </message>
    <message>
        <source>tokens: {out} out, {back} back</source>
        <translation>merkit: {out} laudalla, {back} takaisin</translation>
    </message>
    <message>
        <source>hand: </source>
        <translation>käsi: </translation>
    </message>
    <message>
        <source>{card} — in the market: whoever plays the arrow that reaches this point lays the card (E5). Click to find it on the map.</source>
        <translation>{card} — pöydässä: kortin saa eteensä se, joka pelaa tähän pisteeseen saapuvan nuolen (E5). Näytä se kartalla napsauttamalla.</translation>
    </message>
    <message>
        <source>Market · deck: {n} card</source>
        <translation>Pöytä · pakka: {n} kortti</translation>
    </message>
    <message>
        <source>Market · deck: {n} cards</source>
        <translation>Pöytä · pakka: {n} korttia</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Kädet ovat piilossa</translation>
    </message>
    <message>
        <source>Reached so far: {n} cards</source>
        <translation>Tähän mennessä saavutettu: {n} korttia</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {n} card</source>
        <translation>Pelaajan {name} käsi: {n} kortti</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {n} cards</source>
        <translation>Pelaajan {name} käsi: {n} korttia</translation>
    </message>
    <message>
        <source>{card} — in your hand: you lay it when an expedition reaches its point (E5)</source>
        <translation>{card} — kädessäsi: asetat sen eteesi, kun jokin retkikunta saapuu sen pisteeseen (E5)</translation>
    </message>
    <message>
        <source>; your token stands on it</source>
        <translation>; merkkisi on sen päällä</translation>
    </message>
    <message>
        <source>Reached ({n}): </source>
        <translation>Saavutettu ({n}): </translation>
    </message>
    <message>
        <source>Reached: none yet</source>
        <translation>Saavutettu: ei vielä yhtään</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>{who} to move</source>
        <translation>Vuorossa: {who}</translation>
    </message>
    <message>
        <source>Cards are dealt</source>
        <translation>Kortit jaetaan</translation>
    </message>
    <message>
        <source>A card is drawn from the deck.</source>
        <translation>Pakasta nostetaan kortti.</translation>
    </message>
    <message>
        <source>Place a token</source>
        <translation>Aseta merkki</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click a ringed point&lt;/b&gt; (or the card in your hand): a point of one of your cards, at least {n} paths from the compass rose (E2).</source>
        <translation>&lt;b&gt;Napsauta renkaalla merkittyä pistettä&lt;/b&gt; (tai kädessäsi olevaa korttia): jonkin korttisi piste vähintään {n} polun päässä kompassiruususta (E2).</translation>
    </message>
    <message>
        <source>You get a token back when any expedition reaches it (+1); one left on the board costs 1 at the end (E14).</source>
        <translation>Saat merkin takaisin, kun mikä tahansa retkikunta saapuu siihen (+1); laudalle jäänyt merkki maksaa lopussa 1 (E14).</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Ota {card}</translation>
    </message>
    <message>
        <source>Give up a card</source>
        <translation>Luovu kortista</translation>
    </message>
    <message>
        <source>You take &lt;b&gt;{card}&lt;/b&gt;: &lt;b&gt;click the card in your hand&lt;/b&gt; you give up for it (red outline).</source>
        <translation>Otat kortin &lt;b&gt;{card}&lt;/b&gt;: &lt;b&gt;napsauta kädessäsi olevaa korttia&lt;/b&gt;, josta luovut sen tilalle (punainen reunus).</translation>
    </message>
    <message>
        <source>Swap a card (ticket, E11c)</source>
        <translation>Vaihda kortti (lippu, E11c)</translation>
    </message>
    <message>
        <source>Two cards were drawn for you: &lt;b&gt;choose the one to take&lt;/b&gt;, then the hand card to give up.</source>
        <translation>Sinulle nostettiin kaksi korttia: &lt;b&gt;valitse otettava&lt;/b&gt; ja sitten kädestä kortti, josta luovut.</translation>
    </message>
    <message>
        <source>The card given up and the card not taken go to the bottom of the deck; a token on the given-up card&apos;s point stays (E11c).</source>
        <translation>Luovutettu kortti ja ottamatta jäänyt kortti menevät pakan pohjalle; luovutetun kortin pisteessä oleva merkki jää paikalleen (E11c).</translation>
    </message>
    <message>
        <source>Which arrow?</source>
        <translation>Mikä nuoli?</translation>
    </message>
    <message>
        <source>Several arrows reach this point: choose one (its way is drawn bold).</source>
        <translation>Tähän pisteeseen pääsee usealla nuolella: valitse yksi (sen reitti piirretään lihavana).</translation>
    </message>
    <message>
        <source>{colour} arrow (path {path})</source>
        <translation>Nuoli: {colour} (polku {path})</translation>
    </message>
    <message>
        <source>{colour} arrow</source>
        <translation>Nuoli: {colour}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peru</translation>
    </message>
    <message>
        <source>Click the point again for the {colour} arrow. Esc or right click cancels.</source>
        <translation>Napsauta pistettä uudelleen, niin pelataan nuoli {colour}. Esc tai oikea napsautus peruu.</translation>
    </message>
    <message>
        <source>Your arrow is down</source>
        <translation>Nuolesi on pelattu</translation>
    </message>
    <message>
        <source>Spend a ticket, or end your turn.</source>
        <translation>Käytä lippu tai lopeta vuorosi.</translation>
    </message>
    <message>
        <source>Loop: {colour} restarts</source>
        <translation>Silmukka: {colour} jatkaa</translation>
    </message>
    <message>
        <source>{colour} reached a point it had visited: &lt;b&gt;click a ringed point&lt;/b&gt; it has visited; its next arrow leaves from there (E9).</source>
        <translation>{colour} saapui pisteeseen, jossa se on jo käynyt: &lt;b&gt;napsauta renkaalla merkittyä pistettä&lt;/b&gt;, jossa se on käynyt; sen seuraava nuoli lähtee sieltä (E9).</translation>
    </message>
    <message>
        <source>Play an arrow</source>
        <translation>Pelaa nuoli</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click the next point&lt;/b&gt; (green ring): the dashed lines show which head reaches it.</source>
        <translation>&lt;b&gt;Napsauta seuraavaa pistettä&lt;/b&gt; (vihreä rengas): katkoviivat näyttävät, mistä kärjestä siihen pääsee.</translation>
    </message>
    <message>
        <source>No arrow can be played</source>
        <translation>Yhtään nuolta ei voi pelata</translation>
    </message>
    <message>
        <source>Spend a ticket to take an arrow back (E11b), or the arrow is lost (E10).</source>
        <translation>Käytä lippu ottaaksesi nuolen takaisin (E11b), tai nuoli menetetään (E10).</translation>
    </message>
    <message>
        <source>Tickets: &lt;b&gt;{tickets}&lt;/b&gt; · spent this turn {used} of {limit} (E11).</source>
        <translation>Liput: &lt;b&gt;{tickets}&lt;/b&gt; · käytetty tällä vuorolla {used}/{limit} (E11).</translation>
    </message>
    <message>
        <source>Ticket: one more arrow</source>
        <translation>Lippu: yksi nuoli lisää</translation>
    </message>
    <message>
        <source>Ticket: swap a card</source>
        <translation>Lippu: vaihda kortti</translation>
    </message>
    <message>
        <source>Ticket: take back the last {colour} arrow (E11b)</source>
        <translation>Lippu: ota takaisin viimeinen nuoli {colour} (E11b)</translation>
    </message>
    <message>
        <source>No {colour} arrow on the board to take back (E11b)</source>
        <translation>Laudalla ei ole värin {colour} nuolta otettavaksi takaisin (E11b)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Lopeta vuoro</translation>
    </message>
    <message>
        <source>A ticket buys one more arrow, takes back a colour&apos;s last arrow (↶: the point now its head has its effect), or swaps a hand card for one of two drawn.</source>
        <translation>Lipulla saa yhden nuolen lisää, ottaa takaisin värin viimeisen nuolen (↶: kärjeksi jäävän pisteen vaikutus toteutuu) tai vaihtaa käden kortin toiseen kahdesta nostetusta.</translation>
    </message>
    <message>
        <source>Now click the hand card to give up for it.</source>
        <translation>Napsauta nyt kädestä korttia, josta luovut sen tilalle.</translation>
    </message>
    <message>
        <source>First choose the drawn card to take (the panel on the right).</source>
        <translation>Valitse ensin otettava nostettu kortti (oikeanpuoleinen paneeli).</translation>
    </message>
    <message>
        <source>The card&apos;s point is ringed in orange.</source>
        <translation>Kortin piste on merkitty oranssilla renkaalla.</translation>
    </message>
    <message>
        <source>Click a point of the network (a green ring, when one can be played to).</source>
        <translation>Napsauta verkon pistettä (vihreä rengas, kun siihen voi pelata).</translation>
    </message>
    <message>
        <source>Finish the swap first: choose a drawn card, then a hand card.</source>
        <translation>Tee ensin vaihto loppuun: valitse nostettu kortti ja sitten käden kortti.</translation>
    </message>
    <message>
        <source>Several arrows reach this point: choose one in the panel.</source>
        <translation>Tähän pisteeseen pääsee usealla nuolella: valitse yksi paneelista.</translation>
    </message>
</context>
<context>
    <name>ExpeditionEditor</name>
    <message>
        <source>rose</source>
        <extracomment>The point kinds as the editor shows them (its &quot;New point kind&quot; combo, the tools&apos; texts) (the data stays the pack&apos;s value).</extracomment>
        <translation>ruusu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vihreä</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>sininen</translation>
    </message>
    <message>
        <source>red</source>
        <translation>punainen</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>tavallinen</translation>
    </message>
    <message>
        <source>Destination cards</source>
        <extracomment>Pause (ms) after a drag step or a scroll before the names are placed again. The script that builds the shipped World pack, backdrop included.</extracomment>
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
    <message>
        <source>{count} points · {count2} paths · {count3} wrap pairs · {count4} cards</source>
        <translation>{count} pistettä · {count2} polkua · {count3} reunaparia · {count4} korttia</translation>
    </message>
    <message>
        <source> · token points (≥ {token_distance} paths from the rose): {count} of {greens} green</source>
        <translation> · merkkipisteet (≥ {token_distance} polkua ruususta): {count}/{greens} vihreästä</translation>
    </message>
    <message>
        <source> · one point with {arg1}</source>
        <translation> · yksi piste parin {arg1} kanssa</translation>
    </message>
    <message>
        <source>{point_name} ({kind} point){extra}</source>
        <translation>{point_name} (piste: {kind}){extra}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Backdrop&lt;/b&gt;: the coastlines drawn behind the network ({count} polygons, {points} points) cannot be edited in the studio. The World&apos;s come from Natural Earth&apos;s 1:110m countries (public domain), joined and simplified by the build script. To rebuild them, run &lt;code&gt;python {script}&lt;/code&gt; from the repository (its docstring says what it needs installed); it writes the shipped pack &lt;code&gt;{target}&lt;/code&gt;, and a pack of your own keeps the backdrop it was made from.</source>
        <translation>&lt;b&gt;Tausta&lt;/b&gt;: verkon taakse piirrettyjä rantaviivoja ({count} monikulmiota, {points} pistettä) ei voi muokata studiossa. Maailman rantaviivat tulevat Natural Earthin 1:110m-valtioista (vapaata käyttöä), ja rakennusskripti yhdistää ja yksinkertaistaa ne. Rakenna ne uudelleen ajamalla &lt;code&gt;python {script}&lt;/code&gt; arkiston juuresta (sen ohjeteksti kertoo, mitä se tarvitsee asennettuna); se kirjoittaa mukana tulevan paketin &lt;code&gt;{target}&lt;/code&gt;, ja oma pakettisi säilyttää taustan, josta se tehtiin.</translation>
    </message>
    <message>
        <source>another point has that id</source>
        <translation>toisella pisteellä on jo se tunnus</translation>
    </message>
    <message>
        <source>not a valid id</source>
        <translation>ei kelvollinen tunnus</translation>
    </message>
    <message>
        <source>Cannot rename &apos;{pid}&apos; to &apos;{value}&apos;: {why}</source>
        <translation>Pistettä &apos;{pid}&apos; ei voi nimetä uudelleen &apos;{value}&apos;: {why}</translation>
    </message>
</context>
<context>
    <name>FillTool</name>
    <message>
        <source>Fill</source>
        <translation>Täytä</translation>
    </message>
</context>
<context>
    <name>GirlItem</name>
    <message>
        <source>Girl {arg1}</source>
        <translation>Tyttönappula {arg1}</translation>
    </message>
    <message>
        <source>: markers bottom to top: {who}</source>
        <translation>: merkit alhaalta ylös: {who}</translation>
    </message>
    <message>
        <source> (full: {limit} routes)</source>
        <translation> (täynnä: {limit} reittiä)</translation>
    </message>
    <message>
        <source>: no marker yet (she may still move along the path, T27)</source>
        <translation>: ei vielä merkkiä (voi yhä liikkua polkua pitkin, T27)</translation>
    </message>
</context>
<context>
    <name>HeatLegendWidget</name>
    <message>
        <source>Share of the games won with it in the journey</source>
        <translation>Osuus peleistä, jotka voitettiin sen ollessa matkalla</translation>
    </message>
    <message>
        <source>Route segments built in or along the hex, per game</source>
        <translation>Heksaan tai sen viereen rakennetut reittiosuudet peliä kohden</translation>
    </message>
    <message>
        <source>Visits and tokens per game</source>
        <translation>Käynnit ja merkit peliä kohden</translation>
    </message>
    <message>
        <source>Heat per game</source>
        <translation>Lämpö peliä kohden</translation>
    </message>
    <message>
        <source>never used</source>
        <translation>ei koskaan käytetty</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>games</source>
        <translation>pelit</translation>
    </message>
    <message>
        <source>{series}: {bin}: {n} game</source>
        <translation>{series}: {bin}: {n} peli</translation>
    </message>
    <message>
        <source>{series}: {bin}: {n} games</source>
        <translation>{series}: {bin}: {n} peliä</translation>
    </message>
</context>
<context>
    <name>IgnoreBordersCommand</name>
    <message>
        <source>Ignore the border </source>
        <translation>Ohita raja </translation>
    </message>
    <message>
        <source>Ignore {count} borders</source>
        <translation>Ohita {count} rajaa</translation>
    </message>
</context>
<context>
    <name>ImportCardsCommand</name>
    <message>
        <source>Import cards from {file}</source>
        <translation>Tuo kortit tiedostosta {file}</translation>
    </message>
</context>
<context>
    <name>InsertOutlineVertexCommand</name>
    <message>
        <source>Add a point to</source>
        <translation>Lisää piste:</translation>
    </message>
</context>
<context>
    <name>JourneyBoard</name>
    <message>
        <source>Draw pile</source>
        <translation>Nostopakka</translation>
    </message>
    <message>
        <source>Discard {arg1}</source>
        <translation>Poistopino {arg1}</translation>
    </message>
    <message>
        <source>Drawn card</source>
        <translation>Nostettu kortti</translation>
    </message>
    <message>
        <source>Your journey on the map: wheel to zoom, middle-drag to pan</source>
        <translation>Matkasi kartalla: rulla zoomaa, keskipainikkeella vetäminen siirtää</translation>
    </message>
    <message>
        <source>{name}&apos;s journey on the map: wheel to zoom, middle-drag to pan</source>
        <translation>{name}: matka kartalla: rulla zoomaa, keskipainikkeella vetäen siirtää</translation>
    </message>
    <message>
        <source> — to move</source>
        <translation> — vuorossa</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tyhjä</translation>
    </message>
    <message>
        <source>Draw pile ({n})</source>
        <translation>Nostopakka ({n})</translation>
    </message>
    <message>
        <source>{name} holds</source>
        <translation>{name} pitää kädessä</translation>
    </message>
    <message>
        <source>{pub} cards</source>
        <translation>{pub} korttia</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n} kortti</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} korttia</translation>
    </message>
    <message>
        <source>from the draw pile</source>
        <translation>nostopakasta</translation>
    </message>
    <message>
        <source>from discard {source}</source>
        <translation>poistopinosta {source}</translation>
    </message>
    <message>
        <source>{names}&apos;s holder</source>
        <translation>Pelaajan {names} teline</translation>
    </message>
    <message>
        <source>slot {arg1}</source>
        <translation>paikka {arg1}</translation>
    </message>
    <message>
        <source>Watching the bots</source>
        <translation>Seurataan botteja</translation>
    </message>
    <message>
        <source>{count} of {count2} slots filled.</source>
        <translation>{count}/{count2} paikkaa täytetty.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{_LEGAL}&apos;&gt;&lt;b&gt;✓ A complete journey (J11–J17).&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:{_LEGAL}&apos;&gt;&lt;b&gt;✓ Valmis matka (J11–J17).&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{_BROKEN}&apos;&gt;✕ {message} ({rule})&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:{_BROKEN}&apos;&gt;✕ {message} ({rule})&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n} broken link:&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;{n} katkennut yhteys:&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n} broken links:&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;{n} katkennutta yhteyttä:&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Put the dealt card into an empty slot: drag it there, or click the slot.</source>
        <translation>Pane jaettu kortti tyhjään paikkaan: vedä se sinne tai napsauta paikkaa.</translation>
    </message>
    <message>
        <source>Draw a card: click the draw pile or a discard pile.</source>
        <translation>Nosta kortti: napsauta nostopakkaa tai poistopinoa.</translation>
    </message>
    <message>
        <source>Now click the discard pile for the card in slot {pending_slot} (Esc cancels).</source>
        <translation>Napsauta nyt poistopinoa paikan {pending_slot} kortille (Esc peruu).</translation>
    </message>
    <message>
        <source>Drag the drawn card onto a slot to replace that card, or onto a discard pile to discard it (or click the card, then where it goes).</source>
        <translation>Vedä nostettu kortti paikkaan korvataksesi sen kortin tai poistopinoon poistaaksesi sen (tai napsauta korttia ja sitten sen kohdetta).</translation>
    </message>
    <message>
        <source>Not your move: wait for the others to move.</source>
        <translation>Ei ole vuorosi: odota, että muut siirtävät.</translation>
    </message>
    <message>
        <source>First put the dealt card into an empty slot: drag it there, or click the slot.</source>
        <translation>Laita ensin jaettu kortti tyhjään paikkaan: vedä se sinne tai napsauta paikkaa.</translation>
    </message>
    <message>
        <source>Draw a card first: click the draw pile or a discard pile.</source>
        <translation>Nosta ensin kortti: napsauta nostopakkaa tai poistopakkaa.</translation>
    </message>
    <message>
        <source>You have drawn this turn: put the drawn card into a slot or onto a discard pile.</source>
        <translation>Olet jo nostanut tällä vuorolla: laita nostettu kortti paikkaan tai poistopakkaan.</translation>
    </message>
    <message>
        <source>Click a slot to put the card there, or a discard pile to discard it.</source>
        <translation>Napsauta paikkaa pannaksesi kortin sinne tai poistopinoa poistaaksesi sen.</translation>
    </message>
    <message>
        <source>Take the drawn card first: drag it here, or click it and then here.</source>
        <translation>Ota ensin nostettu kortti: vedä se tähän tai napsauta sitä ja sitten tätä.</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nostettu</translation>
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
    <message>
        <source>Link again</source>
        <translation>Yhdistä uudelleen</translation>
    </message>
    <message>
        <source>Take back the Ignore: the selected countries get a land link across their shared border (one undo step)</source>
        <translation>Peru ohitus: valitut maat saavat maayhteyden yhteisen rajansa yli (yksi kumottava vaihe)</translation>
    </message>
    <message>
        <source>The shared border is the length of the edge the two outlines run along together, in the pack&apos;s map units (degrees on the Europe map)</source>
        <translation>Yhteinen raja on sen reunan pituus, jota kahden maan ääriviivat kulkevat yhdessä, paketin karttayksiköissä (Euroopan kartalla asteina)</translation>
    </message>
    <message>
        <source>Ignored borders ({count}): touching, not linked on purpose</source>
        <translation>Ohitetut rajat ({count}): koskettavat, tarkoituksella yhdistämättä</translation>
    </message>
    <message>
        <source>Ignored borders: none (Ignore puts a proposal here)</source>
        <translation>Ohitetut rajat: ei yhtään (Ohita siirtää ehdotuksen tänne)</translation>
    </message>
    <message>
        <source>{pair}
    no shared border now</source>
        <translation>{pair}
    ei enää yhteistä rajaa</translation>
    </message>
    <message>
        <source>{pair}
    shared border: {length:.2f} map units</source>
        <translation>{pair}
    yhteinen raja: {length:.2f} karttayksikköä</translation>
    </message>
    <message>
        <source>No country has an outline yet: draw them with the Outline tool (O), and shared borders are proposed here as land links.</source>
        <translation>Millään maalla ei vielä ole ääriviivaa: piirrä ne Ääriviiva-työkalulla (O), niin yhteiset rajat ehdotetaan tässä maayhteyksiksi.</translation>
    </message>
    <message>
        <source>Every shared border of the {outlined} outlined countries has a link.</source>
        <translation>Jokaisella {outlined} ääriviivoitetun maan yhteisellä rajalla on yhteys.</translation>
    </message>
    <message>
        <source>{count} pair(s) of countries share a border but have no link.</source>
        <translation>{count} maaparilla on yhteinen raja mutta ei yhteyttä.</translation>
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
    <message>
        <source>no seas</source>
        <translation>ei meriä</translation>
    </message>
    <message>
        <source>no groups</source>
        <translation>ei ryhmiä</translation>
    </message>
    <message>
        <source>&lt;b&gt;{count} cards&lt;/b&gt;: {counts} country, {counts2} ship, {counts3} plane&lt;br&gt;&lt;b&gt;Ships&lt;/b&gt;: {ships}&lt;br&gt;&lt;b&gt;Planes&lt;/b&gt;: {planes}</source>
        <translation>&lt;b&gt;{count} korttia&lt;/b&gt;: {counts} maa-, {counts2} laiva-, {counts3} lentokonekorttia&lt;br&gt;&lt;b&gt;Laivat&lt;/b&gt;: {ships}&lt;br&gt;&lt;b&gt;Lentokoneet&lt;/b&gt;: {planes}</translation>
    </message>
</context>
<context>
    <name>JourneyCoastTool</name>
    <message>
        <source>Click the sea whose coast you want to change</source>
        <translation>Napsauta merta, jonka rannikkoa haluat muuttaa</translation>
    </message>
    <message>
        <source>Click countries to toggle them on this sea&apos;s coast</source>
        <translation>Napsauta maita lisätäksesi tai poistaaksesi ne tämän meren rannikolta</translation>
    </message>
    <message>
        <source>Click a sea first</source>
        <translation>Napsauta ensin merta</translation>
    </message>
    <message>
        <source>{country} is now on the coast of {name} ({count} coast countries)</source>
        <translation>{country} on nyt meren {name} rannikolla ({count} rannikkomaata)</translation>
    </message>
    <message>
        <source>{country} is no longer on the coast of {name} ({count} coast countries)</source>
        <translation>{country} ei ole enää meren {name} rannikolla ({count} rannikkomaata)</translation>
    </message>
</context>
<context>
    <name>JourneyCountryTool</name>
    <message>
        <source>Added {name}: rename it in Properties</source>
        <translation>Lisätty {name}: nimeä se uudelleen Ominaisuuksissa</translation>
    </message>
</context>
<context>
    <name>JourneyEditor</name>
    <message>
        <source>Land</source>
        <extracomment>Milliseconds after a zoom or an edit before labels are placed again.</extracomment>
        <translation>Maa</translation>
    </message>
    <message>
        <source>Ferry</source>
        <translation>Lautta</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Silta</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {tooltip}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {tooltip}</translation>
    </message>
    <message>
        <source>Link kind:</source>
        <translation>Yhteyden laji:</translation>
    </message>
</context>
<context>
    <name>JourneyLinkTool</name>
    <message>
        <source>Now click the country to connect it to</source>
        <translation>Napsauta nyt maata, johon se yhdistetään</translation>
    </message>
    <message>
        <source>Cannot link {na} and {nb}</source>
        <translation>Maita {na} ja {nb} ei voi yhdistää</translation>
    </message>
    <message>
        <source>Change the kind</source>
        <translation>Vaihda laji</translation>
    </message>
    <message>
        <source>{na} – {nb} is now a {kind} link</source>
        <translation>{na} – {nb} on nyt yhteys: {kind}</translation>
    </message>
    <message>
        <source>{na} and {nb} are already linked by {kind}</source>
        <translation>{na} ja {nb} on jo yhdistetty: {kind}</translation>
    </message>
</context>
<context>
    <name>JourneyOutlineTool</name>
    <message>
        <source>Drag a point, double-click an edge to add one, or click the water to draw a new polygon</source>
        <extracomment>(&quot;country&quot;, id) or (&quot;sea&quot;, id) whose outline is edited, or None. The points of the polygon being drawn, in map units. The vertex touched last, as (polygon, vertex) of the target&apos;s outline.</extracomment>
        <translation>Vedä pistettä, kaksoisnapsauta reunaa lisätäksesi pisteen tai napsauta vettä piirtääksesi uuden monikulmion</translation>
    </message>
    <message>
        <source>Click the country or sea whose outline you want to draw or change</source>
        <translation>Napsauta maata tai merta, jonka ääriviivaa haluat piirtää tai muuttaa</translation>
    </message>
    <message>
        <source>{count} points: click the first point, double-click or press Enter to close</source>
        <translation>{count} pistettä: sulje napsauttamalla ensimmäistä pistettä, kaksoisnapsauttamalla tai painamalla Enter</translation>
    </message>
    <message>
        <source>Double-click to add a point to this edge</source>
        <translation>Lisää piste tähän reunaan kaksoisnapsauttamalla</translation>
    </message>
    <message>
        <source>Click to add points; click the first point, double-click or press Enter to close</source>
        <translation>Lisää pisteitä napsauttamalla; sulje napsauttamalla ensimmäistä pistettä, kaksoisnapsauttamalla tai painamalla Enter</translation>
    </message>
    <message>
        <source>Inside the outline: drag a point, double-click an edge to add one, or click outside it to draw another polygon</source>
        <translation>Ääriviivan sisällä: vedä pistettä, lisää piste kaksoisnapsauttamalla reunaa tai piirrä toinen monikulmio napsauttamalla sen ulkopuolelle</translation>
    </message>
    <message>
        <source>Drawing dropped</source>
        <translation>Piirros hylätty</translation>
    </message>
    <message>
        <source>This point is shared with {shared} other outline(s): they move together (Alt: alone)</source>
        <translation>Tämä piste on yhteinen {shared} muun ääriviivan kanssa: ne liikkuvat yhdessä (Alt: yksin)</translation>
    </message>
    <message>
        <source>Joined to the point of {names}: release to share the border (drag {pixels} px away to let go)</source>
        <translation>Liitetty kohteen {names} pisteeseen: vapauta, niin raja on yhteinen (vedä {pixels} px kauemmas irrottaaksesi)</translation>
    </message>
    <message>
        <source>Not joined: the point moves freely</source>
        <translation>Ei liitetty: piste liikkuu vapaasti</translation>
    </message>
    <message>
        <source>Not there: {e}</source>
        <translation>Ei siihen: {e}</translation>
    </message>
    <message>
        <source>Cannot add a point there: {e}</source>
        <translation>Pistettä ei voi lisätä siihen: {e}</translation>
    </message>
    <message>
        <source>Point added: drag it into place</source>
        <translation>Piste lisätty: vedä se paikalleen</translation>
    </message>
    <message>
        <source>Cannot remove this point: {e}</source>
        <translation>Tätä pistettä ei voi poistaa: {e}</translation>
    </message>
    <message>
        <source>Polygon removed (fewer than 3 points were left)</source>
        <translation>Monikulmio poistettu (jäljellä oli alle 3 pistettä)</translation>
    </message>
    <message>
        <source>Point removed</source>
        <translation>Piste poistettu</translation>
    </message>
    <message>
        <source>A polygon needs at least 3 points</source>
        <translation>Monikulmio tarvitsee vähintään 3 pistettä</translation>
    </message>
    <message>
        <source>Cannot close this polygon: {problem}</source>
        <translation>Tätä monikulmiota ei voi sulkea: {problem}</translation>
    </message>
    <message>
        <source>Polygon of {count} points added</source>
        <translation>{count} pisteen monikulmio lisätty</translation>
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
        <source>none yet</source>
        <translation>ei vielä yhtään</translation>
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
        <source>{count} elements selected</source>
        <translation>{count} osaa valittu</translation>
    </message>
    <message>
        <source>{countries} countries, {links} links, {seas} seas, {cards} cards ({country} country, {ship} ship, {plane} plane).</source>
        <translation>{countries} maata, {links} yhteyttä, {seas} merta, {cards} korttia ({country} maa-, {ship} laiva-, {plane} lentokonekorttia).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coast of&lt;/b&gt;: {join}</source>
        <translation>&lt;b&gt;Rannikkona meri&lt;/b&gt;: {join}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Outline&lt;/b&gt;: {n} polygon, {points} points</source>
        <translation>&lt;b&gt;Ääriviiva&lt;/b&gt;: {n} monikulmio, {points} pistettä</translation>
    </message>
    <message>
        <source>&lt;b&gt;Outline&lt;/b&gt;: {n} polygons, {points} points</source>
        <translation>&lt;b&gt;Ääriviiva&lt;/b&gt;: {n} monikulmiota, {points} pistettä</translation>
    </message>
    <message>
        <source>&lt;i&gt;No links yet: use the Link tool (L).&lt;/i&gt;</source>
        <translation>&lt;i&gt;Ei vielä yhteyksiä: käytä Yhteys-työkalua (L).&lt;/i&gt;</translation>
    </message>
    <message>
        <source>The id &apos;{value}&apos; is already used</source>
        <translation>Tunnus &apos;{value}&apos; on jo käytössä</translation>
    </message>
    <message>
        <source>Change the kind</source>
        <translation>Vaihda laji</translation>
    </message>
    <message>
        <source>Drag to move them together; Delete removes them all (one undo step).</source>
        <translation>Vedä siirtääksesi ne yhdessä; Delete poistaa ne kaikki (yksi kumottava vaihe).</translation>
    </message>
</context>
<context>
    <name>JourneySeaTool</name>
    <message>
        <source>Added {name}: press T and click its coast countries</source>
        <translation>Lisätty {name}: paina T ja napsauta sen rannikkomaita</translation>
    </message>
</context>
<context>
    <name>LabPanel</name>
    <message>
        <source>&amp;Choose chance outcomes</source>
        <extracomment>Most rows the list shows (a Trails build step can offer a few hundred moves).</extracomment>
        <translation>&amp;Valitse sattuman tulokset</translation>
    </message>
    <message>
        <source>Stack the deck: stop before every card dealt or drawn and every terrain drawn, and choose the outcome yourself (the record says it was staged)</source>
        <translation>Pinoa pakka: pysähdy ennen jokaista jaettua tai nostettua korttia ja jokaista nostettua maastoa, ja valitse tulos itse (tallenne kertoo sen järjestetyksi)</translation>
    </message>
    <message>
        <source>Draw at &amp;random</source>
        <translation>Nosta &amp;satunnaisesti</translation>
    </message>
    <message>
        <source>Let chance draw by itself, with the game&apos;s seed, and the bots move, up to the next person&apos;s decision</source>
        <translation>Anna sattuman nostaa itse pelin siemenellä ja bottien siirtää seuraavaan ihmisen päätökseen asti</translation>
    </message>
    <message>
        <source>A move of this game: 0 is the start</source>
        <translation>Tämän pelin siirto: 0 on alku</translation>
    </message>
    <message>
        <source>Show &amp;move</source>
        <translation>Näytä &amp;siirto</translation>
    </message>
    <message>
        <source>Replay the game at that move (Back to the game returns; Fork from here starts a new game there)</source>
        <translation>Toista peli siihen siirtoon (Takaisin peliin palaa; Haarauta tästä aloittaa siitä uuden pelin)</translation>
    </message>
    <message>
        <source>Jump to move</source>
        <translation>Siirry siirtoon</translation>
    </message>
    <message>
        <source>&amp;Pin This Position…</source>
        <translation>&amp;Kiinnitä tämä asema…</translation>
    </message>
    <message>
        <source>Keep the game so far in the pack as a scenario the lint re-checks at every edit (Ctrl+Shift+P)</source>
        <translation>Tallenna peli tähän asti pakettiin skenaariona, jonka tarkistus käy läpi joka muokkauksella (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Start the playtest from the studio (F5) to pin positions into its pack</source>
        <translation>Aloita koepeli studiosta (F5), niin voit kiinnittää asemia sen pakettiin</translation>
    </message>
    <message>
        <source>Replaying: back to the game to choose moves.</source>
        <translation>Toistetaan: palaa peliin valitaksesi siirtoja.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Peli on päättynyt.</translation>
    </message>
    <message>
        <source>Chance step: choose the outcome ({count})</source>
        <translation>Sattuman vaihe: valitse tulos ({count})</translation>
    </message>
    <message>
        <source>{outcome} — {percent}</source>
        <translation>{outcome} — {percent}</translation>
    </message>
    <message>
        <source>The bots are moving.</source>
        <translation>Botit siirtävät.</translation>
    </message>
    <message>
        <source>Hidden until {name} is ready (or turn on god view).</source>
        <translation>Piilossa, kunnes {name} on valmis (tai kytke Jumalan näkymä päälle).</translation>
    </message>
    <message>
        <source>{name}&apos;s legal moves ({count})</source>
        <translation>Pelaajan {name} sallitut siirrot ({count})</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… ja {count} muuta</translation>
    </message>
    <message>
        <source>God view (Ctrl+G) shows here what no player sees: the deck and every hand, card by card.</source>
        <translation>Jumalan näkymä (Ctrl+G) näyttää tässä sen, mitä kukaan pelaaja ei näe: pakan ja jokaisen käden kortti kortilta.</translation>
    </message>
    <message>
        <source>This game hides no cards.</source>
        <translation>Tämä peli ei piilota kortteja.</translation>
    </message>
    <message>
        <source>{words}: {card}</source>
        <translation>{words}: {card}</translation>
    </message>
    <message>
        <source>Staged: {move}</source>
        <translation>Järjestetty: {move}</translation>
    </message>
    <message>
        <source>{count} move(s) by chance and the bots</source>
        <translation>{count} sattuman ja bottien siirtoa</translation>
    </message>
    <message>
        <source>Chance outcomes: you choose each one from the next chance step (New Game, Ctrl+N, stacks the deal from the start)</source>
        <translation>Sattuman tulokset: valitset jokaisen seuraavasta sattuman vaiheesta alkaen (Uusi peli, Ctrl+N, pinoaa jaon alusta asti)</translation>
    </message>
    <message>
        <source>Chance outcomes: drawn at random from the seed</source>
        <translation>Sattuman tulokset: nostetaan satunnaisesti siemenestä</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <source>Legend</source>
        <translation>Selite</translation>
    </message>
    <message>
        <source>Legend — {get}</source>
        <translation>Selite — {get}</translation>
    </message>
</context>
<context>
    <name>LegendWidget</name>
    <message>
        <source>Open a pack to see what its board&apos;s drawings mean.</source>
        <extracomment>Size of a sample, in pixels.</extracomment>
        <translation>Avaa paketti nähdäksesi, mitä sen pelilaudan merkinnät tarkoittavat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{get} board&lt;/b&gt;: what each drawing means</source>
        <translation>&lt;b&gt;{get}-pelilauta&lt;/b&gt;: mitä kukin merkintä tarkoittaa</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;{text}</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;{text}</translation>
    </message>
</context>
<context>
    <name>LinkBordersAgainCommand</name>
    <message>
        <source>Link again </source>
        <translation>Yhdistä uudelleen </translation>
    </message>
    <message>
        <source>Link {count} ignored borders again</source>
        <translation>Yhdistä {count} ohitettua rajaa uudelleen</translation>
    </message>
</context>
<context>
    <name>LinkItem</name>
    <message>
        <source>{kind} link: {a} – {b}</source>
        <translation>Yhteys ({kind}): {a} – {b}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No pack is open.

Start one from a template (File &gt; New) or open a pack file (Ctrl+O).</source>
        <translation>Yhtään pakettia ei ole auki.

Aloita mallipohjasta (Tiedosto &gt; Uusi) tai avaa pakettitiedosto (Ctrl+O).</translation>
    </message>
    <message>
        <source>Card Layouts</source>
        <translation>Korttiasettelut</translation>
    </message>
    <message>
        <source>No card layouts for this document.</source>
        <translation>Tällä asiakirjalla ei ole korttiasetteluja.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Ongelmat</translation>
    </message>
    <message>
        <source>No document</source>
        <translation>Ei asiakirjaa</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Kumoamishistoria</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;avattu&gt;</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Työkalut</translation>
    </message>
    <message>
        <source>No {title} for this document.</source>
        <translation>Tällä asiakirjalla ei ole kohdetta {title}.</translation>
    </message>
    <message>
        <source>Errors and warnings in this pack: click to show them</source>
        <translation>Tämän paketin virheet ja varoitukset: näytä ne napsauttamalla</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tiedosto</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Uusi…</translation>
    </message>
    <message>
        <source>A new pack: a game&apos;s blank pack or a copy of a shipped template</source>
        <translation>Uusi paketti: pelin tyhjä paketti tai kopio toimitetusta mallipohjasta</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>Uusi &amp;mallipohjasta</translation>
    </message>
    <message>
        <source>A new untitled pack, a copy of the shipped {name} pack</source>
        <translation>Uusi nimetön paketti, kopio toimitetusta paketista {name}</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Avaa…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Avaa &amp;viimeisimmät</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Tallenna</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Tallenna &amp;nimellä…</translation>
    </message>
    <message>
        <source>Board &amp;Image…</source>
        <translation>Pohja&amp;kuva…</translation>
    </message>
    <message>
        <source>A picture under the board to trace the map over: file, opacity, lock</source>
        <translation>Pelilaudan alla oleva kuva, jonka päälle kartta piirretään: tiedosto, peittävyys, lukitus</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sulje</translation>
    </message>
    <message>
        <source>&amp;Export Pack…</source>
        <translation>&amp;Vie paketti…</translation>
    </message>
    <message>
        <source>Share the pack as a .bcpack file (the pack, a preview, print-and-play sheets)</source>
        <translation>Jaa paketti .bcpack-tiedostona (paketti, esikatselu, tulostettavat arkit)</translation>
    </message>
    <message>
        <source>&amp;Import Pack…</source>
        <translation>T&amp;uo paketti…</translation>
    </message>
    <message>
        <source>Open a .bcpack file: it is checked whole, then written into a folder you choose</source>
        <translation>Avaa .bcpack-tiedosto: se tarkistetaan kokonaan ja kirjoitetaan sitten valitsemaasi kansioon</translation>
    </message>
    <message>
        <source>Import &amp;Cards…</source>
        <translation>Tuo &amp;kortit…</translation>
    </message>
    <message>
        <source>Replace the pack&apos;s card set by a CSV or Excel table (one undo step; a table with a problem is refused whole)</source>
        <translation>Korvaa paketin korttisarja CSV- tai Excel-taulukolla (yksi kumottava vaihe; virheellinen taulukko hylätään kokonaan)</translation>
    </message>
    <message>
        <source>Export C&amp;ards…</source>
        <translation>Vie k&amp;ortit…</translation>
    </message>
    <message>
        <source>The pack&apos;s card set as a CSV or Excel table: a row a card, a column a field</source>
        <translation>Paketin korttisarja CSV- tai Excel-taulukkona: rivi korttia kohden, sarake kenttää kohden</translation>
    </message>
    <message>
        <source>&amp;Print and Play…</source>
        <translation>T&amp;ulosta ja pelaa…</translation>
    </message>
    <message>
        <source>A PDF of the cards (with bleed and cut marks) and the board, to print and play</source>
        <translation>PDF korteista (leikkuuvaroin ja leikkuumerkein) ja pelilaudasta tulostettavaksi ja pelattavaksi</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Tulostuksen e&amp;sikatselu…</translation>
    </message>
    <message>
        <source>See every print-and-play page (cards and backs, pieces, board sheets) before printing or writing the PDF</source>
        <translation>Näe jokainen tulosta ja pelaa -sivu (kortit ja niiden taustat, pelinappulat, pelilaudan arkit) ennen tulostusta tai PDF:n kirjoittamista</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Muokkaa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uudelleen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Poista</translation>
    </message>
    <message>
        <source>Delete the selected elements</source>
        <translation>Poista valitut osat</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Valitse &amp;kaikki</translation>
    </message>
    <message>
        <source>Select every element of the map</source>
        <translation>Valitse kartan kaikki osat</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Asetukset…</translation>
    </message>
    <message>
        <source>The studio&apos;s language</source>
        <translation>Studion kieli</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>T&amp;yökalut</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Näytä</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Lähennä</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>L&amp;oitonna</translation>
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation>&amp;Sovita näkymään</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Selite</translation>
    </message>
    <message>
        <source>What each drawing on the board means</source>
        <translation>Mitä kukin pelilaudan merkintä tarkoittaa</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>Vie &amp;kuva…</translation>
    </message>
    <message>
        <source>The board as a PNG at a chosen resolution, or as an SVG</source>
        <translation>Pelilauta PNG-kuvana valitulla tarkkuudella tai SVG-kuvana</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;Playtest…</source>
        <translation>&amp;Testipeli…</translation>
    </message>
    <message>
        <source>Play the current pack hot-seat against the real rules, with people and bots</source>
        <translation>Pelaa nykyistä pakettia samalla laitteella oikeilla säännöillä, ihmisten ja bottien kanssa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Pikanäppäimet</translation>
    </message>
    <message>
        <source>Every key of the studio&apos;s actions</source>
        <translation>Studion toimintojen kaikki näppäimet</translation>
    </message>
    <message>
        <source>&amp;About {APP_NAME}</source>
        <translation>&amp;Tietoja: {APP_NAME}</translation>
    </message>
    <message>
        <source>Version and purpose of the studio</source>
        <translation>Studion versio ja tarkoitus</translation>
    </message>
    <message>
        <source>Cannot open the scenario &apos;{name}&apos; in a playtest: {reason}</source>
        <translation>Skenaariota &apos;{name}&apos; ei voi avata pelitestiin: {reason}</translation>
    </message>
    <message>
        <source>at move {n}, the first that no longer holds</source>
        <translation>siirrossa {n}, ensimmäisessä joka ei enää päde</translation>
    </message>
    <message>
        <source>at the end of its record</source>
        <translation>tallenteensa lopussa</translation>
    </message>
    <message>
        <source>Scenario &apos;{name}&apos; {where}: {what}</source>
        <translation>Skenaario &apos;{name}&apos; {where}: {what}</translation>
    </message>
    <message>
        <source>Open a pack to playtest it</source>
        <translation>Avaa paketti testipelataksesi sitä</translation>
    </message>
    <message>
        <source>
… and {count} more</source>
        <translation>
… ja {count} muuta</translation>
    </message>
    <message>
        <source>{display_name} has {n} error that the rules cannot play with. Fix them first (see the Problems panel):

{shown}{more}</source>
        <translation>Paketissa {display_name} on {n} virhe, jonka kanssa sääntöjä ei voi pelata. Korjaa se ensin (katso Ongelmat-paneeli):

{shown}{more}</translation>
    </message>
    <message>
        <source>{display_name} has {n} errors that the rules cannot play with. Fix them first (see the Problems panel):

{shown}{more}</source>
        <translation>Paketissa {display_name} on {n} virhettä, joiden kanssa sääntöjä ei voi pelata. Korjaa ne ensin (katso Ongelmat-paneeli):

{shown}{more}</translation>
    </message>
    <message>
        <source>{tool} tool</source>
        <translation>Työkalu {tool}</translation>
    </message>
    <message>
        <source>{tool}: {gesture}</source>
        <translation>{tool}: {gesture}</translation>
    </message>
    <message>
        <source>{n} error</source>
        <translation>{n} virhe</translation>
    </message>
    <message>
        <source>{n} errors</source>
        <translation>{n} virhettä</translation>
    </message>
    <message>
        <source>{n} warning</source>
        <translation>{n} varoitus</translation>
    </message>
    <message>
        <source>{n} warnings</source>
        <translation>{n} varoitusta</translation>
    </message>
    <message>
        <source>Cannot playtest this pack</source>
        <translation>Tätä pakettia ei voi testipelata</translation>
    </message>
    <message>
        <source>&amp;Journey (Europe template)</source>
        <translation>&amp;Journey (Eurooppa-mallipohja)</translation>
    </message>
    <message>
        <source>&amp;Trails template</source>
        <translation>&amp;Trails-mallipohja</translation>
    </message>
    <message>
        <source>&amp;Expedition template</source>
        <translation>&amp;Expedition-mallipohja</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Ominaisuudet</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kortit</translation>
    </message>
    <message>
        <source>Borders</source>
        <translation>Rajat</translation>
    </message>
    <message>
        <source>No properties for this document.</source>
        <translation>Tällä asiakirjalla ei ole ominaisuuksia.</translation>
    </message>
    <message>
        <source>No cards for this document.</source>
        <translation>Tällä asiakirjalla ei ole kortteja.</translation>
    </message>
    <message>
        <source>Playtest of {name} started (seed {seed})</source>
        <translation>Paketin {name} testipeli alkoi (siemen {seed})</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Kumoa</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Tee uudelleen</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Valikot</translation>
    </message>
    <message>
        <source>Journey</source>
        <translation>Journey</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>Trails</translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation>Expedition</translation>
    </message>
    <message>
        <source>Tools of the {game} editor</source>
        <translation>{game}-editorin työkalut</translation>
    </message>
    <message>
        <source>Map canvas</source>
        <translation>Karttapohja</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts — {APP_NAME}</source>
        <translation>Pikanäppäimet — {APP_NAME}</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Toiminto</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Näppäimet</translation>
    </message>
    <message>
        <source>The new language takes effect when the studio is restarted.</source>
        <translation>Uusi kieli tulee voimaan, kun studio käynnistetään uudelleen.</translation>
    </message>
    <message>
        <source>About {APP_NAME}</source>
        <translation>Tietoja: {APP_NAME}</translation>
    </message>
    <message>
        <source>&lt;h3&gt;{APP_NAME}&lt;/h3&gt;&lt;p&gt;Version {studio_version}&lt;/p&gt;&lt;p&gt;A design studio for board and card games: edit packs, check them and play-test them with bots.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;{APP_NAME}&lt;/h3&gt;&lt;p&gt;Versio {studio_version}&lt;/p&gt;&lt;p&gt;Suunnittelustudio lauta- ja korttipeleille: muokkaa paketteja, tarkista niitä ja testipelaa niitä bottien kanssa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pack files (*.json *.bcpack);;All files (*)</source>
        <translation>Pakettitiedostot (*.json *.bcpack);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Cannot create the pack</source>
        <translation>Pakettia ei voi luoda</translation>
    </message>
    <message>
        <source>Cannot open the pack</source>
        <translation>Pakettia ei voi avata</translation>
    </message>
    <message>
        <source>Open packs</source>
        <translation>Avaa paketteja</translation>
    </message>
    <message>
        <source>Cannot save the pack</source>
        <translation>Pakettia ei voi tallentaa</translation>
    </message>
    <message>
        <source>Saved {target}</source>
        <translation>Tallennettu {target}</translation>
    </message>
    <message>
        <source>Save a pack that will not load?</source>
        <translation>Tallennetaanko paketti, joka ei lataudu?</translation>
    </message>
    <message>
        <source>{display_name} has {count} problem(s) that will stop it loading:

{listed}

Save anyway?</source>
        <translation>Paketissa {display_name} on ongelmia ({count}), jotka estävät sen lataamisen:

{listed}

Tallennetaanko silti?</translation>
    </message>
    <message>
        <source>Save pack as</source>
        <translation>Tallenna paketti nimellä</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Korvataanko tiedosto?</translation>
    </message>
    <message>
        <source>{name} already exists in {parent}.

Replace it with this pack?</source>
        <translation>{name} on jo kansiossa {parent}.

Korvataanko se tällä paketilla?</translation>
    </message>
    <message>
        <source>, as {tab}</source>
        <translation>, nimellä {tab}</translation>
    </message>
    <message>
        <source>File open in another tab</source>
        <translation>Tiedosto on auki toisessa välilehdessä</translation>
    </message>
    <message>
        <source>{name} is open in another tab{named}.

Saving this pack over it would make both tabs one file, and the other tab&apos;s work would be lost. Close that tab first, or save under another name.</source>
        <translation>{name} on auki toisessa välilehdessä{named}.

Tämän paketin tallentaminen sen päälle tekisi kummastakin välilehdestä saman tiedoston, ja toisen välilehden työ menetettäisiin. Sulje ensin se välilehti tai tallenna toisella nimellä.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Tallentamattomia muutoksia</translation>
    </message>
    <message>
        <source>Save the changes to {display_name} before closing?</source>
        <translation>Tallennetaanko paketin {display_name} muutokset ennen sulkemista?</translation>
    </message>
    <message>
        <source>Nothing selected to delete</source>
        <translation>Mitään ei ole valittu poistettavaksi</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Palautetaanko tallentamaton työ?</translation>
    </message>
    <message>
        <source>The studio did not close cleanly. These documents have autosaved edits:

{names}

Restore them? (No discards the autosaved edits.)</source>
        <translation>Studio ei sulkeutunut siististi. Näissä asiakirjoissa on automaattisesti tallennettuja muutoksia:

{names}

Palautetaanko ne? (Ei hylkää automaattisesti tallennetut muutokset.)</translation>
    </message>
    <message>
        <source>Cannot restore an autosaved pack</source>
        <translation>Automaattisesti tallennettua pakettia ei voi palauttaa</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ei yhtään)</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Tyhjennä luettelo</translation>
    </message>
    <message>
        <source>File not found</source>
        <translation>Tiedostoa ei löydy</translation>
    </message>
    <message>
        <source>{path}

no longer exists (moved, renamed or deleted). It is removed from Open Recent.</source>
        <translation>{path}

ei ole enää olemassa (siirretty, nimetty uudelleen tai poistettu). Se poistetaan viimeisimmistä.</translation>
    </message>
    <message>
        <source>Cannot show {element_name} on the canvas</source>
        <translation>Kohdetta {element_name} ei voi näyttää piirtoalueella</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Ei vielä tallennettu</translation>
    </message>
</context>
<context>
    <name>ManItem</name>
    <message>
        <source>{name}&apos;s man: routes start at a corner of this hex; its six spokes are {name}&apos;s (T16)</source>
        <translation>Pelaajan {name} ukko: reitit alkavat tämän heksan nurkasta; sen kuusi sädettä kuuluvat pelaajalle {name} (T16)</translation>
    </message>
</context>
<context>
    <name>MapCanvas</name>
    <message>
        <source>Pan the map</source>
        <extracomment>Zoom limits (1.0 = one scene unit per pixel). Zoom factor of one wheel notch (120 eighths of a degree). Space around the scene&apos;s items when fitting it to the view, in pixels. The colour around (and under) every board. The canvas&apos;s own gestures, as (what they do, the keys), for Help &gt; Keyboard Shortcuts.</extracomment>
        <translation>Panoroi karttaa</translation>
    </message>
    <message>
        <source>Middle-drag, Space+Drag</source>
        <translation>Veto keskipainikkeella, välilyönti+veto</translation>
    </message>
    <message>
        <source>Zoom in or out around the pointer</source>
        <translation>Lähennä tai loitonna osoittimen kohdalta</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Hiiren rulla</translation>
    </message>
</context>
<context>
    <name>MoveElementsCommand</name>
    <message>
        <source>Move </source>
        <translation>Siirrä </translation>
    </message>
    <message>
        <source>Move {n} elements</source>
        <translation>Siirrä {n} osaa</translation>
    </message>
</context>
<context>
    <name>MoveOutlineVerticesCommand</name>
    <message>
        <source>Move the border of</source>
        <translation>Siirrä rajaa:</translation>
    </message>
</context>
<context>
    <name>MovePointCommand</name>
    <message>
        <source>Move </source>
        <translation>Siirrä </translation>
    </message>
</context>
<context>
    <name>NewPackDialog</name>
    <message>
        <source>New pack</source>
        <translation>Uusi paketti</translation>
    </message>
    <message>
        <source>Start from a blank pack of a game, or from a shipped template:</source>
        <translation>Aloita pelin tyhjästä paketista tai toimitetusta mallipohjasta:</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Drag to step through the moves; ✎ marks a move with a note</source>
        <extracomment>The colour of a note everywhere it shows: the slider&apos;s marks, the log&apos;s pencil.</extracomment>
        <translation>Vedä käydäksesi siirrot läpi; ✎ merkitsee siirron, jolla on muistiinpano</translation>
    </message>
    <message>
        <source>Add a Note</source>
        <translation>Lisää muistiinpano</translation>
    </message>
    <message>
        <source>Note on {where}:</source>
        <translation>Muistiinpano: {where}:</translation>
    </message>
    <message>
        <source>What you saw here, e.g. “players hesitated here”</source>
        <translation>Mitä näit tässä, esim. ”pelaajat epäröivät tässä”</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>Lisää muistiinpano</translation>
    </message>
    <message>
        <source>{n} of {max} characters</source>
        <translation>{n}/{max} merkkiä</translation>
    </message>
    <message>
        <source>Ctrl+Enter adds the note</source>
        <translation>Ctrl+Enter lisää muistiinpanon</translation>
    </message>
    <message>
        <source>Double-click or Enter: show that move</source>
        <extracomment>A note&apos;s move was asked for: the ply of the move (int).</extracomment>
        <translation>Kaksoisnapsautus tai Enter: näytä se siirto</translation>
    </message>
    <message>
        <source>&amp;Add Note…</source>
        <translation>&amp;Lisää muistiinpano…</translation>
    </message>
    <message>
        <source>Write a note on the move selected in the log, or on the last move (Ctrl+Shift+N)</source>
        <translation>Kirjoita muistiinpano lokista valitulle siirrolle tai viimeiselle siirrolle (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>&amp;Show Move</source>
        <translation>&amp;Näytä siirto</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Poista</translation>
    </message>
    <message>
        <source>Take the selected note away (Delete)</source>
        <translation>Poista valittu muistiinpano (Delete)</translation>
    </message>
    <message>
        <source>Move {k} · {what}</source>
        <translation>Siirto {k} · {what}</translation>
    </message>
    <message>
        <source>No notes yet: select a move in the log and press Add Note… (Ctrl+Shift+N).</source>
        <translation>Ei vielä muistiinpanoja: valitse siirto lokista ja paina Lisää muistiinpano… (Ctrl+Shift+N).</translation>
    </message>
    <message>
        <source>1 note, kept in the record (Save Record, Ctrl+S)</source>
        <translation>1 muistiinpano, tallessa pelitallenteessa (Tallenna tallenne, Ctrl+S)</translation>
    </message>
    <message>
        <source>{n} notes, kept in the record (Save Record, Ctrl+S)</source>
        <translation>{n} muistiinpanoa, tallessa pelitallenteessa (Tallenna tallenne, Ctrl+S)</translation>
    </message>
</context>
<context>
    <name>PackProperties</name>
    <message>
        <source>Rules</source>
        <extracomment>The pack fields the form does not show (the format&apos;s own, not the designer&apos;s).</extracomment>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Pack — {name}</source>
        <translation>Paketti — {name}</translation>
    </message>
    <message>
        <source>Set pack {field}</source>
        <translation>Aseta paketin {field}</translation>
    </message>
</context>
<context>
    <name>PaintHexesCommand</name>
    <message>
        <source>Paint hexes</source>
        <translation>Maalaa heksoja</translation>
    </message>
    <message>
        <source>{label}: random</source>
        <translation>{label}: satunnainen</translation>
    </message>
</context>
<context>
    <name>PairWrapCommand</name>
    <message>
        <source>Pair </source>
        <translation>Yhdistä pariksi </translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Pin This Position</source>
        <extracomment>The expectation kinds, in the dialog&apos;s order.</extracomment>
        <translation>Kiinnitä tämä asema</translation>
    </message>
    <message>
        <source>The game so far ({n} moves) is kept in the pack as a scenario. The Problems panel says when an edit breaks it.</source>
        <translation>Peli tähän asti ({n} siirtoa) tallennetaan pakettiin skenaariona. Ongelmat-paneeli kertoo, kun muokkaus rikkoo sen.</translation>
    </message>
    <message>
        <source>After move {n}</source>
        <translation>Siirron {n} jälkeen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nimi:</translation>
    </message>
    <message>
        <source>This move must stay &amp;legal:</source>
        <translation>Tämän siirron on pysyttävä &amp;sallittuna:</translation>
    </message>
    <message>
        <source>Nobody decides here: there is no legal move to keep</source>
        <translation>Kukaan ei päätä tässä: ei sallittua siirtoa säilytettäväksi</translation>
    </message>
    <message>
        <source>This move must stay &amp;refused:</source>
        <translation>Tämän siirron on pysyttävä &amp;kiellettynä:</translation>
    </message>
    <message>
        <source>the move, in the game&apos;s notation</source>
        <translation>siirto pelin merkintätavalla</translation>
    </message>
    <message>
        <source>rule, e.g. T21</source>
        <translation>sääntö, esim. T21</translation>
    </message>
    <message>
        <source>The game must &amp;end like this:</source>
        <translation>Pelin on &amp;päätyttävä näin:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ei kukaan</translation>
    </message>
    <message>
        <source>{winners} won: {reason}</source>
        <translation>{winners} voitti: {reason}</translation>
    </message>
    <message>
        <source>(the game is not over)</source>
        <translation>(peli ei ole päättynyt)</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Kiinnitä</translation>
    </message>
    <message>
        <source>Give the scenario a name.</source>
        <translation>Anna skenaariolle nimi.</translation>
    </message>
    <message>
        <source>The pack already has a scenario named “{name}”.</source>
        <translation>Paketissa on jo skenaario nimeltä ”{name}”.</translation>
    </message>
    <message>
        <source>Say which move must stay refused and by which rule.</source>
        <translation>Kerro, minkä siirron on pysyttävä kiellettynä ja minkä säännön nojalla.</translation>
    </message>
    <message>
        <source>This scenario cannot be kept: {why}</source>
        <translation>Tätä skenaariota ei voi tallentaa: {why}</translation>
    </message>
    <message>
        <source>It does not hold now: {why}</source>
        <translation>Se ei päde nyt: {why}</translation>
    </message>
</context>
<context>
    <name>PlaytestSetupDialog</name>
    <message>
        <source>Person</source>
        <extracomment>Names offered for people&apos;s seats, in seat order. What the seat menu calls each kind of seat.</extracomment>
        <translation>Ihminen</translation>
    </message>
    <message>
        <source>Greedy bot</source>
        <translation>Ahne botti</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Satunnaisbotti</translation>
    </message>
    <message>
        <source>MCTS bot</source>
        <translation>MCTS-botti</translation>
    </message>
    <message>
        <source>person</source>
        <extracomment>The seat captions of the playtest window (&quot;1. Anna (person)&quot;, &quot;2. Ben (greedy bot)&quot;).</extracomment>
        <translation>ihminen</translation>
    </message>
    <message>
        <source>greedy bot</source>
        <translation>ahne botti</translation>
    </message>
    <message>
        <source>random bot</source>
        <translation>satunnaisbotti</translation>
    </message>
    <message>
        <source>mcts bot</source>
        <translation>MCTS-botti</translation>
    </message>
    <message>
        <source>{kind} bot</source>
        <translation>botti {kind}</translation>
    </message>
    <message>
        <source>Playtest {pack_name}</source>
        <extracomment>Most seeds a person types (31 bits: any seed fits a spin box).</extracomment>
        <translation>Testipeli: {pack_name}</translation>
    </message>
    <message>
        <source>Play &lt;b&gt;{arg1}&lt;/b&gt; against the real rules. People share this screen (hot seat): each sees only their own cards.</source>
        <translation>Pelaa pakettia &lt;b&gt;{arg1}&lt;/b&gt; oikeilla säännöillä. Ihmiset jakavat tämän näytön (samalla laitteella): kukin näkee vain omat korttinsa.</translation>
    </message>
    <message>
        <source>{min_players} to {max_players} players</source>
        <translation>{min_players}–{max_players} pelaajaa</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Pelaajat:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Seat {arg1}</source>
        <extracomment>Per row, the person&apos;s name to give back when a bot&apos;s seat is made a person&apos;s again.</extracomment>
        <translation>Pelaaja {arg1}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Siemen:</translation>
    </message>
    <message>
        <source>The same seed, seats and pack give the same game</source>
        <translation>Sama siemen, pelaajat ja paketti antavat saman pelin</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>&amp;Uusi siemen</translation>
    </message>
    <message>
        <source>&amp;Solo: undo may go back past chance (a designer alone at the table)</source>
        <translation>&amp;Yksin: kumoaminen voi palata sattuman ohi (suunnittelija yksin pöydässä)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Aloita</translation>
    </message>
    <message>
        <source>The name the bot plays under</source>
        <translation>Nimi, jolla botti pelaa</translation>
    </message>
    <message>
        <source>Every person needs a name.</source>
        <translation>Jokainen ihminen tarvitsee nimen.</translation>
    </message>
    <message>
        <source>Two people have the same name.</source>
        <translation>Kahdella ihmisellä on sama nimi.</translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message>
        <source>Bots: at once</source>
        <extracomment>The bots&apos; pace: (menu text, milliseconds between two bot moves; 0 = at once).</extracomment>
        <translation>Botit: heti</translation>
    </message>
    <message>
        <source>Bots: fast</source>
        <translation>Botit: nopeasti</translation>
    </message>
    <message>
        <source>Bots: steady</source>
        <translation>Botit: tasaisesti</translation>
    </message>
    <message>
        <source>Bots: slow</source>
        <translation>Botit: hitaasti</translation>
    </message>
    <message>
        <source>a complete journey (J10)</source>
        <translation>valmis matka (J10)</translation>
    </message>
    <message>
        <source>no winner within the round limit</source>
        <translation>ei voittajaa kierrosrajan sisällä</translation>
    </message>
    <message>
        <source>a player connected their last route and everyone had one more turn (T26)</source>
        <translation>pelaaja yhdisti viimeisen reittinsä ja kaikki saivat vielä yhden vuoron (T26)</translation>
    </message>
    <message>
        <source>the route pieces ran out (T25)</source>
        <translation>reittipalikat loppuivat (T25)</translation>
    </message>
    <message>
        <source>the round limit was reached</source>
        <translation>kierrosraja täyttyi</translation>
    </message>
    <message>
        <source>a player&apos;s hand emptied and the round was finished (E12)</source>
        <translation>pelaajan käsi tyhjeni ja kierros pelattiin loppuun (E12)</translation>
    </message>
    <message>
        <source>every arrow of every colour was played (E13)</source>
        <translation>kaikkien värien kaikki nuolet pelattiin (E13)</translation>
    </message>
    <message>
        <source>the player to move had no legal move (E13)</source>
        <translation>vuorossa olevalla pelaajalla ei ollut sallittua siirtoa (E13)</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Pelikirjaukset (*.json);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>&amp;Apply edits</source>
        <translation>&amp;Ota muutokset käyttöön</translation>
    </message>
    <message>
        <source>Keep the old version</source>
        <translation>Pidä vanha versio</translation>
    </message>
    <message>
        <source>The table is hidden so that only they see their cards.</source>
        <translation>Pöytä on piilotettu, jotta vain hän näkee korttinsa.</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>Olen valmis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Siirrot</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Muistiinpanot</translation>
    </message>
    <message>
        <source>&amp;Fork from here</source>
        <translation>&amp;Haaraudu tästä</translation>
    </message>
    <message>
        <source>Start a new game from this move, with the seats you choose</source>
        <translation>Aloita uusi peli tästä siirrosta valitsemillasi pelaajilla</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Takaisin peliin</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Show the &amp;table</source>
        <translation>Näytä &amp;pöytä</translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation>&amp;Toista tämä peli</translation>
    </message>
    <message>
        <source>Play &amp;again (new seed)</source>
        <translation>Pelaa &amp;uudelleen (uusi siemen)</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testipeli</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <source>Take back your last decision (never past a card you saw)</source>
        <translation>Peru viimeisin päätöksesi (ei koskaan näkemäsi kortin ohi)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uudelleen</translation>
    </message>
    <message>
        <source>Play the undone decision again</source>
        <translation>Tee peruttu päätös uudelleen</translation>
    </message>
    <message>
        <source>&amp;God view</source>
        <translation>&amp;Jumalan näkymä</translation>
    </message>
    <message>
        <source>Show every seat&apos;s cards (for the designer)</source>
        <translation>Näytä kaikkien pelaajien kortit (suunnittelijalle)</translation>
    </message>
    <message>
        <source>How fast the bots move</source>
        <translation>Kuinka nopeasti botit siirtävät</translation>
    </message>
    <message>
        <source>Iterations a decision of each searching bot so far: a time budget gets what the machine&apos;s speed and load allow</source>
        <translation>Kunkin hakevan botin iteraatiot siirtopäätöstä kohden tähän asti: aikabudjetti saa sen, minkä koneen nopeus ja kuorma sallivat</translation>
    </message>
    <message>
        <source>&amp;Save Record…</source>
        <translation>&amp;Tallenna pelikirjaus…</translation>
    </message>
    <message>
        <source>Save this game as a record (JSON) that replays exactly</source>
        <translation>Tallenna tämä peli kirjauksena (JSON), joka toistuu täsmälleen</translation>
    </message>
    <message>
        <source>&amp;Open Record…</source>
        <translation>&amp;Avaa pelikirjaus…</translation>
    </message>
    <message>
        <source>Open a game record in the replay viewer</source>
        <translation>Avaa pelikirjaus toistonäkymään</translation>
    </message>
    <message>
        <source>Re&amp;play This Game</source>
        <translation>T&amp;oista tämä peli</translation>
    </message>
    <message>
        <source>Step through this game&apos;s moves; fork from any of them</source>
        <translation>Käy läpi tämän pelin siirrot; haaraudu mistä tahansa niistä</translation>
    </message>
    <message>
        <source>&amp;New Game (new seed)</source>
        <translation>&amp;Uusi peli (uusi siemen)</translation>
    </message>
    <message>
        <source>The same seats with a new seed</source>
        <translation>Samat pelaajat uudella siemenellä</translation>
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation>&amp;Sovita näkymään</translation>
    </message>
    <message>
        <source>&amp;Close Playtest</source>
        <translation>&amp;Sulje testipeli</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Laboratorio</translation>
    </message>
    <message>
        <source>Designer&apos;s Lab (Ctrl+L)</source>
        <translation>Suunnittelijan laboratorio (Ctrl+L)</translation>
    </message>
    <message>
        <source>Designer&apos;s &amp;Lab</source>
        <translation>Suunnittelijan &amp;laboratorio</translation>
    </message>
    <message>
        <source>The legal moves as a list, chance outcomes of your choosing, jump to a move (Ctrl+L)</source>
        <translation>Sallitut siirrot listana, itse valitut sattuman tulokset, siirry siirtoon (Ctrl+L)</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>Lisää &amp;muistiinpano…</translation>
    </message>
    <message>
        <source>Write a note on the move selected in the log, or on the last move (Ctrl+Shift+N)</source>
        <translation>Kirjoita muistiinpano lokista valitulle siirrolle tai viimeiselle siirrolle (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>&amp;Pin This Position…</source>
        <translation>&amp;Kiinnitä tämä asema…</translation>
    </message>
    <message>
        <source>Keep the game so far in the pack as a scenario, with what must go on holding here: the lint re-checks it at every edit (Ctrl+Shift+P)</source>
        <translation>Tallenna peli tähän asti pakettiin skenaariona ja se, minkä on yhä pädettävä tässä: tarkistus käy sen läpi joka muokkauksella (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation>M&amp;uistiinpanot</translation>
    </message>
    <message>
        <source>The notes of this game, one list beside the moves; double-click one to show its move (Ctrl+Shift+O)</source>
        <translation>Tämän pelin muistiinpanot yhtenä luettelona siirtojen vieressä; kaksoisnapsauta näyttääksesi sen siirron (Ctrl+Shift+O)</translation>
    </message>
    <message>
        <source>{name}: {mean:,.0f} iterations a decision (fewest {low:,})</source>
        <translation>{name}: {mean:,.0f} iteraatiota päätöstä kohden (vähiten {low:,})</translation>
    </message>
    <message>
        <source>Pass to {name} — click when ready</source>
        <translation>Anna laite pelaajalle {name} — napsauta, kun olet valmis</translation>
    </message>
    <message>
        <source>I&apos;m {name}: show my cards</source>
        <translation>Olen {name}: näytä korttini</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Toisto</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>Vuorossa: {name}</translation>
    </message>
    <message>
        <source>Chance step: choose its outcome in the lab</source>
        <translation>Sattuman vaihe: valitse sen tulos laboratoriossa</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Sattuma</translation>
    </message>
    <message>
        <source>{who} is moving…</source>
        <translation>{who} siirtää…</translation>
    </message>
    <message>
        <source>{n}. {name} ({kind})</source>
        <translation>{n}. {name} ({kind})</translation>
    </message>
    <message>
        <source> · solo</source>
        <translation> · yksin</translation>
    </message>
    <message>
        <source> · god view</source>
        <translation> · jumalan näkymä</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>siemen {seed}</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:#5a5f66&apos;&gt;{seed}&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:#5a5f66&apos;&gt;{seed}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Nothing to undo in a replay: go back to the game first.</source>
        <translation>Uusinnassa ei voi perua: palaa ensin peliin.</translation>
    </message>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Ei vielä mitään peruttavaa.</translation>
    </message>
    <message>
        <source>Nothing to redo in a replay: go back to the game first.</source>
        <translation>Uusinnassa ei voi tehdä uudelleen: palaa ensin peliin.</translation>
    </message>
    <message>
        <source>Nothing to redo: no person is to move now.</source>
        <translation>Ei mitään tehtävää uudelleen: kukaan ihminen ei ole nyt vuorossa.</translation>
    </message>
    <message>
        <source>Nothing to redo: no move was undone since the last one played.</source>
        <translation>Ei mitään tehtävää uudelleen: yhtään siirtoa ei ole peruttu viimeisimmän jälkeen.</translation>
    </message>
    <message>
        <source>Playtest — {name} — Boardcraft Studio</source>
        <translation>Testipeli — {name} — Boardcraft Studio</translation>
    </message>
    <message>
        <source>Click to show or hide each of these moves</source>
        <translation>Näytä tai piilota nämä siirrot yksitellen napsauttamalla</translation>
    </message>
    <message>
        <source>No move has been played yet to write a note on.</source>
        <translation>Yhtään siirtoa ei ole vielä pelattu, joten muistiinpanoa ei voi kirjoittaa.</translation>
    </message>
    <message>
        <source>move {k}, “{what}”</source>
        <translation>siirto {k}, ”{what}”</translation>
    </message>
    <message>
        <source>The note was not kept: {why}</source>
        <translation>Muistiinpanoa ei tallennettu: {why}</translation>
    </message>
    <message>
        <source>Note kept on move {k}; Save Record keeps it with the game.</source>
        <translation>Muistiinpano tallessa siirrolla {k}; Tallenna tallenne säilyttää sen pelin mukana.</translation>
    </message>
    <message>
        <source>Deleted the note on move {k}: “{text}”</source>
        <translation>Siirron {k} muistiinpano poistettu: ”{text}”</translation>
    </message>
    <message>
        <source>Notes ({n})</source>
        <translation>Muistiinpanot ({n})</translation>
    </message>
    <message>
        <source>This playtest has no pack open in the studio to pin the position into: start it from the studio (F5).</source>
        <translation>Tällä koepelillä ei ole studiossa avointa pakettia, johon aseman voisi kiinnittää: aloita se studiosta (F5).</translation>
    </message>
    <message>
        <source>The design has changed since this game started: apply the edits first, then pin the position.</source>
        <translation>Suunnitelma on muuttunut pelin alettua: ota muutokset ensin käyttöön ja kiinnitä sitten asema.</translation>
    </message>
    <message>
        <source>Pin the scenario “{name}”</source>
        <translation>Kiinnitä skenaario ”{name}”</translation>
    </message>
    <message>
        <source>Pinned “{name}” in {pack} (scenario {n}): the Problems panel says when an edit breaks it; Ctrl+Z in the studio takes it back.</source>
        <translation>”{name}” kiinnitetty pakettiin {pack} (skenaario {n}): Ongelmat-paneeli kertoo, kun muokkaus rikkoo sen; Ctrl+Z studiossa peruu sen.</translation>
    </message>
    <message>
        <source>Not allowed ({rule}): {message}</source>
        <translation>Ei sallittu ({rule}): {message}</translation>
    </message>
    <message>
        <source>Undone: {text}</source>
        <translation>Kumottu: {text}</translation>
    </message>
    <message>
        <source>Redone: {text}</source>
        <translation>Tehty uudelleen: {text}</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who} voittaa</translation>
    </message>
    <message>
        <source>{who} win</source>
        <translation>{who} voittavat</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Ei voittajaa</translation>
    </message>
    <message>
        <source>The game ended: {reason}, after {rounds} rounds and {ply} moves.</source>
        <translation>Peli päättyi: {reason}, {rounds} kierroksen ja {ply} siirron jälkeen.</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>voittaja</translation>
    </message>
    <message>
        <source>{id}-seed{seed}.json</source>
        <translation>{id}-seed{seed}.json</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Tallenna pelikirjaus</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>Kirjausta ei voi tallentaa</translation>
    </message>
    <message>
        <source>Saved the record of {ply} moves to {path}</source>
        <translation>{ply} siirron kirjaus tallennettu: {path}</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Avaa pelikirjaus</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>Kirjausta ei voi avata</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>alku</translation>
    </message>
    <message>
        <source>After move {k} of {ply}: {last}</source>
        <translation>Siirron {k}/{ply} jälkeen: {last}</translation>
    </message>
    <message>
        <source>Fork from move {replay_ply}</source>
        <translation>Haaraudu siirrosta {replay_ply}</translation>
    </message>
    <message>
        <source>Cannot fork</source>
        <translation>Haarautuminen ei onnistu</translation>
    </message>
    <message>
        <source>Forked from move {ply}</source>
        <translation>Haarauduttu siirrosta {ply}</translation>
    </message>
    <message>
        <source>The design has changed since this game started. Apply the edits to replay the game so far on the new version and go on.</source>
        <translation>Suunnitelma on muuttunut tämän pelin alkamisen jälkeen. Ota muutokset käyttöön toistaaksesi pelin tähänastiset siirrot uudessa versiossa ja jatkaaksesi.</translation>
    </message>
    <message>
        <source>Cannot apply the edits</source>
        <translation>Muutoksia ei voi ottaa käyttöön</translation>
    </message>
    <message>
        <source>Edits applied: {ply} moves replayed</source>
        <translation>Muutokset otettu käyttöön: {ply} siirtoa pelattu uudelleen</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>siirto {n}</translation>
    </message>
    <message>
        <source>{what} is no longer in the pack: move {n}, “{words}”, cannot be played again; the game goes on from just before it.</source>
        <translation>{what} ei ole enää paketissa: siirtoa {n}, ”{words}”, ei voi pelata uudelleen; peli jatkuu juuri sitä edeltävästä tilanteesta.</translation>
    </message>
    <message>
        <source>Stopped before move {arg1}, “{words}”: it no longer holds on the edited design{rule}: {reason}</source>
        <translation>Pysähtyi ennen siirtoa {arg1}, ”{words}”: se ei enää päde muokatussa suunnitelmassa{rule}: {reason}</translation>
    </message>
    <message>
        <source>Edits applied: the game&apos;s {ply} moves all hold on the new version</source>
        <translation>Muutokset otettu käyttöön: pelin kaikki {ply} siirtoa pätevät uudessa versiossa</translation>
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
    <name>ProblemsModel</name>
    <message>
        <source>Severity</source>
        <extracomment>Delay between the last edit and the lint run, in milliseconds.</extracomment>
        <translation>Vakavuus</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Koodi</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Ongelma</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Missä</translation>
    </message>
    <message>
        <source>error</source>
        <extracomment>The severities as the table shows them.</extracomment>
        <translation>virhe</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>varoitus</translation>
    </message>
    <message>
        <source>{code}: {message}
at {place}</source>
        <extracomment>Where each problem is, in people&apos;s words (the element&apos;s name), row by row.</extracomment>
        <translation>{code}: {message}
kohteessa {place}</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>No problems: every check passes.</source>
        <translation>Ei ongelmia: kaikki tarkistukset menevät läpi.</translation>
    </message>
    <message>
        <source>content.lint is not available in this build</source>
        <translation>content.lint ei ole saatavilla tässä versiossa</translation>
    </message>
    <message>
        <source>No problems found (the design checks are not in this build).</source>
        <translation>Ongelmia ei löytynyt (suunnittelutarkistukset eivät ole tässä versiossa).</translation>
    </message>
    <message>
        <source>design checks could not run: {e}</source>
        <translation>suunnittelutarkistuksia ei voitu ajaa: {e}</translation>
    </message>
    <message>
        <source> — at {places}</source>
        <translation> — kohteessa {places}</translation>
    </message>
    <message>
        <source>Select a problem to read it in full; double-click it to go there.</source>
        <translation>Valitse ongelma lukeaksesi sen kokonaan; kaksoisnapsauta siirtyäksesi siihen.</translation>
    </message>
</context>
<context>
    <name>PropertyForm</name>
    <message>
        <source>Nothing selected</source>
        <extracomment>Strings whose max_length exceeds this get a multi-line edit.</extracomment>
        <translation>Mitään ei ole valittu</translation>
    </message>
    <message>
        <source>{value} (missing)</source>
        <translation>{value} (puuttuu)</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Valitse väri</translation>
    </message>
</context>
<context>
    <name>RandomiseInteriorCommand</name>
    <message>
        <source>Randomise the interior of </source>
        <translation>Arvo sisäosa: </translation>
    </message>
    <message>
        <source> (seed {seed})</source>
        <translation> (siemen {seed})</translation>
    </message>
</context>
<context>
    <name>ReasonsChart</name>
    <message>
        <source>win</source>
        <translation>voitto</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>umpikuja</translation>
    </message>
    <message>
        <source>routes</source>
        <translation>reitit valmiina</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>reittipalikat loppuivat</translation>
    </message>
    <message>
        <source>round_limit</source>
        <translation>kierrosraja</translation>
    </message>
    <message>
        <source>arrows_out</source>
        <translation>nuolet loppuivat</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>jumissa</translation>
    </message>
    <message>
        <source>hand_empty</source>
        <translation>käsi tyhjä</translation>
    </message>
    <message>
        <source>cut_off</source>
        <extracomment>The simulator&apos;s own way of ending a game, whatever the game (``core.sim``: the ply cap).</extracomment>
        <translation>katkaistu (siirtoraja)</translation>
    </message>
    <message>
        <source>How the games ended</source>
        <translation>Miten pelit päättyivät</translation>
    </message>
    <message>
        <source>games</source>
        <translation>pelit</translation>
    </message>
</context>
<context>
    <name>ReminderItem</name>
    <message>
        <source>{name}&apos;s unfinished route ends here (its marker waits, T24)</source>
        <translation>Pelaajan {name} keskeneräinen reitti päättyy tähän (sen merkki odottaa, T24)</translation>
    </message>
</context>
<context>
    <name>RemoveBoardCommand</name>
    <message>
        <source>Remove the {players}-player board</source>
        <translation>Poista {players} pelaajan pelilauta</translation>
    </message>
</context>
<context>
    <name>RemoveCardColourCommand</name>
    <message>
        <source>Remove card colour </source>
        <translation>Poista korttiväri </translation>
    </message>
</context>
<context>
    <name>RemoveCardCommand</name>
    <message>
        <source>Remove </source>
        <translation>Poista </translation>
    </message>
    <message>
        <source>Remove {count} cards</source>
        <translation>Poista {count} korttia</translation>
    </message>
</context>
<context>
    <name>RemoveDestinationCardsCommand</name>
    <message>
        <source>Remove the </source>
        <translation>Poista </translation>
    </message>
    <message>
        <source>Remove {count} cards</source>
        <translation>Poista {count} korttia</translation>
    </message>
</context>
<context>
    <name>RemoveExpeditionColourCommand</name>
    <message>
        <source>Remove colour </source>
        <translation>Poista väri </translation>
    </message>
</context>
<context>
    <name>RemoveHexCommand</name>
    <message>
        <source>Remove hex ({q}, {r}) from </source>
        <translation>Poista heksa ({q}, {r}): </translation>
    </message>
</context>
<context>
    <name>RemoveTerrainCommand</name>
    <message>
        <source>Remove terrain </source>
        <translation>Poista maasto </translation>
    </message>
</context>
<context>
    <name>RenameElementCommand</name>
    <message>
        <source>Change the id of </source>
        <translation>Vaihda tunnus: </translation>
    </message>
    <message>
        <source> from {old} to {new}</source>
        <translation> {old} → {new}</translation>
    </message>
</context>
<context>
    <name>RenamePointCommand</name>
    <message>
        <source>Change the id of </source>
        <translation>Vaihda tunnus: </translation>
    </message>
    <message>
        <source> from {old} to {new}</source>
        <translation> {old} → {new}</translation>
    </message>
</context>
<context>
    <name>RenameTerrainCommand</name>
    <message>
        <source>Change the id of </source>
        <translation>Vaihda tunnus: </translation>
    </message>
    <message>
        <source> from {old} to {new}</source>
        <translation> {old} → {new}</translation>
    </message>
</context>
<context>
    <name>ResetDestinationCardsCommand</name>
    <message>
        <source>One card per green point</source>
        <translation>Yksi kortti kutakin vihreää pistettä kohden</translation>
    </message>
</context>
<context>
    <name>RestoreAutosaveCommand</name>
    <message>
        <source>Restore autosaved edits</source>
        <translation>Palauta automaattisesti tallennetut muutokset</translation>
    </message>
</context>
<context>
    <name>SeaItem</name>
    <message>
        <source>{name}: {n} coast country</source>
        <translation>{name}: {n} rannikkomaa</translation>
    </message>
    <message>
        <source>{name}: {n} coast countries</source>
        <translation>{name}: {n} rannikkomaata</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <source> (you)</source>
        <extracomment>A legal move: its ring, outline, halo or button border. What is chosen or at stake (a hex up for auction, a point with several ways to it). The two text colours a coloured ground may carry (``text_on`` picks one).</extracomment>
        <translation> (sinä)</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ vuorossa</translation>
    </message>
    <message>
        <source>{n} pt</source>
        <translation>{n} piste</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} pistettä</translation>
    </message>
</context>
<context>
    <name>SetBoardImageCommand</name>
    <message>
        <source>Set the board image</source>
        <translation>Aseta pohjakuva</translation>
    </message>
</context>
<context>
    <name>SetCountryCardsCommand</name>
    <message>
        <source>Give </source>
        <translation>Anna maalle </translation>
    </message>
    <message>
        <source> two cards</source>
        <translation> kaksi korttia</translation>
    </message>
    <message>
        <source> one card</source>
        <translation> yksi kortti</translation>
    </message>
</context>
<context>
    <name>SetFieldCommand</name>
    <message>
        <source>Rename “{old_value}” to “{value}”</source>
        <extracomment>Fields whose change only moves an element.</extracomment>
        <translation>Nimeä ”{old_value}” uudelleen: ”{value}”</translation>
    </message>
    <message>
        <source>Set {replace}</source>
        <translation>Aseta {replace}</translation>
    </message>
</context>
<context>
    <name>SetPointKindCommand</name>
    <message>
        <source>Make </source>
        <translation>Tee </translation>
    </message>
</context>
<context>
    <name>SetTileCountCommand</name>
    <message>
        <source>Set </source>
        <translation>Aseta </translation>
    </message>
    <message>
        <source> tiles to {count}</source>
        <translation> palojen määräksi {count}</translation>
    </message>
</context>
<context>
    <name>SimulationResultsWidget</name>
    <message>
        <source>stopped at the engine&apos;s move cap (no result)</source>
        <extracomment>What a game stopped at the engine&apos;s move cap says (no game registers it: it is the runner&apos;s).</extracomment>
        <translation>pysähtyi moottorin siirtorajaan (ei tulosta)</translation>
    </message>
    <message>
        <source>country</source>
        <extracomment>Kinds of element by the first step of their path, for the content tables.</extracomment>
        <translation>maa</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>meri</translation>
    </message>
    <message>
        <source>card</source>
        <translation>kortti</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>heksa</translation>
    </message>
    <message>
        <source>point</source>
        <translation>piste</translation>
    </message>
    <message>
        <source>path</source>
        <translation>polku</translation>
    </message>
    <message>
        <source>colour group</source>
        <translation>väriryhmä</translation>
    </message>
    <message>
        <source>Length in:</source>
        <translation>Pituus:</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>kierroksina</translation>
    </message>
    <message>
        <source>moves (plies, chance included)</source>
        <translation>siirtoina (puolisiirrot, sattuma mukaan lukien)</translation>
    </message>
    <message>
        <source>Count a game&apos;s length in completed rounds or in moves</source>
        <translation>Laske pelin pituus pelattuina kierroksina tai siirtoina</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Pelin pituus</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Botti</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Voitot</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Voitto-%</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95 %:n väli</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Keskipisteet</translation>
    </message>
    <message>
        <source>A time budget gets as many iterations as the machine&apos;s speed and load allow: this is the strength the bot played at</source>
        <translation>Aikabudjetti saa niin monta iteraatiota kuin koneen nopeus ja kuorma sallivat: tällä vahvuudella botti pelasi</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Aloittaja</translation>
    </message>
    <message>
        <source>Where the points come from</source>
        <translation>Mistä pisteet tulevat</translation>
    </message>
    <message>
        <source>Mean points per game of each part of the score, seat by seat (a part a seat did not score in a game counts 0 there)</source>
        <translation>Pisteiden kunkin osan keskiarvo peliä kohden, paikka paikalta (osa, jota paikka ei saanut pelissä, lasketaan siinä nollaksi)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Laji</translation>
    </message>
    <message>
        <source>JSON path</source>
        <translation>JSON-polku</translation>
    </message>
    <message>
        <source>Content no game used: double-click to select it in the editor</source>
        <translation>Sisältö, jota yksikään peli ei käyttänyt: valitse se editorissa kaksoisnapsauttamalla</translation>
    </message>
    <message>
        <source>Heat per game</source>
        <translation>Lämpö peliä kohden</translation>
    </message>
    <message>
        <source>The elements that took the most heat: double-click to select one in the editor</source>
        <translation>Elementit, joihin kertyi eniten lämpöä: valitse yksi editorissa kaksoisnapsauttamalla</translation>
    </message>
    <message>
        <source>Never used</source>
        <translation>Ei koskaan käytetty</translation>
    </message>
    <message>
        <source>Hottest</source>
        <translation>Kuumimmat</translation>
    </message>
    <message>
        <source>, cancelled after {games} of {requested}</source>
        <translation>, peruttu {games}/{requested} pelin jälkeen</translation>
    </message>
    <message>
        <source>{n} worker</source>
        <translation>{n} työprosessi</translation>
    </message>
    <message>
        <source>{n} workers</source>
        <translation>{n} työprosessia</translation>
    </message>
    <message>
        <source> · {seconds:.1f} s ({rate:.0f} games/s, {workers})</source>
        <translation> · {seconds:.1f} s ({rate:.0f} peliä/s, {workers})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; game</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; peli</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; games</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; peliä</translation>
    </message>
    <message>
        <source>seats: {seats} (rotated)</source>
        <translation>pelaajat: {seats} (kiertäen)</translation>
    </message>
    <message>
        <source>seats: {seats}</source>
        <translation>pelaajat: {seats}</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>siemen {seed}</translation>
    </message>
    <message>
        <source>Score per bot</source>
        <translation>Pisteet boteittain</translation>
    </message>
    <message>
        <source>Score per seat</source>
        <translation>Pisteet pelaajittain</translation>
    </message>
    <message>
        <source> (1 for a win)</source>
        <translation> (1 voitosta)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>pisteet</translation>
    </message>
    <message>
        <source>mean {mean:.1f}, median {median:g}, {min:g}–{max:g}</source>
        <translation>keskiarvo {mean:.1f}, mediaani {median:g}, {min:g}–{max:g}</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>ei pelejä</translation>
    </message>
    <message>
        <source>plies</source>
        <translation>puolisiirrot</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>siirrot</translation>
    </message>
    <message>
        <source>Game length ({spread})</source>
        <translation>Pelin pituus ({spread})</translation>
    </message>
    <message>
        <source>bot {n}</source>
        <translation>botti {n}</translation>
    </message>
    <message>
        <source>95 % Wilson interval</source>
        <translation>Wilsonin 95 %:n luottamusväli</translation>
    </message>
    <message>
        <source>mean ± half its 95 % interval</source>
        <translation>keskiarvo ± puolet sen 95 %:n välistä</translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt; searched &lt;b&gt;{mean:,.0f}&lt;/b&gt; iterations a decision (mean), fewest {low:,}, most {high:,}, over {decisions:,} decisions</source>
        <translation>&lt;b&gt;{seat}&lt;/b&gt; haki &lt;b&gt;{mean:,.0f}&lt;/b&gt; iteraatiota päätöstä kohden (keskiarvo), vähiten {low:,}, eniten {high:,}, {decisions:,} päätöksessä</translation>
    </message>
    <message>
        <source>Not known for these games.</source>
        <translation>Ei tiedossa näille peleille.</translation>
    </message>
    <message>
        <source>playing first &lt;b&gt;helps&lt;/b&gt;</source>
        <translation>aloittaminen &lt;b&gt;auttaa&lt;/b&gt;</translation>
    </message>
    <message>
        <source>playing first &lt;b&gt;hurts&lt;/b&gt;</source>
        <translation>aloittaminen &lt;b&gt;haittaa&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no clear first-player advantage (the interval holds the fair share)</source>
        <translation>ei selvää aloittajan etua (väli sisältää reilun osuuden)</translation>
    </message>
    <message>
        <source>The first player won &lt;b&gt;{rate}&lt;/b&gt; of {games} games (95 %: {interval}); a fair share is {fair}: advantage &lt;b&gt;{advantage:+.1f}&lt;/b&gt; points, {verdict}.</source>
        <translation>Aloittaja voitti &lt;b&gt;{rate}&lt;/b&gt; {games} pelistä (95 %: {interval}); reilu osuus on {fair}: etu &lt;b&gt;{advantage:+.1f}&lt;/b&gt; prosenttiyksikköä, {verdict}.</translation>
    </message>
    <message>
        <source>Played first: {seats}.</source>
        <translation>Aloitti: {seats}.</translation>
    </message>
    <message>
        <source>Never used ({n})</source>
        <translation>Ei koskaan käytetty ({n})</translation>
    </message>
    <message>
        <source>Double-click a row to select the element in the editor.</source>
        <translation>Valitse elementti editorissa kaksoisnapsauttamalla riviä.</translation>
    </message>
    <message>
        <source>Every element that can take heat was used in at least one of the {games} games. {note}</source>
        <translation>Jokaista elementtiä, johon voi kertyä lämpöä, käytettiin ainakin yhdessä {games} pelistä. {note}</translation>
    </message>
</context>
<context>
    <name>SimulationSetupDialog</name>
    <message>
        <source>Greedy bot</source>
        <extracomment>How the seat menu calls each bot.</extracomment>
        <translation>Ahne botti</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Satunnaisbotti</translation>
    </message>
    <message>
        <source>MCTS bot</source>
        <translation>MCTS-botti</translation>
    </message>
    <message>
        <source>iterations a move</source>
        <extracomment>Most seeds a person types (31 bits: any seed fits a spin box). The MCTS budget units: (menu text, suffix of the bot spec: &quot;mcts:300&quot;, &quot;mcts:200ms&quot;).</extracomment>
        <translation>iteraatiota siirrolle</translation>
    </message>
    <message>
        <source>ms a move</source>
        <translation>ms siirrolle</translation>
    </message>
    <message>
        <source>{min} to {max} players</source>
        <translation>{min}–{max} pelaajaa</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Pelaajat:</translation>
    </message>
    <message>
        <source>Seats: one bot each</source>
        <translation>Pelaajat: kullekin yksi botti</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Pelaaja {n}</translation>
    </message>
    <message>
        <source>{name} bot</source>
        <translation>{name}-botti</translation>
    </message>
    <message>
        <source>The MCTS bot&apos;s budget for each decision</source>
        <translation>MCTS-botin budjetti kutakin päätöstä kohden</translation>
    </message>
    <message>
        <source>Games to play (in each version, for a comparison)</source>
        <translation>Pelattavat pelit (vertailussa kummassakin versiossa)</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Pelit:</translation>
    </message>
    <message>
        <source>The same pack, seats, games and seed give the same report</source>
        <translation>Sama paketti, pelaajat, pelit ja siemen antavat saman raportin</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>&amp;Uusi siemen</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Siemen:</translation>
    </message>
    <message>
        <source>Worker processes (this machine has {n} core); 1 plays in the studio&apos;s own process. The report is the same for any number.</source>
        <translation>Työprosessit (tässä koneessa on {n} ydin); 1 pelaa studion omassa prosessissa. Raportti on sama millä tahansa määrällä.</translation>
    </message>
    <message>
        <source>Worker processes (this machine has {n} cores); 1 plays in the studio&apos;s own process. The report is the same for any number.</source>
        <translation>Työprosessit (tässä koneessa on {n} ydintä); 1 pelaa studion omassa prosessissa. Raportti on sama millä tahansa määrällä.</translation>
    </message>
    <message>
        <source>&amp;Workers:</source>
        <translation>&amp;Työprosessit:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Aloita</translation>
    </message>
</context>
<context>
    <name>SimulationWindow</name>
    <message>
        <source>Simulation reports (*.json);;All files (*)</source>
        <translation>Simulaatioraportit (*.json);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>A/B — {name} ({games} games, seed {seed})</source>
        <extracomment>Called with each window a Run Again makes (the studio adopts it like this one).</extracomment>
        <translation>A/B — {name} ({games} peliä, siemen {seed})</translation>
    </message>
    <message>
        <source>Simulation — {name} ({games} games, seed {seed})</source>
        <translation>Simulaatio — {name} ({games} peliä, siemen {seed})</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v / %m peliä</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Peru</translation>
    </message>
    <message>
        <source>Stop the run: the games finished so far are reported</source>
        <translation>Pysäytä ajo: tähän mennessä valmistuneet pelit raportoidaan</translation>
    </message>
    <message>
        <source>{n} worker processes</source>
        <translation>{n} työprosessia</translation>
    </message>
    <message>
        <source>the studio&apos;s own process</source>
        <translation>studion oma prosessi</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt;: {a}&lt;br&gt;&lt;b&gt;B&lt;/b&gt;: {b}&lt;br&gt;{games} games each on the same seeds, seats rotated</source>
        <translation>&lt;b&gt;A&lt;/b&gt;: {a}&lt;br&gt;&lt;b&gt;B&lt;/b&gt;: {b}&lt;br&gt;kumpikin {games} peliä samoilla siemenillä, pelaajat kiertäen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {games} games</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {games} peliä</translation>
    </message>
    <message>
        <source>Seats: {seats} · seed {seed} · on {workers}</source>
        <translation>Pelaajat: {seats} · siemen {seed} · ajossa: {workers}</translation>
    </message>
    <message>
        <source>The bots are playing: the report appears here when the games are done (Cancel reports the games finished so far).</source>
        <translation>Botit pelaavat: raportti tulee tähän, kun pelit ovat valmiit (Peru raportoi tähän mennessä valmistuneet pelit).</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Raportti</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Raportti</translation>
    </message>
    <message>
        <source>&amp;Save Report…</source>
        <translation>&amp;Tallenna raportti…</translation>
    </message>
    <message>
        <source>Save the whole report as JSON (as boardcraft simulate --json)</source>
        <translation>Tallenna koko raportti JSON-muodossa (kuten boardcraft simulate --json)</translation>
    </message>
    <message>
        <source>Show &amp;Heat on the Board</source>
        <translation>Näytä &amp;lämpö pelilaudalla</translation>
    </message>
    <message>
        <source>Paint this run&apos;s heat on the document&apos;s board (View &gt; Heat)</source>
        <translation>Väritä tämän ajon lämpö dokumentin pelilaudalle (Näytä &gt; Lämpö)</translation>
    </message>
    <message>
        <source>Run &amp;Again (new seed)</source>
        <translation>Aja &amp;uudelleen (uusi siemen)</translation>
    </message>
    <message>
        <source>The same seats and games with a new seed, in a new window</source>
        <translation>Samat pelaajat ja pelit uudella siemenellä uudessa ikkunassa</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sulje</translation>
    </message>
    <message>
        <source>Stopping: the workers finish the game they are playing…</source>
        <translation>Pysäytetään: työprosessit pelaavat meneillään olevan pelinsä loppuun…</translation>
    </message>
    <message>
        <source>{seconds:.1f} s · {rate:.0f} games/s</source>
        <translation>{seconds:.1f} s · {rate:.0f} peliä/s</translation>
    </message>
    <message>
        <source>Playing {pack}: version {version} ({label})…</source>
        <translation>Pelataan {pack}: versio {version} ({label})…</translation>
    </message>
    <message>
        <source>Playing {pack} on {n} worker…</source>
        <translation>Pelataan {pack}, {n} työprosessi…</translation>
    </message>
    <message>
        <source>Playing {pack} on {n} workers…</source>
        <translation>Pelataan {pack}, {n} työprosessia…</translation>
    </message>
    <message>
        <source>Cancelled after {games} of {total} games ({seconds:.1f} s): the report shows those.</source>
        <translation>Peruttu {games}/{total} pelin jälkeen ({seconds:.1f} s): raportti näyttää ne.</translation>
    </message>
    <message>
        <source>Done: {games} games in {seconds:.1f} s.</source>
        <translation>Valmis: {games} peliä {seconds:.1f} sekunnissa.</translation>
    </message>
    <message>
        <source>The run stopped on an error.</source>
        <translation>Ajo pysähtyi virheeseen.</translation>
    </message>
    <message>
        <source>The run stopped on an error:

{message}</source>
        <translation>Ajo pysähtyi virheeseen:

{message}</translation>
    </message>
    <message>
        <source>Simulation failed</source>
        <translation>Simulaatio epäonnistui</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Tallenna raportti</translation>
    </message>
    <message>
        <source>Cannot save the report</source>
        <translation>Raporttia ei voi tallentaa</translation>
    </message>
    <message>
        <source>Report saved as {path}</source>
        <translation>Raportti tallennettu: {path}</translation>
    </message>
</context>
<context>
    <name>SplitPathCommand</name>
    <message>
        <source>Split the path </source>
        <extracomment>The new point&apos;s readable, unique name (&quot;Plain point 3&quot;). The ids of the split path&apos;s ends.</extracomment>
        <translation>Jaa polku </translation>
    </message>
</context>
<context>
    <name>SplitTool</name>
    <message>
        <source>Split the path {a} – {b} with {name} ({point_kind}): {a} – {name} – {b}</source>
        <translation>Polku {a} – {b} jaettu pisteellä {name} ({point_kind}): {a} – {name} – {b}</translation>
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
    <message>
        <source>Set card colour</source>
        <translation>Aseta korttiväri</translation>
    </message>
</context>
<context>
    <name>ToggleCoastCommand</name>
    <message>
        <source>Remove </source>
        <translation>Poista </translation>
    </message>
    <message>
        <source> from the coast of </source>
        <translation> pois rannikolta: </translation>
    </message>
    <message>
        <source>Add </source>
        <translation>Lisää </translation>
    </message>
    <message>
        <source> to the coast of </source>
        <translation> rannikolle: </translation>
    </message>
</context>
<context>
    <name>TrailsBoard</name>
    <message>
        <source>Market</source>
        <extracomment>Pixels a chip with a card face is taller than one without. The largest card face a chip shows (pixels high, wide).</extracomment>
        <translation>Pöytä</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Käsi</translation>
    </message>
    <message>
        <source>take all</source>
        <translation>ota kaikki</translation>
    </message>
    <message>
        <source> (girl {arg1})</source>
        <translation> (tyttönappula {arg1})</translation>
    </message>
    <message>
        <source>the centre of the {terrain_name} hex {cell}{who}</source>
        <translation>maastoheksan {terrain_name} {cell} keskipiste{who}</translation>
    </message>
    <message>
        <source>the corner of {join} and {cells}</source>
        <translation>heksojen {join} ja {cells} nurkka</translation>
    </message>
    <message>
        <source>a corner of {cells}</source>
        <translation>heksan {cells} nurkka</translation>
    </message>
    <message>
        <source>out of</source>
        <translation>poispäin</translation>
    </message>
    <message>
        <source>the spoke {way} the centre of the {terrain_name} hex {cell}</source>
        <translation>säde {way} maastoheksan {terrain_name} {cell} keskipistettä</translation>
    </message>
    <message>
        <source>the edge between {terrain_name} {cell} and {terrain_name2} {cell2}</source>
        <translation>reuna heksojen {terrain_name} {cell} ja {terrain_name2} {cell2} välillä</translation>
    </message>
    <message>
        <source>the outer edge of the {terrain_name} hex {cell}</source>
        <translation>maastoheksan {terrain_name} {cell} ulkoreuna</translation>
    </message>
    <message>
        <source>Seat {arg1}</source>
        <translation>Pelaaja {arg1}</translation>
    </message>
    <message>
        <source>{name}&apos;s connected routes</source>
        <translation>Pelaajan {name} yhdistetyt reitit</translation>
    </message>
    <message>
        <source>Up for auction: the {terrain_name} hex {cell}</source>
        <translation>Huutokaupattavana: maastoheksa {terrain_name} {cell}</translation>
    </message>
    <message>
        <source>Click to choose this hex</source>
        <translation>Valitse tämä heksa napsauttamalla</translation>
    </message>
    <message>
        <source>Move girl {arg1} {way} to {cell}</source>
        <translation>Siirrä tyttönappula {arg1} {way} heksaan {cell}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt;</source>
        <translation>&lt;b&gt;Peli on päättynyt&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Setting up&lt;/b&gt;: terrains, girls and cards are drawn</source>
        <translation>&lt;b&gt;Valmistelu&lt;/b&gt;: maastot, tyttönappulat ja kortit arvotaan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Auctions for the starting hexes&lt;/b&gt; — {placed} of {players} men placed</source>
        <translation>&lt;b&gt;Aloitusheksojen huutokaupat&lt;/b&gt; — {placed}/{players} ukkoa asetettu</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;background:#ffe8a3&apos;&gt;&amp;nbsp;&lt;b&gt;{i}. {words}&lt;/b&gt;&amp;nbsp;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;background:#ffe8a3&apos;&gt;&amp;nbsp;&lt;b&gt;{i}. {words}&lt;/b&gt;&amp;nbsp;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#8a939c&apos;&gt;{i}. {words}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#8a939c&apos;&gt;{i}. {words}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{who}&apos;s turn&lt;/b&gt;</source>
        <translation>&lt;b&gt;Vuorossa: {who}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Round {arg1} — {turn}: </source>
        <translation>Kierros {arg1} — {turn}: </translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#b42318&apos;&gt;· final round: no draws (T30)&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#b42318&apos;&gt;· viimeinen kierros: ei nostoja (T30)&lt;/span&gt;</translation>
    </message>
    <message>
        <source>{count}/{goal} routes</source>
        <translation>{count}/{goal} reittiä</translation>
    </message>
    <message>
        <source>no hex yet</source>
        <translation>ei vielä heksaa</translation>
    </message>
    <message>
        <source>{n} {name} card face up: click to take one (T31)</source>
        <translation>{n} kortti ({name}) näkyvissä: ota se napsauttamalla (T31)</translation>
    </message>
    <message>
        <source>{n} {name} cards face up: click to take one (T31)</source>
        <translation>{n} korttia ({name}) näkyvissä: ota yksi napsauttamalla (T31)</translation>
    </message>
    <message>
        <source>{name} holds {n} {colour} card</source>
        <translation>{name}: {n} kortti ({colour})</translation>
    </message>
    <message>
        <source>{name} holds {n} {colour} cards</source>
        <translation>{name}: {n} korttia ({colour})</translation>
    </message>
    <message>
        <source>Pay your bid: {n} card to discard</source>
        <translation>Maksa tarjouksesi: {n} kortti poistettavana</translation>
    </message>
    <message>
        <source>Pay your bid: {n} cards to discard</source>
        <translation>Maksa tarjouksesi: {n} korttia poistettavana</translation>
    </message>
    <message>
        <source>Discard {n} card</source>
        <translation>Poista {n} kortti</translation>
    </message>
    <message>
        <source>Discard {n} cards</source>
        <translation>Poista {n} korttia</translation>
    </message>
    <message>
        <source>Current bid: &lt;b&gt;{n} card&lt;/b&gt; by &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>Nykyinen tarjous: &lt;b&gt;{n} kortti&lt;/b&gt;, tarjoaja &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Current bid: &lt;b&gt;{n} cards&lt;/b&gt; by &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>Nykyinen tarjous: &lt;b&gt;{n} korttia&lt;/b&gt;, tarjoaja &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>{label} ({from_words}): pay {d} {name}</source>
        <translation>{label} ({from_words}): maksa {d} {name}</translation>
    </message>
    <message>
        <source>Pay {d} {name}</source>
        <translation>Maksa {d} {name}</translation>
    </message>
    <message>
        <source>Builds {segment_words}, starting at: {from_words}</source>
        <translation>Rakentaa: {segment_words}, alkaen: {from_words}</translation>
    </message>
    <message>
        <source>Your unfinished route has {n} segment: &lt;b&gt;click a green point&lt;/b&gt; next to its end (your marker) to go on.</source>
        <translation>Keskeneräisessä reitissäsi on {n} osuus: jatka &lt;b&gt;napsauttamalla vihreää pistettä&lt;/b&gt; sen pään (merkkisi) vieressä.</translation>
    </message>
    <message>
        <source>Your unfinished route has {n} segments: &lt;b&gt;click a green point&lt;/b&gt; next to its end (your marker) to go on.</source>
        <translation>Keskeneräisessä reitissäsi on {n} osuutta: jatka &lt;b&gt;napsauttamalla vihreää pistettä&lt;/b&gt; sen pään (merkkisi) vieressä.</translation>
    </message>
    <message>
        <source>take all {n}</source>
        <translation>ota kaikki {n}</translation>
    </message>
    <message>
        <source>all {name}</source>
        <translation>kaikki {name}</translation>
    </message>
    <message>
        <source>into</source>
        <translation>kohti</translation>
    </message>
    <message>
        <source>your route&apos;s end</source>
        <translation>reittisi pää</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei yhtään</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({n})</source>
        <translation>{name}: käsi ({n})</translation>
    </message>
    <message>
        <source>Deck ({n})</source>
        <translation>Pakka ({n})</translation>
    </message>
    <message>
        <source>Discard pile, face down ({n})</source>
        <translation>Poistopakka, kuvapuoli alaspäin ({n})</translation>
    </message>
    <message>
        <source>{n} marker</source>
        <translation>{n} merkki</translation>
    </message>
    <message>
        <source>{n} markers</source>
        <translation>{n} merkkiä</translation>
    </message>
    <message>
        <source>plays {nth}</source>
        <translation>pelaa {nth}</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n} kortti</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} korttia</translation>
    </message>
    <message>
        <source>Take all {n} {name} cards as your whole draw (T31)</source>
        <translation>Ota kaikki {n} korttia ({name}) koko nostoksesi (T31)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pakka</translation>
    </message>
    <message>
        <source>Click to take the top card of the deck (T31)</source>
        <translation>Ota pakan päällimmäinen kortti napsauttamalla (T31)</translation>
    </message>
    <message>
        <source>Discard pile: {discard_size}</source>
        <translation>Poistopino: {discard_size}</translation>
    </message>
    <message>
        <source>Route pieces left: &lt;b&gt;{supply}&lt;/b&gt;</source>
        <translation>Reittipalikoita jäljellä: &lt;b&gt;{supply}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Kädet ovat piilossa</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {total}</source>
        <translation>Pelaajan {name} käsi: {total}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>{who} to move</source>
        <translation>Vuorossa: {who}</translation>
    </message>
    <message>
        <source>Chance is drawing…</source>
        <translation>Sattuma arpoo…</translation>
    </message>
    <message>
        <source>Cards are dealt.</source>
        <translation>Kortit jaetaan.</translation>
    </message>
    <message>
        <source>Terrains are drawn.</source>
        <translation>Maastot arvotaan.</translation>
    </message>
    <message>
        <source>The girls take their places.</source>
        <translation>Tyttönappulat asettuvat paikoilleen.</translation>
    </message>
    <message>
        <source>The opener of the first auction is drawn.</source>
        <translation>Ensimmäisen huutokaupan aloittaja arvotaan.</translation>
    </message>
    <message>
        <source>A card is drawn from the deck.</source>
        <translation>Pakasta nostetaan kortti.</translation>
    </message>
    <message>
        <source>The market is refilled.</source>
        <translation>Pöytä täydennetään.</translation>
    </message>
    <message>
        <source>Choose a hex to auction</source>
        <translation>Valitse huutokaupattava heksa</translation>
    </message>
    <message>
        <source>You open this auction: &lt;b&gt;click a hex with a green outline&lt;/b&gt; (ring 2, two hexes from the men already placed, T13) to put it up.</source>
        <translation>Aloitat tämän huutokaupan: laita heksa tarjolle &lt;b&gt;napsauttamalla vihreäreunaista heksaa&lt;/b&gt; (2. kehä, kahden heksan päässä jo asetetuista ukoista, T13).</translation>
    </message>
    <message>
        <source>Place your man</source>
        <translation>Aseta ukkosi</translation>
    </message>
    <message>
        <source>You are the last without a place: &lt;b&gt;click a hex with a green outline&lt;/b&gt; for your man, free of charge (T14).</source>
        <translation>Olet viimeinen ilman paikkaa: &lt;b&gt;napsauta vihreäreunaista heksaa&lt;/b&gt; ukollesi, maksutta (T14).</translation>
    </message>
    <message>
        <source>Open the bidding</source>
        <translation>Aloita tarjoaminen</translation>
    </message>
    <message>
        <source>Raise or pass</source>
        <translation>Korota tai passaa</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Tarjoa {n}</translation>
    </message>
    <message>
        <source>Raise to {n}</source>
        <translation>Korota: {n}</translation>
    </message>
    <message>
        <source>Pass (leave this auction)</source>
        <translation>Passaa (jätä tämä huutokauppa)</translation>
    </message>
    <message>
        <source>The winner puts their man on the hex, discards as many cards as the bid and plays next in turn order (T12).</source>
        <translation>Voittaja asettaa ukkonsa heksaan, poistaa tarjouksensa verran kortteja ja pelaa seuraavana vuorojärjestyksessä (T12).</translation>
    </message>
    <message>
        <source>You won the hex. &lt;b&gt;Click the cards to discard&lt;/b&gt;, one at a time (T12).</source>
        <translation>Voitit heksan. &lt;b&gt;Napsauta poistettavia kortteja&lt;/b&gt; yksi kerrallaan (T12).</translation>
    </message>
    <message>
        <source>You hold more than {hand_limit} cards: &lt;b&gt;click the cards to discard&lt;/b&gt;, one at a time (T32).</source>
        <translation>Sinulla on yli {hand_limit} korttia: &lt;b&gt;napsauta poistettavia kortteja&lt;/b&gt; yksi kerrallaan (T32).</translation>
    </message>
    <message>
        <source>Discard a {name} card ({n} held)</source>
        <translation>Poista kortti {name} (kädessä {n})</translation>
    </message>
    <message>
        <source>Move a girl</source>
        <translation>Siirrä tyttönappulaa</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click a girl with a green ring&lt;/b&gt; (one without a marker), then an arrow beside her: she moves one path hex that way (T27–T29).</source>
        <translation>&lt;b&gt;Napsauta vihreärenkaista tyttönappulaa&lt;/b&gt; (merkitöntä) ja sitten sen vieressä olevaa nuolta: se siirtyy yhden polkuheksan siihen suuntaan (T27–T29).</translation>
    </message>
    <message>
        <source>Girl {arg1}: &lt;b&gt;click an arrow&lt;/b&gt; on the board, or a button. Grey arrows are not allowed (T28). Click another girl to change.</source>
        <translation>Tyttönappula {arg1}: &lt;b&gt;napsauta nuolta&lt;/b&gt; pelilaudalla tai painiketta. Harmaat nuolet eivät ole sallittuja (T28). Vaihda napsauttamalla toista tyttönappulaa.</translation>
    </message>
    <message>
        <source>↻ Clockwise</source>
        <translation>↻ Myötäpäivään</translation>
    </message>
    <message>
        <source>↺ Counter-clockwise</source>
        <translation>↺ Vastapäivään</translation>
    </message>
    <message>
        <source>Every girl with a marker stays put. If any girl can move, one must (T29).</source>
        <translation>Jokainen merkitty tyttönappula pysyy paikallaan. Jos jokin tyttönappula voi liikkua, yhden on liikuttava (T29).</translation>
    </message>
    <message>
        <source>Draw cards ({taken} of {draw_count} taken)</source>
        <translation>Nosta kortteja ({taken}/{draw_count} otettu)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click a market card or the deck&lt;/b&gt; to take it, one at a time</source>
        <translation>&lt;b&gt;Napsauta pöydän korttia tai pakkaa&lt;/b&gt; ottaaksesi kortin, yksi kerrallaan</translation>
    </message>
    <message>
        <source>; or &lt;b&gt;take all&lt;/b&gt; the market cards of one colour as your whole draw (below, or under the card).</source>
        <translation>; tai &lt;b&gt;ota kaikki&lt;/b&gt; saman väriset pöydän kortit koko nostoksesi (alla tai kortin alla).</translation>
    </message>
    <message>
        <source>Take all {market} {name}</source>
        <translation>Ota kaikki {market} ({name})</translation>
    </message>
    <message>
        <source>The market is refilled after your draw (T33).</source>
        <translation>Pöytä täydennetään noston jälkeen (T33).</translation>
    </message>
    <message>
        <source>Up for auction: the &lt;b&gt;{terrain_name} hex {cell}&lt;/b&gt; (blue outline).</source>
        <translation>Huutokaupattavana: &lt;b&gt;maastoheksa {terrain_name} {cell}&lt;/b&gt; (sininen reunus).</translation>
    </message>
    <message>
        <source>No bid yet.</source>
        <translation>Ei vielä tarjousta.</translation>
    </message>
    <message>
        <source>Still in: </source>
        <translation>Yhä mukana: </translation>
    </message>
    <message>
        <source>; passed: </source>
        <translation>; passanneet: </translation>
    </message>
    <message>
        <source>Placed: </source>
        <translation>Asetettu: </translation>
    </message>
    <message>
        <source>Pay for the segment</source>
        <translation>Maksa osuus</translation>
    </message>
    <message>
        <source>To {point_words}:</source>
        <translation>Kohteeseen {point_words}:</translation>
    </message>
    <message>
        <source>no single card</source>
        <translation>ei yksittäistä korttia</translation>
    </message>
    <message>
        <source>{prefix}{segment_words} — costs &lt;b&gt;{cost_words}&lt;/b&gt;, or a pair of any one colour (T20, T21).</source>
        <translation>{prefix}{segment_words} — hinta &lt;b&gt;{cost_words}&lt;/b&gt; tai pari mitä tahansa yhtä väriä (T20, T21).</translation>
    </message>
    <message>
        <source>Your hand cannot pay for it.</source>
        <translation>Kätesi ei riitä sen maksamiseen.</translation>
    </message>
    <message>
        <source>Click a payment to build — or click the point again for “{first}”. Esc or right click cancels.</source>
        <translation>Rakenna napsauttamalla maksutapaa — tai napsauta pistettä uudelleen: ”{first}”. Esc tai oikea napsautus peruu.</translation>
    </message>
    <message>
        <source>Esc cancels.</source>
        <translation>Esc peruu.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peru</translation>
    </message>
    <message>
        <source>Build a route</source>
        <translation>Rakenna reitti</translation>
    </message>
    <message>
        <source>Your route connected. Stop building to go on.</source>
        <translation>Reittisi yhdistyi. Jatka lopettamalla rakentaminen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click a green point&lt;/b&gt; next to a corner of your man&apos;s hex to start a route; each click builds one segment after you choose the payment.</source>
        <translation>&lt;b&gt;Napsauta vihreää pistettä&lt;/b&gt; ukkosi heksan nurkan vieressä aloittaaksesi reitin; kukin napsautus rakentaa yhden osuuden, kun olet valinnut maksun.</translation>
    </message>
    <message>
        <source>&lt;br&gt;No segment can be built now.</source>
        <translation>&lt;br&gt;Mitään osuutta ei voi nyt rakentaa.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The supply is out&lt;/b&gt;: you may go on building without pieces; the game ends when you stop (T25).</source>
        <translation>&lt;br&gt;&lt;b&gt;Varasto on lopussa&lt;/b&gt;: voit jatkaa rakentamista ilman palikoita; peli päättyy, kun lopetat (T25).</translation>
    </message>
    <message>
        <source>Scrap unfinished route</source>
        <translation>Hylkää keskeneräinen reitti</translation>
    </message>
    <message>
        <source>Stop building</source>
        <translation>Lopeta rakentaminen</translation>
    </message>
    <message>
        <source>Build nothing this turn</source>
        <translation>Älä rakenna tällä vuorolla</translation>
    </message>
    <message>
        <source>A segment costs one card of its colour (an edge between two colours: multicolour), or a pair of any one colour (T20, T21).</source>
        <translation>Osuus maksaa yhden sen värisen kortin (kahden värin välinen reuna: monivärinen) tai parin mitä tahansa yhtä väriä (T20, T21).</translation>
    </message>
    <message>
        <source>Your cards pay for routes: click a point on the board to build.</source>
        <translation>Korteillasi maksetaan reitit: rakenna napsauttamalla pelilaudan pistettä.</translation>
    </message>
    <message>
        <source>Click a hex with a green outline.</source>
        <translation>Napsauta vihreäreunaista heksaa.</translation>
    </message>
    <message>
        <source>Click a point: a hex centre or corner (the green rings can be built to).</source>
        <translation>Napsauta pistettä: heksan keskipistettä tai nurkkaa (vihreisiin renkaisiin voi rakentaa).</translation>
    </message>
    <message>
        <source>Girl {arg1} cannot move now (T27, T28).</source>
        <translation>Tyttönappula {arg1} ei voi nyt liikkua (T27, T28).</translation>
    </message>
    <message>
        <source>Click a girl with a green ring, then an arrow.</source>
        <translation>Napsauta vihreärenkaista tyttönappulaa ja sitten nuolta.</translation>
    </message>
    <message>
        <source>Choose how to pay for the segment (the panel on the right).</source>
        <translation>Valitse, miten maksat osuuden (oikeanpuoleinen paneeli).</translation>
    </message>
    <message>
        <source>east corner</source>
        <extracomment>Which corner of the man&apos;s hex a way starts from, by its direction (0 = east, then counter-clockwise in steps of 45°).</extracomment>
        <translation>itäkulma</translation>
    </message>
    <message>
        <source>north-east corner</source>
        <translation>koillikulma</translation>
    </message>
    <message>
        <source>north corner</source>
        <translation>pohjoiskulma</translation>
    </message>
    <message>
        <source>north-west corner</source>
        <translation>luoteiskulma</translation>
    </message>
    <message>
        <source>west corner</source>
        <translation>länsikulma</translation>
    </message>
    <message>
        <source>south-west corner</source>
        <translation>lounaiskulma</translation>
    </message>
    <message>
        <source>south corner</source>
        <translation>eteläkulma</translation>
    </message>
    <message>
        <source>south-east corner</source>
        <translation>kaakkoiskulma</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
</context>
<context>
    <name>TrailsEditor</name>
    <message>
        <source>Random (drawn at setup)</source>
        <extracomment>Label of the null terrain (drawn from the tile set at setup, T8).</extracomment>
        <translation>Satunnainen (arvotaan alussa)</translation>
    </message>
    <message>
        <source>Hex</source>
        <extracomment>Room for a menu button&apos;s arrow beside its text, so the arrow never covers the last letters (longer in Finnish and French).</extracomment>
        <translation>Heksa</translation>
    </message>
    <message>
        <source>Deck</source>
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
        <source>{n} player</source>
        <translation>{n} pelaaja</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} pelaajaa</translation>
    </message>
    <message>
        <source>No board: add one</source>
        <translation>Ei pelilautaa: lisää sellainen</translation>
    </message>
    <message>
        <source>{count} hexes · path {ring} · random {nulls} · girls {girls}</source>
        <translation>{count} heksaa · polku {ring} · satunnaisia {nulls} · tyttönappuloita {girls}</translation>
    </message>
    <message>
        <source>Hex ({q}, {r}) of the {players}-player board</source>
        <translation>{players} pelaajan pelilaudan heksa ({q}, {r})</translation>
    </message>
    <message>
        <source>Set terrain</source>
        <translation>Aseta maasto</translation>
    </message>
    <message>
        <source>no hex</source>
        <translation>ei heksaa</translation>
    </message>
    <message>
        <source>random terrain</source>
        <translation>satunnainen maasto</translation>
    </message>
    <message>
        <source>{min_players}–{max_players} players</source>
        <translation>{min_players}–{max_players} pelaajaa</translation>
    </message>
    <message>
        <source>Add the board of a player count the rules allow ({allowed}) that has none: {counts}.</source>
        <translation>Lisää pelilauta pelaajamäärälle, jonka säännöt sallivat ({allowed}) ja jolla ei ole pelilautaa: {counts}.</translation>
    </message>
    <message>
        <source>Every player count the rules allow ({allowed}) has a board: change the pack&apos;s min or max players to add another.</source>
        <translation>Jokaisella sääntöjen sallimalla pelaajamäärällä ({allowed}) on pelilauta: muuta paketin pienintä tai suurinta pelaajamäärää lisätäksesi uuden.</translation>
    </message>
    <message>
        <source>The pack has a board for {players} players already</source>
        <translation>Paketissa on jo pelilauta {players} pelaajalle</translation>
    </message>
    <message>
        <source>Added the {players}-player board: rows {widths}, {count} hexes, {girls} girls (T6); its terrains are drawn at setup until painted</source>
        <translation>Lisätty {players} pelaajan pelilauta: rivit {widths}, {count} heksaa, {girls} tyttönappulaa (T6); sen maastot arvotaan valmistelussa, kunnes ne maalataan</translation>
    </message>
    <message>
        <source>Added a {players}-player board of one hex: rule T6 has no shape for {players} players; grow it with Add/remove hex (H)</source>
        <translation>Lisätty yhden heksan pelilauta {players} pelaajalle: säännössä T6 ei ole muotoa {players} pelaajalle; kasvata sitä työkalulla Lisää/poista heksa (H)</translation>
    </message>
    <message>
        <source>Set girls</source>
        <translation>Aseta tyttönappulat</translation>
    </message>
</context>
<context>
    <name>TrailsScene</name>
    <message>
        <source>A problem names this hex ({severity})</source>
        <extracomment>A JSON path naming a hex or one of its fields. Outline colour and width of a hex a problem names, by severity. Outline colour and width of the selected hex, and of the cell under the pointer (dashed). Pick tolerance around a point of the board, in pixels. Key offsets of a hex&apos;s 6 corners from its centre&apos;s key (three times the axial offset).</extracomment>
        <translation>Ongelma koskee tätä heksaa ({severity})</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>First-player advantage → 0</source>
        <translation>Aloittajan etu → 0</translation>
    </message>
    <message>
        <source>Mean length (rounds) → target</source>
        <translation>Keskipituus (kierroksia) → tavoite</translation>
    </message>
    <message>
        <source>P1 win rate → target</source>
        <translation>P1:n voittoprosentti → tavoite</translation>
    </message>
    <message>
        <source>Tune {name}</source>
        <translation>Viritä {name}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Luku</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nyt</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Alkaen</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Asti</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Tavoite</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Tavoitearvo</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Kokeita</translation>
    </message>
    <message>
        <source>Games per trial (at most)</source>
        <translation>Pelejä kokeessa (enintään)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Siemen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Aloita</translation>
    </message>
    <message>
        <source>Tick the numbers to search, then Start.</source>
        <translation>Rastita etsittävät luvut ja valitse Aloita.</translation>
    </message>
    <message>
        <source>Numbers to search (the pack&apos;s properties)</source>
        <translation>Etsittävät luvut (paketin ominaisuudet)</translation>
    </message>
    <message>
        <source>Objective by trial (95 % interval)</source>
        <translation>Tavoite kokeittain (95 %:n väli)</translation>
    </message>
    <message>
        <source>trial</source>
        <translation>koe</translation>
    </message>
    <message>
        <source>Objective against the first number</source>
        <translation>Tavoite ensimmäisen luvun mukaan</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Koe</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Luvut</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95 %:n väli</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Pelejä</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Käytä</translation>
    </message>
    <message>
        <source>Put the chosen trial&apos;s numbers into the pack (one undo step)</source>
        <translation>Vie valitun kokeen luvut pakettiin (yksi kumousaskel)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vertaa</translation>
    </message>
    <message>
        <source>A/B: the pack as it is against the chosen trial, on the same seeds</source>
        <translation>A/B: paketti nykyisellään valittua koetta vastaan, samoilla siemenillä</translation>
    </message>
    <message>
        <source>Stopping after the game being played…</source>
        <translation>Pysähdytään käynnissä olevan pelin jälkeen…</translation>
    </message>
    <message>
        <source>Tick at least one number to search.</source>
        <translation>Rastita vähintään yksi etsittävä luku.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Pysäytä</translation>
    </message>
    <message>
        <source>Playing the pack as it is, then the candidates…</source>
        <translation>Pelataan paketti nykyisellään, sitten ehdokkaat…</translation>
    </message>
    <message>
        <source>No candidate played every game: no best.</source>
        <translation>Yksikään ehdokas ei pelannut kaikkia pelejä: ei parasta.</translation>
    </message>
    <message>
        <source>Best: trial {n} ({values}), significantly better than the pack as it is.</source>
        <translation>Paras: koe {n} ({values}), merkitsevästi parempi kuin paketti nykyisellään.</translation>
    </message>
    <message>
        <source>Best: trial {n} ({values}), not significantly better than the pack as it is (the 95 % intervals overlap).</source>
        <translation>Paras: koe {n} ({values}), ei merkitsevästi parempi kuin paketti nykyisellään (95 %:n välit menevät päällekkäin).</translation>
    </message>
    <message>
        <source>Stopped. </source>
        <translation>Pysäytetty. </translation>
    </message>
    <message>
        <source>The search stopped: {why}</source>
        <translation>Haku pysähtyi: {why}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>alku</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>hylätty</translation>
    </message>
    <message>
        <source>The pack has changed since the search: {why}</source>
        <translation>Paketti on muuttunut haun jälkeen: {why}</translation>
    </message>
    <message>
        <source>Tune: {values}</source>
        <translation>Viritys: {values}</translation>
    </message>
    <message>
        <source>Applied trial {n}: {values} (Edit &gt; Undo takes it back).</source>
        <translation>Koe {n} käytetty: {values} (Muokkaa &gt; Kumoa peruu sen).</translation>
    </message>
    <message>
        <source>this document</source>
        <translation>tämä asiakirja</translation>
    </message>
    <message>
        <source>trial {n}</source>
        <translation>koe {n}</translation>
    </message>
    <message>
        <source>Comparing trial {n} with the pack as it is.</source>
        <translation>Verrataan koetta {n} pakettiin nykyisellään.</translation>
    </message>
</context>
<context>
    <name>UnpairWrapCommand</name>
    <message>
        <source>Unpair </source>
        <translation>Pura pari </translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Win rate per seat</source>
        <extracomment>Bar colours of the seats (and of series in order). Most bars of a histogram; wider ranges are binned.</extracomment>
        <translation>Voittoprosentti pelaajittain</translation>
    </message>
    <message>
        <source>Win rate per bot (seats rotated)</source>
        <translation>Voittoprosentti boteittain (pelaajat kiertäen)</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>voittoprosentti</translation>
    </message>
    <message>
        <source>games won</source>
        <translation>voitetut pelit</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95 %:n väli</translation>
    </message>
    <message>
        <source>fair share {share:.0f} %</source>
        <translation>reilu osuus {share:.0f} %</translation>
    </message>
</context>
<context>
    <name>WrapPairTool</name>
    <message>
        <source>Unpaired {names}: two points again</source>
        <translation>Pari {names} purettu: jälleen kaksi pistettä</translation>
    </message>
    <message>
        <source>Not paired: {why}</source>
        <translation>Ei yhdistetty pariksi: {why}</translation>
    </message>
    <message>
        <source>Paired {name} (west) and {name2} (east): one point for the rules</source>
        <translation>Yhdistetty pariksi {name} (länsi) ja {name2} (itä): yksi piste säännöille</translation>
    </message>
    <message>
        <source>; their kinds differ ({kind} and {kind2})</source>
        <translation>; niiden lajit eroavat ({kind} ja {kind2})</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>{title}, in bars of {width} ({examples}, …)</source>
        <translation>{title}, {width} arvoa pylvästä kohden ({examples}, …)</translation>
    </message>
</context>
<context>
    <name>fields</name>
    <message>
        <source>BoardImage</source>
        <extracomment>The content models&apos; names, field labels and descriptions (context &quot;fields&quot;).</extracomment>
        <translation>Pohjakuva</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Polku</translation>
    </message>
    <message>
        <source>The image file (PNG, JPEG or SVG), relative to the pack file&apos;s folder.</source>
        <translation>Kuvatiedosto (PNG, JPEG tai SVG) suhteessa pakettitiedoston kansioon.</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Map x of the image&apos;s left edge.</source>
        <translation>Kuvan vasemman reunan x-koordinaatti kartalla.</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Map y of the image&apos;s top edge (north positive).</source>
        <translation>Kuvan yläreunan y-koordinaatti kartalla (pohjoinen positiivinen).</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Leveys</translation>
    </message>
    <message>
        <source>Width in map units.</source>
        <translation>Leveys karttayksikköinä.</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Korkeus</translation>
    </message>
    <message>
        <source>Height in map units.</source>
        <translation>Korkeus karttayksikköinä.</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Peittävyys</translation>
    </message>
    <message>
        <source>0 transparent to 1 opaque.</source>
        <translation>0 läpinäkyvä – 1 peittävä.</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Lukittu</translation>
    </message>
    <message>
        <source>A locked image cannot be moved or scaled on the canvas.</source>
        <translation>Lukittua kuvaa ei voi siirtää eikä skaalata piirtoalueella.</translation>
    </message>
    <message>
        <source>A picture drawn in the card&apos;s picture area (under the title), carried in the pack as a data URL: data:image/png;base64,..., data:image/jpeg;base64,... or data:image/svg+xml;base64,... of an image of at most 512 KB.</source>
        <translation>Kortin kuva-alueelle (otsikon alle) piirrettävä kuva, joka kulkee paketissa data-URL:nä: data:image/png;base64,..., data:image/jpeg;base64,... tai data:image/svg+xml;base64,... enintään 512 kt:n kuvasta.</translation>
    </message>
    <message>
        <source>ExpectIllegal</source>
        <translation>Kielletty siirto</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Kielletty</translation>
    </message>
    <message>
        <source>A move&apos;s text form.</source>
        <translation>Siirron tekstimuoto.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Sääntö</translation>
    </message>
    <message>
        <source>The rule id that refuses it.</source>
        <translation>Säännön tunnus, joka kieltää sen.</translation>
    </message>
    <message>
        <source>ExpectLegal</source>
        <translation>Sallittu siirto</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Sallittu</translation>
    </message>
    <message>
        <source>ExpectOver</source>
        <translation>Peli päättynyt</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Päättynyt</translation>
    </message>
    <message>
        <source>Always true: the game is over.</source>
        <translation>Aina tosi: peli on päättynyt.</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Voittajat</translation>
    </message>
    <message>
        <source>The winning seats (from 0).</source>
        <translation>Voittajien paikat (0:sta alkaen).</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Syy</translation>
    </message>
    <message>
        <source>How the game ended.</source>
        <translation>Miten peli päättyi.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Malli</translation>
    </message>
    <message>
        <source>PackBase</source>
        <translation>Paketti</translation>
    </message>
    <message>
        <source>Json schema ref</source>
        <translation>JSON-skeeman viite</translation>
    </message>
    <message>
        <source>Path or URL of the JSON Schema, for editors.</source>
        <translation>JSON-skeeman polku tai URL editoreja varten.</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>Skeeman versio</translation>
    </message>
    <message>
        <source>Pack format version.</source>
        <translation>Pakettimuodon versio.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Which game this pack is for.</source>
        <translation>Mihin peliin tämä paketti on.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Tunnus</translation>
    </message>
    <message>
        <source>A stable id: lower-case letters, digits, &apos;-&apos; and &apos;_&apos;.</source>
        <translation>Pysyvä tunnus: pieniä kirjaimia, numeroita, &apos;-&apos; ja &apos;_&apos;.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Name shown to players and designers.</source>
        <translation>Pelaajille ja suunnittelijoille näytettävä nimi.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versio</translation>
    </message>
    <message>
        <source>The pack&apos;s own version.</source>
        <translation>Paketin oma versio.</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Tekijä</translation>
    </message>
    <message>
        <source>Who made the pack (shown when it is shared).</source>
        <translation>Paketin tekijä (näytetään jaettaessa).</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Kuvaus</translation>
    </message>
    <message>
        <source>Notes for designers.</source>
        <translation>Muistiinpanoja suunnittelijoille.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Skenaariot</translation>
    </message>
    <message>
        <source>Pinned playtest positions, each re-checked against the content by lint.</source>
        <translation>Kiinnitetyt testipelin asemat, jotka tarkistus tarkistaa uudelleen sisältöä vasten.</translation>
    </message>
    <message>
        <source>RulesBase</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Min players</source>
        <translation>Pelaajia vähintään</translation>
    </message>
    <message>
        <source>Fewest players the game supports.</source>
        <translation>Pienin pelaajamäärä, jota peli tukee.</translation>
    </message>
    <message>
        <source>Max players</source>
        <translation>Pelaajia enintään</translation>
    </message>
    <message>
        <source>Most players the game supports.</source>
        <translation>Suurin pelaajamäärä, jota peli tukee.</translation>
    </message>
    <message>
        <source>Max rounds</source>
        <translation>Kierroksia enintään</translation>
    </message>
    <message>
        <source>A game still running after this many rounds ends.</source>
        <translation>Peli, joka on yhä käynnissä näin monen kierroksen jälkeen, päättyy.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Skenaario</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Pöytäkirja</translation>
    </message>
    <message>
        <source>A game record&apos;s JSON (Session.record().to_json()).</source>
        <translation>Pelin pöytäkirjan JSON (Session.record().to_json()).</translation>
    </message>
    <message>
        <source>Expect</source>
        <translation>Odotus</translation>
    </message>
    <message>
        <source>What must hold at the record&apos;s end: a legal move, an illegal move with its rule, or the game&apos;s end.</source>
        <translation>Mitä pöytäkirjan lopussa on oltava voimassa: sallittu siirto, kielletty siirto sääntöineen tai pelin loppu.</translation>
    </message>
    <message>
        <source>DestinationCard</source>
        <translation>Kohdekortti</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Piste</translation>
    </message>
    <message>
        <source>Id of the green point this card names.</source>
        <translation>Vihreän pisteen tunnus, jonka tämä kortti nimeää.</translation>
    </message>
    <message>
        <source>ExpeditionColour</source>
        <translation>Retkikunnan väri</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Nuolet</translation>
    </message>
    <message>
        <source>Arrows of this colour.</source>
        <translation>Tämän värin nuolet.</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Näyttöväri</translation>
    </message>
    <message>
        <source>Colour used to draw this element, as #rrggbb.</source>
        <translation>Väri, jolla tämä osa piirretään, muodossa #rrggbb.</translation>
    </message>
    <message>
        <source>ExpeditionPack</source>
        <translation>Expedition-paketti</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Rule parameters.</source>
        <translation>Sääntöjen parametrit.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>Points of the network.</source>
        <translation>Verkon pisteet.</translation>
    </message>
    <message>
        <source>Paths</source>
        <translation>Polut</translation>
    </message>
    <message>
        <source>Paths between points.</source>
        <translation>Pisteiden väliset polut.</translation>
    </message>
    <message>
        <source>Wraps</source>
        <translation>Reunaparit</translation>
    </message>
    <message>
        <source>West/east edge pairs that are one point.</source>
        <translation>Länsi- ja itäreunan parit, jotka ovat yksi piste.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Värit</translation>
    </message>
    <message>
        <source>Expedition colours.</source>
        <translation>Retkikuntien värit.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kortit</translation>
    </message>
    <message>
        <source>Destination cards.</source>
        <translation>Kohdekortit.</translation>
    </message>
    <message>
        <source>Backdrop</source>
        <translation>Tausta</translation>
    </message>
    <message>
        <source>Coastlines drawn behind the network: land polygons of [x, y] points in map coordinates (degrees). Drawing only.</source>
        <translation>Verkon taakse piirretyt rantaviivat: maa-alueiden monikulmiot [x, y]-pisteinä karttakoordinaateissa (asteina). Vain piirrosta.</translation>
    </message>
    <message>
        <source>Board image</source>
        <translation>Pohjakuva</translation>
    </message>
    <message>
        <source>A picture under the map to trace over (drawing only).</source>
        <translation>Kartan alla oleva kuva, jonka päälle piirretään (vain piirrosta).</translation>
    </message>
    <message>
        <source>ExpeditionRules</source>
        <translation>Expedition-säännöt</translation>
    </message>
    <message>
        <source>Fewest players (E1).</source>
        <translation>Pelaajia vähintään (E1).</translation>
    </message>
    <message>
        <source>Most players (E1).</source>
        <translation>Pelaajia enintään (E1).</translation>
    </message>
    <message>
        <source>Round limit (E13).</source>
        <translation>Kierrosraja (E13).</translation>
    </message>
    <message>
        <source>Tickets</source>
        <translation>Liput</translation>
    </message>
    <message>
        <source>Tickets each player starts with (E1).</source>
        <translation>Liput, jotka kukin pelaaja saa alussa (E1).</translation>
    </message>
    <message>
        <source>Hand small</source>
        <translation>Pieni käsi</translation>
    </message>
    <message>
        <source>Cards dealt each player below `large_from` players (E1).</source>
        <translation>Kullekin pelaajalle jaettavat kortit, kun pelaajia on alle `large_from` (E1).</translation>
    </message>
    <message>
        <source>Hand large</source>
        <translation>Suuri käsi</translation>
    </message>
    <message>
        <source>Cards dealt each player from `large_from` players on (E1).</source>
        <translation>Kullekin pelaajalle jaettavat kortit, kun pelaajia on vähintään `large_from` (E1).</translation>
    </message>
    <message>
        <source>Large from</source>
        <translation>Suuri käsi alk.</translation>
    </message>
    <message>
        <source>Player count from which `hand_large` applies.</source>
        <translation>Pelaajamäärä, josta alkaen `hand_large` on voimassa.</translation>
    </message>
    <message>
        <source>Market size</source>
        <translation>Torin koko</translation>
    </message>
    <message>
        <source>Face-up market cards (E1).</source>
        <translation>Kuvapuoli ylöspäin olevat torin kortit (E1).</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Merkit</translation>
    </message>
    <message>
        <source>Tokens each player places (E2).</source>
        <translation>Merkit, jotka kukin pelaaja asettaa (E2).</translation>
    </message>
    <message>
        <source>Token distance</source>
        <translation>Merkin etäisyys</translation>
    </message>
    <message>
        <source>Fewest paths from the rose to a token&apos;s point (E2).</source>
        <translation>Vähimmäismäärä polkuja kompassiruususta merkin pisteeseen (E2).</translation>
    </message>
    <message>
        <source>Tickets per turn</source>
        <translation>Lippuja/vuoro</translation>
    </message>
    <message>
        <source>Tickets usable in one turn (E11).</source>
        <translation>Yhdellä vuorolla käytettävät liput (E11).</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Id of one point.</source>
        <translation>Yhden pisteen tunnus.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Id of the other point.</source>
        <translation>Toisen pisteen tunnus.</translation>
    </message>
    <message>
        <source>Place name shown on the map.</source>
        <translation>Kartalla näytettävä paikannimi.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Laji</translation>
    </message>
    <message>
        <source>rose, green (destination), blue, red or plain.</source>
        <translation>ruusu, vihreä (kohde), sininen, punainen tai tavallinen.</translation>
    </message>
    <message>
        <source>Map position, east positive (default pack: longitude).</source>
        <translation>Sijainti kartalla, itä positiivinen (oletuspaketissa pituusaste).</translation>
    </message>
    <message>
        <source>Map position, north positive (default pack: latitude).</source>
        <translation>Sijainti kartalla, pohjoinen positiivinen (oletuspaketissa leveysaste).</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Reunapari</translation>
    </message>
    <message>
        <source>Id of the west-edge point.</source>
        <translation>Länsireunan pisteen tunnus.</translation>
    </message>
    <message>
        <source>Id of the east-edge point.</source>
        <translation>Itäreunan pisteen tunnus.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kortti</translation>
    </message>
    <message>
        <source>Card id: country:&lt;cid&gt;, country:&lt;cid&gt;:2, ship:&lt;sea&gt;:&lt;n&gt; or plane:&lt;colour&gt;:&lt;n&gt;.</source>
        <translation>Kortin tunnus: country:&lt;cid&gt;, country:&lt;cid&gt;:2, ship:&lt;sea&gt;:&lt;n&gt; tai plane:&lt;colour&gt;:&lt;n&gt;.</translation>
    </message>
    <message>
        <source>country, ship or plane.</source>
        <translation>maa, laiva tai lentokone.</translation>
    </message>
    <message>
        <source>Ref</source>
        <translation>Viite</translation>
    </message>
    <message>
        <source>The country, sea or colour group this card names.</source>
        <translation>Maa, meri tai väriryhmä, jonka tämä kortti nimeää.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Väri</translation>
    </message>
    <message>
        <source>CardLayout</source>
        <translation>Korttiasettelu</translation>
    </message>
    <message>
        <source>The card kind this layout draws (one of the game&apos;s kinds).</source>
        <translation>Korttilaji, jonka tämä asettelu piirtää (yksi pelin lajeista).</translation>
    </message>
    <message>
        <source>Width mm</source>
        <translation>Leveys mm</translation>
    </message>
    <message>
        <source>Printed width in mm.</source>
        <translation>Tulostettu leveys millimetreinä.</translation>
    </message>
    <message>
        <source>Height mm</source>
        <translation>Korkeus mm</translation>
    </message>
    <message>
        <source>Printed height in mm.</source>
        <translation>Tulostettu korkeus millimetreinä.</translation>
    </message>
    <message>
        <source>Radius mm</source>
        <translation>Säde mm</translation>
    </message>
    <message>
        <source>Corner radius of the card&apos;s panels in mm.</source>
        <translation>Kortin paneelien kulmien säde millimetreinä.</translation>
    </message>
    <message>
        <source>One colour for every card of the kind (else the card&apos;s own).</source>
        <translation>Yksi väri lajin kaikille korteille (muuten kortin oma).</translation>
    </message>
    <message>
        <source>Colour by field: the card&apos;s colour group id (its colour field) to the colour its cards are drawn in.</source>
        <translation>Väri kentän mukaan: kortin väriryhmän tunnus (sen värikenttä) ja väri, jolla sen kortit piirretään.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Otsikko</translation>
    </message>
    <message>
        <source>What the title shows: the card&apos;s name, its kind, or nothing.</source>
        <translation>Mitä otsikko näyttää: kortin nimen, sen lajin tai ei mitään.</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Teksti</translation>
    </message>
    <message>
        <source>Whether the card&apos;s lines of detail are shown.</source>
        <translation>Näytetäänkö kortin tietorivit.</translation>
    </message>
    <message>
        <source>Icon</source>
        <translation>Kuvake</translation>
    </message>
    <message>
        <source>A symbol drawn in the card&apos;s top corner (a letter, an emoji).</source>
        <translation>Kortin yläkulmaan piirretty symboli (kirjain, emoji).</translation>
    </message>
    <message>
        <source>Back colour</source>
        <translation>Taustapuolen väri</translation>
    </message>
    <message>
        <source>Colour of the card&apos;s back (else the studio&apos;s navy).</source>
        <translation>Kortin taustapuolen väri (muuten studion tummansininen).</translation>
    </message>
    <message>
        <source>Back text</source>
        <translation>Taustapuolen teksti</translation>
    </message>
    <message>
        <source>Text on the back (else the pack&apos;s name).</source>
        <translation>Taustapuolen teksti (muuten paketin nimi).</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Kuva</translation>
    </message>
    <message>
        <source>Image fit</source>
        <translation>Kuvan sovitus</translation>
    </message>
    <message>
        <source>How the picture fills its area, keeping its aspect ratio: &apos;contain&apos; shows all of it, &apos;cover&apos; fills the area and crops.</source>
        <translation>Miten kuva täyttää alueensa mittasuhteet säilyttäen: &apos;contain&apos; näyttää koko kuvan, &apos;cover&apos; täyttää alueen ja rajaa.</translation>
    </message>
    <message>
        <source>Card layouts</source>
        <translation>Korttiasettelut</translation>
    </message>
    <message>
        <source>How each kind of card looks (none: the studio&apos;s default look).</source>
        <translation>Miltä kukin korttilaji näyttää (ei mitään: studion oletusulkoasu).</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Maa</translation>
    </message>
    <message>
        <source>Id of the country&apos;s colour group.</source>
        <translation>Maan väriryhmän tunnus.</translation>
    </message>
    <message>
        <source>Number of country cards: 2 for a &apos;*&apos; country.</source>
        <translation>Maakorttien määrä: 2 &apos;*&apos;-merkitylle maalle.</translation>
    </message>
    <message>
        <source>Map position, east positive (default packs: longitude).</source>
        <translation>Sijainti kartalla, itä positiivinen (oletuspaketeissa pituusaste).</translation>
    </message>
    <message>
        <source>Map position, north positive (default packs: latitude).</source>
        <translation>Sijainti kartalla, pohjoinen positiivinen (oletuspaketeissa leveysaste).</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Ääriviiva</translation>
    </message>
    <message>
        <source>The country&apos;s shape on the map: polygons of [x, y] points in map coordinates (a polygon inside another is a hole). Drawing only: links are the rules.</source>
        <translation>Maan muoto kartalla: monikulmioita [x, y]-pisteinä karttakoordinaateissa (toisen sisällä oleva monikulmio on reikä). Vain piirrosta: säännöt määräävät yhteydet.</translation>
    </message>
    <message>
        <source>JourneyPack</source>
        <translation>Journey-paketti</translation>
    </message>
    <message>
        <source>Colour groups.</source>
        <translation>Väriryhmät.</translation>
    </message>
    <message>
        <source>Countries</source>
        <translation>Maat</translation>
    </message>
    <message>
        <source>Countries.</source>
        <translation>Maat.</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Yhteydet</translation>
    </message>
    <message>
        <source>Connections by foot.</source>
        <translation>Jalan kuljettavat yhteydet.</translation>
    </message>
    <message>
        <source>Seas</source>
        <translation>Meret</translation>
    </message>
    <message>
        <source>Seas and their coasts.</source>
        <translation>Meret ja niiden rannikot.</translation>
    </message>
    <message>
        <source>The deck.</source>
        <translation>Pakka.</translation>
    </message>
    <message>
        <source>Land that is not in play, drawn under the countries (coastlines, neighbours without cards): polygons of [x, y] points in map coordinates.</source>
        <translation>Pelin ulkopuolinen maa, joka piirretään maiden alle (rantaviivat, naapurit ilman kortteja): monikulmioita [x, y]-pisteinä karttakoordinaateissa.</translation>
    </message>
    <message>
        <source>Unlinked borders</source>
        <translation>Yhdistämättömät rajat</translation>
    </message>
    <message>
        <source>Country pairs whose outlines touch but that are not linked on purpose: the connection finder does not propose them and the lint does not warn about them.</source>
        <translation>Maaparit, joiden ääriviivat koskettavat mutta joita ei ole tarkoituksella yhdistetty: yhteyksien etsijä ei ehdota niitä eikä tarkistus varoita niistä.</translation>
    </message>
    <message>
        <source>JourneyRules</source>
        <translation>Journey-säännöt</translation>
    </message>
    <message>
        <source>Fewest players (J1).</source>
        <translation>Pelaajia vähintään (J1).</translation>
    </message>
    <message>
        <source>Most players (J1).</source>
        <translation>Pelaajia enintään (J1).</translation>
    </message>
    <message>
        <source>Rounds after which a game ends with no winner (J10).</source>
        <translation>Kierrokset, joiden jälkeen peli päättyy ilman voittajaa (J10).</translation>
    </message>
    <message>
        <source>Holder size</source>
        <translation>Telineen koko</translation>
    </message>
    <message>
        <source>Slots in each card holder (J1).</source>
        <translation>Paikat kussakin korttitelineessä (J1).</translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation>Poistopinot</translation>
    </message>
    <message>
        <source>Number of discard piles (J3).</source>
        <translation>Poistopinojen määrä (J3).</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Yhteys</translation>
    </message>
    <message>
        <source>Id of one country.</source>
        <translation>Yhden maan tunnus.</translation>
    </message>
    <message>
        <source>Id of the other country.</source>
        <translation>Toisen maan tunnus.</translation>
    </message>
    <message>
        <source>land (shared border), ferry or bridge.</source>
        <translation>maa (yhteinen raja), lautta tai silta.</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Meri</translation>
    </message>
    <message>
        <source>Coast</source>
        <translation>Rannikko</translation>
    </message>
    <message>
        <source>Ids of the countries on this sea&apos;s coast.</source>
        <translation>Tämän meren rannikon maiden tunnukset.</translation>
    </message>
    <message>
        <source>Label position, east positive.</source>
        <translation>Nimen sijainti, itä positiivinen.</translation>
    </message>
    <message>
        <source>Label position, north positive.</source>
        <translation>Nimen sijainti, pohjoinen positiivinen.</translation>
    </message>
    <message>
        <source>The sea&apos;s water on the map: polygons of [x, y] points (drawing only).</source>
        <translation>Meren vesialue kartalla: monikulmioita [x, y]-pisteinä (vain piirrosta).</translation>
    </message>
    <message>
        <source>UnlinkedBorder</source>
        <translation>Yhdistämätön raja</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Pelilauta</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Player count this board is for.</source>
        <translation>Pelaajamäärä, jolle tämä pelilauta on.</translation>
    </message>
    <message>
        <source>Girls</source>
        <translation>Tyttönappulat</translation>
    </message>
    <message>
        <source>Girls placed on this board (T6).</source>
        <translation>Tälle pelilaudalle asetetut tyttönappulat (T6).</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Heksat</translation>
    </message>
    <message>
        <source>The hexes of the board.</source>
        <translation>Pelilaudan heksat.</translation>
    </message>
    <message>
        <source>CardColour</source>
        <translation>Korttiväri</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Määrä</translation>
    </message>
    <message>
        <source>Cards of this colour in the deck.</source>
        <translation>Tämän värisiä kortteja pakassa.</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Heksa</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>Axial column.</source>
        <translation>Aksiaalinen sarake.</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Axial row.</source>
        <translation>Aksiaalinen rivi.</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Maasto</translation>
    </message>
    <message>
        <source>Terrain id, or null for a terrain drawn from the tile set at setup (T8).</source>
        <translation>Maaston tunnus, tai null, jos maasto arvotaan palasarjasta pelin valmistelussa (T8).</translation>
    </message>
    <message>
        <source>Id of the card colour that pays for this terrain (T5).</source>
        <translation>Sen korttivärin tunnus, jolla tämä maasto maksetaan (T5).</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Pala</translation>
    </message>
    <message>
        <source>Terrain id.</source>
        <translation>Maaston tunnus.</translation>
    </message>
    <message>
        <source>Number of tiles of this terrain.</source>
        <translation>Tämän maaston palojen määrä.</translation>
    </message>
    <message>
        <source>TrailsPack</source>
        <translation>Trails-paketti</translation>
    </message>
    <message>
        <source>Terrains</source>
        <translation>Maastot</translation>
    </message>
    <message>
        <source>Terrains (T1, T5).</source>
        <translation>Maastot (T1, T5).</translation>
    </message>
    <message>
        <source>Card colours</source>
        <translation>Korttivärit</translation>
    </message>
    <message>
        <source>The deck by colour (T3).</source>
        <translation>Pakka väreittäin (T3).</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Palat</translation>
    </message>
    <message>
        <source>The tile set random hexes come from (T1).</source>
        <translation>Palasarja, josta satunnaiset heksat tulevat (T1).</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Pelilaudat</translation>
    </message>
    <message>
        <source>One board per player count (T6).</source>
        <translation>Yksi pelilauta kutakin pelaajamäärää kohden (T6).</translation>
    </message>
    <message>
        <source>TrailsRules</source>
        <translation>Trails-säännöt</translation>
    </message>
    <message>
        <source>Fewest players (T4).</source>
        <translation>Pelaajia vähintään (T4).</translation>
    </message>
    <message>
        <source>Most players (T4).</source>
        <translation>Pelaajia enintään (T4).</translation>
    </message>
    <message>
        <source>Round limit (T34).</source>
        <translation>Kierrosraja (T34).</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Reittipalikat</translation>
    </message>
    <message>
        <source>Route pieces in the supply (T2).</source>
        <translation>Reittipalikoita varastossa (T2).</translation>
    </message>
    <message>
        <source>Markers per player</source>
        <translation>Merkit/pelaaja</translation>
    </message>
    <message>
        <source>Markers per player (T4).</source>
        <translation>Pelaajavärimerkit pelaajaa kohden (T4).</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Jako</translation>
    </message>
    <message>
        <source>Cards dealt to each player (T10).</source>
        <translation>Kullekin pelaajalle jaettavat kortit (T10).</translation>
    </message>
    <message>
        <source>Face-up market cards (T10).</source>
        <translation>Näkyvät kortit pöydässä (T10).</translation>
    </message>
    <message>
        <source>Max bid</source>
        <translation>Suurin tarjous</translation>
    </message>
    <message>
        <source>Highest opening bid (T11).</source>
        <translation>Suurin aloitustarjous (T11).</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>Käsikorttiraja</translation>
    </message>
    <message>
        <source>Hand limit after drawing (T32).</source>
        <translation>Käsikorttiraja nostamisen jälkeen (T32).</translation>
    </message>
    <message>
        <source>Draw count</source>
        <translation>Nostomäärä</translation>
    </message>
    <message>
        <source>Cards taken by a normal draw (T31).</source>
        <translation>Tavallisessa nostossa otettavat kortit (T31).</translation>
    </message>
    <message>
        <source>Routes to end</source>
        <translation>Loppureitit</translation>
    </message>
    <message>
        <source>Connected routes that trigger the last round (T26).</source>
        <translation>Yhdistetyt reitit, jotka käynnistävät viimeisen kierroksen (T26).</translation>
    </message>
    <message>
        <source>Max routes per girl</source>
        <translation>Reittejä/tyttö</translation>
    </message>
    <message>
        <source>Markers a girl holds (T23).</source>
        <translation>Merkit, jotka tyttönappulaan mahtuu (T23).</translation>
    </message>
    <message>
        <source>Girl guard distance</source>
        <translation>Suojaetäisyys</translation>
    </message>
    <message>
        <source>A girl just connected guards this many path hexes (T28).</source>
        <translation>Juuri yhdistetty tyttönappula suojaa näin monta polkuheksaa (T28).</translation>
    </message>
</context>
<context>
    <name>heat_view</name>
    <message>
        <source>No heat for this game yet: its engine gives none (game.heat). The rest of the report is complete.</source>
        <translation>Tälle pelille ei ole vielä lämpöä: sen moottori ei anna sitä (game.heat). Raportin muu osa on täydellinen.</translation>
    </message>
    <message>
        <source>No heat for {game} yet: its engine gives none (game.heat). The rest of the report is complete.</source>
        <translation>Pelille {game} ei ole vielä lämpöä: sen moottori ei anna sitä (game.heat). Raportin muu osa on täydellinen.</translation>
    </message>
</context>
<context>
    <name>journey_board</name>
    <message>
        <source>{colour} country</source>
        <extracomment>The piles and the drawn card beside the map, this many to a row. The least width of another seat&apos;s name beside its row of cards. Pixels of a playtest card a millimetre of the printed card (its corner radius). The word marking the drawn card&apos;s country on the map. The card layout&apos;s picture (a QImage) and its fit, drawn under the title; or None.</extracomment>
        <translation>maa ({colour})</translation>
    </message>
    <message>
        <source>Ship: {name}</source>
        <translation>Laiva: {name}</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>laiva</translation>
    </message>
    <message>
        <source>Plane: {name}</source>
        <translation>Lentokone: {name}</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>lentokone</translation>
    </message>
</context>
<context>
    <name>legend</name>
    <message>
        <source>Random terrain</source>
        <translation>Satunnainen maasto</translation>
    </message>
    <message>
        <source>A hatched hex has no terrain of its own: it is drawn from the tile set at setup (T8). Paint it to fix its terrain.</source>
        <translation>Viivoitetulla heksalla ei ole omaa maastoa: se arvotaan palasarjasta valmistelussa (T8). Kiinnitä sen maasto maalaamalla.</translation>
    </message>
    <message>
        <source>Path ring</source>
        <translation>Polkukehä</translation>
    </message>
    <message>
        <source>The thick brown line is the path ring: the track round the board&apos;s edge through the outer hexes (T8); the dot marks where it starts.</source>
        <translation>Paksu ruskea viiva on polkukehä: pelilaudan reunaa ulkoheksojen kautta kiertävä rata (T8); piste merkitsee sen alkua.</translation>
    </message>
    <message>
        <source>Hex points</source>
        <translation>Heksan pisteet</translation>
    </message>
    <message>
        <source>Zoomed in, the dots are the 7 points of each hex: 6 corners and the centre (T7), where routes, girls and men go.</source>
        <translation>Lähennettynä pisteet ovat kunkin heksan 7 pistettä: 6 nurkkaa ja keskipiste (T7), joihin reitit, tyttönappulat ja ukot tulevat.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Ongelmat</translation>
    </message>
    <message>
        <source>A red outline: a hex an error names; amber: a warning (see Problems).</source>
        <translation>Punainen reunus: virheen koskema heksa; oranssi: varoitus (katso Ongelmat).</translation>
    </message>
    <message>
        <source>Selection and pointer</source>
        <translation>Valinta ja osoitin</translation>
    </message>
    <message>
        <source>Orange: the selected hex (its terrain in Properties); blue dashes: the cell under the pointer.</source>
        <translation>Oranssi: valittu heksa (sen maasto Ominaisuuksissa); siniset katkoviivat: osoittimen alla oleva solu.</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Maa</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Meri</translation>
    </message>
    <message>
        <source>A disc in its colour group&apos;s colour, with its name.</source>
        <translation>Väriryhmänsä värinen kiekko nimineen.</translation>
    </message>
    <message>
        <source>Two cards</source>
        <translation>Kaksi korttia</translation>
    </message>
    <message>
        <source>An inner ring and a * after the name: the country has two cards.</source>
        <translation>Sisärengas ja * nimen perässä: maalla on kaksi korttia.</translation>
    </message>
    <message>
        <source>Land link</source>
        <translation>Maayhteys</translation>
    </message>
    <message>
        <source>A solid line: the two countries share a land border.</source>
        <translation>Yhtenäinen viiva: mailla on yhteinen maaraja.</translation>
    </message>
    <message>
        <source>Ferry</source>
        <translation>Lautta</translation>
    </message>
    <message>
        <source>A dashed blue line: a ferry joins the two countries.</source>
        <translation>Sininen katkoviiva: lautta yhdistää maat.</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Silta</translation>
    </message>
    <message>
        <source>The bridge sign across the line: a bridge joins them.</source>
        <translation>Siltamerkki viivan poikki: silta yhdistää ne.</translation>
    </message>
    <message>
        <source>Sea and coasts</source>
        <translation>Meri ja rannikot</translation>
    </message>
    <message>
        <source>A sea&apos;s name in a pale box; dotted lines join it to its coast countries (a ship card links any two of them).</source>
        <translation>Meren nimi vaaleassa laatikossa; pisteviivat yhdistävät sen rannikkomaihin (laivakortti yhdistää mitkä tahansa kaksi niistä).</translation>
    </message>
    <message>
        <source>A red ring: a country an error names; amber: a warning. A sea with a problem gets a red or amber outline.</source>
        <translation>Punainen rengas: virheen koskema maa; oranssi: varoitus. Ongelmallinen meri saa punaisen tai oranssin reunuksen.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Virhe</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Varoitus</translation>
    </message>
    <message>
        <source>Sea problem</source>
        <translation>Meren ongelma</translation>
    </message>
    <message>
        <source>A sea an error names (here, one with a single coast country).</source>
        <translation>Virheen koskema meri (tässä meri, jolla on vain yksi rannikkomaa).</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Valinta</translation>
    </message>
    <message>
        <source>A gold halo: the selected country (Properties shows it).</source>
        <translation>Kultainen sädekehä: valittu maa (Ominaisuudet näyttää sen).</translation>
    </message>
    <message>
        <source>Selected link</source>
        <translation>Valittu yhteys</translation>
    </message>
    <message>
        <source>A link drawn thick and gold is selected.</source>
        <translation>Paksuna ja kultaisena piirretty yhteys on valittu.</translation>
    </message>
    <message>
        <source>Outlines</source>
        <translation>Ääriviivat</translation>
    </message>
    <message>
        <source>A country&apos;s outline, filled in a light shade of its colour group with a darker border; where two outlines share a border the land link between them is drawn faint (the Outline tool, O, edits outlines).</source>
        <translation>Maan ääriviiva täytettynä väriryhmänsä vaalealla sävyllä tummemmalla reunalla; missä kahdella ääriviivalla on yhteinen raja, niiden välinen maayhteys piirretään himmeänä (Ääriviiva-työkalu, O, muokkaa ääriviivoja).</translation>
    </message>
    <message>
        <source>Backdrop</source>
        <translation>Tausta</translation>
    </message>
    <message>
        <source>Grey-beige land is not in play (the pack&apos;s backdrop), on the water of an outlined map; a picture under the map is the board image (File &gt; Board Image…).</source>
        <translation>Harmaanbeige maa ei ole pelissä (paketin tausta) ääriviivoitetun kartan vedessä; kartan alla oleva kuva on pohjakuva (Tiedosto &gt; Pohjakuva…).</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>The rose (the star), green destinations, blue, red and plain points.</source>
        <translation>Kompassiruusu (tähti), vihreät kohteet, siniset, punaiset ja tavalliset pisteet.</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Polku</translation>
    </message>
    <message>
        <source>A grey line: a path between two points (E4).</source>
        <translation>Harmaa viiva: kahden pisteen välinen polku (E4).</translation>
    </message>
    <message>
        <source>Wrap pair</source>
        <translation>Reunapari</translation>
    </message>
    <message>
        <source>A dotted purple ring, a dashed line to the map&apos;s edge and ⇄n: this edge point and the one with the same number at the other edge are one point for the rules (the Earth is round). The dashed purple lines are the west and east edges.</source>
        <translation>Pisteviivainen violetti rengas, katkoviiva kartan reunaan ja ⇄n: tämä reunapiste ja toisen reunan samanumeroinen piste ovat säännöille yksi piste (Maa on pyöreä). Violetit katkoviivat ovat länsi- ja itäreuna.</translation>
    </message>
    <message>
        <source>A dashed red ring: a point an error names; amber: a warning.</source>
        <translation>Punainen katkoviivarengas: virheen koskema piste; oranssi: varoitus.</translation>
    </message>
    <message>
        <source>An orange ring: the selected point (Properties shows it).</source>
        <translation>Oranssi rengas: valittu piste (Ominaisuudet näyttää sen).</translation>
    </message>
    <message>
        <source>Selected path</source>
        <translation>Valittu polku</translation>
    </message>
    <message>
        <source>A thick orange line is the selected path.</source>
        <translation>Paksu oranssi viiva on valittu polku.</translation>
    </message>
    <message>
        <source>Coastlines</source>
        <translation>Rantaviivat</translation>
    </message>
    <message>
        <source>Pale land on the ocean: the pack&apos;s backdrop (coastlines), drawing only.</source>
        <translation>Vaalea maa valtameressä: paketin tausta (rantaviivat), vain piirrosta.</translation>
    </message>
    <message>
        <source>Distance from rose</source>
        <translation>Etäisyys ruususta</translation>
    </message>
    <message>
        <source>With Distance from rose on: each point&apos;s paths from the rose; a gold ring: a green point far enough for a token (E2).</source>
        <translation>Kun Etäisyys ruususta on päällä: kunkin pisteen polut ruususta; kultainen rengas: vihreä piste, joka on tarpeeksi kaukana merkille (E2).</translation>
    </message>
</context>
<context>
    <name>lint</name>
    <message>
        <source>the {players}-player board</source>
        <translation>{players} pelaajan pelilauta</translation>
    </message>
    <message>
        <source>the countries form {count} separate groups that no card joins; apart from the largest ({count2} countries): {rest}</source>
        <translation>maat muodostavat {count} erillistä ryhmää, joita mikään kortti ei yhdistä; suurimman ({count2} maata) lisäksi: {rest}</translation>
    </message>
    <message>
        <source>the deck has {count} cards; {max_players} holders of {holder_size}, {discard_piles} discard piles and a draw pile need at least {need} (J2, J3); with fewer, discard piles start empty (J8)</source>
        <translation>pakassa on {count} korttia; {max_players} telinettä à {holder_size}, {discard_piles} poistopinoa ja nostopakka tarvitsevat vähintään {need} (J2, J3); vähemmällä poistopinot ovat alussa tyhjiä (J8)</translation>
    </message>
    <message>
        <source>{name} and {name2} share a border on the map but no link joins them: add a land link (the Borders panel proposes it), or mark the border as not a link</source>
        <translation>maat {name} ja {name2} rajautuvat toisiinsa kartalla, mutta niitä ei yhdistä mikään yhteys: lisää maayhteys (Rajat-paneeli ehdottaa sitä) tai merkitse raja yhdistämättömäksi</translation>
    </message>
    <message>
        <source>the pack claims {n} players but has no board for {n}</source>
        <translation>paketti ilmoittaa {n} pelaajaa, mutta siinä ei ole pelilautaa {n} pelaajalle</translation>
    </message>
    <message>
        <source>the deck has {total} cards; dealing {deal} to each of {max_players} players and {market_size} to the market needs at least {need}</source>
        <translation>pakassa on {total} korttia; {deal} kortin jakaminen kullekin {max_players} pelaajalle ja {market_size} pöytään vaatii vähintään {need}</translation>
    </message>
    <message>
        <source>the deck has no {get} cards: every edge between two colours costs a pair (T20, T21)</source>
        <translation>pakassa ei ole kortteja värissä {get}: jokainen kahden värin välinen reuna maksaa parin (T20, T21)</translation>
    </message>
    <message>
        <source>{who} has no hexes</source>
        <translation>{who}: ei heksoja</translation>
    </message>
    <message>
        <source>{who} is in {parts} separate pieces</source>
        <translation>{who} on {parts} erillisessä osassa</translation>
    </message>
    <message>
        <source>{who} has no girls: no route can connect</source>
        <translation>{who}: ei tyttönappuloita, joten mikään reitti ei voi yhdistyä</translation>
    </message>
    <message>
        <source>the map has {plural}; it needs exactly one</source>
        <translation>kartalla on {plural}; tarvitaan tasan yksi</translation>
    </message>
    <message>
        <source>the pack has no expedition colours</source>
        <translation>paketissa ei ole retkikuntien värejä</translation>
    </message>
    <message>
        <source>{name} has no land, ferry or bridge link, no sea with a ship card and no plane partner: its cards can never be part of a journey</source>
        <translation>maalla {name} ei ole maa-, lautta- eikä siltayhteyttä, ei merta laivakortilla eikä lentokonekumppania: sen kortit eivät voi koskaan kuulua matkaan</translation>
    </message>
    <message>
        <source>{name} has cards = {cards} but the deck holds {plural} for it</source>
        <translation>maalla {name} on cards = {cards}, mutta pakassa on sille {plural}</translation>
    </message>
    <message>
        <source>{name} has {plural}; a ship joins two coast countries, so its {plural2} can never connect</source>
        <translation>merellä {name} on {plural}; laiva yhdistää kaksi rannikkomaata, joten sen {plural2} eivät voi koskaan yhdistää</translation>
    </message>
    <message>
        <source>colour group {name} has {plural} but {plural2}; a plane joins two countries of its colour</source>
        <translation>väriryhmällä {name} on {plural} mutta {plural2}; lentokone yhdistää kaksi sen väristä maata</translation>
    </message>
    <message>
        <source>could not decide within {JOURNEY_SEARCH_BUDGET:,} search steps whether a complete journey of {holder_size} cards can be built from the deck</source>
        <translation>{JOURNEY_SEARCH_BUDGET:,} hakuaskeleessa ei ratkennut, voiko pakasta rakentaa {holder_size} kortin valmiin matkan</translation>
    </message>
    <message>
        <source>no complete journey of {holder_size} cards (J11–J17) can be built from this deck: no player could ever win</source>
        <translation>tästä pakasta ei voi rakentaa {holder_size} kortin valmista matkaa (J11–J17): kukaan pelaaja ei voisi koskaan voittaa</translation>
    </message>
    <message>
        <source>{name} and {name2} have a land link but their outlines do not touch: move their borders together, or make the link a ferry or a bridge</source>
        <translation>maiden {name} ja {name2} välillä on maayhteys, mutta niiden ääriviivat eivät kosketa: siirrä rajat yhteen tai tee yhteydestä lautta tai silta</translation>
    </message>
    <message>
        <source>{name}&apos;s node lies outside its outline: move the node or the outline so its name is drawn inside the country</source>
        <translation>maan {name} solmu on sen ääriviivan ulkopuolella: siirrä solmua tai ääriviivaa, jotta nimi piirtyy maan sisään</translation>
    </message>
    <message>
        <source>a board for {players} players, outside the pack&apos;s {min_players}–{max_players}: no game uses it</source>
        <translation>pelilauta {players} pelaajalle, paketin rajojen {min_players}–{max_players} ulkopuolella: mikään peli ei käytä sitä</translation>
    </message>
    <message>
        <source>terrain {name} is paid with {get} cards, but the deck has none: its segments cost two cards of one colour each (T21)</source>
        <translation>maasto {name} maksetaan korteilla {get}, mutta pakassa ei ole niitä: sen osuudet maksavat kukin kaksi samanväristä korttia (T21)</translation>
    </message>
    <message>
        <source>no terrain uses the colour {name}: its {count} cards only pay in pairs (T21)</source>
        <translation>mikään maasto ei käytä väriä {name}: sen {count} korttia kelpaavat maksuun vain pareittain (T21)</translation>
    </message>
    <message>
        <source>the {players}-player board draws {drawn} hexes from a tile set of {tiles} (T8)</source>
        <translation>{players} pelaajan pelilauta arpoo {drawn} heksaa {tiles} palan palasarjasta (T8)</translation>
    </message>
    <message>
        <source>{who} has {girls} girls; rule T6 gives {girls2}</source>
        <translation>{who}: {girls} tyttönappulaa; sääntö T6 antaa {girls2}</translation>
    </message>
    <message>
        <source>{who} has {girls} girls but only {ring} path hexes to start them on (T9)</source>
        <translation>{who}: {girls} tyttönappulaa mutta vain {ring} polkuheksaa niiden aloituspaikoiksi (T9)</translation>
    </message>
    <message>
        <source>{who} has {plural}: the auction cannot seat {players} players (T13)</source>
        <translation>{who}: {plural}; huutokauppa ei voi sijoittaa {players} pelaajaa (T13)</translation>
    </message>
    <message>
        <source>{who} cannot seat {players} players on ring-2 hexes exactly 2 apart (T13); the last seats need the fallback ruling</source>
        <translation>{who} ei voi sijoittaa {players} pelaajaa 2. kehän heksoihin tasan 2 heksan päähän toisistaan (T13); viimeiset paikat tarvitsevat varasäännön</translation>
    </message>
    <message>
        <source>green point {name_or_id} has {n} cards; each green point has at most one</source>
        <translation>vihreällä pisteellä {name_or_id} on {n} korttia; kullakin vihreällä pisteellä on enintään yksi</translation>
    </message>
    <message>
        <source>{n} players need {n} hands of {hand} plus {market_size} market cards = {need} cards; the deck has {count}</source>
        <translation>{n} pelaajaa tarvitsee {n} kättä à {hand} sekä {market_size} pöydän korttia = {need} korttia; pakassa on {count}</translation>
    </message>
    <message>
        <source>{max_players} players place {tokens} tokens each on distinct green points with a card, at least {token_distance} paths from the rose (E2): that needs {need} such points, the map has {count}</source>
        <translation>{max_players} pelaajaa asettaa kukin {tokens} merkkiä eri vihreille pisteille, joilla on kortti, vähintään {token_distance} polun päähän ruususta (E2): se vaatii {need} tällaista pistettä, kartalla on {count}</translation>
    </message>
    <message>
        <source>colour {name} has no arrows</source>
        <translation>värillä {name} ei ole nuolia</translation>
    </message>
    <message>
        <source>{girls} girls on {ring} path hexes: at most {arg4} can keep a free path hex between each two (T9), so {arg6} pair(s) will start side by side</source>
        <translation>{girls} tyttönappulaa {ring} polkuheksalla: enintään {arg4} voi pitää vapaan polkuheksan kunkin kahden välissä (T9), joten {arg6} paria aloittaa vierekkäin</translation>
    </message>
    <message>
        <source>{n} rose</source>
        <translation>{n} ruusu</translation>
    </message>
    <message>
        <source>{n} roses</source>
        <translation>{n} ruusua</translation>
    </message>
    <message>
        <source>{name_or_id} cannot be reached from the rose</source>
        <translation>pisteeseen {name_or_id} ei pääse ruususta</translation>
    </message>
    <message>
        <source>wrap pair {name_or_id} – {name_or_id2} must join a west-edge point (x near {west:g}) to an east-edge point (x near {east:g}); they are at x = {x:g} and {x2:g}</source>
        <translation>reunaparin {name_or_id} – {name_or_id2} on yhdistettävä länsireunan piste (x lähellä {west:g}) itäreunan pisteeseen (x lähellä {east:g}); ne ovat kohdissa x = {x:g} ja {x2:g}</translation>
    </message>
    <message>
        <source>wrap pair {name_or_id} – {name_or_id2} is one point for the rules but its ends are {kind} and {kind2}</source>
        <translation>reunapari {name_or_id} – {name_or_id2} on säännöille yksi piste, mutta sen päät ovat {kind} ja {kind2}</translation>
    </message>
    <message>
        <source>green point {name_or_id} has no card: no one can score it</source>
        <translation>vihreällä pisteellä {name_or_id} ei ole korttia: kukaan ei voi saada siitä pisteitä</translation>
    </message>
    <message>
        <source>{near_cards} cards name points closer than {token_distance} paths to the rose: a {n}-player hand of {hand} may hold fewer than {tokens} cards a token can go on (E2)</source>
        <translation>{near_cards} korttia nimeää pisteitä, jotka ovat alle {token_distance} polun päässä ruususta: {n} pelaajan {hand} kortin kädessä voi olla alle {tokens} korttia, joille merkin voi asettaa (E2)</translation>
    </message>
    <message>
        <source>{n} country card</source>
        <translation>{n} maakortti</translation>
    </message>
    <message>
        <source>{n} country cards</source>
        <translation>{n} maakorttia</translation>
    </message>
    <message>
        <source>{n} coast country</source>
        <translation>{n} rannikkomaa</translation>
    </message>
    <message>
        <source>{n} coast countries</source>
        <translation>{n} rannikkomaata</translation>
    </message>
    <message>
        <source>{n} ship card</source>
        <translation>{n} laivakortti</translation>
    </message>
    <message>
        <source>{n} ship cards</source>
        <translation>{n} laivakorttia</translation>
    </message>
    <message>
        <source>{n} plane card</source>
        <translation>{n} lentokonekortti</translation>
    </message>
    <message>
        <source>{n} plane cards</source>
        <translation>{n} lentokonekorttia</translation>
    </message>
    <message>
        <source>{n} country</source>
        <translation>{n} maa</translation>
    </message>
    <message>
        <source>{n} countries</source>
        <translation>{n} maata</translation>
    </message>
    <message>
        <source>{n} ring-2 hex</source>
        <translation>{n} 2. kehän heksa</translation>
    </message>
    <message>
        <source>{n} ring-2 hexes</source>
        <translation>{n} 2. kehän heksaa</translation>
    </message>
    <message>
        <source>wrap pair {name_or_id} – {name_or_id2} joins heights {y:g} and {y2:g}</source>
        <translation>reunapari {name_or_id} – {name_or_id2} yhdistää korkeudet {y:g} ja {y2:g}</translation>
    </message>
    <message>
        <source>Blank Expedition network</source>
        <translation>Tyhjä Expedition-verkosto</translation>
    </message>
    <message>
        <source>The compass rose and two destinations, a path to each, two colours and one card per destination, for two players.</source>
        <translation>Kompassiruusu ja kaksi määränpäätä, polku kumpaankin, kaksi väriä ja yksi kortti määränpäätä kohden, kahdelle pelaajalle.</translation>
    </message>
    <message>
        <source>Expedition — World template</source>
        <translation>Expedition — maailma-mallipohja</translation>
    </message>
    <message>
        <source>The default world network of Expedition.</source>
        <translation>Expeditionin oletusmaailmanverkosto.</translation>
    </message>
    <message>
        <source>Blank Journey map</source>
        <translation>Tyhjä Journey-kartta</translation>
    </message>
    <message>
        <source>Two linked countries of one colour group, their cards and two plane cards, for two players: the smallest Journey map that plays.</source>
        <translation>Kaksi yhdistettyä saman väriryhmän maata, niiden kortit ja kaksi lentokonekorttia, kahdelle pelaajalle: pienin pelattava Journey-kartta.</translation>
    </message>
    <message>
        <source>Journey — Europe template</source>
        <translation>Journey — Eurooppa-mallipohja</translation>
    </message>
    <message>
        <source>The default Journey map: 42 countries of Europe.</source>
        <translation>Journeyn oletuskartta: Euroopan 42 maata.</translation>
    </message>
    <message>
        <source>Blank Trails board</source>
        <translation>Tyhjä Trails-lauta</translation>
    </message>
    <message>
        <source>One two-player board of the rulebook&apos;s shape (every terrain drawn at setup), two terrains and a small deck.</source>
        <translation>Yksi kahden pelaajan lauta sääntökirjan muotoisena (kaikki maastot arvotaan alussa), kaksi maastoa ja pieni pakka.</translation>
    </message>
    <message>
        <source>Trails template</source>
        <translation>Trails-mallipohja</translation>
    </message>
    <message>
        <source>The default Trails tile set and its boards for 2 to 5 players.</source>
        <translation>Trailsin oletuslaattasarja ja sen laudat 2–5 pelaajalle.</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>pakka</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>säännöt</translation>
    </message>
    <message>
        <source>the tile set</source>
        <translation>palasarja</translation>
    </message>
    <message>
        <source>the pack</source>
        <translation>paketti</translation>
    </message>
    <message>
        <source>{colour} plane card {number}</source>
        <translation>lentokonekortti {number}: {colour}</translation>
    </message>
    <message>
        <source>{list} {number}</source>
        <translation>{list} {number}</translation>
    </message>
    <message>
        <source>card of {point}</source>
        <translation>kohdekortti: {point}</translation>
    </message>
    <message>
        <source>{country} card</source>
        <translation>maakortti: {country}</translation>
    </message>
    <message>
        <source>{sea} ship card {number}</source>
        <translation>laivakortti {number}: {sea}</translation>
    </message>
    <message>
        <source>the pack&apos;s {field}</source>
        <translation>paketin {field}</translation>
    </message>
    <message>
        <source>link {a} – {b}</source>
        <translation>yhteys {a} – {b}</translation>
    </message>
    <message>
        <source>border {a} – {b} (not linked)</source>
        <translation>raja {a} – {b} (ei yhteyttä)</translation>
    </message>
    <message>
        <source>path {a} – {b}</source>
        <translation>polku {a} – {b}</translation>
    </message>
    <message>
        <source>wrap pair {a} – {b}</source>
        <translation>reunapari {a} – {b}</translation>
    </message>
    <message>
        <source>{terrain} tiles</source>
        <translation>palat: {terrain}</translation>
    </message>
    <message>
        <source>{country} card 2</source>
        <translation>maakortti 2: {country}</translation>
    </message>
    <message>
        <source>the {list}</source>
        <translation>{list}</translation>
    </message>
    <message>
        <source>{field} (rules)</source>
        <translation>{field} (säännöt)</translation>
    </message>
    <message>
        <source>hex ({q}, {r}) of {board}</source>
        <translation>heksa ({q}, {r}): {board}</translation>
    </message>
    <message>
        <source>slot {slot} {card}</source>
        <translation>paikka {slot} {card}</translation>
    </message>
    <message>
        <source>on the {sea} coast</source>
        <translation>meren {sea} rannikolla</translation>
    </message>
    <message>
        <source>{colour} like the plane</source>
        <translation>samaa väriä ({colour}) kuin lentokone</translation>
    </message>
    <message>
        <source>{off} is not {where}</source>
        <translation>{off} ei ole {where}</translation>
    </message>
    <message>
        <source>slot {slot} (empty)</source>
        <translation>paikka {slot} (tyhjä)</translation>
    </message>
    <message>
        <source>a {transport} must join two different countries</source>
        <translation>kulkuneuvon ({transport}) on yhdistettävä kaksi eri maata</translation>
    </message>
    <message>
        <source>{off} and {off2} are not {where}</source>
        <translation>{off} ja {off2} eivät ole {where}</translation>
    </message>
    <message>
        <source>the holder has {n} cards; a journey needs {size}</source>
        <translation>telineessä on {n} korttia; matkaan tarvitaan {size}</translation>
    </message>
    <message>
        <source>{where}: a journey must start with a country card</source>
        <translation>{where}: matkan on alettava maakortilla</translation>
    </message>
    <message>
        <source>{where}: a journey must end with a country card</source>
        <translation>{where}: matkan on päätyttävä maakorttiin</translation>
    </message>
    <message>
        <source>ship ({sea})</source>
        <translation>laiva ({sea})</translation>
    </message>
    <message>
        <source>plane ({colour})</source>
        <translation>lentokone ({colour})</translation>
    </message>
    <message>
        <source>slot {slot} is empty</source>
        <translation>paikka {slot} on tyhjä</translation>
    </message>
    <message>
        <source>{a} → {b}: the two cards of one country may not be next to each other</source>
        <translation>{a} → {b}: saman maan kaksi korttia eivät saa olla vierekkäin</translation>
    </message>
    <message>
        <source>{a} → {b}: two transport cards next to each other never connect</source>
        <translation>{a} → {b}: kaksi vierekkäistä kulkuneuvokorttia eivät koskaan yhdistä</translation>
    </message>
    <message>
        <source>{a} → {b}: no land, ferry or bridge connection</source>
        <translation>{a} → {b}: ei maa-, lautta- eikä siltayhteyttä</translation>
    </message>
    <message>
        <source>{a} → {b} → {c}: {why}</source>
        <translation>{a} → {b} → {c}: {why}</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A game did not load: {problems}</source>
        <translation>Peli ei latautunut: {problems}</translation>
    </message>
    <message>
        <source>Not in this build: {names} template</source>
        <translation>Ei tässä versiossa: mallipohja {names}</translation>
    </message>
    <message>
        <source>Opening packs…</source>
        <translation>Avataan paketteja…</translation>
    </message>
</context>
<context>
    <name>pack_actions</name>
    <message>
        <source>Boardcraft content packs (*.bcpack);;All files (*)</source>
        <translation>Boardcraft-sisältöpaketit (*.bcpack);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>PDF-asiakirjat (*.pdf);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Card tables (*.csv *.xlsx);;CSV tables (*.csv);;Excel workbooks (*.xlsx)</source>
        <translation>Korttitaulukot (*.csv *.xlsx);;CSV-taulukot (*.csv);;Excel-työkirjat (*.xlsx)</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG images (*.svg)</source>
        <translation>PNG-kuvat (*.png);;SVG-kuvat (*.svg)</translation>
    </message>
    <message>
        <source>New pack id</source>
        <translation>Uuden paketin tunnus</translation>
    </message>
    <message>
        <source>This pack is a copy of &apos;{id}&apos;. Give it its own id (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;), so it is not mistaken for the original:</source>
        <translation>Tämä paketti on kopio paketista &apos;{id}&apos;. Anna sille oma tunnus (pieniä kirjaimia, numeroita, &apos;-&apos; ja &apos;_&apos;), jottei sitä sekoiteta alkuperäiseen:</translation>
    </message>
    <message>
        <source>Not a pack id</source>
        <translation>Ei kelvollinen paketin tunnus</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an id: use lower-case letters, digits, &apos;-&apos; and &apos;_&apos;, starting with a letter or digit, at most 64 characters.</source>
        <translation>&apos;{text}&apos; ei ole tunnus: käytä pieniä kirjaimia, numeroita, &apos;-&apos; ja &apos;_&apos;, alussa kirjain tai numero, enintään 64 merkkiä.</translation>
    </message>
    <message>
        <source>Set pack id</source>
        <translation>Aseta paketin tunnus</translation>
    </message>
    <message>
        <source>{name} has 1 error that the rules cannot play with (see the Problems panel). Whoever imports the pack will see it. Export it anyway?</source>
        <translation>Paketissa {name} on 1 virhe, jonka kanssa sääntöjä ei voi pelata (katso Ongelmat-paneeli). Paketin tuova näkee sen. Viedäänkö paketti silti?</translation>
    </message>
    <message>
        <source>{name} has {n} errors that the rules cannot play with (see the Problems panel). Whoever imports the pack will see them. Export it anyway?</source>
        <translation>Paketissa {name} on {n} virhettä, joiden kanssa sääntöjä ei voi pelata (katso Ongelmat-paneeli). Paketin tuova näkee ne. Viedäänkö paketti silti?</translation>
    </message>
    <message>
        <source>Export pack</source>
        <translation>Vie paketti</translation>
    </message>
    <message>
        <source>Include the print-and-play sheets (a PDF of the cards and the board) in the pack file?</source>
        <translation>Liitetäänkö pakettitiedostoon tulostettavat arkit (PDF korteista ja pelilaudasta)?</translation>
    </message>
    <message>
        <source>Cannot export the pack</source>
        <translation>Pakettia ei voi viedä</translation>
    </message>
    <message>
        <source>Exported {written} with its print-and-play sheets on {paper}</source>
        <translation>{written} viety, mukana tulosta ja pelaa -arkit paperille {paper}</translation>
    </message>
    <message>
        <source>Exported {written}</source>
        <translation>Viety {written}</translation>
    </message>
    <message>
        <source>Import pack</source>
        <translation>Tuo paketti</translation>
    </message>
    <message>
        <source>Cannot import the pack</source>
        <translation>Pakettia ei voi tuoda</translation>
    </message>
    <message>
        <source>Import the content pack?</source>
        <translation>Tuodaanko sisältöpaketti?</translation>
    </message>
    <message>
        <source>{file} is a content pack file (.bcpack) holding &apos;{name}&apos;. The studio edits the pack once it is imported into a folder of yours.

Import it now?</source>
        <translation>{file} on sisältöpakettitiedosto (.bcpack), jossa on &apos;{name}&apos;. Studio muokkaa pakettia, kun se on tuotu johonkin kansioosi.

Tuodaanko se nyt?</translation>
    </message>
    <message>
        <source>Import &apos;{name}&apos; into folder</source>
        <translation>Tuo &apos;{name}&apos; kansioon</translation>
    </message>
    <message>
        <source>Replace the files?</source>
        <translation>Korvataanko tiedostot?</translation>
    </message>
    <message>
        <source>{folder} already holds:

{names}

Replace them with the imported pack?</source>
        <translation>Kansiossa {folder} on jo:

{names}

Korvataanko ne tuodulla paketilla?</translation>
    </message>
    <message>
        <source>File open in a tab</source>
        <translation>Tiedosto on auki välilehdessä</translation>
    </message>
    <message>
        <source>{name} is open in a tab: close it first.</source>
        <translation>{name} on auki välilehdessä: sulje se ensin.</translation>
    </message>
    <message>
        <source>Imported {name} into {folder}</source>
        <translation>{name} tuotu kansioon {folder}</translation>
    </message>
    <message>
        <source>Open a pack first: its card set is what a table holds</source>
        <translation>Avaa ensin paketti: taulukkoon tulee sen korttisarja</translation>
    </message>
    <message>
        <source>This game has no card set to write as a table.</source>
        <translation>Tässä pelissä ei ole korttisarjaa, jonka voisi kirjoittaa taulukoksi.</translation>
    </message>
    <message>
        <source>Export cards</source>
        <translation>Vie kortit</translation>
    </message>
    <message>
        <source>Cannot export the cards</source>
        <translation>Kortteja ei voi viedä</translation>
    </message>
    <message>
        <source>Exported {n} rows of cards to {file}</source>
        <translation>Vietiin {n} korttiriviä tiedostoon {file}</translation>
    </message>
    <message>
        <source>Import cards</source>
        <translation>Tuo kortit</translation>
    </message>
    <message>
        <source>
… and {n} more</source>
        <translation>
… ja {n} muuta</translation>
    </message>
    <message>
        <source>Cannot import the cards</source>
        <translation>Kortteja ei voi tuoda</translation>
    </message>
    <message>
        <source>{file} was not taken in; the pack is unchanged.

{problems}{more}</source>
        <translation>Tiedostoa {file} ei otettu käyttöön; paketti on ennallaan.

{problems}{more}</translation>
    </message>
    <message>
        <source>{file} holds the same cards as the pack: nothing changed</source>
        <translation>Tiedostossa {file} on samat kortit kuin paketissa: mikään ei muuttunut</translation>
    </message>
    <message>
        <source>Imported {n} rows of cards from {file} (Ctrl+Z undoes it)</source>
        <translation>Tuotiin {n} korttiriviä tiedostosta {file} (Ctrl+Z kumoaa)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Tulostuksen esikatselu</translation>
    </message>
    <message>
        <source>{name} — print and play</source>
        <translation>{name} — tulosta ja pelaa</translation>
    </message>
    <message>
        <source>Print preview: {name} ({count} pages)</source>
        <translation>Tulostuksen esikatselu: {name} ({count} sivua)</translation>
    </message>
    <message>
        <source>Print and play</source>
        <translation>Tulosta ja pelaa</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Paperi:</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Cannot write the PDF</source>
        <translation>PDF:ää ei voi kirjoittaa</translation>
    </message>
    <message>
        <source>Wrote {target}</source>
        <translation>Kirjoitettu {target}</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Vie kuva</translation>
    </message>
    <message>
        <source>Resolution (pixels per inch at print size):</source>
        <translation>Tarkkuus (pikseliä tuumalle tulostuskoossa):</translation>
    </message>
    <message>
        <source>Cannot export the image</source>
        <translation>Kuvaa ei voi viedä</translation>
    </message>
    <message>
        <source>Wrote {typed} ({w} x {h})</source>
        <translation>Kirjoitettu {typed} ({w} x {h})</translation>
    </message>
</context>
<context>
    <name>problems_panel</name>
    <message>
        <source>{message} (the pack would not load)</source>
        <translation>{message} (paketti ei latautuisi)</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <source>Drawn by Boardcraft Studio</source>
        <extracomment>Device pixels a pixel of the items drawn as pixmaps on screen (a Journey country&apos;s disc and name) in a picture drawn as pixels at 288 dots an inch. Prints and SVGs need none: there the items draw themselves as shapes and text (``app.boards.base.paints_vectors``). Background of a board picture. Largest PNG drawn in one piece; larger ones are drawn and written in bands of rows.</extracomment>
        <translation>Piirtänyt Boardcraft Studio</translation>
    </message>
    <message>
        <source>Sea: </source>
        <translation>Meri: </translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Maa</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Laiva</translation>
    </message>
    <message>
        <source>Coast: {count} countries</source>
        <translation>Rannikko: {count} maata</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Lentokone</translation>
    </message>
    <message>
        <source>Fly to any {name} country</source>
        <translation>Lennä mihin tahansa maahan: {name}</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>pelaaja {n}</translation>
    </message>
    <message>
        <source>Card holder, player {n} (slots to lay in a row)</source>
        <translation>Korttiteline, pelaaja {n} (paikat asetetaan riviin)</translation>
    </message>
    <message>
        <source>Any colour: pays for every terrain</source>
        <translation>Mikä tahansa väri: kelpaa jokaiseen maastoon</translation>
    </message>
    <message>
        <source>Pays for: </source>
        <translation>Maksaa: </translation>
    </message>
    <message>
        <source>Route card</source>
        <translation>Reittikortti</translation>
    </message>
    <message>
        <source>Route pieces in the supply (or matchsticks)</source>
        <translation>Reittipalikat varastoon (tai tulitikkuja)</translation>
    </message>
    <message>
        <source>Girls</source>
        <translation>Tyttönappulat</translation>
    </message>
    <message>
        <source>Girl</source>
        <translation>Tyttö</translation>
    </message>
    <message>
        <source>Men (one per player)</source>
        <translation>Ukot (yksi pelaajaa kohden)</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Pelaaja {n}</translation>
    </message>
    <message>
        <source>Markers: player {n}</source>
        <translation>Pelaajavärimerkit: pelaaja {n}</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Kohde</translation>
    </message>
    <message>
        <source>Compass rose</source>
        <translation>Kompassiruusu</translation>
    </message>
    <message>
        <source>Kind: {kind} ({kind2})</source>
        <translation>Laji: {kind} ({kind2})</translation>
    </message>
    <message>
        <source>Tokens: player {n}</source>
        <translation>Merkit: pelaaja {n}</translation>
    </message>
    <message>
        <source>Tickets ({n} a player to start, as many again in the supply)</source>
        <translation>Liput ({n} kullekin pelaajalle alussa, saman verran lisää varastoon)</translation>
    </message>
    <message>
        <source>Ticket</source>
        <translation>Lippu</translation>
    </message>
    <message>
        <source>Country cards</source>
        <translation>Maakortit</translation>
    </message>
    <message>
        <source>Ship cards: {name}</source>
        <translation>Laivakortit: {name}</translation>
    </message>
    <message>
        <source>Plane cards: {name}</source>
        <translation>Lentokonekortit: {name}</translation>
    </message>
    <message>
        <source>Route cards: {name}</source>
        <translation>Reittikortit: {name}</translation>
    </message>
    <message>
        <source>Terrain tiles: {name}</source>
        <translation>Maastopalat: {name}</translation>
    </message>
    <message>
        <source>Destination cards</source>
        <translation>Kohdekortit</translation>
    </message>
    <message>
        <source>Arrows: {name}</source>
        <translation>Nuolet: {name}</translation>
    </message>
    <message>
        <source>{game} pack &apos;{id}&apos;, version {version}{by} — print and play</source>
        <translation>{game}-paketti &apos;{id}&apos;, versio {version}{by} — tulosta ja pelaa</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Osat</translation>
    </message>
    <message>
        <source>{label} — one sheet</source>
        <translation>{label} — yksi arkki</translation>
    </message>
    <message>
        <source>page {n}</source>
        <extracomment>Papers the pages are laid out on. Nothing is printed nearer the paper&apos;s edge than this, in millimetres. Page margin of text pages and map sheets, in millimetres. Overlap of neighbouring map sheets, in millimetres. Most sheets a board is spread over; a larger board is printed smaller. A board too large for print size on ``MAX_SHEETS`` sheets may be printed this much smaller than the largest scale they allow, on sheets it fills better. Most a board is enlarged to fill its sheets, times print size. Card trim size and the largest bleed, in millimetres (nine to an A4 or Letter page; the bleed is narrower where the paper is short, 2.5 mm on Letter). Length of a cut mark and its gap from the trim line, in millimetres. Height of a page&apos;s footer line, in millimetres (its foot at ``SAFE_MM``). Gutter between printed pieces, in millimetres.</extracomment>
        <translation>sivu {n}</translation>
    </message>
    <message>
        <source>pages {first}–{last}</source>
        <translation>sivut {first}–{last}</translation>
    </message>
    <message>
        <source>pages {list}</source>
        <translation>sivut {list}</translation>
    </message>
    <message>
        <source>{name} — {what} — page {n} of {total}</source>
        <translation>{name} — {what} — sivu {n}/{total}</translation>
    </message>
    <message>
        <source> by {author}</source>
        <translation>, tekijä {author}</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Print at 100 % (no &quot;fit to page&quot;) on {paper} paper.</source>
        <translation>Tulosta 100 %:n koossa (ei ”sovita sivulle”) {paper}-paperille.</translation>
    </message>
    <message>
        <source>Cards are {w:g} × {h:g} mm with {bleed:g} mm bleed. Each card sheet is followed by its backs: print double-sided, flipping on the long edge (or glue each back sheet onto its front sheet), then cut along the marks in the margins.</source>
        <translation>Kortit ovat {w:g} × {h:g} mm, leikkuuvara {bleed:g} mm. Jokaista korttiarkkia seuraa sen taustapuolten arkki: tulosta kaksipuolisesti pitkän reunan ympäri kääntäen (tai liimaa taustapuolten arkki etupuolten arkin taakse) ja leikkaa sitten reunojen merkkejä pitkin.</translation>
    </message>
    <message>
        <source>Pieces: cut along their outlines; fold the pawns along the dashed line so they stand.</source>
        <translation>Nappulat: leikkaa ääriviivoja pitkin; taita pelinappulat katkoviivan kohdalta, niin ne seisovat.</translation>
    </message>
    <message>
        <source>Map sheets overlap by {overlap:g} mm: trim the shaded overlap off one sheet along its dashed line and line the crosses up with the next sheet&apos;s (the letters and numbers say which goes where). Boards are printed at {scale:.0f} % of print size, and the tiles and pieces fit them.</source>
        <translation>Kartta-arkit menevät {overlap:g} mm päällekkäin: leikkaa varjostettu limitys pois toisesta arkista sen katkoviivaa pitkin ja kohdista ristit seuraavan arkin risteihin (kirjaimet ja numerot kertovat, mikä tulee mihinkin). Pelilaudat tulostetaan {scale:.0f} %:n kokoon tulostuskoosta, ja palat ja nappulat sopivat niihin.</translation>
    </message>
    <message>
        <source>components</source>
        <translation>osat</translation>
    </message>
    <message>
        <source>card backs, sheet {sheet} of {sheets} (behind the fronts of page {front})</source>
        <translation>korttien taustat, arkki {sheet}/{sheets} (sivun {front} etupuolten takana)</translation>
    </message>
    <message>
        <source>cards, sheet {sheet} of {sheets}; its backs are on the next page</source>
        <translation>kortit, arkki {sheet}/{sheets}; taustat ovat seuraavalla sivulla</translation>
    </message>
    <message>
        <source>{what} — {count}</source>
        <translation>{what} — {count}</translation>
    </message>
    <message>
        <source>{what} — {first}–{last} of {count}</source>
        <translation>{what} — {first}–{last}/{count}</translation>
    </message>
    <message>
        <source>pieces — cut along the outlines</source>
        <translation>nappulat — leikkaa ääriviivoja pitkin</translation>
    </message>
    <message>
        <source>{chr}{arg1} goes on the right</source>
        <translation>{chr}{arg1} tulee oikealle</translation>
    </message>
    <message>
        <source>{chr}{arg1} goes below</source>
        <translation>{chr}{arg1} tulee alle</translation>
    </message>
    <message>
        <source>{label} — sheet {name} (row {arg4} of {rows}, column {arg8} of {cols}){join}</source>
        <translation>{label} — arkki {name} (rivi {arg4}/{rows}, sarake {arg8}/{cols}){join}</translation>
    </message>
    <message>
        <source>{label}, {cols} × {rows} sheets, scale {scale:.0f} %</source>
        <translation>{label}, {cols} × {rows} arkkia, mittakaava {scale:.0f} %</translation>
    </message>
    <message>
        <source>{pages}, fronts and backs</source>
        <translation>{pages}, etu- ja taustapuolet</translation>
    </message>
    <message>
        <source>Board for {players} players</source>
        <translation>Pelilauta {players} pelaajalle</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Kartta</translation>
    </message>
    <message>
        <source>Network map</source>
        <translation>Verkkokartta</translation>
    </message>
    <message>
        <source>{name} — print and play</source>
        <translation>{name} — tulosta ja pelaa</translation>
    </message>
    <message>
        <source>Boardcraft Studio</source>
        <translation>Boardcraft Studio</translation>
    </message>
    <message>
        <source>{label}: sheets</source>
        <translation>{label}: arkit</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>tokens recovered</source>
        <translation>takaisin saadut merkit</translation>
    </message>
    <message>
        <source>{point} card</source>
        <translation>kortti: {point}</translation>
    </message>
    <message>
        <source>{element} {number}</source>
        <translation>{element} {number}</translation>
    </message>
    <message>
        <source>not an Expedition move: {what}</source>
        <translation>ei Expedition-siirto: {what}</translation>
    </message>
    <message>
        <source>{winners} share the win with more tickets: {most} each against {fewer} (E15)</source>
        <translation>{winners} jakavat voiton useammalla lipulla: {most} kullakin, muilla {fewer} (E15)</translation>
    </message>
    <message>
        <source>{winner} wins with more tickets: {most} against {fewer} (E15)</source>
        <translation>{winner} voittaa useammalla lipulla: {most}, toisella {fewer} (E15)</translation>
    </message>
    <message>
        <source>that move is not allowed now</source>
        <translation>siirto ei ole nyt sallittu</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>peli on päättynyt</translation>
    </message>
    <message>
        <source>a card must be drawn first</source>
        <translation>ensin on nostettava kortti</translation>
    </message>
    <message>
        <source>no card is being drawn now</source>
        <translation>korttia ei nyt nosteta</translation>
    </message>
    <message>
        <source>that point already holds a token</source>
        <translation>pisteessä on jo merkki</translation>
    </message>
    <message>
        <source>choose a hand card to give up and one of the drawn cards</source>
        <translation>valitse luovutettava käsikortti ja yksi nostetuista korteista</translation>
    </message>
    <message>
        <source>that ticket use is not possible now</source>
        <translation>lippua ei voi nyt käyttää näin</translation>
    </message>
    <message>
        <source>choose where the looping expedition restarts</source>
        <translation>valitse, mistä silmukan tehnyt retkikunta jatkaa</translation>
    </message>
    <message>
        <source>you must play your arrow first</source>
        <translation>sinun on ensin pelattava nuolesi</translation>
    </message>
    <message>
        <source>no expedition is looping</source>
        <translation>mikään retkikunta ei ole tehnyt silmukkaa</translation>
    </message>
    <message>
        <source>an arrow runs along its path to the point at the path&apos;s other end</source>
        <translation>nuoli kulkee polkuaan pitkin polun toisessa päässä olevaan pisteeseen</translation>
    </message>
    <message>
        <source>{card} is not in the deck</source>
        <translation>{card} ei ole pakassa</translation>
    </message>
    <message>
        <source>players are placing their tokens</source>
        <translation>pelaajat asettavat merkkejään</translation>
    </message>
    <message>
        <source>a token goes on the point of a destination card in your hand</source>
        <translation>merkki asetetaan kädessäsi olevan kohdekortin pisteeseen</translation>
    </message>
    <message>
        <source>a token must be at least {token_distance} paths from the compass rose</source>
        <translation>merkin on oltava vähintään {token_distance} polun päässä kompassiruususta</translation>
    </message>
    <message>
        <source>each player places {tokens} tokens</source>
        <translation>kukin pelaaja asettaa {tokens} merkkiä</translation>
    </message>
    <message>
        <source>you have no ticket left</source>
        <translation>sinulla ei ole lippuja jäljellä</translation>
    </message>
    <message>
        <source>at most {tickets_per_turn} tickets per turn</source>
        <translation>enintään {tickets_per_turn} lippua vuorossa</translation>
    </message>
    <message>
        <source>there is no {colour} expedition</source>
        <translation>retkikuntaa {colour} ei ole</translation>
    </message>
    <message>
        <source>you owe no arrow now (a ticket gives one more)</source>
        <translation>sinulla ei ole nyt pelattavaa nuolta (lippu antaa yhden lisää)</translation>
    </message>
    <message>
        <source>the loop&apos;s extra arrow must be {colour_ids}</source>
        <translation>silmukan lisänuolen on oltava {colour_ids}</translation>
    </message>
    <message>
        <source>no {colour} arrows are left</source>
        <translation>nuolia {colour} ei ole jäljellä</translation>
    </message>
    <message>
        <source>there is no such path</source>
        <translation>tällaista polkua ei ole</translation>
    </message>
    <message>
        <source>an arrow continues the expedition from its head</source>
        <translation>nuoli jatkaa retkikuntaa sen kärjestä</translation>
    </message>
    <message>
        <source>an expedition may never use the same path twice</source>
        <translation>retkikunta ei saa koskaan käyttää samaa polkua kahdesti</translation>
    </message>
    <message>
        <source>Destinations reached</source>
        <translation>Saavutetut määränpäät</translation>
    </message>
    <message>
        <source>Cards still in hand</source>
        <translation>Kortit yhä kädessä</translation>
    </message>
    <message>
        <source>Tokens recovered</source>
        <translation>Takaisin saadut merkit</translation>
    </message>
    <message>
        <source>Tokens left on the board</source>
        <translation>Laudalle jääneet merkit</translation>
    </message>
    <message>
        <source>the {colour} expedition has no arrow on the board to take back</source>
        <translation>{colour} retkikunnalla ei ole laudalla nuolta otettavaksi takaisin</translation>
    </message>
    <message>
        <source>an expedition may not go straight back</source>
        <translation>retkikunta ei saa palata suoraan takaisin</translation>
    </message>
    <message>
        <source>{card} is turned up in the market</source>
        <translation>{card} käännetään pöytään</translation>
    </message>
    <message>
        <source>{who} plays a {colour} arrow to {point}</source>
        <translation>{who} pelaa nuolen {colour} pisteeseen {point}</translation>
    </message>
    <message>
        <source>{who} restarts {colour} from {point}</source>
        <translation>{who} jatkaa retkikuntaa {colour} pisteestä {point}</translation>
    </message>
    <message>
        <source>{who} places a token on {point}</source>
        <translation>{who} asettaa merkin pisteeseen {point}</translation>
    </message>
    <message>
        <source>{who} draws a card for a swap</source>
        <translation>{who} nostaa kortin vaihtoa varten</translation>
    </message>
    <message>
        <source>{who} swaps a card</source>
        <translation>{who} vaihtaa kortin</translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation>{who} lopettaa vuoronsa</translation>
    </message>
    <message>
        <source>{who} plays an {colour} arrow to {point}</source>
        <translation>{who} pelaa nuolen {colour} pisteeseen {point}</translation>
    </message>
    <message>
        <source>{who} spends a ticket: one more arrow</source>
        <translation>{who} käyttää lipun: yksi nuoli lisää</translation>
    </message>
    <message>
        <source>{who} spends a ticket to take back the last {colour} arrow</source>
        <translation>{who} käyttää lipun ottaakseen takaisin viimeisen nuolen {colour}</translation>
    </message>
    <message>
        <source>{who} draws two cards for a swap</source>
        <translation>{who} nostaa kaksi korttia vaihtoa varten</translation>
    </message>
    <message>
        <source>A card is dealt to {who}</source>
        <translation>Pelaajalle {who} jaetaan kortti</translation>
    </message>
    <message>
        <source>A card is drawn for {who}&apos;s swap</source>
        <translation>Pelaajan {who} vaihtoa varten nostetaan kortti</translation>
    </message>
    <message>
        <source>{country} card</source>
        <translation>kortti: {country}</translation>
    </message>
    <message>
        <source>{sea} ship</source>
        <translation>laiva: {sea}</translation>
    </message>
    <message>
        <source>{colour} plane</source>
        <translation>lentokone: {colour}</translation>
    </message>
    <message>
        <source>not a Journey move: {why}</source>
        <translation>ei Journey-siirto: {why}</translation>
    </message>
    <message>
        <source>the first player is being chosen</source>
        <translation>aloittajaa valitaan</translation>
    </message>
    <message>
        <source>a setup card is being dealt</source>
        <translation>aloituskorttia jaetaan</translation>
    </message>
    <message>
        <source>the dealt card must be put into an empty slot</source>
        <translation>jaettu kortti on pantava tyhjään paikkaan</translation>
    </message>
    <message>
        <source>a card is being turned face up onto a discard pile</source>
        <translation>korttia käännetään kuvapuoli ylöspäin poistopinoon</translation>
    </message>
    <message>
        <source>the player must first draw one card</source>
        <translation>pelaajan on ensin nostettava yksi kortti</translation>
    </message>
    <message>
        <source>a card is being drawn from the draw pile</source>
        <translation>korttia nostetaan nostopakasta</translation>
    </message>
    <message>
        <source>the drawn card must replace a holder card or be discarded</source>
        <translation>nostetun kortin on korvattava telineen kortti tai se on poistettava</translation>
    </message>
    <message>
        <source>{task}, not &apos;{move}&apos;</source>
        <translation>{task}, ei &apos;{move}&apos;</translation>
    </message>
    <message>
        <source>there is no seat {seat}</source>
        <translation>pelaajaa {seat} ei ole</translation>
    </message>
    <message>
        <source>there is no slot {slot}</source>
        <translation>paikkaa {slot} ei ole</translation>
    </message>
    <message>
        <source>slot {slot} already holds a card; choose an empty slot</source>
        <translation>paikassa {slot} on jo kortti; valitse tyhjä paikka</translation>
    </message>
    <message>
        <source>there is no discard pile {k}</source>
        <translation>poistopinoa {k} ei ole</translation>
    </message>
    <message>
        <source>discard pile {k} is empty</source>
        <translation>poistopino {k} on tyhjä</translation>
    </message>
    <message>
        <source>discard pile {empty} is empty: the discard must go onto it</source>
        <translation>poistopino {empty} on tyhjä: poistettava kortti on pantava siihen</translation>
    </message>
    <message>
        <source>{card} is not in the draw pile</source>
        <translation>{card} ei ole nostopakassa</translation>
    </message>
    <message>
        <source>the game is over; &apos;{move}&apos; cannot be played</source>
        <translation>peli on päättynyt; siirtoa &apos;{move}&apos; ei voi pelata</translation>
    </message>
    <message>
        <source>the draw pile is empty and no card lay under the discard tops to refill it: take a discard instead</source>
        <translation>nostopakka on tyhjä, eikä poistopinojen päällimmäisten alla ollut kortteja sen täyttämiseen: ota kortti poistopinosta</translation>
    </message>
    <message>
        <source>a {colour} plane</source>
        <translation>lentokone ({colour})</translation>
    </message>
    <message>
        <source>a {sea} ship</source>
        <translation>laiva ({sea})</translation>
    </message>
    <message>
        <source>an {colour} plane</source>
        <translation>lentokone ({colour})</translation>
    </message>
    <message>
        <source>{who} tries a {kind} move that is not legal here</source>
        <translation>{who} yrittää siirtoa ({kind}), joka ei ole tässä sallittu</translation>
    </message>
    <message>
        <source>{who} plays first</source>
        <translation>{who} aloittaa</translation>
    </message>
    <message>
        <source>{text}; {note}</source>
        <translation>{text}; {note}</translation>
    </message>
    <message>
        <source>an {sea} ship</source>
        <translation>laiva ({sea})</translation>
    </message>
    <message>
        <source>{card} is turned up on discard pile {pile}</source>
        <translation>{card} käännetään poistopinoon {pile}</translation>
    </message>
    <message>
        <source>the discards under the tops are shuffled into a new draw pile of {n} cards</source>
        <translation>päällimmäisten alla olevat poistetut kortit sekoitetaan uudeksi {n} kortin nostopakaksi</translation>
    </message>
    <message>
        <source>{who} is dealt a card</source>
        <translation>Pelaajalle {who} jaetaan kortti</translation>
    </message>
    <message>
        <source>a complete journey: {who} wins</source>
        <translation>valmis matka: {who} voittaa</translation>
    </message>
    <message>
        <source>{n} rounds played: the game ends with no winner</source>
        <translation>{n} kierrosta pelattu: peli päättyy ilman voittajaa</translation>
    </message>
    <message>
        <source>nothing is left to draw: the game ends with no winner</source>
        <translation>mitään ei ole enää nostettavana: peli päättyy ilman voittajaa</translation>
    </message>
    <message>
        <source>{who} gets the draw pile&apos;s last card</source>
        <translation>{who} saa nostopakan viimeisen kortin</translation>
    </message>
    <message>
        <source>{who} gets a card from the draw pile</source>
        <translation>{who} saa kortin nostopakasta</translation>
    </message>
    <message>
        <source>{who} puts the card in slot {slot}</source>
        <translation>{who} panee kortin paikkaan {slot}</translation>
    </message>
    <message>
        <source>{who} draws a card</source>
        <translation>{who} nostaa kortin</translation>
    </message>
    <message>
        <source>{who} takes {card} from discard pile {pile}</source>
        <translation>{who} ottaa kortin {card} poistopinosta {pile}</translation>
    </message>
    <message>
        <source>{who} puts the card in slot {slot} and discards {card} onto pile {pile}</source>
        <translation>{who} panee kortin paikkaan {slot} ja poistaa kortin {card} pinoon {pile}</translation>
    </message>
    <message>
        <source>{who} discards {card} onto pile {pile}</source>
        <translation>{who} poistaa kortin {card} pinoon {pile}</translation>
    </message>
    <message>
        <source>{a} → {b}</source>
        <translation>{a} → {b}</translation>
    </message>
    <message>
        <source>A complete journey</source>
        <translation>Valmis matka</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is refused by {rule}, as expected</source>
        <translation>&apos;{move}&apos; on kielletty säännöllä {rule}, kuten odotettiin</translation>
    </message>
    <message>
        <source> (the game is over)</source>
        <translation> (peli on päättynyt)</translation>
    </message>
    <message>
        <source>its record is a game of {game}</source>
        <translation>sen pöytäkirja on pelistä {game}</translation>
    </message>
    <message>
        <source>its record is a game of {players} players; the pack plays {low} to {high}</source>
        <translation>sen pöytäkirja on {players} pelaajan peli; pakettia pelaa {low}–{high} pelaajaa</translation>
    </message>
    <message>
        <source>the game ends as expected</source>
        <translation>peli päättyy kuten odotettiin</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; should be legal at the end of the record, but is not{why}</source>
        <translation>&apos;{move}&apos; pitäisi olla sallittu pöytäkirjan lopussa, mutta ei ole{why}</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; should be refused by {rule}, but is legal</source>
        <translation>&apos;{move}&apos; pitäisi kieltää säännöllä {rule}, mutta se on sallittu</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; should be refused by {rule}, but is refused by {other}</source>
        <translation>&apos;{move}&apos; pitäisi kieltää säännöllä {rule}, mutta sen kieltää {other}</translation>
    </message>
    <message>
        <source> ({rule}: {reason})</source>
        <translation> ({rule}: {reason})</translation>
    </message>
    <message>
        <source>its record cannot be read: {reason}</source>
        <translation>sen pöytäkirjaa ei voi lukea: {reason}</translation>
    </message>
    <message>
        <source>the game should be over at the end of the record, but it goes on</source>
        <translation>pelin pitäisi olla päättynyt pöytäkirjan lopussa, mutta se jatkuu</translation>
    </message>
    <message>
        <source>the game should end with winners {want_w} ({want_r}), but ends with {got_w} ({got_r})</source>
        <translation>pelin pitäisi päättyä voittajina {want_w} ({want_r}), mutta voittajat ovat {got_w} ({got_r})</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is no move: {reason}</source>
        <translation>&apos;{move}&apos; ei ole siirto: {reason}</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is legal, as expected</source>
        <translation>&apos;{move}&apos; on sallittu, kuten odotettiin</translation>
    </message>
    <message>
        <source>move {n} no longer holds: {reason}</source>
        <translation>siirto {n} ei enää päde: {reason}</translation>
    </message>
    <message>
        <source>Scenario &apos;{name}&apos;: {what}</source>
        <translation>Skenaario &apos;{name}&apos;: {what}</translation>
    </message>
    <message>
        <source>{who} is dealt {n} cards</source>
        <translation>{who} saa {n} korttia</translation>
    </message>
    <message>
        <source>Nothing to undo: no person has moved yet.</source>
        <translation>Ei mitään peruttavaa: kukaan ihminen ei ole vielä siirtänyt.</translation>
    </message>
    <message>
        <source>Nothing to undo: a card or tile was drawn after the last move, and no one may take back what they have seen.</source>
        <translation>Ei mitään peruttavaa: viimeisen siirron jälkeen on nostettu kortti tai laatta, eikä nähtyä voi ottaa takaisin.</translation>
    </message>
    <message>
        <source>Nothing to undo: {name} has moved since.</source>
        <translation>Ei mitään peruttavaa: {name} on siirtänyt sen jälkeen.</translation>
    </message>
    <message>
        <source>Nothing to undo: {name} is at the table now; only {mover} could take back their move, before passing on.</source>
        <translation>Ei mitään peruttavaa: nyt vuorossa on {name}; vain {mover} olisi voinut perua siirtonsa ennen vuoron siirtämistä.</translation>
    </message>
    <message>
        <source>No player is asked to move now: chance and the bots move first.</source>
        <translation>Kenenkään pelaajan ei nyt tarvitse siirtää: sattuma ja botit siirtävät ensin.</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a legal move now.</source>
        <translation>&apos;{move}&apos; ei ole nyt sallittu siirto.</translation>
    </message>
    <message>
        <source>The next step is not a chance step: there is no outcome to choose.</source>
        <translation>Seuraava vaihe ei ole sattumavaihe: valittavaa tulosta ei ole.</translation>
    </message>
    <message>
        <source>&apos;{outcome}&apos; is not one of this chance step&apos;s outcomes.</source>
        <translation>&apos;{outcome}&apos; ei ole tämän sattumavaiheen tulos.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Peli on päättynyt.</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>ensimmäinen pelaaja</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>toinen pelaaja</translation>
    </message>
    <message>
        <source>third player</source>
        <translation>kolmas pelaaja</translation>
    </message>
    <message>
        <source>fourth player</source>
        <translation>neljäs pelaaja</translation>
    </message>
    <message>
        <source>fifth player</source>
        <translation>viides pelaaja</translation>
    </message>
    <message>
        <source>sixth player</source>
        <translation>kuudes pelaaja</translation>
    </message>
    <message>
        <source>seventh player</source>
        <translation>seitsemäs pelaaja</translation>
    </message>
    <message>
        <source>eighth player</source>
        <translation>kahdeksas pelaaja</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>pelaaja {number}</translation>
    </message>
    <message>
        <source>mean plies</source>
        <translation>puolisiirtoja keskimäärin</translation>
    </message>
    <message>
        <source>mean rounds</source>
        <translation>kierroksia keskimäärin</translation>
    </message>
    <message>
        <source>{position} win rate</source>
        <translation>{position}: voittoprosentti</translation>
    </message>
    <message>
        <source>starting player&apos;s win rate</source>
        <translation>aloittavan pelaajan voittoprosentti</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>ei kortteja</translation>
    </message>
    <message>
        <source>This segment costs 1 {cost} and you hold none (a pair of any one colour pays too, T21). Your hand: {held}.</source>
        <translation>Tämä osuus maksaa 1 {cost}, eikä sinulla ole yhtään (myös pari mitä tahansa yhtä väriä käy, T21). Kätesi: {held}.</translation>
    </message>
    <message>
        <source>A pair is two cards of one colour you hold: you hold {n} {colour} (your hand: {held}).</source>
        <translation>Pari on kaksi samanväristä korttia kädestäsi: sinulla on {n} {colour} (kätesi: {held}).</translation>
    </message>
    <message>
        <source>No single card pays for this segment: pay a pair of any one colour (T21). Your hand: {held}.</source>
        <translation>Mikään yksittäinen kortti ei maksa tätä osuutta: maksa pari mitä tahansa yhtä väriä (T21). Kätesi: {held}.</translation>
    </message>
    <message>
        <source>This segment costs 1 {cost}, not {colour} (or a pair of any one colour, T21). Your hand: {held}.</source>
        <translation>Tämä osuus maksaa 1 {cost}, ei {colour} (tai pari mitä tahansa yhtä väriä, T21). Kätesi: {held}.</translation>
    </message>
    <message>
        <source>{winner} wins as the first of them in turn order after {last}, who took the last turn (T36)</source>
        <translation>{winner} voittaa, koska on heistä ensimmäinen vuorojärjestyksessä viimeisen vuoron pelanneen pelaajan {last} jälkeen (T36)</translation>
    </message>
    <message>
        <source>{winner} wins as the first of them in turn order (T36)</source>
        <translation>{winner} voittaa, koska on heistä ensimmäinen vuorojärjestyksessä (T36)</translation>
    </message>
    <message>
        <source>Girl {girl}: marker on top</source>
        <translation>Tyttönappula {girl}: merkki päällimmäisenä</translation>
    </message>
    <message>
        <source>Girl {girl}: markers</source>
        <translation>Tyttönappula {girl}: merkit</translation>
    </message>
    <message>
        <source>Girl {girl}: not the first marker</source>
        <translation>Tyttönappula {girl}: ei ensimmäinen merkki</translation>
    </message>
    <message>
        <source>{bot} win rate</source>
        <translation>{bot}: voittoprosentti</translation>
    </message>
    <message>
        <source>{bot} mean score</source>
        <translation>{bot}: keskipisteet</translation>
    </message>
    <message>
        <source>games ending by {reason}</source>
        <translation>pelit, jotka päättyvät: {reason}</translation>
    </message>
    <message>
        <source>first-player advantage</source>
        <translation>aloittajan etu</translation>
    </message>
    <message>
        <source>girls reached ({players}-player board)</source>
        <translation>saavutetut tyttönappulat ({players} pelaajan lauta)</translation>
    </message>
    <message>
        <source>hex ({q}, {r})</source>
        <translation>heksa ({q}, {r})</translation>
    </message>
    <message>
        <source>{terrain} {where}</source>
        <translation>{where}: {terrain}</translation>
    </message>
    <message>
        <source>This is not a Trails move: {what}.</source>
        <translation>Tämä ei ole Trails-siirto: {what}.</translation>
    </message>
    <message>
        <source>the {terrain} hex ({q},{r})</source>
        <translation>maastoheksa {terrain} ({q},{r})</translation>
    </message>
    <message>
        <source>A {colour} card is turned up in the market</source>
        <translation>Pöytään käännetään kortti ({colour})</translation>
    </message>
    <message>
        <source>{who} builds {what}, paying {cards} {colour}</source>
        <translation>{who} rakentaa: {what}, maksuna {cards} × {colour}</translation>
    </message>
    <message>
        <source>{who}: {move}</source>
        <translation>{who}: {move}</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Sattuma</translation>
    </message>
    <message>
        <source>undrawn</source>
        <translation>arpomaton</translation>
    </message>
    <message>
        <source>Hex ({q},{r}) is {terrain}</source>
        <translation>Heksa ({q},{r}) on {terrain}</translation>
    </message>
    <message>
        <source>Girl {girl} starts on hex ({q},{r})</source>
        <translation>Tyttönappula {girl} aloittaa heksasta ({q},{r})</translation>
    </message>
    <message>
        <source>{who} opens the first auction</source>
        <translation>{who} aloittaa ensimmäisen huutokaupan</translation>
    </message>
    <message>
        <source>{who} puts {hex} up for auction</source>
        <translation>{who} laittaa huutokauppaan: {hex}</translation>
    </message>
    <message>
        <source>{who} bids {amount}</source>
        <translation>{who} tarjoaa {amount}</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} passaa</translation>
    </message>
    <message>
        <source>{who} puts their man on {hex}, the last place, free</source>
        <translation>{who} asettaa ukkonsa maksutta viimeiselle paikalle: {hex}</translation>
    </message>
    <message>
        <source>{who} discards a card down to the hand limit</source>
        <translation>{who} poistaa kortin käsirajaan asti</translation>
    </message>
    <message>
        <source>{who} scraps their unfinished route</source>
        <translation>{who} hylkää keskeneräisen reittinsä</translation>
    </message>
    <message>
        <source>{who} builds nothing</source>
        <translation>{who} ei rakenna mitään</translation>
    </message>
    <message>
        <source>{who} moves girl {girl} counter-clockwise to hex {cell}</source>
        <translation>{who} siirtää tyttönappulan {girl} vastapäivään heksaan {cell}</translation>
    </message>
    <message>
        <source>{who} takes a {colour} card from the market</source>
        <translation>{who} ottaa pöydästä kortin ({colour})</translation>
    </message>
    <message>
        <source>{who} takes all {n} {colour} cards from the market</source>
        <translation>{who} ottaa pöydästä kaikki kortit ({colour}): {n} korttia</translation>
    </message>
    <message>
        <source>{who} takes the top card of the deck</source>
        <translation>{who} ottaa pakan päällimmäisen kortin</translation>
    </message>
    <message>
        <source>{text}, without a piece (the supply is out)</source>
        <translation>{text}, ilman reittipalikkaa (varasto on lopussa)</translation>
    </message>
    <message>
        <source>{text}, and connects to girl {girl}</source>
        <translation>{text} ja yhdistää tyttönappulaan {girl}</translation>
    </message>
    <message>
        <source>{who} discards a card to pay the bid</source>
        <translation>{who} poistaa kortin maksaakseen tarjouksensa</translation>
    </message>
    <message>
        <source>{who} stops building</source>
        <translation>{who} lopettaa rakentamisen</translation>
    </message>
    <message>
        <source>{who} moves girl {girl} clockwise to hex {cell}</source>
        <translation>{who} siirtää tyttönappulan {girl} myötäpäivään heksaan {cell}</translation>
    </message>
    <message>
        <source>{who} takes all {n} {colour} card from the market</source>
        <translation>{who} ottaa pöydästä kaikki kortit ({colour}): {n} kortin</translation>
    </message>
    <message>
        <source>the {terrain} spoke into the centre of hex {cell}</source>
        <translation>säde ({terrain}) heksan {cell} keskipisteeseen</translation>
    </message>
    <message>
        <source>the {terrain} spoke out of the centre of hex {cell}</source>
        <translation>säde ({terrain}) heksan {cell} keskipisteestä</translation>
    </message>
    <message>
        <source>the outer edge of the {terrain} hex {cell}</source>
        <translation>maastoheksan {terrain} {cell} ulkoreuna</translation>
    </message>
    <message>
        <source>the {terrain} edge between {cell} and {cell2}</source>
        <translation>reuna ({terrain}) heksojen {cell} ja {cell2} välillä</translation>
    </message>
    <message>
        <source>the {terrain}–{terrain2} edge between {cell} and {cell2}</source>
        <translation>reuna ({terrain}–{terrain2}) heksojen {cell} ja {cell2} välillä</translation>
    </message>
    <message>
        <source>That move is not possible now ({phase}).</source>
        <translation>Siirto ei ole nyt mahdollinen ({phase}).</translation>
    </message>
    <message>
        <source>A route runs along free segments from its start.</source>
        <translation>Reitti kulkee vapaita osuuksia pitkin alustaan lähtien.</translation>
    </message>
    <message>
        <source>Cards, terrains, girls and the opener are drawn by chance.</source>
        <translation>Kortit, maastot, tyttönappulat ja aloittaja arvotaan.</translation>
    </message>
    <message>
        <source>You can only scrap your unfinished route before building this turn.</source>
        <translation>Voit hylätä keskeneräisen reittisi vain ennen kuin rakennat tällä vuorolla.</translation>
    </message>
    <message>
        <source>You are not in the build step.</source>
        <translation>Et ole rakennusvaiheessa.</translation>
    </message>
    <message>
        <source>That girl may not move there.</source>
        <translation>Tyttönappula ei saa siirtyä sinne.</translation>
    </message>
    <message>
        <source>Take two cards one at a time, or all market cards of one colour.</source>
        <translation>Ota kaksi korttia yksi kerrallaan tai kaikki samanväriset näkyvät kortit.</translation>
    </message>
    <message>
        <source>You discard only down to the hand limit, and only cards you hold.</source>
        <translation>Poistat kortteja vain käsikorttirajaan asti ja vain kädessäsi olevia.</translation>
    </message>
    <message>
        <source>The last player places their man without an auction.</source>
        <translation>Viimeinen pelaaja asettaa ukkonsa ilman huutokauppaa.</translation>
    </message>
    <message>
        <source>Only the last player without a place puts their man down freely.</source>
        <translation>Vain viimeinen pelaaja, jolla ei ole paikkaa, asettaa ukkonsa vapaasti.</translation>
    </message>
    <message>
        <source>The opener puts one hex up at the start of the auction.</source>
        <translation>Aloittaja laittaa huutokaupan alussa yhden heksan tarjolle.</translation>
    </message>
    <message>
        <source>That hex is not free in ring 2 at the required distance from men.</source>
        <translation>Heksa ei ole vapaa 2. kehällä vaaditulla etäisyydellä ukoista.</translation>
    </message>
    <message>
        <source>Raise above the current bid, at most your hand size, or pass.</source>
        <translation>Korota nykyistä tarjousta, enintään käsikorttiesi määrään, tai passaa.</translation>
    </message>
    <message>
        <source>There is no such segment.</source>
        <translation>Tällaista osuutta ei ole.</translation>
    </message>
    <message>
        <source>A segment leads to one of its own two points.</source>
        <translation>Osuus johtaa toiseen omista kahdesta pisteestään.</translation>
    </message>
    <message>
        <source>Each segment holds one route piece in the whole game.</source>
        <translation>Kuhunkin osuuteen mahtuu koko pelin aikana yksi reittipalikka.</translation>
    </message>
    <message>
        <source>A man&apos;s spokes belong to him; no one may build on them.</source>
        <translation>Ukon säteet kuuluvat hänelle; kukaan ei saa rakentaa niille.</translation>
    </message>
    <message>
        <source>That girl already holds the most routes.</source>
        <translation>Tyttönappulaan on jo yhdistetty enimmäismäärä reittejä.</translation>
    </message>
    <message>
        <source>Your hand is at the limit: discarding is over.</source>
        <translation>Kätesi on rajassa: poistaminen on ohi.</translation>
    </message>
    <message>
        <source>You can build only in the build step of your turn.</source>
        <translation>Voit rakentaa vain vuorosi rakennusvaiheessa.</translation>
    </message>
    <message>
        <source>Girls move only after building, and only girls without markers.</source>
        <translation>Tyttönappulat siirtyvät vain rakentamisen jälkeen, ja vain ne, joilla ei ole merkkejä.</translation>
    </message>
    <message>
        <source>Move one girl without a marker one path hex either way.</source>
        <translation>Siirrä yhtä merkitöntä tyttönappulaa yksi polkuheksa kumpaan tahansa suuntaan.</translation>
    </message>
    <message>
        <source>You cannot draw cards now.</source>
        <translation>Et voi nostaa kortteja nyt.</translation>
    </message>
    <message>
        <source>Discard cards you hold to pay your bid.</source>
        <translation>Poista kädessäsi olevia kortteja maksaaksesi tarjouksesi.</translation>
    </message>
    <message>
        <source>Open with 0 to {max_bid} cards (at most your hand).</source>
        <translation>Aloita 0–{max_bid} kortilla (enintään käsikorttiesi määrä).</translation>
    </message>
    <message>
        <source>A route may not pass through a girl&apos;s centre.</source>
        <translation>Reitti ei saa kulkea tyttönappulan keskipisteen kautta.</translation>
    </message>
    <message>
        <source>Continue your unfinished route from its end, or scrap it first.</source>
        <translation>Jatka keskeneräistä reittiäsi sen päästä tai hylkää se ensin.</translation>
    </message>
    <message>
        <source>You build on one route per turn.</source>
        <translation>Rakennat yhtä reittiä vuorossa.</translation>
    </message>
    <message>
        <source>You have no marker left for a new route.</source>
        <translation>Sinulla ei ole merkkejä jäljellä uudelle reitille.</translation>
    </message>
    <message>
        <source>A route starts at a corner of your man&apos;s hex.</source>
        <translation>Reitti alkaa ukkosi heksan nurkasta.</translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message>
        <source>Image</source>
        <translation>Kuva</translation>
    </message>
    <message>
        <source>Drag the board image to move it, or a corner handle to scale it (unlock it in File &gt; Board Image…)</source>
        <translation>Siirrä pohjakuvaa vetämällä tai skaalaa sitä kulmakahvasta (avaa lukitus kohdassa Tiedosto &gt; Pohjakuva…)</translation>
    </message>
    <message>
        <source>scale the board image freely</source>
        <translation>skaalaa pohjakuvaa vapaasti</translation>
    </message>
    <message>
        <source>Shift+Drag a corner</source>
        <translation>Vaihto+vedä kulmaa</translation>
    </message>
    <message>
        <source>Select/move</source>
        <translation>Valitse/siirrä</translation>
    </message>
    <message>
        <source>Select a point or path; drag a point to move it. Delete removes the selection.</source>
        <translation>Valitse piste tai polku; siirrä pistettä vetämällä. Delete poistaa valinnan.</translation>
    </message>
    <message>
        <source>Add point</source>
        <translation>Lisää piste</translation>
    </message>
    <message>
        <source>Click on the map to add a point of the chosen kind.</source>
        <translation>Lisää valitun lajin piste napsauttamalla karttaa.</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Yhdistä</translation>
    </message>
    <message>
        <source>Click a point, then another, to add a path; keeps chaining. Esc stops.</source>
        <translation>Lisää polku napsauttamalla pistettä ja sitten toista; ketjuttaa edelleen. Esc lopettaa.</translation>
    </message>
    <message>
        <source>end the chain of paths</source>
        <translation>lopeta polkujen ketju</translation>
    </message>
    <message>
        <source>Esc, Right-click</source>
        <translation>Esc, oikea napsautus</translation>
    </message>
    <message>
        <source>Wrap pair</source>
        <translation>Reunapari</translation>
    </message>
    <message>
        <source>Click a west-edge point, then an east-edge point, to pair them (&quot;the Earth is round&quot;); click a paired point to unpair it.</source>
        <translation>Yhdistä pariksi napsauttamalla länsireunan pistettä ja sitten itäreunan pistettä (”Maa on pyöreä”); pura pari napsauttamalla paria.</translation>
    </message>
    <message>
        <source>drop the first point</source>
        <translation>hylkää ensimmäinen piste</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Poista</translation>
    </message>
    <message>
        <source>Click a point or a path to delete it (a point takes its paths and cards).</source>
        <translation>Poista piste tai polku napsauttamalla sitä (piste vie mukanaan polkunsa ja korttinsa).</translation>
    </message>
    <message>
        <source>Split path</source>
        <translation>Jaa polku</translation>
    </message>
    <message>
        <source>Click on a path to insert a point of the chosen kind into it.</source>
        <translation>Lisää polkuun valitun lajin piste napsauttamalla polkua.</translation>
    </message>
    <message>
        <source>Coast</source>
        <translation>Rannikko</translation>
    </message>
    <message>
        <source>Click a sea, then click countries to add them to its coast or take them off</source>
        <translation>Napsauta merta ja sitten maita lisätäksesi ne sen rannikolle tai poistaaksesi ne sieltä</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Maa</translation>
    </message>
    <message>
        <source>Click on empty map to add a country (it takes the colour of the last selected one)</source>
        <translation>Lisää maa napsauttamalla tyhjää karttaa (se saa viimeksi valitun maan värin)</translation>
    </message>
    <message>
        <source>Click a country, sea or link to delete it (a country takes its links and cards along)</source>
        <translation>Poista maa, meri tai yhteys napsauttamalla sitä (maa vie mukanaan yhteytensä ja korttinsa)</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Yhteys</translation>
    </message>
    <message>
        <source>Click two countries to connect them (1 land, 2 ferry, 3 bridge); Esc ends the chain</source>
        <translation>Yhdistä kaksi maata napsauttamalla niitä (1 maa, 2 lautta, 3 silta); Esc lopettaa ketjun</translation>
    </message>
    <message>
        <source>make land, ferry or bridge links</source>
        <translation>tee maa-, lautta- tai siltayhteyksiä</translation>
    </message>
    <message>
        <source>end the chain of links</source>
        <translation>lopeta yhteyksien ketju</translation>
    </message>
    <message>
        <source>Outline</source>
        <extracomment>Pixels within which a placed or dragged point snaps to another outline&apos;s point. Pixels the pointer must go from the point a drag snapped to before it lets go. Pixels within which a press takes a handle, and a double-click an edge.</extracomment>
        <translation>Ääriviiva</translation>
    </message>
    <message>
        <source>Click a country or sea, drag its points, double-click an edge to add one, right-click one to remove it; click the water to draw a new polygon</source>
        <translation>Napsauta maata tai merta, vedä sen pisteitä, lisää piste kaksoisnapsauttamalla reunaa, poista piste oikealla napsautuksella; piirrä uusi monikulmio napsauttamalla vettä</translation>
    </message>
    <message>
        <source>move a point alone, without snapping</source>
        <translation>siirrä pistettä yksin, ilman kohdistusta</translation>
    </message>
    <message>
        <source>Alt+Drag</source>
        <translation>Alt+veto</translation>
    </message>
    <message>
        <source>add a point to an edge</source>
        <translation>lisää piste reunaan</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Kaksoisnapsautus</translation>
    </message>
    <message>
        <source>remove a point</source>
        <translation>poista piste</translation>
    </message>
    <message>
        <source>Right-click, Del</source>
        <translation>Oikea napsautus, Del</translation>
    </message>
    <message>
        <source>close the polygon being drawn</source>
        <translation>sulje piirrettävä monikulmio</translation>
    </message>
    <message>
        <source>Enter, Double-click</source>
        <translation>Enter, kaksoisnapsautus</translation>
    </message>
    <message>
        <source>take back the last point drawn</source>
        <translation>peru viimeksi piirretty piste</translation>
    </message>
    <message>
        <source>drop the drawing, or stop editing the outline</source>
        <translation>hylkää piirros tai lopeta ääriviivan muokkaus</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Meri</translation>
    </message>
    <message>
        <source>Click on the map to add a sea; then use Coast (T) to give it coast countries</source>
        <translation>Lisää meri napsauttamalla karttaa; anna sille sitten rannikkomaat Rannikko-työkalulla (T)</translation>
    </message>
    <message>
        <source>Select</source>
        <extracomment>Pixels the pointer must travel before a press becomes a drag. Arrow keys: map-unit direction of a nudge (north is up).</extracomment>
        <translation>Valitse</translation>
    </message>
    <message>
        <source>Click to select, Shift-click to add, drag to move, drag on empty map to select an area; arrows nudge</source>
        <translation>Valitse napsauttamalla, lisää Vaihto-napsautuksella, siirrä vetämällä, valitse alue vetämällä tyhjällä kartalla; nuolinäppäimet tönäisevät</translation>
    </message>
    <message>
        <source>add to or take from the selection</source>
        <translation>lisää valintaan tai poista siitä</translation>
    </message>
    <message>
        <source>Shift+Click</source>
        <translation>Vaihto+napsautus</translation>
    </message>
    <message>
        <source>select the countries and seas in an area</source>
        <translation>valitse alueen maat ja meret</translation>
    </message>
    <message>
        <source>Drag on empty map</source>
        <translation>Veto tyhjällä kartalla</translation>
    </message>
    <message>
        <source>nudge the selection by 0.1 (Shift: by 1)</source>
        <translation>siirrä valintaa 0,1 (Vaihto: 1)</translation>
    </message>
    <message>
        <source>Arrow keys, Shift+Arrow keys</source>
        <translation>Nuolinäppäimet, Vaihto+nuolinäppäimet</translation>
    </message>
    <message>
        <source>name the element in Properties</source>
        <translation>nimeä kohde Ominaisuuksissa</translation>
    </message>
    <message>
        <source>cancel a drag, or clear the selection</source>
        <translation>peru veto tai tyhjennä valinta</translation>
    </message>
    <message>
        <source>Select a hex to see and edit its terrain.</source>
        <translation>Valitse heksa nähdäksesi ja muokataksesi sen maastoa.</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Sivellin</translation>
    </message>
    <message>
        <source>Paint hexes with the chosen terrain (drag for a stroke; one undo step).</source>
        <translation>Maalaa heksoja valitulla maastolla (vedä vedoksi; yksi kumottava vaihe).</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Täytä</translation>
    </message>
    <message>
        <source>Flood fill: paint the connected hexes of the clicked hex&apos;s terrain.</source>
        <translation>Täyttö: maalaa napsautetun heksan maaston yhtenäiset heksat.</translation>
    </message>
    <message>
        <source>Eyedropper</source>
        <translation>Pipetti</translation>
    </message>
    <message>
        <source>Pick the clicked hex&apos;s terrain for the brush and fill.</source>
        <translation>Poimi napsautetun heksan maasto siveltimelle ja täytölle.</translation>
    </message>
    <message>
        <source>Add/remove hex</source>
        <translation>Lisää/poista heksa</translation>
    </message>
    <message>
        <source>Click an empty cell to add a hex (random terrain), a hex to remove it.</source>
        <translation>Lisää heksa (satunnainen maasto) napsauttamalla tyhjää solua, poista heksa napsauttamalla sitä.</translation>
    </message>
</context>
<context>
    <name>trails_board</name>
    <message>
        <source>no cards</source>
        <extracomment>Pixels of a card chip a millimetre of the printed card (its corner radius). How near (pixels) a click must be to a point of the board to name it. Scene units around the hexes kept in view (girls&apos; stacks stand out of their hexes). Widths (scene units) of a route and of its dark casing. Pixels: the seats&apos; and actions&apos; column beside the board, and the cards strip&apos;s row titles (the table fits a 1,280-pixel-wide screen beside the moves). Pixels: the widest the route pieces&apos; count under the deck may be before it wraps. The steps of a turn, as the header names them (a phase -&gt; its step).</extracomment>
        <translation>ei kortteja</translation>
    </message>
</context>
<context>
    <name>trails_editor</name>
    <message>
        <source>{players} players: one hex to grow (rule T6 has no shape for {players})</source>
        <translation>{players} pelaajaa: yksi kasvatettava heksa (säännössä T6 ei ole muotoa {players} pelaajalle)</translation>
    </message>
    <message>
        <source>{players} players: rows {join} ({sum} hexes, {girls} girls)</source>
        <translation>{players} pelaajaa: rivit {join} ({sum} heksaa, {girls} tyttönappulaa)</translation>
    </message>
</context>
</TS>
