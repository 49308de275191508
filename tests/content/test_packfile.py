""".bcpack files: the round trip, the manifest, the format registry, and every hostile file
refused with a message naming the file and the problem, nothing written."""

from __future__ import annotations

import hashlib
import io
import json
import stat
import zipfile
from datetime import UTC, datetime

import pytest

import content
from content import PackError, blank_pack, default_pack, dumps_pack, lint
from content.packfile import (
    FORMAT_VERSION,
    MANIFEST,
    MAX_RATIO,
    MAX_TOTAL_BYTES,
    BcpackFormat,
    JsonFormat,
    PackfileError,
    build_manifest,
    check_packfile,
    format_for,
    import_packfile,
    packfile_bytes,
    read_packfile,
    write_packfile,
)
from content.schema import schema_ref

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 64
PDF = b"%PDF-1.4\n%fake\n"


def _members(pack, pdf: bool = False) -> dict[str, bytes]:
    out = {"pack.json": dumps_pack(pack).encode(), "preview.png": PNG}
    if pdf:
        out["print.pdf"] = PDF
    return out


def _zip(entries, manifest=None, pack=None) -> bytes:
    """A zip of ``entries``: (name, bytes) or (ZipInfo, bytes), after a manifest of ``manifest``
    (default: the true manifest of the entries' pack members)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
        if manifest is not False:
            if manifest is None:
                plain = {n: d for n, d in entries if isinstance(n, str)}
                manifest = build_manifest(pack or default_pack("europe"), plain)
            zf.writestr(MANIFEST, json.dumps(manifest))
        for name, data in entries:
            zf.writestr(name, data)
    return buffer.getvalue()


def _refused(tmp_path, data: bytes) -> PackfileError:
    """Reading and importing the file ``data`` both refuse it, and the import writes nothing."""
    path = tmp_path / "hostile.bcpack"
    path.write_bytes(data)
    out = tmp_path / "out"
    out.mkdir(exist_ok=True)
    with pytest.raises(PackfileError) as caught:
        read_packfile(path)
    with pytest.raises(PackfileError):
        import_packfile(path, out)
    assert list(out.iterdir()) == []
    assert str(path) in str(caught.value)
    assert not caught.value.unreadable
    return caught.value


# --- the round trip -------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_export_then_import_gives_back_an_equal_pack(tmp_path, name):
    pack = default_pack(name).model_copy(update={"author": "Ada", "description": "A test."})
    path = write_packfile(tmp_path / f"{name}.bcpack", pack, PNG, PDF)
    read = read_packfile(path)
    assert read.pack == pack
    assert read.preview_png == PNG and read.pdf == PDF
    plan = import_packfile(path, tmp_path, schema_ref=schema_ref)
    assert [p.name for p in plan.files()] == [f"{pack.id}.json", f"{pack.id}.preview.png",
                                              f"{pack.id}.print.pdf"]
    again = content.load_pack(plan.pack)
    assert again.model_copy(update={"json_schema_ref": pack.json_schema_ref}) == pack
    assert again.json_schema_ref == schema_ref(pack.game)
    assert plan.preview.read_bytes() == PNG and plan.pdf.read_bytes() == PDF


def test_the_manifest_names_the_pack_and_hashes_every_member(tmp_path):
    pack = blank_pack("trails").model_copy(update={"author": "Ada"})
    when = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
    path = write_packfile(tmp_path / "t.bcpack", pack, PNG, created=when)
    with zipfile.ZipFile(path) as zf:
        assert sorted(zf.namelist()) == ["manifest.json", "pack.json", "preview.png"]
        manifest = json.loads(zf.read(MANIFEST))
        assert list(manifest) == ["format", "format_version", "id", "name", "version", "author",
                                  "description", "game", "schema_version", "created", "members"]
        assert manifest["format_version"] == FORMAT_VERSION
        assert (manifest["id"], manifest["game"], manifest["author"]) == ("new-trails", "trails", "Ada")
        assert manifest["created"] == "2026-05-01T12:00:00Z"
        for name in ("pack.json", "preview.png"):
            data = zf.read(name)
            assert manifest["members"][name] == {"sha256": hashlib.sha256(data).hexdigest(),
                                                 "bytes": len(data)}
        assert zf.read("pack.json").decode() == dumps_pack(pack)


def test_writing_is_atomic_and_keeps_the_old_file_on_failure(tmp_path, monkeypatch):
    path = write_packfile(tmp_path / "a.bcpack", blank_pack("journey"), PNG)
    before = path.read_bytes()
    import content.io

    def boom(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(content.io.os, "fsync", boom)
    with pytest.raises(PackfileError, match="No space left"):
        write_packfile(path, default_pack("europe"), PNG)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["a.bcpack"]


def test_images_must_be_what_they_say():
    with pytest.raises(ValueError, match="PNG"):
        packfile_bytes(blank_pack("journey"), b"GIF89a")
    with pytest.raises(ValueError, match="PDF"):
        packfile_bytes(blank_pack("journey"), PNG, b"not a pdf")


def test_the_format_registry_reads_and_writes_both_formats(tmp_path):
    pack = blank_pack("expedition")
    assert isinstance(format_for("x.JSON"), JsonFormat)
    assert isinstance(format_for(tmp_path / "x.bcpack"), BcpackFormat)
    with pytest.raises(KeyError, match="no pack format"):
        format_for("x.zip")
    for suffix in (".json", ".bcpack"):
        fmt = format_for(f"p{suffix}")
        written = fmt.write(tmp_path / f"p{suffix}", pack, preview_png=PNG)
        assert fmt.read(written).pack == pack


def test_import_never_replaces_files_unless_asked(tmp_path):
    path = write_packfile(tmp_path / "a.bcpack", blank_pack("journey"), PNG)
    out = tmp_path / "out"
    out.mkdir()
    (out / "new-journey.json").write_text("mine")
    with pytest.raises(PackfileError, match="already holds new-journey.json"):
        import_packfile(path, out)
    assert [p.name for p in out.iterdir()] == ["new-journey.json"]
    assert (out / "new-journey.json").read_text() == "mine"
    import_packfile(path, out, replace=True)
    assert content.load_pack(out / "new-journey.json") == blank_pack("journey")


def test_blank_packs_load_and_lint_without_errors():
    for game in ("journey", "trails", "expedition"):
        pack = blank_pack(game)
        assert pack.game == game
        assert [p for p in lint(pack) if p.severity == "error"] == []
        assert content.loads_pack(dumps_pack(pack)) == pack
    with pytest.raises(KeyError):
        blank_pack("chess")


def test_an_empty_author_is_not_written_and_an_author_round_trips():
    pack = blank_pack("journey")
    assert pack.author == "" and '"author"' not in dumps_pack(pack)
    named = pack.model_copy(update={"author": "Ada"})
    assert '"author": "Ada"' in dumps_pack(named)
    assert content.loads_pack(dumps_pack(named)).author == "Ada"


# --- hostile files ----------------------------------------------------------------------------


def test_an_absolute_member_path_is_refused(tmp_path):
    pack = default_pack("europe")
    err = _refused(tmp_path, _zip([*_members(pack).items(), ("/etc/evil", b"x")]))
    assert "/etc/evil: an absolute path" in str(err)


def test_a_member_path_climbing_out_is_refused(tmp_path):
    pack = default_pack("europe")
    err = _refused(tmp_path, _zip([*_members(pack).items(), ("../../evil.json", b"x")]))
    assert "../../evil.json: the path climbs out of the archive ('..')" in str(err)
    err = _refused(tmp_path, _zip([*_members(pack).items(), ("a\\..\\evil", b"x")]))
    assert "climbs out" in str(err)


def test_a_symbolic_link_is_refused(tmp_path):
    pack = default_pack("europe")
    link = zipfile.ZipInfo("preview.png")
    link.create_system = 3
    link.external_attr = (stat.S_IFLNK | 0o777) << 16
    members = _members(pack)
    manifest = build_manifest(pack, members)
    err = _refused(tmp_path, _zip([("pack.json", members["pack.json"]), (link, b"/etc/passwd")],
                                  manifest))
    assert "preview.png: a symbolic link" in str(err)


def test_duplicate_names_are_refused(tmp_path):
    pack = default_pack("europe")
    members = _members(pack)
    with pytest.warns(UserWarning, match="Duplicate name"):
        data = _zip([*members.items(), ("pack.json", b"{}")], build_manifest(pack, members))
    err = _refused(tmp_path, data)
    assert "pack.json: a duplicate name (2 members are named so)" in str(err)
    err = _refused(tmp_path, _zip([*members.items(), ("Pack.JSON", b"{}")],
                                  build_manifest(pack, members)))
    assert "differs only in case" in str(err)


def test_a_member_the_manifest_does_not_list_is_refused(tmp_path):
    pack = default_pack("europe")
    members = _members(pack)
    err = _refused(tmp_path, _zip([*members.items(), ("notes.txt", b"hello")],
                                  build_manifest(pack, members)))
    assert "notes.txt: a member the manifest does not list" in str(err)
    err = _refused(tmp_path, _zip([*members.items(), ("extra/", b"")],
                                  build_manifest(pack, members)))
    assert "extra/: a folder" in str(err)


def test_a_listed_member_that_is_missing_is_refused(tmp_path):
    pack = default_pack("europe")
    members = _members(pack)
    err = _refused(tmp_path, _zip([("pack.json", members["pack.json"])],
                                  build_manifest(pack, members)))
    assert "preview.png: listed in the manifest but not in the archive" in str(err)


def test_a_total_uncompressed_size_over_the_cap_is_refused(tmp_path):
    pack = default_pack("europe")
    members = _members(pack)
    # The central directory declares preview.png far larger than it is: nothing is inflated.
    data = bytearray(_zip(list(members.items()), build_manifest(pack, members)))
    big = MAX_TOTAL_BYTES + 1
    start = 0
    while True:
        at = data.find(b"PK\x01\x02", start)
        if at < 0:
            break
        name_len = int.from_bytes(data[at + 28:at + 30], "little")
        if bytes(data[at + 46:at + 46 + name_len]) == b"preview.png":
            data[at + 24:at + 28] = big.to_bytes(4, "little")
        start = at + 4
    err = _refused(tmp_path, bytes(data))
    total = big + sum(len(d) for n, d in members.items() if n != "preview.png")
    total += zipfile.ZipFile(io.BytesIO(bytes(data))).getinfo(MANIFEST).file_size
    assert f"total uncompressed size {total:,} bytes is over the cap of {MAX_TOTAL_BYTES:,} bytes" in str(err)


def test_a_compression_ratio_over_the_cap_is_refused(tmp_path):
    pack = default_pack("europe")
    members = _members(pack)
    bomb = b"\0" * (4 * 1024 * 1024)  # deflates about 1000 times
    err = _refused(tmp_path, _zip([*members.items(), ("print.pdf", b"%PDF-" + bomb)],
                                  build_manifest(pack, {**members, "print.pdf": b"%PDF-" + bomb})))
    text = str(err)
    assert "print.pdf: compression ratio" in text and f"over the cap of {MAX_RATIO}:1" in text
    assert "4,194,309 bytes from" in text


def test_a_checksum_mismatch_is_refused(tmp_path):
    pack = default_pack("europe")
    members = _members(pack)
    manifest = build_manifest(pack, members)
    tampered = members["pack.json"].replace(b"France", b"Frznce", 1)
    assert len(tampered) == len(members["pack.json"])
    err = _refused(tmp_path, _zip([("pack.json", tampered), ("preview.png", PNG)], manifest))
    assert "pack.json: checksum mismatch: sha256 is" in str(err)
    manifest["members"]["preview.png"]["bytes"] += 1
    err = _refused(tmp_path, _zip(list(members.items()), manifest))
    assert "preview.png: size mismatch" in str(err)


def test_an_unknown_manifest_format_version_is_refused(tmp_path):
    pack = default_pack("europe")
    members = _members(pack)
    manifest = build_manifest(pack, members)
    manifest["format_version"] = 99
    err = _refused(tmp_path, _zip(list(members.items()), manifest))
    assert "unknown manifest format version 99 (this program reads version 1" in str(err)


def test_a_pack_that_fails_to_load_is_refused_with_its_pack_error(tmp_path):
    pack = default_pack("europe")
    data = json.loads(dumps_pack(pack))
    data["links"][0]["b"] = "atlantis"
    members = {"pack.json": json.dumps(data).encode(), "preview.png": PNG}
    err = _refused(tmp_path, _zip(list(members.items()), build_manifest(pack, members)))
    assert isinstance(err, PackError)
    assert "pack.json: links[0].b: unknown country 'atlantis'" in str(err)


def test_a_manifest_that_disagrees_with_the_pack_is_refused(tmp_path):
    pack = default_pack("europe")
    members = _members(pack)
    manifest = build_manifest(pack, members)
    manifest["id"] = "not-europe"
    err = _refused(tmp_path, _zip(list(members.items()), manifest))
    assert "manifest.json: id: says 'not-europe' but pack.json has 'europe'" in str(err)


def test_files_that_are_not_pack_files_are_refused(tmp_path):
    assert "not a zip archive" in str(_refused(tmp_path, b"hello"))
    assert "no manifest.json" in str(_refused(tmp_path, _zip([("pack.json", b"{}")], False)))
    err = _refused(tmp_path, _zip([("pack.json", b"{}")], {"format": "other"}))
    assert "not a Boardcraft pack file" in str(err)
    manifest = build_manifest(default_pack("europe"), _members(default_pack("europe")))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        zf.writestr(MANIFEST, b"{nope")
    assert "manifest.json: not valid JSON" in str(_refused(tmp_path, buffer.getvalue()))
    manifest["members"]["preview.png"]["sha256"] = hashlib.sha256(b"GIF89a").hexdigest()
    manifest["members"]["preview.png"]["bytes"] = 6
    err = _refused(tmp_path, _zip([("pack.json", _members(default_pack("europe"))["pack.json"]),
                                   ("preview.png", b"GIF89a")], manifest))
    assert "preview.png: not a PNG image" in str(err)


def test_check_packfile_lists_the_problems_without_raising(tmp_path):
    good = write_packfile(tmp_path / "good.bcpack", blank_pack("journey"), PNG)
    assert check_packfile(good) == []
    bad = tmp_path / "bad.bcpack"
    bad.write_bytes(_zip([*_members(default_pack("europe")).items(), ("/abs", b"x")]))
    assert check_packfile(bad) == [("/abs", "an absolute path (members must be relative)"),
                                   ("/abs", "a member the manifest does not list")] or \
        ("/abs", "an absolute path (members must be relative)") in check_packfile(bad)


def test_an_unreadable_file_says_so(tmp_path):
    with pytest.raises(PackfileError) as caught:
        read_packfile(tmp_path / "missing.bcpack")
    assert caught.value.unreadable and "no such file" in str(caught.value)
    with pytest.raises(PackfileError) as caught:
        read_packfile(tmp_path)
    assert caught.value.unreadable
