<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
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
</TS>
