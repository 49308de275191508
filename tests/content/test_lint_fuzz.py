"""Lint never raises on any pack that loads: randomly thinned and re-tuned default packs."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from content import PackError, dumps_pack, lint
from content.io import parse_pack
from content.lint import CODES
from tests.content.helpers import pack_dict, resolve

_BASE = {g: pack_dict(n) for g, n in (("journey", "europe"), ("trails", "trails"),
                                       ("expedition", "expedition"))}


def _thin(items, rng, keep):
    return [x for x in items if rng.random() < keep]


def _journey(d, rng, keep):
    d["countries"] = _thin(d["countries"], rng, keep)
    alive = {c["id"] for c in d["countries"]}
    d["links"] = [x for x in _thin(d["links"], rng, keep) if {x["a"], x["b"]} <= alive]
    for s in d["seas"]:
        s["coast"] = [c for c in _thin(s["coast"], rng, keep) if c in alive]
    seas = {s["id"] for s in d["seas"]}
    d["cards"] = [
        c for c in _thin(d["cards"], rng, keep)
        if c["ref"] in (alive if c["kind"] == "country" else seas if c["kind"] == "ship"
                        else {x["id"] for x in d["colours"]})
    ]
    for c in d["countries"]:
        c["cards"] = rng.choice([1, 2])
    d["rules"].update(holder_size=rng.randint(2, 14), discard_piles=rng.randint(1, 4))


def _trails(d, rng, keep):
    d["boards"] = _thin(d["boards"], rng, keep)
    for b in d["boards"]:
        b["hexes"] = _thin(b["hexes"], rng, keep)
        b["girls"] = rng.randint(0, 12)
        b["players"] = rng.randint(1, 7)
    players = [b["players"] for b in d["boards"]]
    d["boards"] = [b for i, b in enumerate(d["boards"]) if b["players"] not in players[:i]]
    for c in d["card_colours"]:
        c["count"] = rng.randint(0, 15)
    for t in d["tiles"]:
        t["count"] = rng.randint(0, 10)
    d["rules"].update(deal=rng.randint(0, 12), market_size=rng.randint(0, 8))


def _expedition(d, rng, keep):
    kinds = ["rose", "green", "blue", "red", "plain"]
    d["points"] = _thin(d["points"], rng, keep)
    for p in d["points"]:
        if rng.random() < 0.05:
            p["kind"] = rng.choice(kinds)
    alive = {p["id"] for p in d["points"]}
    green = {p["id"] for p in d["points"] if p["kind"] == "green"}
    d["paths"] = [x for x in _thin(d["paths"], rng, keep) if {x["a"], x["b"]} <= alive]
    d["wraps"] = [x for x in _thin(d["wraps"], rng, keep) if {x["a"], x["b"]} <= alive]
    d["cards"] = [c for c in _thin(d["cards"], rng, keep) if c["point"] in green]
    for c in d["colours"]:
        c["arrows"] = rng.randint(0, 50)
    d["rules"].update(tokens=rng.randint(0, 6), token_distance=rng.randint(0, 6))


_THIN = {"journey": _journey, "trails": _trails, "expedition": _expedition}


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(sorted(_BASE)),
    st.integers(0, 2**32 - 1),
    st.floats(0.0, 1.0),
    st.integers(1, 8),
    st.integers(0, 4),
)
def test_lint_never_raises_on_a_pack_that_loads(game, seed, keep, max_players, spread):
    rng = random.Random(seed)
    data = json.loads(json.dumps(_BASE[game]))
    _THIN[game](data, rng, keep)
    data["rules"].update(min_players=max(1, max_players - spread), max_players=max_players)
    try:
        pack = parse_pack(data, "<fuzz>")
    except PackError:
        return  # not every thinning keeps references whole; those are load errors
    problems = lint(pack)
    saved = json.loads(dumps_pack(pack))
    for p in problems:
        assert p.code in CODES and p.severity in ("error", "warning") and p.message
        resolve(saved, p.where)
