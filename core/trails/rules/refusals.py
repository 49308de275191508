"""Why a move is refused: the rule it breaks and a sentence a player understands."""

from __future__ import annotations

from content.messages import msg
from core.trails.moves import Build
from core.trails.rules.build import build_targets
from core.trails.state import CHANCE_PHASES, Phase

#: The rule each chance step follows (the rule id of a player's move refused there).
_CHANCE_RULES = {
    Phase.TERRAIN: "T8", Phase.GIRLS: "T9", Phase.DEAL: "T10", Phase.OPENER: "T11",
    Phase.DRAW_CARD: "T31", Phase.REFILL: "T33",
}


def refusal(state, move) -> tuple[str, str]:
    """``(rule id, sentence)`` for a ``move`` that ``state.legal_moves()`` does not list."""
    kind = getattr(move, "kind", None)
    phase = state.phase
    if phase == Phase.OVER:
        return "T34", msg("The game is over.")
    if phase in CHANCE_PHASES:
        if kind == "discard" and phase == Phase.REFILL:
            return "T32", msg("Your hand is at the limit: discarding is over.")
        return _CHANCE_RULES[phase], "The game is waiting for a chance outcome, not a player's move."
    if kind in ("draw_terrain", "place_girl", "draw_card", "choose_opener"):
        return "T10", msg("Cards, terrains, girls and the opener are drawn by chance.")
    if isinstance(move, Build):
        if phase != Phase.BUILD:
            return "T17", msg("You can build only in the build step of your turn.")
        return _build_refusal(state, move)
    if kind == "scrap":
        return "T19", msg("You can only scrap your unfinished route before building this turn.")
    if kind == "stop":
        return "T17", msg("You are not in the build step.")
    if kind == "move_girl":
        if phase != Phase.GIRL:
            return "T27", msg("Girls move only after building, and only girls without markers.")
        g = move.girl
        if not 0 <= g < len(state.girls) or state.stacks[g] or move.step not in (1, -1):
            return "T27", msg("Move one girl without a marker one path hex either way.")
        return "T28", msg("That girl may not move there.")
    if kind in ("take_market", "take_deck", "take_all"):
        if phase != Phase.DRAW:
            return "T30", msg("You cannot draw cards now.")
        return "T31", msg("Take two cards one at a time, or all market cards of one colour.")
    if kind == "discard":
        if phase == Phase.AUCTION_PAY:
            return "T12", msg("Discard cards you hold to pay your bid.")
        return "T32", msg("You discard only down to the hand limit, and only cards you hold.")
    if phase == Phase.PLACE_MAN and kind in ("auction_hex", "bid", "pass"):
        return "T14", msg("The last player places their man without an auction.")
    if kind == "place_man" and phase != Phase.PLACE_MAN:
        return "T14", msg("Only the last player without a place puts their man down freely.")
    if kind == "auction_hex" and phase != Phase.AUCTION_HEX:
        return "T11", msg("The opener puts one hex up at the start of the auction.")
    if kind in ("auction_hex", "place_man"):
        return "T13", msg("That hex is not free in ring 2 at the required distance from men.")
    if kind in ("bid", "pass"):
        if phase == Phase.AUCTION_OPEN:
            return "T11", (msg("Open with 0 to {max_bid} cards (at most your hand).", max_bid=state.game.rules.max_bid))
        return "T11", msg("Raise above the current bid, at most your hand size, or pass.")
    return "T17", msg("That move is not possible now ({phase}).", phase=phase)


def _build_refusal(state, move: Build) -> tuple[str, str]:
    """The rule a refused ``Build`` breaks: where it goes first, then how it is paid."""
    seat = state.to_move
    geo = state.geometry
    if (move.segment, move.to) in build_targets(state):  # so the payment is wrong
        return _payment_refusal(state, move)
    if not 0 <= move.segment < geo.n_segments:
        return "T7", msg("There is no such segment.")
    seg = geo.segments[move.segment]
    if move.to not in (seg.a, seg.b):
        return "T7", msg("A segment leads to one of its own two points.")
    if state.owner[move.segment] != -1:
        return "T18", msg("Each segment holds one route piece in the whole game.")
    h = geo.spoke_hex[move.segment]
    if h >= 0 and h in state.men:
        return "T16", msg("A man's spokes belong to him; no one may build on them.")
    start = seg.b if move.to == seg.a else seg.a
    if state.open_route[seat]:
        end = state.open_end[seat]
        if geo.point_hex[end] >= 0 and end in state.girls:
            return "T22", msg("A route may not pass through a girl's centre.")
        if start != end:
            return "T19", msg("Continue your unfinished route from its end, or scrap it first.")
    else:
        if state.built > 0:
            return "T17", msg("You build on one route per turn.")
        if state.markers_left(seat) <= 0:
            return "T23", msg("You have no marker left for a new route.")
        if start not in geo.hex_corners[state.men[seat]]:
            return "T18", msg("A route starts at a corner of your man's hex.")
    if geo.point_hex[move.to] >= 0 and move.to in state.girls:
        return "T23", msg("That girl already holds the most routes.")
    return "T18", msg("A route runs along free segments from its start.")


def _payment_refusal(state, move: Build) -> tuple[str, str]:
    """A build that may go there but is not paid right, with the facts: what the segment
    costs, what the payment offered, what the hand holds (T20, T21)."""
    game = state.game
    hand = state.hands[state.to_move]
    names = [game.colour_names[c] for c in game.colours]
    held = ", ".join(f"{n} {names[c]}" for c, n in enumerate(hand) if n) or msg("no cards")
    cost = state.costs[move.segment]
    c = game.colour_index.get(move.colour, -1)
    if move.cards != 1:
        have = hand[c] if c >= 0 else 0
        return "T21", msg("A pair is two cards of one colour you hold: you hold {n} {colour} "
                          "(your hand: {held}).", n=have, colour=names[c] if c >= 0 else move.colour,
                          held=held)
    if cost < 0:
        return "T20", msg("No single card pays for this segment: pay a pair of any one colour "
                          "(T21). Your hand: {held}.", held=held)
    if c != cost:
        return "T20", msg("This segment costs 1 {cost}, not {colour} (or a pair of any one "
                          "colour, T21). Your hand: {held}.", cost=names[cost],
                          colour=names[c] if c >= 0 else move.colour, held=held)
    return "T20", msg("This segment costs 1 {cost} and you hold none (a pair of any one colour "
                      "pays too, T21). Your hand: {held}.", cost=names[cost], held=held)
