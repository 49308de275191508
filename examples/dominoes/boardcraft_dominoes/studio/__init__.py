"""Dominoes in the studio: the board scene, the editor, the playtest board, the legend and the
print hooks (the only part of the plugin that imports Qt)."""
