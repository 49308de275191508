"""A whole Expedition state drawn from what one seat sees (for bots that search, e.g. MCTS).

``determinize(game, observation, rng)`` returns an :class:`ExpeditionState` whose
``observe(observation.seat)`` equals ``observation`` and whose ``check_invariants()`` hold.
Everything on the table is public and kept as seen: arrows, tokens, tickets, laid cards, the
market, what is owed this turn, and the seat's own hand (and its own swap offer). The cards
it cannot see (every card of the pack that is not in its hand, laid down, in the market or in
its offer) are shuffled with ``rng`` and dealt to the other hands, another seat's swap offer
and the deck, in the sizes the observation shows.

The shuffle is uniform but for what the rules say about where a card can be:

- a token on the board stands on the point of a card its owner held when placing it (E2); the
  card is still in that hand during placement, and later too unless the owner swapped it
  away (E11c), which the sample takes it did not: the owner gets a card of that point;
- during placement the seat to move has a card it can place a token for (it has a move), and
  a seat that placed fewer tokens than the rounds it had holds none (E2 ruling: once passed
  over, a seat stays passed over, as the free points only shrink);
- once arrows are down, a point an expedition visited has had its cards laid down by whoever
  held them (E5): the other hands are drawn from the cards of points not visited first (a
  card of a visited point comes into a hand only by a later swap).

The observation is a snapshot, not a history; the state's bookkeeping it does not carry
follows from the rules:

- ``place_round`` (E2): 0 while dealing; during placement the tokens the seat to move has
  placed (it was never passed over, as it has a move now); afterwards ``tokens``;
- which cards went under the deck (E11c) is not seen: every unseen card is in the shuffled
  deck (``bottom`` empty), the deck's size as seen;
- another seat's swap offer: its cards drawn so far are the unseen cards the hands and the
  deck leave over, the rest of ``offer_size`` is still to draw;
- a market refill under way (a draw that is no swap's): the cards the market lacks of
  ``market_size`` (at least one).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from core.engine import CHANCE
from core.expedition.board import mask_of
from core.expedition.state import ExpeditionState, Phase

if TYPE_CHECKING:
    from core.expedition.observe import ExpeditionObservation
    from core.expedition.spec import ExpeditionGame


def determinize(game: ExpeditionGame, obs: ExpeditionObservation,
                rng: random.Random) -> ExpeditionState:
    """A full state consistent with ``obs``, the cards it does not show drawn with ``rng``.

    ``rng`` is the only source of randomness: the same ``rng`` state and observation give
    the same state. ``obs`` is left unchanged.

    Raises:
        ValueError: ``obs`` is not an observation of this game that some state could give.
    """
    rules, b = game.rules, game.board
    players, seat, phase, turn = obs.players, obs.seat, obs.phase, obs.turn
    if (not rules.min_players <= players <= rules.max_players or not 0 <= seat < players
            or len(obs.hand_sizes) != players or len(obs.laid) != players
            or len(obs.expeditions) != len(b.colour_ids)):
        raise ValueError(f"not an Expedition observation of this pack for seat {seat}")
    n_cards = len(b.card_ids)
    own_offer = mask_of(obs.offer)
    seen = 0
    for mask in (obs.hand, *obs.laid, obs.market, own_offer):
        if seen & mask or mask >> n_cards:
            raise ValueError("the observation shows a card twice, or one the pack lacks")
        seen |= mask
    unseen = [c for c in range(n_cards) if not seen >> c & 1]
    rng.shuffle(unseen)

    if phase == Phase.DEAL:
        place_round = 0
    elif phase == Phase.PLACE:
        place_round = obs.placed[turn]
    else:
        place_round = rules.tokens
    hands = _hands(game, obs, place_round, unseen)

    # What is left: another seat's swap offer (drawn so far), then the deck.
    hidden_offer = len(unseen) - obs.deck_size
    swapping_seen = phase == Phase.PLAY and turn == seat
    if hidden_offer < 0 or hidden_offer > (0 if swapping_seen else obs.offer_size):
        raise ValueError(f"the observation's cards do not add up: {len(unseen)} unseen cards "
                         f"left for a deck of {obs.deck_size}")
    offer = obs.offer if swapping_seen else tuple(unseen[:hidden_offer])
    offer_due = obs.offer_size - len(offer)
    refills = 0
    if phase == Phase.PLAY and obs.to_move == CHANCE and not offer_due:
        refills = max(1, rules.market_size - obs.market.bit_count())
    return ExpeditionState(
        game,
        players=players,
        phase=phase,
        to_move=turn,
        rounds=obs.rounds,
        place_round=place_round,
        hands=hands,
        laid=obs.laid,
        market=obs.market,
        deck=tuple(sorted(unseen[hidden_offer:])),
        bottom=(),
        offer=offer,
        offer_due=offer_due,
        refills=refills,
        tickets=obs.tickets,
        tickets_used=obs.tickets_used,
        placed=obs.placed,
        recovered=obs.recovered,
        tokens=obs.tokens,
        expeditions=obs.expeditions,
        owed=obs.owed,
        final_round=obs.final_round,
        reason=obs.reason,
    )


def _hands(game: ExpeditionGame, obs: ExpeditionObservation, place_round: int,
           unseen: list[int]) -> tuple[int, ...]:
    """Every seat's hand: the observer's as seen, the others' ``hand_sizes`` cards taken out
    of ``unseen`` (shuffled), by the preferences of the module docstring."""
    b = game.board
    seat, phase, turn = obs.seat, obs.phase, obs.turn
    picked: list[list[int]] = [[] for _ in range(obs.players)]
    wanted = list(obs.hand_sizes)
    wanted[seat] = 0
    pool = set(unseen)

    def take(s: int, fits) -> bool:
        """Give seat ``s`` the first card of ``unseen`` still free that ``fits``."""
        for card in unseen:
            if card in pool and fits(card):
                pool.discard(card)
                picked[s].append(card)
                wanted[s] -= 1
                return True
        return False

    # E2: a token's owner holds a card of its point.
    for node, owner in obs.tokens:
        if owner != seat and wanted[owner] > 0:
            take(owner, lambda c, node=node: b.card_node[c] == node)
    if phase == Phase.PLACE:
        taken_points = {node for node, _owner in obs.tokens}

        def eligible(card: int) -> bool:
            node = game.token_node[card]
            return node >= 0 and node not in taken_points

        if turn != seat and not any(eligible(c) for c in picked[turn]) and wanted[turn] > 0:
            if not take(turn, eligible):
                raise ValueError("the seat placing a token can hold no card to place it for")
        for s in range(obs.players):
            chances = place_round + (1 if s < turn else 0)
            if obs.placed[s] < min(chances, game.rules.tokens):  # passed over: none fits
                while wanted[s] > 0 and take(s, lambda c: not eligible(c)):
                    pass
    elif phase != Phase.DEAL:
        visited = 0
        for e in obs.expeditions:
            visited |= e.visited
        for s in range(obs.players):
            while wanted[s] > 0 and take(s, lambda c: not visited >> b.card_node[c] & 1):
                pass
    for s in range(obs.players):
        while wanted[s] > 0:
            if not take(s, lambda c: True):
                raise ValueError("the observation's hands hold more cards than it leaves "
                                 "unseen")
    unseen[:] = [c for c in unseen if c in pool]
    hands = [mask_of(cards) for cards in picked]
    hands[seat] = obs.hand
    return tuple(hands)
