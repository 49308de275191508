"""The arrow network editor's tools: select/move, add point, connect, delete, split, wrap pair.

Each tool asks its editor (``app.editors.expedition_editor.ExpeditionEditor``) what lies
under the pointer and pushes commands; none edits the pack itself.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from app.commands.add_point import AddPointCommand
from app.commands.connect_points import ConnectPointsCommand
from app.commands.delete_paths import DeletePathsCommand
from app.commands.delete_points import DeletePointsCommand
from app.commands.move_point import MovePointCommand
from app.commands.pair_wrap import PairWrapCommand
from app.commands.split_path import SplitPathCommand
from app.commands.unpair_wrap import UnpairWrapCommand
from app.i18n import translate
from app.tools.base import Tool
from content.edit import expedition as ee

_DRAGS = itertools.count(1)



def _kind_text(kind: str) -> str:
    """A point kind as the editor's combo shows it (translated; the pack keeps its value)."""
    from app.boards.expedition_items import POINT_KINDS

    return translate("ExpeditionEditor", POINT_KINDS.get(kind, kind))

class ExpeditionTool(Tool):
    """Base of the Expedition tools: letter keys switch tools; Escape drops a gesture."""

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.deactivate()
            self.editor.set_pending(None)
            return True
        return self.editor.switch_tool_by_key(event)

    def _name(self, pid: str) -> str:
        """The name of point ``pid`` (its id if it has none, or is gone)."""
        p = next((p for p in self.document.pack.points if p.id == pid), None)
        return ee.point_name(p) if p is not None else pid


class SelectMoveTool(ExpeditionTool):
    """Click a point or path to select it; drag a point to move it (one undo step per drag)."""

    name = QT_TRANSLATE_NOOP("tools", "Select/move")
    shortcut = "V"
    tooltip = QT_TRANSLATE_NOOP("tools", "Select a point or path; drag a point to move it. Delete removes the selection.")

    def __init__(self, editor) -> None:
        super().__init__(editor)
        self._drag: tuple[str, int, QPointF, QPointF] | None = None

    def deactivate(self) -> None:
        self._drag = None

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        pid = self.editor.point_at(pos)
        if pid is not None:
            self.editor.select(("point", pid))
            self._drag = (pid, next(_DRAGS), QPointF(pos), self.editor.point_scene_pos(pid))
            return True
        index = self.editor.path_at(pos)
        self.editor.select(("path", index) if index is not None else None)
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._drag is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return False
        pid, drag, start, origin = self._drag
        x, y = self.editor.to_map(origin + (pos - start))
        self.document.push(MovePointCommand(self.document, pid, x, y, drag=drag))
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._drag is None:
            return False
        self._drag = None
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            return self.editor.delete_selection()
        return super().key_press(event)


class AddPointTool(ExpeditionTool):
    """Click to add a point of the kind chosen in the options bar."""

    name = QT_TRANSLATE_NOOP("tools", "Add point")
    shortcut = "P"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click on the map to add a point of the chosen kind.")

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        x, y = self.editor.to_map(pos)
        cmd = AddPointCommand(self.document, self.editor.point_kind, x, y)
        self.document.push(cmd)
        self.editor.select(("point", cmd.point_id))
        self.editor.status_message.emit(
            translate("AddPointTool", "Added {name} ({point_kind}) at x {x:g}, y {y:g}: rename it in Properties").format(name=cmd.name, point_kind=_kind_text(self.editor.point_kind), x=x, y=y)
        )
        return True


class _TwoPointTool(ExpeditionTool):
    """Click a first point, then a second one; ``finish(a, b)`` does the work."""

    def __init__(self, editor) -> None:
        super().__init__(editor)
        self.first: str | None = None

    def deactivate(self) -> None:
        self.first = None
        self.editor.set_pending(None)

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.first is not None:
            self.editor.set_pending(self.first, pos)
        return False

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() == Qt.MouseButton.RightButton:
            self.deactivate()
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        pid = self.editor.point_at(pos)
        if pid is None:
            self.deactivate()
            return True
        if self.first is None:
            self.first = self.start(pid)
            if self.first is not None:
                self.editor.set_pending(self.first, pos)
            return True
        if pid != self.first:
            self.first = self.finish(self.first, pid)
        self.editor.set_pending(self.first, pos) if self.first else self.editor.set_pending(None)
        return True

    def start(self, pid: str) -> str | None:
        """The first point was clicked; returns the point to keep as first (None: done)."""
        return pid

    def finish(self, a: str, b: str) -> str | None:
        """Both points are known; returns the next first point (None to start over)."""
        raise NotImplementedError


class ConnectTool(_TwoPointTool):
    """Click two points to connect them; the second becomes the next start (a chain)."""

    name = QT_TRANSLATE_NOOP("tools", "Connect")
    shortcut = "L"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click a point, then another, to add a path; keeps chaining. Esc stops.")
    gestures = ((QT_TRANSLATE_NOOP("tools", "end the chain of paths"), QT_TRANSLATE_NOOP("tools", "Esc, Right-click")),)

    def finish(self, a: str, b: str) -> str | None:
        if ConnectPointsCommand.can_connect(self.document, a, b):
            self.document.push(ConnectPointsCommand(self.document, a, b))
        else:
            self.editor.status_message.emit(translate("ConnectTool", "{name} and {name2} are already connected").format(name=self._name(a), name2=self._name(b)))
        return b


class WrapPairTool(_TwoPointTool):
    """Click a west-edge point, then an east-edge point: they become one point for the rules."""

    name = QT_TRANSLATE_NOOP("tools", "Wrap pair")
    shortcut = "W"
    tooltip = (
        QT_TRANSLATE_NOOP("tools", "Click a west-edge point, then an east-edge point, to pair them (\"the Earth is round\"); click a paired point to unpair it.")
    )
    gestures = ((QT_TRANSLATE_NOOP("tools", "drop the first point"), QT_TRANSLATE_NOOP("tools", "Esc, Right-click")),)

    def start(self, pid: str) -> str | None:
        for i, w in enumerate(self.document.pack.wraps):
            if pid in (w.a, w.b):
                names = f"{self._name(w.a)} and {self._name(w.b)}"
                self.document.push(UnpairWrapCommand(self.document, i))
                self.editor.status_message.emit(translate("WrapPairTool", "Unpaired {names}: two points again").format(names=names))
                return None
        return pid

    def finish(self, a: str, b: str) -> str | None:
        why = PairWrapCommand.refusal(self.document, a, b)
        if why is not None:
            self.editor.status_message.emit(translate("WrapPairTool", "Not paired: {why}").format(why=why))
            return None
        self.document.push(PairWrapCommand(self.document, a, b))
        w = self.document.pack.wraps[-1]
        points = {p.id: p for p in self.document.pack.points}
        text = translate("WrapPairTool", "Paired {name} (west) and {name2} (east): one point for the rules").format(name=self._name(w.a), name2=self._name(w.b))
        if points[w.a].kind != points[w.b].kind:
            # Allowed, as the lint allows it, but worth a word: the two ends play as one point.
            text += translate("WrapPairTool", "; their kinds differ ({kind} and {kind2})").format(kind=points[w.a].kind, kind2=points[w.b].kind)
        self.editor.status_message.emit(text)
        return None


class DeleteTool(ExpeditionTool):
    """Click a point (with its paths, wraps and cards) or a path to delete it."""

    name = QT_TRANSLATE_NOOP("tools", "Delete")
    shortcut = "D"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click a point or a path to delete it (a point takes its paths and cards).")

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        pid = self.editor.point_at(pos)
        if pid is not None:
            self.editor.select(None)
            self.document.push(DeletePointsCommand(self.document, [pid]))
            return True
        index = self.editor.path_at(pos)
        if index is not None:
            self.editor.select(None)
            self.document.push(DeletePathsCommand(self.document, [index]))
        return True


class SplitTool(ExpeditionTool):
    """Click on a path to insert a new point there (a–b becomes a–new–b)."""

    name = QT_TRANSLATE_NOOP("tools", "Split path")
    shortcut = "S"
    tooltip = QT_TRANSLATE_NOOP("tools", "Click on a path to insert a point of the chosen kind into it.")

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        index = self.editor.path_at(pos)
        if index is None:
            return True
        x, y = self.editor.to_map(self.editor.project_on_path(index, pos))
        cmd = SplitPathCommand(self.document, index, x, y, self.editor.point_kind)
        a, b = (self._name(pid) for pid in cmd.ends)
        self.document.push(cmd)
        self.editor.select(("point", cmd.point_id))
        self.editor.status_message.emit(
            translate("SplitTool", "Split the path {a} – {b} with {name} ({point_kind}): {a} – {name} – {b}").format(a=a, b=b, name=cmd.name, point_kind=_kind_text(self.editor.point_kind))
        )
        return True
