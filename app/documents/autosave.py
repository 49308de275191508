"""Autosave and crash recovery of unsaved documents.

Each watched document with unsaved edits is written to ``<folder>/<key>.pack.json`` (the pack,
saved atomically by ``content.save_pack``) with a small ``<key>.meta.json`` beside it (the
document's file path, if any, and its name). Writes happen every 30 seconds and after every
20 edits (undo steps: the moves of one drag are one edit). Files are named after the
running session, which holds a lock file while it runs. A document that becomes clean (saved, or undone back to its saved state) or is
closed loses its autosave files, so files of a session whose lock is free mean that studio
did not close cleanly: ``leftovers()`` lists them (never those of a studio still running) and
``discard()`` removes them.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, QTimer

#: Milliseconds between timed autosaves.
AUTOSAVE_INTERVAL_MS = 30_000
#: Edits after which a document is autosaved at once.
AUTOSAVE_EDITS = 20


def default_autosave_dir() -> Path:
    """``<AppDataLocation>/autosave``: the per-user data folder Qt picks for this application."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


@dataclass(frozen=True)
class Leftover:
    """An autosave file found at start-up.

    Attributes:
        pack_file: the autosaved pack.
        meta_file: its description.
        path: the document's own file, or None if it was never saved.
        name: the name to show.
    """

    pack_file: Path
    meta_file: Path
    path: Path | None
    name: str

    def load(self):
        """The autosaved pack; raises content.PackError if the file is unreadable."""
        import content

        return content.load_pack(self.pack_file)


class AutosaveManager(QObject):
    """Writes watched dirty documents to the autosave folder; removes files of clean ones."""

    def __init__(self, folder: str | Path | None = None, parent: QObject | None = None,
                 interval_ms: int = AUTOSAVE_INTERVAL_MS, every_edits: int = AUTOSAVE_EDITS):
        super().__init__(parent)
        self.folder = Path(folder) if folder else default_autosave_dir()
        self.every_edits = every_edits
        # Files are named <session>-<n>; a session holds <session>.lock while it runs, so a
        # second studio running at the same time never offers to "restore" this one's work.
        self.session = os.urandom(6).hex()
        self._lock: QLockFile | None = None
        self._count = 0
        self._keys: dict[object, str] = {}
        self._edits: dict[object, int] = {}
        self._index: dict[object, int] = {}
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.save_all)
        self.timer.start()

    # --- watching -----------------------------------------------------------------------

    def watch(self, document) -> None:
        """Autosave ``document`` from now on."""
        if document in self._keys:
            return
        self._count += 1
        self._keys[document] = f"{self.session}-{self._count}"
        self._edits[document] = 0
        self._index[document] = document.undo_stack.index()
        document.undo_stack.indexChanged.connect(lambda _i, d=document: self._on_edit(d))
        document.dirty_changed.connect(lambda dirty, d=document: self._on_dirty_changed(d, dirty))

    def unwatch(self, document) -> None:
        """Stop autosaving ``document`` and remove its files (it was saved or closed)."""
        key = self._keys.pop(document, None)
        self._edits.pop(document, None)
        self._index.pop(document, None)
        if key is not None:
            self._remove(key)

    def files_of(self, document) -> tuple[Path, Path] | None:
        """(pack file, meta file) of a watched document, or None."""
        key = self._keys.get(document)
        return None if key is None else self._files(key)

    # --- writing ------------------------------------------------------------------------

    def save(self, document) -> Path | None:
        """Write ``document`` now if it has unsaved edits; returns the pack file written."""
        import content

        key = self._keys.get(document)
        if key is None:
            return None
        self._edits[document] = 0
        if not document.is_dirty:
            self._remove(key)
            return None
        import json

        from content.io import write_atomic

        pack_file, meta_file = self._files(key)
        self._hold_lock()
        # The description first, atomically: a pack file is never found without its whole
        # meta file (a kill between the two leaves a meta file alone, which recovery ignores).
        meta = {"path": str(document.path) if document.path else None, "name": document.display_name()}
        write_atomic(meta_file, json.dumps(meta))
        content.save_pack(document.pack, pack_file)
        return pack_file

    def save_all(self) -> None:
        """Write every watched document that has unsaved edits (the 30-second timer)."""
        import content

        for document in list(self._keys):
            try:
                self.save(document)
            except (content.PackError, OSError):
                continue  # a full disk must not interrupt the user; the next tick retries

    def remove_all(self) -> None:
        """Remove every autosave file of watched documents (a clean close)."""
        for document in list(self._keys):
            self.unwatch(document)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    # --- recovery -----------------------------------------------------------------------

    def leftovers(self) -> list[Leftover]:
        """Autosave files not written by this session's documents (a previous crash)."""
        import json

        from content.errors import ReadError
        from content.io import read_file

        if not self.folder.is_dir():
            return []
        from content.io import remove_leftovers

        remove_leftovers(self.folder)  # the temporary files of killed autosaves
        found = []
        alive: dict[str, bool] = {self.session: True}
        for pack_file in sorted(self.folder.glob("*.pack.json")):
            key = pack_file.name.removesuffix(".pack.json")
            session = key.split("-")[0]
            if session not in alive:
                alive[session] = self._session_alive(session)
            if alive[session]:
                continue
            meta_file = self.folder / f"{key}.meta.json"
            try:
                meta = json.loads(read_file(meta_file, 1 << 20))
            except (ReadError, ValueError, RecursionError):
                meta = {}
            path = meta.get("path") if isinstance(meta, dict) else None
            name = meta.get("name") if isinstance(meta, dict) else None
            found.append(Leftover(pack_file, meta_file, Path(path) if path else None, name or pack_file.name))
        for meta_file in self.folder.glob("*.meta.json"):
            # a description whose pack was never written (killed between the two): nothing
            # to restore, so it goes once its studio is gone
            key = meta_file.name.removesuffix(".meta.json")
            session = key.split("-")[0]
            if (self.folder / f"{key}.pack.json").exists():
                continue
            if session not in alive:
                alive[session] = self._session_alive(session)
            if not alive[session]:
                meta_file.unlink(missing_ok=True)
        return found

    @staticmethod
    def discard(leftover: Leftover) -> None:
        """Delete a leftover's files."""
        for f in (leftover.pack_file, leftover.meta_file):
            f.unlink(missing_ok=True)

    # --- internals ----------------------------------------------------------------------

    def _hold_lock(self) -> None:
        """Create the folder and take this session's lock (once)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if self._lock is None:
            lock = QLockFile(str(self.folder / f"{self.session}.lock"))
            lock.setStaleLockTime(0)  # only a dead process makes it stale, never its age
            if lock.tryLock(0):
                self._lock = lock

    def _session_alive(self, session: str) -> bool:
        """True if another running studio holds ``session``'s lock."""
        path = self.folder / f"{session}.lock"
        if not path.exists():
            return False
        lock = QLockFile(str(path))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):  # its owner is gone (Qt checks the process id)
            lock.unlock()
            return False
        return True

    def _files(self, key: str) -> tuple[Path, Path]:
        return self.folder / f"{key}.pack.json", self.folder / f"{key}.meta.json"

    def _remove(self, key: str) -> None:
        for f in self._files(key):
            f.unlink(missing_ok=True)

    def _on_edit(self, document) -> None:
        if document not in self._edits:
            return
        # A merged command (one more move of a drag, one more key typed) leaves the index as
        # it was: it is the same edit, and the 30-second timer covers it.
        try:
            index = document.undo_stack.index()
        except RuntimeError:  # the stack is being destroyed (the application is closing)
            return
        if index == self._index.get(document):
            return
        self._index[document] = index
        self._edits[document] += 1
        if self._edits[document] >= self.every_edits:
            import content

            try:
                self.save(document)
            except (content.PackError, OSError):
                self._edits[document] = 0

    def _on_dirty_changed(self, document, dirty: bool) -> None:
        key = self._keys.get(document)
        if key is not None and not dirty:
            self._remove(key)
