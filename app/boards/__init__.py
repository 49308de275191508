"""Board scenes shared by the editors and the playtest: one QGraphicsScene per game, built from a pack.

``app.boards.base`` gives the common interface (z layers, overlays, marks by JSON path,
hits); ``journey_scene``, ``trails_scene`` and ``expedition_scene`` draw each game's board.
"""
