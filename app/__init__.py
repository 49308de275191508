"""The studio (PySide6) and the ``boardcraft`` command line."""
