"""Pictures of a pack's board (PNG, SVG), drawn from the board scenes; the print-and-play PDF is
``app.print_and_play``, drawn from the same scenes.

Every picture is the board scene of ``app/boards`` (the one the editors and the playtest show)
painted with ``scene.render(painter, target, source)``: there is no second drawing of a board.

Sizes: at *print size* a scene unit is 1/96 inch (a "logical pixel"), so a Trails hex is about
2 cm across. A PNG at ``dpi`` D has D/96 pixels per scene unit (the image's device pixel ratio,
so markers, names and lines sized in pixels grow with it); an SVG is at print size; the PDF
prints the board at print size when it fits on ``MAX_SHEETS`` sheets, smaller when not, tiled
over sheets that overlap by ``OVERLAP_MM``.

``python -m app.render`` runs these headless for the ``boardcraft`` CLI, whose own process
never imports Qt::

    python -m app.render png PACK -o OUT.png [--board N] [--dpi D] [--max-side PX]
    python -m app.render svg PACK -o OUT.svg [--board N]
    python -m app.render pdf PACK -o OUT.pdf [--paper a4|letter]

Exit status: 0 written, 1 the pack or options are refused, 2 the pack cannot be read.
"""

from __future__ import annotations

import gc
import math
import os
import queue
import struct
import sys
import zlib
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
)

from app.i18n import translate

#: Logical pixels (scene units at print size) per inch.
LOGICAL_DPI = 96.0
#: Device pixels a pixel of the items drawn as pixmaps on screen (a Journey country's disc
#: and name) in a picture drawn as pixels at 288 dots an inch. Prints and SVGs need none: there
#: the items draw themselves as shapes and text (``app.boards.base.paints_vectors``).
PRINT_SHARPNESS = 3.0
#: Background of a board picture.
BACKGROUND = QColor("#ffffff")
#: Largest PNG drawn in one piece; larger ones are drawn and written in bands of rows.
_BAND_PIXELS = 1_000_000


def ensure_app():
    """The QApplication, created (offscreen when there is no display) if there is none."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        if sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        ):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(sys.argv[:1])
    return app


# --- the board ---------------------------------------------------------------------------


def print_hooks(pack):
    """The print hooks of ``pack``'s game (``app.plugins.PrintHooks``)."""
    from app.plugins import app_part

    return app_part(pack.game, "print_hooks")


def _game_title(game_id: str) -> str:
    from app.plugins import game_title

    return game_title(game_id)


def board_count(pack) -> int:
    """How many boards the pack has (a game with several, one per player count, says so in its
    print hooks; others have one)."""
    return print_hooks(pack).board_count(pack)


def board_scene(pack, board: int = 0):
    """The board scene of ``pack`` (for Trails: board ``board``), built without an editor.

    Raises:
        IndexError: a Trails pack has no board ``board``.
    """
    from app.plugins import app_game, app_part

    ensure_app()
    scene = app_part(pack.game, "scene")
    if app_game(pack.game).several_boards:
        count = board_count(pack)
        if not 0 <= board < max(1, count):
            raise IndexError(f"the pack has {count} board(s); there is no board {board}")
        return scene(pack, board_index=board)
    return scene(pack)


def _prepare(scene, zoom: float, rect: QRectF, sharpness: float = 1.0) -> None:
    """Set the scene up for drawing ``rect`` at ``zoom`` (pixels per scene unit): items sized
    in pixels and the names placed for that view, as the editor would show them; items drawn
    as pixmaps get ``sharpness`` device pixels a pixel (a print's resolution)."""
    from PySide6.QtWidgets import QGraphicsView

    from app.boards.base import BoardScene

    scene.set_view_zoom(zoom)
    scene.drop_item_caches()  # vectors in a PDF or an SVG, not the screen's pixmaps
    if sharpness != 1.0:
        for item in scene.items():
            if hasattr(item, "set_pixmap_ratio"):
                item.set_pixmap_ratio(sharpness)
    if type(scene).place_labels is BoardScene.place_labels:
        return  # a board without names (Trails): no view to build (its backing store is big)

    # Names are placed in view pixels: a view of the whole picture, never shown on screen.
    view = QGraphicsView(scene)
    view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setSceneRect(rect)
    view.scale(zoom, zoom)
    view.resize(max(1, round(rect.width() * zoom)), max(1, round(rect.height() * zoom)))
    view.show()
    try:
        scene.place_labels(view)
    finally:
        view.hide()
        view.setScene(None)
        view.deleteLater()


def board_rect(scene) -> QRectF:
    """The part of the scene a picture shows: the board with a small margin (2 % of its
    longer side, at most 24 scene units)."""
    r = scene.map_rect()
    m = min(24.0, max(r.width(), r.height()) * 0.02)
    return r.adjusted(-m, -m, m, m)


def _paint(scene, painter: QPainter, target: QRectF, source: QRectF) -> None:
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)


def image_size(scene, dpi: float) -> tuple[int, int]:
    """The pixel size of the PNG of ``scene`` at ``dpi``."""
    r = board_rect(scene)
    k = dpi / LOGICAL_DPI
    return max(1, math.ceil(r.width() * k)), max(1, math.ceil(r.height() * k))


def render_image(scene, source: QRectF, zoom: float = 1.0, ratio: float = 1.0,
                 size: tuple[int, int] | None = None) -> QImage:
    """``source`` (scene units) as an opaque image on a white background.

    The board is drawn as a view at ``zoom`` (logical pixels per scene unit) would show it,
    on an image of device pixel ratio ``ratio``: a PNG at ``dpi`` is ``zoom=1`` (print size)
    with ``ratio=dpi/96``, so names, markers and lines sized in pixels scale with the board.
    ``size`` (device pixels) defaults to what the source needs.
    """
    k = zoom * ratio
    w, h = size or (max(1, math.ceil(source.width() * k)), max(1, math.ceil(source.height() * k)))
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(BACKGROUND)
    image.setDevicePixelRatio(ratio)
    dpm = round(LOGICAL_DPI * ratio / 0.0254)
    image.setDotsPerMeterX(dpm)
    image.setDotsPerMeterY(dpm)
    painter = QPainter(image)
    _paint(scene, painter, QRectF(0, 0, w / ratio, h / ratio),
           QRectF(source.left(), source.top(), w / k, h / k))
    painter.end()
    return image


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


try:  # Intel's ISA-L deflate: at level 1 five times zlib's speed, and smaller files
    from isal import isal_zlib as _DEFLATE

    _DEFLATE_MAX_LEVEL = 3
except ImportError:  # a platform without its wheel: the standard library's zlib
    _DEFLATE = zlib
    _DEFLATE_MAX_LEVEL = 9

_ADLER_BASE = 65521


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings one after the other, from each one's checksum and the
    second's length (zlib's ``adler32_combine``, which Python's zlib does not offer).

    Adler-32 is ``A = 1 + sum of bytes`` and ``B = sum of the running A``s, both mod 65521:
    the second string's running ``A``s all start ``A1 - 1`` higher.
    """
    a1, b1 = first & 0xFFFF, first >> 16
    a2, b2 = second & 0xFFFF, second >> 16
    a = (a1 + a2 - 1) % _ADLER_BASE
    b = (b1 + b2 + second_length * (a1 - 1)) % _ADLER_BASE
    return (b << 16) | a


def _encode_band(image: QImage, rows: int, last: bool, level: int,
                 release) -> tuple[bytes, int, int]:
    """One band's PNG rows, deflated on their own: (raw deflate data, Adler-32, length).

    The band image is handed back (``release``) as soon as its pixels are copied. Every band
    ends on a byte boundary (a sync flush) and only the last ends the stream, so the bands'
    data written one after the other are one deflate stream (as ``pigz`` makes its own).
    """
    try:
        rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    finally:
        release(image)
    stride, row = rgb.bytesPerLine(), 3 * rgb.width()
    raw = memoryview(rgb.constBits()).cast("B")
    # Each PNG row is its filter type (0, none) and then its pixels.
    lines = b"".join(part for i in range(rows)
                     for part in (b"\0", raw[i * stride:i * stride + row]))
    del raw, rgb
    lib = _DEFLATE
    deflate = lib.compressobj(min(level, _DEFLATE_MAX_LEVEL), lib.DEFLATED, -15)
    data = deflate.compress(lines) + deflate.flush(lib.Z_FINISH if last else lib.Z_SYNC_FLUSH)
    return data, lib.adler32(lines), len(lines)


def write_png(scene, path: str | os.PathLike, dpi: float = LOGICAL_DPI, level: int = 1) -> tuple[int, int]:
    """Write the board's PNG at ``dpi`` to ``path``; returns its size in pixels.

    A picture of up to ``_BAND_PIXELS`` pixels is one QImage saved by Qt. A larger one is
    drawn in bands of rows, and each band is deflated on its own (ISA-L's deflate, else zlib's,
    at ``level``: 1 is the fastest, and only about a fifth larger than 6 on a board) by a pool
    of threads, one a core, while the next bands are drawn. Qt's painting holds the
    interpreter lock most of its time; the deflate does not. A few band images take turns,
    so memory stays at a few bands whatever the size.
    """
    rect = board_rect(scene)
    k = dpi / LOGICAL_DPI
    w, h = image_size(scene, dpi)
    _prepare(scene, 1.0, rect, min(4.0, max(1.0, math.ceil(k))))
    if w * h <= _BAND_PIXELS:
        image = render_image(scene, rect, 1.0, k, (w, h))
        if not image.save(str(path), "PNG"):
            raise OSError(f"cannot write {path}")
        return w, h
    band = max(1, _BAND_PIXELS // w)
    workers = max(1, min(4, os.cpu_count() or 1))
    tmp = Path(f"{path}.part")
    # Drawn in RGB32 (the raster engine's fast format), written as 8-bit RGB rows.
    free: queue.Queue = queue.Queue()
    for _ in range(workers + 2):
        image = QImage(w, band, QImage.Format.Format_RGB32)
        image.setDevicePixelRatio(k)
        free.put(image)
    pending: deque = deque()
    adler = 1
    with open(tmp, "wb") as f, ThreadPoolExecutor(workers, thread_name_prefix="png") as pool:

        def write_done(wait: bool) -> None:
            nonlocal adler
            while pending and (wait or pending[0].done()):
                data, checksum, length = pending.popleft().result()
                adler = adler32_combine(adler, checksum, length)
                f.write(_png_chunk(b"IDAT", data))

        try:
            f.write(b"\x89PNG\r\n\x1a\n")
            f.write(_png_chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
            ppm = round(dpi / 0.0254)
            f.write(_png_chunk(b"pHYs", struct.pack(">IIB", ppm, ppm, 1)))
            f.write(_png_chunk(b"IDAT", b"\x78\x01"))  # the zlib header: deflate, 32 KiB window
            starts = range(0, h, band)
            for y0 in starts:
                image = free.get()  # a band image no thread is reading
                image.fill(BACKGROUND)
                painter = QPainter(image)
                source = QRectF(rect.left(), rect.top() + y0 / k, w / k, band / k)
                _paint(scene, painter, QRectF(0, 0, w / k, band / k), source)
                painter.end()
                pending.append(pool.submit(_encode_band, image, min(band, h - y0),
                                           y0 == starts[-1], level, free.put))
                write_done(wait=False)
            write_done(wait=True)
            f.write(_png_chunk(b"IDAT", struct.pack(">I", adler)))
            f.write(_png_chunk(b"IEND", b""))
        except BaseException:
            for future in pending:
                future.cancel()
            f.close()
            tmp.unlink(missing_ok=True)
            raise
    os.replace(tmp, path)
    return w, h


def preview_board(pack) -> int:
    """The board a pack's preview shows: for Trails the one of the most hexes (the first of
    them), the board of the most players as a rule; 0 for the other games' one board."""
    boards = getattr(pack, "boards", None) or []
    return max(range(len(boards)), key=lambda i: len(boards[i].hexes), default=0)


def png_bytes(pack, board: int | None = None, max_side: int = 1024) -> bytes:
    """A PNG of the board (default :func:`preview_board`) whose longer side is at most
    ``max_side`` pixels: a pack's preview."""
    scene = board_scene(pack, preview_board(pack) if board is None else board)
    rect = board_rect(scene)
    # As the editor shows a board fitted to its window: markers and names at screen size.
    zoom = min(2.0, max_side / max(rect.width(), rect.height(), 1.0))
    _prepare(scene, zoom, rect)
    image = render_image(scene, rect, zoom)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data())


def write_svg(scene, path: str | os.PathLike, title: str = "") -> tuple[int, int]:
    """Write the board as SVG at print size to ``path``; returns its size in logical pixels."""
    from PySide6.QtSvg import QSvgGenerator

    rect = board_rect(scene)
    _prepare(scene, 1.0, rect)  # vectors and text: no pixmaps to sharpen
    w, h = math.ceil(rect.width()), math.ceil(rect.height())
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(QSizeF(w, h).toSize())
    generator.setViewBox(QRectF(0, 0, w, h))
    generator.setResolution(round(LOGICAL_DPI))
    generator.setTitle(title)
    generator.setDescription(translate("render", "Drawn by Boardcraft Studio"))
    painter = QPainter(generator)
    painter.fillRect(QRectF(0, 0, w, h), BACKGROUND)
    _paint(scene, painter, QRectF(0, 0, w, h), rect)
    painter.end()
    return w, h


# --- the child process of the headless CLI ---------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    """``python -m app.render png|svg|pdf PACK -o OUT [...]`` (see the module docstring)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m app.render")
    parser.add_argument("kind", choices=("png", "svg", "pdf", "preview"))
    parser.add_argument("pack")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--board", type=int, default=None,
                        help="the board (Trails; default: the first for png/svg, the largest "
                             "for the preview)")
    parser.add_argument("--dpi", type=float, default=LOGICAL_DPI)
    parser.add_argument("--max-side", type=int, default=1024)
    parser.add_argument("--paper", default="a4", choices=("a4", "letter"))
    args = parser.parse_args(argv)
    # A short-lived process: collecting garbage while a board's items are built costs time
    # (about a tenth of a 10,000-hex render) and frees nothing it would still need.
    gc.disable()
    import content
    from content.errors import printable

    try:
        pack = content.load_pack(args.pack)
    except content.PackError as e:
        print(str(e), file=sys.stderr)
        return 2 if e.unreadable else 1
    from content.io import save_target

    try:
        save_target(args.output)  # a pipe would block the writer: refused before drawing
    except OSError as e:
        print(f"{printable(args.output)}: cannot write: {e.strerror or e}", file=sys.stderr)
        return 1
    try:
        ensure_app()
        if args.kind == "pdf":
            from app.print_and_play import print_pdf

            print_pdf(pack, args.output, args.paper)
        elif args.kind == "preview":
            Path(args.output).write_bytes(png_bytes(pack, args.board, args.max_side))
        else:
            if not 0 < args.dpi <= 2400:
                print(f"--dpi must be above 0 and at most 2400, not {args.dpi:g}", file=sys.stderr)
                return 1
            scene = board_scene(pack, args.board or 0)
            if args.kind == "png":
                write_png(scene, args.output, args.dpi)
            else:
                write_svg(scene, args.output, pack.name)
    except IndexError as e:
        print(f"{printable(args.pack)}: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"{printable(args.output)}: cannot write: {e.strerror or e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    status = main()
    # The output is written: end without tearing down the scene's items one by one.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)
