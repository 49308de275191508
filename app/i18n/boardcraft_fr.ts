<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
</TS>
