"""Cards as the studio draws them: one painter (:mod:`app.cards.painter`) for the print-and-play,
the editors' card tables, the playtest's hands and the card layout editor's preview."""
