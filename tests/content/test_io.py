"""load_pack / save_pack: every bad input is a PackError, saving is stable and atomic."""

from __future__ import annotations

import importlib
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from content import (
    SCHEMA_VERSION,
    PackError,
    default_pack,
    dumps_pack,
    load_pack,
    loads_pack,
    save_pack,
)
from content.io import MAX_DEPTH, MAX_PACK_BYTES, may_hold_surrogates, parse_pack
from tests.content.helpers import pack_dict

io_module = importlib.import_module("content.io")

# --- files that are not packs --------------------------------------------------------------


def _load(tmp_path: Path, content: bytes) -> PackError:
    path = tmp_path / "pack.json"
    path.write_bytes(content)
    with pytest.raises(PackError) as err:
        load_pack(path)
    assert str(path) in str(err.value)
    return err.value


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b"  \n\t ", "empty"),
        (b'{"game": "journey", "id": "x", "na', "not valid JSON"),
        (bytes(range(256)) * 4, ""),
        (b"\xff\xfe\x00\x00garbage", ""),
        (b"[1, 2, 3]", "JSON object"),
        (b'"a string"', "JSON object"),
        (b"null", "JSON object"),
        (b"42", "JSON object"),
        (b"[" * 100_000 + b"]" * 100_000, ""),
        (b"{\"a\":" * 100_000 + b"1" + b"}" * 100_000, ""),
        (b"{}", "game"),
        (b'{"game": "chess"}', "game"),
        (b'{"game": "journey", "schema_version": "one"}', "schema_version"),
        (b"1" * 5000, ""),
    ],
    ids=[
        "empty", "blank", "truncated", "binary", "utf32-garbage", "list", "string", "null",
        "number", "deep-lists", "deep-objects", "no-game", "unknown-game", "version-text",
        "huge-int",
    ],
)
def test_bad_files_give_pack_error_only(tmp_path, content, words):
    err = _load(tmp_path, content)
    assert err.problems
    assert words in str(err)


def test_deeply_nested_but_small_pack_is_refused_by_depth(tmp_path):
    data = pack_dict("europe")
    nested: object = 1
    for _ in range(MAX_DEPTH + 5):
        nested = {"x": nested}
    data["description"] = nested
    err = _load(tmp_path, json.dumps(data).encode())
    assert "nested" in str(err)


def test_missing_path_is_a_pack_error(tmp_path):
    with pytest.raises(PackError, match="no such file"):
        load_pack(tmp_path / "nope.json")


def test_directory_is_a_pack_error(tmp_path):
    with pytest.raises(PackError, match="folder"):
        load_pack(tmp_path)


def test_file_over_the_size_cap_is_a_pack_error(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:  # sparse: costs no disk
        f.truncate(MAX_PACK_BYTES + 1)
    with pytest.raises(PackError, match="at most"):
        load_pack(big)


def test_unreadable_file_is_a_pack_error(tmp_path, monkeypatch):
    path = tmp_path / "locked.json"
    path.write_text("{}")

    real_open = io_module.os.open

    def refuse(file, *args, **kwargs):
        if str(file) == str(path):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(io_module.os, "open", refuse)  # works even when tests run as root
    with pytest.raises(PackError, match="cannot read: Permission denied"):
        load_pack(path)


# --- hypothesis: only PackError escapes ----------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=30,
)


def _only_pack_error(text):
    try:
        pack = loads_pack(text, "<garbage>")
    except PackError as err:
        assert err.problems and "<garbage>" in str(err)
    else:
        dumps_pack(pack)  # whatever loads, saves


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=400))
def test_garbage_bytes_give_only_pack_error(data):
    _only_pack_error(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_random_json_values_give_only_pack_error(value):
    _only_pack_error(json.dumps(value))


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:3]):
            yield from _paths(v, (*prefix, i))


_TRAILS = pack_dict("trails")
_TRAILS["boards"] = _TRAILS["boards"][:1]
_SMALL = {
    "journey": pack_dict("europe"),
    "trails": _TRAILS,
    "expedition": pack_dict("expedition"),
}
_PATHS = [(game, p) for game, d in _SMALL.items() for p in _paths(d) if p]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_PATHS), json_values)
def test_a_default_pack_with_one_value_replaced_gives_only_pack_error(where, value):
    game, path = where
    data = json.loads(json.dumps(_SMALL[game]))
    target = data
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = value
    _only_pack_error(json.dumps(data))


# --- every problem, with its JSON path -----------------------------------------------------


def test_every_problem_is_listed_with_its_json_path(tmp_path):
    data = pack_dict("europe")
    data["links"][5]["b"] = "atlantis"
    data["countries"][3]["colour"] = "purple"
    data["cards"][10]["ref"] = "nowhere"
    data["seas"][0]["coast"].append("lemuria")
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data))
    with pytest.raises(PackError) as err:
        load_pack(path)
    problems = dict(err.value.problems)
    assert problems["links[5].b"] == "unknown country 'atlantis'"
    assert problems["countries[3].colour"] == "unknown colour 'purple'"
    assert problems["cards[10].ref"] == "unknown country 'nowhere'"
    assert any(w.startswith("seas[0].coast[") for w in problems)
    text = str(err.value)
    assert str(path) in text and "links[5].b: unknown country 'atlantis'" in text
    assert "4 problem(s)" in text or len(err.value.problems) >= 4


def test_type_errors_in_several_places_are_all_listed():
    data = pack_dict("trails")
    data["rules"]["deal"] = "six"
    data["boards"][1]["girls"] = -1
    data["terrains"][0]["extra"] = True
    with pytest.raises(PackError) as err:
        parse_pack(data, "t.json")
    wheres = [w for w, _ in err.value.problems]
    assert "rules.deal" in wheres and "boards[1].girls" in wheres
    assert "terrains[0].extra" in wheres


# --- saving --------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["europe", "trails", "expedition"])
def test_save_load_save_gives_identical_bytes(tmp_path, name):
    path = tmp_path / f"{name}.json"
    save_pack(default_pack(name), path)
    first = path.read_bytes()
    save_pack(load_pack(path), path)
    assert path.read_bytes() == first
    assert first.endswith(b"}\n") and f'\n  "schema_version": {SCHEMA_VERSION},\n'.encode() in first
    assert list(json.loads(first))[:4] == ["$schema", "schema_version", "game", "id"]


def test_saved_keys_follow_the_model_field_order(tmp_path):
    pack = default_pack("expedition")
    path = tmp_path / "e.json"
    save_pack(pack, path)
    data = json.loads(path.read_text())
    assert list(data["points"][0]) == ["id", "name", "kind", "x", "y"]
    assert list(data["rules"]) == list(type(pack.rules).model_fields)


def test_save_leaves_no_temporary_file(tmp_path):
    save_pack(default_pack("europe"), tmp_path / "e.json")
    assert [p.name for p in tmp_path.iterdir()] == ["e.json"]


def test_save_into_a_missing_folder_is_a_pack_error(tmp_path):
    with pytest.raises(PackError, match="cannot save"):
        save_pack(default_pack("europe"), tmp_path / "no" / "e.json")


def test_save_failure_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "e.json"
    save_pack(default_pack("europe"), path)
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(io_module.os, "replace", broken_replace)
    with pytest.raises(PackError, match="No space"):
        save_pack(default_pack("trails"), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["e.json"]


def test_committed_default_packs_are_in_the_saved_form():
    from content import default_pack_path

    for name in ("europe", "trails", "expedition"):
        assert default_pack_path(name).read_text(encoding="utf-8") == dumps_pack(default_pack(name))


@pytest.mark.parametrize(
    ("value", "depth"),
    [(1, 1), ([], 1), ({}, 1), ([1], 2), ({"a": {"b": [1]}}, 4), ([[]], 2), ({"a": []}, 2)],
)
def test_depth_counts_nesting_levels(value, depth):
    assert io_module.json_depth(value, MAX_DEPTH) == depth


def test_depth_stops_early_past_the_limit():
    nested: object = []
    for _ in range(1000):
        nested = [nested]
    assert io_module.json_depth(nested, 10) == 11


# --- read_file: regular files only, the cap on what is read --------------------------------


def test_read_file_caps_what_it_reads_not_what_stat_says():
    from content.errors import ReadError
    from content.io import read_file

    proc = Path("/proc/self/maps")
    if not proc.is_file() or proc.stat().st_size != 0:
        pytest.skip("needs a /proc file whose size reads as 0")
    assert read_file(proc, 1 << 24)  # stat says 0 bytes, yet it is read
    with pytest.raises(ReadError, match="too large"):
        read_file(proc, 16)


def test_read_file_refuses_devices_and_fifos_without_blocking(tmp_path):
    from content.errors import ReadError
    from content.io import read_file

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for path, words in (("/dev/zero", "device"), (fifo, "FIFO"), (tmp_path, "folder")):
        with pytest.raises(ReadError, match=words):
            read_file(path, MAX_PACK_BYTES)


def test_a_lone_surrogate_anywhere_is_a_pack_error_naming_its_path():
    data = pack_dict("europe")
    data["countries"][3]["name"] = "Fr\udc80nce"
    data["seas"][0]["coast"][0] = "\ud800"
    with pytest.raises(PackError) as err:
        parse_pack(data, "<surrogates>")
    places = [w for w, _m in err.value.problems]
    assert places == ["countries[3].name", "seas[0].coast[0]"]
    str(err.value).encode("utf-8")  # the message itself can be printed


@pytest.mark.parametrize("form", ["escaped", "escaped upper", "utf-8 bytes", "text"])
def test_a_lone_surrogate_in_pack_text_is_found_in_every_form(form):
    """The quick scan of the text (content.io.may_hold_surrogates) lets no form through:
    a JSON escape in either case, bytes json.loads decodes with surrogatepass, or text."""
    text = json.dumps(pack_dict("europe"))
    assert not may_hold_surrogates(text) and not may_hold_surrogates(text.encode())
    name = json.dumps(default_pack("europe").countries[3].name)
    raw = {"escaped": text.replace(name, '"Fr\\udc80nce"'),
           "escaped upper": text.replace(name, '"Fr\\uDC80nce"'),
           "utf-8 bytes": text.replace(name, '"Frnce"').encode().replace(b"Frnce", b"Fr\xed\xb2\x80nce"),
           "text": text.replace(name, '"Fr\udc80nce"')}[form]
    assert may_hold_surrogates(raw)
    with pytest.raises(PackError) as err:
        loads_pack(raw, "<surrogates>")
    assert [w for w, _m in err.value.problems] == ["countries[3].name"]



# --- saving keeps what the file was ---------------------------------------------------------


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o664, 0o600], ids=oct)
def test_save_keeps_the_files_permissions(tmp_path, mode):
    path = tmp_path / "europe.json"
    save_pack(default_pack("europe"), path)
    path.chmod(mode)
    save_pack(default_pack("europe").model_copy(update={"name": "Changed"}), path)
    assert path.stat().st_mode & 0o7777 == mode
    assert load_pack(path).name == "Changed"


def test_a_new_file_gets_the_umask_mode_not_0600(tmp_path):
    old = os.umask(0o022)
    try:
        save_pack(default_pack("europe"), tmp_path / "new.json")
    finally:
        os.umask(old)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o644


def test_save_through_a_symlink_writes_its_target_and_keeps_the_link(tmp_path):
    real_dir = tmp_path / "real"
    real_dir.mkdir()
    real = real_dir / "europe.json"
    save_pack(default_pack("europe"), real)
    real.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    save_pack(default_pack("europe").model_copy(update={"name": "Through the link"}), link)
    assert link.is_symlink() and link.resolve() == real.resolve()
    assert load_pack(real).name == "Through the link"
    assert real.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "real"]
    assert sorted(p.name for p in real_dir.iterdir()) == ["europe.json"]  # no temporary left

