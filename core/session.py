"""The playtest session: the runner for games with people in them (``core.api.Session``).

A session binds a game to a pack, a list of seats (people or bots) and one seed. It owns the
one ``random.Random(seed)`` of the game: the seats' seeds are drawn from it first, in seat
order, then every chance node is sampled from it (``content.chance``), exactly as
``core.sim.runner.play_game`` does, so a session whose seats are all bots plays the same game
as ``play_game`` with the same seed.

The studio's playtest view is a thin view over a session: it calls ``advance()`` to let chance
and the bots move, shows ``view(seat)`` to the person asked to decide (``to_move()``), hands
their choice to ``play(move)``, and shows ``log``. Undo follows the rules of a fair table
(style guide A8): it goes back one human decision, never past a chance move (a card seen
cannot be unseen) nor past another person's move; a designer alone at the table
(``solo=True``) may go back past anything, and chance then draws the same outcomes again.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from content.chance import sample, seat_seeds
from content.messages import msg
from core.bots import bot_names, make_bot
from core.engine import CHANCE, IllegalMove, Result
from core.sim.record import SEEDED, STAGED, GameRecord, ReplayError, content_hash
from core.sim.replay import checked_move

#: The seat kind of a person.
HUMAN = "human"
#: The rule id of a move offered while the session asks no one to decide.
SESSION_RULE = "session"


@dataclass(frozen=True)
class Seat:
    """Who sits at one seat.

    Attributes:
        kind: ``"human"`` or a bot name (``"random"``, ``"greedy"``, ``"mcts"``…).
        name: how logs and the view name the seat ("Anna", "Greedy 2").
        options: a bot's options from its spec (``"mcts:500"`` → ``{"budget": "500"}``).
        spec: the seat as it was given ("human:Anna", "greedy", "mcts:500").
    """

    kind: str
    name: str
    options: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    spec: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True)
class LogEntry:
    """One played move in words (public: it never names a card some seat may not see).

    Attributes:
        ply: the move's 0-based index in the game.
        seat: the seat that moved, or ``CHANCE`` (-1) for a chance move.
        text: ``game.describe`` of the move, with the seats' names.
    """

    ply: int
    seat: int
    text: str

    def continues(self, run: LogEntry) -> bool:
        """True when this entry repeats ``run``'s chance move word for word, one of those a
        log shows as one line ("Anna is dealt 12 cards" for twelve deals in a row)."""
        return (self.seat == CHANCE == run.seat and getattr(self.text, "msgid", None) in _RUNS
                and self.text.msgid == getattr(run.text, "msgid", None)
                and self.text.msgargs == run.text.msgargs)


#: The chance moves a log shows as one line when they come in a row (a hand dealt card by
#: card): every one deals a card to ``who``.
_RUNS = frozenset({"A card is dealt to {who}", "{who} is dealt a card"})


def run_text(first: LogEntry, n: int):
    """The one line of a run of ``n`` entries like ``first`` (see ``LogEntry.continues``)."""
    if n < 2 or getattr(first.text, "msgid", None) not in _RUNS:
        return first.text
    return msg("{who} is dealt {n} cards", n=n, who=first.text.msgargs["who"])


def parse_seat(spec: str, index: int) -> Seat:
    """The Seat a seat spec names: ``"human:Name"``, ``"human"``, or a bot name with optional
    ``":options"`` ("mcts:500"). Raises ValueError for anything else."""
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError(f"seat {index + 1}: a seat is 'human:Name' or a bot name, not {spec!r}")
    spec = spec.strip()
    kind, _, rest = spec.partition(":")
    kind = kind.strip().lower()
    if kind == HUMAN:
        name = rest.strip() or f"Player {index + 1}"
        return Seat(HUMAN, name, {}, f"human:{name}")
    label = kind.upper() if kind == "mcts" else kind.capitalize()
    options = {"budget": rest.strip()} if rest.strip() else {}
    return Seat(kind, f"{label} {index + 1}", options, spec)


@dataclass(frozen=True)
class _Ply:
    """One move of the session's history, with what undo needs to go back before it."""

    move: Any
    actor: int  # the seat, or CHANCE
    human: bool
    before: Any  # the state before the move
    rng_state: Any  # the session RNG's state before the move
    bot_states: tuple  # each bot RNG's state before the move (None for human seats)
    log: LogEntry
    staged: bool = False  # a chance outcome picked by hand (or not the seed's own draw)


#: The rule id of a staged chance outcome that is not one of the chance step's outcomes.
CHANCE_RULE = "chance"
#: The longest designer's note, in characters.
MAX_NOTE = 2000


class Session:
    """A game in play with people and bots at one table.

    Args:
        pack: the content pack (any game's).
        seats: one spec per seat: ``"human:Anna"``, ``"greedy"``, ``"random"``,
            ``"mcts:500"``…; their number is the player count.
        seed: the seed of the session's one RNG.
        solo: a designer playing every human seat alone: undo may go back past anything.
        stop_at_chance: the designer's lab: ``advance()`` also stops before every chance
            step, so the designer picks its outcome (``chance_options``, ``stage``); settable.

    Raises:
        ValueError: for a bad seat spec, a bot that does not play this game, or a player
            count outside the pack's range.
    """

    def __init__(self, pack: Any, seats: Sequence[str], seed: int = 0, solo: bool = False,
                 stop_at_chance: bool = False, *, game: Any = None) -> None:
        from core.registry import game_for

        self.pack = pack
        self.game = game if game is not None else game_for(pack)
        self.seed = int(seed)
        self.solo = bool(solo)
        self.stop_at_chance = bool(stop_at_chance)
        self.seats: tuple[Seat, ...] = tuple(parse_seat(s, i) for i, s in enumerate(seats))
        players = len(self.seats)
        spec = self.game.spec
        if not spec.min_players <= players <= spec.max_players:
            raise ValueError(f"{spec.game_id} on '{pack.id}' takes {spec.min_players} to "
                             f"{spec.max_players} players, not {players}")
        known = bot_names(spec.game_id)
        for i, seat in enumerate(self.seats):
            if not seat.is_human and seat.kind not in known:
                raise ValueError(f"seat {i + 1}: no bot '{seat.kind}' for {spec.game_id} "
                                 f"(bots: {', '.join(known)})")
        self._rng = random.Random(self.seed)
        self._bots: list[Any] = []
        for i, (seat, bot_seed) in enumerate(zip(self.seats, seat_seeds(self._rng, players),
                                                 strict=True)):
            self._bots.append(None if seat.is_human else
                              make_bot(seat.spec, self.game, i, random.Random(bot_seed)))
        self.names: tuple[str, ...] = tuple(s.name for s in self.seats)
        self.state = self.game.new_game(players)
        self._history: list[_Ply] = []
        self._redo: list[Any] = []
        self.log: list[LogEntry] = []
        self._notes: list[dict[str, Any]] = []

    # -- who moves -----------------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.seats)

    def to_move(self) -> int | None:
        """The human seat whose decision is awaited, or None (chance or a bot is next, or the
        game is over)."""
        if self.state.is_terminal():
            return None
        p = self.state.current_player()
        if p != CHANCE and self.seats[p].is_human:
            return p
        return None

    def view(self, seat: int):
        """What ``seat`` may see now (``state.observe(seat)``)."""
        return self.state.observe(seat)

    def legal_moves(self) -> list:
        """The awaited human's legal moves (empty when no one is asked to decide)."""
        return self.state.legal_moves() if self.to_move() is not None else []

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def result(self) -> Result:
        """How the game ended (ValueError before the end)."""
        return self.state.result()

    @property
    def ply(self) -> int:
        """Moves played so far, chance moves included."""
        return len(self._history)

    def search(self, seat: int):
        """How much ``seat``'s bot searched per decision so far in this session (a
        ``SearchStats``: decisions, mean, fewest and most iterations), None for a person or
        a bot that does not search (or has not yet had a decision to search). A time budget
        ("mcts:200ms") gets what the machine's speed and load allow: this says what it got.
        """
        from core.sim.result import SearchStats

        bot = self._bots[seat]
        counts = getattr(bot, "search_counts", None)
        return SearchStats.of([counts()]) if callable(counts) else None

    # -- playing ---------------------------------------------------------------------------

    def advance(self, bot_moves: int | None = None) -> list[LogEntry]:
        """Play chance moves and bot moves until a person must decide or the game ends.

        Args:
            bot_moves: stop after this many bot moves (a paced view plays one at a time);
                chance moves never count.

        Returns:
            The log entries of the moves played.
        """
        out: list[LogEntry] = []
        played = 0
        limit = self.game.spec.max_length
        while not self.state.is_terminal() and len(self._history) < limit:
            p = self.state.current_player()
            if p == CHANCE:
                if self.stop_at_chance:
                    break
                move = sample(self.state.chance_outcomes(), self._rng)
            elif self.seats[p].is_human:
                break
            else:
                if bot_moves is not None and played >= bot_moves:
                    break
                move = self._bots[p].choose(self.state.observe(p), self.state.legal_moves())
                played += 1
            out.append(self._push(move, p, human=False))
        return out

    def play(self, move: Any) -> LogEntry:
        """The awaited person's move (a move object or its text); no advance follows.

        Raises:
            IllegalMove: when no person is asked to decide, or the move is not legal, with
                the rule id and a sentence saying why.
        """
        seat = self.to_move()
        if seat is None:
            if self.state.is_terminal():
                raise IllegalMove(SESSION_RULE, msg("The game is over."))
            raise IllegalMove(SESSION_RULE, msg("No player is asked to move now: chance and the bots move first."))
        if isinstance(move, str):
            move = self.game.move_from_text(move)
        if move not in self.state.legal_moves():
            self.state.apply(move)  # raises IllegalMove with the rule and its sentence
            raise IllegalMove(SESSION_RULE, msg("'{move}' is not a legal move now.", move=str(move)))
        redo = self._redo
        entry = self._push(move, seat, human=True)
        if redo and redo[-1] == move:
            redo.pop()  # replaying the undone line: later redos stay available
        else:
            redo.clear()
        self._redo = redo
        return entry

    # -- the designer's lab ----------------------------------------------------------------

    def chance_options(self) -> list[tuple[Any, float]]:
        """The outcomes of the next step and their probabilities when it is a chance step
        (those with a probability above zero, in the game's order), else ``[]``."""
        if self.state.is_terminal() or self.state.current_player() != CHANCE:
            return []
        return [(m, p) for m, p in self.state.chance_outcomes() if p > 0]

    def stage(self, outcome: Any) -> LogEntry:
        """Play the chance step's ``outcome`` (a move or its text) by hand: the deck stacked.

        The session's RNG still makes its draw for this step, so the game after it goes on
        as a fork of the record would (``from_record``); the record's chance becomes
        ``"staged"``.

        Raises:
            IllegalMove: rule ``"chance"`` when the next step is no chance step or
                ``outcome`` is not one of its outcomes.
        """
        options = self.chance_options()
        if not options:
            raise IllegalMove(CHANCE_RULE, msg("The next step is not a chance step: there is no outcome to choose."))
        if isinstance(outcome, str):
            text = outcome
            try:
                outcome = self.game.move_from_text(outcome)
            except IllegalMove:
                raise IllegalMove(CHANCE_RULE, msg("'{outcome}' is not one of this chance step's outcomes.", outcome=text)) from None
        if not any(m == outcome for m, _ in options):
            raise IllegalMove(CHANCE_RULE, msg("'{outcome}' is not one of this chance step's outcomes.", outcome=str(outcome)))
        drawn = sample(self.state.chance_outcomes(), self._rng)
        return self._push(outcome, CHANCE, human=False, staged=drawn != outcome)

    def note(self, text: str, ply: int | None = None) -> dict[str, Any]:
        """Write a designer's note on move ``ply`` (default: the last one played).

        Returns:
            The note, ``{"ply": ply, "text": text}``.

        Raises:
            ValueError: for empty or too long text (over ``MAX_NOTE`` characters), or a
                ply that has not been played.
        """
        if not isinstance(text, str) or not text.strip():
            raise ValueError("a note needs some text")
        text = text.strip()
        if len(text) > MAX_NOTE:
            raise ValueError(f"a note is at most {MAX_NOTE} characters, not {len(text)}")
        if ply is None:
            ply = len(self._history) - 1
        if type(ply) is not int or not 0 <= ply < len(self._history):
            raise ValueError("no move has been played yet to note" if not self._history else
                             f"ply {ply} outside the moves played (0..{len(self._history) - 1})")
        note = {"ply": ply, "text": text}
        self._notes.append(note)
        self._notes.sort(key=lambda n: n["ply"])  # stable: notes on one ply keep their order
        return dict(note)

    def remove_note(self, index: int) -> dict[str, Any]:
        """Take away the note at ``index`` of :attr:`notes` and return it.

        Raises:
            ValueError: for an index outside the notes.
        """
        if type(index) is not int or not 0 <= index < len(self._notes):
            raise ValueError(f"no note {index}: this game has {len(self._notes)}")
        return dict(self._notes.pop(index))

    @property
    def notes(self) -> tuple[dict[str, Any], ...]:
        """The designer's notes, by ply (``{"ply", "text"}``)."""
        return tuple(dict(n) for n in self._notes)

    def _push(self, move: Any, actor: int, human: bool, staged: bool = False) -> LogEntry:
        before = self.state
        rng_state = self._rng.getstate()
        bot_states = tuple(None if b is None else _rng_state(b) for b in self._bots)
        words = self.game.describe(before, move, self.names)
        entry = LogEntry(len(self._history), actor, words)
        self.state = before.apply(move)
        self._history.append(_Ply(move, actor, human, before, rng_state, bot_states, entry,
                                  staged))
        self.log.append(entry)
        return entry

    # -- undo ------------------------------------------------------------------------------

    def _undo_target(self) -> int | None:
        """The history index of the human decision undo would take back, or None."""
        last = next((i for i in range(len(self._history) - 1, -1, -1)
                     if self._history[i].human), None)
        if last is None:
            return None
        if self.solo:
            return last
        decider = self._history[last].actor
        if any(p.actor == CHANCE or p.human for p in self._history[last + 1:]):
            return None  # a chance move or another decision came after it
        awaited = self.to_move()
        if awaited is not None and awaited != decider:
            return None  # another person is at the table now
        return last

    def why_no_undo(self):
        """Why ``undo`` would take nothing back, as a message (None when it would): said in
        the status bar when a person presses Ctrl+Z and nothing can be undone."""
        last = next((i for i in range(len(self._history) - 1, -1, -1)
                     if self._history[i].human), None)
        if last is None:
            return msg("Nothing to undo: no person has moved yet.")
        if self.solo:
            return None
        if any(p.actor == CHANCE for p in self._history[last + 1:]):
            return msg("Nothing to undo: a card or tile was drawn after the last move, and no "
                       "one may take back what they have seen.")
        later = next((p for p in self._history[last + 1:] if p.human), None)
        if later is not None:
            return msg("Nothing to undo: {name} has moved since.", name=self.seats[later.actor].name)
        awaited = self.to_move()
        if awaited is not None and awaited != self._history[last].actor:
            return msg("Nothing to undo: {name} is at the table now; only {mover} could take "
                       "back their move, before passing on.", name=self.seats[awaited].name,
                       mover=self.seats[self._history[last].actor].name)
        return None

    def can_undo(self) -> bool:
        """True when ``undo`` would take back a human decision."""
        return self._undo_target() is not None

    def undo(self) -> list[LogEntry]:
        """Go back to just before the last human decision (see the class docstring); the
        RNGs go back too, so the same choices replay the same game.

        Returns:
            The log entries taken back, oldest first (empty if nothing could be undone).
        """
        target = self._undo_target()
        if target is None:
            return []
        ply = self._history[target]
        taken = self._history[target:]
        del self._history[target:]
        del self.log[target:]
        self._notes = [n for n in self._notes if n["ply"] < target]  # notes on moves taken back
        self.state = ply.before
        self._rng.setstate(ply.rng_state)
        for bot, state in zip(self._bots, ply.bot_states, strict=True):
            if bot is not None and state is not None:
                bot.rng.setstate(state)
        self._redo.append(ply.move)
        return [p.log for p in taken]

    def can_redo(self) -> bool:
        """True when an undone decision can be played again (nothing else was played since)."""
        return bool(self._redo) and self.to_move() is not None and \
            self._redo[-1] in self.state.legal_moves()

    def redo(self) -> LogEntry | None:
        """Play the last undone decision again (the caller then ``advance``s as usual)."""
        if not self.can_redo():
            return None
        return self.play(self._redo[-1])

    # -- records ---------------------------------------------------------------------------

    def state_at(self, ply: int):
        """The state before move ``ply`` (``ply == self.ply``: the current state)."""
        if not 0 <= ply <= len(self._history):
            raise IndexError(f"ply {ply} outside 0..{len(self._history)}")
        return self.state if ply == len(self._history) else self._history[ply].before

    @property
    def moves(self) -> list:
        """Every move played so far, chance moves included (the god view's history)."""
        return [p.move for p in self._history]

    def record(self) -> GameRecord:
        """The game so far as a record that ``core.api.replay`` accepts."""
        state = self.state
        return GameRecord(
            game=self.game.spec.game_id,
            pack_id=self.pack.id,
            pack_hash=content_hash(self.pack),
            players=self.players,
            seed=self.seed,
            seats=tuple(s.spec for s in self.seats),
            moves=tuple(p.move.to_json() for p in self._history),
            result=state.result().to_json() if state.is_terminal() else None,
            chance=STAGED if any(p.staged for p in self._history) else SEEDED,
            notes=self.notes,
        )

    @classmethod
    def from_record(cls, pack: Any, record: GameRecord, upto: int | None = None,
                    seats: Sequence[str] | None = None, seed: int | None = None,
                    solo: bool = False) -> Session:
        """A session that has played the first ``upto`` moves of ``record`` (all of them by
        default) on ``pack``, to continue from there ("fork from here").

        ``pack`` may differ from the record's (an edited design): every move is checked
        again on it. The session keeps the record's seats and seed unless others are given,
        and the record's notes on the moves it replays (plies below ``upto``).

        Raises:
            ReplayError: naming the first move that no longer holds (its ply and rule).
            ValueError: for bad seats or a player count the pack does not take.
        """
        if pack.game != record.game:
            raise ReplayError(f"a record of {record.game}, not of {pack.game}")
        seats = list(seats) if seats is not None else list(record.seats)
        seed = record.seed if seed is None else seed
        session = cls(pack, seats, seed=seed if seed is not None else 0, solo=solo)
        moves = record.moves if upto is None else record.moves[:max(0, upto)]
        # The fork's chance moves follow its seed when every replayed draw is the seed's own.
        rng = session._rng
        for ply, data in enumerate(moves):
            state = session.state
            move = checked_move(session.game, state, data, ply)
            actor = state.current_player()
            # the draw keeps the stream in step whether or not it is the recorded outcome
            staged = actor == CHANCE and sample(state.chance_outcomes(), rng) != move
            human = actor != CHANCE and session.seats[actor].is_human
            session._push(move, actor, human, staged)
        session._redo.clear()
        session._notes = [dict(n) for n in record.notes if n["ply"] < len(moves)]
        return session


def _rng_state(bot: Any):
    rng = getattr(bot, "rng", None)
    return rng.getstate() if isinstance(rng, random.Random) else None


__all__ = ["CHANCE_RULE", "HUMAN", "MAX_NOTE", "LogEntry", "Seat", "Session", "parse_seat"]
