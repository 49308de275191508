"""Nothing half-written, nothing outside, nothing destroyed (the reliability run's findings):
an import is all or nothing and stays inside its folder, a refused import makes no folder,
killed saves' temporary files go with the next save, and no writer opens a fixed temporary
name (a pipe there hung ``simulate --records``; a user's file of that name was deleted)."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from app.cli import cli
from content import blank_pack, load_pack, save_pack
from content.io import remove_leftovers, reserve_temp, write_atomic
from content.packfile import PackfileError, import_packfile, write_packfile

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 64
PDF = b"%PDF-1.4\n%fake\n"
ROOT = Path(__file__).resolve().parents[1]


def _bcpack(tmp_path) -> tuple[Path, str]:
    pack = blank_pack("journey")
    return write_packfile(tmp_path / "in.bcpack", pack, PNG, PDF), pack.id


def _files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_import_force_where_the_pack_name_is_a_folder_writes_nothing(tmp_path):
    source, pid = _bcpack(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    (out / f"{pid}.json").mkdir()
    result = CliRunner().invoke(cli, ["import", str(source), "-o", str(out), "--force"])
    assert result.exit_code == 1, result.output
    assert f"{pid}.json is a folder" in result.output and "nothing was written" in result.output
    assert "Traceback" not in result.output and result.exception is None or \
        isinstance(result.exception, SystemExit)
    assert _files(out) == [f"{pid}.json"]  # the preview is not written either


def test_import_on_a_full_disk_leaves_nothing_behind(tmp_path, monkeypatch):
    source, pid = _bcpack(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    real_fsync = os.fsync
    calls = []

    def full(fd):
        calls.append(fd)
        if len(calls) == 2:  # the second file of the import: the disk is full
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(PackfileError, match="No space left on device: nothing was written"):
        import_packfile(source, out)
    assert _files(out) == ["notes.txt"]  # no pack, no preview, no staging folder


def test_a_failed_move_puts_back_what_the_import_replaced(tmp_path, monkeypatch):
    source, pid = _bcpack(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    old_pack = out / f"{pid}.json"
    old_pack.write_text("the old pack")
    os.chmod(old_pack, 0o640)
    real_replace = os.replace
    moves = []

    def failing(a, b):
        if str(a).endswith(".part"):
            moves.append(b)
            if len(moves) == 2:  # the second file cannot be moved into place
                raise OSError(errno.EIO, "Input/output error")
        real_replace(a, b)

    monkeypatch.setattr(os, "replace", failing)
    with pytest.raises(PackfileError, match="Input/output error"):
        import_packfile(source, out, replace=True)
    assert _files(out) == [f"{pid}.json"]
    assert old_pack.read_text() == "the old pack" and (old_pack.stat().st_mode & 0o777) == 0o640


def test_import_force_never_writes_through_a_link_leading_outside(tmp_path):
    source, pid = _bcpack(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    outside = tmp_path / "precious.txt"
    outside.write_text("keep me")
    (out / f"{pid}.preview.png").symlink_to(outside)
    result = CliRunner().invoke(cli, ["import", str(source), "-o", str(out), "--force"])
    assert result.exit_code == 1, result.output
    assert "outside the folder: nothing was written" in result.output
    assert outside.read_text() == "keep me"
    assert _files(out) == [f"{pid}.preview.png"]


def test_import_force_replaces_its_own_files_keeping_their_mode(tmp_path):
    source, pid = _bcpack(tmp_path)
    out = tmp_path / "out"
    import_packfile(source, out, create=True)
    os.chmod(out / f"{pid}.json", 0o600)
    plan = import_packfile(source, out, replace=True)
    assert [p.name for p in plan.files()] == [f"{pid}.json", f"{pid}.preview.png",
                                              f"{pid}.print.pdf"]
    assert load_pack(out / f"{pid}.json").id == pid
    assert (out / f"{pid}.json").stat().st_mode & 0o777 == 0o600
    assert _files(out) == sorted(p.name for p in plan.files())


@pytest.mark.parametrize("case", ["missing", "refused"])
def test_a_refused_or_unreadable_import_makes_no_folder(tmp_path, case):
    source = tmp_path / "in.bcpack"
    if case == "refused":
        source.write_bytes(b"PK\x03\x04 not really a zip")
    out = tmp_path / "a" / "b" / "c"
    result = CliRunner().invoke(cli, ["import", str(source), "-o", str(out)])
    assert result.exit_code in (1, 2), result.output
    assert "in.bcpack" in result.output
    assert not (tmp_path / "a").exists()


def test_an_import_makes_the_folder_it_needs(tmp_path):
    source, pid = _bcpack(tmp_path)
    out = tmp_path / "a" / "b"
    result = CliRunner().invoke(cli, ["import", str(source), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / f"{pid}.json").is_file()


def test_the_next_save_removes_the_leftovers_of_killed_saves_of_that_file(tmp_path):
    target = tmp_path / "pack.json"
    dead = _dead_pid()
    killed = tmp_path / f".pack.json.{dead}-0badf00d.tmp"
    killed.write_text("half a pack")
    running = tmp_path / f".pack.json.{os.getpid()}-0000beef.tmp"  # a save still running
    running.write_text("being written")
    other = tmp_path / f".other.json.{dead}-0badf00d.tmp"  # another file's: its own save's
    other.write_text("x")
    save_pack(blank_pack("journey"), target)
    assert not killed.exists() and running.exists() and other.exists()
    assert load_pack(target).game == "journey"
    assert remove_leftovers(tmp_path) == [other]


def test_a_temporary_name_is_never_a_users_file(tmp_path):
    target = tmp_path / "board.png"
    mine = tmp_path / ".board.png.tmp"  # the fixed name writers once used
    mine.write_text("a user's file")
    names = {reserve_temp(target) for _ in range(20)}
    assert len(names) == 20 and mine not in names and mine.read_text() == "a user's file"
    write_atomic(target, b"png")
    assert target.read_bytes() == b"png" and mine.read_text() == "a user's file"


def test_simulate_records_ignore_a_pipe_at_the_old_temporary_name(tmp_path):
    """A FIFO at ``.game-0000.json.tmp`` hung ``simulate --records`` (it opened that fixed name
    with plain open); the records are now written by the one atomic writer."""
    records = tmp_path / "records"
    records.mkdir()
    os.mkfifo(records / ".game-0000.json.tmp")
    done = subprocess.run(
        [sys.executable, "-m", "app", "simulate", str(ROOT / "content" / "packs" / "europe.json"),
         "--games", "2", "--seats", "random,random", "--records", str(records)],
        capture_output=True, text=True, timeout=120, cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert json.loads((records / "game-0000.json").read_text())["moves"]


def test_simulate_records_refuse_a_pipe_where_a_record_goes(tmp_path):
    records = tmp_path / "records"
    records.mkdir()
    os.mkfifo(records / "game-0000.json")
    done = subprocess.run(
        [sys.executable, "-m", "app", "simulate", str(ROOT / "content" / "packs" / "europe.json"),
         "--games", "2", "--seats", "random,random", "--records", str(records)],
        capture_output=True, text=True, timeout=120, cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "game-0000.json" in done.stderr and "not a regular file" in done.stderr


def test_render_keeps_a_users_file_of_the_old_temporary_name(tmp_path):
    mine = tmp_path / ".board.svg.tmp"
    mine.write_text("a user's file")
    done = subprocess.run(
        [sys.executable, "-m", "app", "render", str(ROOT / "content" / "packs" / "europe.json"),
         "-o", str(tmp_path / "board.svg")],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert mine.read_text() == "a user's file" and (tmp_path / "board.svg").stat().st_size > 0
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == [mine.name]
