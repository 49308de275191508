"""The Card Layouts panel (a dock beside Cards): pick a kind of card, give it a layout of its
own or keep the default look, and edit the layout's size, corner radius, colours (one for the
kind, or one per value of its colour field), title, text, corner symbol and back, with a live
preview of a card's front and back drawn by the one card painter. Every edit is one undo step
(:class:`app.commands.set_card_layout.SetCardLayoutCommand`; typing in one field is one step).

**Image…** puts a PNG, JPEG or SVG file in the layout (carried in the pack as a data URL,
``content.images``): a file that is no such image, cannot be read, or is larger than
``MAX_CARD_IMAGE_BYTES`` is refused with a message naming it, and nothing changes. **Remove
Image** takes it out. Each is one undo step, and says what it did on the status bar
(``status_message``)."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.cards.painter import (
    INSET_ZOOM,
    PrintCard,
    card_size_mm,
    decode_picture,
    paint_back,
    paint_front,
    picture_of,
    picture_size,
)
from app.commands.set_card_layout import SetCardLayoutCommand
from app.i18n import translate
from content.errors import ReadError
from content.images import CARD_IMAGE_KINDS, MAX_CARD_IMAGE_BYTES, image_data_url, image_kind
from content.io import read_file

#: Largest size of a previewed card, in pixels (front and back side by side).
_PREVIEW = QSize(150, 214)


def _is_colour(text: str) -> bool:
    return len(text) == 7 and text.startswith("#") and QColor(text).isValid()


class CardPreview(QWidget):
    """A card's front and back side by side, as the painter draws them under a layout."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("layout_preview")
        self.card: PrintCard | None = None
        self.layout_: Any = None
        self.heading = ""
        self.name = ""
        #: The board scene a card's map inset is drawn from (as in the print), or None.
        self.scene = None
        self.setMinimumHeight(_PREVIEW.height() + 12)

    def show_card(self, card: PrintCard, layout: Any, heading: str, name: str) -> None:
        self.card, self.layout_, self.heading, self.name = card, layout, heading, name
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(2 * _PREVIEW.width() + 24, _PREVIEW.height() + 12)

    def card_rects(self) -> tuple[QRectF, QRectF, float]:
        """The front's and the back's trim boxes and the pixels a millimetre."""
        w_mm, h_mm = card_size_mm(self.layout_)
        room_w = max(40.0, (self.width() - 24) / 2)
        unit = min(room_w / w_mm, _PREVIEW.height() / h_mm)
        w, h = w_mm * unit, h_mm * unit
        top = (self.height() - h) / 2
        left = (self.width() - 2 * w - 12) / 2
        return QRectF(left, top, w, h), QRectF(left + w + 12, top, w, h), unit

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self.card is None:
            return
        front, back, unit = self.card_rects()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.save()
        p.setClipRect(front)
        paint_front(p, self.card, front, self.layout_, unit=unit, scene=self.scene)
        p.restore()
        p.save()
        p.setClipRect(back)
        paint_back(p, back, self.heading, self.name, self.layout_, unit=unit)
        p.restore()
        p.end()


class CardLayoutsPanel(QWidget):
    """The layouts of a document's card kinds (see the module docstring).

    Signals:
        status_message: what an edit did or why it was refused, for the status bar.
    """

    status_message = Signal(str)

    def __init__(self, document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card_layouts_panel")
        self.document = document
        self._quiet = False
        self.kind_box = QComboBox()
        self.kind_box.setObjectName("layout_kind")
        self.own = QCheckBox(translate("CardLayoutsPanel", "A layout of their own (else the default look)"))
        self.own.setObjectName("layout_own")
        self.width_box = self._spin("layout_width", 30, 150, 1, translate("CardLayoutsPanel", " mm"))
        self.height_box = self._spin("layout_height", 30, 150, 1, translate("CardLayoutsPanel", " mm"))
        self.radius_box = self._spin("layout_radius", 0, 15, 0.5, translate("CardLayoutsPanel", " mm"))
        self.colour_edit = self._line("layout_colour", translate("CardLayoutsPanel", "each card's own"))
        self.colours = QTableWidget(0, 2)
        self.colours.setObjectName("layout_colours")
        self.colours.setHorizontalHeaderLabels([translate("CardLayoutsPanel", "Colour field"), translate("CardLayoutsPanel", "Colour")])
        self.colours.verticalHeader().hide()
        self.colours.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.colours.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.colours.setMinimumHeight(90)
        self.title_box = QComboBox()
        self.title_box.setObjectName("layout_title")
        for text, value in ((translate("CardLayoutsPanel", "The card's name"), "name"),
                            (translate("CardLayoutsPanel", "The card's kind"), "kind"),
                            (translate("CardLayoutsPanel", "No title"), "none")):
            self.title_box.addItem(text, value)
        self.text_box = QCheckBox(translate("CardLayoutsPanel", "Show the lines of detail"))
        self.text_box.setObjectName("layout_text")
        self.icon_edit = self._line("layout_icon", translate("CardLayoutsPanel", "none"))
        self.icon_edit.setMaxLength(4)
        self.back_colour_edit = self._line("layout_back_colour", translate("CardLayoutsPanel", "the studio's navy"))
        self.back_text_edit = self._line("layout_back_text", translate("CardLayoutsPanel", "the pack's name"))
        self.back_text_edit.setMaxLength(120)
        self.image_info = QLabel()
        self.image_info.setObjectName("layout_image_info")
        self.image_info.setWordWrap(True)
        self.image_button = QPushButton(translate("CardLayoutsPanel", "Image…"))
        self.image_button.setObjectName("layout_image")
        self.image_button.setToolTip(translate("CardLayoutsPanel", "Put a PNG, JPEG or SVG image (at most {size} KB) in the cards' picture area").format(size=MAX_CARD_IMAGE_BYTES // 1024))
        self.remove_image_button = QPushButton(translate("CardLayoutsPanel", "Remove Image"))
        self.remove_image_button.setObjectName("layout_remove_image")
        self.fit_box = QComboBox()
        self.fit_box.setObjectName("layout_image_fit")
        for text, value in ((translate("CardLayoutsPanel", "The whole image"), "contain"),
                            (translate("CardLayoutsPanel", "Fill the area (crop)"), "cover")):
            self.fit_box.addItem(text, value)
        self.message = QLabel()
        self.message.setObjectName("layout_message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b42318;")
        self.preview = CardPreview()

        form = QFormLayout()
        form.addRow(translate("CardLayoutsPanel", "Width:"), self.width_box)
        form.addRow(translate("CardLayoutsPanel", "Height:"), self.height_box)
        form.addRow(translate("CardLayoutsPanel", "Corner radius:"), self.radius_box)
        form.addRow(translate("CardLayoutsPanel", "Colour (#rrggbb):"),
                    self._with_picker(self.colour_edit, "colour", "layout_pick_colour"))
        form.addRow(translate("CardLayoutsPanel", "Title:"), self.title_box)
        form.addRow("", self.text_box)
        form.addRow(translate("CardLayoutsPanel", "Corner symbol:"), self.icon_edit)
        buttons = QWidget()
        row = QHBoxLayout(buttons)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.image_button)
        row.addWidget(self.remove_image_button)
        row.addStretch(1)
        form.addRow(translate("CardLayoutsPanel", "Image:"), buttons)
        form.addRow("", self.image_info)
        form.addRow(translate("CardLayoutsPanel", "Image fit:"), self.fit_box)
        form.addRow(translate("CardLayoutsPanel", "Back colour:"),
                    self._with_picker(self.back_colour_edit, "back_colour", "layout_pick_back_colour"))
        form.addRow(translate("CardLayoutsPanel", "Back text:"), self.back_text_edit)
        self._fields = QWidget()
        fields = QVBoxLayout(self._fields)
        fields.setContentsMargins(0, 0, 0, 0)
        fields.addLayout(form)
        fields.addWidget(QLabel(translate("CardLayoutsPanel", "Colour by field (empty: as above):")))
        fields.addWidget(self.colours, 1)
        # The panel scrolls when its dock is short (under Properties and Cards, say).
        inner = QWidget()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(6, 6, 6, 6)
        kind_row = QFormLayout()
        kind_row.addRow(translate("CardLayoutsPanel", "Cards:"), self.kind_box)
        layout.addLayout(kind_row)
        layout.addWidget(self.own)
        layout.addWidget(self.preview)
        layout.addWidget(self._fields, 1)
        layout.addWidget(self.message)

        self.kind_box.currentIndexChanged.connect(lambda _i: None if self._quiet else self.refresh())
        self.own.toggled.connect(self._on_own_toggled)
        for box, field in ((self.width_box, "width_mm"), (self.height_box, "height_mm"),
                           (self.radius_box, "radius_mm")):
            box.valueChanged.connect(lambda v, f=field: self._set(f, float(v)))
        self.colour_edit.textEdited.connect(lambda t: self._set_colour("colour", t))
        self.back_colour_edit.textEdited.connect(lambda t: self._set_colour("back_colour", t))
        self.icon_edit.textEdited.connect(lambda t: self._set("icon", t))
        self.back_text_edit.textEdited.connect(lambda t: self._set("back_text", t or None))
        self.title_box.currentIndexChanged.connect(lambda _i: self._set("title", self.title_box.currentData()))
        self.text_box.toggled.connect(lambda on: self._set("text", bool(on)))
        self.image_button.clicked.connect(self._on_image_clicked)
        self.remove_image_button.clicked.connect(self._on_remove_image_clicked)
        self.fit_box.currentIndexChanged.connect(lambda _i: self._set("image_fit", self.fit_box.currentData()))
        self.colours.cellChanged.connect(self._on_colour_cell_changed)
        # The cards' map insets come from a board scene of the pack, built again a moment
        # after the last edit (and only while the panel shows).
        self._scene_of = None
        self._scene_timer = QTimer(self)
        self._scene_timer.setSingleShot(True)
        self._scene_timer.setInterval(300)
        self._scene_timer.timeout.connect(self._build_scene)
        document.changed.connect(lambda _event: self.refresh())
        self.refresh()

    # ------------------------------------------------------------------ widgets

    @staticmethod
    def _spin(name: str, low: float, high: float, step: float, suffix: str) -> QDoubleSpinBox:
        box = QDoubleSpinBox()
        box.setObjectName(name)
        box.setRange(low, high)
        box.setSingleStep(step)
        box.setDecimals(1)
        box.setSuffix(suffix)
        box.setKeyboardTracking(False)  # typing "63" is one edit, not "6" then "63"
        return box

    def _with_picker(self, edit: QLineEdit, field: str, name: str) -> QWidget:
        """``edit`` with a button beside it that picks its colour in the colour dialog."""
        row = QWidget()
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(edit, 1)
        pick = QToolButton()
        pick.setObjectName(name)
        pick.setText("…")
        pick.setToolTip(translate("CardLayoutsPanel", "Pick a colour"))
        pick.clicked.connect(lambda: self._pick(edit, field))
        box.addWidget(pick)
        return row

    def _pick(self, edit: QLineEdit, field: str) -> None:
        start = QColor(edit.text()) if _is_colour(edit.text()) else QColor("#27394d")
        colour = QColorDialog.getColor(start, self, translate("CardLayoutsPanel", "Card colour"))
        if colour.isValid():
            edit.setText(colour.name())
            self._set_colour(field, colour.name())

    @staticmethod
    def _line(name: str, placeholder: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setPlaceholderText(placeholder)
        return edit

    # ------------------------------------------------------------------ the model

    def kinds(self) -> list[tuple[str, str]]:
        """(name as a person reads it, kind) of each card kind of the pack's game."""
        names: dict[str, str] = {}
        for card in self._printed():
            names.setdefault(card.layout_kind, card.kind)
        return [(names.get(k, k.capitalize()), k) for k in type(self.document.pack).CARD_KINDS]

    def _printed(self) -> list[PrintCard]:
        """The deck as it is printed (made once a pack)."""
        from app.render import print_hooks

        pack = self.document.pack
        if getattr(self, "_printed_of", None) is not pack:
            self._printed_of, self._printed_cards = pack, list(print_hooks(pack).cards(pack))
        return self._printed_cards

    def kind(self) -> str:
        return self.kind_box.currentData() or ""

    def layout(self):
        """The current kind's layout, or None (the default look)."""
        return self.document.pack.card_layout(self.kind()) if self.kind() else None

    def _groups(self) -> list[tuple[str, str]]:
        """(id, name) of the values of the current kind's colour field, in deck order."""
        seen: dict[str, str] = {}
        for card in self._printed():
            if card.layout_kind == self.kind() and card.group:
                seen.setdefault(card.group, card.group_name)
        return list(seen.items())

    def _sample(self) -> PrintCard:
        card = next((c for c in self._printed() if c.layout_kind == self.kind()), None)
        if card is None:  # no card of the kind in the deck yet: an example
            name = dict((k, n) for n, k in self.kinds()).get(self.kind(), "")
            card = PrintCard("#888888", name, translate("CardLayoutsPanel", "Example"), [translate("CardLayoutsPanel", "A line of detail")])
        return card

    # ------------------------------------------------------------------ showing

    def refresh(self) -> None:
        """Show the document's layouts (the widgets are set quietly: no edit comes of it)."""
        self._quiet = True
        try:
            kinds = self.kinds()
            if [self.kind_box.itemData(i) for i in range(self.kind_box.count())] != [k for _, k in kinds]:
                current = self.kind()
                self.kind_box.clear()
                for name, kind in kinds:
                    self.kind_box.addItem(name, kind)
                self.kind_box.setCurrentIndex(max(0, self.kind_box.findData(current)))
            layout = self.layout()
            self.own.setChecked(layout is not None)
            self._fields.setEnabled(layout is not None)
            from content.models.common import CardLayout

            shown = layout if layout is not None else CardLayout(kind=self.kind() or "x")
            self.width_box.setValue(shown.width_mm)
            self.height_box.setValue(shown.height_mm)
            self.radius_box.setValue(shown.radius_mm)
            for edit, value in ((self.colour_edit, shown.colour or ""),
                                (self.back_colour_edit, shown.back_colour or ""),
                                (self.icon_edit, shown.icon),
                                (self.back_text_edit, shown.back_text or "")):
                if edit.text() != value and not (edit.hasFocus() and self.message.text()):
                    edit.setText(value)
            self.title_box.setCurrentIndex(max(0, self.title_box.findData(shown.title)))
            self.text_box.setChecked(shown.text)
            self._show_image(layout)
            groups = self._groups()
            self.colours.setRowCount(len(groups))
            for row, (gid, name) in enumerate(groups):
                item = QTableWidgetItem(name)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                item.setData(Qt.ItemDataRole.UserRole, gid)
                self.colours.setItem(row, 0, item)
                value = shown.colours.get(gid, "")
                cell = QTableWidgetItem(value)
                if value:
                    cell.setBackground(QColor(value))
                    cell.setForeground(QColor("white" if QColor(value).lightness() < 140 else "black"))
                self.colours.setItem(row, 1, cell)
            from app.render import _game_title

            pack = self.document.pack
            self.preview.show_card(self._sample(), layout, _game_title(pack.game), pack.name)
            if self._scene_of is not pack and self.isVisible():
                self._scene_timer.start()
        finally:
            self._quiet = False

    def _show_image(self, layout) -> None:
        """The picture's buttons, fit and a line saying what the picture is."""
        has = layout is not None and layout.image is not None
        self.remove_image_button.setEnabled(has)
        self.fit_box.setEnabled(has)
        self.fit_box.setCurrentIndex(max(0, self.fit_box.findData(layout.image_fit if layout is not None else "contain")))
        if not has:
            self.image_info.setText(translate("CardLayoutsPanel", "No image (the card's colour swatch)"))
            return
        picture = picture_of(layout)
        size = len(layout.image.partition(",")[2]) * 3 // 4
        media = layout.image[:20].lower()
        kind = "JPEG" if media.startswith("data:image/jpeg") else "SVG" if media.startswith("data:image/svg") else "PNG"
        if picture is None:
            self.image_info.setText(translate("CardLayoutsPanel", "A {kind} image Qt cannot draw ({size} KB)").format(kind=kind, size=max(1, round(size / 1024))))
        else:
            shape = picture_size(picture)
            self.image_info.setText(translate("CardLayoutsPanel", "{kind}, {width} × {height} px, {size} KB").format(
                kind=kind, width=round(shape.width()), height=round(shape.height()), size=max(1, round(size / 1024))))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._scene_of is not self.document.pack:
            self._scene_timer.start()

    def _build_scene(self) -> None:
        """The board scene for the preview's map inset, set up as the print draws it."""
        from app.render import _prepare, board_rect, board_scene, print_hooks

        pack = self.document.pack
        if not self.isVisible():
            return  # built when the panel shows
        self._scene_of = pack
        if not print_hooks(pack).cards_show_map:
            return
        scene = board_scene(pack)
        _prepare(scene, INSET_ZOOM, board_rect(scene))
        self.preview.scene = scene
        self.preview.update()

    # ------------------------------------------------------------------ editing

    def _push(self, layout, label: str, field: str | None) -> None:
        self.message.setText("")
        self.document.push(SetCardLayoutCommand(self.document, self.kind(), layout, label, field))

    def _on_own_toggled(self, on: bool) -> None:
        if self._quiet or not self.kind():
            return
        from content.models.common import CardLayout

        name = self.kind_box.currentText()
        if on:
            self._push(CardLayout(kind=self.kind()), translate("CardLayoutsPanel", "Own card layout ({cards})").format(cards=name), None)
        else:
            self._push(None, translate("CardLayoutsPanel", "Default card look ({cards})").format(cards=name), None)

    def _refuse(self, text: str) -> None:
        self.message.setText(text)
        self.status_message.emit(text)

    def _on_image_clicked(self) -> None:
        """Ask for a PNG, JPEG or SVG file and put it in the layout (one undo step), or say why not."""
        layout = self.layout()
        if layout is None:
            return
        path, _filter = QFileDialog.getOpenFileName(
            self, translate("CardLayoutsPanel", "Card Image"), "",
            translate("CardLayoutsPanel", "Images (*.png *.jpg *.jpeg *.svg);;All files (*)"))
        if not path:
            return
        name = os.path.basename(path)
        try:
            size = os.path.getsize(path)
        except OSError as e:
            self._refuse(translate("CardLayoutsPanel", "“{file}” cannot be read: {why}").format(file=name, why=e.strerror or e))
            return
        limit = MAX_CARD_IMAGE_BYTES // 1024
        if size > MAX_CARD_IMAGE_BYTES:
            self._refuse(translate("CardLayoutsPanel", "“{file}” is {size} KB: a card image may be at most {limit} KB. Make it smaller (fewer pixels, or JPEG) and try again.").format(
                file=name, size=round(size / 1024), limit=limit))
            return
        try:
            data = read_file(path, MAX_CARD_IMAGE_BYTES)
        except ReadError as e:
            self._refuse(translate("CardLayoutsPanel", "“{file}” cannot be read: {why}").format(file=name, why=e.reason))
            return
        picture = decode_picture(data) if image_kind(data) in CARD_IMAGE_KINDS else None
        if picture is None:
            self._refuse(translate("CardLayoutsPanel", "“{file}” is not a PNG, JPEG or SVG image.").format(file=name))
            return
        shape = picture_size(picture)
        cards = self.kind_box.currentText()
        self._push(layout.model_copy(update={"image": image_data_url(data)}),
                   translate("CardLayoutsPanel", "Set card image ({cards})").format(cards=cards), None)
        self.status_message.emit(translate("CardLayoutsPanel", "The {cards} cards show “{file}” ({width} × {height} px, {size} KB).").format(
            cards=cards, file=name, width=round(shape.width()), height=round(shape.height()), size=max(1, round(size / 1024))))

    def _on_remove_image_clicked(self) -> None:
        layout = self.layout()
        if layout is None or layout.image is None:
            return
        cards = self.kind_box.currentText()
        self._push(layout.model_copy(update={"image": None}),
                   translate("CardLayoutsPanel", "Remove card image ({cards})").format(cards=cards), None)
        self.status_message.emit(translate("CardLayoutsPanel", "The {cards} cards show no image.").format(cards=cards))

    def _label(self, field: str) -> str:
        texts = {
            "width_mm": translate("CardLayoutsPanel", "Set card width"),
            "height_mm": translate("CardLayoutsPanel", "Set card height"),
            "radius_mm": translate("CardLayoutsPanel", "Set corner radius"),
            "colour": translate("CardLayoutsPanel", "Set card colour"),
            "colours": translate("CardLayoutsPanel", "Set colour by field"),
            "title": translate("CardLayoutsPanel", "Set card title"),
            "text": translate("CardLayoutsPanel", "Show or hide card text"),
            "icon": translate("CardLayoutsPanel", "Set corner symbol"),
            "back_colour": translate("CardLayoutsPanel", "Set back colour"),
            "back_text": translate("CardLayoutsPanel", "Set back text"),
            "image_fit": translate("CardLayoutsPanel", "Set image fit"),
        }
        return translate("CardLayoutsPanel", "{edit} ({cards})").format(edit=texts[field], cards=self.kind_box.currentText())

    def _set(self, field: str, value) -> None:
        layout = self.layout()
        if self._quiet or layout is None or getattr(layout, field) == value:
            return
        self._push(layout.model_copy(update={field: value}), self._label(field), field)

    def _set_colour(self, field: str, text: str) -> None:
        text = text.strip()
        if text and not _is_colour(text):
            self.message.setText(translate("CardLayoutsPanel", "“{text}” is not a colour: write it as #rrggbb (#27394d).").format(text=text))
            return
        self._set(field, text or None)

    def _on_colour_cell_changed(self, row: int, column: int) -> None:
        layout = self.layout()
        if self._quiet or layout is None or column != 1:
            return
        gid = self.colours.item(row, 0).data(Qt.ItemDataRole.UserRole)
        text = self.colours.item(row, 1).text().strip()
        if text and not _is_colour(text):
            self.message.setText(translate("CardLayoutsPanel", "“{text}” is not a colour: write it as #rrggbb (#27394d).").format(text=text))
            self.refresh()
            return
        colours = dict(layout.colours)
        if text:
            colours[gid] = text
        else:
            colours.pop(gid, None)
        self._set("colours", colours)
