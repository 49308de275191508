"""Content pack files (``.bcpack``): a zip of the pack, its preview and its print-and-play PDF.

A ``.bcpack`` holds, at its top level and nowhere else:

- ``manifest.json``: what the file is (see ``MANIFEST_KEYS``) and the sha256 and size of
  every other member;
- ``pack.json``: the pack, exactly as ``content.dumps_pack`` writes it;
- ``preview.png``: a picture of the board;
- ``print.pdf`` (optional): the print-and-play sheets;
- ``board-image.png``, ``.jpg`` or ``.svg`` (optional): the picture under the board
  (``board_image``), when the pack has one; ``pack.json`` then names it by that member name,
  never by a path of the machine that exported it.

Reading checks everything before anything is used: ``read_packfile`` refuses, with a
``PackfileError`` naming the file and each problem, a member path that is absolute or climbs
out (``..``), a symbolic link, a duplicate name (also one differing only in case), a folder or
any member the manifest does not list (or a listed one that is missing), an encrypted member,
a total uncompressed size or a compression ratio over the caps (with the figures), a checksum
or size mismatch, a manifest format version this program does not know, a manifest that
disagrees with the pack, and a pack that fails to load (its ``PackError`` problems). It reads
at most ``MAX_FILE_BYTES`` from disk and never inflates more than the manifest declared.

Pure Python: the images arrive and leave as bytes (the studio draws them with Qt).

Formats plug in behind one interface (style guide §3): ``FORMATS`` maps a file suffix to a
``PackFormat`` with ``read(path) -> PackRead`` and ``write(path, pack, preview_png=None,
pdf=None) -> Path``; ``format_for(path)`` picks one.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import stat
import zipfile
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from content.errors import JSONError, PackError, ReadError, printable
from content.images import image_kind
from content.io import (
    MAX_PACK_BYTES,
    dumps_pack,
    load_pack,
    loads_pack,
    parse_json,
    read_file,
    save_pack,
    write_atomic,
)

#: The manifest format this program writes and the only one it reads.
FORMAT_VERSION = 1
#: The value of the manifest's ``format`` key.
FORMAT_NAME = "boardcraft-pack"
MANIFEST = "manifest.json"
PACK_MEMBER = "pack.json"
PREVIEW_MEMBER = "preview.png"
PRINT_MEMBER = "print.pdf"
#: The board image's member, by the suffix of the image file (lower case).
IMAGE_MEMBERS = {".png": "board-image.png", ".jpg": "board-image.jpg",
                 ".jpeg": "board-image.jpg", ".svg": "board-image.svg"}
#: Largest board image exported or imported, in bytes.
MAX_IMAGE_BYTES = 64 * 1024 * 1024
#: Members other than the manifest, and whether each must be there.
MEMBERS = {PACK_MEMBER: True, PREVIEW_MEMBER: True, PRINT_MEMBER: False,
           **dict.fromkeys(IMAGE_MEMBERS.values(), False)}
#: The manifest's keys, in the order they are written.
MANIFEST_KEYS = ("format", "format_version", "id", "name", "version", "author", "description",
                 "game", "schema_version", "created", "members")

#: Largest .bcpack file read from disk, in bytes.
MAX_FILE_BYTES = 256 * 1024 * 1024
#: Largest total of the members' uncompressed sizes, in bytes.
MAX_TOTAL_BYTES = 256 * 1024 * 1024
#: Largest uncompressed size of the manifest, in bytes.
MAX_MANIFEST_BYTES = 1024 * 1024
#: Largest ratio of a member's uncompressed to compressed size (a pack's JSON deflates about
#: 10 to 40 times; zip bombs reach thousands).
MAX_RATIO = 200
#: Most members a file may hold (five are needed at most).
MAX_MEMBERS = 16
#: Members smaller than this (uncompressed) are not held to ``MAX_RATIO``.
_RATIO_FLOOR = 64 * 1024
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_PDF_SIGNATURE = b"%PDF-"


class PackfileError(PackError):
    """A ``.bcpack`` file refused: ``str(err)`` names the file and lists every problem.

    ``problems`` holds (member or manifest key, message) pairs; ``unreadable`` is True when
    the file itself could not be read (missing, a folder, too large, no permission).
    """


@dataclass(frozen=True)
class PackRead:
    """What reading a pack file gave.

    Attributes:
        pack: the pack model.
        manifest: the manifest (a dict), or None for a format that has none (plain JSON).
        preview_png: the bytes of ``preview.png``, or None.
        pdf: the bytes of ``print.pdf``, or None.
        board_image: the bytes of the board image member, or None; ``pack.board_image.path``
            is then its member name (e.g. ``board-image.png``).
    """

    pack: object
    manifest: dict | None = None
    preview_png: bytes | None = None
    pdf: bytes | None = None
    board_image: bytes | None = None


def board_image_member(pack) -> tuple[object, str, bytes] | None:
    """The board image of ``pack`` as a member: (the pack naming it by its member name, the
    member name, its bytes), or None when the pack has no board image.

    Raises:
        PackfileError: the image file cannot be read, is too large, or is not the PNG, JPEG
            or SVG its name says.
    """
    image = getattr(pack, "board_image", None)
    if image is None:
        return None
    where = printable(image.path)
    suffix = Path(image.path).suffix.lower()
    hint = "put the file back, or remove the board image (File > Board Image...)"
    if suffix not in IMAGE_MEMBERS:
        raise PackfileError(where, [("board_image.path", f"the board image {where} is not a PNG, "
                                                         f"JPEG or SVG file name; {hint}")])
    try:
        data = read_file(image.path, MAX_IMAGE_BYTES)
    except ReadError as e:
        raise PackfileError(where, [("board_image.path",
                                     f"the board image {where}: {e.reason}; {hint}")]) from None
    if image_kind(data) != IMAGE_MEMBERS[suffix][-4:]:
        raise PackfileError(where, [("board_image.path",
                                     f"the board image {where} is not the {suffix[1:].upper()} "
                                     f"image its name says; {hint}")])
    name = IMAGE_MEMBERS[suffix]
    named = pack.model_copy(update={"board_image": image.model_copy(update={"path": name})})
    return named, name, data


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build_manifest(pack, members: Mapping[str, bytes], created: datetime | None = None) -> dict:
    """The manifest of a pack file holding ``members`` (name -> bytes) for ``pack``."""
    when = (created or datetime.now(UTC)).astimezone(UTC).replace(microsecond=0)
    return {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "id": pack.id,
        "name": pack.name,
        "version": pack.version,
        "author": pack.author,
        "description": pack.description,
        "game": pack.game,
        "schema_version": pack.schema_version,
        "created": when.isoformat().replace("+00:00", "Z"),
        "members": {name: {"sha256": _sha256(data), "bytes": len(data)}
                    for name, data in members.items()},
    }


def packfile_bytes(pack, preview_png: bytes, pdf: bytes | None = None,
                   created: datetime | None = None) -> bytes:
    """The bytes of a ``.bcpack`` of ``pack`` with these images (see ``write_packfile``);
    the pack's board image, if any, is read from its file and stored as a member."""
    if not preview_png.startswith(_PNG_SIGNATURE):
        raise ValueError("preview_png is not a PNG image")
    if pdf is not None and not pdf.startswith(_PDF_SIGNATURE):
        raise ValueError("pdf is not a PDF document")
    image = board_image_member(pack)
    if image is not None:
        pack = image[0]
    members = {PACK_MEMBER: dumps_pack(pack).encode("utf-8"), PREVIEW_MEMBER: preview_png}
    if pdf is not None:
        members[PRINT_MEMBER] = pdf
    if image is not None:
        members[image[1]] = image[2]
    manifest = build_manifest(pack, members, created)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        entries = {MANIFEST: (json.dumps(manifest, indent=2, ensure_ascii=False) + "\n").encode()}
        entries.update(members)
        for name, data in entries.items():
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (stat.S_IFREG | 0o644) << 16
            # Images are already compressed: storing them keeps their ratio honest and is faster.
            info.compress_type = zipfile.ZIP_STORED if name != PACK_MEMBER and name != MANIFEST \
                else zipfile.ZIP_DEFLATED
            zf.writestr(info, data)
    return buffer.getvalue()


def write_packfile(path: str | os.PathLike, pack, preview_png: bytes, pdf: bytes | None = None,
                   created: datetime | None = None) -> Path:
    """Write ``pack`` as a ``.bcpack`` at ``path``, atomically (``content.io.write_atomic``).

    Args:
        path: the file to write (replaced whole, or left as it was if writing fails).
        pack: the pack model; ``pack.json`` is ``dumps_pack(pack)``.
        preview_png: the PNG bytes of the board's picture.
        pdf: the print-and-play PDF bytes, or None for none.
        created: the time written in the manifest (default: now, UTC).

    The pack's board image (``board_image``), if any, goes in as a member (see the module
    docstring).

    Returns:
        The file written.

    Raises:
        ValueError: ``preview_png`` is not a PNG or ``pdf`` not a PDF.
        PackfileError: the file cannot be written, or the board image cannot be read.
    """
    data = packfile_bytes(pack, preview_png, pdf, created)
    try:
        return write_atomic(path, data)
    except OSError as e:
        raise PackfileError(str(path), [("", f"cannot write: {e.strerror or e}")]) from None


# --- reading --------------------------------------------------------------------------


def _member_path_problem(name: str) -> str | None:
    """What is wrong with a member's path, or None if it is a plain top-level name."""
    if not name:
        return "a member has an empty name"
    if "\x00" in name:
        return "the name holds a NUL character"
    parts = name.replace("\\", "/").split("/")
    if name.startswith(("/", "\\")) or (len(name) > 1 and name[1] == ":"):
        return "an absolute path (members must be relative)"
    if ".." in parts:
        return "the path climbs out of the archive ('..')"
    return None


def _is_symlink(info: zipfile.ZipInfo) -> bool:
    return stat.S_ISLNK(info.external_attr >> 16)


def _check_entries(infos: list[zipfile.ZipInfo]) -> list[tuple[str, str]]:
    """Problems of the archive's entries found without inflating anything."""
    problems: list[tuple[str, str]] = []
    if len(infos) > MAX_MEMBERS:
        problems.append(("", f"the archive has {len(infos)} members (at most {MAX_MEMBERS} "
                             "are accepted)"))
    names = Counter(i.filename for i in infos)
    folded = Counter(i.filename.casefold() for i in infos)
    reported: set[str] = set()
    total = 0
    for info in infos:
        name = info.filename
        shown = printable(name) or "(empty name)"
        bad_path = _member_path_problem(name)
        if bad_path:
            problems.append((shown, bad_path))
        if _is_symlink(info):
            problems.append((shown, "a symbolic link (links are never extracted)"))
        if info.is_dir():
            problems.append((shown, "a folder (a pack file holds only its top-level files)"))
        if info.flag_bits & 0x1:
            problems.append((shown, "an encrypted member"))
        if name not in reported:
            if names[name] > 1:
                problems.append((shown, f"a duplicate name ({names[name]} members are named so)"))
                reported.add(name)
            elif folded[name.casefold()] > 1:
                problems.append((shown, "a duplicate name: another member's name differs only "
                                        "in case"))
                reported.add(name)
        total += info.file_size
        if info.file_size > _RATIO_FLOOR:
            ratio = info.file_size / max(info.compress_size, 1)
            if ratio > MAX_RATIO:
                problems.append((shown, f"compression ratio {ratio:,.0f}:1 is over the cap of "
                                        f"{MAX_RATIO}:1 ({info.file_size:,} bytes from "
                                        f"{info.compress_size:,})"))
    if total > MAX_TOTAL_BYTES:
        problems.append(("", f"total uncompressed size {total:,} bytes is over the cap of "
                             f"{MAX_TOTAL_BYTES:,} bytes"))
    return problems


def _read_member(zf: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int) -> bytes:
    """The bytes of one member: at most ``limit`` (and never past its declared size)."""
    with zf.open(info) as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"larger than {limit:,} bytes")
    return data


def _check_manifest(manifest: object) -> list[tuple[str, str]]:
    """Problems of the manifest's own form (not of what it says about the members)."""
    if not isinstance(manifest, dict):
        return [(MANIFEST, f"the manifest must be a JSON object, not {type(manifest).__name__}")]
    problems: list[tuple[str, str]] = []
    if manifest.get("format") != FORMAT_NAME:
        problems.append((f"{MANIFEST}: format", f"not a Boardcraft pack file (format is "
                                                f"{printable(repr(manifest.get('format')))}, "
                                                f"not '{FORMAT_NAME}')"))
    version = manifest.get("format_version")
    if version != FORMAT_VERSION or type(version) is not int:
        problems.append((f"{MANIFEST}: format_version",
                         f"unknown manifest format version {printable(repr(version))} (this "
                         f"program reads version {FORMAT_VERSION}; a newer Boardcraft Studio "
                         "may read it)"))
    members = manifest.get("members")
    if not isinstance(members, dict):
        problems.append((f"{MANIFEST}: members", "missing, or not an object of member names"))
    else:
        for name, entry in members.items():
            ok = (isinstance(entry, dict) and isinstance(entry.get("sha256"), str)
                  and type(entry.get("bytes")) is int)
            if not ok:
                problems.append((f"{MANIFEST}: members.{printable(name)}",
                                 "each member needs its sha256 (text) and bytes (a number)"))
    for key in ("id", "name", "game"):
        if not isinstance(manifest.get(key), str):
            problems.append((f"{MANIFEST}: {key}", "missing, or not text"))
    return problems


#: The first bytes of a zip archive (a .bcpack is one).
_ZIP_MAGIC = b"PK\x03\x04"


def is_packfile(path: str | os.PathLike) -> bool:
    """True when ``path`` names a ``.bcpack`` (by its suffix) or a file that starts as a zip
    archive does: a file to import, not a pack JSON to open. Never raises (a file that cannot
    be read is not one: its reader says why)."""
    if Path(path).suffix.lower() == ".bcpack":
        return True
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a pipe or a device is never read
            return False
        with open(path, "rb") as f:
            return f.read(len(_ZIP_MAGIC)) == _ZIP_MAGIC
    except (OSError, ValueError):
        return False


def read_packfile(path: str | os.PathLike) -> PackRead:
    """Read and check the ``.bcpack`` at ``path`` (see the module docstring); writes nothing.

    Returns:
        The pack, the manifest, and the preview and PDF bytes.

    Raises:
        PackfileError: naming the file and every problem found; ``unreadable`` is True when
            the file itself could not be read.
    """
    source = printable(str(path))
    try:
        raw = read_file(path, MAX_FILE_BYTES)
    except ReadError as e:
        raise PackfileError(source, [("", e.reason)], unreadable=True) from None
    return read_packfile_bytes(raw, source)


def read_packfile_bytes(raw: bytes, source: str = "<bcpack>") -> PackRead:
    """``read_packfile`` on the bytes of a file (``source`` names it in messages)."""
    try:
        zf = zipfile.ZipFile(io.BytesIO(raw))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, OSError) as e:
        raise PackfileError(source, [("", f"not a pack file: not a zip archive ({e})")]) from None
    with zf:
        infos = zf.infolist()
        problems = _check_entries(infos)
        if problems:  # nothing is inflated from an archive of the wrong shape
            raise PackfileError(source, problems)
        by_name = {i.filename: i for i in infos}
        if MANIFEST not in by_name:
            raise PackfileError(source, [("", f"no {MANIFEST}: not a Boardcraft pack file")])
        try:
            manifest = parse_json(_read_member(zf, by_name[MANIFEST], MAX_MANIFEST_BYTES))
        except JSONError as e:
            raise PackfileError(source, [(MANIFEST, f"not valid JSON: {e}")]) from None
        except (ValueError, zipfile.BadZipFile, OSError, EOFError, NotImplementedError) as e:
            raise PackfileError(source, [(MANIFEST, f"cannot be read: {e}")]) from None
        problems = _check_manifest(manifest)
        if problems:
            raise PackfileError(source, problems)
        listed: dict = manifest["members"]
        for name in by_name:
            if name != MANIFEST and name not in listed:
                problems.append((printable(name), "a member the manifest does not list"))
        for name, required in MEMBERS.items():
            if required and name not in listed:
                problems.append((name, "missing: the manifest does not list it"))
        for name in listed:
            if name not in MEMBERS:
                problems.append((f"{MANIFEST}: members.{printable(name)}",
                                 f"not a member of a pack file (known: {', '.join(MEMBERS)})"))
            elif name not in by_name:
                problems.append((printable(name), "listed in the manifest but not in the archive"))
        if problems:
            raise PackfileError(source, problems)
        data: dict[str, bytes] = {}
        for name in listed:
            info, entry = by_name[name], listed[name]
            if info.file_size != entry["bytes"]:
                problems.append((name, f"size mismatch: the manifest says {entry['bytes']:,} "
                                       f"bytes, the archive {info.file_size:,}"))
                continue
            try:
                blob = _read_member(zf, info, entry["bytes"])
            except (ValueError, zipfile.BadZipFile, OSError, EOFError, NotImplementedError) as e:
                problems.append((name, f"cannot be read: {e}"))
                continue
            digest = _sha256(blob)
            if digest != entry["sha256"].lower():
                problems.append((name, f"checksum mismatch: sha256 is {digest}, the manifest "
                                       f"says {printable(entry['sha256'])}"))
                continue
            data[name] = blob
        if problems:
            raise PackfileError(source, problems)
    if not data[PREVIEW_MEMBER].startswith(_PNG_SIGNATURE):
        problems.append((PREVIEW_MEMBER, "not a PNG image"))
    if PRINT_MEMBER in data and not data[PRINT_MEMBER].startswith(_PDF_SIGNATURE):
        problems.append((PRINT_MEMBER, "not a PDF document"))
    images = [name for name in data if name in IMAGE_MEMBERS.values()]
    if len(images) > 1:
        problems.append((images[1], f"a second board image (the first is {images[0]})"))
    for name in images:
        if image_kind(data[name]) != name[-4:]:
            problems.append((name, f"not a {name[-3:].upper()} image"))
    if len(data[PACK_MEMBER]) > MAX_PACK_BYTES:
        problems.append((PACK_MEMBER, f"too large (at most {MAX_PACK_BYTES:,} bytes are accepted)"))
    if problems:
        raise PackfileError(source, problems)
    try:
        pack = loads_pack(data[PACK_MEMBER], f"{source}: {PACK_MEMBER}")
    except PackError as e:
        raise PackfileError(source, [(f"{PACK_MEMBER}: {w}" if w else PACK_MEMBER, m)
                                     for w, m in e.problems]) from None
    for key in ("id", "game", "name"):
        if manifest[key] != getattr(pack, key):
            problems.append((f"{MANIFEST}: {key}",
                             f"says {printable(repr(manifest[key]))} but {PACK_MEMBER} has "
                             f"{printable(repr(getattr(pack, key)))}"))
    image = getattr(pack, "board_image", None)
    named = image.path if image is not None and image.path in IMAGE_MEMBERS.values() else None
    if images and named != images[0]:
        problems.append((images[0], "the pack's board_image does not name this member "
                                    f"(it names {printable(repr(image.path)) if image else 'none'})"))
    elif named is not None and not images:
        problems.append((f"{PACK_MEMBER}: board_image.path",
                         f"names {named}, which the archive does not hold"))
    if problems:
        raise PackfileError(source, problems)
    return PackRead(pack, manifest, data[PREVIEW_MEMBER], data.get(PRINT_MEMBER),
                    data[images[0]] if images else None)


def check_packfile(path: str | os.PathLike) -> list[tuple[str, str]]:
    """Every problem ``read_packfile`` finds in the file at ``path`` (empty: it would import),
    as (member or manifest key, message) pairs; never raises for a bad file."""
    try:
        read_packfile(path)
    except PackfileError as e:
        return e.problems
    return []


# --- importing into a folder -------------------------------------------------------------


@dataclass(frozen=True)
class ImportPlan:
    """The files an import writes into its folder.

    Attributes:
        pack: where the pack goes (``<id>.json``).
        preview: where the preview goes (``<id>.preview.png``).
        pdf: where the print-and-play PDF goes (``<id>.print.pdf``), or None when there is none.
        image: where the board image goes (``<id>.board-image.png`` or .jpg/.svg), or None.
    """

    pack: Path
    preview: Path
    pdf: Path | None = None
    existing: tuple[Path, ...] = field(default=())
    image: Path | None = None

    def files(self) -> list[Path]:
        return [p for p in (self.pack, self.preview, self.pdf, self.image) if p is not None]


def import_plan(read: PackRead, folder: str | os.PathLike) -> ImportPlan:
    """Where importing ``read`` into ``folder`` would write, and which of those files exist."""
    folder = Path(folder)
    base = read.pack.id
    pack, preview = folder / f"{base}.json", folder / f"{base}.preview.png"
    pdf = folder / f"{base}.print.pdf" if read.pdf is not None else None
    image = None
    if read.board_image is not None:
        image = folder / f"{base}.{read.pack.board_image.path}"
    existing = tuple(p for p in (pack, preview, pdf, image)
                     if p is not None and os.path.lexists(p))
    return ImportPlan(pack, preview, pdf, existing, image)


#: The folder an import writes into before anything is moved into place:
#: ``.bcpack-import-<process id>-<random>`` inside the target folder (the same file system,
#: so each move is a rename); one left by a killed import is removed by the next.
_STAGING = re.compile(r"^\.bcpack-import-(?P<pid>\d+)-[0-9a-f]{8}$")


def _stale_staging(folder: Path) -> None:
    from content.io import _process_alive

    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        match = _STAGING.match(entry.name)
        if match and entry.is_dir(follow_symlinks=False) and not _process_alive(int(match["pid"])):
            shutil.rmtree(entry.path, ignore_errors=True)


def _made_folders(folder: Path) -> list[Path]:
    """Make ``folder`` and its missing parents; the ones made, outermost first."""
    missing = []
    probe = folder.absolute()
    while not probe.exists() and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    folder.mkdir(parents=True, exist_ok=True)
    return list(reversed(missing))


def _unmake(folders: list[Path]) -> None:
    for made in reversed(folders):
        try:
            made.rmdir()  # only while empty: never a file someone else put there
        except OSError:
            break


def import_packfile(path: str | os.PathLike, folder: str | os.PathLike,
                    replace: bool = False, schema_ref=None, create: bool = False) -> ImportPlan:
    """Check the ``.bcpack`` at ``path`` whole, then write its files into ``folder``.

    The pack is written as ``<id>.json`` (with ``schema_ref(game)`` as its ``$schema`` when
    given: the reference a pack saved on this machine gets), the preview as
    ``<id>.preview.png``, the PDF, if any, as ``<id>.print.pdf`` and the board image, if any,
    as ``<id>.board-image.<ext>`` (the pack's ``board_image`` names it).

    All or nothing: every file is written whole into a new hidden folder inside ``folder``
    first (a full disk fails there, and nothing of the import is left), then each is moved into
    place; should a move fail, the files already moved are taken back and the ones they
    replaced restored. A file is written only inside ``folder``: one whose name is a link
    leading outside it, or that is a folder, a pipe or a device, is refused before anything is
    written. Without ``replace``, none of those files may exist.

    Args:
        create: make ``folder`` (and its parents) if missing, only once the file has passed
            every check; a refused or failed import leaves no folder it made.

    Returns:
        The files written.

    Raises:
        PackfileError: the file is refused or unreadable, the folder is not a folder, a file
            exists (without ``replace``), a name leads outside the folder, or writing failed.
    """
    from content.io import _keep_owner_and_mode, dumps_pack, relative_files, save_target

    read = read_packfile(path)
    folder = Path(folder)
    where = printable(str(folder))
    made: list[Path] = []
    if create and not os.path.lexists(folder):
        try:
            made = _made_folders(folder)
        except OSError as e:
            raise PackfileError(where, [("", f"cannot make the folder: {e.strerror or e}")],
                                unreadable=True) from None
    if not folder.is_dir():
        raise PackfileError(where, [("", "not a folder")], unreadable=True)
    try:
        plan = import_plan(read, folder)
        if plan.existing and not replace:
            names = ", ".join(p.name for p in plan.existing)
            raise PackfileError(where, [("", f"already holds {names}: nothing was written "
                                             "(replace them, or import into another folder)")])
        real_folder = Path(os.path.realpath(folder))
        targets: list[tuple[Path, os.stat_result | None]] = []
        for dest in plan.files():
            real = Path(os.path.realpath(dest))
            if real.parent != real_folder:
                raise PackfileError(where, [("", f"{dest.name} is a link to {printable(str(real))}, "
                                                 "outside the folder: nothing was written")])
            try:
                targets.append(save_target(real))
            except OSError as e:
                raise PackfileError(where, [("", f"{dest.name} {e.strerror}: nothing was written")]) \
                    from None
        pack = read.pack
        if schema_ref is not None:
            pack = pack.model_copy(update={"json_schema_ref": schema_ref(pack.game)})
        if plan.image is not None:
            absolute = str((real_folder / plan.image.name).absolute())
            pack = pack.model_copy(update={"board_image": pack.board_image.model_copy(
                update={"path": absolute})})
        data = {plan.pack: dumps_pack(relative_files(pack, real_folder)).encode("utf-8"),
                plan.preview: read.preview_png}
        if plan.pdf is not None:
            data[plan.pdf] = read.pdf
        if plan.image is not None:
            data[plan.image] = read.board_image
        _stale_staging(real_folder)
        _write_all(real_folder, [(real, old, data[dest])
                                 for dest, (real, old) in zip(plan.files(), targets, strict=True)],
                   _keep_owner_and_mode)
    except PackfileError:
        _unmake(made)
        raise
    except OSError as e:
        _unmake(made)
        raise PackfileError(where, [("", f"cannot write: {e.strerror or e}: nothing was written")]) \
            from None
    return plan


def _write_all(folder: Path, files: list[tuple[Path, os.stat_result | None, bytes]],
               keep_mode) -> None:
    """Write every ``(target, its present state, bytes)`` into a staging folder inside
    ``folder``, then move each into place; on a failed move, undo the moves made."""
    staging = folder / f".bcpack-import-{os.getpid()}-{os.urandom(4).hex()}"
    staging.mkdir(mode=0o700)
    moved: list[tuple[Path, Path | None]] = []  # (target, the old file kept aside, or None)
    try:
        staged = []
        for k, (_target, old, payload) in enumerate(files):
            part = staging / f"{k}.part"
            with open(part, "wb") as f:
                keep_mode(f.fileno(), old)
                f.write(payload)
                f.flush()
                os.fsync(f.fileno())
            staged.append(part)
        try:
            for k, ((target, old, _payload), part) in enumerate(zip(files, staged, strict=True)):
                kept = None
                if old is not None:
                    kept = staging / f"{k}.old"
                    try:
                        os.link(target, kept)  # the old file, kept aside until the end
                    except OSError:
                        shutil.copy2(target, kept)  # a file system without hard links
                os.replace(part, target)
                moved.append((target, kept))
        except OSError:
            for target, kept in reversed(moved):
                if kept is not None:
                    os.replace(kept, target)
                else:
                    os.unlink(target)
            raise
        dfd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


# --- the format registry -----------------------------------------------------------------


class PackFormat(Protocol):
    """A pack file format: how a pack is read from and written to one kind of file."""

    name: str
    suffixes: tuple[str, ...]

    def read(self, path: str | os.PathLike) -> PackRead:
        """Read and check the file; raises ``PackError`` (or a subclass)."""

    def write(self, path: str | os.PathLike, pack, preview_png: bytes | None = None,
              pdf: bytes | None = None) -> Path:
        """Write ``pack`` (and what the format holds besides) atomically; returns the file."""


class JsonFormat:
    """A pack as its one JSON document (``content.load_pack`` / ``content.save_pack``)."""

    name = "Pack JSON"
    suffixes = (".json",)

    def read(self, path):
        return PackRead(load_pack(path))

    def write(self, path, pack, preview_png=None, pdf=None):
        save_pack(pack, path)
        return Path(os.path.realpath(path))


class BcpackFormat:
    """A ``.bcpack`` content pack file (this module)."""

    name = "Boardcraft content pack"
    suffixes = (".bcpack",)

    def read(self, path):
        return read_packfile(path)

    def write(self, path, pack, preview_png=None, pdf=None):
        if preview_png is None:
            raise ValueError("a .bcpack needs its preview.png")
        return write_packfile(path, pack, preview_png, pdf)


#: Pack file formats by suffix (lower case, with the dot).
FORMATS: dict[str, PackFormat] = {}


def register_format(fmt: PackFormat) -> PackFormat:
    """Make ``fmt`` the format of its suffixes; returns it."""
    for suffix in fmt.suffixes:
        FORMATS[suffix.lower()] = fmt
    return fmt


register_format(JsonFormat())
register_format(BcpackFormat())


def format_for(path: str | os.PathLike) -> PackFormat:
    """The format of a file, by its suffix.

    Raises:
        KeyError: no format has that suffix.
    """
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise KeyError(f"no pack format for '{suffix or path}' files (known: "
                       f"{', '.join(sorted(FORMATS))})")
    return FORMATS[suffix]
