"""Python's cyclic garbage collector paused while a big pack is read, validated or linted."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while a pack's objects are made.

    Loading a big pack makes hundreds of thousands of objects (the parsed JSON, then a model
    per element) and the lint builds tables of the same size, with no garbage cycles among
    them; with the collector on, each full collection on the way walked every object made so
    far, so loading and linting grew faster than the pack. What is made here is collected, if
    ever, once the collector runs again. Nested pauses are one pause.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
