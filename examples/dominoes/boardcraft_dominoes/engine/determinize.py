"""A whole Dominoes state drawn from what one seat sees (for bots that search, e.g. MCTS).

The line, the hand sizes and the seat's own hand are kept as seen; the tiles it cannot see
(every tile not in its hand and not on the line) are shuffled with ``rng`` and dealt to the
other hands and the boneyard in the sizes the observation shows. What passes told (D10: the
seat that passed held nothing for either end then) is not used: the sample is uniform.
"""

from __future__ import annotations

from boardcraft_dominoes.engine.state import DominoesState


def determinize(game, obs, rng) -> DominoesState:
    """A full state consistent with ``obs``; ``rng`` is the only randomness used.

    Raises:
        ValueError: ``obs`` is not an observation some state of this pack could give.
    """
    r = game.rules
    players, seat = obs.players, obs.seat
    if (not r.min_players <= players <= r.max_players or not 0 <= seat < players
            or len(obs.hand_sizes) != players):
        raise ValueError(f"not a Dominoes observation of this pack for seat {seat}")
    seen = set(obs.hand)
    for a, b in obs.line:
        t = game.tile_index.get(f"{min(a, b)}-{max(a, b)}")
        if t is None or t in seen:
            raise ValueError("the observation shows a tile twice, or one the set lacks")
        seen.add(t)
    unseen = [t for t in range(len(game.tiles)) if t not in seen]
    wanted = sum(n for s, n in enumerate(obs.hand_sizes) if s != seat) + obs.boneyard_size
    if len(unseen) != wanted or len(obs.hand) != obs.hand_sizes[seat]:
        raise ValueError(f"the observation's tiles do not add up: {len(unseen)} unseen tiles "
                         f"for {wanted} places")
    rng.shuffle(unseen)
    hands = []
    at = 0
    for s, n in enumerate(obs.hand_sizes):
        if s == seat:
            hands.append(tuple(obs.hand))
            continue
        hands.append(tuple(sorted(unseen[at:at + n])))
        at += n
    return DominoesState(
        game,
        players=players,
        phase=obs.phase,
        to_move=obs.turn,
        hands=tuple(hands),
        boneyard=tuple(sorted(unseen[at:])),
        line=obs.line,
        leader=obs.leader,
        turns=obs.turns,
        passes=obs.passes,
        reason=obs.reason,
    )
