"""``boardcraft playtest PACK [--seats ...] [--seed N]``: checks its options before Qt starts,
then opens the studio on the pack straight into a playtest."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from app.cli import cli
from content import default_pack_path

runner = CliRunner()
EUROPE = str(default_pack_path("europe"))


@pytest.mark.parametrize(("seats", "message"), [
    ("human:Anna,wizard", "no bot 'wizard' for journey"),
    ("human:Anna", "takes 2 to 4 players, not 1 (--seats)"),
    ("human:Anna,,greedy", "seat 2: a seat is 'human:Name' or a bot name"),
])
def test_bad_seats_exit_2_with_one_line_before_any_window(seats, message, monkeypatch):
    import app.main

    monkeypatch.setattr(app.main, "run_studio", lambda *a, **k: pytest.fail("studio opened"))
    result = runner.invoke(cli, ["playtest", EUROPE, "--seats", seats])
    assert result.exit_code == 2
    assert message in result.output


def test_an_unreadable_pack_exits_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    result = runner.invoke(cli, ["playtest", str(bad)])
    assert result.exit_code == 2
    assert "bad.json" in result.output


def test_good_seats_open_the_studio_on_the_pack_into_a_playtest(monkeypatch):
    import app.main

    calls = []
    monkeypatch.setattr(app.main, "run_studio", lambda paths, **k: calls.append((paths, k)) or 0)
    result = runner.invoke(cli, ["playtest", EUROPE, "--seats", "human:Anna, greedy",
                                 "--seed", "42"])
    assert result.exit_code == 0, result.output
    (paths, kwargs), = calls
    assert paths == [EUROPE]
    assert kwargs["playtest"] == {"seats": ["human:Anna", "greedy"], "seed": 42, "solo": False}


def test_the_studio_starts_the_playtest_it_was_asked_for(qtbot, settings, tmp_path):
    """What run_studio does with ``playtest=``: the first pack's playtest window opens."""
    from app.main_window import MainWindow

    win = MainWindow(settings=settings, autosave_dir=tmp_path / "autosave")
    qtbot.addWidget(win)
    win.open_file(EUROPE)
    pw = win.start_playtest(["human:Anna", "greedy"], 42)
    assert pw is not None and pw.session.seed == 42
    assert [s.name for s in pw.session.seats] == ["Anna", "Greedy 2"]
    pw.close()
