"""Images a pack carries or names, told apart by their bytes (never by a file name).

A card layout's picture travels inside the pack's JSON as a ``data:`` URL (``data:image/png;
base64,…``, ``image/jpeg`` or ``image/svg+xml``), so a pack stays one self-contained document;
:func:`card_image_problem` says what is wrong with one (the model's validator uses it) and
:func:`image_data_url` / :func:`data_url_bytes` go between bytes and the URL. Pure Python: the
studio decodes and draws the pictures with Qt.
"""

from __future__ import annotations

import base64
import binascii

#: The largest card image a layout carries, in bytes (of the image file, before base64).
MAX_CARD_IMAGE_BYTES = 512 * 1024

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_JPEG_SIGNATURE = b"\xff\xd8\xff"
#: The media type of a data URL by the image kind ``image_kind`` names.
_MEDIA_TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".svg": "image/svg+xml"}
#: The image kinds a card layout's picture may be.
CARD_IMAGE_KINDS = (".png", ".jpg", ".svg")
_NAMES = {".png": "PNG", ".jpg": "JPEG", ".svg": "SVG"}


def image_kind(data: bytes) -> str | None:
    """``".png"``, ``".jpg"`` or ``".svg"`` by what the bytes are, or None for none of them."""
    if data.startswith(_PNG_SIGNATURE):
        return ".png"
    if data.startswith(_JPEG_SIGNATURE):
        return ".jpg"
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"<") and b"<svg" in data[:65536]:
        return ".svg"
    return None


def _kilobytes(size: int) -> str:
    return f"{size / 1024:,.0f} KB"


def image_data_url(data: bytes) -> str:
    """The ``data:`` URL of a card image's bytes (its media type from its signature).

    Raises:
        ValueError: the bytes are not a PNG, JPEG or SVG image, or larger than
            ``MAX_CARD_IMAGE_BYTES``; the message says which (a sentence to follow a name).
    """
    kind = image_kind(data)
    if kind not in CARD_IMAGE_KINDS:
        raise ValueError("is not a PNG, JPEG or SVG image")
    if len(data) > MAX_CARD_IMAGE_BYTES:
        raise ValueError(f"is {_kilobytes(len(data))}; a card image may be at most "
                         f"{_kilobytes(MAX_CARD_IMAGE_BYTES)}")
    return f"data:{_MEDIA_TYPES[kind]};base64,{base64.b64encode(data).decode('ascii')}"


def data_url_bytes(url: str) -> bytes:
    """The image bytes of a card image's ``data:`` URL (one :func:`card_image_problem` passed)."""
    return base64.b64decode(url.partition(",")[2])


def card_image_problem(url: str) -> str | None:
    """What is wrong with a card image's ``data:`` URL, or None when it is a well-formed
    ``data:image/png;base64,…``, ``data:image/jpeg;base64,…`` or ``data:image/svg+xml;base64,…``
    URL of at most
    ``MAX_CARD_IMAGE_BYTES`` whose bytes are the image its media type says.

    The message follows "the image" in a sentence ("is not well-formed base64…").
    """
    header, comma, payload = url.partition(",")
    kinds = {f"data:{_MEDIA_TYPES[k]};base64": k for k in CARD_IMAGE_KINDS}
    if not comma or header.lower() not in kinds:
        shown = header[:40] + ("…" if len(header) > 40 else "")
        return (f"must be a data URL starting data:image/png;base64, data:image/jpeg;base64, "
                f"or data:image/svg+xml;base64, (it starts '{shown}')")
    # Four base64 characters hold three bytes: too large is told before decoding.
    size = len(payload) * 3 // 4
    if size > MAX_CARD_IMAGE_BYTES + 2:
        return (f"is {_kilobytes(size)}; a card image may be at most "
                f"{_kilobytes(MAX_CARD_IMAGE_BYTES)}")
    try:
        data = base64.b64decode(payload, validate=True)
    except (binascii.Error, ValueError):
        return "is not well-formed base64 (the text after the comma)"
    if len(data) > MAX_CARD_IMAGE_BYTES:
        return (f"is {_kilobytes(len(data))}; a card image may be at most "
                f"{_kilobytes(MAX_CARD_IMAGE_BYTES)}")
    want = kinds[header.lower()]
    if image_kind(data) != want:
        name = _NAMES[want]
        article = "an" if name == "SVG" else "a"
        return f"is not {article} {name} image (the bytes are not {article} {name} file's)"
    return None
