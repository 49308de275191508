"""Widgets shared by every editor: the map canvas, the property form, the Problems panel."""
