"""The exceptions of reading, loading and saving.

``PackError`` is the one exception ``load_pack`` and ``save_pack`` raise. ``ReadError`` (a file
that cannot be read at all) and ``JSONError`` (bytes that are not acceptable JSON) come from the
reading helpers that packs and game records share (``content.io.read_file``, ``parse_json``).
"""

from __future__ import annotations


def printable(text: str) -> str:
    """``text`` with lone surrogates written as ``\\udcff`` escapes, so it can be printed and
    encoded (a file name of bytes that are not UTF-8 holds such surrogates)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


class PackError(Exception):
    """A pack could not be read, parsed or validated.

    ``str(err)`` names the file and lists every problem found, one per line, each with its
    JSON path. ``problems`` holds the same as (path, message) pairs.

    Attributes:
        unreadable: True when the file itself could not be read (missing, a folder, a device
            or pipe, too large, no permission), False when it was read but is not a valid pack.
    """

    def __init__(self, source: str, problems: list[tuple[str, str]], unreadable: bool = False) -> None:
        self.source = source
        self.problems = list(problems)
        self.unreadable = unreadable
        lines = [f"{source}: {len(self.problems)} problem(s)"]
        lines += [f"  {w}: {m}" if w else f"  {m}" for w, m in self.problems]
        super().__init__(printable("\n".join(lines)))


class ReadError(Exception):
    """A file that ``content.io.read_file`` refuses to read.

    Attributes:
        path: the file as given.
        reason: what is wrong, as a sentence without the file name ("no such file").
    """

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(printable(f"{path}: {reason}"))


class JSONError(ValueError):
    """Text that is not acceptable JSON (``content.io.parse_json``).

    Attributes:
        problems: (place, message) pairs; the place is "line 3 column 7", a JSON path, or "".
    """

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(f"{w}: {m}" if w else m for w, m in self.problems))
