"""A greedy Journey bot: keeps the holder climbing toward more connected links.

The bot sees only its observation (its own holder, the discard piles, the card it drew) and
the pack's public tables. It scores a holder by its connected links: 1 per connected pair of
countries, 2 for a whole ship or plane triple, a little for half a triple (a country next to a
ship of its sea or a plane of its colour), a penalty for a transport card at either end, and
a small bonus for each broken link that many cards could mend. It then

- in setup, puts the dealt card where it scores best;
- draws the discard top that raises the score most, else from the draw pile;
- puts the drawn card where it raises the score most, or discards it; on a plateau it
  sometimes makes an equal swap, and in a long game sometimes a small step back in a broken
  link, so that it does not stay stuck on a dead end;
- discards onto the pile whose top it wants least, so that useful tops stay in sight.
"""

from __future__ import annotations

from content.rules.journey import COUNTRY, EMPTY, JourneyConnections

_HALF = 0.3         # a country next to a transport card it could use
_END = 1.5          # a transport card in the first or last slot (J12)
_OUTS = 0.15        # most a broken link can earn for being easy to mend
_OUTS_CAP = 6.0     # mending cards counted at most
_PLATEAU = 0.25     # chance of an equal-score swap of a card in a broken link
_STUCK_ROUNDS = 30  # after this many rounds a holder is taken to be stuck on a dead end
_STUCK_LOSS = 0.5   # ... and a swap in a broken link may then lose this much score

_BRIDGES: dict[int, tuple[JourneyConnections, Bridges]] = {}


class Bridges:
    """For country cards x, y: how many cards z make x, z, y connect (foot-foot or a triple).

    Counted when first asked for and remembered: a game asks about the few pairs its holders
    show, while the table of every pair would grow as the square of the map (a colour group
    alone pairs a fifth of the countries with each other).
    """

    __slots__ = ("_t", "_memo", "_transports_by_mask")

    def __init__(self, t: JourneyConnections) -> None:
        self._t = t
        self._memo: dict[tuple[int, int], int] = {}
        by_mask: dict[int, int] = {}
        for z in range(t.n_cards):
            if t.kind[z] != COUNTRY:
                by_mask[t.mask[z]] = by_mask.get(t.mask[z], 0) + 1
        self._transports_by_mask = tuple(by_mask.items())

    def get(self, pair: tuple[int, int], default: int = 0) -> int:
        """The count for ``pair`` of country cards (``default`` when no card joins them)."""
        n = self._memo.get(pair)
        if n is None:
            n = self._memo[pair] = self._count(*pair)
        return n or default

    def _count(self, x: int, y: int) -> int:
        t = self._t
        foot = t.foot_cards
        n = sum(1 for z in foot[x] if y in foot[z])
        if t.country[x] != t.country[y]:
            common = t.mask[x] & t.mask[y]
            if common:
                n += sum(k for m, k in self._transports_by_mask if m & common)
        return n


def _bridges(t: JourneyConnections) -> Bridges:
    """The bridge counts of ``t``, one table shared by every bot on the same tables."""
    hit = _BRIDGES.get(id(t))
    if hit is not None and hit[0] is t:
        return hit[1]
    out = Bridges(t)
    _BRIDGES[id(t)] = (t, out)
    return out


class GreedyBot:
    """Greedy hill-climber on connected links; plays from its observation only."""

    name = "greedy"

    def __init__(self, game, seat: int, rng) -> None:
        self.game = game
        self.seat = seat
        self.rng = rng
        self.t: JourneyConnections = game.tables
        self.bridges = _bridges(self.t)
        self._memo_holder = None
        self._memo: dict[int, float] = {}
        self._best_holder = None
        self._best: dict[tuple, tuple[float, list[int]]] = {}

    # -- scoring ------------------------------------------------------------------------------

    def _link(self, h, i: int) -> float:
        """Score of the link from slot i to slot i+1 (0-based) of holder ``h``."""
        a, b = h[i], h[i + 1]
        if a == EMPTY or b == EMPTY:
            return 0.0
        t = self.t
        kind, mask, country = t.kind, t.mask, t.country
        ka, kb = kind[a], kind[b]
        if ka == COUNTRY and kb == COUNTRY:
            if b in t.foot_cards[a]:
                return 1.0
            # a broken link: worth a little more if some card could mend it
            best = 0
            if i + 2 < len(h) and h[i + 2] != EMPTY and kind[h[i + 2]] == COUNTRY:
                best = self.bridges.get((a, h[i + 2]), 0)
            if i >= 1 and h[i - 1] != EMPTY and kind[h[i - 1]] == COUNTRY:
                best = max(best, self.bridges.get((h[i - 1], b), 0))
            return _OUTS * min(best, _OUTS_CAP) / _OUTS_CAP
        if ka != COUNTRY and kb != COUNTRY:
            return 0.0
        if ka == COUNTRY:  # country a, transport b: the triple is scored here
            if not mask[a] & mask[b]:
                return 0.0
            c = h[i + 2] if i + 2 < len(h) else EMPTY
            if c != EMPTY and kind[c] == COUNTRY and mask[c] & mask[b] and \
                    country[c] != country[a]:
                return 2.0
            return _HALF
        # transport a, country b: the whole triple was counted at the link before
        if not mask[a] & mask[b]:
            return 0.0
        p = h[i - 1] if i >= 1 else EMPTY
        if p != EMPTY and kind[p] == COUNTRY and mask[p] & mask[a] and country[p] != country[b]:
            return 0.0
        return _HALF

    def _ends(self, h) -> float:
        kind = self.t.kind
        pen = 0.0
        if h[0] != EMPTY and kind[h[0]] != COUNTRY:
            pen -= _END
        if h[-1] != EMPTY and kind[h[-1]] != COUNTRY:
            pen -= _END
        return pen

    def _window(self, h, slot: int) -> float:
        """Score of the links a change at ``slot`` can affect (slots ``slot-2 .. slot+2``)."""
        link = self._link
        total = 0.0
        for i in range(max(0, slot - 2), min(len(h) - 2, slot + 1) + 1):
            total += link(h, i)
        return total

    def score(self, holder) -> float:
        """The whole holder's score (9 links of a 10-card journey give 9)."""
        return sum(self._link(holder, i) for i in range(len(holder) - 1)) + self._ends(holder)

    def _old_window(self, holder, slot: int) -> float:
        """``_window`` of the current holder, kept while the holder stays the same."""
        if self._memo_holder is not holder:
            self._memo_holder = holder
            self._memo = {}
        v = self._memo.get(slot)
        if v is None:
            v = self._memo[slot] = self._window(holder, slot)
        return v

    def _gain(self, holder, slot: int, card: int) -> float:
        """Score change from putting ``card`` into ``slot`` (0-based)."""
        new = holder[:slot] + (card,) + holder[slot + 1:]
        if self.t.is_journey(new):
            return 1000.0
        gain = self._window(new, slot) - self._old_window(holder, slot)
        if slot == 0 or slot == len(holder) - 1:
            gain += self._ends(new) - self._ends(holder)
        return gain

    def best_slot(self, holder, card: int, slots) -> tuple[float, int]:
        """The best gain and slot for ``card`` among ``slots`` (ties broken by the bot's RNG).

        The best gain and the tied slots are remembered while the holder stays the same (a
        holder often stays for several turns while the same pile tops are weighed again); the
        tie is still broken by a fresh draw, so the bot plays exactly as without the memo.
        """
        if self._best_holder != holder:
            self._best_holder = holder
            self._best = {}
        key = (card, slots if isinstance(slots, range) else tuple(slots))
        hit = self._best.get(key)
        if hit is None:
            best, choice = None, []
            for s in slots:
                g = self._gain(holder, s, card)
                if best is None or g > best + 1e-9:
                    best, choice = g, [s]
                elif abs(g - best) <= 1e-9:
                    choice.append(s)
            hit = self._best[key] = (best, choice)
        best, choice = hit
        return best, choice[self.rng.randrange(len(choice))]

    # -- decisions ------------------------------------------------------------------------------

    def choose(self, observation, legal_moves):
        """Pick a move from ``legal_moves`` using ``observation`` only."""
        kind = legal_moves[0].kind
        if kind == "place_setup":
            return self._setup(observation, legal_moves)
        if kind == "draw":
            return self._draw(observation, legal_moves)
        if kind in ("replace", "discard"):
            return self._place(observation, legal_moves)
        return legal_moves[self.rng.randrange(len(legal_moves))]

    def _setup(self, obs, legal):
        slots = [m.slot - 1 for m in legal]
        _gain, slot = self.best_slot(obs.holder, obs.hand, slots)
        return next(m for m in legal if m.slot - 1 == slot)

    def _draw(self, obs, legal):
        holder = obs.holder
        all_slots = range(len(holder))
        best_gain, best_move = 0.0, None
        deck_move = None
        for m in legal:
            if m.pile == 0:
                deck_move = m
                continue
            top = obs.piles[m.pile - 1][-1]
            g, _slot = self.best_slot(holder, top, all_slots)
            if g > best_gain + 1e-9:
                best_gain, best_move = g, m
        if best_move is not None and (best_gain >= 0.5 or deck_move is None):
            return best_move
        return deck_move if deck_move is not None else legal[self.rng.randrange(len(legal))]

    def _place(self, obs, legal):
        holder = obs.holder
        card = obs.hand
        gain, slot = self.best_slot(holder, card, range(len(holder)))
        replace = gain > 1e-9
        if not replace and abs(gain) <= 1e-9 and holder[slot] != card:
            # a plateau: sometimes swap, to walk off dead ends
            replace = self.rng.random() < _PLATEAU and self._in_broken_link(holder, slot)
        if not replace and obs.rounds >= _STUCK_ROUNDS and self.rng.random() < _PLATEAU:
            # a long game: the holder is likely stuck; accept a small step back in a broken link
            broken = [s for s in range(len(holder)) if self._in_broken_link(holder, s)]
            if broken:
                loss, s = self.best_slot(holder, card, broken)
                if loss >= -_STUCK_LOSS:
                    replace, slot = True, s
        piles = sorted({m.pile for m in legal})
        pile = self._dump_pile(obs, piles)
        if replace:
            for m in legal:
                if m.kind == "replace" and m.slot == slot + 1 and m.pile == pile:
                    return m
        for m in legal:
            if m.kind == "discard" and m.pile == pile:
                return m
        return legal[0]

    def _in_broken_link(self, holder, slot: int) -> bool:
        """True when the card at ``slot`` touches a link that does not fully connect."""
        last = len(holder) - 1
        left = slot >= 1 and not self._connected(holder, slot - 1)
        right = slot < last and not self._connected(holder, slot)
        return left or right

    def _connected(self, holder, i: int) -> bool:
        """True when the link from slot i to slot i+1 connects (alone or in a triple)."""
        v = self._link(holder, i)
        if v >= 1.0:
            return True
        return i >= 1 and self.t.kind[holder[i]] != COUNTRY and self._link(holder, i - 1) == 2.0

    def _dump_pile(self, obs, piles) -> int:
        """Of the allowed piles, the one whose top this bot wants least."""
        if len(piles) == 1:
            return piles[0]
        holder = obs.holder
        all_slots = range(len(holder))
        worst, choice = None, []
        for k in piles:
            pile = obs.piles[k - 1]
            want = self.best_slot(holder, pile[-1], all_slots)[0] if pile else -1e9
            if worst is None or want < worst - 1e-9:
                worst, choice = want, [k]
            elif abs(want - worst) <= 1e-9:
                choice.append(k)
        return choice[self.rng.randrange(len(choice))]
