"""Python's cyclic garbage collector paused while many long-lived objects are made: a big
pack read, validated or linted (``content``), an engine's tables of a big map (``core``)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while a pack's objects or a game's tables are
    made.

    Loading a big pack makes hundreds of thousands of objects (the parsed JSON, then a model
    per element), the lint builds tables of the same size, and an engine builds the tables of
    a big map that live as long as the game; none of them makes garbage cycles. With the
    collector on, each full collection on the way walked every object made so far, so the work
    grew faster than the pack (at 9,000 points an Expedition game's set-up spent 0.6 s of
    1.1 s in 6 full collections). Nested pauses are one pause.

    What is made here is long-lived, or freed by its last reference when the caller drops it:
    it goes straight to the oldest generation (``gc.freeze`` then ``gc.unfreeze``: two list
    splices), to be walked, as every long-lived object is, by the next full collection.
    Else the first young collection after the pause walked all of it at once (at 9,000 points
    a fifth of an Expedition game's start, a share growing with the map as the objects
    outgrow the processor's caches), and a middle-generation collection later did again.
    Not when the process has frozen objects of its own (the studio's ``app.heap``): the
    unfreeze would hand them back to every full collection.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        if not gc.get_freeze_count():
            gc.freeze()
            gc.unfreeze()
        gc.enable()
