"""The auctions for the men's hexes (T11–T15)."""

from __future__ import annotations

from content.rules.trails import seat_choices
from core.trails.moves import PASS, AuctionHex, Bid, Discard, Pass, PlaceMan
from core.trails.state import Draft, Phase, added, changed

# --- T13: where the next man may go ----------------------------------------------------------


def auction_hexes(state) -> list[int]:
    """Hexes the next man may go on (T13, ``content.rules.trails.seat_choices``)."""
    geo = state.geometry
    cells = geo.cells
    men = [cells[m] for m in state.men if m >= 0]
    ring2 = [cells[h] for h in geo.ring2]
    return [geo.index[c] for c in seat_choices(ring2, men, state.players)]


def hex_moves(state) -> list:
    """``auction_hex``: the opener puts one of :func:`auction_hexes` up; ``place_man``: the
    last player puts their man on one (T14)."""
    cls = AuctionHex if state.phase == Phase.AUCTION_HEX else PlaceMan
    cells = state.geometry.cells
    on_hex = state.game.moves.on_hex
    return [on_hex(cls, *cells[h]) for h in auction_hexes(state)]


# --- T11: opening and raising ----------------------------------------------------------------


def opening_bids(state) -> list:
    """The opener bids 0 to ``max_bid`` cards, at most their hand (T11)."""
    top = min(state.game.rules.max_bid, sum(state.hands[state.to_move]))
    bid = state.game.moves.bid
    return [bid(n) for n in range(top + 1)]


def raises(state) -> list:
    """Raise above the current bid, at most the hand; or pass (T11)."""
    bid = state.game.moves.bid
    top = sum(state.hands[state.to_move])
    return [bid(n) for n in range(state.auction_bid + 1, top + 1)] + [PASS]


def put_up_hex(d: Draft, move: AuctionHex) -> None:
    d.phase = Phase.AUCTION_OPEN
    d.auction_hex = d.geometry.index[(move.q, move.r)]


def bid_or_pass(d: Draft, move: Bid | Pass) -> None:
    """The opening bid, a raise or a pass; the auction ends when all but one have passed."""
    seat = d.to_move
    if isinstance(move, Bid):
        if d.phase == Phase.AUCTION_OPEN:
            d.auction_in = tuple(s for s in range(d.players) if d.men[s] < 0)
        d.auction_bid, d.auction_leader = move.amount, seat
    else:
        d.auction_in = tuple(s for s in d.auction_in if s != seat)
    bidder = _next_bidder(d, seat)
    if bidder < 0:
        _win_auction(d)
    else:
        d.phase, d.to_move = Phase.AUCTION_BID, bidder


def _next_bidder(d: Draft, after: int) -> int:
    """The next seat clockwise after ``after`` still in the auction and not leading it."""
    return next((seat for seat in clockwise_after(after, d.players)
                 if seat in d.auction_in and seat != d.auction_leader), -1)


def clockwise_after(seat: int, players: int) -> list[int]:
    """The seats clockwise after ``seat``, ending with ``seat`` itself."""
    return [(seat + i) % players for i in range(1, players + 1)]


def _win_auction(d: Draft) -> None:
    """T12: the winner's man goes on the hex; they take the next turn position and pay."""
    winner = d.auction_leader
    d.men = changed(d.men, winner, d.auction_hex)
    d.order += (winner,)
    d.pay_left = d.auction_bid
    if d.auction_bid > 0:
        d.phase, d.to_move = Phase.AUCTION_PAY, winner
    else:
        next_auction(d)


def pay_bid(d: Draft, move: Discard) -> None:
    """T12: one card of the winner's choice to the discard pile."""
    seat = d.to_move
    c = d.game.colour_index[move.colour]
    d.hands = changed(d.hands, seat, added(d.hands[seat], c, -1))
    d.discard = added(d.discard, c)
    d.pay_left -= 1
    if d.pay_left == 0:
        next_auction(d)


def place_man(d: Draft, move: PlaceMan) -> None:
    """T14: the last player's man goes down for free."""
    seat = d.to_move
    d.men = changed(d.men, seat, d.geometry.index[(move.q, move.r)])
    d.order += (seat,)
    next_auction(d)


def next_auction(d: Draft) -> None:
    """T13: the next player clockwise from the last opener without a place opens the next
    auction; T14: the last one places freely; then the turns begin (T15)."""
    unplaced = [s for s in range(d.players) if d.men[s] < 0]
    if not unplaced:
        _start_turns(d)
        return
    if len(unplaced) == 1:
        d.phase, d.to_move = Phase.PLACE_MAN, unplaced[0]
        return
    if d.opener < 0:
        raise AssertionError("the first auction needs an opener")
    opener = d.opener  # the first auction: the opener drawn by chance
    if d.order:
        opener = next(s for s in clockwise_after(d.opener, d.players) if d.men[s] < 0)
    d.phase, d.to_move, d.opener = Phase.AUCTION_HEX, opener, opener
    d.auction_hex, d.auction_bid, d.auction_leader, d.auction_in = -1, 0, -1, ()


def _start_turns(d: Draft) -> None:
    d.phase, d.turn, d.round, d.to_move = Phase.BUILD, 0, 0, d.order[0]
    d.built, d.connected_girl, d.picks = 0, -1, 0
    d.auction_hex, d.auction_bid, d.auction_leader, d.auction_in, d.pay_left = -1, 0, -1, (), 0
