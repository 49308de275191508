"""Block Dominoes for Boardcraft Studio, a game plugin (entry point group ``boardcraft.games``).

Each layer's part is its own module, imported only by that layer: ``plugin`` (the entry point),
``content`` (model, lint, blank and default packs), ``core`` (engine and bots), ``studio`` (the
studio's scene, editor, playtest board and print hooks; the only part that imports Qt).
"""
