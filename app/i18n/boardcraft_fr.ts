<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AcceptLinksCommand</name>
    <message>
        <source>Add land link </source>
        <translation>Ajouter la liaison terrestre </translation>
    </message>
    <message>
        <source>Accept {count} proposed land links</source>
        <translation>Accepter {count} liaisons terrestres proposées</translation>
    </message>
</context>
<context>
    <name>AddBoardCommand</name>
    <message>
        <source>Add the {players}-player board</source>
        <translation>Ajouter le plateau à {players} joueurs</translation>
    </message>
</context>
<context>
    <name>AddCardColourCommand</name>
    <message>
        <source>New colour</source>
        <translation>Nouvelle couleur</translation>
    </message>
    <message>
        <source>Add card colour </source>
        <translation>Ajouter la couleur de carte </translation>
    </message>
</context>
<context>
    <name>AddCardCommand</name>
    <message>
        <source>Add ship card of </source>
        <translation>Ajouter une carte Bateau de </translation>
    </message>
    <message>
        <source>Add plane card of </source>
        <translation>Ajouter une carte Avion de </translation>
    </message>
</context>
<context>
    <name>AddColourCommand</name>
    <message>
        <source>Add colour group </source>
        <translation>Ajouter le groupe de couleur </translation>
    </message>
</context>
<context>
    <name>AddCountryCommand</name>
    <message>
        <source>Add country </source>
        <translation>Ajouter le pays </translation>
    </message>
</context>
<context>
    <name>AddDestinationCardCommand</name>
    <message>
        <source>Add a card of </source>
        <translation>Ajouter une carte de </translation>
    </message>
</context>
<context>
    <name>AddExpeditionColourCommand</name>
    <message>
        <source>New colour</source>
        <translation>Nouvelle couleur</translation>
    </message>
    <message>
        <source>Add colour </source>
        <translation>Ajouter la couleur </translation>
    </message>
</context>
<context>
    <name>AddHexCommand</name>
    <message>
        <source>Add hex ({q}, {r}) to </source>
        <translation>Ajouter l&apos;hexagone ({q}, {r}) à </translation>
    </message>
</context>
<context>
    <name>AddOutlinePolygonCommand</name>
    <message>
        <source>Draw the outline of</source>
        <translation>Dessiner le contour de</translation>
    </message>
</context>
<context>
    <name>AddPointCommand</name>
    <message>
        <source>Add </source>
        <extracomment>The new point&apos;s name: ``name``, or a readable unique one (&quot;Green point 3&quot;).</extracomment>
        <translation>Ajouter </translation>
    </message>
</context>
<context>
    <name>AddPointTool</name>
    <message>
        <source>Added {name} ({point_kind}) at x {x:g}, y {y:g}: rename it in Properties</source>
        <translation>{name} ({point_kind}) ajouté en x {x:g}, y {y:g} : renommez-le dans Propriétés</translation>
    </message>
</context>
<context>
    <name>AddSeaCommand</name>
    <message>
        <source>Add sea </source>
        <translation>Ajouter la mer </translation>
    </message>
</context>
<context>
    <name>AddTerrainCommand</name>
    <message>
        <source>New terrain</source>
        <translation>Nouveau terrain</translation>
    </message>
    <message>
        <source>Add terrain </source>
        <translation>Ajouter le terrain </translation>
    </message>
</context>
<context>
    <name>ApplyBoardShapeCommand</name>
    <message>
        <source>Apply the {players}-player shape to </source>
        <translation>Appliquer la forme à {players} joueurs à </translation>
    </message>
</context>
<context>
    <name>ArrowItem</name>
    <message>
        <source> (not allowed: T28)</source>
        <translation> (interdit : T28)</translation>
    </message>
</context>
<context>
    <name>BalanceLab</name>
    <message>
        <source>Pack files (*.json);;All files (*)</source>
        <translation>Fichiers pack (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Simulate…</source>
        <extracomment>View &gt; Heat&apos;s key (the report window&apos;s Show Heat on the Board has the same).</extracomment>
        <translation>&amp;Simuler…</translation>
    </message>
    <message>
        <source>Let bots play the current pack many times: win rates, lengths, scores and heat (F6)</source>
        <translation>Faire jouer les bots de nombreuses fois sur le pack courant : taux de victoire, durées, scores et chaleur (F6)</translation>
    </message>
    <message>
        <source>Let bots play the current pack many times (F6)</source>
        <translation>Faire jouer les bots de nombreuses fois sur le pack courant (F6)</translation>
    </message>
    <message>
        <source>Compare with Sa&amp;ved File…</source>
        <translation>Comparer au fichier en&amp;registré…</translation>
    </message>
    <message>
        <source>A/B: the pack as saved on disk against this document as edited, on the same seeds</source>
        <translation>A/B : le pack tel qu&apos;enregistré sur le disque contre ce document tel que modifié, sur les mêmes graines</translation>
    </message>
    <message>
        <source>Compare with A&amp;nother File…</source>
        <translation>Comparer à un &amp;autre fichier…</translation>
    </message>
    <message>
        <source>A/B: another pack file of the same game against this document, on the same seeds</source>
        <translation>A/B : un autre fichier pack du même jeu contre ce document, sur les mêmes graines</translation>
    </message>
    <message>
        <source>&amp;Tune…</source>
        <translation>&amp;Ajuster…</translation>
    </message>
    <message>
        <source>The balance assistant: bots search the pack&apos;s numbers for a fairer game</source>
        <translation>L&apos;assistant d&apos;équilibrage : les bots cherchent dans les nombres du pack un jeu plus équitable</translation>
    </message>
    <message>
        <source>&amp;Heat</source>
        <translation>&amp;Chaleur</translation>
    </message>
    <message>
        <source>Paint the latest simulation of this pack on its board, with a legend</source>
        <translation>Peindre la dernière simulation de ce pack sur son plateau, avec une légende</translation>
    </message>
    <message>
        <source>Paint the latest simulation&apos;s heat on the board ({key})</source>
        <translation>Peindre la chaleur de la dernière simulation sur le plateau ({key})</translation>
    </message>
    <message>
        <source>No simulation of this pack yet: Game &gt; Simulate… (F6)</source>
        <translation>Pas encore de simulation de ce pack : Jeu &gt; Simuler… (F6)</translation>
    </message>
    <message>
        <source>Paint the heat of the latest run ({games} games) on the board</source>
        <translation>Peindre la chaleur de la dernière série ({games} parties) sur le plateau</translation>
    </message>
    <message>
        <source>Cannot simulate this pack</source>
        <translation>Impossible de simuler ce pack</translation>
    </message>
    <message>
        <source>Cannot compare this pack</source>
        <translation>Impossible de comparer ce pack</translation>
    </message>
    <message>
        <source>
… and {n} more</source>
        <translation>
… et {n} de plus</translation>
    </message>
    <message>
        <source>{name} has {n} error that the rules cannot play with. Fix it first (see the Problems panel):</source>
        <translation>{name} contient {n} erreur avec laquelle les règles ne peuvent pas jouer. Corrigez-la d&apos;abord (voir le panneau Problèmes) :</translation>
    </message>
    <message>
        <source>{name} has {n} errors that the rules cannot play with. Fix them first (see the Problems panel):</source>
        <translation>{name} contient {n} erreurs avec lesquelles les règles ne peuvent pas jouer. Corrigez-les d&apos;abord (voir le panneau Problèmes) :</translation>
    </message>
    <message>
        <source>Open a pack to simulate it</source>
        <translation>Ouvrez un pack pour le simuler</translation>
    </message>
    <message>
        <source>Simulate {name}</source>
        <translation>Simuler {name}</translation>
    </message>
    <message>
        <source>Bots play &lt;b&gt;{name}&lt;/b&gt; as it is now in the editor, many times: win rates, game lengths, scores, how the games end and which content decides them.</source>
        <translation>Les bots jouent &lt;b&gt;{name}&lt;/b&gt; tel qu&apos;il est maintenant dans l&apos;éditeur, de nombreuses fois : taux de victoire, durées des parties, scores, façons dont les parties se terminent et contenu qui les décide.</translation>
    </message>
    <message>
        <source>Open a pack to tune it</source>
        <translation>Ouvrez un pack pour l&apos;ajuster</translation>
    </message>
    <message>
        <source>Open a pack to compare it</source>
        <translation>Ouvrez un pack pour le comparer</translation>
    </message>
    <message>
        <source>Nothing saved to compare with</source>
        <translation>Rien d&apos;enregistré à comparer</translation>
    </message>
    <message>
        <source>{name} has not been saved yet: save it, edit it, then compare the edits with the saved file.</source>
        <translation>{name} n&apos;a pas encore été enregistré : enregistrez-le, modifiez-le, puis comparez les modifications au fichier enregistré.</translation>
    </message>
    <message>
        <source>{file} on disk</source>
        <translation>{file} sur le disque</translation>
    </message>
    <message>
        <source>this document as edited</source>
        <translation>ce document tel que modifié</translation>
    </message>
    <message>
        <source>this document (no unsaved edits: the same pack)</source>
        <translation>ce document (aucune modification non enregistrée : le même pack)</translation>
    </message>
    <message>
        <source>Compare {name} with another pack file</source>
        <translation>Comparer {name} à un autre fichier pack</translation>
    </message>
    <message>
        <source>Not the same game</source>
        <translation>Pas le même jeu</translation>
    </message>
    <message>
        <source>{file} is a {game_a} pack: it cannot be compared with {name}, a {game_b} pack.</source>
        <translation>{file} est un pack {game_a} : il ne peut pas être comparé à {name}, un pack {game_b}.</translation>
    </message>
    <message>
        <source>this document</source>
        <translation>ce document</translation>
    </message>
    <message>
        <source>Cannot open the pack to compare with</source>
        <translation>Impossible d&apos;ouvrir le pack à comparer</translation>
    </message>
    <message>
        <source>No player count in common</source>
        <translation>Aucun nombre de joueurs en commun</translation>
    </message>
    <message>
        <source>A plays {a_min} to {a_max} players, B {b_min} to {b_max}.</source>
        <translation>A se joue de {a_min} à {a_max} joueurs, B de {b_min} à {b_max}.</translation>
    </message>
    <message>
        <source>Compare {name}</source>
        <translation>Comparer {name}</translation>
    </message>
    <message>
        <source>Both play the same seeds with the seats rotated from game to game; every measure is compared, B − A, with its 95 % interval.</source>
        <translation>Les deux jouent les mêmes graines, les places tournant d&apos;une partie à l&apos;autre ; chaque mesure est comparée, B − A, avec son intervalle à 95 %.</translation>
    </message>
    <message>
        <source>That document is closed</source>
        <translation>Ce document est fermé</translation>
    </message>
    <message>
        <source>Cannot show {where} on the canvas</source>
        <translation>Impossible de montrer {where} sur le canevas</translation>
    </message>
    <message>
        <source>This document has no board to paint the heat on</source>
        <translation>Ce document n&apos;a pas de plateau où peindre la chaleur</translation>
    </message>
    <message>
        <source>Showing the {players}-player board, the one the run played</source>
        <translation>Affichage du plateau à {players} joueurs, celui de la série</translation>
    </message>
    <message>
        <source>Heat shown; the board image is hidden until View &gt; Heat is off</source>
        <translation>Chaleur affichée ; l’image de fond reste masquée tant qu’Affichage &gt; Chaleur est actif</translation>
    </message>
    <message>
        <source>{n} game</source>
        <translation>{n} partie</translation>
    </message>
    <message>
        <source>{n} games</source>
        <translation>{n} parties</translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (annulée)</translation>
    </message>
    <message>
        <source>{games}, seed {seed}, {who}</source>
        <translation>{games}, graine {seed}, {who}</translation>
    </message>
    <message>
        <source>Hottest: {name}, {heat}. {note}</source>
        <translation>Le plus chaud : {name}, {heat}. {note}</translation>
    </message>
    <message>
        <source>. The pack has changed since this run: Simulate again (F6) to update.</source>
        <translation>. Le pack a changé depuis cette série : simulez à nouveau (F6) pour mettre à jour.</translation>
    </message>
</context>
<context>
    <name>BoardImageDialog</name>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg);;All files (*)</source>
        <translation>Images (*.png *.jpg *.jpeg *.svg);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Board Image</source>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>PNG, JPEG or SVG file</source>
        <translation>Fichier PNG, JPEG ou SVG</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Locked (the Image tool, I, moves and scales an unlocked image)</source>
        <translation>Verrouillée (l&apos;outil Image, I, déplace et redimensionne une image déverrouillée)</translation>
    </message>
    <message>
        <source>Lay it over the whole map again</source>
        <translation>L&apos;étendre de nouveau sur toute la carte</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
    <message>
        <source>Remove image</source>
        <translation>Retirer l&apos;image</translation>
    </message>
    <message>
        <source>No image: choose a file to trace the map over.</source>
        <translation>Aucune image : choisissez un fichier sur lequel décalquer la carte.</translation>
    </message>
    <message>
        <source>There is no such file.</source>
        <translation>Ce fichier n&apos;existe pas.</translation>
    </message>
    <message>
        <source>This pack has not been saved yet: the image is kept by its full path until you save the pack; from then on it is saved relative to the pack file.</source>
        <translation>Ce pack n&apos;a pas encore été enregistré : l&apos;image est gardée par son chemin complet jusqu&apos;à l&apos;enregistrement du pack ; ensuite, elle est enregistrée relativement au fichier pack.</translation>
    </message>
    <message>
        <source>Saved in the pack as {rel} (relative to the pack file).</source>
        <translation>Enregistrée dans le pack sous {rel} (relatif au fichier pack).</translation>
    </message>
    <message>
        <source>Board image</source>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>Set the board image</source>
        <translation>Définir l&apos;image de fond</translation>
    </message>
    <message>
        <source>Change the board image</source>
        <translation>Changer l&apos;image de fond</translation>
    </message>
    <message>
        <source>Remove the board image</source>
        <translation>Retirer l&apos;image de fond</translation>
    </message>
</context>
<context>
    <name>BoardImageItem</name>
    <message>
        <source>Image not found: {basename}</source>
        <extracomment>Land that is not in play, and its coast. The water under an outlined map (a shade deeper than the canvas, so coasts read). A sea&apos;s own water, when it has an outline. Pixels of a board image&apos;s scale handle.</extracomment>
        <translation>Image introuvable : {basename}</translation>
    </message>
    <message>
        <source>Cannot read the image {basename}</source>
        <translation>Impossible de lire l&apos;image {basename}</translation>
    </message>
</context>
<context>
    <name>BoardImageTool</name>
    <message>
        <source>This board has no image: File &gt; Board Image… adds one</source>
        <translation>Ce plateau n&apos;a pas d&apos;image : Fichier &gt; Image de fond… en ajoute une</translation>
    </message>
    <message>
        <source>The board image is locked: unlock it in File &gt; Board Image… to move or scale it</source>
        <translation>L&apos;image de fond est verrouillée : déverrouillez-la dans Fichier &gt; Image de fond… pour la déplacer ou la redimensionner</translation>
    </message>
    <message>
        <source>Move the board image</source>
        <translation>Déplacer l&apos;image de fond</translation>
    </message>
    <message>
        <source>Scale the board image</source>
        <translation>Redimensionner l&apos;image de fond</translation>
    </message>
</context>
<context>
    <name>BrushTool</name>
    <message>
        <source>Paint</source>
        <translation>Peindre</translation>
    </message>
</context>
<context>
    <name>CanvasBoard</name>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>{name}: {n} points</source>
        <translation>{name} : {n} points</translation>
    </message>
</context>
<context>
    <name>CardLayoutsPanel</name>
    <message>
        <source>A layout of their own (else the default look)</source>
        <extracomment>Largest size of a previewed card, in pixels (front and back side by side). The board scene a card&apos;s map inset is drawn from (as in the print), or None.</extracomment>
        <translation>Une mise en page propre (sinon l’aspect par défaut)</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>each card&apos;s own</source>
        <translation>celle de chaque carte</translation>
    </message>
    <message>
        <source>Colour field</source>
        <translation>Champ de couleur</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>The card&apos;s name</source>
        <translation>Le nom de la carte</translation>
    </message>
    <message>
        <source>The card&apos;s kind</source>
        <translation>Le type de la carte</translation>
    </message>
    <message>
        <source>No title</source>
        <translation>Pas de titre</translation>
    </message>
    <message>
        <source>Show the lines of detail</source>
        <translation>Afficher les lignes de détail</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>the studio&apos;s navy</source>
        <translation>le bleu marine du studio</translation>
    </message>
    <message>
        <source>the pack&apos;s name</source>
        <translation>le nom du pack</translation>
    </message>
    <message>
        <source>Image…</source>
        <translation>Image…</translation>
    </message>
    <message>
        <source>Put a PNG, JPEG or SVG image (at most {size} KB) in the cards&apos; picture area</source>
        <translation>Mettre une image PNG, JPEG ou SVG (au plus {size} Ko) dans la zone d’image des cartes</translation>
    </message>
    <message>
        <source>Remove Image</source>
        <translation>Retirer l’image</translation>
    </message>
    <message>
        <source>The whole image</source>
        <translation>L’image entière</translation>
    </message>
    <message>
        <source>Fill the area (crop)</source>
        <translation>Remplir la zone (rogner)</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Largeur :</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Hauteur :</translation>
    </message>
    <message>
        <source>Corner radius:</source>
        <translation>Rayon des coins :</translation>
    </message>
    <message>
        <source>Colour (#rrggbb):</source>
        <translation>Couleur (#rrggbb) :</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <source>Corner symbol:</source>
        <translation>Symbole de coin :</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Image :</translation>
    </message>
    <message>
        <source>Image fit:</source>
        <translation>Ajustement de l’image :</translation>
    </message>
    <message>
        <source>Back colour:</source>
        <translation>Couleur du dos :</translation>
    </message>
    <message>
        <source>Back text:</source>
        <translation>Texte du dos :</translation>
    </message>
    <message>
        <source>Colour by field (empty: as above):</source>
        <translation>Couleur par champ (vide : comme ci-dessus) :</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartes :</translation>
    </message>
    <message>
        <source>Pick a colour</source>
        <translation>Choisir une couleur</translation>
    </message>
    <message>
        <source>Card colour</source>
        <translation>Couleur de carte</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemple</translation>
    </message>
    <message>
        <source>A line of detail</source>
        <translation>Une ligne de détail</translation>
    </message>
    <message>
        <source>No image (the card&apos;s colour swatch)</source>
        <translation>Pas d’image (la pastille de couleur de la carte)</translation>
    </message>
    <message>
        <source>A {kind} image Qt cannot draw ({size} KB)</source>
        <translation>Une image {kind} que Qt ne sait pas dessiner ({size} Ko)</translation>
    </message>
    <message>
        <source>{kind}, {width} × {height} px, {size} KB</source>
        <translation>{kind}, {width} × {height} px, {size} Ko</translation>
    </message>
    <message>
        <source>Own card layout ({cards})</source>
        <translation>Mise en page propre ({cards})</translation>
    </message>
    <message>
        <source>Default card look ({cards})</source>
        <translation>Aspect par défaut ({cards})</translation>
    </message>
    <message>
        <source>Card Image</source>
        <translation>Image de carte</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg);;All files (*)</source>
        <translation>Images (*.png *.jpg *.jpeg *.svg);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>“{file}” is not a PNG, JPEG or SVG image.</source>
        <translation>« {file} » n’est pas une image PNG, JPEG ou SVG.</translation>
    </message>
    <message>
        <source>“{file}” cannot be read: {why}</source>
        <translation>« {file} » ne peut pas être lu : {why}</translation>
    </message>
    <message>
        <source>“{file}” is {size} KB: a card image may be at most {limit} KB. Make it smaller (fewer pixels, or JPEG) and try again.</source>
        <translation>« {file} » fait {size} Ko : une image de carte fait au plus {limit} Ko. Réduisez-la (moins de pixels, ou JPEG) et réessayez.</translation>
    </message>
    <message>
        <source>Set card image ({cards})</source>
        <translation>Définir l’image de carte ({cards})</translation>
    </message>
    <message>
        <source>The {cards} cards show “{file}” ({width} × {height} px, {size} KB).</source>
        <translation>Les cartes {cards} montrent « {file} » ({width} × {height} px, {size} Ko).</translation>
    </message>
    <message>
        <source>Remove card image ({cards})</source>
        <translation>Retirer l’image de carte ({cards})</translation>
    </message>
    <message>
        <source>The {cards} cards show no image.</source>
        <translation>Les cartes {cards} ne montrent plus d’image.</translation>
    </message>
    <message>
        <source>Set card width</source>
        <translation>Définir la largeur de carte</translation>
    </message>
    <message>
        <source>Set card height</source>
        <translation>Définir la hauteur de carte</translation>
    </message>
    <message>
        <source>Set corner radius</source>
        <translation>Définir le rayon des coins</translation>
    </message>
    <message>
        <source>Set card colour</source>
        <translation>Définir la couleur de carte</translation>
    </message>
    <message>
        <source>Set colour by field</source>
        <translation>Définir la couleur par champ</translation>
    </message>
    <message>
        <source>Set card title</source>
        <translation>Définir le titre de carte</translation>
    </message>
    <message>
        <source>Show or hide card text</source>
        <translation>Afficher ou masquer le texte de carte</translation>
    </message>
    <message>
        <source>Set corner symbol</source>
        <translation>Définir le symbole de coin</translation>
    </message>
    <message>
        <source>Set back colour</source>
        <translation>Définir la couleur du dos</translation>
    </message>
    <message>
        <source>Set back text</source>
        <translation>Définir le texte du dos</translation>
    </message>
    <message>
        <source>Set image fit</source>
        <translation>Définir l’ajustement de l’image</translation>
    </message>
    <message>
        <source>{edit} ({cards})</source>
        <translation>{edit} ({cards})</translation>
    </message>
    <message>
        <source>“{text}” is not a colour: write it as #rrggbb (#27394d).</source>
        <translation>« {text} » n’est pas une couleur : écrivez-la sous la forme #rrggbb (#27394d).</translation>
    </message>
</context>
<context>
    <name>CardTableWidget</name>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
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
    <message>
        <source>{count} cards · {count2} green points</source>
        <translation>{count} cartes · {count2} points verts</translation>
    </message>
    <message>
        <source> · {missing} without a card</source>
        <translation> · {missing} sans carte</translation>
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
        <translation>Ajouter une couleur</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Noms</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Card colour</source>
        <translation>Couleur de carte</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
</context>
<context>
    <name>ComparisonResultsWidget</name>
    <message>
        <source>{value:+.1f} pts</source>
        <extracomment>Background of a significant difference&apos;s row.</extracomment>
        <translation>{value:+.1f} pts</translation>
    </message>
    <message>
        <source>{lo:+.1f} to {hi:+.1f} pts</source>
        <translation>{lo:+.1f} à {hi:+.1f} pts</translation>
    </message>
    <message>
        <source>{lo:+.2f} to {hi:+.2f}</source>
        <translation>{lo:+.2f} à {hi:+.2f}</translation>
    </message>
    <message>
        <source>Measure</source>
        <extracomment>the rows of the heat table: ``comparison.heat_differences`` (core), paired by id</extracomment>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>95 % interval of B − A</source>
        <translation>Intervalle à 95 % de B − A</translation>
    </message>
    <message>
        <source>Each measure in A and B, the significant changes first: ★ marks a change whose 95 % interval leaves out 0</source>
        <translation>Chaque mesure dans A et B, les changements significatifs d&apos;abord : ★ marque un changement dont l&apos;intervalle à 95 % exclut 0</translation>
    </message>
    <message>
        <source>Measures</source>
        <translation>Mesures</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>A per game</source>
        <translation>A par partie</translation>
    </message>
    <message>
        <source>B per game</source>
        <translation>B par partie</translation>
    </message>
    <message>
        <source>Each element&apos;s heat per game in A and B, the significant changes first, then the largest (with many elements, about 1 in 20 unchanged ones is ★ by chance): double-click to select it in the editor</source>
        <translation>La chaleur par partie de chaque élément dans A et B, les changements significatifs d&apos;abord, puis les plus grands (avec beaucoup d&apos;éléments, environ 1 sur 20 des inchangés reçoit ★ par hasard) : double-cliquez pour le sélectionner dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>Heat by element</source>
        <translation>Chaleur par élément</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Différences</translation>
    </message>
    <message>
        <source> · &lt;b&gt;cancelled&lt;/b&gt;</source>
        <translation> · &lt;b&gt;annulée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; significant change (★) among the measures</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; changement significatif (★) parmi les mesures</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; significant changes (★) among the measures</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; changements significatifs (★) parmi les mesures</translation>
    </message>
    <message>
        <source>, &lt;b&gt;{n}&lt;/b&gt; in the heat of an element</source>
        <translation>, &lt;b&gt;{n}&lt;/b&gt; dans la chaleur d’un élément</translation>
    </message>
    <message>
        <source>, &lt;b&gt;{n}&lt;/b&gt; in the heat of elements</source>
        <translation>, &lt;b&gt;{n}&lt;/b&gt; dans la chaleur des éléments</translation>
    </message>
    <message>
        <source>{bot} in every seat, rotated</source>
        <translation>{bot} à chaque place, en rotation</translation>
    </message>
    <message>
        <source>seats {seats} rotated</source>
        <translation>places {seats} en rotation</translation>
    </message>
    <message>
        <source>{a} + {b} games on the same seeds (seed {seed})</source>
        <translation>{a} + {b} parties sur les mêmes graines (graine {seed})</translation>
    </message>
    <message>
        <source>★ significant</source>
        <translation>★ significatif</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>seulement dans A</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>seulement dans B</translation>
    </message>
    <message>
        <source>This game&apos;s heat is a mean per game whose games&apos; values the report does not keep: its changes have no interval</source>
        <translation>La chaleur de ce jeu est une moyenne par partie dont le rapport ne garde pas les valeurs de chaque partie : ses changements n&apos;ont pas d&apos;intervalle</translation>
    </message>
    <message>
        <source>{name} is only in A: this document does not have it</source>
        <translation>{name} n’est que dans A : ce document ne l’a pas</translation>
    </message>
    <message>
        <source>One scale for both boards: the same colour is the same heat.</source>
        <translation>Une seule échelle pour les deux plateaux : la même couleur, la même chaleur.</translation>
    </message>
</context>
<context>
    <name>ConnectPointsCommand</name>
    <message>
        <source>Connect </source>
        <translation>Relier </translation>
    </message>
</context>
<context>
    <name>ConnectTool</name>
    <message>
        <source>{name} and {name2} are already connected</source>
        <translation>{name} et {name2} sont déjà reliés</translation>
    </message>
</context>
<context>
    <name>CountryItem</name>
    <message>
        <source> — two cards</source>
        <extracomment>Colour of selection outlines. Rings of elements with lint problems, by severity. Z values inside the board layer (``app.boards.base.Z_BOARD``), lower first: the water, the backdrop (land not in play), the board image, seas&apos; and countries&apos; outlines under the network (coast lines, links, sea labels, country markers). The point size of a country&apos;s name, and of a name that finds room only smaller.</extracomment>
        <translation> — deux cartes</translation>
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
    <name>DeleteColourCommand</name>
    <message>
        <source>Delete colour group </source>
        <translation>Supprimer le groupe de couleur </translation>
    </message>
</context>
<context>
    <name>DeleteElementsCommand</name>
    <message>
        <source>Delete </source>
        <translation>Supprimer </translation>
    </message>
    <message>
        <source>Delete link </source>
        <translation>Supprimer la liaison </translation>
    </message>
    <message>
        <source>Delete {n} elements</source>
        <translation>Supprimer {n} éléments</translation>
    </message>
</context>
<context>
    <name>DeleteOutlineVerticesCommand</name>
    <message>
        <source>Remove a point of</source>
        <translation>Retirer un point de</translation>
    </message>
</context>
<context>
    <name>DeletePathsCommand</name>
    <message>
        <source>Delete </source>
        <translation>Supprimer </translation>
    </message>
    <message>
        <source>Delete {count} paths</source>
        <translation>Supprimer {count} chemins</translation>
    </message>
</context>
<context>
    <name>DeletePointsCommand</name>
    <message>
        <source>Delete </source>
        <translation>Supprimer </translation>
    </message>
    <message>
        <source>Delete {count} points</source>
        <translation>Supprimer {count} points</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>{name} (untitled {number})</source>
        <extracomment>The whole pack may differ (load, undo of a compound edit, rename of ids...). Elements were added, removed or changed; ``where`` names their JSON list paths. Only positions changed (a drag); ``where`` names the moved elements&apos; JSON paths. Only the rules parameters or header fields changed. Tells apart untitled documents of the same pack name (&quot;Europe (untitled 2)&quot;). Keeps the undo steps&apos; texts in the elements&apos; current names.</extracomment>
        <translation>{name} (sans titre {number})</translation>
    </message>
    <message>
        <source>{name} (untitled)</source>
        <translation>{name} (sans titre)</translation>
    </message>
</context>
<context>
    <name>DocumentTab</name>
    <message>
        <source>There is no editor for {game} packs in this build yet ({name__}: {e}).

The pack is open: you can still save it, and the Problems panel checks it.</source>
        <translation>Cette version n&apos;a pas encore d&apos;éditeur pour les packs {game} ({name__} : {e}).

Le pack est ouvert : vous pouvez encore l&apos;enregistrer, et le panneau Problèmes le vérifie.</translation>
    </message>
</context>
<context>
    <name>EndExplanation</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>{who} wins the tie-break</source>
        <translation>{who} l&apos;emporte au départage</translation>
    </message>
    <message>
        <source>{who} win the tie-break</source>
        <translation>{who} l&apos;emportent au départage</translation>
    </message>
    <message>
        <source>{tied} tied on {points} point; {how}.</source>
        <translation>{tied} sont à égalité avec {points} point ; {how}.</translation>
    </message>
    <message>
        <source>{tied} tied on {points} points; {how}.</source>
        <translation>{tied} sont à égalité avec {points} points ; {how}.</translation>
    </message>
    <message>
        <source>Where the points come from</source>
        <translation>D’où viennent les points</translation>
    </message>
    <message>
        <source>{name}&apos;s journey, link by link</source>
        <translation>Le voyage de {name}, lien par lien</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>ExpeditionBoard</name>
    <message>
        <source>Market</source>
        <extracomment>Pixels of a card button a millimetre of the printed card (its corner radius). Pixels between the arrows of two colours on one path. Delay before the names are placed again after a zoom or a scroll (ms). Map units (degrees) kept around the points when the board is fitted. The height of a button, without and with a card face. The largest card face a button shows (pixels high, wide).</extracomment>
        <translation>Cartes visibles</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({n})</source>
        <translation>Main de {name} ({n})</translation>
    </message>
    <message>
        <source>Deck ({n})</source>
        <translation>Pioche ({n})</translation>
    </message>
    <message>
        <source>Under the deck, in order ({n})</source>
        <translation>Sous la pioche, dans l’ordre ({n})</translation>
    </message>
    <message>
        <source>Drawn for a swap</source>
        <translation>Piochées pour un échange</translation>
    </message>
    <message>
        <source>{n} arrow played</source>
        <translation>{n} flèche jouée</translation>
    </message>
    <message>
        <source>{n} arrows played</source>
        <translation>{n} flèches jouées</translation>
    </message>
    <message>
        <source>{colour} expedition&apos;s head: its next arrow leaves from here (E3) · {played}, {left} left</source>
        <translation>Tête de l&apos;expédition {colour} : sa prochaine flèche part d&apos;ici (E3) · {played}, {left} restantes</translation>
    </message>
    <message>
        <source>{name}&apos;s token: {name} takes it back when an expedition reaches this point (E6)</source>
        <translation>Jeton de {name} : {name} le reprend quand une expédition atteint ce point (E6)</translation>
    </message>
    <message>
        <source>Click to put a token here (E2)</source>
        <translation>Cliquez pour poser un jeton ici (E2)</translation>
    </message>
    <message>
        <source>Click: {colour} restarts from here (E9)</source>
        <translation>Cliquez : {colour} repart d&apos;ici (E9)</translation>
    </message>
    <message>
        <source>Click to play an arrow here ({colours})</source>
        <translation>Cliquez pour jouer une flèche ici ({colours})</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt;</source>
        <translation>&lt;b&gt;La partie est terminée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Setting up&lt;/b&gt;: the destination cards are dealt and the market turned up</source>
        <translation>&lt;b&gt;Mise en place&lt;/b&gt; : les cartes destination sont distribuées et les cartes visibles retournées</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tokens&lt;/b&gt; (E2): &lt;b&gt;{who}&lt;/b&gt; places — {placed} on the board; each player puts {tokens} on their cards&apos; points</source>
        <translation>&lt;b&gt;Jetons&lt;/b&gt; (E2) : &lt;b&gt;{who}&lt;/b&gt; pose — {placed} sur le plateau ; chaque joueur en pose {tokens} sur les points de ses cartes</translation>
    </message>
    <message>
        <source>Round {round} — &lt;b&gt;{who}&apos;s turn&lt;/b&gt;</source>
        <translation>Tour {round} — &lt;b&gt;au tour de {who}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: &lt;b&gt;a swap (ticket, E11c)&lt;/b&gt;</source>
        <translation> : &lt;b&gt;un échange (ticket, E11c)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: tickets, or end the turn</source>
        <translation> : tickets, ou fin du tour</translation>
    </message>
    <message>
        <source>· final round: a hand is empty (E12)</source>
        <translation>· dernier tour : une main est vide (E12)</translation>
    </message>
    <message>
        <source>the turn&apos;s arrow, any colour (E3)</source>
        <translation>la flèche du tour, de n&apos;importe quelle couleur (E3)</translation>
    </message>
    <message>
        <source>an extra arrow, any colour (ticket, E11a)</source>
        <translation>une flèche supplémentaire, de n&apos;importe quelle couleur (ticket, E11a)</translation>
    </message>
    <message>
        <source>an extra arrow, any colour (blue point, E7)</source>
        <translation>une flèche supplémentaire, de n&apos;importe quelle couleur (point bleu, E7)</translation>
    </message>
    <message>
        <source>choose where {colour} restarts (loop, E9)</source>
        <translation>choisir d&apos;où repart {colour} (boucle, E9)</translation>
    </message>
    <message>
        <source>the loop&apos;s {colour} arrow (E9)</source>
        <translation>la flèche {colour} de la boucle (E9)</translation>
    </message>
    <message>
        <source>{n} card in hand</source>
        <translation>{n} carte en main</translation>
    </message>
    <message>
        <source>{n} cards in hand</source>
        <translation>{n} cartes en main</translation>
    </message>
    <message>
        <source>{n} reached</source>
        <translation>{n} atteintes</translation>
    </message>
    <message>
        <source>{n} ticket</source>
        <translation>{n} ticket</translation>
    </message>
    <message>
        <source>{n} tickets</source>
        <translation>{n} tickets</translation>
    </message>
    <message>
        <source>tokens: {out} out, {back} back</source>
        <translation>jetons : {out} posés, {back} repris</translation>
    </message>
    <message>
        <source>hand: </source>
        <translation>main : </translation>
    </message>
    <message>
        <source>{card} — in the market: whoever plays the arrow that reaches this point lays the card (E5). Click to find it on the map.</source>
        <translation>{card} — carte visible : celui qui joue la flèche qui atteint ce point pose la carte (E5). Cliquez pour la trouver sur la carte.</translation>
    </message>
    <message>
        <source>Market · deck: {n} card</source>
        <translation>Cartes visibles · pioche : {n} carte</translation>
    </message>
    <message>
        <source>Market · deck: {n} cards</source>
        <translation>Cartes visibles · pioche : {n} cartes</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>Reached so far: {n} cards</source>
        <translation>Atteintes jusqu&apos;ici : {n} cartes</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {n} card</source>
        <translation>Main de {name} : {n} carte</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {n} cards</source>
        <translation>Main de {name} : {n} cartes</translation>
    </message>
    <message>
        <source>{card} — in your hand: you lay it when an expedition reaches its point (E5)</source>
        <translation>{card} — dans votre main : vous la posez quand une expédition atteint son point (E5)</translation>
    </message>
    <message>
        <source>; your token stands on it</source>
        <translation> ; votre jeton s&apos;y trouve</translation>
    </message>
    <message>
        <source>Reached ({n}): </source>
        <translation>Atteintes ({n}) : </translation>
    </message>
    <message>
        <source>Reached: none yet</source>
        <translation>Atteintes : aucune pour l&apos;instant</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{who} to move</source>
        <translation>À {who} de jouer</translation>
    </message>
    <message>
        <source>Cards are dealt</source>
        <translation>Les cartes sont distribuées</translation>
    </message>
    <message>
        <source>A card is drawn from the deck.</source>
        <translation>Une carte est piochée.</translation>
    </message>
    <message>
        <source>Place a token</source>
        <translation>Posez un jeton</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click a ringed point&lt;/b&gt; (or the card in your hand): a point of one of your cards, at least {n} paths from the compass rose (E2).</source>
        <translation>&lt;b&gt;Cliquez sur un point cerclé&lt;/b&gt; (ou sur la carte de votre main) : un point de l&apos;une de vos cartes, à au moins {n} chemins de la rose des vents (E2).</translation>
    </message>
    <message>
        <source>You get a token back when any expedition reaches it (+1); one left on the board costs 1 at the end (E14).</source>
        <translation>Vous reprenez un jeton quand une expédition l&apos;atteint (+1) ; un jeton resté sur le plateau coûte 1 à la fin (E14).</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Prendre {card}</translation>
    </message>
    <message>
        <source>Give up a card</source>
        <translation>Rendez une carte</translation>
    </message>
    <message>
        <source>You take &lt;b&gt;{card}&lt;/b&gt;: &lt;b&gt;click the card in your hand&lt;/b&gt; you give up for it (red outline).</source>
        <translation>Vous prenez &lt;b&gt;{card}&lt;/b&gt; : &lt;b&gt;cliquez sur la carte de votre main&lt;/b&gt; que vous rendez en échange (contour rouge).</translation>
    </message>
    <message>
        <source>Swap a card (ticket, E11c)</source>
        <translation>Échanger une carte (ticket, E11c)</translation>
    </message>
    <message>
        <source>Two cards were drawn for you: &lt;b&gt;choose the one to take&lt;/b&gt;, then the hand card to give up.</source>
        <translation>Deux cartes ont été piochées pour vous : &lt;b&gt;choisissez celle à prendre&lt;/b&gt;, puis la carte de votre main à rendre.</translation>
    </message>
    <message>
        <source>The card given up and the card not taken go to the bottom of the deck; a token on the given-up card&apos;s point stays (E11c).</source>
        <translation>La carte rendue et la carte non prise vont sous la pioche ; un jeton sur le point de la carte rendue reste en place (E11c).</translation>
    </message>
    <message>
        <source>Which arrow?</source>
        <translation>Quelle flèche ?</translation>
    </message>
    <message>
        <source>Several arrows reach this point: choose one (its way is drawn bold).</source>
        <translation>Plusieurs flèches atteignent ce point : choisissez-en une (son trajet est tracé en gras).</translation>
    </message>
    <message>
        <source>{colour} arrow (path {path})</source>
        <translation>Flèche {colour} (chemin {path})</translation>
    </message>
    <message>
        <source>{colour} arrow</source>
        <translation>Flèche {colour}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Click the point again for the {colour} arrow. Esc or right click cancels.</source>
        <translation>Cliquez à nouveau sur le point pour la flèche {colour}. Échap ou un clic droit annule.</translation>
    </message>
    <message>
        <source>Your arrow is down</source>
        <translation>Votre flèche est posée</translation>
    </message>
    <message>
        <source>Spend a ticket, or end your turn.</source>
        <translation>Dépensez un ticket, ou terminez votre tour.</translation>
    </message>
    <message>
        <source>Loop: {colour} restarts</source>
        <translation>Boucle : {colour} repart</translation>
    </message>
    <message>
        <source>{colour} reached a point it had visited: &lt;b&gt;click a ringed point&lt;/b&gt; it has visited; its next arrow leaves from there (E9).</source>
        <translation>{colour} a atteint un point déjà visité : &lt;b&gt;cliquez sur un point cerclé&lt;/b&gt; qu&apos;elle a visité ; sa prochaine flèche part de là (E9).</translation>
    </message>
    <message>
        <source>Play an arrow</source>
        <translation>Jouez une flèche</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click the next point&lt;/b&gt; (green ring): the dashed lines show which head reaches it.</source>
        <translation>&lt;b&gt;Cliquez sur le point suivant&lt;/b&gt; (anneau vert) : les pointillés montrent quelle tête l&apos;atteint.</translation>
    </message>
    <message>
        <source>No arrow can be played</source>
        <translation>Aucune flèche ne peut être jouée</translation>
    </message>
    <message>
        <source>Spend a ticket to take an arrow back (E11b), or the arrow is lost (E10).</source>
        <translation>Dépensez un ticket pour reprendre une flèche (E11b), sinon la flèche est perdue (E10).</translation>
    </message>
    <message>
        <source>Tickets: &lt;b&gt;{tickets}&lt;/b&gt; · spent this turn {used} of {limit} (E11).</source>
        <translation>Tickets : &lt;b&gt;{tickets}&lt;/b&gt; · dépensés ce tour-ci {used} sur {limit} (E11).</translation>
    </message>
    <message>
        <source>Ticket: one more arrow</source>
        <translation>Ticket : une flèche de plus</translation>
    </message>
    <message>
        <source>Ticket: swap a card</source>
        <translation>Ticket : échanger une carte</translation>
    </message>
    <message>
        <source>Ticket: take back the last {colour} arrow (E11b)</source>
        <translation>Ticket : reprendre la dernière flèche {colour} (E11b)</translation>
    </message>
    <message>
        <source>No {colour} arrow on the board to take back (E11b)</source>
        <translation>Aucune flèche {colour} sur le plateau à reprendre (E11b)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>A ticket buys one more arrow, takes back a colour&apos;s last arrow (↶: the point now its head has its effect), or swaps a hand card for one of two drawn.</source>
        <translation>Un ticket donne une flèche de plus, reprend la dernière flèche d&apos;une couleur (↶ : le point devenu sa tête produit son effet), ou échange une carte de la main contre l&apos;une de deux cartes piochées.</translation>
    </message>
    <message>
        <source>Now click the hand card to give up for it.</source>
        <translation>Cliquez maintenant sur la carte de la main à rendre en échange.</translation>
    </message>
    <message>
        <source>First choose the drawn card to take (the panel on the right).</source>
        <translation>Choisissez d&apos;abord la carte piochée à prendre (le panneau de droite).</translation>
    </message>
    <message>
        <source>The card&apos;s point is ringed in orange.</source>
        <translation>Le point de la carte est cerclé d&apos;orange.</translation>
    </message>
    <message>
        <source>Click a point of the network (a green ring, when one can be played to).</source>
        <translation>Cliquez sur un point du réseau (un anneau vert, quand on peut y jouer).</translation>
    </message>
    <message>
        <source>Finish the swap first: choose a drawn card, then a hand card.</source>
        <translation>Terminez d&apos;abord l&apos;échange : choisissez une carte piochée, puis une carte de la main.</translation>
    </message>
    <message>
        <source>Several arrows reach this point: choose one in the panel.</source>
        <translation>Plusieurs flèches atteignent ce point : choisissez-en une dans le panneau.</translation>
    </message>
</context>
<context>
    <name>ExpeditionEditor</name>
    <message>
        <source>rose</source>
        <extracomment>The point kinds as the editor shows them (its &quot;New point kind&quot; combo, the tools&apos; texts) (the data stays the pack&apos;s value).</extracomment>
        <translation>rose</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>simple</translation>
    </message>
    <message>
        <source>Destination cards</source>
        <extracomment>Pause (ms) after a drag step or a scroll before the names are placed again. The script that builds the shipped World pack, backdrop included.</extracomment>
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
    <message>
        <source>{count} points · {count2} paths · {count3} wrap pairs · {count4} cards</source>
        <translation>{count} points · {count2} chemins · {count3} paires de bords · {count4} cartes</translation>
    </message>
    <message>
        <source> · token points (≥ {token_distance} paths from the rose): {count} of {greens} green</source>
        <translation> · points à jeton (≥ {token_distance} chemins de la rose) : {count} verts sur {greens}</translation>
    </message>
    <message>
        <source> · one point with {arg1}</source>
        <translation> · un seul point avec {arg1}</translation>
    </message>
    <message>
        <source>{point_name} ({kind} point){extra}</source>
        <translation>{point_name} (point {kind}){extra}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Backdrop&lt;/b&gt;: the coastlines drawn behind the network ({count} polygons, {points} points) cannot be edited in the studio. The World&apos;s come from Natural Earth&apos;s 1:110m countries (public domain), joined and simplified by the build script. To rebuild them, run &lt;code&gt;python {script}&lt;/code&gt; from the repository (its docstring says what it needs installed); it writes the shipped pack &lt;code&gt;{target}&lt;/code&gt;, and a pack of your own keeps the backdrop it was made from.</source>
        <translation>&lt;b&gt;Fond&lt;/b&gt; : les côtes dessinées derrière le réseau ({count} polygones, {points} points) ne se modifient pas dans le studio. Celles du Monde viennent des pays au 1:110m de Natural Earth (domaine public), réunis et simplifiés par le script de construction. Pour les reconstruire, lancez &lt;code&gt;python {script}&lt;/code&gt; depuis le dépôt (sa docstring dit ce qu&apos;il faut installer) ; il écrit le paquet livré &lt;code&gt;{target}&lt;/code&gt;, et un paquet à vous garde le fond à partir duquel il a été fait.</translation>
    </message>
    <message>
        <source>another point has that id</source>
        <translation>un autre point a cet identifiant</translation>
    </message>
    <message>
        <source>not a valid id</source>
        <translation>ce n&apos;est pas un identifiant valide</translation>
    </message>
    <message>
        <source>Cannot rename &apos;{pid}&apos; to &apos;{value}&apos;: {why}</source>
        <translation>Impossible de renommer « {pid} » en « {value} » : {why}</translation>
    </message>
</context>
<context>
    <name>FillTool</name>
    <message>
        <source>Fill</source>
        <translation>Remplir</translation>
    </message>
</context>
<context>
    <name>GirlItem</name>
    <message>
        <source>Girl {arg1}</source>
        <translation>Fille {arg1}</translation>
    </message>
    <message>
        <source>: markers bottom to top: {who}</source>
        <translation> : marqueurs de bas en haut : {who}</translation>
    </message>
    <message>
        <source> (full: {limit} routes)</source>
        <translation> (pleine : {limit} routes)</translation>
    </message>
    <message>
        <source>: no marker yet (she may still move along the path, T27)</source>
        <translation> : pas encore de marqueur (elle peut encore avancer sur le chemin, T27)</translation>
    </message>
</context>
<context>
    <name>HeatLegendWidget</name>
    <message>
        <source>Share of the games won with it in the journey</source>
        <translation>Part des parties gagnées avec lui dans le voyage</translation>
    </message>
    <message>
        <source>Route segments built in or along the hex, per game</source>
        <translation>Segments de route construits dans l&apos;hexagone ou le long, par partie</translation>
    </message>
    <message>
        <source>Visits and tokens per game</source>
        <translation>Visites et jetons par partie</translation>
    </message>
    <message>
        <source>Heat per game</source>
        <translation>Chaleur par partie</translation>
    </message>
    <message>
        <source>never used</source>
        <translation>jamais utilisé</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>{series}: {bin}: {n} game</source>
        <translation>{series} : {bin} : {n} partie</translation>
    </message>
    <message>
        <source>{series}: {bin}: {n} games</source>
        <translation>{series} : {bin} : {n} parties</translation>
    </message>
</context>
<context>
    <name>IgnoreBordersCommand</name>
    <message>
        <source>Ignore the border </source>
        <translation>Ignorer la frontière </translation>
    </message>
    <message>
        <source>Ignore {count} borders</source>
        <translation>Ignorer {count} frontières</translation>
    </message>
</context>
<context>
    <name>ImportCardsCommand</name>
    <message>
        <source>Import cards from {file}</source>
        <translation>Importer les cartes de {file}</translation>
    </message>
</context>
<context>
    <name>InsertOutlineVertexCommand</name>
    <message>
        <source>Add a point to</source>
        <translation>Ajouter un point à</translation>
    </message>
</context>
<context>
    <name>JourneyBoard</name>
    <message>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard {arg1}</source>
        <translation>Défausse {arg1}</translation>
    </message>
    <message>
        <source>Drawn card</source>
        <translation>Carte piochée</translation>
    </message>
    <message>
        <source>Your journey on the map: wheel to zoom, middle-drag to pan</source>
        <translation>Votre voyage sur la carte : molette pour zoomer, glisser avec le bouton du milieu pour vous déplacer</translation>
    </message>
    <message>
        <source>{name}&apos;s journey on the map: wheel to zoom, middle-drag to pan</source>
        <translation>Le voyage de {name} sur la carte : molette pour zoomer, glisser avec le bouton du milieu pour déplacer</translation>
    </message>
    <message>
        <source> — to move</source>
        <translation> — à jouer</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Draw pile ({n})</source>
        <translation>Pioche ({n})</translation>
    </message>
    <message>
        <source>{name} holds</source>
        <translation>{name} tient</translation>
    </message>
    <message>
        <source>{pub} cards</source>
        <translation>{pub} cartes</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n} carte</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartes</translation>
    </message>
    <message>
        <source>from the draw pile</source>
        <translation>de la pioche</translation>
    </message>
    <message>
        <source>from discard {source}</source>
        <translation>de la défausse {source}</translation>
    </message>
    <message>
        <source>{names}&apos;s holder</source>
        <translation>Support de {names}</translation>
    </message>
    <message>
        <source>slot {arg1}</source>
        <translation>emplacement {arg1}</translation>
    </message>
    <message>
        <source>Watching the bots</source>
        <translation>Les bots jouent</translation>
    </message>
    <message>
        <source>{count} of {count2} slots filled.</source>
        <translation>{count} emplacements remplis sur {count2}.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{_LEGAL}&apos;&gt;&lt;b&gt;✓ A complete journey (J11–J17).&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:{_LEGAL}&apos;&gt;&lt;b&gt;✓ Un voyage complet (J11–J17).&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{_BROKEN}&apos;&gt;✕ {message} ({rule})&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:{_BROKEN}&apos;&gt;✕ {message} ({rule})&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n} broken link:&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;{n} liaison rompue :&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n} broken links:&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;{n} liaisons rompues :&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Put the dealt card into an empty slot: drag it there, or click the slot.</source>
        <translation>Placez la carte distribuée dans un emplacement vide : faites-la glisser ou cliquez sur l&apos;emplacement.</translation>
    </message>
    <message>
        <source>Draw a card: click the draw pile or a discard pile.</source>
        <translation>Piochez une carte : cliquez sur la pioche ou sur une défausse.</translation>
    </message>
    <message>
        <source>Now click the discard pile for the card in slot {pending_slot} (Esc cancels).</source>
        <translation>Cliquez maintenant sur la défausse pour la carte de l&apos;emplacement {pending_slot} (Échap annule).</translation>
    </message>
    <message>
        <source>Drag the drawn card onto a slot to replace that card, or onto a discard pile to discard it (or click the card, then where it goes).</source>
        <translation>Faites glisser la carte piochée sur un emplacement pour remplacer sa carte, ou sur une défausse pour la défausser (ou cliquez sur la carte, puis sur sa destination).</translation>
    </message>
    <message>
        <source>Not your move: wait for the others to move.</source>
        <translation>Ce n’est pas votre tour : attendez que les autres jouent.</translation>
    </message>
    <message>
        <source>First put the dealt card into an empty slot: drag it there, or click the slot.</source>
        <translation>Placez d’abord la carte distribuée dans un emplacement vide : faites-la glisser ou cliquez sur l’emplacement.</translation>
    </message>
    <message>
        <source>Draw a card first: click the draw pile or a discard pile.</source>
        <translation>Piochez d’abord une carte : cliquez sur la pioche ou sur une défausse.</translation>
    </message>
    <message>
        <source>You have drawn this turn: put the drawn card into a slot or onto a discard pile.</source>
        <translation>Vous avez déjà pioché ce tour : placez la carte piochée dans un emplacement ou sur une défausse.</translation>
    </message>
    <message>
        <source>Click a slot to put the card there, or a discard pile to discard it.</source>
        <translation>Cliquez sur un emplacement pour y mettre la carte, ou sur une défausse pour la défausser.</translation>
    </message>
    <message>
        <source>Take the drawn card first: drag it here, or click it and then here.</source>
        <translation>Prenez d’abord la carte piochée : faites-la glisser ici, ou cliquez dessus puis ici.</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>piochée</translation>
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
    <message>
        <source>Link again</source>
        <translation>Relier à nouveau</translation>
    </message>
    <message>
        <source>Take back the Ignore: the selected countries get a land link across their shared border (one undo step)</source>
        <translation>Annuler l&apos;ignorance : les pays choisis reçoivent une liaison terrestre par leur frontière commune (une étape d&apos;annulation)</translation>
    </message>
    <message>
        <source>The shared border is the length of the edge the two outlines run along together, in the pack&apos;s map units (degrees on the Europe map)</source>
        <translation>La frontière commune est la longueur du bord que les deux contours suivent ensemble, en unités de la carte du paquet (des degrés sur la carte d&apos;Europe)</translation>
    </message>
    <message>
        <source>Ignored borders ({count}): touching, not linked on purpose</source>
        <translation>Frontières ignorées ({count}) : contiguës, non reliées exprès</translation>
    </message>
    <message>
        <source>Ignored borders: none (Ignore puts a proposal here)</source>
        <translation>Frontières ignorées : aucune (Ignorer met une proposition ici)</translation>
    </message>
    <message>
        <source>{pair}
    no shared border now</source>
        <translation>{pair}
    plus de frontière commune</translation>
    </message>
    <message>
        <source>{pair}
    shared border: {length:.2f} map units</source>
        <translation>{pair}
    frontière commune : {length:.2f} unités de carte</translation>
    </message>
    <message>
        <source>No country has an outline yet: draw them with the Outline tool (O), and shared borders are proposed here as land links.</source>
        <translation>Aucun pays n&apos;a encore de contour : dessinez-les avec l&apos;outil Contour (O), et les frontières communes seront proposées ici comme liaisons terrestres.</translation>
    </message>
    <message>
        <source>Every shared border of the {outlined} outlined countries has a link.</source>
        <translation>Chaque frontière commune des {outlined} pays dessinés a une liaison.</translation>
    </message>
    <message>
        <source>{count} pair(s) of countries share a border but have no link.</source>
        <translation>{count} paire(s) de pays ont une frontière commune mais pas de liaison.</translation>
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
    <message>
        <source>no seas</source>
        <translation>aucune mer</translation>
    </message>
    <message>
        <source>no groups</source>
        <translation>aucun groupe</translation>
    </message>
    <message>
        <source>&lt;b&gt;{count} cards&lt;/b&gt;: {counts} country, {counts2} ship, {counts3} plane&lt;br&gt;&lt;b&gt;Ships&lt;/b&gt;: {ships}&lt;br&gt;&lt;b&gt;Planes&lt;/b&gt;: {planes}</source>
        <translation>&lt;b&gt;{count} cartes&lt;/b&gt; : {counts} Pays, {counts2} Bateau, {counts3} Avion&lt;br&gt;&lt;b&gt;Bateaux&lt;/b&gt; : {ships}&lt;br&gt;&lt;b&gt;Avions&lt;/b&gt; : {planes}</translation>
    </message>
</context>
<context>
    <name>JourneyCoastTool</name>
    <message>
        <source>Click the sea whose coast you want to change</source>
        <translation>Cliquez sur la mer dont vous voulez modifier la côte</translation>
    </message>
    <message>
        <source>Click countries to toggle them on this sea&apos;s coast</source>
        <translation>Cliquez sur des pays pour les ajouter à la côte de cette mer ou les en retirer</translation>
    </message>
    <message>
        <source>Click a sea first</source>
        <translation>Cliquez d&apos;abord sur une mer</translation>
    </message>
    <message>
        <source>{country} is now on the coast of {name} ({count} coast countries)</source>
        <translation>{country} est maintenant sur la côte de {name} ({count} pays côtiers)</translation>
    </message>
    <message>
        <source>{country} is no longer on the coast of {name} ({count} coast countries)</source>
        <translation>{country} n&apos;est plus sur la côte de {name} ({count} pays côtiers)</translation>
    </message>
</context>
<context>
    <name>JourneyCountryTool</name>
    <message>
        <source>Added {name}: rename it in Properties</source>
        <translation>{name} ajouté : renommez-le dans Propriétés</translation>
    </message>
</context>
<context>
    <name>JourneyEditor</name>
    <message>
        <source>Land</source>
        <extracomment>Milliseconds after a zoom or an edit before labels are placed again.</extracomment>
        <translation>Terrestre</translation>
    </message>
    <message>
        <source>Ferry</source>
        <translation>Ferry</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {tooltip}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {tooltip}</translation>
    </message>
    <message>
        <source>Link kind:</source>
        <translation>Type de liaison :</translation>
    </message>
</context>
<context>
    <name>JourneyLinkTool</name>
    <message>
        <source>Now click the country to connect it to</source>
        <translation>Cliquez maintenant sur le pays auquel le relier</translation>
    </message>
    <message>
        <source>Cannot link {na} and {nb}</source>
        <translation>Impossible de relier {na} et {nb}</translation>
    </message>
    <message>
        <source>Change the kind</source>
        <translation>Changer le type</translation>
    </message>
    <message>
        <source>{na} – {nb} is now a {kind} link</source>
        <translation>{na} – {nb} est maintenant une liaison {kind}</translation>
    </message>
    <message>
        <source>{na} and {nb} are already linked by {kind}</source>
        <translation>{na} et {nb} sont déjà reliés par {kind}</translation>
    </message>
</context>
<context>
    <name>JourneyOutlineTool</name>
    <message>
        <source>Drag a point, double-click an edge to add one, or click the water to draw a new polygon</source>
        <extracomment>(&quot;country&quot;, id) or (&quot;sea&quot;, id) whose outline is edited, or None. The points of the polygon being drawn, in map units. The vertex touched last, as (polygon, vertex) of the target&apos;s outline.</extracomment>
        <translation>Faites glisser un point, double-cliquez sur un bord pour en ajouter un, ou cliquez sur l&apos;eau pour dessiner un nouveau polygone</translation>
    </message>
    <message>
        <source>Click the country or sea whose outline you want to draw or change</source>
        <translation>Cliquez sur le pays ou la mer dont vous voulez dessiner ou modifier le contour</translation>
    </message>
    <message>
        <source>{count} points: click the first point, double-click or press Enter to close</source>
        <translation>{count} points : cliquez sur le premier point, double-cliquez ou appuyez sur Entrée pour fermer</translation>
    </message>
    <message>
        <source>Double-click to add a point to this edge</source>
        <translation>Double-cliquez pour ajouter un point à ce bord</translation>
    </message>
    <message>
        <source>Click to add points; click the first point, double-click or press Enter to close</source>
        <translation>Cliquez pour ajouter des points ; cliquez sur le premier point, double-cliquez ou appuyez sur Entrée pour fermer</translation>
    </message>
    <message>
        <source>Inside the outline: drag a point, double-click an edge to add one, or click outside it to draw another polygon</source>
        <translation>Dans le contour : faites glisser un point, double-cliquez sur un bord pour en ajouter un, ou cliquez en dehors pour dessiner un autre polygone</translation>
    </message>
    <message>
        <source>Drawing dropped</source>
        <translation>Tracé abandonné</translation>
    </message>
    <message>
        <source>This point is shared with {shared} other outline(s): they move together (Alt: alone)</source>
        <translation>Ce point est partagé avec {shared} autre(s) contour(s) : ils bougent ensemble (Alt : seul)</translation>
    </message>
    <message>
        <source>Joined to the point of {names}: release to share the border (drag {pixels} px away to let go)</source>
        <translation>Joint au point de {names} : relâchez pour partager la frontière (éloignez-vous de {pixels} px pour le lâcher)</translation>
    </message>
    <message>
        <source>Not joined: the point moves freely</source>
        <translation>Non joint : le point bouge librement</translation>
    </message>
    <message>
        <source>Not there: {e}</source>
        <translation>Pas ici : {e}</translation>
    </message>
    <message>
        <source>Cannot add a point there: {e}</source>
        <translation>Impossible d&apos;ajouter un point ici : {e}</translation>
    </message>
    <message>
        <source>Point added: drag it into place</source>
        <translation>Point ajouté : faites-le glisser à sa place</translation>
    </message>
    <message>
        <source>Cannot remove this point: {e}</source>
        <translation>Impossible de retirer ce point : {e}</translation>
    </message>
    <message>
        <source>Polygon removed (fewer than 3 points were left)</source>
        <translation>Polygone supprimé (il restait moins de 3 points)</translation>
    </message>
    <message>
        <source>Point removed</source>
        <translation>Point retiré</translation>
    </message>
    <message>
        <source>A polygon needs at least 3 points</source>
        <translation>Un polygone demande au moins 3 points</translation>
    </message>
    <message>
        <source>Cannot close this polygon: {problem}</source>
        <translation>Impossible de fermer ce polygone : {problem}</translation>
    </message>
    <message>
        <source>Polygon of {count} points added</source>
        <translation>Polygone de {count} points ajouté</translation>
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
        <source>none yet</source>
        <translation>aucun pour le moment</translation>
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
        <source>{count} elements selected</source>
        <translation>{count} éléments sélectionnés</translation>
    </message>
    <message>
        <source>{countries} countries, {links} links, {seas} seas, {cards} cards ({country} country, {ship} ship, {plane} plane).</source>
        <translation>{countries} pays, {links} liaisons, {seas} mers, {cards} cartes ({country} Pays, {ship} Bateau, {plane} Avion).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coast of&lt;/b&gt;: {join}</source>
        <translation>&lt;b&gt;Côte de&lt;/b&gt; : {join}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Outline&lt;/b&gt;: {n} polygon, {points} points</source>
        <translation>&lt;b&gt;Contour&lt;/b&gt; : {n} polygone, {points} points</translation>
    </message>
    <message>
        <source>&lt;b&gt;Outline&lt;/b&gt;: {n} polygons, {points} points</source>
        <translation>&lt;b&gt;Contour&lt;/b&gt; : {n} polygones, {points} points</translation>
    </message>
    <message>
        <source>&lt;i&gt;No links yet: use the Link tool (L).&lt;/i&gt;</source>
        <translation>&lt;i&gt;Pas encore de liaisons : utilisez l&apos;outil Liaison (L).&lt;/i&gt;</translation>
    </message>
    <message>
        <source>The id &apos;{value}&apos; is already used</source>
        <translation>L&apos;identifiant « {value} » est déjà utilisé</translation>
    </message>
    <message>
        <source>Change the kind</source>
        <translation>Changer le type</translation>
    </message>
    <message>
        <source>Drag to move them together; Delete removes them all (one undo step).</source>
        <translation>Faites glisser pour les déplacer ensemble ; Suppr les supprime tous (une étape d&apos;annulation).</translation>
    </message>
</context>
<context>
    <name>JourneySeaTool</name>
    <message>
        <source>Added {name}: press T and click its coast countries</source>
        <translation>{name} ajoutée : appuyez sur T et cliquez sur ses pays côtiers</translation>
    </message>
</context>
<context>
    <name>LabPanel</name>
    <message>
        <source>&amp;Choose chance outcomes</source>
        <extracomment>Most rows the list shows (a Trails build step can offer a few hundred moves).</extracomment>
        <translation>&amp;Choisir les tirages du hasard</translation>
    </message>
    <message>
        <source>Stack the deck: stop before every card dealt or drawn and every terrain drawn, and choose the outcome yourself (the record says it was staged)</source>
        <translation>Préparer le paquet : s&apos;arrêter avant chaque carte distribuée ou piochée et chaque terrain tiré, et choisir le tirage soi-même (l&apos;enregistrement le dit arrangé)</translation>
    </message>
    <message>
        <source>Draw at &amp;random</source>
        <translation>Tirer au &amp;hasard</translation>
    </message>
    <message>
        <source>Let chance draw by itself, with the game&apos;s seed, and the bots move, up to the next person&apos;s decision</source>
        <translation>Laisser le hasard tirer seul, avec la graine de la partie, et les bots jouer, jusqu&apos;à la prochaine décision d&apos;une personne</translation>
    </message>
    <message>
        <source>A move of this game: 0 is the start</source>
        <translation>Un coup de cette partie : 0 est le début</translation>
    </message>
    <message>
        <source>Show &amp;move</source>
        <translation>Afficher le &amp;coup</translation>
    </message>
    <message>
        <source>Replay the game at that move (Back to the game returns; Fork from here starts a new game there)</source>
        <translation>Rejouer la partie à ce coup (Retour à la partie revient ; Bifurquer d&apos;ici y commence une nouvelle partie)</translation>
    </message>
    <message>
        <source>Jump to move</source>
        <translation>Aller au coup</translation>
    </message>
    <message>
        <source>&amp;Pin This Position…</source>
        <translation>É&amp;pingler cette position…</translation>
    </message>
    <message>
        <source>Keep the game so far in the pack as a scenario the lint re-checks at every edit (Ctrl+Shift+P)</source>
        <translation>Garder la partie jusqu’ici dans le pack comme un scénario que la vérification rejoue à chaque modification (Ctrl+Maj+P)</translation>
    </message>
    <message>
        <source>Start the playtest from the studio (F5) to pin positions into its pack</source>
        <translation>Lancez la partie d’essai depuis le studio (F5) pour épingler des positions dans son pack</translation>
    </message>
    <message>
        <source>Replaying: back to the game to choose moves.</source>
        <translation>Relecture : revenez à la partie pour choisir des coups.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>Chance step: choose the outcome ({count})</source>
        <translation>Étape de hasard : choisissez le tirage ({count})</translation>
    </message>
    <message>
        <source>{outcome} — {percent}</source>
        <translation>{outcome} — {percent}</translation>
    </message>
    <message>
        <source>The bots are moving.</source>
        <translation>Les bots jouent.</translation>
    </message>
    <message>
        <source>Hidden until {name} is ready (or turn on god view).</source>
        <translation>Caché jusqu&apos;à ce que {name} soit prêt (ou activez la vue divine).</translation>
    </message>
    <message>
        <source>{name}&apos;s legal moves ({count})</source>
        <translation>Coups permis de {name} ({count})</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… et {count} de plus</translation>
    </message>
    <message>
        <source>God view (Ctrl+G) shows here what no player sees: the deck and every hand, card by card.</source>
        <translation>La vue divine (Ctrl+G) montre ici ce qu’aucun joueur ne voit : la pioche et chaque main, carte par carte.</translation>
    </message>
    <message>
        <source>This game hides no cards.</source>
        <translation>Ce jeu ne cache aucune carte.</translation>
    </message>
    <message>
        <source>{words}: {card}</source>
        <translation>{words} : {card}</translation>
    </message>
    <message>
        <source>Staged: {move}</source>
        <translation>Arrangé : {move}</translation>
    </message>
    <message>
        <source>{count} move(s) by chance and the bots</source>
        <translation>{count} coup(s) du hasard et des bots</translation>
    </message>
    <message>
        <source>Chance outcomes: you choose each one from the next chance step (New Game, Ctrl+N, stacks the deal from the start)</source>
        <translation>Tirages du hasard : vous choisissez chacun dès la prochaine étape de hasard (Nouvelle partie, Ctrl+N, prépare la donne dès le début)</translation>
    </message>
    <message>
        <source>Chance outcomes: drawn at random from the seed</source>
        <translation>Tirages du hasard : au hasard, selon la graine</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Legend — {get}</source>
        <translation>Légende — {get}</translation>
    </message>
</context>
<context>
    <name>LegendWidget</name>
    <message>
        <source>Open a pack to see what its board&apos;s drawings mean.</source>
        <extracomment>Size of a sample, in pixels.</extracomment>
        <translation>Ouvrez un pack pour voir ce que signifient les tracés de son plateau.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{get} board&lt;/b&gt;: what each drawing means</source>
        <translation>&lt;b&gt;Plateau {get}&lt;/b&gt; : ce que signifie chaque tracé</translation>
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
        <translation>Relier à nouveau </translation>
    </message>
    <message>
        <source>Link {count} ignored borders again</source>
        <translation>Relier à nouveau {count} frontières ignorées</translation>
    </message>
</context>
<context>
    <name>LinkItem</name>
    <message>
        <source>{kind} link: {a} – {b}</source>
        <translation>Liaison {kind} : {a} – {b}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No pack is open.

Start one from a template (File &gt; New) or open a pack file (Ctrl+O).</source>
        <translation>Aucun pack n&apos;est ouvert.

Partez d&apos;un modèle (Fichier &gt; Nouveau) ou ouvrez un fichier pack (Ctrl+O).</translation>
    </message>
    <message>
        <source>Card Layouts</source>
        <translation>Mises en page des cartes</translation>
    </message>
    <message>
        <source>No card layouts for this document.</source>
        <translation>Aucune mise en page de cartes pour ce document.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>No document</source>
        <translation>Aucun document</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historique des annulations</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>No {title} for this document.</source>
        <translation>Pas de {title} pour ce document.</translation>
    </message>
    <message>
        <source>Errors and warnings in this pack: click to show them</source>
        <translation>Erreurs et avertissements de ce pack : cliquez pour les afficher</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>A new pack: a game&apos;s blank pack or a copy of a shipped template</source>
        <translation>Un nouveau pack : le pack vierge d&apos;un jeu ou la copie d&apos;un modèle fourni</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>Nouveau à partir d’un &amp;modèle</translation>
    </message>
    <message>
        <source>A new untitled pack, a copy of the shipped {name} pack</source>
        <translation>Un nouveau pack sans titre, copie du pack fourni {name}</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Board &amp;Image…</source>
        <translation>&amp;Image de fond…</translation>
    </message>
    <message>
        <source>A picture under the board to trace the map over: file, opacity, lock</source>
        <translation>Une image sous le plateau pour y décalquer la carte : fichier, opacité, verrouillage</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Export Pack…</source>
        <translation>E&amp;xporter le pack…</translation>
    </message>
    <message>
        <source>Share the pack as a .bcpack file (the pack, a preview, print-and-play sheets)</source>
        <translation>Partager le pack sous forme de fichier .bcpack (le pack, un aperçu, les planches à imprimer)</translation>
    </message>
    <message>
        <source>&amp;Import Pack…</source>
        <translation>&amp;Importer un pack…</translation>
    </message>
    <message>
        <source>Open a .bcpack file: it is checked whole, then written into a folder you choose</source>
        <translation>Ouvrir un fichier .bcpack : il est entièrement vérifié, puis écrit dans le dossier de votre choix</translation>
    </message>
    <message>
        <source>Import &amp;Cards…</source>
        <translation>Importer les &amp;cartes…</translation>
    </message>
    <message>
        <source>Replace the pack&apos;s card set by a CSV or Excel table (one undo step; a table with a problem is refused whole)</source>
        <translation>Remplacer le jeu de cartes du pack par un tableau CSV ou Excel (une seule étape d&apos;annulation ; un tableau fautif est refusé en entier)</translation>
    </message>
    <message>
        <source>Export C&amp;ards…</source>
        <translation>Exporter les c&amp;artes…</translation>
    </message>
    <message>
        <source>The pack&apos;s card set as a CSV or Excel table: a row a card, a column a field</source>
        <translation>Le jeu de cartes du pack en tableau CSV ou Excel : une ligne par carte, une colonne par champ</translation>
    </message>
    <message>
        <source>&amp;Print and Play…</source>
        <translation>Im&amp;primer et jouer…</translation>
    </message>
    <message>
        <source>A PDF of the cards (with bleed and cut marks) and the board, to print and play</source>
        <translation>Un PDF des cartes (avec fond perdu et traits de coupe) et du plateau, à imprimer pour jouer</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>See every print-and-play page (cards and backs, pieces, board sheets) before printing or writing the PDF</source>
        <translation>Voir chaque page à imprimer pour jouer (cartes et dos, pièces, planches du plateau) avant d&apos;imprimer ou d&apos;écrire le PDF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected elements</source>
        <translation>Supprimer les éléments sélectionnés</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>Select every element of the map</source>
        <translation>Sélectionner tous les éléments de la carte</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>The studio&apos;s language</source>
        <translation>La langue du studio</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation>&amp;Ajuster à la vue</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Légende</translation>
    </message>
    <message>
        <source>What each drawing on the board means</source>
        <translation>Ce que signifie chaque tracé du plateau</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>Exporter une &amp;image…</translation>
    </message>
    <message>
        <source>The board as a PNG at a chosen resolution, or as an SVG</source>
        <translation>Le plateau en PNG à la résolution choisie, ou en SVG</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Playtest…</source>
        <translation>&amp;Tester la partie…</translation>
    </message>
    <message>
        <source>Play the current pack hot-seat against the real rules, with people and bots</source>
        <translation>Jouer le pack courant sur un même appareil, avec les vraies règles, entre humains et bots</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key of the studio&apos;s actions</source>
        <translation>Toutes les touches des actions du studio</translation>
    </message>
    <message>
        <source>&amp;About {APP_NAME}</source>
        <translation>&amp;À propos de {APP_NAME}</translation>
    </message>
    <message>
        <source>Version and purpose of the studio</source>
        <translation>Version et objet du studio</translation>
    </message>
    <message>
        <source>Cannot open the scenario &apos;{name}&apos; in a playtest: {reason}</source>
        <translation>Impossible d&apos;ouvrir le scénario &apos;{name}&apos; en partie d&apos;essai : {reason}</translation>
    </message>
    <message>
        <source>at move {n}, the first that no longer holds</source>
        <translation>au coup {n}, le premier qui ne tient plus</translation>
    </message>
    <message>
        <source>at the end of its record</source>
        <translation>à la fin de son enregistrement</translation>
    </message>
    <message>
        <source>Scenario &apos;{name}&apos; {where}: {what}</source>
        <translation>Scénario &apos;{name}&apos; {where} : {what}</translation>
    </message>
    <message>
        <source>Open a pack to playtest it</source>
        <translation>Ouvrez un pack pour le tester</translation>
    </message>
    <message>
        <source>
… and {count} more</source>
        <translation>
… et {count} de plus</translation>
    </message>
    <message>
        <source>{display_name} has {n} error that the rules cannot play with. Fix them first (see the Problems panel):

{shown}{more}</source>
        <translation>{display_name} comporte {n} erreur qui empêche de jouer selon les règles. Corrigez-la d&apos;abord (voir le panneau Problèmes) :

{shown}{more}</translation>
    </message>
    <message>
        <source>{display_name} has {n} errors that the rules cannot play with. Fix them first (see the Problems panel):

{shown}{more}</source>
        <translation>{display_name} comporte {n} erreurs qui empêchent de jouer selon les règles. Corrigez-les d&apos;abord (voir le panneau Problèmes) :

{shown}{more}</translation>
    </message>
    <message>
        <source>{tool} tool</source>
        <translation>Outil {tool}</translation>
    </message>
    <message>
        <source>{tool}: {gesture}</source>
        <translation>{tool} : {gesture}</translation>
    </message>
    <message>
        <source>{n} error</source>
        <translation>{n} erreur</translation>
    </message>
    <message>
        <source>{n} errors</source>
        <translation>{n} erreurs</translation>
    </message>
    <message>
        <source>{n} warning</source>
        <translation>{n} avertissement</translation>
    </message>
    <message>
        <source>{n} warnings</source>
        <translation>{n} avertissements</translation>
    </message>
    <message>
        <source>Cannot playtest this pack</source>
        <translation>Impossible de tester ce pack</translation>
    </message>
    <message>
        <source>&amp;Journey (Europe template)</source>
        <translation>&amp;Journey (modèle Europe)</translation>
    </message>
    <message>
        <source>&amp;Trails template</source>
        <translation>Modèle &amp;Trails</translation>
    </message>
    <message>
        <source>&amp;Expedition template</source>
        <translation>Modèle &amp;Expedition</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Borders</source>
        <translation>Frontières</translation>
    </message>
    <message>
        <source>No properties for this document.</source>
        <translation>Pas de propriétés pour ce document.</translation>
    </message>
    <message>
        <source>No cards for this document.</source>
        <translation>Pas de cartes pour ce document.</translation>
    </message>
    <message>
        <source>Playtest of {name} started (seed {seed})</source>
        <translation>Test de {name} lancé (graine {seed})</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
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
        <translation>Outils de l&apos;éditeur {game}</translation>
    </message>
    <message>
        <source>Map canvas</source>
        <translation>Canevas de la carte</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts — {APP_NAME}</source>
        <translation>Raccourcis clavier — {APP_NAME}</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>The new language takes effect when the studio is restarted.</source>
        <translation>La nouvelle langue prendra effet au prochain démarrage du studio.</translation>
    </message>
    <message>
        <source>About {APP_NAME}</source>
        <translation>À propos de {APP_NAME}</translation>
    </message>
    <message>
        <source>&lt;h3&gt;{APP_NAME}&lt;/h3&gt;&lt;p&gt;Version {studio_version}&lt;/p&gt;&lt;p&gt;A design studio for board and card games: edit packs, check them and play-test them with bots.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;{APP_NAME}&lt;/h3&gt;&lt;p&gt;Version {studio_version}&lt;/p&gt;&lt;p&gt;Un studio de conception de jeux de plateau et de cartes : modifiez des packs, vérifiez-les et testez-les avec des bots.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pack files (*.json *.bcpack);;All files (*)</source>
        <translation>Fichiers pack (*.json *.bcpack);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot create the pack</source>
        <translation>Impossible de créer le pack</translation>
    </message>
    <message>
        <source>Cannot open the pack</source>
        <translation>Impossible d&apos;ouvrir le pack</translation>
    </message>
    <message>
        <source>Open packs</source>
        <translation>Ouvrir des packs</translation>
    </message>
    <message>
        <source>Cannot save the pack</source>
        <translation>Impossible d&apos;enregistrer le pack</translation>
    </message>
    <message>
        <source>Saved {target}</source>
        <translation>{target} enregistré</translation>
    </message>
    <message>
        <source>Save a pack that will not load?</source>
        <translation>Enregistrer un pack qui ne se chargera pas ?</translation>
    </message>
    <message>
        <source>{display_name} has {count} problem(s) that will stop it loading:

{listed}

Save anyway?</source>
        <translation>{display_name} comporte {count} problème(s) qui empêcheront son chargement :

{listed}

Enregistrer quand même ?</translation>
    </message>
    <message>
        <source>Save pack as</source>
        <translation>Enregistrer le pack sous</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier ?</translation>
    </message>
    <message>
        <source>{name} already exists in {parent}.

Replace it with this pack?</source>
        <translation>{name} existe déjà dans {parent}.

Le remplacer par ce pack ?</translation>
    </message>
    <message>
        <source>, as {tab}</source>
        <translation>, sous le nom {tab}</translation>
    </message>
    <message>
        <source>File open in another tab</source>
        <translation>Fichier ouvert dans un autre onglet</translation>
    </message>
    <message>
        <source>{name} is open in another tab{named}.

Saving this pack over it would make both tabs one file, and the other tab&apos;s work would be lost. Close that tab first, or save under another name.</source>
        <translation>{name} est ouvert dans un autre onglet{named}.

Enregistrer ce pack par-dessus ferait des deux onglets un seul fichier, et le travail de l&apos;autre onglet serait perdu. Fermez d&apos;abord cet onglet, ou enregistrez sous un autre nom.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to {display_name} before closing?</source>
        <translation>Enregistrer les modifications de {display_name} avant de fermer ?</translation>
    </message>
    <message>
        <source>Nothing selected to delete</source>
        <translation>Rien de sélectionné à supprimer</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Restaurer le travail non enregistré ?</translation>
    </message>
    <message>
        <source>The studio did not close cleanly. These documents have autosaved edits:

{names}

Restore them? (No discards the autosaved edits.)</source>
        <translation>Le studio ne s&apos;est pas fermé correctement. Ces documents ont des modifications enregistrées automatiquement :

{names}

Les restaurer ? (Non abandonne ces modifications.)</translation>
    </message>
    <message>
        <source>Cannot restore an autosaved pack</source>
        <translation>Impossible de restaurer un pack enregistré automatiquement</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <source>File not found</source>
        <translation>Fichier introuvable</translation>
    </message>
    <message>
        <source>{path}

no longer exists (moved, renamed or deleted). It is removed from Open Recent.</source>
        <translation>{path}

n&apos;existe plus (déplacé, renommé ou supprimé). Il est retiré des fichiers récents.</translation>
    </message>
    <message>
        <source>Cannot show {element_name} on the canvas</source>
        <translation>Impossible de montrer {element_name} sur le canevas</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Pas encore enregistré</translation>
    </message>
</context>
<context>
    <name>ManItem</name>
    <message>
        <source>{name}&apos;s man: routes start at a corner of this hex; its six spokes are {name}&apos;s (T16)</source>
        <translation>Bonhomme de {name} : les routes partent d&apos;un coin de cet hexagone ; ses six rayons sont à {name} (T16)</translation>
    </message>
</context>
<context>
    <name>MapCanvas</name>
    <message>
        <source>Pan the map</source>
        <extracomment>Zoom limits (1.0 = one scene unit per pixel). Zoom factor of one wheel notch (120 eighths of a degree). Space around the scene&apos;s items when fitting it to the view, in pixels. The colour around (and under) every board. The canvas&apos;s own gestures, as (what they do, the keys), for Help &gt; Keyboard Shortcuts.</extracomment>
        <translation>Déplacer la carte</translation>
    </message>
    <message>
        <source>Middle-drag, Space+Drag</source>
        <translation>Glisser avec le bouton du milieu, Espace+Glisser</translation>
    </message>
    <message>
        <source>Zoom in or out around the pointer</source>
        <translation>Zoomer ou dézoomer autour du pointeur</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Molette de la souris</translation>
    </message>
</context>
<context>
    <name>MoveElementsCommand</name>
    <message>
        <source>Move </source>
        <translation>Déplacer </translation>
    </message>
    <message>
        <source>Move {n} elements</source>
        <translation>Déplacer {n} éléments</translation>
    </message>
</context>
<context>
    <name>MoveOutlineVerticesCommand</name>
    <message>
        <source>Move the border of</source>
        <translation>Déplacer la frontière de</translation>
    </message>
</context>
<context>
    <name>MovePointCommand</name>
    <message>
        <source>Move </source>
        <translation>Déplacer </translation>
    </message>
</context>
<context>
    <name>NewPackDialog</name>
    <message>
        <source>New pack</source>
        <translation>Nouveau pack</translation>
    </message>
    <message>
        <source>Start from a blank pack of a game, or from a shipped template:</source>
        <translation>Partez du pack vierge d&apos;un jeu, ou d&apos;un modèle fourni :</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Drag to step through the moves; ✎ marks a move with a note</source>
        <extracomment>The colour of a note everywhere it shows: the slider&apos;s marks, the log&apos;s pencil.</extracomment>
        <translation>Faites glisser pour parcourir les coups ; ✎ marque un coup annoté</translation>
    </message>
    <message>
        <source>Add a Note</source>
        <translation>Ajouter une note</translation>
    </message>
    <message>
        <source>Note on {where}:</source>
        <translation>Note sur {where} :</translation>
    </message>
    <message>
        <source>What you saw here, e.g. “players hesitated here”</source>
        <translation>Ce que vous avez vu ici, par ex. « les joueurs ont hésité ici »</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>Ajouter la note</translation>
    </message>
    <message>
        <source>{n} of {max} characters</source>
        <translation>{n} caractères sur {max}</translation>
    </message>
    <message>
        <source>Ctrl+Enter adds the note</source>
        <translation>Ctrl+Entrée ajoute la note</translation>
    </message>
    <message>
        <source>Double-click or Enter: show that move</source>
        <extracomment>A note&apos;s move was asked for: the ply of the move (int).</extracomment>
        <translation>Double-clic ou Entrée : afficher ce coup</translation>
    </message>
    <message>
        <source>&amp;Add Note…</source>
        <translation>&amp;Ajouter une note…</translation>
    </message>
    <message>
        <source>Write a note on the move selected in the log, or on the last move (Ctrl+Shift+N)</source>
        <translation>Écrire une note sur le coup choisi dans le journal, ou sur le dernier coup (Ctrl+Maj+N)</translation>
    </message>
    <message>
        <source>&amp;Show Move</source>
        <translation>&amp;Afficher le coup</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Take the selected note away (Delete)</source>
        <translation>Retirer la note choisie (Suppr)</translation>
    </message>
    <message>
        <source>Move {k} · {what}</source>
        <translation>Coup {k} · {what}</translation>
    </message>
    <message>
        <source>No notes yet: select a move in the log and press Add Note… (Ctrl+Shift+N).</source>
        <translation>Pas encore de notes : choisissez un coup dans le journal et appuyez sur Ajouter une note… (Ctrl+Maj+N).</translation>
    </message>
    <message>
        <source>1 note, kept in the record (Save Record, Ctrl+S)</source>
        <translation>1 note, gardée dans l’enregistrement (Enregistrer la partie, Ctrl+S)</translation>
    </message>
    <message>
        <source>{n} notes, kept in the record (Save Record, Ctrl+S)</source>
        <translation>{n} notes, gardées dans l’enregistrement (Enregistrer la partie, Ctrl+S)</translation>
    </message>
</context>
<context>
    <name>PackProperties</name>
    <message>
        <source>Rules</source>
        <extracomment>The pack fields the form does not show (the format&apos;s own, not the designer&apos;s).</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Pack — {name}</source>
        <translation>Pack — {name}</translation>
    </message>
    <message>
        <source>Set pack {field}</source>
        <translation>Modifier le champ {field} du pack</translation>
    </message>
</context>
<context>
    <name>PaintHexesCommand</name>
    <message>
        <source>Paint hexes</source>
        <translation>Peindre des hexagones</translation>
    </message>
    <message>
        <source>{label}: random</source>
        <translation>{label} : aléatoire</translation>
    </message>
</context>
<context>
    <name>PairWrapCommand</name>
    <message>
        <source>Pair </source>
        <translation>Apparier </translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Pin This Position</source>
        <extracomment>The expectation kinds, in the dialog&apos;s order.</extracomment>
        <translation>Épingler cette position</translation>
    </message>
    <message>
        <source>The game so far ({n} moves) is kept in the pack as a scenario. The Problems panel says when an edit breaks it.</source>
        <translation>La partie jusqu’ici ({n} coups) est gardée dans le pack comme un scénario. Le panneau Problèmes signale quand une modification le casse.</translation>
    </message>
    <message>
        <source>After move {n}</source>
        <translation>Après le coup {n}</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>This move must stay &amp;legal:</source>
        <translation>Ce coup doit rester &amp;permis :</translation>
    </message>
    <message>
        <source>Nobody decides here: there is no legal move to keep</source>
        <translation>Personne ne décide ici : aucun coup permis à garder</translation>
    </message>
    <message>
        <source>This move must stay &amp;refused:</source>
        <translation>Ce coup doit rester &amp;refusé :</translation>
    </message>
    <message>
        <source>the move, in the game&apos;s notation</source>
        <translation>le coup, dans la notation du jeu</translation>
    </message>
    <message>
        <source>rule, e.g. T21</source>
        <translation>règle, par ex. T21</translation>
    </message>
    <message>
        <source>The game must &amp;end like this:</source>
        <translation>La partie doit &amp;finir ainsi :</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>{winners} won: {reason}</source>
        <translation>{winners} a gagné : {reason}</translation>
    </message>
    <message>
        <source>(the game is not over)</source>
        <translation>(la partie n’est pas finie)</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Épingler</translation>
    </message>
    <message>
        <source>Give the scenario a name.</source>
        <translation>Donnez un nom au scénario.</translation>
    </message>
    <message>
        <source>The pack already has a scenario named “{name}”.</source>
        <translation>Le pack a déjà un scénario nommé « {name} ».</translation>
    </message>
    <message>
        <source>Say which move must stay refused and by which rule.</source>
        <translation>Dites quel coup doit rester refusé et par quelle règle.</translation>
    </message>
    <message>
        <source>This scenario cannot be kept: {why}</source>
        <translation>Ce scénario ne peut pas être gardé : {why}</translation>
    </message>
    <message>
        <source>It does not hold now: {why}</source>
        <translation>Il ne tient pas maintenant : {why}</translation>
    </message>
</context>
<context>
    <name>PlaytestSetupDialog</name>
    <message>
        <source>Person</source>
        <extracomment>Names offered for people&apos;s seats, in seat order. What the seat menu calls each kind of seat.</extracomment>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Greedy bot</source>
        <translation>Bot glouton</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Bot aléatoire</translation>
    </message>
    <message>
        <source>MCTS bot</source>
        <translation>Bot MCTS</translation>
    </message>
    <message>
        <source>person</source>
        <extracomment>The seat captions of the playtest window (&quot;1. Anna (person)&quot;, &quot;2. Ben (greedy bot)&quot;).</extracomment>
        <translation>personne</translation>
    </message>
    <message>
        <source>greedy bot</source>
        <translation>bot glouton</translation>
    </message>
    <message>
        <source>random bot</source>
        <translation>bot aléatoire</translation>
    </message>
    <message>
        <source>mcts bot</source>
        <translation>bot MCTS</translation>
    </message>
    <message>
        <source>{kind} bot</source>
        <translation>bot {kind}</translation>
    </message>
    <message>
        <source>Playtest {pack_name}</source>
        <extracomment>Most seeds a person types (31 bits: any seed fits a spin box).</extracomment>
        <translation>Tester {pack_name}</translation>
    </message>
    <message>
        <source>Play &lt;b&gt;{arg1}&lt;/b&gt; against the real rules. People share this screen (hot seat): each sees only their own cards.</source>
        <translation>Jouez &lt;b&gt;{arg1}&lt;/b&gt; avec les vraies règles. Les joueurs partagent cet écran (chacun son tour) : chacun ne voit que ses propres cartes.</translation>
    </message>
    <message>
        <source>{min_players} to {max_players} players</source>
        <translation>{min_players} à {max_players} joueurs</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Seat {arg1}</source>
        <extracomment>Per row, the person&apos;s name to give back when a bot&apos;s seat is made a person&apos;s again.</extracomment>
        <translation>Place {arg1}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>The same seed, seats and pack give the same game</source>
        <translation>La même graine, les mêmes places et le même pack donnent la même partie</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>&amp;Nouvelle graine</translation>
    </message>
    <message>
        <source>&amp;Solo: undo may go back past chance (a designer alone at the table)</source>
        <translation>&amp;Solo : annuler peut remonter au-delà du hasard (un concepteur seul à la table)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>The name the bot plays under</source>
        <translation>Le nom sous lequel le bot joue</translation>
    </message>
    <message>
        <source>Every person needs a name.</source>
        <translation>Chaque personne doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two people have the same name.</source>
        <translation>Deux personnes ont le même nom.</translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message>
        <source>Bots: at once</source>
        <extracomment>The bots&apos; pace: (menu text, milliseconds between two bot moves; 0 = at once).</extracomment>
        <translation>Bots : instantané</translation>
    </message>
    <message>
        <source>Bots: fast</source>
        <translation>Bots : rapide</translation>
    </message>
    <message>
        <source>Bots: steady</source>
        <translation>Bots : posé</translation>
    </message>
    <message>
        <source>Bots: slow</source>
        <translation>Bots : lent</translation>
    </message>
    <message>
        <source>a complete journey (J10)</source>
        <translation>un voyage complet (J10)</translation>
    </message>
    <message>
        <source>no winner within the round limit</source>
        <translation>aucun vainqueur dans la limite de tours</translation>
    </message>
    <message>
        <source>a player connected their last route and everyone had one more turn (T26)</source>
        <translation>un joueur a connecté sa dernière route et chacun a joué un dernier tour (T26)</translation>
    </message>
    <message>
        <source>the route pieces ran out (T25)</source>
        <translation>les pièces de route sont épuisées (T25)</translation>
    </message>
    <message>
        <source>the round limit was reached</source>
        <translation>la limite de tours est atteinte</translation>
    </message>
    <message>
        <source>a player&apos;s hand emptied and the round was finished (E12)</source>
        <translation>la main d&apos;un joueur s&apos;est vidée et le tour a été terminé (E12)</translation>
    </message>
    <message>
        <source>every arrow of every colour was played (E13)</source>
        <translation>toutes les flèches de toutes les couleurs ont été jouées (E13)</translation>
    </message>
    <message>
        <source>the player to move had no legal move (E13)</source>
        <translation>le joueur à jouer n&apos;avait aucun coup permis (E13)</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Parties enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Apply edits</source>
        <translation>&amp;Appliquer les modifications</translation>
    </message>
    <message>
        <source>Keep the old version</source>
        <translation>Garder l&apos;ancienne version</translation>
    </message>
    <message>
        <source>The table is hidden so that only they see their cards.</source>
        <translation>La table est masquée pour que seule cette personne voie ses cartes.</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>Je suis prêt</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>&amp;Fork from here</source>
        <translation>&amp;Bifurquer ici</translation>
    </message>
    <message>
        <source>Start a new game from this move, with the seats you choose</source>
        <translation>Commencer une nouvelle partie à partir de ce coup, avec les places de votre choix</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Show the &amp;table</source>
        <translation>Afficher la &amp;table</translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation>&amp;Rejouer cette partie</translation>
    </message>
    <message>
        <source>Play &amp;again (new seed)</source>
        <translation>Jouer &amp;encore (nouvelle graine)</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Test de jeu</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back your last decision (never past a card you saw)</source>
        <translation>Reprendre votre dernière décision (jamais au-delà d&apos;une carte vue)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Play the undone decision again</source>
        <translation>Rejouer la décision annulée</translation>
    </message>
    <message>
        <source>&amp;God view</source>
        <translation>&amp;Vue divine</translation>
    </message>
    <message>
        <source>Show every seat&apos;s cards (for the designer)</source>
        <translation>Montrer les cartes de toutes les places (pour le concepteur)</translation>
    </message>
    <message>
        <source>How fast the bots move</source>
        <translation>Vitesse de jeu des bots</translation>
    </message>
    <message>
        <source>Iterations a decision of each searching bot so far: a time budget gets what the machine&apos;s speed and load allow</source>
        <translation>Itérations par décision de chaque bot qui cherche, jusqu&apos;ici : un budget de temps obtient ce que la vitesse et la charge de la machine permettent</translation>
    </message>
    <message>
        <source>&amp;Save Record…</source>
        <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Save this game as a record (JSON) that replays exactly</source>
        <translation>Enregistrer cette partie (JSON) pour la rejouer à l&apos;identique</translation>
    </message>
    <message>
        <source>&amp;Open Record…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Open a game record in the replay viewer</source>
        <translation>Ouvrir une partie enregistrée dans la visionneuse</translation>
    </message>
    <message>
        <source>Re&amp;play This Game</source>
        <translation>Re&amp;jouer cette partie</translation>
    </message>
    <message>
        <source>Step through this game&apos;s moves; fork from any of them</source>
        <translation>Parcourir les coups de cette partie ; bifurquer depuis n&apos;importe lequel</translation>
    </message>
    <message>
        <source>&amp;New Game (new seed)</source>
        <translation>&amp;Nouvelle partie (nouvelle graine)</translation>
    </message>
    <message>
        <source>The same seats with a new seed</source>
        <translation>Les mêmes places avec une nouvelle graine</translation>
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation>&amp;Ajuster à la vue</translation>
    </message>
    <message>
        <source>&amp;Close Playtest</source>
        <translation>&amp;Fermer le test</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Laboratoire</translation>
    </message>
    <message>
        <source>Designer&apos;s Lab (Ctrl+L)</source>
        <translation>Laboratoire du concepteur (Ctrl+L)</translation>
    </message>
    <message>
        <source>Designer&apos;s &amp;Lab</source>
        <translation>&amp;Laboratoire du concepteur</translation>
    </message>
    <message>
        <source>The legal moves as a list, chance outcomes of your choosing, jump to a move (Ctrl+L)</source>
        <translation>Les coups permis en liste, les tirages du hasard à votre choix, aller à un coup (Ctrl+L)</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>Ajouter une &amp;note…</translation>
    </message>
    <message>
        <source>Write a note on the move selected in the log, or on the last move (Ctrl+Shift+N)</source>
        <translation>Écrire une note sur le coup choisi dans le journal, ou sur le dernier coup (Ctrl+Maj+N)</translation>
    </message>
    <message>
        <source>&amp;Pin This Position…</source>
        <translation>É&amp;pingler cette position…</translation>
    </message>
    <message>
        <source>Keep the game so far in the pack as a scenario, with what must go on holding here: the lint re-checks it at every edit (Ctrl+Shift+P)</source>
        <translation>Garder la partie jusqu’ici dans le pack comme un scénario, avec ce qui doit continuer à tenir ici : la vérification le rejoue à chaque modification (Ctrl+Maj+P)</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation>N&amp;otes</translation>
    </message>
    <message>
        <source>The notes of this game, one list beside the moves; double-click one to show its move (Ctrl+Shift+O)</source>
        <translation>Les notes de cette partie, une liste à côté des coups ; double-cliquez sur l’une pour afficher son coup (Ctrl+Maj+O)</translation>
    </message>
    <message>
        <source>{name}: {mean:,.0f} iterations a decision (fewest {low:,})</source>
        <translation>{name} : {mean:,.0f} itérations par décision (au moins {low:,})</translation>
    </message>
    <message>
        <source>Pass to {name} — click when ready</source>
        <translation>Passez l&apos;appareil à {name} — cliquez quand vous êtes prêt</translation>
    </message>
    <message>
        <source>I&apos;m {name}: show my cards</source>
        <translation>Je suis {name} : montrer mes cartes</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <source>Chance step: choose its outcome in the lab</source>
        <translation>Étape de hasard : choisissez son tirage dans le laboratoire</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>{who} is moving…</source>
        <translation>{who} joue…</translation>
    </message>
    <message>
        <source>{n}. {name} ({kind})</source>
        <translation>{n}. {name} ({kind})</translation>
    </message>
    <message>
        <source> · solo</source>
        <translation> · solo</translation>
    </message>
    <message>
        <source> · god view</source>
        <translation> · vue divine</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>graine {seed}</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:#5a5f66&apos;&gt;{seed}&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:#5a5f66&apos;&gt;{seed}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Nothing to undo in a replay: go back to the game first.</source>
        <translation>Rien à annuler dans une relecture : revenez d’abord à la partie.</translation>
    </message>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Rien à annuler pour l’instant.</translation>
    </message>
    <message>
        <source>Nothing to redo in a replay: go back to the game first.</source>
        <translation>Rien à rétablir dans une relecture : revenez d’abord à la partie.</translation>
    </message>
    <message>
        <source>Nothing to redo: no person is to move now.</source>
        <translation>Rien à rétablir : aucune personne n’a la main.</translation>
    </message>
    <message>
        <source>Nothing to redo: no move was undone since the last one played.</source>
        <translation>Rien à rétablir : aucun coup n’a été annulé depuis le dernier joué.</translation>
    </message>
    <message>
        <source>Playtest — {name} — Boardcraft Studio</source>
        <translation>Test de jeu — {name} — Boardcraft Studio</translation>
    </message>
    <message>
        <source>Click to show or hide each of these moves</source>
        <translation>Cliquez pour afficher ou masquer chacun de ces coups</translation>
    </message>
    <message>
        <source>No move has been played yet to write a note on.</source>
        <translation>Aucun coup n’a encore été joué sur lequel écrire une note.</translation>
    </message>
    <message>
        <source>move {k}, “{what}”</source>
        <translation>le coup {k}, « {what} »</translation>
    </message>
    <message>
        <source>The note was not kept: {why}</source>
        <translation>La note n’a pas été gardée : {why}</translation>
    </message>
    <message>
        <source>Note kept on move {k}; Save Record keeps it with the game.</source>
        <translation>Note gardée sur le coup {k} ; Enregistrer la partie la garde avec la partie.</translation>
    </message>
    <message>
        <source>Deleted the note on move {k}: “{text}”</source>
        <translation>Note du coup {k} supprimée : « {text} »</translation>
    </message>
    <message>
        <source>Notes ({n})</source>
        <translation>Notes ({n})</translation>
    </message>
    <message>
        <source>This playtest has no pack open in the studio to pin the position into: start it from the studio (F5).</source>
        <translation>Cette partie d’essai n’a pas de pack ouvert dans le studio où épingler la position : lancez-la depuis le studio (F5).</translation>
    </message>
    <message>
        <source>The design has changed since this game started: apply the edits first, then pin the position.</source>
        <translation>La conception a changé depuis le début de la partie : appliquez d’abord les modifications, puis épinglez la position.</translation>
    </message>
    <message>
        <source>Pin the scenario “{name}”</source>
        <translation>Épingler le scénario « {name} »</translation>
    </message>
    <message>
        <source>Pinned “{name}” in {pack} (scenario {n}): the Problems panel says when an edit breaks it; Ctrl+Z in the studio takes it back.</source>
        <translation>« {name} » épinglé dans {pack} (scénario {n}) : le panneau Problèmes signale quand une modification le casse ; Ctrl+Z dans le studio l’annule.</translation>
    </message>
    <message>
        <source>Not allowed ({rule}): {message}</source>
        <translation>Interdit ({rule}) : {message}</translation>
    </message>
    <message>
        <source>Undone: {text}</source>
        <translation>Annulé : {text}</translation>
    </message>
    <message>
        <source>Redone: {text}</source>
        <translation>Rétabli : {text}</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who} gagne</translation>
    </message>
    <message>
        <source>{who} win</source>
        <translation>{who} gagnent</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Pas de vainqueur</translation>
    </message>
    <message>
        <source>The game ended: {reason}, after {rounds} rounds and {ply} moves.</source>
        <translation>La partie est terminée : {reason}, après {rounds} tours et {ply} coups.</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message>
        <source>{id}-seed{seed}.json</source>
        <translation>{id}-seed{seed}.json</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved the record of {ply} moves to {path}</source>
        <translation>Partie de {ply} coups enregistrée dans {path}</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message>
        <source>After move {k} of {ply}: {last}</source>
        <translation>Après le coup {k} sur {ply} : {last}</translation>
    </message>
    <message>
        <source>Fork from move {replay_ply}</source>
        <translation>Bifurquer au coup {replay_ply}</translation>
    </message>
    <message>
        <source>Cannot fork</source>
        <translation>Impossible de bifurquer</translation>
    </message>
    <message>
        <source>Forked from move {ply}</source>
        <translation>Bifurcation au coup {ply}</translation>
    </message>
    <message>
        <source>The design has changed since this game started. Apply the edits to replay the game so far on the new version and go on.</source>
        <translation>La conception a changé depuis le début de cette partie. Appliquez les modifications pour rejouer la partie jusqu’ici sur la nouvelle version et continuer.</translation>
    </message>
    <message>
        <source>Cannot apply the edits</source>
        <translation>Impossible d&apos;appliquer les modifications</translation>
    </message>
    <message>
        <source>Edits applied: {ply} moves replayed</source>
        <translation>Modifications appliquées : {ply} coups rejoués</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>coup {n}</translation>
    </message>
    <message>
        <source>{what} is no longer in the pack: move {n}, “{words}”, cannot be played again; the game goes on from just before it.</source>
        <translation>{what} n’est plus dans le paquet : le coup {n}, « {words} », ne peut plus être joué ; la partie reprend juste avant lui.</translation>
    </message>
    <message>
        <source>Stopped before move {arg1}, “{words}”: it no longer holds on the edited design{rule}: {reason}</source>
        <translation>Arrêté avant le coup {arg1}, « {words} » : il ne tient plus sur la version modifiée{rule} : {reason}</translation>
    </message>
    <message>
        <source>Edits applied: the game&apos;s {ply} moves all hold on the new version</source>
        <translation>Modifications appliquées : les {ply} coups de la partie restent valables dans la nouvelle version</translation>
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
    <name>ProblemsModel</name>
    <message>
        <source>Severity</source>
        <extracomment>Delay between the last edit and the lint run, in milliseconds.</extracomment>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>error</source>
        <extracomment>The severities as the table shows them.</extracomment>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>{code}: {message}
at {place}</source>
        <extracomment>Where each problem is, in people&apos;s words (the element&apos;s name), row by row.</extracomment>
        <translation>{code} : {message}
à {place}</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>No problems: every check passes.</source>
        <translation>Aucun problème : toutes les vérifications passent.</translation>
    </message>
    <message>
        <source>content.lint is not available in this build</source>
        <translation>content.lint n&apos;est pas disponible dans cette version</translation>
    </message>
    <message>
        <source>No problems found (the design checks are not in this build).</source>
        <translation>Aucun problème trouvé (les vérifications de conception ne sont pas dans cette version).</translation>
    </message>
    <message>
        <source>design checks could not run: {e}</source>
        <translation>les vérifications de conception n&apos;ont pas pu s&apos;exécuter : {e}</translation>
    </message>
    <message>
        <source> — at {places}</source>
        <translation> — à {places}</translation>
    </message>
    <message>
        <source>Select a problem to read it in full; double-click it to go there.</source>
        <translation>Sélectionnez un problème pour le lire en entier ; double-cliquez pour y aller.</translation>
    </message>
</context>
<context>
    <name>PropertyForm</name>
    <message>
        <source>Nothing selected</source>
        <extracomment>Strings whose max_length exceeds this get a multi-line edit.</extracomment>
        <translation>Aucune sélection</translation>
    </message>
    <message>
        <source>{value} (missing)</source>
        <translation>{value} (manquant)</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Choisir une couleur</translation>
    </message>
</context>
<context>
    <name>RandomiseInteriorCommand</name>
    <message>
        <source>Randomise the interior of </source>
        <translation>Tirer au hasard l&apos;intérieur de </translation>
    </message>
    <message>
        <source> (seed {seed})</source>
        <translation> (graine {seed})</translation>
    </message>
</context>
<context>
    <name>ReasonsChart</name>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>impasse</translation>
    </message>
    <message>
        <source>routes</source>
        <translation>routes terminées</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>réserve épuisée</translation>
    </message>
    <message>
        <source>round_limit</source>
        <translation>limite de manches</translation>
    </message>
    <message>
        <source>arrows_out</source>
        <translation>flèches épuisées</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <source>hand_empty</source>
        <translation>main vide</translation>
    </message>
    <message>
        <source>cut_off</source>
        <extracomment>The simulator&apos;s own way of ending a game, whatever the game (``core.sim``: the ply cap).</extracomment>
        <translation>interrompue (limite de coups)</translation>
    </message>
    <message>
        <source>How the games ended</source>
        <translation>Comment les parties se sont terminées</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
</context>
<context>
    <name>ReminderItem</name>
    <message>
        <source>{name}&apos;s unfinished route ends here (its marker waits, T24)</source>
        <translation>La route inachevée de {name} s&apos;arrête ici (son marqueur attend, T24)</translation>
    </message>
</context>
<context>
    <name>RemoveBoardCommand</name>
    <message>
        <source>Remove the {players}-player board</source>
        <translation>Retirer le plateau à {players} joueurs</translation>
    </message>
</context>
<context>
    <name>RemoveCardColourCommand</name>
    <message>
        <source>Remove card colour </source>
        <translation>Retirer la couleur de carte </translation>
    </message>
</context>
<context>
    <name>RemoveCardCommand</name>
    <message>
        <source>Remove </source>
        <translation>Retirer </translation>
    </message>
    <message>
        <source>Remove {count} cards</source>
        <translation>Retirer {count} cartes</translation>
    </message>
</context>
<context>
    <name>RemoveDestinationCardsCommand</name>
    <message>
        <source>Remove the </source>
        <translation>Retirer </translation>
    </message>
    <message>
        <source>Remove {count} cards</source>
        <translation>Retirer {count} cartes</translation>
    </message>
</context>
<context>
    <name>RemoveExpeditionColourCommand</name>
    <message>
        <source>Remove colour </source>
        <translation>Retirer la couleur </translation>
    </message>
</context>
<context>
    <name>RemoveHexCommand</name>
    <message>
        <source>Remove hex ({q}, {r}) from </source>
        <translation>Retirer l&apos;hexagone ({q}, {r}) de </translation>
    </message>
</context>
<context>
    <name>RemoveTerrainCommand</name>
    <message>
        <source>Remove terrain </source>
        <translation>Retirer le terrain </translation>
    </message>
</context>
<context>
    <name>RenameElementCommand</name>
    <message>
        <source>Change the id of </source>
        <translation>Changer l&apos;identifiant de </translation>
    </message>
    <message>
        <source> from {old} to {new}</source>
        <translation> de {old} en {new}</translation>
    </message>
</context>
<context>
    <name>RenamePointCommand</name>
    <message>
        <source>Change the id of </source>
        <translation>Changer l&apos;identifiant de </translation>
    </message>
    <message>
        <source> from {old} to {new}</source>
        <translation> de {old} en {new}</translation>
    </message>
</context>
<context>
    <name>RenameTerrainCommand</name>
    <message>
        <source>Change the id of </source>
        <translation>Changer l&apos;identifiant de </translation>
    </message>
    <message>
        <source> from {old} to {new}</source>
        <translation> de {old} en {new}</translation>
    </message>
</context>
<context>
    <name>ResetDestinationCardsCommand</name>
    <message>
        <source>One card per green point</source>
        <translation>Une carte par point vert</translation>
    </message>
</context>
<context>
    <name>RestoreAutosaveCommand</name>
    <message>
        <source>Restore autosaved edits</source>
        <translation>Restaurer les modifications enregistrées automatiquement</translation>
    </message>
</context>
<context>
    <name>SeaItem</name>
    <message>
        <source>{name}: {n} coast country</source>
        <translation>{name} : {n} pays côtier</translation>
    </message>
    <message>
        <source>{name}: {n} coast countries</source>
        <translation>{name} : {n} pays côtiers</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <source> (you)</source>
        <extracomment>A legal move: its ring, outline, halo or button border. What is chosen or at stake (a hex up for auction, a point with several ways to it). The two text colours a coloured ground may carry (``text_on`` picks one).</extracomment>
        <translation> (vous)</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ à jouer</translation>
    </message>
    <message>
        <source>{n} pt</source>
        <translation>{n} pt</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} pts</translation>
    </message>
</context>
<context>
    <name>SetBoardImageCommand</name>
    <message>
        <source>Set the board image</source>
        <translation>Définir l&apos;image de fond</translation>
    </message>
</context>
<context>
    <name>SetCountryCardsCommand</name>
    <message>
        <source>Give </source>
        <translation>Donner à </translation>
    </message>
    <message>
        <source> two cards</source>
        <translation> deux cartes</translation>
    </message>
    <message>
        <source> one card</source>
        <translation> une carte</translation>
    </message>
</context>
<context>
    <name>SetFieldCommand</name>
    <message>
        <source>Rename “{old_value}” to “{value}”</source>
        <extracomment>Fields whose change only moves an element.</extracomment>
        <translation>Renommer « {old_value} » en « {value} »</translation>
    </message>
    <message>
        <source>Set {replace}</source>
        <translation>Définir {replace}</translation>
    </message>
</context>
<context>
    <name>SetPointKindCommand</name>
    <message>
        <source>Make </source>
        <translation>Faire de </translation>
    </message>
</context>
<context>
    <name>SetTileCountCommand</name>
    <message>
        <source>Set </source>
        <translation>Définir </translation>
    </message>
    <message>
        <source> tiles to {count}</source>
        <translation> tuiles à {count}</translation>
    </message>
</context>
<context>
    <name>SimulationResultsWidget</name>
    <message>
        <source>stopped at the engine&apos;s move cap (no result)</source>
        <extracomment>What a game stopped at the engine&apos;s move cap says (no game registers it: it is the runner&apos;s).</extracomment>
        <translation>arrêtée à la limite de coups du moteur (sans résultat)</translation>
    </message>
    <message>
        <source>country</source>
        <extracomment>Kinds of element by the first step of their path, for the content tables.</extracomment>
        <translation>pays</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>mer</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>hexagone</translation>
    </message>
    <message>
        <source>point</source>
        <translation>point</translation>
    </message>
    <message>
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <source>colour group</source>
        <translation>groupe de couleur</translation>
    </message>
    <message>
        <source>Length in:</source>
        <translation>Durée en :</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>moves (plies, chance included)</source>
        <translation>coups (demi-coups, hasard compris)</translation>
    </message>
    <message>
        <source>Count a game&apos;s length in completed rounds or in moves</source>
        <translation>Compter la durée d&apos;une partie en tours complets ou en coups</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durée de partie</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>A time budget gets as many iterations as the machine&apos;s speed and load allow: this is the strength the bot played at</source>
        <translation>Un budget de temps obtient autant d&apos;itérations que la vitesse et la charge de la machine le permettent : c&apos;est la force à laquelle le bot a joué</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Where the points come from</source>
        <translation>D’où viennent les points</translation>
    </message>
    <message>
        <source>Mean points per game of each part of the score, seat by seat (a part a seat did not score in a game counts 0 there)</source>
        <translation>Points moyens par partie de chaque part du score, place par place (une part qu’une place n’a pas marquée dans une partie y compte 0)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>JSON path</source>
        <translation>Chemin JSON</translation>
    </message>
    <message>
        <source>Content no game used: double-click to select it in the editor</source>
        <translation>Contenu qu&apos;aucune partie n&apos;a utilisé : double-cliquez pour le sélectionner dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>Heat per game</source>
        <translation>Chaleur par partie</translation>
    </message>
    <message>
        <source>The elements that took the most heat: double-click to select one in the editor</source>
        <translation>Les éléments qui ont pris le plus de chaleur : double-cliquez pour en sélectionner un dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>Never used</source>
        <translation>Jamais utilisé</translation>
    </message>
    <message>
        <source>Hottest</source>
        <translation>Les plus chauds</translation>
    </message>
    <message>
        <source>, cancelled after {games} of {requested}</source>
        <translation>, annulée après {games} sur {requested}</translation>
    </message>
    <message>
        <source>{n} worker</source>
        <translation>{n} processus</translation>
    </message>
    <message>
        <source>{n} workers</source>
        <translation>{n} processus</translation>
    </message>
    <message>
        <source> · {seconds:.1f} s ({rate:.0f} games/s, {workers})</source>
        <translation> · {seconds:.1f} s ({rate:.0f} parties/s, {workers})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; game</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; games</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; parties</translation>
    </message>
    <message>
        <source>seats: {seats} (rotated)</source>
        <translation>places : {seats} (en rotation)</translation>
    </message>
    <message>
        <source>seats: {seats}</source>
        <translation>places : {seats}</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>graine {seed}</translation>
    </message>
    <message>
        <source>Score per bot</source>
        <translation>Score par bot</translation>
    </message>
    <message>
        <source>Score per seat</source>
        <translation>Score par place</translation>
    </message>
    <message>
        <source> (1 for a win)</source>
        <translation> (1 par victoire)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>mean {mean:.1f}, median {median:g}, {min:g}–{max:g}</source>
        <translation>moyenne {mean:.1f}, médiane {median:g}, {min:g}–{max:g}</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>aucune partie</translation>
    </message>
    <message>
        <source>plies</source>
        <translation>demi-coups</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>coups</translation>
    </message>
    <message>
        <source>Game length ({spread})</source>
        <translation>Durée de partie ({spread})</translation>
    </message>
    <message>
        <source>bot {n}</source>
        <translation>bot {n}</translation>
    </message>
    <message>
        <source>95 % Wilson interval</source>
        <translation>Intervalle de Wilson à 95 %</translation>
    </message>
    <message>
        <source>mean ± half its 95 % interval</source>
        <translation>moyenne ± la moitié de son intervalle à 95 %</translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt; searched &lt;b&gt;{mean:,.0f}&lt;/b&gt; iterations a decision (mean), fewest {low:,}, most {high:,}, over {decisions:,} decisions</source>
        <translation>&lt;b&gt;{seat}&lt;/b&gt; a cherché &lt;b&gt;{mean:,.0f}&lt;/b&gt; itérations par décision (en moyenne), au moins {low:,}, au plus {high:,}, sur {decisions:,} décisions</translation>
    </message>
    <message>
        <source>Not known for these games.</source>
        <translation>Inconnu pour ces parties.</translation>
    </message>
    <message>
        <source>playing first &lt;b&gt;helps&lt;/b&gt;</source>
        <translation>jouer en premier &lt;b&gt;aide&lt;/b&gt;</translation>
    </message>
    <message>
        <source>playing first &lt;b&gt;hurts&lt;/b&gt;</source>
        <translation>jouer en premier &lt;b&gt;nuit&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no clear first-player advantage (the interval holds the fair share)</source>
        <translation>pas d&apos;avantage clair au premier joueur (l&apos;intervalle contient la part équitable)</translation>
    </message>
    <message>
        <source>The first player won &lt;b&gt;{rate}&lt;/b&gt; of {games} games (95 %: {interval}); a fair share is {fair}: advantage &lt;b&gt;{advantage:+.1f}&lt;/b&gt; points, {verdict}.</source>
        <translation>Le premier joueur a gagné &lt;b&gt;{rate}&lt;/b&gt; de {games} parties (95 % : {interval}) ; la part équitable est de {fair} : avantage de &lt;b&gt;{advantage:+.1f}&lt;/b&gt; points, {verdict}.</translation>
    </message>
    <message>
        <source>Played first: {seats}.</source>
        <translation>A joué en premier : {seats}.</translation>
    </message>
    <message>
        <source>Never used ({n})</source>
        <translation>Jamais utilisé ({n})</translation>
    </message>
    <message>
        <source>Double-click a row to select the element in the editor.</source>
        <translation>Double-cliquez sur une ligne pour sélectionner l&apos;élément dans l&apos;éditeur.</translation>
    </message>
    <message>
        <source>Every element that can take heat was used in at least one of the {games} games. {note}</source>
        <translation>Chaque élément qui peut prendre de la chaleur a été utilisé dans au moins une des {games} parties. {note}</translation>
    </message>
</context>
<context>
    <name>SimulationSetupDialog</name>
    <message>
        <source>Greedy bot</source>
        <extracomment>How the seat menu calls each bot.</extracomment>
        <translation>Bot glouton</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Bot aléatoire</translation>
    </message>
    <message>
        <source>MCTS bot</source>
        <translation>Bot MCTS</translation>
    </message>
    <message>
        <source>iterations a move</source>
        <extracomment>Most seeds a person types (31 bits: any seed fits a spin box). The MCTS budget units: (menu text, suffix of the bot spec: &quot;mcts:300&quot;, &quot;mcts:200ms&quot;).</extracomment>
        <translation>itérations par coup</translation>
    </message>
    <message>
        <source>ms a move</source>
        <translation>ms par coup</translation>
    </message>
    <message>
        <source>{min} to {max} players</source>
        <translation>de {min} à {max} joueurs</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>Seats: one bot each</source>
        <translation>Places : un bot chacune</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>{name} bot</source>
        <translation>Bot {name}</translation>
    </message>
    <message>
        <source>The MCTS bot&apos;s budget for each decision</source>
        <translation>Le budget du bot MCTS pour chaque décision</translation>
    </message>
    <message>
        <source>Games to play (in each version, for a comparison)</source>
        <translation>Parties à jouer (dans chaque version, pour une comparaison)</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Parties :</translation>
    </message>
    <message>
        <source>The same pack, seats, games and seed give the same report</source>
        <translation>Le même pack, les mêmes places, parties et graine donnent le même rapport</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>&amp;Nouvelle graine</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>Worker processes (this machine has {n} core); 1 plays in the studio&apos;s own process. The report is the same for any number.</source>
        <translation>Processus de travail (cette machine a {n} cœur) ; 1 joue dans le processus du studio lui-même. Le rapport est le même quel que soit leur nombre.</translation>
    </message>
    <message>
        <source>Worker processes (this machine has {n} cores); 1 plays in the studio&apos;s own process. The report is the same for any number.</source>
        <translation>Processus de travail (cette machine a {n} cœurs) ; 1 joue dans le processus du studio lui-même. Le rapport est le même quel que soit leur nombre.</translation>
    </message>
    <message>
        <source>&amp;Workers:</source>
        <translation>P&amp;rocessus :</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
</context>
<context>
    <name>SimulationWindow</name>
    <message>
        <source>Simulation reports (*.json);;All files (*)</source>
        <translation>Rapports de simulation (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>A/B — {name} ({games} games, seed {seed})</source>
        <extracomment>Called with each window a Run Again makes (the studio adopts it like this one).</extracomment>
        <translation>A/B — {name} ({games} parties, graine {seed})</translation>
    </message>
    <message>
        <source>Simulation — {name} ({games} games, seed {seed})</source>
        <translation>Simulation — {name} ({games} parties, graine {seed})</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v parties sur %m</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Stop the run: the games finished so far are reported</source>
        <translation>Arrêter la série : les parties terminées jusque-là sont rapportées</translation>
    </message>
    <message>
        <source>{n} worker processes</source>
        <translation>{n} processus de travail</translation>
    </message>
    <message>
        <source>the studio&apos;s own process</source>
        <translation>le processus du studio lui-même</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt;: {a}&lt;br&gt;&lt;b&gt;B&lt;/b&gt;: {b}&lt;br&gt;{games} games each on the same seeds, seats rotated</source>
        <translation>&lt;b&gt;A&lt;/b&gt; : {a}&lt;br&gt;&lt;b&gt;B&lt;/b&gt; : {b}&lt;br&gt;{games} parties chacun sur les mêmes graines, places en rotation</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {games} games</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; : {games} parties</translation>
    </message>
    <message>
        <source>Seats: {seats} · seed {seed} · on {workers}</source>
        <translation>Places : {seats} · graine {seed} · sur {workers}</translation>
    </message>
    <message>
        <source>The bots are playing: the report appears here when the games are done (Cancel reports the games finished so far).</source>
        <translation>Les bots jouent : le rapport apparaîtra ici une fois les parties terminées (Annuler rapporte les parties terminées jusque-là).</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Rapport</translation>
    </message>
    <message>
        <source>&amp;Save Report…</source>
        <translation>&amp;Enregistrer le rapport…</translation>
    </message>
    <message>
        <source>Save the whole report as JSON (as boardcraft simulate --json)</source>
        <translation>Enregistrer tout le rapport en JSON (comme boardcraft simulate --json)</translation>
    </message>
    <message>
        <source>Show &amp;Heat on the Board</source>
        <translation>Montrer la &amp;chaleur sur le plateau</translation>
    </message>
    <message>
        <source>Paint this run&apos;s heat on the document&apos;s board (View &gt; Heat)</source>
        <translation>Peindre la chaleur de cette série sur le plateau du document (Affichage &gt; Chaleur)</translation>
    </message>
    <message>
        <source>Run &amp;Again (new seed)</source>
        <translation>&amp;Relancer (nouvelle graine)</translation>
    </message>
    <message>
        <source>The same seats and games with a new seed, in a new window</source>
        <translation>Les mêmes places et parties avec une nouvelle graine, dans une nouvelle fenêtre</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Stopping: the workers finish the game they are playing…</source>
        <translation>Arrêt : les processus finissent la partie en cours…</translation>
    </message>
    <message>
        <source>{seconds:.1f} s · {rate:.0f} games/s</source>
        <translation>{seconds:.1f} s · {rate:.0f} parties/s</translation>
    </message>
    <message>
        <source>Playing {pack}: version {version} ({label})…</source>
        <translation>Parties de {pack} : version {version} ({label})…</translation>
    </message>
    <message>
        <source>Playing {pack} on {n} worker…</source>
        <translation>Parties de {pack} sur {n} processus…</translation>
    </message>
    <message>
        <source>Playing {pack} on {n} workers…</source>
        <translation>Parties de {pack} sur {n} processus…</translation>
    </message>
    <message>
        <source>Cancelled after {games} of {total} games ({seconds:.1f} s): the report shows those.</source>
        <translation>Annulée après {games} parties sur {total} ({seconds:.1f} s) : le rapport montre celles-ci.</translation>
    </message>
    <message>
        <source>Done: {games} games in {seconds:.1f} s.</source>
        <translation>Terminé : {games} parties en {seconds:.1f} s.</translation>
    </message>
    <message>
        <source>The run stopped on an error.</source>
        <translation>La série s&apos;est arrêtée sur une erreur.</translation>
    </message>
    <message>
        <source>The run stopped on an error:

{message}</source>
        <translation>La série s&apos;est arrêtée sur une erreur :

{message}</translation>
    </message>
    <message>
        <source>Simulation failed</source>
        <translation>La simulation a échoué</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Enregistrer le rapport</translation>
    </message>
    <message>
        <source>Cannot save the report</source>
        <translation>Impossible d&apos;enregistrer le rapport</translation>
    </message>
    <message>
        <source>Report saved as {path}</source>
        <translation>Rapport enregistré sous {path}</translation>
    </message>
</context>
<context>
    <name>SplitPathCommand</name>
    <message>
        <source>Split the path </source>
        <extracomment>The new point&apos;s readable, unique name (&quot;Plain point 3&quot;). The ids of the split path&apos;s ends.</extracomment>
        <translation>Scinder le chemin </translation>
    </message>
</context>
<context>
    <name>SplitTool</name>
    <message>
        <source>Split the path {a} – {b} with {name} ({point_kind}): {a} – {name} – {b}</source>
        <translation>Chemin {a} – {b} scindé par {name} ({point_kind}) : {a} – {name} – {b}</translation>
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
    <message>
        <source>Set card colour</source>
        <translation>Définir la couleur de carte</translation>
    </message>
</context>
<context>
    <name>ToggleCoastCommand</name>
    <message>
        <source>Remove </source>
        <translation>Retirer </translation>
    </message>
    <message>
        <source> from the coast of </source>
        <translation> de la côte de </translation>
    </message>
    <message>
        <source>Add </source>
        <translation>Ajouter </translation>
    </message>
    <message>
        <source> to the coast of </source>
        <translation> à la côte de </translation>
    </message>
</context>
<context>
    <name>TrailsBoard</name>
    <message>
        <source>Market</source>
        <extracomment>Pixels a chip with a card face is taller than one without. The largest card face a chip shows (pixels high, wide).</extracomment>
        <translation>Cartes visibles</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>take all</source>
        <translation>tout prendre</translation>
    </message>
    <message>
        <source> (girl {arg1})</source>
        <translation> (fille {arg1})</translation>
    </message>
    <message>
        <source>the centre of the {terrain_name} hex {cell}{who}</source>
        <translation>le centre de l&apos;hexagone {terrain_name} {cell}{who}</translation>
    </message>
    <message>
        <source>the corner of {join} and {cells}</source>
        <translation>le coin entre {join} et {cells}</translation>
    </message>
    <message>
        <source>a corner of {cells}</source>
        <translation>un coin de {cells}</translation>
    </message>
    <message>
        <source>out of</source>
        <translation>depuis</translation>
    </message>
    <message>
        <source>the spoke {way} the centre of the {terrain_name} hex {cell}</source>
        <translation>le rayon {way} le centre de l&apos;hexagone {terrain_name} {cell}</translation>
    </message>
    <message>
        <source>the edge between {terrain_name} {cell} and {terrain_name2} {cell2}</source>
        <translation>le bord entre {terrain_name} {cell} et {terrain_name2} {cell2}</translation>
    </message>
    <message>
        <source>the outer edge of the {terrain_name} hex {cell}</source>
        <translation>le bord extérieur de l&apos;hexagone {terrain_name} {cell}</translation>
    </message>
    <message>
        <source>Seat {arg1}</source>
        <translation>Place {arg1}</translation>
    </message>
    <message>
        <source>{name}&apos;s connected routes</source>
        <translation>Routes connectées de {name}</translation>
    </message>
    <message>
        <source>Up for auction: the {terrain_name} hex {cell}</source>
        <translation>Aux enchères : l&apos;hexagone {terrain_name} {cell}</translation>
    </message>
    <message>
        <source>Click to choose this hex</source>
        <translation>Cliquez pour choisir cet hexagone</translation>
    </message>
    <message>
        <source>Move girl {arg1} {way} to {cell}</source>
        <translation>Déplacer la fille {arg1} {way} vers {cell}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over&lt;/b&gt;</source>
        <translation>&lt;b&gt;La partie est terminée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Setting up&lt;/b&gt;: terrains, girls and cards are drawn</source>
        <translation>&lt;b&gt;Mise en place&lt;/b&gt; : tirage des terrains, des filles et des cartes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Auctions for the starting hexes&lt;/b&gt; — {placed} of {players} men placed</source>
        <translation>&lt;b&gt;Enchères des hexagones de départ&lt;/b&gt; — {placed} bonshommes placés sur {players}</translation>
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
        <translation>&lt;b&gt;Tour de {who}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Round {arg1} — {turn}: </source>
        <translation>Tour {arg1} — {turn} : </translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#b42318&apos;&gt;· final round: no draws (T30)&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#b42318&apos;&gt;· dernier tour : pas de pioche (T30)&lt;/span&gt;</translation>
    </message>
    <message>
        <source>{count}/{goal} routes</source>
        <translation>{count}/{goal} routes</translation>
    </message>
    <message>
        <source>no hex yet</source>
        <translation>pas encore d’hexagone</translation>
    </message>
    <message>
        <source>{n} {name} card face up: click to take one (T31)</source>
        <translation>{n} carte {name} face visible : cliquez pour la prendre (T31)</translation>
    </message>
    <message>
        <source>{n} {name} cards face up: click to take one (T31)</source>
        <translation>{n} cartes {name} face visible : cliquez pour en prendre une (T31)</translation>
    </message>
    <message>
        <source>{name} holds {n} {colour} card</source>
        <translation>{name} a {n} carte {colour}</translation>
    </message>
    <message>
        <source>{name} holds {n} {colour} cards</source>
        <translation>{name} a {n} cartes {colour}</translation>
    </message>
    <message>
        <source>Pay your bid: {n} card to discard</source>
        <translation>Payez votre enchère : {n} carte à défausser</translation>
    </message>
    <message>
        <source>Pay your bid: {n} cards to discard</source>
        <translation>Payez votre enchère : {n} cartes à défausser</translation>
    </message>
    <message>
        <source>Discard {n} card</source>
        <translation>Défaussez {n} carte</translation>
    </message>
    <message>
        <source>Discard {n} cards</source>
        <translation>Défaussez {n} cartes</translation>
    </message>
    <message>
        <source>Current bid: &lt;b&gt;{n} card&lt;/b&gt; by &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>Enchère actuelle : &lt;b&gt;{n} carte&lt;/b&gt; par &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Current bid: &lt;b&gt;{n} cards&lt;/b&gt; by &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>Enchère actuelle : &lt;b&gt;{n} cartes&lt;/b&gt; par &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>{label} ({from_words}): pay {d} {name}</source>
        <translation>{label} ({from_words}) : payer {d} {name}</translation>
    </message>
    <message>
        <source>Pay {d} {name}</source>
        <translation>Payer {d} {name}</translation>
    </message>
    <message>
        <source>Builds {segment_words}, starting at: {from_words}</source>
        <translation>Construit {segment_words}, en partant de : {from_words}</translation>
    </message>
    <message>
        <source>Your unfinished route has {n} segment: &lt;b&gt;click a green point&lt;/b&gt; next to its end (your marker) to go on.</source>
        <translation>Votre route inachevée a {n} segment : &lt;b&gt;cliquez sur un point vert&lt;/b&gt; près de son bout (votre marqueur) pour continuer.</translation>
    </message>
    <message>
        <source>Your unfinished route has {n} segments: &lt;b&gt;click a green point&lt;/b&gt; next to its end (your marker) to go on.</source>
        <translation>Votre route inachevée a {n} segments : &lt;b&gt;cliquez sur un point vert&lt;/b&gt; près de son bout (votre marqueur) pour continuer.</translation>
    </message>
    <message>
        <source>take all {n}</source>
        <translation>prendre les {n}</translation>
    </message>
    <message>
        <source>all {name}</source>
        <translation>toutes {name}</translation>
    </message>
    <message>
        <source>into</source>
        <translation>vers</translation>
    </message>
    <message>
        <source>your route&apos;s end</source>
        <translation>le bout de votre route</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({n})</source>
        <translation>Main de {name} ({n})</translation>
    </message>
    <message>
        <source>Deck ({n})</source>
        <translation>Pioche ({n})</translation>
    </message>
    <message>
        <source>Discard pile, face down ({n})</source>
        <translation>Défausse, face cachée ({n})</translation>
    </message>
    <message>
        <source>{n} marker</source>
        <translation>{n} marqueur</translation>
    </message>
    <message>
        <source>{n} markers</source>
        <translation>{n} marqueurs</translation>
    </message>
    <message>
        <source>plays {nth}</source>
        <translation>joue en {nth}</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n} carte</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartes</translation>
    </message>
    <message>
        <source>Take all {n} {name} cards as your whole draw (T31)</source>
        <translation>Prendre les {n} cartes {name} comme pioche complète (T31)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Click to take the top card of the deck (T31)</source>
        <translation>Cliquez pour prendre la carte du dessus de la pioche (T31)</translation>
    </message>
    <message>
        <source>Discard pile: {discard_size}</source>
        <translation>Défausse : {discard_size}</translation>
    </message>
    <message>
        <source>Route pieces left: &lt;b&gt;{supply}&lt;/b&gt;</source>
        <translation>Pièces de route restantes : &lt;b&gt;{supply}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {total}</source>
        <translation>Main de {name} : {total}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{who} to move</source>
        <translation>À {who} de jouer</translation>
    </message>
    <message>
        <source>Chance is drawing…</source>
        <translation>Le hasard tire…</translation>
    </message>
    <message>
        <source>Cards are dealt.</source>
        <translation>Les cartes sont distribuées.</translation>
    </message>
    <message>
        <source>Terrains are drawn.</source>
        <translation>Les terrains sont tirés.</translation>
    </message>
    <message>
        <source>The girls take their places.</source>
        <translation>Les filles prennent place.</translation>
    </message>
    <message>
        <source>The opener of the first auction is drawn.</source>
        <translation>L&apos;ouvreur de la première enchère est tiré au sort.</translation>
    </message>
    <message>
        <source>A card is drawn from the deck.</source>
        <translation>Une carte est piochée.</translation>
    </message>
    <message>
        <source>The market is refilled.</source>
        <translation>Les cartes visibles sont complétées.</translation>
    </message>
    <message>
        <source>Choose a hex to auction</source>
        <translation>Choisissez un hexagone à mettre aux enchères</translation>
    </message>
    <message>
        <source>You open this auction: &lt;b&gt;click a hex with a green outline&lt;/b&gt; (ring 2, two hexes from the men already placed, T13) to put it up.</source>
        <translation>Vous ouvrez cette enchère : &lt;b&gt;cliquez sur un hexagone bordé de vert&lt;/b&gt; (anneau 2, à deux hexagones des bonshommes déjà placés, T13) pour le mettre aux enchères.</translation>
    </message>
    <message>
        <source>Place your man</source>
        <translation>Placez votre bonhomme</translation>
    </message>
    <message>
        <source>You are the last without a place: &lt;b&gt;click a hex with a green outline&lt;/b&gt; for your man, free of charge (T14).</source>
        <translation>Vous êtes le dernier sans place : &lt;b&gt;cliquez sur un hexagone bordé de vert&lt;/b&gt; pour votre bonhomme, gratuitement (T14).</translation>
    </message>
    <message>
        <source>Open the bidding</source>
        <translation>Ouvrir les enchères</translation>
    </message>
    <message>
        <source>Raise or pass</source>
        <translation>Surenchérir ou passer</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Miser {n}</translation>
    </message>
    <message>
        <source>Raise to {n}</source>
        <translation>Monter à {n}</translation>
    </message>
    <message>
        <source>Pass (leave this auction)</source>
        <translation>Passer (quitter cette enchère)</translation>
    </message>
    <message>
        <source>The winner puts their man on the hex, discards as many cards as the bid and plays next in turn order (T12).</source>
        <translation>Le gagnant pose son bonhomme sur l&apos;hexagone, défausse autant de cartes que son enchère et joue ensuite dans l&apos;ordre du tour (T12).</translation>
    </message>
    <message>
        <source>You won the hex. &lt;b&gt;Click the cards to discard&lt;/b&gt;, one at a time (T12).</source>
        <translation>Vous avez gagné l&apos;hexagone. &lt;b&gt;Cliquez sur les cartes à défausser&lt;/b&gt;, une à la fois (T12).</translation>
    </message>
    <message>
        <source>You hold more than {hand_limit} cards: &lt;b&gt;click the cards to discard&lt;/b&gt;, one at a time (T32).</source>
        <translation>Vous avez plus de {hand_limit} cartes : &lt;b&gt;cliquez sur les cartes à défausser&lt;/b&gt;, une à la fois (T32).</translation>
    </message>
    <message>
        <source>Discard a {name} card ({n} held)</source>
        <translation>Défausser une carte {name} ({n} en main)</translation>
    </message>
    <message>
        <source>Move a girl</source>
        <translation>Déplacez une fille</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click a girl with a green ring&lt;/b&gt; (one without a marker), then an arrow beside her: she moves one path hex that way (T27–T29).</source>
        <translation>&lt;b&gt;Cliquez sur une fille cerclée de vert&lt;/b&gt; (sans marqueur), puis sur une flèche à côté d&apos;elle : elle avance d&apos;un hexagone de chemin dans ce sens (T27–T29).</translation>
    </message>
    <message>
        <source>Girl {arg1}: &lt;b&gt;click an arrow&lt;/b&gt; on the board, or a button. Grey arrows are not allowed (T28). Click another girl to change.</source>
        <translation>Fille {arg1} : &lt;b&gt;cliquez sur une flèche&lt;/b&gt; du plateau, ou sur un bouton. Les flèches grises sont interdites (T28). Cliquez sur une autre fille pour changer.</translation>
    </message>
    <message>
        <source>↻ Clockwise</source>
        <translation>↻ Sens horaire</translation>
    </message>
    <message>
        <source>↺ Counter-clockwise</source>
        <translation>↺ Sens antihoraire</translation>
    </message>
    <message>
        <source>Every girl with a marker stays put. If any girl can move, one must (T29).</source>
        <translation>Toute fille portant un marqueur reste en place. Si une fille peut bouger, l&apos;une doit bouger (T29).</translation>
    </message>
    <message>
        <source>Draw cards ({taken} of {draw_count} taken)</source>
        <translation>Piochez ({taken} cartes prises sur {draw_count})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click a market card or the deck&lt;/b&gt; to take it, one at a time</source>
        <translation>&lt;b&gt;Cliquez sur une carte visible ou sur la pioche&lt;/b&gt; pour la prendre, une à la fois</translation>
    </message>
    <message>
        <source>; or &lt;b&gt;take all&lt;/b&gt; the market cards of one colour as your whole draw (below, or under the card).</source>
        <translation> ; ou &lt;b&gt;prenez toutes&lt;/b&gt; les cartes visibles d&apos;une couleur comme pioche complète (ci-dessous, ou sous la carte).</translation>
    </message>
    <message>
        <source>Take all {market} {name}</source>
        <translation>Prendre les {market} {name}</translation>
    </message>
    <message>
        <source>The market is refilled after your draw (T33).</source>
        <translation>Les cartes visibles sont complétées après votre pioche (T33).</translation>
    </message>
    <message>
        <source>Up for auction: the &lt;b&gt;{terrain_name} hex {cell}&lt;/b&gt; (blue outline).</source>
        <translation>Aux enchères : &lt;b&gt;l&apos;hexagone {terrain_name} {cell}&lt;/b&gt; (bordure bleue).</translation>
    </message>
    <message>
        <source>No bid yet.</source>
        <translation>Pas encore d&apos;enchère.</translation>
    </message>
    <message>
        <source>Still in: </source>
        <translation>Encore en lice : </translation>
    </message>
    <message>
        <source>; passed: </source>
        <translation> ; ont passé : </translation>
    </message>
    <message>
        <source>Placed: </source>
        <translation>Placés : </translation>
    </message>
    <message>
        <source>Pay for the segment</source>
        <translation>Payer le segment</translation>
    </message>
    <message>
        <source>To {point_words}:</source>
        <translation>Vers {point_words} :</translation>
    </message>
    <message>
        <source>no single card</source>
        <translation>aucune carte seule</translation>
    </message>
    <message>
        <source>{prefix}{segment_words} — costs &lt;b&gt;{cost_words}&lt;/b&gt;, or a pair of any one colour (T20, T21).</source>
        <translation>{prefix}{segment_words} — coûte &lt;b&gt;{cost_words}&lt;/b&gt;, ou une paire d&apos;une même couleur (T20, T21).</translation>
    </message>
    <message>
        <source>Your hand cannot pay for it.</source>
        <translation>Votre main ne peut pas le payer.</translation>
    </message>
    <message>
        <source>Click a payment to build — or click the point again for “{first}”. Esc or right click cancels.</source>
        <translation>Cliquez sur un paiement pour construire — ou recliquez sur le point pour « {first} ». Échap ou clic droit annule.</translation>
    </message>
    <message>
        <source>Esc cancels.</source>
        <translation>Échap annule.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Build a route</source>
        <translation>Construisez une route</translation>
    </message>
    <message>
        <source>Your route connected. Stop building to go on.</source>
        <translation>Votre route est connectée. Arrêtez de construire pour continuer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click a green point&lt;/b&gt; next to a corner of your man&apos;s hex to start a route; each click builds one segment after you choose the payment.</source>
        <translation>&lt;b&gt;Cliquez sur un point vert&lt;/b&gt; près d&apos;un coin de l&apos;hexagone de votre bonhomme pour commencer une route ; chaque clic construit un segment une fois le paiement choisi.</translation>
    </message>
    <message>
        <source>&lt;br&gt;No segment can be built now.</source>
        <translation>&lt;br&gt;Aucun segment ne peut être construit maintenant.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;The supply is out&lt;/b&gt;: you may go on building without pieces; the game ends when you stop (T25).</source>
        <translation>&lt;br&gt;&lt;b&gt;La réserve est épuisée&lt;/b&gt; : vous pouvez continuer à construire sans pièces ; la partie s&apos;arrête quand vous vous arrêtez (T25).</translation>
    </message>
    <message>
        <source>Scrap unfinished route</source>
        <translation>Abandonner la route inachevée</translation>
    </message>
    <message>
        <source>Stop building</source>
        <translation>Arrêter de construire</translation>
    </message>
    <message>
        <source>Build nothing this turn</source>
        <translation>Ne rien construire ce tour-ci</translation>
    </message>
    <message>
        <source>A segment costs one card of its colour (an edge between two colours: multicolour), or a pair of any one colour (T20, T21).</source>
        <translation>Un segment coûte une carte de sa couleur (un bord entre deux couleurs : multicolore), ou une paire d&apos;une même couleur (T20, T21).</translation>
    </message>
    <message>
        <source>Your cards pay for routes: click a point on the board to build.</source>
        <translation>Vos cartes paient les routes : cliquez sur un point du plateau pour construire.</translation>
    </message>
    <message>
        <source>Click a hex with a green outline.</source>
        <translation>Cliquez sur un hexagone bordé de vert.</translation>
    </message>
    <message>
        <source>Click a point: a hex centre or corner (the green rings can be built to).</source>
        <translation>Cliquez sur un point : un centre ou un coin d&apos;hexagone (on peut construire vers les cercles verts).</translation>
    </message>
    <message>
        <source>Girl {arg1} cannot move now (T27, T28).</source>
        <translation>La fille {arg1} ne peut pas bouger maintenant (T27, T28).</translation>
    </message>
    <message>
        <source>Click a girl with a green ring, then an arrow.</source>
        <translation>Cliquez sur une fille cerclée de vert, puis sur une flèche.</translation>
    </message>
    <message>
        <source>Choose how to pay for the segment (the panel on the right).</source>
        <translation>Choisissez comment payer le segment (le panneau de droite).</translation>
    </message>
    <message>
        <source>east corner</source>
        <extracomment>Which corner of the man&apos;s hex a way starts from, by its direction (0 = east, then counter-clockwise in steps of 45°).</extracomment>
        <translation>coin est</translation>
    </message>
    <message>
        <source>north-east corner</source>
        <translation>coin nord-est</translation>
    </message>
    <message>
        <source>north corner</source>
        <translation>coin nord</translation>
    </message>
    <message>
        <source>north-west corner</source>
        <translation>coin nord-ouest</translation>
    </message>
    <message>
        <source>west corner</source>
        <translation>coin ouest</translation>
    </message>
    <message>
        <source>south-west corner</source>
        <translation>coin sud-ouest</translation>
    </message>
    <message>
        <source>south corner</source>
        <translation>coin sud</translation>
    </message>
    <message>
        <source>south-east corner</source>
        <translation>coin sud-est</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}er</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}e</translation>
    </message>
</context>
<context>
    <name>TrailsEditor</name>
    <message>
        <source>Random (drawn at setup)</source>
        <extracomment>Label of the null terrain (drawn from the tile set at setup, T8).</extracomment>
        <translation>Aléatoire (tiré à la mise en place)</translation>
    </message>
    <message>
        <source>Hex</source>
        <extracomment>Room for a menu button&apos;s arrow beside its text, so the arrow never covers the last letters (longer in Finnish and French).</extracomment>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Deck</source>
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
        <source>{n} player</source>
        <translation>{n} joueur</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} joueurs</translation>
    </message>
    <message>
        <source>No board: add one</source>
        <translation>Aucun plateau : ajoutez-en un</translation>
    </message>
    <message>
        <source>{count} hexes · path {ring} · random {nulls} · girls {girls}</source>
        <translation>{count} hexagones · chemin {ring} · aléatoires {nulls} · filles {girls}</translation>
    </message>
    <message>
        <source>Hex ({q}, {r}) of the {players}-player board</source>
        <translation>Hexagone ({q}, {r}) du plateau à {players} joueurs</translation>
    </message>
    <message>
        <source>Set terrain</source>
        <translation>Définir le terrain</translation>
    </message>
    <message>
        <source>no hex</source>
        <translation>pas d&apos;hexagone</translation>
    </message>
    <message>
        <source>random terrain</source>
        <translation>terrain aléatoire</translation>
    </message>
    <message>
        <source>{min_players}–{max_players} players</source>
        <translation>{min_players}–{max_players} joueurs</translation>
    </message>
    <message>
        <source>Add the board of a player count the rules allow ({allowed}) that has none: {counts}.</source>
        <translation>Ajouter le plateau d&apos;un nombre de joueurs permis par les règles ({allowed}) qui n&apos;en a pas : {counts}.</translation>
    </message>
    <message>
        <source>Every player count the rules allow ({allowed}) has a board: change the pack&apos;s min or max players to add another.</source>
        <translation>Chaque nombre de joueurs permis par les règles ({allowed}) a un plateau : changez le minimum ou le maximum de joueurs du pack pour en ajouter un autre.</translation>
    </message>
    <message>
        <source>The pack has a board for {players} players already</source>
        <translation>Le pack a déjà un plateau pour {players} joueurs</translation>
    </message>
    <message>
        <source>Added the {players}-player board: rows {widths}, {count} hexes, {girls} girls (T6); its terrains are drawn at setup until painted</source>
        <translation>Plateau à {players} joueurs ajouté : rangées {widths}, {count} hexagones, {girls} filles (T6) ; ses terrains sont tirés à la mise en place tant qu&apos;ils ne sont pas peints</translation>
    </message>
    <message>
        <source>Added a {players}-player board of one hex: rule T6 has no shape for {players} players; grow it with Add/remove hex (H)</source>
        <translation>Plateau à {players} joueurs d&apos;un hexagone ajouté : la règle T6 n&apos;a pas de forme pour {players} joueurs ; agrandissez-le avec Ajouter/retirer un hexagone (H)</translation>
    </message>
    <message>
        <source>Set girls</source>
        <translation>Définir les filles</translation>
    </message>
</context>
<context>
    <name>TrailsScene</name>
    <message>
        <source>A problem names this hex ({severity})</source>
        <extracomment>A JSON path naming a hex or one of its fields. Outline colour and width of a hex a problem names, by severity. Outline colour and width of the selected hex, and of the cell under the pointer (dashed). Pick tolerance around a point of the board, in pixels. Key offsets of a hex&apos;s 6 corners from its centre&apos;s key (three times the axial offset).</extracomment>
        <translation>Un problème concerne cet hexagone ({severity})</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>First-player advantage → 0</source>
        <translation>Avantage du premier joueur → 0</translation>
    </message>
    <message>
        <source>Mean length (rounds) → target</source>
        <translation>Durée moyenne (tours) → cible</translation>
    </message>
    <message>
        <source>P1 win rate → target</source>
        <translation>Taux de victoire de J1 → cible</translation>
    </message>
    <message>
        <source>Tune {name}</source>
        <translation>Ajuster {name}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Games per trial (at most)</source>
        <translation>Parties par essai (au plus)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Tick the numbers to search, then Start.</source>
        <translation>Cochez les nombres à chercher, puis Démarrer.</translation>
    </message>
    <message>
        <source>Numbers to search (the pack&apos;s properties)</source>
        <translation>Nombres à chercher (propriétés du pack)</translation>
    </message>
    <message>
        <source>Objective by trial (95 % interval)</source>
        <translation>Objectif par essai (intervalle à 95 %)</translation>
    </message>
    <message>
        <source>trial</source>
        <translation>essai</translation>
    </message>
    <message>
        <source>Objective against the first number</source>
        <translation>Objectif selon le premier nombre</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Put the chosen trial&apos;s numbers into the pack (one undo step)</source>
        <translation>Met les nombres de l&apos;essai choisi dans le pack (une seule étape d&apos;annulation)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>A/B: the pack as it is against the chosen trial, on the same seeds</source>
        <translation>A/B : le pack tel qu&apos;il est contre l&apos;essai choisi, sur les mêmes graines</translation>
    </message>
    <message>
        <source>Stopping after the game being played…</source>
        <translation>Arrêt après la partie en cours…</translation>
    </message>
    <message>
        <source>Tick at least one number to search.</source>
        <translation>Cochez au moins un nombre à chercher.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Playing the pack as it is, then the candidates…</source>
        <translation>On joue le pack tel qu&apos;il est, puis les candidats…</translation>
    </message>
    <message>
        <source>No candidate played every game: no best.</source>
        <translation>Aucun candidat n&apos;a joué toutes les parties : pas de meilleur.</translation>
    </message>
    <message>
        <source>Best: trial {n} ({values}), significantly better than the pack as it is.</source>
        <translation>Meilleur : essai {n} ({values}), significativement meilleur que le pack tel qu&apos;il est.</translation>
    </message>
    <message>
        <source>Best: trial {n} ({values}), not significantly better than the pack as it is (the 95 % intervals overlap).</source>
        <translation>Meilleur : essai {n} ({values}), pas significativement meilleur que le pack tel qu&apos;il est (les intervalles à 95 % se chevauchent).</translation>
    </message>
    <message>
        <source>Stopped. </source>
        <translation>Arrêté. </translation>
    </message>
    <message>
        <source>The search stopped: {why}</source>
        <translation>La recherche s&apos;est arrêtée : {why}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>The pack has changed since the search: {why}</source>
        <translation>Le pack a changé depuis la recherche : {why}</translation>
    </message>
    <message>
        <source>Tune: {values}</source>
        <translation>Ajustement : {values}</translation>
    </message>
    <message>
        <source>Applied trial {n}: {values} (Edit &gt; Undo takes it back).</source>
        <translation>Essai {n} appliqué : {values} (Édition &gt; Annuler l&apos;enlève).</translation>
    </message>
    <message>
        <source>this document</source>
        <translation>ce document</translation>
    </message>
    <message>
        <source>trial {n}</source>
        <translation>essai {n}</translation>
    </message>
    <message>
        <source>Comparing trial {n} with the pack as it is.</source>
        <translation>Comparaison de l&apos;essai {n} avec le pack tel qu&apos;il est.</translation>
    </message>
</context>
<context>
    <name>UnpairWrapCommand</name>
    <message>
        <source>Unpair </source>
        <translation>Désapparier </translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Win rate per seat</source>
        <extracomment>Bar colours of the seats (and of series in order). Most bars of a histogram; wider ranges are binned.</extracomment>
        <translation>Taux de victoire par place</translation>
    </message>
    <message>
        <source>Win rate per bot (seats rotated)</source>
        <translation>Taux de victoire par bot (places en rotation)</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>taux de victoire</translation>
    </message>
    <message>
        <source>games won</source>
        <translation>parties gagnées</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>fair share {share:.0f} %</source>
        <translation>part équitable {share:.0f} %</translation>
    </message>
</context>
<context>
    <name>WrapPairTool</name>
    <message>
        <source>Unpaired {names}: two points again</source>
        <translation>{names} désappariés : de nouveau deux points</translation>
    </message>
    <message>
        <source>Not paired: {why}</source>
        <translation>Non apparié : {why}</translation>
    </message>
    <message>
        <source>Paired {name} (west) and {name2} (east): one point for the rules</source>
        <translation>{name} (ouest) et {name2} (est) appariés : un seul point pour les règles</translation>
    </message>
    <message>
        <source>; their kinds differ ({kind} and {kind2})</source>
        <translation> ; leurs types diffèrent ({kind} et {kind2})</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>{title}, in bars of {width} ({examples}, …)</source>
        <translation>{title}, en barres de {width} ({examples}, …)</translation>
    </message>
</context>
<context>
    <name>fields</name>
    <message>
        <source>BoardImage</source>
        <extracomment>The content models&apos; names, field labels and descriptions (context &quot;fields&quot;).</extracomment>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>The image file (PNG, JPEG or SVG), relative to the pack file&apos;s folder.</source>
        <translation>Le fichier image (PNG, JPEG ou SVG), relatif au dossier du fichier pack.</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Map x of the image&apos;s left edge.</source>
        <translation>Abscisse sur la carte du bord gauche de l&apos;image.</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Map y of the image&apos;s top edge (north positive).</source>
        <translation>Ordonnée sur la carte du bord supérieur de l&apos;image (nord positif).</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Width in map units.</source>
        <translation>Largeur en unités de carte.</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Height in map units.</source>
        <translation>Hauteur en unités de carte.</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
    <message>
        <source>0 transparent to 1 opaque.</source>
        <translation>De 0 transparent à 1 opaque.</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Verrouillée</translation>
    </message>
    <message>
        <source>A locked image cannot be moved or scaled on the canvas.</source>
        <translation>Une image verrouillée ne peut être ni déplacée ni redimensionnée sur le canevas.</translation>
    </message>
    <message>
        <source>A picture drawn in the card&apos;s picture area (under the title), carried in the pack as a data URL: data:image/png;base64,..., data:image/jpeg;base64,... or data:image/svg+xml;base64,... of an image of at most 512 KB.</source>
        <translation>Une image dessinée dans la zone d’image de la carte (sous le titre), portée dans le pack comme URL data : data:image/png;base64,..., data:image/jpeg;base64,... ou data:image/svg+xml;base64,... d’une image d’au plus 512 Ko.</translation>
    </message>
    <message>
        <source>ExpectIllegal</source>
        <translation>Coup refusé</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>A move&apos;s text form.</source>
        <translation>La forme texte d’un coup.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>The rule id that refuses it.</source>
        <translation>L’identifiant de la règle qui le refuse.</translation>
    </message>
    <message>
        <source>ExpectLegal</source>
        <translation>Coup permis</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Permis</translation>
    </message>
    <message>
        <source>ExpectOver</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Always true: the game is over.</source>
        <translation>Toujours vrai : la partie est terminée.</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Gagnants</translation>
    </message>
    <message>
        <source>The winning seats (from 0).</source>
        <translation>Les places gagnantes (à partir de 0).</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>How the game ended.</source>
        <translation>Comment la partie s’est terminée.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>PackBase</source>
        <translation>Pack</translation>
    </message>
    <message>
        <source>Json schema ref</source>
        <translation>Référence du schéma JSON</translation>
    </message>
    <message>
        <source>Path or URL of the JSON Schema, for editors.</source>
        <translation>Chemin ou URL du schéma JSON, pour les éditeurs.</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>Version du schéma</translation>
    </message>
    <message>
        <source>Pack format version.</source>
        <translation>Version du format de pack.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Which game this pack is for.</source>
        <translation>Le jeu auquel ce pack est destiné.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>A stable id: lower-case letters, digits, &apos;-&apos; and &apos;_&apos;.</source>
        <translation>Un identifiant stable : lettres minuscules, chiffres, « - » et « _ ».</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Name shown to players and designers.</source>
        <translation>Nom affiché aux joueurs et aux concepteurs.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>The pack&apos;s own version.</source>
        <translation>La version propre du pack.</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Who made the pack (shown when it is shared).</source>
        <translation>Qui a créé le pack (affiché lorsqu&apos;il est partagé).</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Notes for designers.</source>
        <translation>Notes pour les concepteurs.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scénarios</translation>
    </message>
    <message>
        <source>Pinned playtest positions, each re-checked against the content by lint.</source>
        <translation>Positions de test épinglées, revérifiées par l’analyse contre le contenu.</translation>
    </message>
    <message>
        <source>RulesBase</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Min players</source>
        <translation>Joueurs min.</translation>
    </message>
    <message>
        <source>Fewest players the game supports.</source>
        <translation>Nombre minimal de joueurs pris en charge par le jeu.</translation>
    </message>
    <message>
        <source>Max players</source>
        <translation>Joueurs max.</translation>
    </message>
    <message>
        <source>Most players the game supports.</source>
        <translation>Nombre maximal de joueurs pris en charge par le jeu.</translation>
    </message>
    <message>
        <source>Max rounds</source>
        <translation>Tours max.</translation>
    </message>
    <message>
        <source>A game still running after this many rounds ends.</source>
        <translation>Une partie encore en cours après ce nombre de tours prend fin.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Partie enregistrée</translation>
    </message>
    <message>
        <source>A game record&apos;s JSON (Session.record().to_json()).</source>
        <translation>Le JSON d’une partie enregistrée (Session.record().to_json()).</translation>
    </message>
    <message>
        <source>Expect</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>What must hold at the record&apos;s end: a legal move, an illegal move with its rule, or the game&apos;s end.</source>
        <translation>Ce qui doit tenir à la fin de la partie enregistrée : un coup permis, un coup refusé avec sa règle, ou la fin de la partie.</translation>
    </message>
    <message>
        <source>DestinationCard</source>
        <translation>Carte destination</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Id of the green point this card names.</source>
        <translation>Identifiant du point vert que désigne cette carte.</translation>
    </message>
    <message>
        <source>ExpeditionColour</source>
        <translation>Couleur d&apos;expédition</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Arrows of this colour.</source>
        <translation>Flèches de cette couleur.</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Colour used to draw this element, as #rrggbb.</source>
        <translation>Couleur utilisée pour dessiner cet élément, au format #rrggbb.</translation>
    </message>
    <message>
        <source>ExpeditionPack</source>
        <translation>Pack Expedition</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rule parameters.</source>
        <translation>Paramètres des règles.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Points of the network.</source>
        <translation>Points du réseau.</translation>
    </message>
    <message>
        <source>Paths</source>
        <translation>Chemins</translation>
    </message>
    <message>
        <source>Paths between points.</source>
        <translation>Chemins entre les points.</translation>
    </message>
    <message>
        <source>Wraps</source>
        <translation>Paires de bords</translation>
    </message>
    <message>
        <source>West/east edge pairs that are one point.</source>
        <translation>Paires de points des bords ouest et est qui ne forment qu&apos;un seul point.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Expedition colours.</source>
        <translation>Couleurs d&apos;expédition.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Destination cards.</source>
        <translation>Cartes destination.</translation>
    </message>
    <message>
        <source>Backdrop</source>
        <translation>Arrière-plan</translation>
    </message>
    <message>
        <source>Coastlines drawn behind the network: land polygons of [x, y] points in map coordinates (degrees). Drawing only.</source>
        <translation>Côtes dessinées derrière le réseau : polygones de terres en points [x, y] en coordonnées de carte (degrés). Dessin seulement.</translation>
    </message>
    <message>
        <source>Board image</source>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>A picture under the map to trace over (drawing only).</source>
        <translation>Une image sous la carte pour la décalquer (dessin seulement).</translation>
    </message>
    <message>
        <source>ExpeditionRules</source>
        <translation>Règles Expedition</translation>
    </message>
    <message>
        <source>Fewest players (E1).</source>
        <translation>Nombre minimal de joueurs (E1).</translation>
    </message>
    <message>
        <source>Most players (E1).</source>
        <translation>Nombre maximal de joueurs (E1).</translation>
    </message>
    <message>
        <source>Round limit (E13).</source>
        <translation>Limite de tours (E13).</translation>
    </message>
    <message>
        <source>Tickets</source>
        <translation>Tickets</translation>
    </message>
    <message>
        <source>Tickets each player starts with (E1).</source>
        <translation>Tickets de chaque joueur en début de partie (E1).</translation>
    </message>
    <message>
        <source>Hand small</source>
        <translation>Petite main</translation>
    </message>
    <message>
        <source>Cards dealt each player below `large_from` players (E1).</source>
        <translation>Cartes distribuées à chaque joueur en dessous de `large_from` joueurs (E1).</translation>
    </message>
    <message>
        <source>Hand large</source>
        <translation>Grande main</translation>
    </message>
    <message>
        <source>Cards dealt each player from `large_from` players on (E1).</source>
        <translation>Cartes distribuées à chaque joueur à partir de `large_from` joueurs (E1).</translation>
    </message>
    <message>
        <source>Large from</source>
        <translation>Grande main dès</translation>
    </message>
    <message>
        <source>Player count from which `hand_large` applies.</source>
        <translation>Nombre de joueurs à partir duquel `hand_large` s&apos;applique.</translation>
    </message>
    <message>
        <source>Market size</source>
        <translation>Taille de la rivière</translation>
    </message>
    <message>
        <source>Face-up market cards (E1).</source>
        <translation>Cartes face visible mises en commun (E1).</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Tokens each player places (E2).</source>
        <translation>Jetons que pose chaque joueur (E2).</translation>
    </message>
    <message>
        <source>Token distance</source>
        <translation>Distance des jetons</translation>
    </message>
    <message>
        <source>Fewest paths from the rose to a token&apos;s point (E2).</source>
        <translation>Nombre minimal de chemins entre la rose des vents et le point d&apos;un jeton (E2).</translation>
    </message>
    <message>
        <source>Tickets per turn</source>
        <translation>Tickets par tour</translation>
    </message>
    <message>
        <source>Tickets usable in one turn (E11).</source>
        <translation>Tickets utilisables en un tour (E11).</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Id of one point.</source>
        <translation>Identifiant d&apos;un des points.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Id of the other point.</source>
        <translation>Identifiant de l&apos;autre point.</translation>
    </message>
    <message>
        <source>Place name shown on the map.</source>
        <translation>Nom du lieu affiché sur la carte.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>rose, green (destination), blue, red or plain.</source>
        <translation>rose, vert (destination), bleu, rouge ou simple.</translation>
    </message>
    <message>
        <source>Map position, east positive (default pack: longitude).</source>
        <translation>Position sur la carte, est positif (pack par défaut : longitude).</translation>
    </message>
    <message>
        <source>Map position, north positive (default pack: latitude).</source>
        <translation>Position sur la carte, nord positif (pack par défaut : latitude).</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Paire de bords</translation>
    </message>
    <message>
        <source>Id of the west-edge point.</source>
        <translation>Identifiant du point du bord ouest.</translation>
    </message>
    <message>
        <source>Id of the east-edge point.</source>
        <translation>Identifiant du point du bord est.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Card id: country:&lt;cid&gt;, country:&lt;cid&gt;:2, ship:&lt;sea&gt;:&lt;n&gt; or plane:&lt;colour&gt;:&lt;n&gt;.</source>
        <translation>Identifiant de carte : country:&lt;cid&gt;, country:&lt;cid&gt;:2, ship:&lt;sea&gt;:&lt;n&gt; ou plane:&lt;colour&gt;:&lt;n&gt;.</translation>
    </message>
    <message>
        <source>country, ship or plane.</source>
        <translation>pays, bateau ou avion.</translation>
    </message>
    <message>
        <source>Ref</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>The country, sea or colour group this card names.</source>
        <translation>Le pays, la mer ou le groupe de couleur que désigne cette carte.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>CardLayout</source>
        <translation>Mise en page de carte</translation>
    </message>
    <message>
        <source>The card kind this layout draws (one of the game&apos;s kinds).</source>
        <translation>Le type de carte que dessine cette mise en page (un des types du jeu).</translation>
    </message>
    <message>
        <source>Width mm</source>
        <translation>Largeur mm</translation>
    </message>
    <message>
        <source>Printed width in mm.</source>
        <translation>Largeur imprimée en mm.</translation>
    </message>
    <message>
        <source>Height mm</source>
        <translation>Hauteur mm</translation>
    </message>
    <message>
        <source>Printed height in mm.</source>
        <translation>Hauteur imprimée en mm.</translation>
    </message>
    <message>
        <source>Radius mm</source>
        <translation>Rayon mm</translation>
    </message>
    <message>
        <source>Corner radius of the card&apos;s panels in mm.</source>
        <translation>Rayon des coins des panneaux de la carte en mm.</translation>
    </message>
    <message>
        <source>One colour for every card of the kind (else the card&apos;s own).</source>
        <translation>Une couleur pour toutes les cartes du type (sinon celle de la carte).</translation>
    </message>
    <message>
        <source>Colour by field: the card&apos;s colour group id (its colour field) to the colour its cards are drawn in.</source>
        <translation>Couleur par champ : l’identifiant du groupe de couleur de la carte (son champ de couleur) et la couleur dans laquelle ses cartes sont dessinées.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>What the title shows: the card&apos;s name, its kind, or nothing.</source>
        <translation>Ce que montre le titre : le nom de la carte, son type, ou rien.</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Whether the card&apos;s lines of detail are shown.</source>
        <translation>Si les lignes de détail de la carte sont affichées.</translation>
    </message>
    <message>
        <source>Icon</source>
        <translation>Icône</translation>
    </message>
    <message>
        <source>A symbol drawn in the card&apos;s top corner (a letter, an emoji).</source>
        <translation>Un symbole dessiné dans le coin supérieur de la carte (une lettre, un émoji).</translation>
    </message>
    <message>
        <source>Back colour</source>
        <translation>Couleur du dos</translation>
    </message>
    <message>
        <source>Colour of the card&apos;s back (else the studio&apos;s navy).</source>
        <translation>Couleur du dos de la carte (sinon le bleu marine du studio).</translation>
    </message>
    <message>
        <source>Back text</source>
        <translation>Texte du dos</translation>
    </message>
    <message>
        <source>Text on the back (else the pack&apos;s name).</source>
        <translation>Texte au dos (sinon le nom du pack).</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Image fit</source>
        <translation>Ajustement de l’image</translation>
    </message>
    <message>
        <source>How the picture fills its area, keeping its aspect ratio: &apos;contain&apos; shows all of it, &apos;cover&apos; fills the area and crops.</source>
        <translation>Comment l’image remplit sa zone en gardant ses proportions : &apos;contain&apos; la montre entière, &apos;cover&apos; remplit la zone et rogne.</translation>
    </message>
    <message>
        <source>Card layouts</source>
        <translation>Mises en page des cartes</translation>
    </message>
    <message>
        <source>How each kind of card looks (none: the studio&apos;s default look).</source>
        <translation>L’aspect de chaque type de carte (aucun : l’aspect par défaut du studio).</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Id of the country&apos;s colour group.</source>
        <translation>Identifiant du groupe de couleur du pays.</translation>
    </message>
    <message>
        <source>Number of country cards: 2 for a &apos;*&apos; country.</source>
        <translation>Nombre de cartes Pays : 2 pour un pays marqué « * ».</translation>
    </message>
    <message>
        <source>Map position, east positive (default packs: longitude).</source>
        <translation>Position sur la carte, est positif (packs par défaut : longitude).</translation>
    </message>
    <message>
        <source>Map position, north positive (default packs: latitude).</source>
        <translation>Position sur la carte, nord positif (packs par défaut : latitude).</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Contour</translation>
    </message>
    <message>
        <source>The country&apos;s shape on the map: polygons of [x, y] points in map coordinates (a polygon inside another is a hole). Drawing only: links are the rules.</source>
        <translation>La forme du pays sur la carte : polygones de points [x, y] en coordonnées de carte (un polygone à l&apos;intérieur d&apos;un autre est un trou). Dessin seulement : ce sont les liaisons qui font les règles.</translation>
    </message>
    <message>
        <source>JourneyPack</source>
        <translation>Pack Journey</translation>
    </message>
    <message>
        <source>Colour groups.</source>
        <translation>Groupes de couleur.</translation>
    </message>
    <message>
        <source>Countries</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Countries.</source>
        <translation>Pays.</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Liaisons</translation>
    </message>
    <message>
        <source>Connections by foot.</source>
        <translation>Connexions à pied.</translation>
    </message>
    <message>
        <source>Seas</source>
        <translation>Mers</translation>
    </message>
    <message>
        <source>Seas and their coasts.</source>
        <translation>Les mers et leurs côtes.</translation>
    </message>
    <message>
        <source>The deck.</source>
        <translation>Le paquet.</translation>
    </message>
    <message>
        <source>Land that is not in play, drawn under the countries (coastlines, neighbours without cards): polygons of [x, y] points in map coordinates.</source>
        <translation>Terres hors jeu, dessinées sous les pays (côtes, voisins sans cartes) : polygones de points [x, y] en coordonnées de carte.</translation>
    </message>
    <message>
        <source>Unlinked borders</source>
        <translation>Frontières non reliées</translation>
    </message>
    <message>
        <source>Country pairs whose outlines touch but that are not linked on purpose: the connection finder does not propose them and the lint does not warn about them.</source>
        <translation>Paires de pays dont les contours se touchent mais qui ne sont pas reliés volontairement : la recherche de liaisons ne les propose pas et la vérification ne les signale pas.</translation>
    </message>
    <message>
        <source>JourneyRules</source>
        <translation>Règles Journey</translation>
    </message>
    <message>
        <source>Fewest players (J1).</source>
        <translation>Nombre minimal de joueurs (J1).</translation>
    </message>
    <message>
        <source>Most players (J1).</source>
        <translation>Nombre maximal de joueurs (J1).</translation>
    </message>
    <message>
        <source>Rounds after which a game ends with no winner (J10).</source>
        <translation>Tours après lesquels une partie se termine sans vainqueur (J10).</translation>
    </message>
    <message>
        <source>Holder size</source>
        <translation>Taille du support</translation>
    </message>
    <message>
        <source>Slots in each card holder (J1).</source>
        <translation>Emplacements de chaque support de cartes (J1).</translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation>Défausses</translation>
    </message>
    <message>
        <source>Number of discard piles (J3).</source>
        <translation>Nombre de défausses (J3).</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Liaison</translation>
    </message>
    <message>
        <source>Id of one country.</source>
        <translation>Identifiant d&apos;un des pays.</translation>
    </message>
    <message>
        <source>Id of the other country.</source>
        <translation>Identifiant de l&apos;autre pays.</translation>
    </message>
    <message>
        <source>land (shared border), ferry or bridge.</source>
        <translation>terrestre (frontière commune), ferry ou pont.</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Mer</translation>
    </message>
    <message>
        <source>Coast</source>
        <translation>Côte</translation>
    </message>
    <message>
        <source>Ids of the countries on this sea&apos;s coast.</source>
        <translation>Identifiants des pays sur la côte de cette mer.</translation>
    </message>
    <message>
        <source>Label position, east positive.</source>
        <translation>Position de l&apos;étiquette, est positif.</translation>
    </message>
    <message>
        <source>Label position, north positive.</source>
        <translation>Position de l&apos;étiquette, nord positif.</translation>
    </message>
    <message>
        <source>The sea&apos;s water on the map: polygons of [x, y] points (drawing only).</source>
        <translation>L&apos;eau de la mer sur la carte : polygones de points [x, y] (dessin seulement).</translation>
    </message>
    <message>
        <source>UnlinkedBorder</source>
        <translation>Frontière non reliée</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Player count this board is for.</source>
        <translation>Nombre de joueurs auquel ce plateau est destiné.</translation>
    </message>
    <message>
        <source>Girls</source>
        <translation>Filles</translation>
    </message>
    <message>
        <source>Girls placed on this board (T6).</source>
        <translation>Pions fille placés sur ce plateau (T6).</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Hexagones</translation>
    </message>
    <message>
        <source>The hexes of the board.</source>
        <translation>Les hexagones du plateau.</translation>
    </message>
    <message>
        <source>CardColour</source>
        <translation>Couleur de carte</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Cards of this colour in the deck.</source>
        <translation>Cartes de cette couleur dans le paquet.</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>Axial column.</source>
        <translation>Colonne axiale.</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Axial row.</source>
        <translation>Rangée axiale.</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Terrain id, or null for a terrain drawn from the tile set at setup (T8).</source>
        <translation>Identifiant du terrain, ou null pour un terrain tiré du jeu de tuiles à la mise en place (T8).</translation>
    </message>
    <message>
        <source>Id of the card colour that pays for this terrain (T5).</source>
        <translation>Identifiant de la couleur de carte qui paie ce terrain (T5).</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Terrain id.</source>
        <translation>Identifiant du terrain.</translation>
    </message>
    <message>
        <source>Number of tiles of this terrain.</source>
        <translation>Nombre de tuiles de ce terrain.</translation>
    </message>
    <message>
        <source>TrailsPack</source>
        <translation>Pack Trails</translation>
    </message>
    <message>
        <source>Terrains</source>
        <translation>Terrains</translation>
    </message>
    <message>
        <source>Terrains (T1, T5).</source>
        <translation>Terrains (T1, T5).</translation>
    </message>
    <message>
        <source>Card colours</source>
        <translation>Couleurs de carte</translation>
    </message>
    <message>
        <source>The deck by colour (T3).</source>
        <translation>Le paquet par couleur (T3).</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>The tile set random hexes come from (T1).</source>
        <translation>Le jeu de tuiles d&apos;où viennent les hexagones aléatoires (T1).</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>One board per player count (T6).</source>
        <translation>Un plateau par nombre de joueurs (T6).</translation>
    </message>
    <message>
        <source>TrailsRules</source>
        <translation>Règles Trails</translation>
    </message>
    <message>
        <source>Fewest players (T4).</source>
        <translation>Nombre minimal de joueurs (T4).</translation>
    </message>
    <message>
        <source>Most players (T4).</source>
        <translation>Nombre maximal de joueurs (T4).</translation>
    </message>
    <message>
        <source>Round limit (T34).</source>
        <translation>Limite de tours (T34).</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Route pieces in the supply (T2).</source>
        <translation>Pièces de route dans la réserve (T2).</translation>
    </message>
    <message>
        <source>Markers per player</source>
        <translation>Marqueurs par joueur</translation>
    </message>
    <message>
        <source>Markers per player (T4).</source>
        <translation>Marqueurs par joueur (T4).</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>Cards dealt to each player (T10).</source>
        <translation>Cartes distribuées à chaque joueur (T10).</translation>
    </message>
    <message>
        <source>Face-up market cards (T10).</source>
        <translation>Cartes face visible mises en commun (T10).</translation>
    </message>
    <message>
        <source>Max bid</source>
        <translation>Enchère max.</translation>
    </message>
    <message>
        <source>Highest opening bid (T11).</source>
        <translation>Enchère d&apos;ouverture la plus haute (T11).</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>Limite de main</translation>
    </message>
    <message>
        <source>Hand limit after drawing (T32).</source>
        <translation>Limite de main après la pioche (T32).</translation>
    </message>
    <message>
        <source>Draw count</source>
        <translation>Cartes piochées</translation>
    </message>
    <message>
        <source>Cards taken by a normal draw (T31).</source>
        <translation>Cartes prises lors d’une pioche normale (T31).</translation>
    </message>
    <message>
        <source>Routes to end</source>
        <translation>Routes finales</translation>
    </message>
    <message>
        <source>Connected routes that trigger the last round (T26).</source>
        <translation>Routes connectées qui déclenchent le dernier tour (T26).</translation>
    </message>
    <message>
        <source>Max routes per girl</source>
        <translation>Routes max. par fille</translation>
    </message>
    <message>
        <source>Markers a girl holds (T23).</source>
        <translation>Marqueurs qu&apos;une fille peut porter (T23).</translation>
    </message>
    <message>
        <source>Girl guard distance</source>
        <translation>Garde des filles</translation>
    </message>
    <message>
        <source>A girl just connected guards this many path hexes (T28).</source>
        <translation>Une fille tout juste connectée garde ce nombre d’hexagones de chemin (T28).</translation>
    </message>
</context>
<context>
    <name>heat_view</name>
    <message>
        <source>No heat for this game yet: its engine gives none (game.heat). The rest of the report is complete.</source>
        <translation>Pas encore de chaleur pour ce jeu : son moteur n&apos;en donne pas (game.heat). Le reste du rapport est complet.</translation>
    </message>
    <message>
        <source>No heat for {game} yet: its engine gives none (game.heat). The rest of the report is complete.</source>
        <translation>Pas encore de chaleur pour {game} : son moteur n&apos;en donne pas (game.heat). Le reste du rapport est complet.</translation>
    </message>
</context>
<context>
    <name>journey_board</name>
    <message>
        <source>{colour} country</source>
        <extracomment>The piles and the drawn card beside the map, this many to a row. The least width of another seat&apos;s name beside its row of cards. Pixels of a playtest card a millimetre of the printed card (its corner radius). The word marking the drawn card&apos;s country on the map. The card layout&apos;s picture (a QImage) and its fit, drawn under the title; or None.</extracomment>
        <translation>pays {colour}</translation>
    </message>
    <message>
        <source>Ship: {name}</source>
        <translation>Bateau : {name}</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>bateau</translation>
    </message>
    <message>
        <source>Plane: {name}</source>
        <translation>Avion : {name}</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>avion</translation>
    </message>
</context>
<context>
    <name>legend</name>
    <message>
        <source>Random terrain</source>
        <translation>Terrain aléatoire</translation>
    </message>
    <message>
        <source>A hatched hex has no terrain of its own: it is drawn from the tile set at setup (T8). Paint it to fix its terrain.</source>
        <translation>Un hexagone hachuré n&apos;a pas de terrain propre : il est tiré du jeu de tuiles à la mise en place (T8). Peignez-le pour fixer son terrain.</translation>
    </message>
    <message>
        <source>Path ring</source>
        <translation>Anneau de chemin</translation>
    </message>
    <message>
        <source>The thick brown line is the path ring: the track round the board&apos;s edge through the outer hexes (T8); the dot marks where it starts.</source>
        <translation>Le trait brun épais est l&apos;anneau de chemin : la piste qui fait le tour du plateau par les hexagones extérieurs (T8) ; le point marque son départ.</translation>
    </message>
    <message>
        <source>Hex points</source>
        <translation>Points d&apos;hexagone</translation>
    </message>
    <message>
        <source>Zoomed in, the dots are the 7 points of each hex: 6 corners and the centre (T7), where routes, girls and men go.</source>
        <translation>En zoom avant, les points sont les 7 points de chaque hexagone : 6 coins et le centre (T7), où vont routes, filles et bonshommes.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>A red outline: a hex an error names; amber: a warning (see Problems).</source>
        <translation>Bordure rouge : un hexagone visé par une erreur ; orange : un avertissement (voir Problèmes).</translation>
    </message>
    <message>
        <source>Selection and pointer</source>
        <translation>Sélection et pointeur</translation>
    </message>
    <message>
        <source>Orange: the selected hex (its terrain in Properties); blue dashes: the cell under the pointer.</source>
        <translation>Orange : l&apos;hexagone sélectionné (son terrain dans Propriétés) ; tirets bleus : la case sous le pointeur.</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Mer</translation>
    </message>
    <message>
        <source>A disc in its colour group&apos;s colour, with its name.</source>
        <translation>Un disque de la couleur de son groupe, avec son nom.</translation>
    </message>
    <message>
        <source>Two cards</source>
        <translation>Deux cartes</translation>
    </message>
    <message>
        <source>An inner ring and a * after the name: the country has two cards.</source>
        <translation>Un anneau intérieur et un * après le nom : le pays a deux cartes.</translation>
    </message>
    <message>
        <source>Land link</source>
        <translation>Liaison terrestre</translation>
    </message>
    <message>
        <source>A solid line: the two countries share a land border.</source>
        <translation>Un trait plein : les deux pays ont une frontière terrestre commune.</translation>
    </message>
    <message>
        <source>Ferry</source>
        <translation>Ferry</translation>
    </message>
    <message>
        <source>A dashed blue line: a ferry joins the two countries.</source>
        <translation>Un trait bleu en tirets : un ferry relie les deux pays.</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>The bridge sign across the line: a bridge joins them.</source>
        <translation>Le signe de pont en travers du trait : un pont les relie.</translation>
    </message>
    <message>
        <source>Sea and coasts</source>
        <translation>Mer et côtes</translation>
    </message>
    <message>
        <source>A sea&apos;s name in a pale box; dotted lines join it to its coast countries (a ship card links any two of them).</source>
        <translation>Le nom d&apos;une mer dans un cadre pâle ; des pointillés la relient à ses pays côtiers (une carte Bateau relie deux d&apos;entre eux).</translation>
    </message>
    <message>
        <source>A red ring: a country an error names; amber: a warning. A sea with a problem gets a red or amber outline.</source>
        <translation>Un anneau rouge : un pays visé par une erreur ; orange : un avertissement. Une mer à problème reçoit une bordure rouge ou orange.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Sea problem</source>
        <translation>Problème de mer</translation>
    </message>
    <message>
        <source>A sea an error names (here, one with a single coast country).</source>
        <translation>Une mer visée par une erreur (ici, une mer à un seul pays côtier).</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>A gold halo: the selected country (Properties shows it).</source>
        <translation>Un halo doré : le pays sélectionné (Propriétés le montre).</translation>
    </message>
    <message>
        <source>Selected link</source>
        <translation>Liaison sélectionnée</translation>
    </message>
    <message>
        <source>A link drawn thick and gold is selected.</source>
        <translation>Une liaison tracée épaisse et dorée est sélectionnée.</translation>
    </message>
    <message>
        <source>Outlines</source>
        <translation>Contours</translation>
    </message>
    <message>
        <source>A country&apos;s outline, filled in a light shade of its colour group with a darker border; where two outlines share a border the land link between them is drawn faint (the Outline tool, O, edits outlines).</source>
        <translation>Le contour d&apos;un pays, rempli d&apos;une teinte claire de son groupe de couleur avec une bordure plus foncée ; là où deux contours partagent une frontière, leur liaison terrestre est tracée en pâle (l&apos;outil Contour, O, modifie les contours).</translation>
    </message>
    <message>
        <source>Backdrop</source>
        <translation>Arrière-plan</translation>
    </message>
    <message>
        <source>Grey-beige land is not in play (the pack&apos;s backdrop), on the water of an outlined map; a picture under the map is the board image (File &gt; Board Image…).</source>
        <translation>Les terres gris-beige sont hors jeu (l&apos;arrière-plan du pack), sur l&apos;eau d&apos;une carte à contours ; une image sous la carte est l&apos;image de fond (Fichier &gt; Image de fond…).</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>The rose (the star), green destinations, blue, red and plain points.</source>
        <translation>La rose des vents (l&apos;étoile), les destinations vertes, les points bleus, rouges et simples.</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>A grey line: a path between two points (E4).</source>
        <translation>Un trait gris : un chemin entre deux points (E4).</translation>
    </message>
    <message>
        <source>Wrap pair</source>
        <translation>Paire de bords</translation>
    </message>
    <message>
        <source>A dotted purple ring, a dashed line to the map&apos;s edge and ⇄n: this edge point and the one with the same number at the other edge are one point for the rules (the Earth is round). The dashed purple lines are the west and east edges.</source>
        <translation>Un anneau violet pointillé, un tiret vers le bord de la carte et ⇄n : ce point de bord et celui de même numéro sur l&apos;autre bord ne font qu&apos;un pour les règles (la Terre est ronde). Les traits violets en tirets sont les bords ouest et est.</translation>
    </message>
    <message>
        <source>A dashed red ring: a point an error names; amber: a warning.</source>
        <translation>Un anneau rouge en tirets : un point visé par une erreur ; orange : un avertissement.</translation>
    </message>
    <message>
        <source>An orange ring: the selected point (Properties shows it).</source>
        <translation>Un anneau orange : le point sélectionné (Propriétés le montre).</translation>
    </message>
    <message>
        <source>Selected path</source>
        <translation>Chemin sélectionné</translation>
    </message>
    <message>
        <source>A thick orange line is the selected path.</source>
        <translation>Un trait orange épais est le chemin sélectionné.</translation>
    </message>
    <message>
        <source>Coastlines</source>
        <translation>Côtes</translation>
    </message>
    <message>
        <source>Pale land on the ocean: the pack&apos;s backdrop (coastlines), drawing only.</source>
        <translation>Terres pâles sur l&apos;océan : l&apos;arrière-plan du pack (les côtes), dessin seulement.</translation>
    </message>
    <message>
        <source>Distance from rose</source>
        <translation>Distance à la rose</translation>
    </message>
    <message>
        <source>With Distance from rose on: each point&apos;s paths from the rose; a gold ring: a green point far enough for a token (E2).</source>
        <translation>Avec Distance à la rose activée : les chemins de chaque point depuis la rose ; un anneau doré : un point vert assez éloigné pour un jeton (E2).</translation>
    </message>
</context>
<context>
    <name>lint</name>
    <message>
        <source>the {players}-player board</source>
        <translation>le plateau à {players} joueurs</translation>
    </message>
    <message>
        <source>the countries form {count} separate groups that no card joins; apart from the largest ({count2} countries): {rest}</source>
        <translation>les pays forment {count} groupes séparés qu&apos;aucune carte ne relie ; hors le plus grand ({count2} pays) : {rest}</translation>
    </message>
    <message>
        <source>the deck has {count} cards; {max_players} holders of {holder_size}, {discard_piles} discard piles and a draw pile need at least {need} (J2, J3); with fewer, discard piles start empty (J8)</source>
        <translation>le paquet compte {count} cartes ; {max_players} supports de {holder_size}, {discard_piles} défausses et une pioche en demandent au moins {need} (J2, J3) ; avec moins, les défausses commencent vides (J8)</translation>
    </message>
    <message>
        <source>{name} and {name2} share a border on the map but no link joins them: add a land link (the Borders panel proposes it), or mark the border as not a link</source>
        <translation>{name} et {name2} ont une frontière commune sur la carte mais aucune liaison ne les relie : ajoutez une liaison terrestre (le panneau Frontières la propose), ou marquez la frontière comme non reliée</translation>
    </message>
    <message>
        <source>the pack claims {n} players but has no board for {n}</source>
        <translation>le pack annonce {n} joueurs mais n&apos;a pas de plateau pour {n}</translation>
    </message>
    <message>
        <source>the deck has {total} cards; dealing {deal} to each of {max_players} players and {market_size} to the market needs at least {need}</source>
        <translation>le paquet compte {total} cartes ; en distribuer {deal} à chacun des {max_players} joueurs et {market_size} en commun en demande au moins {need}</translation>
    </message>
    <message>
        <source>the deck has no {get} cards: every edge between two colours costs a pair (T20, T21)</source>
        <translation>le paquet n&apos;a aucune carte {get} : chaque bord entre deux couleurs coûte une paire (T20, T21)</translation>
    </message>
    <message>
        <source>{who} has no hexes</source>
        <translation>{who} n&apos;a aucun hexagone</translation>
    </message>
    <message>
        <source>{who} is in {parts} separate pieces</source>
        <translation>{who} est en {parts} morceaux séparés</translation>
    </message>
    <message>
        <source>{who} has no girls: no route can connect</source>
        <translation>{who} n&apos;a aucune fille : aucune route ne peut se connecter</translation>
    </message>
    <message>
        <source>the map has {plural}; it needs exactly one</source>
        <translation>la carte a {plural} ; il en faut exactement une</translation>
    </message>
    <message>
        <source>the pack has no expedition colours</source>
        <translation>le pack n&apos;a aucune couleur d&apos;expédition</translation>
    </message>
    <message>
        <source>{name} has no land, ferry or bridge link, no sea with a ship card and no plane partner: its cards can never be part of a journey</source>
        <translation>{name} n&apos;a ni liaison terrestre, ni ferry, ni pont, ni mer avec une carte Bateau, ni partenaire Avion : ses cartes ne peuvent jamais faire partie d&apos;un voyage</translation>
    </message>
    <message>
        <source>{name} has cards = {cards} but the deck holds {plural} for it</source>
        <translation>{name} a cards = {cards} mais le paquet contient {plural} pour lui</translation>
    </message>
    <message>
        <source>{name} has {plural}; a ship joins two coast countries, so its {plural2} can never connect</source>
        <translation>{name} a {plural} ; un bateau relie deux pays côtiers, donc ses {plural2} ne peuvent jamais relier</translation>
    </message>
    <message>
        <source>colour group {name} has {plural} but {plural2}; a plane joins two countries of its colour</source>
        <translation>le groupe de couleur {name} a {plural} mais {plural2} ; un avion relie deux pays de sa couleur</translation>
    </message>
    <message>
        <source>could not decide within {JOURNEY_SEARCH_BUDGET:,} search steps whether a complete journey of {holder_size} cards can be built from the deck</source>
        <translation>impossible de décider en {JOURNEY_SEARCH_BUDGET:,} étapes de recherche si un voyage complet de {holder_size} cartes peut être formé avec le paquet</translation>
    </message>
    <message>
        <source>no complete journey of {holder_size} cards (J11–J17) can be built from this deck: no player could ever win</source>
        <translation>aucun voyage complet de {holder_size} cartes (J11–J17) ne peut être formé avec ce paquet : aucun joueur ne pourrait jamais gagner</translation>
    </message>
    <message>
        <source>{name} and {name2} have a land link but their outlines do not touch: move their borders together, or make the link a ferry or a bridge</source>
        <translation>{name} et {name2} ont une liaison terrestre mais leurs contours ne se touchent pas : rapprochez leurs frontières, ou faites de la liaison un ferry ou un pont</translation>
    </message>
    <message>
        <source>{name}&apos;s node lies outside its outline: move the node or the outline so its name is drawn inside the country</source>
        <translation>le nœud de {name} est hors de son contour : déplacez le nœud ou le contour pour que son nom soit dessiné dans le pays</translation>
    </message>
    <message>
        <source>a board for {players} players, outside the pack&apos;s {min_players}–{max_players}: no game uses it</source>
        <translation>un plateau pour {players} joueurs, hors de l&apos;intervalle {min_players}–{max_players} du pack : aucune partie ne l&apos;utilise</translation>
    </message>
    <message>
        <source>terrain {name} is paid with {get} cards, but the deck has none: its segments cost two cards of one colour each (T21)</source>
        <translation>le terrain {name} se paie avec des cartes {get}, mais le paquet n&apos;en a pas : chacun de ses segments coûte deux cartes d&apos;une même couleur (T21)</translation>
    </message>
    <message>
        <source>no terrain uses the colour {name}: its {count} cards only pay in pairs (T21)</source>
        <translation>aucun terrain n&apos;utilise la couleur {name} : ses {count} cartes ne paient que par paires (T21)</translation>
    </message>
    <message>
        <source>the {players}-player board draws {drawn} hexes from a tile set of {tiles} (T8)</source>
        <translation>le plateau à {players} joueurs tire {drawn} hexagones dans un jeu de {tiles} tuiles (T8)</translation>
    </message>
    <message>
        <source>{who} has {girls} girls; rule T6 gives {girls2}</source>
        <translation>{who} a {girls} filles ; la règle T6 en donne {girls2}</translation>
    </message>
    <message>
        <source>{who} has {girls} girls but only {ring} path hexes to start them on (T9)</source>
        <translation>{who} a {girls} filles mais seulement {ring} hexagones de chemin pour les placer au départ (T9)</translation>
    </message>
    <message>
        <source>{who} has {plural}: the auction cannot seat {players} players (T13)</source>
        <translation>{who} a {plural} : l&apos;enchère ne peut placer {players} joueurs (T13)</translation>
    </message>
    <message>
        <source>{who} cannot seat {players} players on ring-2 hexes exactly 2 apart (T13); the last seats need the fallback ruling</source>
        <translation>{who} ne peut placer {players} joueurs sur des hexagones de l&apos;anneau 2 distants d&apos;exactement 2 (T13) ; les dernières places demandent la règle de repli</translation>
    </message>
    <message>
        <source>green point {name_or_id} has {n} cards; each green point has at most one</source>
        <translation>le point vert {name_or_id} a {n} cartes ; chaque point vert en a au plus une</translation>
    </message>
    <message>
        <source>{n} players need {n} hands of {hand} plus {market_size} market cards = {need} cards; the deck has {count}</source>
        <translation>{n} joueurs demandent {n} mains de {hand} plus {market_size} cartes en commun = {need} cartes ; le paquet en a {count}</translation>
    </message>
    <message>
        <source>{max_players} players place {tokens} tokens each on distinct green points with a card, at least {token_distance} paths from the rose (E2): that needs {need} such points, the map has {count}</source>
        <translation>{max_players} joueurs posent chacun {tokens} jetons sur des points verts distincts ayant une carte, à au moins {token_distance} chemins de la rose (E2) : il faut {need} tels points, la carte en a {count}</translation>
    </message>
    <message>
        <source>colour {name} has no arrows</source>
        <translation>la couleur {name} n&apos;a aucune flèche</translation>
    </message>
    <message>
        <source>{girls} girls on {ring} path hexes: at most {arg4} can keep a free path hex between each two (T9), so {arg6} pair(s) will start side by side</source>
        <translation>{girls} filles sur {ring} hexagones de chemin : au plus {arg4} peuvent garder un hexagone de chemin libre entre deux (T9), donc {arg6} paire(s) commenceront côte à côte</translation>
    </message>
    <message>
        <source>{n} rose</source>
        <translation>{n} rose</translation>
    </message>
    <message>
        <source>{n} roses</source>
        <translation>{n} roses</translation>
    </message>
    <message>
        <source>{name_or_id} cannot be reached from the rose</source>
        <translation>{name_or_id} est inaccessible depuis la rose</translation>
    </message>
    <message>
        <source>wrap pair {name_or_id} – {name_or_id2} must join a west-edge point (x near {west:g}) to an east-edge point (x near {east:g}); they are at x = {x:g} and {x2:g}</source>
        <translation>la paire de bords {name_or_id} – {name_or_id2} doit relier un point du bord ouest (x proche de {west:g}) à un point du bord est (x proche de {east:g}) ; ils sont en x = {x:g} et {x2:g}</translation>
    </message>
    <message>
        <source>wrap pair {name_or_id} – {name_or_id2} is one point for the rules but its ends are {kind} and {kind2}</source>
        <translation>la paire de bords {name_or_id} – {name_or_id2} est un seul point pour les règles mais ses extrémités sont {kind} et {kind2}</translation>
    </message>
    <message>
        <source>green point {name_or_id} has no card: no one can score it</source>
        <translation>le point vert {name_or_id} n&apos;a pas de carte : personne ne peut le marquer</translation>
    </message>
    <message>
        <source>{near_cards} cards name points closer than {token_distance} paths to the rose: a {n}-player hand of {hand} may hold fewer than {tokens} cards a token can go on (E2)</source>
        <translation>{near_cards} cartes désignent des points à moins de {token_distance} chemins de la rose : une main de {hand} à {n} joueurs peut contenir moins de {tokens} cartes où poser un jeton (E2)</translation>
    </message>
    <message>
        <source>{n} country card</source>
        <translation>{n} carte Pays</translation>
    </message>
    <message>
        <source>{n} country cards</source>
        <translation>{n} cartes Pays</translation>
    </message>
    <message>
        <source>{n} coast country</source>
        <translation>{n} pays côtier</translation>
    </message>
    <message>
        <source>{n} coast countries</source>
        <translation>{n} pays côtiers</translation>
    </message>
    <message>
        <source>{n} ship card</source>
        <translation>{n} carte Bateau</translation>
    </message>
    <message>
        <source>{n} ship cards</source>
        <translation>{n} cartes Bateau</translation>
    </message>
    <message>
        <source>{n} plane card</source>
        <translation>{n} carte Avion</translation>
    </message>
    <message>
        <source>{n} plane cards</source>
        <translation>{n} cartes Avion</translation>
    </message>
    <message>
        <source>{n} country</source>
        <translation>{n} pays</translation>
    </message>
    <message>
        <source>{n} countries</source>
        <translation>{n} pays</translation>
    </message>
    <message>
        <source>{n} ring-2 hex</source>
        <translation>{n} hexagone de l&apos;anneau 2</translation>
    </message>
    <message>
        <source>{n} ring-2 hexes</source>
        <translation>{n} hexagones de l&apos;anneau 2</translation>
    </message>
    <message>
        <source>wrap pair {name_or_id} – {name_or_id2} joins heights {y:g} and {y2:g}</source>
        <translation>la paire de bords {name_or_id} – {name_or_id2} relie les hauteurs {y:g} et {y2:g}</translation>
    </message>
    <message>
        <source>Blank Expedition network</source>
        <translation>Réseau Expedition vierge</translation>
    </message>
    <message>
        <source>The compass rose and two destinations, a path to each, two colours and one card per destination, for two players.</source>
        <translation>La rose des vents et deux destinations, un chemin vers chacune, deux couleurs et une carte par destination, pour deux joueurs.</translation>
    </message>
    <message>
        <source>Expedition — World template</source>
        <translation>Expedition — modèle Monde</translation>
    </message>
    <message>
        <source>The default world network of Expedition.</source>
        <translation>Le réseau mondial par défaut d&apos;Expedition.</translation>
    </message>
    <message>
        <source>Blank Journey map</source>
        <translation>Carte Journey vierge</translation>
    </message>
    <message>
        <source>Two linked countries of one colour group, their cards and two plane cards, for two players: the smallest Journey map that plays.</source>
        <translation>Deux pays reliés d&apos;un même groupe de couleur, leurs cartes et deux cartes avion, pour deux joueurs : la plus petite carte Journey jouable.</translation>
    </message>
    <message>
        <source>Journey — Europe template</source>
        <translation>Journey — modèle Europe</translation>
    </message>
    <message>
        <source>The default Journey map: 42 countries of Europe.</source>
        <translation>La carte Journey par défaut : 42 pays d&apos;Europe.</translation>
    </message>
    <message>
        <source>Blank Trails board</source>
        <translation>Plateau Trails vierge</translation>
    </message>
    <message>
        <source>One two-player board of the rulebook&apos;s shape (every terrain drawn at setup), two terrains and a small deck.</source>
        <translation>Un plateau pour deux joueurs de la forme de la règle (chaque terrain tiré à la mise en place), deux terrains et un petit paquet.</translation>
    </message>
    <message>
        <source>Trails template</source>
        <translation>Modèle Trails</translation>
    </message>
    <message>
        <source>The default Trails tile set and its boards for 2 to 5 players.</source>
        <translation>Le jeu de tuiles Trails par défaut et ses plateaux pour 2 à 5 joueurs.</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>le paquet</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>les règles</translation>
    </message>
    <message>
        <source>the tile set</source>
        <translation>le jeu de tuiles</translation>
    </message>
    <message>
        <source>the pack</source>
        <translation>le pack</translation>
    </message>
    <message>
        <source>{colour} plane card {number}</source>
        <translation>carte Avion {colour} {number}</translation>
    </message>
    <message>
        <source>{list} {number}</source>
        <translation>{list} {number}</translation>
    </message>
    <message>
        <source>card of {point}</source>
        <translation>carte de {point}</translation>
    </message>
    <message>
        <source>{country} card</source>
        <translation>carte Pays {country}</translation>
    </message>
    <message>
        <source>{sea} ship card {number}</source>
        <translation>carte Bateau {sea} {number}</translation>
    </message>
    <message>
        <source>the pack&apos;s {field}</source>
        <translation>{field} du pack</translation>
    </message>
    <message>
        <source>link {a} – {b}</source>
        <translation>liaison {a} – {b}</translation>
    </message>
    <message>
        <source>border {a} – {b} (not linked)</source>
        <translation>frontière {a} – {b} (sans liaison)</translation>
    </message>
    <message>
        <source>path {a} – {b}</source>
        <translation>chemin {a} – {b}</translation>
    </message>
    <message>
        <source>wrap pair {a} – {b}</source>
        <translation>paire de bords {a} – {b}</translation>
    </message>
    <message>
        <source>{terrain} tiles</source>
        <translation>tuiles {terrain}</translation>
    </message>
    <message>
        <source>{country} card 2</source>
        <translation>carte Pays {country} 2</translation>
    </message>
    <message>
        <source>the {list}</source>
        <translation>les {list}</translation>
    </message>
    <message>
        <source>{field} (rules)</source>
        <translation>{field} (règles)</translation>
    </message>
    <message>
        <source>hex ({q}, {r}) of {board}</source>
        <translation>hexagone ({q}, {r}) — {board}</translation>
    </message>
    <message>
        <source>slot {slot} {card}</source>
        <translation>emplacement {slot} {card}</translation>
    </message>
    <message>
        <source>on the {sea} coast</source>
        <translation>sur la côte de la mer {sea}</translation>
    </message>
    <message>
        <source>{colour} like the plane</source>
        <translation>{colour} comme l’avion</translation>
    </message>
    <message>
        <source>{off} is not {where}</source>
        <translation>{off} n&apos;est pas {where}</translation>
    </message>
    <message>
        <source>slot {slot} (empty)</source>
        <translation>emplacement {slot} (vide)</translation>
    </message>
    <message>
        <source>a {transport} must join two different countries</source>
        <translation>un {transport} doit relier deux pays différents</translation>
    </message>
    <message>
        <source>{off} and {off2} are not {where}</source>
        <translation>{off} et {off2} ne sont pas {where}</translation>
    </message>
    <message>
        <source>the holder has {n} cards; a journey needs {size}</source>
        <translation>le support contient {n} cartes ; un voyage en demande {size}</translation>
    </message>
    <message>
        <source>{where}: a journey must start with a country card</source>
        <translation>{where} : un voyage doit commencer par une carte Pays</translation>
    </message>
    <message>
        <source>{where}: a journey must end with a country card</source>
        <translation>{where} : un voyage doit finir par une carte Pays</translation>
    </message>
    <message>
        <source>ship ({sea})</source>
        <translation>bateau ({sea})</translation>
    </message>
    <message>
        <source>plane ({colour})</source>
        <translation>avion ({colour})</translation>
    </message>
    <message>
        <source>slot {slot} is empty</source>
        <translation>l&apos;emplacement {slot} est vide</translation>
    </message>
    <message>
        <source>{a} → {b}: the two cards of one country may not be next to each other</source>
        <translation>{a} → {b} : les deux cartes d&apos;un même pays ne peuvent pas se suivre</translation>
    </message>
    <message>
        <source>{a} → {b}: two transport cards next to each other never connect</source>
        <translation>{a} → {b} : deux cartes de transport côte à côte ne relient jamais</translation>
    </message>
    <message>
        <source>{a} → {b}: no land, ferry or bridge connection</source>
        <translation>{a} → {b} : aucune liaison terrestre, par ferry ou par pont</translation>
    </message>
    <message>
        <source>{a} → {b} → {c}: {why}</source>
        <translation>{a} → {b} → {c} : {why}</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A game did not load: {problems}</source>
        <translation>Un jeu ne s’est pas chargé : {problems}</translation>
    </message>
    <message>
        <source>Not in this build: {names} template</source>
        <translation>Absent de cette version : modèle {names}</translation>
    </message>
    <message>
        <source>Opening packs…</source>
        <translation>Ouverture des packs…</translation>
    </message>
</context>
<context>
    <name>pack_actions</name>
    <message>
        <source>Boardcraft content packs (*.bcpack);;All files (*)</source>
        <translation>Packs de contenu Boardcraft (*.bcpack);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Documents PDF (*.pdf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Card tables (*.csv *.xlsx);;CSV tables (*.csv);;Excel workbooks (*.xlsx)</source>
        <translation>Tableaux de cartes (*.csv *.xlsx);;Tableaux CSV (*.csv);;Classeurs Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG images (*.svg)</source>
        <translation>Images PNG (*.png);;Images SVG (*.svg)</translation>
    </message>
    <message>
        <source>New pack id</source>
        <translation>Identifiant du nouveau pack</translation>
    </message>
    <message>
        <source>This pack is a copy of &apos;{id}&apos;. Give it its own id (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;), so it is not mistaken for the original:</source>
        <translation>Ce pack est une copie de « {id} ». Donnez-lui son propre identifiant (lettres minuscules, chiffres, « - » et « _ ») pour ne pas le confondre avec l&apos;original :</translation>
    </message>
    <message>
        <source>Not a pack id</source>
        <translation>Identifiant de pack non valide</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an id: use lower-case letters, digits, &apos;-&apos; and &apos;_&apos;, starting with a letter or digit, at most 64 characters.</source>
        <translation>« {text} » n&apos;est pas un identifiant : utilisez des lettres minuscules, des chiffres, « - » et « _ », en commençant par une lettre ou un chiffre, 64 caractères au plus.</translation>
    </message>
    <message>
        <source>Set pack id</source>
        <translation>Définir l&apos;identifiant du pack</translation>
    </message>
    <message>
        <source>{name} has 1 error that the rules cannot play with (see the Problems panel). Whoever imports the pack will see it. Export it anyway?</source>
        <translation>{name} contient 1 erreur avec laquelle les règles ne peuvent pas jouer (voir le panneau Problèmes). Qui importera le pack la verra. L&apos;exporter quand même ?</translation>
    </message>
    <message>
        <source>{name} has {n} errors that the rules cannot play with (see the Problems panel). Whoever imports the pack will see them. Export it anyway?</source>
        <translation>{name} contient {n} erreurs avec lesquelles les règles ne peuvent pas jouer (voir le panneau Problèmes). Qui importera le pack les verra. L&apos;exporter quand même ?</translation>
    </message>
    <message>
        <source>Export pack</source>
        <translation>Exporter le pack</translation>
    </message>
    <message>
        <source>Include the print-and-play sheets (a PDF of the cards and the board) in the pack file?</source>
        <translation>Inclure les planches à imprimer (un PDF des cartes et du plateau) dans le fichier pack ?</translation>
    </message>
    <message>
        <source>Cannot export the pack</source>
        <translation>Impossible d&apos;exporter le pack</translation>
    </message>
    <message>
        <source>Exported {written} with its print-and-play sheets on {paper}</source>
        <translation>{written} exporté, avec ses planches à imprimer sur {paper}</translation>
    </message>
    <message>
        <source>Exported {written}</source>
        <translation>{written} exporté</translation>
    </message>
    <message>
        <source>Import pack</source>
        <translation>Importer un pack</translation>
    </message>
    <message>
        <source>Cannot import the pack</source>
        <translation>Impossible d&apos;importer le pack</translation>
    </message>
    <message>
        <source>Import the content pack?</source>
        <translation>Importer le pack de contenu ?</translation>
    </message>
    <message>
        <source>{file} is a content pack file (.bcpack) holding &apos;{name}&apos;. The studio edits the pack once it is imported into a folder of yours.

Import it now?</source>
        <translation>{file} est un fichier de pack de contenu (.bcpack) contenant « {name} ». Le studio modifie le pack une fois importé dans l&apos;un de vos dossiers.

L&apos;importer maintenant ?</translation>
    </message>
    <message>
        <source>Import &apos;{name}&apos; into folder</source>
        <translation>Importer « {name} » dans le dossier</translation>
    </message>
    <message>
        <source>Replace the files?</source>
        <translation>Remplacer les fichiers ?</translation>
    </message>
    <message>
        <source>{folder} already holds:

{names}

Replace them with the imported pack?</source>
        <translation>{folder} contient déjà :

{names}

Les remplacer par le pack importé ?</translation>
    </message>
    <message>
        <source>File open in a tab</source>
        <translation>Fichier ouvert dans un onglet</translation>
    </message>
    <message>
        <source>{name} is open in a tab: close it first.</source>
        <translation>{name} est ouvert dans un onglet : fermez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>Imported {name} into {folder}</source>
        <translation>{name} importé dans {folder}</translation>
    </message>
    <message>
        <source>Open a pack first: its card set is what a table holds</source>
        <translation>Ouvrez d&apos;abord un pack : le tableau contient son jeu de cartes</translation>
    </message>
    <message>
        <source>This game has no card set to write as a table.</source>
        <translation>Ce jeu n&apos;a pas de jeu de cartes à écrire en tableau.</translation>
    </message>
    <message>
        <source>Export cards</source>
        <translation>Exporter les cartes</translation>
    </message>
    <message>
        <source>Cannot export the cards</source>
        <translation>Impossible d&apos;exporter les cartes</translation>
    </message>
    <message>
        <source>Exported {n} rows of cards to {file}</source>
        <translation>{n} lignes de cartes exportées dans {file}</translation>
    </message>
    <message>
        <source>Import cards</source>
        <translation>Importer les cartes</translation>
    </message>
    <message>
        <source>
… and {n} more</source>
        <translation>
… et {n} de plus</translation>
    </message>
    <message>
        <source>Cannot import the cards</source>
        <translation>Impossible d&apos;importer les cartes</translation>
    </message>
    <message>
        <source>{file} was not taken in; the pack is unchanged.

{problems}{more}</source>
        <translation>{file} n&apos;a pas été pris en compte ; le pack est inchangé.

{problems}{more}</translation>
    </message>
    <message>
        <source>{file} holds the same cards as the pack: nothing changed</source>
        <translation>{file} contient les mêmes cartes que le pack : rien n&apos;a changé</translation>
    </message>
    <message>
        <source>Imported {n} rows of cards from {file} (Ctrl+Z undoes it)</source>
        <translation>{n} lignes de cartes importées de {file} (Ctrl+Z l&apos;annule)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>{name} — print and play</source>
        <translation>{name} — à imprimer pour jouer</translation>
    </message>
    <message>
        <source>Print preview: {name} ({count} pages)</source>
        <translation>Aperçu avant impression : {name} ({count} pages)</translation>
    </message>
    <message>
        <source>Print and play</source>
        <translation>Imprimer et jouer</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Cannot write the PDF</source>
        <translation>Impossible d&apos;écrire le PDF</translation>
    </message>
    <message>
        <source>Wrote {target}</source>
        <translation>{target} écrit</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <source>Resolution (pixels per inch at print size):</source>
        <translation>Résolution (pixels par pouce à la taille d&apos;impression) :</translation>
    </message>
    <message>
        <source>Cannot export the image</source>
        <translation>Impossible d&apos;exporter l&apos;image</translation>
    </message>
    <message>
        <source>Wrote {typed} ({w} x {h})</source>
        <translation>{typed} écrit ({w} x {h})</translation>
    </message>
</context>
<context>
    <name>problems_panel</name>
    <message>
        <source>{message} (the pack would not load)</source>
        <translation>{message} (le pack ne se chargerait pas)</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <source>Drawn by Boardcraft Studio</source>
        <extracomment>Device pixels a pixel of the items drawn as pixmaps on screen (a Journey country&apos;s disc and name) in a picture drawn as pixels at 288 dots an inch. Prints and SVGs need none: there the items draw themselves as shapes and text (``app.boards.base.paints_vectors``). Background of a board picture. Largest PNG drawn in one piece; larger ones are drawn and written in bands of rows.</extracomment>
        <translation>Dessiné par Boardcraft Studio</translation>
    </message>
    <message>
        <source>Sea: </source>
        <translation>Mer : </translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Bateau</translation>
    </message>
    <message>
        <source>Coast: {count} countries</source>
        <translation>Côte : {count} pays</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Avion</translation>
    </message>
    <message>
        <source>Fly to any {name} country</source>
        <translation>Voler vers n&apos;importe quel pays {name}</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>joueur {n}</translation>
    </message>
    <message>
        <source>Card holder, player {n} (slots to lay in a row)</source>
        <translation>Support de cartes, joueur {n} (emplacements à poser en ligne)</translation>
    </message>
    <message>
        <source>Any colour: pays for every terrain</source>
        <translation>Toute couleur : paie tous les terrains</translation>
    </message>
    <message>
        <source>Pays for: </source>
        <translation>Paie : </translation>
    </message>
    <message>
        <source>Route card</source>
        <translation>Carte route</translation>
    </message>
    <message>
        <source>Route pieces in the supply (or matchsticks)</source>
        <translation>Pièces de route de la réserve (ou des allumettes)</translation>
    </message>
    <message>
        <source>Girls</source>
        <translation>Filles</translation>
    </message>
    <message>
        <source>Girl</source>
        <translation>Fille</translation>
    </message>
    <message>
        <source>Men (one per player)</source>
        <translation>Bonshommes (un par joueur)</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>Markers: player {n}</source>
        <translation>Marqueurs : joueur {n}</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destination</translation>
    </message>
    <message>
        <source>Compass rose</source>
        <translation>Rose des vents</translation>
    </message>
    <message>
        <source>Kind: {kind} ({kind2})</source>
        <translation>Type : {kind} ({kind2})</translation>
    </message>
    <message>
        <source>Tokens: player {n}</source>
        <translation>Jetons : joueur {n}</translation>
    </message>
    <message>
        <source>Tickets ({n} a player to start, as many again in the supply)</source>
        <translation>Tickets ({n} par joueur au départ, autant en réserve)</translation>
    </message>
    <message>
        <source>Ticket</source>
        <translation>Ticket</translation>
    </message>
    <message>
        <source>Country cards</source>
        <translation>Cartes Pays</translation>
    </message>
    <message>
        <source>Ship cards: {name}</source>
        <translation>Cartes Bateau : {name}</translation>
    </message>
    <message>
        <source>Plane cards: {name}</source>
        <translation>Cartes Avion : {name}</translation>
    </message>
    <message>
        <source>Route cards: {name}</source>
        <translation>Cartes route : {name}</translation>
    </message>
    <message>
        <source>Terrain tiles: {name}</source>
        <translation>Tuiles terrain : {name}</translation>
    </message>
    <message>
        <source>Destination cards</source>
        <translation>Cartes destination</translation>
    </message>
    <message>
        <source>Arrows: {name}</source>
        <translation>Flèches : {name}</translation>
    </message>
    <message>
        <source>{game} pack &apos;{id}&apos;, version {version}{by} — print and play</source>
        <translation>Pack {game} « {id} », version {version}{by} — à imprimer et jouer</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>{label} — one sheet</source>
        <translation>{label} — une planche</translation>
    </message>
    <message>
        <source>page {n}</source>
        <extracomment>Papers the pages are laid out on. Nothing is printed nearer the paper&apos;s edge than this, in millimetres. Page margin of text pages and map sheets, in millimetres. Overlap of neighbouring map sheets, in millimetres. Most sheets a board is spread over; a larger board is printed smaller. A board too large for print size on ``MAX_SHEETS`` sheets may be printed this much smaller than the largest scale they allow, on sheets it fills better. Most a board is enlarged to fill its sheets, times print size. Card trim size and the largest bleed, in millimetres (nine to an A4 or Letter page; the bleed is narrower where the paper is short, 2.5 mm on Letter). Length of a cut mark and its gap from the trim line, in millimetres. Height of a page&apos;s footer line, in millimetres (its foot at ``SAFE_MM``). Gutter between printed pieces, in millimetres.</extracomment>
        <translation>page {n}</translation>
    </message>
    <message>
        <source>pages {first}–{last}</source>
        <translation>pages {first} à {last}</translation>
    </message>
    <message>
        <source>pages {list}</source>
        <translation>pages {list}</translation>
    </message>
    <message>
        <source>{name} — {what} — page {n} of {total}</source>
        <translation>{name} — {what} — page {n} sur {total}</translation>
    </message>
    <message>
        <source> by {author}</source>
        <translation> par {author}</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Print at 100 % (no &quot;fit to page&quot;) on {paper} paper.</source>
        <translation>Imprimez à 100 % (sans « ajuster à la page ») sur papier {paper}.</translation>
    </message>
    <message>
        <source>Cards are {w:g} × {h:g} mm with {bleed:g} mm bleed. Each card sheet is followed by its backs: print double-sided, flipping on the long edge (or glue each back sheet onto its front sheet), then cut along the marks in the margins.</source>
        <translation>Les cartes font {w:g} × {h:g} mm avec {bleed:g} mm de fond perdu. Chaque planche de cartes est suivie de ses dos : imprimez en recto verso, retournement sur le bord long (ou collez la planche des dos derrière celle des faces), puis coupez le long des repères dans les marges.</translation>
    </message>
    <message>
        <source>Pieces: cut along their outlines; fold the pawns along the dashed line so they stand.</source>
        <translation>Pièces : découpez-les le long de leur contour ; pliez les pions le long du pointillé pour qu&apos;ils tiennent debout.</translation>
    </message>
    <message>
        <source>Map sheets overlap by {overlap:g} mm: trim the shaded overlap off one sheet along its dashed line and line the crosses up with the next sheet&apos;s (the letters and numbers say which goes where). Boards are printed at {scale:.0f} % of print size, and the tiles and pieces fit them.</source>
        <translation>Les planches de la carte se chevauchent de {overlap:g} mm : coupez la bande ombrée d&apos;une planche le long de son pointillé et alignez les croix sur celles de la planche suivante (les lettres et chiffres disent laquelle va où). Les plateaux sont imprimés à {scale:.0f} % de la taille d&apos;impression, et les tuiles et pièces s&apos;y ajustent.</translation>
    </message>
    <message>
        <source>components</source>
        <translation>matériel</translation>
    </message>
    <message>
        <source>card backs, sheet {sheet} of {sheets} (behind the fronts of page {front})</source>
        <translation>dos des cartes, planche {sheet} sur {sheets} (derrière les faces de la page {front})</translation>
    </message>
    <message>
        <source>cards, sheet {sheet} of {sheets}; its backs are on the next page</source>
        <translation>cartes, planche {sheet} sur {sheets} ; leurs dos sont à la page suivante</translation>
    </message>
    <message>
        <source>{what} — {count}</source>
        <translation>{what} — {count}</translation>
    </message>
    <message>
        <source>{what} — {first}–{last} of {count}</source>
        <translation>{what} — {first} à {last} sur {count}</translation>
    </message>
    <message>
        <source>pieces — cut along the outlines</source>
        <translation>pièces — découpez le long des contours</translation>
    </message>
    <message>
        <source>{chr}{arg1} goes on the right</source>
        <translation>{chr}{arg1} va à droite</translation>
    </message>
    <message>
        <source>{chr}{arg1} goes below</source>
        <translation>{chr}{arg1} va dessous</translation>
    </message>
    <message>
        <source>{label} — sheet {name} (row {arg4} of {rows}, column {arg8} of {cols}){join}</source>
        <translation>{label} — planche {name} (rangée {arg4} sur {rows}, colonne {arg8} sur {cols}){join}</translation>
    </message>
    <message>
        <source>{label}, {cols} × {rows} sheets, scale {scale:.0f} %</source>
        <translation>{label}, {cols} × {rows} planches, échelle {scale:.0f} %</translation>
    </message>
    <message>
        <source>{pages}, fronts and backs</source>
        <translation>{pages}, faces et dos</translation>
    </message>
    <message>
        <source>Board for {players} players</source>
        <translation>Plateau pour {players} joueurs</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Network map</source>
        <translation>Carte du réseau</translation>
    </message>
    <message>
        <source>{name} — print and play</source>
        <translation>{name} — à imprimer et jouer</translation>
    </message>
    <message>
        <source>Boardcraft Studio</source>
        <translation>Boardcraft Studio</translation>
    </message>
    <message>
        <source>{label}: sheets</source>
        <translation>{label} : planches</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>tokens recovered</source>
        <translation>jetons récupérés</translation>
    </message>
    <message>
        <source>{point} card</source>
        <translation>carte {point}</translation>
    </message>
    <message>
        <source>{element} {number}</source>
        <translation>{element} {number}</translation>
    </message>
    <message>
        <source>not an Expedition move: {what}</source>
        <translation>pas un coup d&apos;Expedition : {what}</translation>
    </message>
    <message>
        <source>{winners} share the win with more tickets: {most} each against {fewer} (E15)</source>
        <translation>{winners} se partagent la victoire avec plus de tickets : {most} chacun contre {fewer} (E15)</translation>
    </message>
    <message>
        <source>{winner} wins with more tickets: {most} against {fewer} (E15)</source>
        <translation>{winner} l&apos;emporte avec plus de tickets : {most} contre {fewer} (E15)</translation>
    </message>
    <message>
        <source>that move is not allowed now</source>
        <translation>ce coup n&apos;est pas permis maintenant</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>a card must be drawn first</source>
        <translation>il faut d&apos;abord piocher une carte</translation>
    </message>
    <message>
        <source>no card is being drawn now</source>
        <translation>aucune carte n&apos;est piochée en ce moment</translation>
    </message>
    <message>
        <source>that point already holds a token</source>
        <translation>ce point porte déjà un jeton</translation>
    </message>
    <message>
        <source>choose a hand card to give up and one of the drawn cards</source>
        <translation>choisissez une carte de votre main à céder et une des cartes piochées</translation>
    </message>
    <message>
        <source>that ticket use is not possible now</source>
        <translation>cet usage du ticket n&apos;est pas possible maintenant</translation>
    </message>
    <message>
        <source>choose where the looping expedition restarts</source>
        <translation>choisissez d&apos;où repart l&apos;expédition qui a bouclé</translation>
    </message>
    <message>
        <source>you must play your arrow first</source>
        <translation>vous devez d&apos;abord jouer votre flèche</translation>
    </message>
    <message>
        <source>no expedition is looping</source>
        <translation>aucune expédition n&apos;a bouclé</translation>
    </message>
    <message>
        <source>an arrow runs along its path to the point at the path&apos;s other end</source>
        <translation>une flèche suit son chemin jusqu&apos;au point à l&apos;autre bout</translation>
    </message>
    <message>
        <source>{card} is not in the deck</source>
        <translation>{card} n&apos;est pas dans la pioche</translation>
    </message>
    <message>
        <source>players are placing their tokens</source>
        <translation>les joueurs posent leurs jetons</translation>
    </message>
    <message>
        <source>a token goes on the point of a destination card in your hand</source>
        <translation>un jeton se pose sur le point d&apos;une carte destination de votre main</translation>
    </message>
    <message>
        <source>a token must be at least {token_distance} paths from the compass rose</source>
        <translation>un jeton doit être à au moins {token_distance} chemins de la rose des vents</translation>
    </message>
    <message>
        <source>each player places {tokens} tokens</source>
        <translation>chaque joueur pose {tokens} jetons</translation>
    </message>
    <message>
        <source>you have no ticket left</source>
        <translation>il ne vous reste aucun ticket</translation>
    </message>
    <message>
        <source>at most {tickets_per_turn} tickets per turn</source>
        <translation>au plus {tickets_per_turn} tickets par tour</translation>
    </message>
    <message>
        <source>there is no {colour} expedition</source>
        <translation>il n&apos;y a pas d&apos;expédition {colour}</translation>
    </message>
    <message>
        <source>you owe no arrow now (a ticket gives one more)</source>
        <translation>vous n&apos;avez pas de flèche à jouer maintenant (un ticket en donne une de plus)</translation>
    </message>
    <message>
        <source>the loop&apos;s extra arrow must be {colour_ids}</source>
        <translation>la flèche supplémentaire de la boucle doit être {colour_ids}</translation>
    </message>
    <message>
        <source>no {colour} arrows are left</source>
        <translation>il ne reste aucune flèche {colour}</translation>
    </message>
    <message>
        <source>there is no such path</source>
        <translation>ce chemin n&apos;existe pas</translation>
    </message>
    <message>
        <source>an arrow continues the expedition from its head</source>
        <translation>une flèche prolonge l&apos;expédition depuis sa tête</translation>
    </message>
    <message>
        <source>an expedition may never use the same path twice</source>
        <translation>une expédition ne peut jamais emprunter deux fois le même chemin</translation>
    </message>
    <message>
        <source>Destinations reached</source>
        <translation>Destinations atteintes</translation>
    </message>
    <message>
        <source>Cards still in hand</source>
        <translation>Cartes encore en main</translation>
    </message>
    <message>
        <source>Tokens recovered</source>
        <translation>Jetons récupérés</translation>
    </message>
    <message>
        <source>Tokens left on the board</source>
        <translation>Jetons restés sur le plateau</translation>
    </message>
    <message>
        <source>the {colour} expedition has no arrow on the board to take back</source>
        <translation>l’expédition {colour} n’a aucune flèche sur le plateau à reprendre</translation>
    </message>
    <message>
        <source>an expedition may not go straight back</source>
        <translation>une expédition ne peut pas revenir directement sur ses pas</translation>
    </message>
    <message>
        <source>{card} is turned up in the market</source>
        <translation>{card} est retournée parmi les cartes visibles</translation>
    </message>
    <message>
        <source>{who} plays a {colour} arrow to {point}</source>
        <translation>{who} joue une flèche {colour} vers {point}</translation>
    </message>
    <message>
        <source>{who} restarts {colour} from {point}</source>
        <translation>{who} fait repartir l&apos;expédition {colour} de {point}</translation>
    </message>
    <message>
        <source>{who} places a token on {point}</source>
        <translation>{who} pose un jeton sur {point}</translation>
    </message>
    <message>
        <source>{who} draws a card for a swap</source>
        <translation>{who} pioche une carte pour un échange</translation>
    </message>
    <message>
        <source>{who} swaps a card</source>
        <translation>{who} échange une carte</translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation>{who} termine son tour</translation>
    </message>
    <message>
        <source>{who} plays an {colour} arrow to {point}</source>
        <translation>{who} joue une flèche {colour} vers {point}</translation>
    </message>
    <message>
        <source>{who} spends a ticket: one more arrow</source>
        <translation>{who} dépense un ticket : une flèche de plus</translation>
    </message>
    <message>
        <source>{who} spends a ticket to take back the last {colour} arrow</source>
        <translation>{who} dépense un ticket pour reprendre la dernière flèche {colour}</translation>
    </message>
    <message>
        <source>{who} draws two cards for a swap</source>
        <translation>{who} pioche deux cartes pour un échange</translation>
    </message>
    <message>
        <source>A card is dealt to {who}</source>
        <translation>Une carte est distribuée à {who}</translation>
    </message>
    <message>
        <source>A card is drawn for {who}&apos;s swap</source>
        <translation>Une carte est piochée pour l&apos;échange de {who}</translation>
    </message>
    <message>
        <source>{country} card</source>
        <translation>carte {country}</translation>
    </message>
    <message>
        <source>{sea} ship</source>
        <translation>navire {sea}</translation>
    </message>
    <message>
        <source>{colour} plane</source>
        <translation>avion {colour}</translation>
    </message>
    <message>
        <source>not a Journey move: {why}</source>
        <translation>pas un coup de Journey : {why}</translation>
    </message>
    <message>
        <source>the first player is being chosen</source>
        <translation>le premier joueur est en train d’être désigné</translation>
    </message>
    <message>
        <source>a setup card is being dealt</source>
        <translation>une carte de mise en place est distribuée</translation>
    </message>
    <message>
        <source>the dealt card must be put into an empty slot</source>
        <translation>la carte distribuée doit aller dans un emplacement vide</translation>
    </message>
    <message>
        <source>a card is being turned face up onto a discard pile</source>
        <translation>une carte est retournée face visible sur une défausse</translation>
    </message>
    <message>
        <source>the player must first draw one card</source>
        <translation>le joueur doit d&apos;abord piocher une carte</translation>
    </message>
    <message>
        <source>a card is being drawn from the draw pile</source>
        <translation>une carte est tirée de la pioche</translation>
    </message>
    <message>
        <source>the drawn card must replace a holder card or be discarded</source>
        <translation>la carte piochée doit remplacer une carte du support ou être défaussée</translation>
    </message>
    <message>
        <source>{task}, not &apos;{move}&apos;</source>
        <translation>{task}, pas « {move} »</translation>
    </message>
    <message>
        <source>there is no seat {seat}</source>
        <translation>il n&apos;y a pas de joueur {seat}</translation>
    </message>
    <message>
        <source>there is no slot {slot}</source>
        <translation>il n&apos;y a pas d&apos;emplacement {slot}</translation>
    </message>
    <message>
        <source>slot {slot} already holds a card; choose an empty slot</source>
        <translation>l&apos;emplacement {slot} contient déjà une carte ; choisissez un emplacement vide</translation>
    </message>
    <message>
        <source>there is no discard pile {k}</source>
        <translation>il n&apos;y a pas de défausse {k}</translation>
    </message>
    <message>
        <source>discard pile {k} is empty</source>
        <translation>la défausse {k} est vide</translation>
    </message>
    <message>
        <source>discard pile {empty} is empty: the discard must go onto it</source>
        <translation>la défausse {empty} est vide : la carte défaussée doit y aller</translation>
    </message>
    <message>
        <source>{card} is not in the draw pile</source>
        <translation>{card} n&apos;est pas dans la pioche</translation>
    </message>
    <message>
        <source>the game is over; &apos;{move}&apos; cannot be played</source>
        <translation>la partie est terminée ; « {move} » ne peut pas être joué</translation>
    </message>
    <message>
        <source>the draw pile is empty and no card lay under the discard tops to refill it: take a discard instead</source>
        <translation>la pioche est vide et aucune carte sous le dessus des défausses ne peut la reconstituer : prenez plutôt une carte d&apos;une défausse</translation>
    </message>
    <message>
        <source>a {colour} plane</source>
        <translation>un avion {colour}</translation>
    </message>
    <message>
        <source>a {sea} ship</source>
        <translation>un bateau ({sea})</translation>
    </message>
    <message>
        <source>an {colour} plane</source>
        <translation>un avion {colour}</translation>
    </message>
    <message>
        <source>{who} tries a {kind} move that is not legal here</source>
        <translation>{who} tente un coup ({kind}) qui n&apos;est pas permis ici</translation>
    </message>
    <message>
        <source>{who} plays first</source>
        <translation>{who} joue en premier</translation>
    </message>
    <message>
        <source>{text}; {note}</source>
        <translation>{text} ; {note}</translation>
    </message>
    <message>
        <source>an {sea} ship</source>
        <translation>un bateau ({sea})</translation>
    </message>
    <message>
        <source>{card} is turned up on discard pile {pile}</source>
        <translation>{card} est retournée sur la défausse {pile}</translation>
    </message>
    <message>
        <source>the discards under the tops are shuffled into a new draw pile of {n} cards</source>
        <translation>les cartes sous le dessus des défausses sont mélangées en une nouvelle pioche de {n} cartes</translation>
    </message>
    <message>
        <source>{who} is dealt a card</source>
        <translation>{who} reçoit une carte</translation>
    </message>
    <message>
        <source>a complete journey: {who} wins</source>
        <translation>un voyage complet : {who} gagne</translation>
    </message>
    <message>
        <source>{n} rounds played: the game ends with no winner</source>
        <translation>{n} manches jouées : la partie se termine sans gagnant</translation>
    </message>
    <message>
        <source>nothing is left to draw: the game ends with no winner</source>
        <translation>il n&apos;y a plus rien à piocher : la partie se termine sans gagnant</translation>
    </message>
    <message>
        <source>{who} gets the draw pile&apos;s last card</source>
        <translation>{who} reçoit la dernière carte de la pioche</translation>
    </message>
    <message>
        <source>{who} gets a card from the draw pile</source>
        <translation>{who} reçoit une carte de la pioche</translation>
    </message>
    <message>
        <source>{who} puts the card in slot {slot}</source>
        <translation>{who} met la carte dans l&apos;emplacement {slot}</translation>
    </message>
    <message>
        <source>{who} draws a card</source>
        <translation>{who} pioche une carte</translation>
    </message>
    <message>
        <source>{who} takes {card} from discard pile {pile}</source>
        <translation>{who} prend {card} sur la défausse {pile}</translation>
    </message>
    <message>
        <source>{who} puts the card in slot {slot} and discards {card} onto pile {pile}</source>
        <translation>{who} met la carte dans l&apos;emplacement {slot} et défausse {card} sur la pile {pile}</translation>
    </message>
    <message>
        <source>{who} discards {card} onto pile {pile}</source>
        <translation>{who} défausse {card} sur la pile {pile}</translation>
    </message>
    <message>
        <source>{a} → {b}</source>
        <translation>{a} → {b}</translation>
    </message>
    <message>
        <source>A complete journey</source>
        <translation>Un voyage complet</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is refused by {rule}, as expected</source>
        <translation>&apos;{move}&apos; est refusé par {rule}, comme prévu</translation>
    </message>
    <message>
        <source> (the game is over)</source>
        <translation> (la partie est terminée)</translation>
    </message>
    <message>
        <source>its record is a game of {game}</source>
        <translation>sa partie enregistrée est une partie de {game}</translation>
    </message>
    <message>
        <source>its record is a game of {players} players; the pack plays {low} to {high}</source>
        <translation>sa partie enregistrée compte {players} joueurs ; le pack se joue de {low} à {high}</translation>
    </message>
    <message>
        <source>the game ends as expected</source>
        <translation>la partie se termine comme prévu</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; should be legal at the end of the record, but is not{why}</source>
        <translation>&apos;{move}&apos; devrait être permis à la fin de la partie enregistrée, mais ne l&apos;est pas{why}</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; should be refused by {rule}, but is legal</source>
        <translation>&apos;{move}&apos; devrait être refusé par {rule}, mais est permis</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; should be refused by {rule}, but is refused by {other}</source>
        <translation>&apos;{move}&apos; devrait être refusé par {rule}, mais est refusé par {other}</translation>
    </message>
    <message>
        <source> ({rule}: {reason})</source>
        <translation> ({rule} : {reason})</translation>
    </message>
    <message>
        <source>its record cannot be read: {reason}</source>
        <translation>sa partie enregistrée est illisible : {reason}</translation>
    </message>
    <message>
        <source>the game should be over at the end of the record, but it goes on</source>
        <translation>la partie devrait être terminée à la fin de l&apos;enregistrement, mais elle continue</translation>
    </message>
    <message>
        <source>the game should end with winners {want_w} ({want_r}), but ends with {got_w} ({got_r})</source>
        <translation>la partie devrait se terminer avec les gagnants {want_w} ({want_r}), mais se termine avec {got_w} ({got_r})</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is no move: {reason}</source>
        <translation>&apos;{move}&apos; n&apos;est pas un coup : {reason}</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is legal, as expected</source>
        <translation>&apos;{move}&apos; est permis, comme prévu</translation>
    </message>
    <message>
        <source>move {n} no longer holds: {reason}</source>
        <translation>le coup {n} ne tient plus : {reason}</translation>
    </message>
    <message>
        <source>Scenario &apos;{name}&apos;: {what}</source>
        <translation>Scénario &apos;{name}&apos; : {what}</translation>
    </message>
    <message>
        <source>{who} is dealt {n} cards</source>
        <translation>{who} reçoit {n} cartes</translation>
    </message>
    <message>
        <source>Nothing to undo: no person has moved yet.</source>
        <translation>Rien à annuler : personne n’a encore joué.</translation>
    </message>
    <message>
        <source>Nothing to undo: a card or tile was drawn after the last move, and no one may take back what they have seen.</source>
        <translation>Rien à annuler : une carte ou une tuile a été tirée après le dernier coup, et nul ne reprend ce qu’il a vu.</translation>
    </message>
    <message>
        <source>Nothing to undo: {name} has moved since.</source>
        <translation>Rien à annuler : {name} a joué depuis.</translation>
    </message>
    <message>
        <source>Nothing to undo: {name} is at the table now; only {mover} could take back their move, before passing on.</source>
        <translation>Rien à annuler : c’est à {name} maintenant ; seul·e {mover} pouvait reprendre son coup, avant de passer la main.</translation>
    </message>
    <message>
        <source>No player is asked to move now: chance and the bots move first.</source>
        <translation>Aucun joueur n&apos;a à jouer maintenant : le hasard et les bots jouent d&apos;abord.</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not a legal move now.</source>
        <translation>« {move} » n&apos;est pas un coup permis maintenant.</translation>
    </message>
    <message>
        <source>The next step is not a chance step: there is no outcome to choose.</source>
        <translation>L&apos;étape suivante n&apos;est pas une étape de hasard : il n&apos;y a pas de résultat à choisir.</translation>
    </message>
    <message>
        <source>&apos;{outcome}&apos; is not one of this chance step&apos;s outcomes.</source>
        <translation>&apos;{outcome}&apos; n&apos;est pas un des résultats de cette étape de hasard.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>premier joueur</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>deuxième joueur</translation>
    </message>
    <message>
        <source>third player</source>
        <translation>troisième joueur</translation>
    </message>
    <message>
        <source>fourth player</source>
        <translation>quatrième joueur</translation>
    </message>
    <message>
        <source>fifth player</source>
        <translation>cinquième joueur</translation>
    </message>
    <message>
        <source>sixth player</source>
        <translation>sixième joueur</translation>
    </message>
    <message>
        <source>seventh player</source>
        <translation>septième joueur</translation>
    </message>
    <message>
        <source>eighth player</source>
        <translation>huitième joueur</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>joueur {number}</translation>
    </message>
    <message>
        <source>mean plies</source>
        <translation>demi-coups en moyenne</translation>
    </message>
    <message>
        <source>mean rounds</source>
        <translation>tours en moyenne</translation>
    </message>
    <message>
        <source>{position} win rate</source>
        <translation>{position} : taux de victoire</translation>
    </message>
    <message>
        <source>starting player&apos;s win rate</source>
        <translation>taux de victoire du joueur qui commence</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>This segment costs 1 {cost} and you hold none (a pair of any one colour pays too, T21). Your hand: {held}.</source>
        <translation>Ce segment coûte 1 {cost} et vous n’en avez aucune (une paire d’une même couleur paie aussi, T21). Votre main : {held}.</translation>
    </message>
    <message>
        <source>A pair is two cards of one colour you hold: you hold {n} {colour} (your hand: {held}).</source>
        <translation>Une paire, ce sont deux cartes d’une même couleur de votre main : vous avez {n} {colour} (votre main : {held}).</translation>
    </message>
    <message>
        <source>No single card pays for this segment: pay a pair of any one colour (T21). Your hand: {held}.</source>
        <translation>Aucune carte seule ne paie ce segment : payez une paire d’une même couleur (T21). Votre main : {held}.</translation>
    </message>
    <message>
        <source>This segment costs 1 {cost}, not {colour} (or a pair of any one colour, T21). Your hand: {held}.</source>
        <translation>Ce segment coûte 1 {cost}, pas {colour} (ou une paire d’une même couleur, T21). Votre main : {held}.</translation>
    </message>
    <message>
        <source>{winner} wins as the first of them in turn order after {last}, who took the last turn (T36)</source>
        <translation>{winner} l&apos;emporte, premier d&apos;entre eux dans l&apos;ordre du tour après {last}, qui a joué le dernier tour (T36)</translation>
    </message>
    <message>
        <source>{winner} wins as the first of them in turn order (T36)</source>
        <translation>{winner} l&apos;emporte, premier d&apos;entre eux dans l&apos;ordre du tour (T36)</translation>
    </message>
    <message>
        <source>Girl {girl}: marker on top</source>
        <translation>Fille {girl} : marqueur au sommet</translation>
    </message>
    <message>
        <source>Girl {girl}: markers</source>
        <translation>Fille {girl} : marqueurs</translation>
    </message>
    <message>
        <source>Girl {girl}: not the first marker</source>
        <translation>Fille {girl} : pas le premier marqueur</translation>
    </message>
    <message>
        <source>{bot} win rate</source>
        <translation>taux de victoire de {bot}</translation>
    </message>
    <message>
        <source>{bot} mean score</source>
        <translation>score moyen de {bot}</translation>
    </message>
    <message>
        <source>games ending by {reason}</source>
        <translation>parties terminées par : {reason}</translation>
    </message>
    <message>
        <source>first-player advantage</source>
        <translation>avantage au premier joueur</translation>
    </message>
    <message>
        <source>girls reached ({players}-player board)</source>
        <translation>filles atteintes (plateau à {players} joueurs)</translation>
    </message>
    <message>
        <source>hex ({q}, {r})</source>
        <translation>hexagone ({q}, {r})</translation>
    </message>
    <message>
        <source>{terrain} {where}</source>
        <translation>{where} : {terrain}</translation>
    </message>
    <message>
        <source>This is not a Trails move: {what}.</source>
        <translation>Ce n&apos;est pas un coup de Trails : {what}.</translation>
    </message>
    <message>
        <source>the {terrain} hex ({q},{r})</source>
        <translation>l&apos;hexagone {terrain} ({q},{r})</translation>
    </message>
    <message>
        <source>A {colour} card is turned up in the market</source>
        <translation>Une carte {colour} est retournée parmi les cartes visibles</translation>
    </message>
    <message>
        <source>{who} builds {what}, paying {cards} {colour}</source>
        <translation>{who} construit {what}, en payant {cards} {colour}</translation>
    </message>
    <message>
        <source>{who}: {move}</source>
        <translation>{who} : {move}</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>undrawn</source>
        <translation>non tiré</translation>
    </message>
    <message>
        <source>Hex ({q},{r}) is {terrain}</source>
        <translation>L&apos;hexagone ({q},{r}) est {terrain}</translation>
    </message>
    <message>
        <source>Girl {girl} starts on hex ({q},{r})</source>
        <translation>La fille {girl} commence sur l&apos;hexagone ({q},{r})</translation>
    </message>
    <message>
        <source>{who} opens the first auction</source>
        <translation>{who} ouvre la première enchère</translation>
    </message>
    <message>
        <source>{who} puts {hex} up for auction</source>
        <translation>{who} met aux enchères {hex}</translation>
    </message>
    <message>
        <source>{who} bids {amount}</source>
        <translation>{who} mise {amount}</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} passe</translation>
    </message>
    <message>
        <source>{who} puts their man on {hex}, the last place, free</source>
        <translation>{who} pose son bonhomme sur {hex}, la dernière place, gratuitement</translation>
    </message>
    <message>
        <source>{who} discards a card down to the hand limit</source>
        <translation>{who} défausse une carte pour revenir à la limite de main</translation>
    </message>
    <message>
        <source>{who} scraps their unfinished route</source>
        <translation>{who} abandonne sa route inachevée</translation>
    </message>
    <message>
        <source>{who} builds nothing</source>
        <translation>{who} ne construit rien</translation>
    </message>
    <message>
        <source>{who} moves girl {girl} counter-clockwise to hex {cell}</source>
        <translation>{who} déplace la fille {girl} dans le sens antihoraire vers l&apos;hexagone {cell}</translation>
    </message>
    <message>
        <source>{who} takes a {colour} card from the market</source>
        <translation>{who} prend une carte {colour} parmi les cartes visibles</translation>
    </message>
    <message>
        <source>{who} takes all {n} {colour} cards from the market</source>
        <translation>{who} prend toutes les cartes {colour} visibles : {n} cartes</translation>
    </message>
    <message>
        <source>{who} takes the top card of the deck</source>
        <translation>{who} prend la carte du dessus de la pioche</translation>
    </message>
    <message>
        <source>{text}, without a piece (the supply is out)</source>
        <translation>{text}, sans pièce (la réserve est épuisée)</translation>
    </message>
    <message>
        <source>{text}, and connects to girl {girl}</source>
        <translation>{text}, et se connecte à la fille {girl}</translation>
    </message>
    <message>
        <source>{who} discards a card to pay the bid</source>
        <translation>{who} défausse une carte pour payer son enchère</translation>
    </message>
    <message>
        <source>{who} stops building</source>
        <translation>{who} arrête de construire</translation>
    </message>
    <message>
        <source>{who} moves girl {girl} clockwise to hex {cell}</source>
        <translation>{who} déplace la fille {girl} dans le sens horaire vers l&apos;hexagone {cell}</translation>
    </message>
    <message>
        <source>{who} takes all {n} {colour} card from the market</source>
        <translation>{who} prend toutes les cartes {colour} visibles : {n} carte</translation>
    </message>
    <message>
        <source>the {terrain} spoke into the centre of hex {cell}</source>
        <translation>le rayon {terrain} vers le centre de l&apos;hexagone {cell}</translation>
    </message>
    <message>
        <source>the {terrain} spoke out of the centre of hex {cell}</source>
        <translation>le rayon {terrain} depuis le centre de l&apos;hexagone {cell}</translation>
    </message>
    <message>
        <source>the outer edge of the {terrain} hex {cell}</source>
        <translation>le bord extérieur de l&apos;hexagone {terrain} {cell}</translation>
    </message>
    <message>
        <source>the {terrain} edge between {cell} and {cell2}</source>
        <translation>le bord {terrain} entre {cell} et {cell2}</translation>
    </message>
    <message>
        <source>the {terrain}–{terrain2} edge between {cell} and {cell2}</source>
        <translation>le bord {terrain}–{terrain2} entre {cell} et {cell2}</translation>
    </message>
    <message>
        <source>That move is not possible now ({phase}).</source>
        <translation>Ce coup n&apos;est pas possible maintenant ({phase}).</translation>
    </message>
    <message>
        <source>A route runs along free segments from its start.</source>
        <translation>Une route suit des segments libres depuis son départ.</translation>
    </message>
    <message>
        <source>Cards, terrains, girls and the opener are drawn by chance.</source>
        <translation>Les cartes, les terrains, les filles et l&apos;ouvreur sont tirés au hasard.</translation>
    </message>
    <message>
        <source>You can only scrap your unfinished route before building this turn.</source>
        <translation>Vous ne pouvez abandonner votre route inachevée qu&apos;avant de construire ce tour-ci.</translation>
    </message>
    <message>
        <source>You are not in the build step.</source>
        <translation>Vous n&apos;êtes pas à l&apos;étape de construction.</translation>
    </message>
    <message>
        <source>That girl may not move there.</source>
        <translation>Cette fille ne peut pas aller là.</translation>
    </message>
    <message>
        <source>Take two cards one at a time, or all market cards of one colour.</source>
        <translation>Prenez deux cartes une à une, ou toutes les cartes visibles d&apos;une même couleur.</translation>
    </message>
    <message>
        <source>You discard only down to the hand limit, and only cards you hold.</source>
        <translation>Vous ne défaussez que jusqu&apos;à la limite de main, et seulement des cartes que vous avez.</translation>
    </message>
    <message>
        <source>The last player places their man without an auction.</source>
        <translation>Le dernier joueur place son bonhomme sans enchère.</translation>
    </message>
    <message>
        <source>Only the last player without a place puts their man down freely.</source>
        <translation>Seul le dernier joueur sans place pose librement son bonhomme.</translation>
    </message>
    <message>
        <source>The opener puts one hex up at the start of the auction.</source>
        <translation>L&apos;ouvreur met un hexagone aux enchères au début de l&apos;enchère.</translation>
    </message>
    <message>
        <source>That hex is not free in ring 2 at the required distance from men.</source>
        <translation>Cet hexagone n&apos;est pas libre sur l&apos;anneau 2 à la distance requise des bonshommes.</translation>
    </message>
    <message>
        <source>Raise above the current bid, at most your hand size, or pass.</source>
        <translation>Surenchérissez au-dessus de l&apos;enchère actuelle, au plus la taille de votre main, ou passez.</translation>
    </message>
    <message>
        <source>There is no such segment.</source>
        <translation>Ce segment n&apos;existe pas.</translation>
    </message>
    <message>
        <source>A segment leads to one of its own two points.</source>
        <translation>Un segment mène à l&apos;un de ses deux points.</translation>
    </message>
    <message>
        <source>Each segment holds one route piece in the whole game.</source>
        <translation>Chaque segment reçoit une seule pièce de route de toute la partie.</translation>
    </message>
    <message>
        <source>A man&apos;s spokes belong to him; no one may build on them.</source>
        <translation>Les rayons d&apos;un bonhomme lui appartiennent ; personne ne peut y construire.</translation>
    </message>
    <message>
        <source>That girl already holds the most routes.</source>
        <translation>Cette fille porte déjà le maximum de routes.</translation>
    </message>
    <message>
        <source>Your hand is at the limit: discarding is over.</source>
        <translation>Votre main est à la limite : la défausse est terminée.</translation>
    </message>
    <message>
        <source>You can build only in the build step of your turn.</source>
        <translation>Vous ne pouvez construire qu&apos;à l&apos;étape de construction de votre tour.</translation>
    </message>
    <message>
        <source>Girls move only after building, and only girls without markers.</source>
        <translation>Les filles ne bougent qu’après la construction, et seulement celles sans marqueur.</translation>
    </message>
    <message>
        <source>Move one girl without a marker one path hex either way.</source>
        <translation>Déplacez une fille sans marqueur d&apos;un hexagone de chemin dans un sens ou dans l&apos;autre.</translation>
    </message>
    <message>
        <source>You cannot draw cards now.</source>
        <translation>Vous ne pouvez pas piocher maintenant.</translation>
    </message>
    <message>
        <source>Discard cards you hold to pay your bid.</source>
        <translation>Défaussez des cartes de votre main pour payer votre enchère.</translation>
    </message>
    <message>
        <source>Open with 0 to {max_bid} cards (at most your hand).</source>
        <translation>Ouvrez avec 0 à {max_bid} cartes (au plus votre main).</translation>
    </message>
    <message>
        <source>A route may not pass through a girl&apos;s centre.</source>
        <translation>Une route ne peut pas passer par le centre d&apos;une fille.</translation>
    </message>
    <message>
        <source>Continue your unfinished route from its end, or scrap it first.</source>
        <translation>Prolongez votre route inachevée depuis son bout, ou abandonnez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>You build on one route per turn.</source>
        <translation>Vous construisez une seule route par tour.</translation>
    </message>
    <message>
        <source>You have no marker left for a new route.</source>
        <translation>Il ne vous reste aucun marqueur pour une nouvelle route.</translation>
    </message>
    <message>
        <source>A route starts at a corner of your man&apos;s hex.</source>
        <translation>Une route part d&apos;un coin de l&apos;hexagone de votre bonhomme.</translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Drag the board image to move it, or a corner handle to scale it (unlock it in File &gt; Board Image…)</source>
        <translation>Faites glisser l&apos;image de fond pour la déplacer, ou une poignée d&apos;angle pour la redimensionner (déverrouillez-la dans Fichier &gt; Image de fond…)</translation>
    </message>
    <message>
        <source>scale the board image freely</source>
        <translation>redimensionner librement l&apos;image du plateau</translation>
    </message>
    <message>
        <source>Shift+Drag a corner</source>
        <translation>Maj+Glisser un coin</translation>
    </message>
    <message>
        <source>Select/move</source>
        <translation>Sélectionner/déplacer</translation>
    </message>
    <message>
        <source>Select a point or path; drag a point to move it. Delete removes the selection.</source>
        <translation>Sélectionnez un point ou un chemin ; faites glisser un point pour le déplacer. Suppr retire la sélection.</translation>
    </message>
    <message>
        <source>Add point</source>
        <translation>Ajouter un point</translation>
    </message>
    <message>
        <source>Click on the map to add a point of the chosen kind.</source>
        <translation>Cliquez sur la carte pour ajouter un point du type choisi.</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Relier</translation>
    </message>
    <message>
        <source>Click a point, then another, to add a path; keeps chaining. Esc stops.</source>
        <translation>Cliquez sur un point, puis sur un autre, pour ajouter un chemin ; on enchaîne. Échap arrête.</translation>
    </message>
    <message>
        <source>end the chain of paths</source>
        <translation>terminer la chaîne de chemins</translation>
    </message>
    <message>
        <source>Esc, Right-click</source>
        <translation>Échap, Clic droit</translation>
    </message>
    <message>
        <source>Wrap pair</source>
        <translation>Paire de bords</translation>
    </message>
    <message>
        <source>Click a west-edge point, then an east-edge point, to pair them (&quot;the Earth is round&quot;); click a paired point to unpair it.</source>
        <translation>Cliquez sur un point du bord ouest, puis sur un point du bord est, pour les apparier (« la Terre est ronde ») ; cliquez sur un point apparié pour le désapparier.</translation>
    </message>
    <message>
        <source>drop the first point</source>
        <translation>abandonner le premier point</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Click a point or a path to delete it (a point takes its paths and cards).</source>
        <translation>Cliquez sur un point ou un chemin pour le supprimer (un point emporte ses chemins et ses cartes).</translation>
    </message>
    <message>
        <source>Split path</source>
        <translation>Scinder</translation>
    </message>
    <message>
        <source>Click on a path to insert a point of the chosen kind into it.</source>
        <translation>Cliquez sur un chemin pour y insérer un point du type choisi.</translation>
    </message>
    <message>
        <source>Coast</source>
        <translation>Côte</translation>
    </message>
    <message>
        <source>Click a sea, then click countries to add them to its coast or take them off</source>
        <translation>Cliquez sur une mer, puis sur des pays pour les ajouter à sa côte ou les en retirer</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Click on empty map to add a country (it takes the colour of the last selected one)</source>
        <translation>Cliquez sur une zone vide de la carte pour ajouter un pays (il prend la couleur du dernier sélectionné)</translation>
    </message>
    <message>
        <source>Click a country, sea or link to delete it (a country takes its links and cards along)</source>
        <translation>Cliquez sur un pays, une mer ou une liaison pour le supprimer (un pays emporte ses liaisons et ses cartes)</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Liaison</translation>
    </message>
    <message>
        <source>Click two countries to connect them (1 land, 2 ferry, 3 bridge); Esc ends the chain</source>
        <translation>Cliquez sur deux pays pour les relier (1 terrestre, 2 ferry, 3 pont) ; Échap termine la chaîne</translation>
    </message>
    <message>
        <source>make land, ferry or bridge links</source>
        <translation>créer des liaisons terrestres, ferry ou pont</translation>
    </message>
    <message>
        <source>end the chain of links</source>
        <translation>terminer la chaîne de liaisons</translation>
    </message>
    <message>
        <source>Outline</source>
        <extracomment>Pixels within which a placed or dragged point snaps to another outline&apos;s point. Pixels the pointer must go from the point a drag snapped to before it lets go. Pixels within which a press takes a handle, and a double-click an edge.</extracomment>
        <translation>Contour</translation>
    </message>
    <message>
        <source>Click a country or sea, drag its points, double-click an edge to add one, right-click one to remove it; click the water to draw a new polygon</source>
        <translation>Cliquez sur un pays ou une mer, faites glisser ses points, double-cliquez sur un bord pour en ajouter un, clic droit sur un point pour le retirer ; cliquez sur l&apos;eau pour dessiner un nouveau polygone</translation>
    </message>
    <message>
        <source>move a point alone, without snapping</source>
        <translation>déplacer un point seul, sans aimantation</translation>
    </message>
    <message>
        <source>Alt+Drag</source>
        <translation>Alt+Glisser</translation>
    </message>
    <message>
        <source>add a point to an edge</source>
        <translation>ajouter un point sur un bord</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Double-clic</translation>
    </message>
    <message>
        <source>remove a point</source>
        <translation>supprimer un point</translation>
    </message>
    <message>
        <source>Right-click, Del</source>
        <translation>Clic droit, Suppr</translation>
    </message>
    <message>
        <source>close the polygon being drawn</source>
        <translation>fermer le polygone en cours de tracé</translation>
    </message>
    <message>
        <source>Enter, Double-click</source>
        <translation>Entrée, Double-clic</translation>
    </message>
    <message>
        <source>take back the last point drawn</source>
        <translation>reprendre le dernier point tracé</translation>
    </message>
    <message>
        <source>drop the drawing, or stop editing the outline</source>
        <translation>abandonner le tracé, ou arrêter de modifier le contour</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Mer</translation>
    </message>
    <message>
        <source>Click on the map to add a sea; then use Coast (T) to give it coast countries</source>
        <translation>Cliquez sur la carte pour ajouter une mer ; utilisez ensuite Côte (T) pour lui donner des pays côtiers</translation>
    </message>
    <message>
        <source>Select</source>
        <extracomment>Pixels the pointer must travel before a press becomes a drag. Arrow keys: map-unit direction of a nudge (north is up).</extracomment>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>Click to select, Shift-click to add, drag to move, drag on empty map to select an area; arrows nudge</source>
        <translation>Clic : sélectionner, Maj+clic : ajouter, glisser : déplacer, glisser sur le vide : sélectionner une zone ; flèches : décaler</translation>
    </message>
    <message>
        <source>add to or take from the selection</source>
        <translation>ajouter à la sélection ou en retirer</translation>
    </message>
    <message>
        <source>Shift+Click</source>
        <translation>Maj+Clic</translation>
    </message>
    <message>
        <source>select the countries and seas in an area</source>
        <translation>sélectionner les pays et les mers d&apos;une zone</translation>
    </message>
    <message>
        <source>Drag on empty map</source>
        <translation>Glisser sur la carte vide</translation>
    </message>
    <message>
        <source>nudge the selection by 0.1 (Shift: by 1)</source>
        <translation>décaler la sélection de 0,1 (Maj : de 1)</translation>
    </message>
    <message>
        <source>Arrow keys, Shift+Arrow keys</source>
        <translation>Touches fléchées, Maj+Touches fléchées</translation>
    </message>
    <message>
        <source>name the element in Properties</source>
        <translation>nommer l&apos;élément dans Propriétés</translation>
    </message>
    <message>
        <source>cancel a drag, or clear the selection</source>
        <translation>annuler un glissement, ou vider la sélection</translation>
    </message>
    <message>
        <source>Select a hex to see and edit its terrain.</source>
        <translation>Sélectionnez un hexagone pour voir et modifier son terrain.</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinceau</translation>
    </message>
    <message>
        <source>Paint hexes with the chosen terrain (drag for a stroke; one undo step).</source>
        <translation>Peindre des hexagones avec le terrain choisi (glisser pour un trait ; une seule étape d&apos;annulation).</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplir</translation>
    </message>
    <message>
        <source>Flood fill: paint the connected hexes of the clicked hex&apos;s terrain.</source>
        <translation>Remplissage : peindre les hexagones contigus du terrain de l&apos;hexagone cliqué.</translation>
    </message>
    <message>
        <source>Eyedropper</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Pick the clicked hex&apos;s terrain for the brush and fill.</source>
        <translation>Prélever le terrain de l&apos;hexagone cliqué pour le pinceau et le remplissage.</translation>
    </message>
    <message>
        <source>Add/remove hex</source>
        <translation>Ajouter/retirer un hexagone</translation>
    </message>
    <message>
        <source>Click an empty cell to add a hex (random terrain), a hex to remove it.</source>
        <translation>Cliquez sur une case vide pour ajouter un hexagone (terrain aléatoire), sur un hexagone pour le retirer.</translation>
    </message>
</context>
<context>
    <name>trails_board</name>
    <message>
        <source>no cards</source>
        <extracomment>Pixels of a card chip a millimetre of the printed card (its corner radius). How near (pixels) a click must be to a point of the board to name it. Scene units around the hexes kept in view (girls&apos; stacks stand out of their hexes). Widths (scene units) of a route and of its dark casing. Pixels: the seats&apos; and actions&apos; column beside the board, and the cards strip&apos;s row titles (the table fits a 1,280-pixel-wide screen beside the moves). Pixels: the widest the route pieces&apos; count under the deck may be before it wraps. The steps of a turn, as the header names them (a phase -&gt; its step).</extracomment>
        <translation>aucune carte</translation>
    </message>
</context>
<context>
    <name>trails_editor</name>
    <message>
        <source>{players} players: one hex to grow (rule T6 has no shape for {players})</source>
        <translation>{players} joueurs : un hexagone à agrandir (la règle T6 n&apos;a pas de forme pour {players})</translation>
    </message>
    <message>
        <source>{players} players: rows {join} ({sum} hexes, {girls} girls)</source>
        <translation>{players} joueurs : rangées {join} ({sum} hexagones, {girls} filles)</translation>
    </message>
</context>
</TS>
