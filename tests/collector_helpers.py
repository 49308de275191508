"""What the collector-pause tests of content and core share: the collector on for each test,
and a count of the full collections a call runs."""

from __future__ import annotations

import gc

import pytest


@pytest.fixture(autouse=True)
def collector_on():
    """Each test starts with the collector on, as a process does (an earlier test of the
    suite may have run an in-process command that turns it off for a short-lived process,
    as ``boardcraft render`` does), and leaves it as it found it."""
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def full_collections(fn) -> int:
    """How many full (generation 2) collections ran while ``fn()`` ran."""
    seen = []

    def note(phase, info):
        if phase == "start" and info["generation"] == 2:
            seen.append(1)

    gc.collect()
    gc.callbacks.append(note)
    try:
        fn()
    finally:
        gc.callbacks.remove(note)
    return len(seen)
