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
