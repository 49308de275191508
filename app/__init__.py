"""The studio (PySide6) and the ``boardcraft`` command line."""

from app import _qt_workarounds  # noqa: F401  (must run before Qt is used)
