"""The one exception loading and saving raise."""

from __future__ import annotations


class PackError(Exception):
    """A pack could not be read, parsed or validated.

    ``str(err)`` names the file and lists every problem found, one per line, each with its
    JSON path. ``problems`` holds the same as (path, message) pairs.
    """

    def __init__(self, source: str, problems: list[tuple[str, str]]) -> None:
        self.source = source
        self.problems = list(problems)
        lines = [f"{source}: {len(self.problems)} problem(s)"]
        lines += [f"  {w}: {m}" if w else f"  {m}" for w, m in self.problems]
        super().__init__("\n".join(lines))
