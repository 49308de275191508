"""save_pack is atomic: a process killed mid-save leaves the old or the new file, whole."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from content import load_pack, save_pack

ROOT = Path(__file__).resolve().parents[2]

_SAVER = textwrap.dedent(
    """
    import sys
    from content import load_pack, save_pack
    target, source = sys.argv[1], sys.argv[2]
    a = load_pack(source)
    b = a.model_copy(update={"name": "Version B"})
    print("ready", flush=True)
    i = 0
    while True:
        save_pack(b if i % 2 == 0 else a, target)
        i += 1
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killing_a_process_mid_save_leaves_the_old_or_new_pack_whole(tmp_path):
    from benchmarks.packgen import big_expedition

    big = big_expedition(points=3_000)
    source = tmp_path / "source.json"
    save_pack(big, source)
    assert source.stat().st_size > 500_000  # large enough that a save takes a while
    target = tmp_path / "pack.json"
    save_pack(big, target)
    rng = random.Random(7)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for _ in range(5):
        proc = subprocess.Popen(
            [sys.executable, "-c", _SAVER, str(target), str(source)],
            stdout=subprocess.PIPE, cwd=ROOT, env=env, text=True,
        )
        try:
            assert proc.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0.05, 0.4))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
            proc.stdout.close()
        assert proc.returncode == -signal.SIGKILL
        pack = load_pack(target)  # whole and valid: raises PackError otherwise
        assert pack.name in (big.name, "Version B")
        assert len(pack.points) == len(big.points)
        # A killed save may leave its temporary file behind, never a broken target.
        for leftover in tmp_path.glob(".pack.json.*.tmp"):
            leftover.unlink()


@pytest.mark.parametrize("kind", ["fifo", "folder", "link to a fifo"])
def test_a_save_never_replaces_a_folder_a_pipe_or_a_device_with_a_file(tmp_path, kind):
    """write_atomic refuses a target that is not a regular file (it once replaced /dev/full,
    asked by a command's --json): the target is left as it was."""
    import stat

    from content.io import write_atomic

    target = tmp_path / "target"
    if kind == "folder":
        target.mkdir()
    else:
        os.mkfifo(tmp_path / "fifo")
        if kind == "fifo":
            target = tmp_path / "fifo"
        else:
            target.symlink_to(tmp_path / "fifo")
    with pytest.raises(OSError, match="is a folder|is not a regular file"):
        write_atomic(target, "{}")
    mode = os.stat(target).st_mode
    assert stat.S_ISDIR(mode) if kind == "folder" else stat.S_ISFIFO(mode)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_move_into_place_keeps_the_mode_writes_through_a_link_and_refuses_a_pipe(tmp_path):
    """A file written whole elsewhere (a big picture) is put in place as a save would be."""
    import stat

    from content.io import move_into_place

    real = tmp_path / "board.png"
    real.write_bytes(b"old")
    os.chmod(real, 0o640)
    link = tmp_path / "link.png"
    link.symlink_to(real)
    finished = tmp_path / ".link.png.tmp"
    finished.write_bytes(b"new")
    assert move_into_place(finished, link) == real
    assert link.is_symlink() and real.read_bytes() == b"new"
    assert stat.S_IMODE(os.stat(real).st_mode) == 0o640 and not finished.exists()
    os.mkfifo(tmp_path / "pipe.png")
    finished.write_bytes(b"new")
    with pytest.raises(OSError, match="is not a regular file"):
        move_into_place(finished, tmp_path / "pipe.png")
    assert stat.S_ISFIFO(os.stat(tmp_path / "pipe.png").st_mode) and finished.exists()
