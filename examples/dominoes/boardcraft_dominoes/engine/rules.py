"""The rules of Block Dominoes (docs/rules.md, D1–D10) as plain functions of a state."""

from __future__ import annotations

from boardcraft_dominoes.engine.moves import Deal, Play
from boardcraft_dominoes.engine.state import BLOCKED, DOMINO, ROUND_LIMIT, DominoesState, Phase
from boardcraft_dominoes.tiles import lead_rank, parse_tile
from content.messages import msg
from core.engine import FORMAT, IllegalMove


def new_game(game, players: int) -> DominoesState:
    """D1, D2: the state before the deal, every tile in the boneyard.

    Raises:
        ValueError: for a player count the pack does not allow, or hands the set cannot fill.
    """
    r = game.rules
    if type(players) is not int or not r.min_players <= players <= r.max_players:
        raise ValueError(f"Dominoes is for {r.min_players} to {r.max_players} players, "
                         f"not {players!r} (D1)")
    hand = game.hand_size(players)
    if hand < 1 or hand * players > len(game.tiles):
        raise ValueError(f"{players} hands of {hand} tiles cannot be dealt from a set of "
                         f"{len(game.tiles)} (D1, D2)")
    return DominoesState(game, players=players, phase=Phase.DEAL, to_move=0,
                         hands=((),) * players, boneyard=tuple(range(len(game.tiles))))


def dealt(state: DominoesState) -> int:
    """The tiles dealt so far."""
    return sum(len(h) for h in state.hands)


def lead_tile(state: DominoesState) -> int:
    """D3: the tile that leads: the highest double dealt, else the heaviest tile dealt."""
    tiles = state.game.tiles
    return max((t for hand in state.hands for t in hand), key=lambda t: lead_rank(tiles[t]))


def playable(game, hand, ends) -> list[tuple[int, str]]:
    """D5: ``(tile, end)`` for each tile of ``hand`` that matches an open end, in hand order,
    left before right."""
    tiles = game.tiles
    left, right = ends
    out = []
    for t in hand:
        a, b = tiles[t]
        if a == left or b == left:
            out.append((t, "left"))
        if a == right or b == right:
            out.append((t, "right"))
    return out


def can_play(game, hand, ends) -> bool:
    """Whether some tile of ``hand`` matches an open end (D6)."""
    tiles = game.tiles
    left, right = ends
    return any(left in tiles[t] or right in tiles[t] for t in hand)


def legal_moves(state: DominoesState) -> list:
    """The moves of the seat to move, or the deals (a chance node); none at the end."""
    game = state.game
    if state.phase == Phase.DEAL:
        return [game.deal_moves[t] for t in state.boneyard]
    if state.phase == Phase.OVER:
        return []
    ends = state.ends()
    moves = [game.play_moves[key] for key in playable(game, state.hands[state.to_move], ends)]
    return moves or [game.pass_move]


def chance_outcomes(state: DominoesState) -> list:
    """``[(Deal, 1/k)]`` for the k tiles of the boneyard while dealing (D2); else none."""
    if state.phase != Phase.DEAL:
        return []
    p = 1.0 / len(state.boneyard)
    return [(state.game.deal_moves[t], p) for t in state.boneyard]


# ---------------------------------------------------------------- apply


def apply(state: DominoesState, move) -> DominoesState:
    """The state after ``move`` (``IllegalMove`` naming the rule that forbids it)."""
    kind = getattr(move, "kind", None)
    if kind not in ("deal", "play", "pass"):
        raise IllegalMove(FORMAT, msg("not a Dominoes move: {what}", what=repr(move)))
    if state.phase == Phase.OVER:
        raise IllegalMove("D4", msg("the game is over: no move can be made"))
    if kind == "deal":
        return _deal(state, move)
    if state.phase == Phase.DEAL:
        raise IllegalMove("D2", msg("the tiles are still being dealt"))
    if kind == "pass":
        return _pass(state)
    return _play(state, move)


def _deal(state: DominoesState, move: Deal) -> DominoesState:
    game = state.game
    if state.phase != Phase.DEAL:
        raise IllegalMove("D2", msg("the deal is over: no more tiles are dealt"))
    t = game.tile_index.get(move.tile)
    if t is None or t not in state.boneyard:
        raise IllegalMove("D2", msg("tile {tile} is not in the boneyard", tile=move.tile))
    seat = dealt(state) % state.players
    hands = list(state.hands)
    hands[seat] = tuple(sorted((*hands[seat], t)))
    boneyard = tuple(x for x in state.boneyard if x != t)
    after = state.replace(hands=tuple(hands), boneyard=boneyard,
                          to_move=(seat + 1) % state.players)
    if dealt(after) < game.hand_size(state.players) * state.players:
        return after
    return _lead(after)


def _lead(state: DominoesState) -> DominoesState:
    """D3: the deal is done: the seat holding the lead tile places it, with no choice; play
    goes on from the next seat (D4)."""
    lead = lead_tile(state)
    leader = next(s for s, hand in enumerate(state.hands) if lead in hand)
    hands = list(state.hands)
    hands[leader] = tuple(x for x in hands[leader] if x != lead)
    after = state.replace(phase=Phase.PLAY, leader=leader, hands=tuple(hands),
                          line=(state.game.tiles[lead],), turns=1,
                          to_move=(leader + 1) % state.players)
    if not hands[leader]:  # D7: a hand of one tile
        return after.replace(phase=Phase.OVER, to_move=leader, reason=DOMINO)
    return _after_turn(after)


def _play(state: DominoesState, move: Play) -> DominoesState:
    game = state.game
    seat = state.to_move
    tile = parse_tile(move.tile)
    t = game.tile_index.get(move.tile)
    if tile is None or t is None:
        raise IllegalMove("D1", msg("{tile} is not a tile of this set", tile=move.tile))
    if t not in state.hands[seat]:
        raise IllegalMove("D4", msg("{tile} is not in your hand", tile=move.tile))
    a, b = tile
    ends = state.ends()
    if ends is None:
        raise IllegalMove("D3", msg("the lead is placed by the deal (D3), not played"))
    if move.end == "left":
        end = ends[0]
        if end not in tile:
            raise IllegalMove("D5", msg("{tile} does not match the open end {end}",
                                        tile=move.tile, end=end))
        line = ((b, a) if a == end else (a, b), *state.line)
    elif move.end == "right":
        end = ends[1]
        if end not in tile:
            raise IllegalMove("D5", msg("{tile} does not match the open end {end}",
                                        tile=move.tile, end=end))
        line = (*state.line, (a, b) if a == end else (b, a))
    else:
        raise IllegalMove(FORMAT, msg("not a Dominoes move: {what}", what=repr(move)))
    hands = list(state.hands)
    hands[seat] = tuple(x for x in hands[seat] if x != t)
    after = state.replace(hands=tuple(hands), line=line, turns=state.turns + 1, passes=0,
                          to_move=(seat + 1) % state.players)
    if not hands[seat]:  # D7
        return after.replace(phase=Phase.OVER, to_move=seat, reason=DOMINO)
    return _after_turn(after)


def _pass(state: DominoesState) -> DominoesState:
    ends = state.ends()
    if ends is None or can_play(state.game, state.hands[state.to_move], ends):
        raise IllegalMove("D6", msg("you can place a tile, so you may not pass"))
    after = state.replace(turns=state.turns + 1, passes=state.passes + 1,
                          to_move=(state.to_move + 1) % state.players)
    return _after_turn(after)


def _after_turn(state: DominoesState) -> DominoesState:
    """D8, D9: end a blocked game, or one that reached the round limit."""
    ends = state.ends()
    game = state.game
    if state.passes >= state.players or not any(can_play(game, h, ends) for h in state.hands):
        return state.replace(phase=Phase.OVER, reason=BLOCKED)
    if state.rounds >= game.rules.max_rounds:
        return state.replace(phase=Phase.OVER, reason=ROUND_LIMIT)
    return state


# ---------------------------------------------------------------- the end


def winners(state: DominoesState) -> tuple[int, ...]:
    """D7: the seat that emptied its hand; D8, D9: the seats with the fewest pips."""
    if state.reason == DOMINO:
        return tuple(s for s, h in enumerate(state.hands) if not h)
    pips = [state.pips_in_hand(s) for s in range(state.players)]
    low = min(pips)
    return tuple(s for s, p in enumerate(pips) if p == low)


def scores(state: DominoesState) -> tuple[int, ...]:
    """The points per seat: a sole winner scores the pips in the other hands (D7, D8); tied
    winners and the losers score nothing. Before the end, every score is 0."""
    if state.phase != Phase.OVER:
        return (0,) * state.players
    won = winners(state)
    out = [0] * state.players
    if len(won) == 1:
        out[won[0]] = sum(state.pips_in_hand(s) for s in range(state.players) if s != won[0])
    return tuple(out)


def score_parts(state: DominoesState) -> tuple[tuple[tuple[str, float], ...], ...]:
    """The sole winner's points hand by hand: the pips left in each other seat's hand (D7,
    D8); nothing for tied winners and losers. Sums to ``scores``."""
    parts: list[tuple[tuple[str, float], ...]] = [() for _ in range(state.players)]
    won = winners(state) if state.phase == Phase.OVER else ()
    if len(won) == 1:
        parts[won[0]] = tuple(
            (msg("Pips left in seat {seat}'s hand", seat=s + 1), float(state.pips_in_hand(s)))
            for s in range(state.players) if s != won[0])
    return tuple(parts)


# ---------------------------------------------------------------- invariants


def broken_invariants(state: DominoesState) -> list[str]:
    """Every broken invariant of ``state``, as sentences."""
    game = state.game
    out: list[str] = []
    n = len(game.tiles)
    if len(state.hands) != state.players:
        out.append(f"{len(state.hands)} hands for {state.players} players")
    if not 0 <= state.to_move < state.players:
        out.append(f"seat {state.to_move} to move in a {state.players}-player game")
    placed: list[int] = []
    for a, b in state.line:
        t = game.tile_index.get(f"{min(a, b)}-{max(a, b)}")
        if t is None:
            out.append(f"the line holds {a}-{b}, which is not in the set")
        else:
            placed.append(t)
    for (_a, b), (c, _d) in zip(state.line, state.line[1:], strict=False):
        if b != c:
            out.append(f"the line joins {b} to {c} (D5)")
    every = [t for h in state.hands for t in h] + list(state.boneyard) + placed
    if sorted(every) != list(range(n)):
        out.append("a tile is missing or in two places")
    hand = game.hand_size(state.players)
    if state.phase == Phase.DEAL:
        if state.to_move != dealt(state) % state.players:
            out.append("the seat dealt to next is not the next in seat order (D2)")
        if state.line or dealt(state) >= hand * state.players:
            out.append("the deal is over but the phase is still 'deal'")
        elif any(len(h) != dealt(state) // state.players + (s < dealt(state) % state.players)
                 for s, h in enumerate(state.hands)):
            out.append("the hands were not dealt one tile at a time in seat order (D2)")
    else:
        if len(state.boneyard) != n - hand * state.players:
            out.append("the boneyard does not hold the tiles that were not dealt (D2)")
        if not 0 <= state.leader < state.players:
            out.append("no leader after the deal (D3)")
        if len(state.line) > state.turns:
            out.append("more tiles on the line than turns played")
    if (state.phase == Phase.OVER) != bool(state.reason):
        out.append("a reason to end without the end, or the end without a reason")
    return out
