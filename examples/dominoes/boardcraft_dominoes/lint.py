"""Dominoes' design checks (``content.lint`` runs them for a Dominoes pack)."""

from __future__ import annotations

from boardcraft_dominoes.tiles import hand_size, set_size
from content.lint import Findings, Problem
from content.messages import msg

#: Every check's code with what it finds (docs/rules.md, "Content checks").
CODES: dict[str, str] = {
    "dominoes-set-too-small": "a player count needs more tiles for its hands than the set has (D1, D2)",
    "dominoes-hand-empty": "a hand size of 0: nobody could lead (D2, D3)",
    "dominoes-one-tile-hand": "a hand of one tile: the leader wins with the lead (D3, D7)",
    "dominoes-pips-invisible": "the pips are drawn in the colour of the tile's face",
}


def lint_dominoes(pack) -> list[Problem]:
    """Design checks of a Dominoes pack (rulebook D1, D2, D3)."""
    out = Findings(CODES)
    r = pack.rules
    tiles = set_size(pack.tiles.max_pips)
    for n in range(r.min_players, r.max_players + 1):
        hand = hand_size(r, n)
        field = "rules.hand_size_large" if n >= r.large_from else "rules.hand_size"
        if hand == 0:
            out.error("dominoes-hand-empty", field,
                      msg("{n} players are dealt no tiles: nobody can lead (D2, D3)", n=n))
            break
        if n * hand > tiles:
            out.error(
                "dominoes-set-too-small", field,
                msg("{n} players need {n} hands of {hand} = {need} tiles; a double-{max_pips} "
                    "set has {count} (D1, D2)", n=n, hand=hand, need=n * hand,
                    max_pips=pack.tiles.max_pips, count=tiles),
            )
            break
        if hand == 1:
            out.warning("dominoes-one-tile-hand", field,
                        msg("{n} players are dealt one tile each: the leader wins with the "
                            "lead (D3, D7)", n=n))
            break
    if pack.tiles.pips.lower() == pack.tiles.face.lower():
        out.warning("dominoes-pips-invisible", "tiles.pips",
                    msg("the pips have the colour of the tiles' face: they cannot be seen"))
    return out.items
