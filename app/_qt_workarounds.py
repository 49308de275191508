"""Work-arounds for defects of the installed Qt binding, applied once when ``app`` is imported.

PySide6 6.12 (shiboken6 6.12) on CPython 3.11 drops one reference to ``None`` on every call
of a C++ method that returns ``void`` (it assumes ``None`` is immortal, as it is from Python
3.12 on, PEP 683). After a few thousand such calls (one paint of the map makes hundreds) the
interpreter aborts with "Fatal Python error: none_dealloc". We give ``None`` a reference count
so large that it can never reach zero, which is what Python 3.12 does itself.
"""

from __future__ import annotations

import ctypes
import sys

#: References added to None: more void calls than a process can make in its lifetime.
_NONE_EXTRA_REFS = 1 << 48


def make_none_immortal() -> bool:
    """On CPython before 3.12, raise None's reference count out of reach; True if done."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if sys.getrefcount(None) > _NONE_EXTRA_REFS:
        return False  # already done
    refcount = ctypes.c_ssize_t.from_address(id(None))
    refcount.value += _NONE_EXTRA_REFS
    return True


make_none_immortal()
