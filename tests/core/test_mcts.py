"""The information-set MCTS bot (``core.bots.mcts``): budgets, legal and seeded choices from
the observation only, a playtest session, and the determinizations it searches from."""

from __future__ import annotations

import importlib
import random

import pytest

from content import default_pack
from core.api import CHANCE, Session, bot_names, game_for, make_bot
from core.bots.mcts import Budget, MCTSBot, parse_budget, parse_options
from core.sim.runner import sample_chance

PACKS = {"journey": "europe", "trails": "trails", "expedition": "expedition"}


@pytest.fixture(scope="module", params=sorted(PACKS))
def game(request):
    return game_for(default_pack(PACKS[request.param]))


def _states(game, players: int = 2, seed: int = 0, every: int = 9, plies: int = 300):
    """States of a seeded random playout, one every ``every`` plies."""
    rng = random.Random(seed)
    state = game.new_game(players)
    out = []
    for ply in range(plies):
        if state.is_terminal():
            break
        if ply % every == 0:
            out.append(state)
        if state.current_player() == CHANCE:
            state = state.apply(sample_chance(state.chance_outcomes(), rng))
        else:
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
    return out


def _decisions(game, players: int = 2, seed: int = 0, at_least: int = 2):
    """States of a playout where a seat decides among ``at_least`` moves or more."""
    return [s for s in _states(game, players, seed, every=3)
            if s.current_player() >= 0 and len(s.legal_moves()) >= at_least]


# --- budgets -------------------------------------------------------------------------------


def test_budget_reads_iterations_and_times():
    assert parse_budget("500") == Budget(iterations=500)
    assert parse_budget("200ms") == Budget(seconds=0.2)
    assert parse_budget(" 1.5s ") == Budget(seconds=1.5)
    assert parse_options("").budget.iterations >= 1  # a default budget
    assert parse_options("300,c=1.5,prior=0.3,horizon=12") == parse_options(
        "300, c=1.5, prior=0.3, horizon=12")
    settings = parse_options("80ms,c=2")
    assert settings.budget == Budget(seconds=0.08) and settings.c == 2.0


@pytest.mark.parametrize("bad", ["fast", "0", "-5", "2.5", "0ms", "200us", "ms", "1e3",
                                 "300,depth=3", "300,c=high", "300,prior=2", "300,c"])
def test_bad_options_are_value_errors_that_say_what_is_expected(bad):
    with pytest.raises(ValueError, match="mcts"):
        parse_options(bad)


def test_the_registry_builds_the_bot_with_its_options(game):
    assert "mcts" in bot_names(game.spec.game_id)
    bot = make_bot("mcts:40", game, 1, random.Random(0))
    assert isinstance(bot, MCTSBot) and bot.seat == 1
    assert bot.settings.budget == Budget(iterations=40)
    assert isinstance(make_bot("mcts", game, 0, random.Random(0)), MCTSBot)
    with pytest.raises(ValueError, match="budget"):
        make_bot("mcts:lots", game, 0, random.Random(0))


def test_a_game_without_determinize_is_refused_clearly():
    class NoDeterminize:
        class spec:
            game_id = "nogame"

    with pytest.raises(ValueError, match="determinize"):
        MCTSBot(NoDeterminize(), 0, random.Random(0), "10")


# --- choices -------------------------------------------------------------------------------


def test_only_legal_moves_are_chosen(game):
    bot = MCTSBot(game, 0, random.Random(3), "15")
    checked = 0
    for state in _decisions(game, seed=4)[:12]:
        p = state.current_player()
        bot.seat = p
        legal = state.legal_moves()
        assert bot.choose(state.observe(p), legal) in legal
        assert bot.iterations_done == 15
        checked += 1
    assert checked >= 5


def test_a_single_legal_move_is_played_without_search(game):
    bot = MCTSBot(game, 0, random.Random(3), "50")
    state = _decisions(game, seed=4)[0]
    before = bot.rng.getstate()
    only = state.legal_moves()[:1]
    assert bot.choose(state.observe(state.current_player()), only) == only[0]
    assert bot.rng.getstate() == before


def test_the_same_seed_gives_the_same_choice(game):
    for state in _decisions(game, seed=6)[:6]:
        p = state.current_player()
        obs, legal = state.observe(p), state.legal_moves()
        a = MCTSBot(game, p, random.Random(11), "25")
        b = MCTSBot(game, p, random.Random(11), "25")
        assert a.choose(obs, legal) == b.choose(obs, legal)
        assert a.rng.getstate() == b.rng.getstate()
        # what a session's undo does: the rng put back, the same decision again
        saved = a.rng.getstate()
        again = a.choose(obs, legal)
        a.rng.setstate(saved)
        assert a.choose(obs, legal) == again


def test_a_time_budget_searches_and_stays_legal(game):
    bot = MCTSBot(game, 0, random.Random(5), "30ms")
    state = _decisions(game, seed=8)[1]
    p = state.current_player()
    bot.seat = p
    legal = state.legal_moves()
    assert bot.choose(state.observe(p), legal) in legal
    assert bot.iterations_done >= 1


def test_the_bot_sees_the_observation_only(game):
    """The bot is handed an observation and the legal moves, nothing else: states that
    differ only in what the seat cannot see give it equal inputs, hence equal choices; and
    every state it searches comes from ``game.determinize`` of that very observation."""
    from core.api import core_games

    hide_shuffle = importlib.import_module(
        core_games()[game.spec.game_id].conformance).hide_shuffle
    seen = []
    real = game.determinize

    class Spy:
        """The game as the bot sees it, recording what it determinizes."""

        def __getattr__(self, name):
            return getattr(game, name)

        def determinize(self, observation, rng):
            seen.append(observation)
            return real(observation, rng)

    spy = Spy()
    twins = 0
    for state in _decisions(game, seed=9)[:8]:
        p = state.current_player()
        data = hide_shuffle(state.to_json(), p, random.Random(1))
        if data is None:
            continue
        other = game.state_from_json(data)
        assert other != state and other.observe(p) == state.observe(p)
        legal = state.legal_moves()
        seen.clear()
        obs = state.observe(p)
        move = MCTSBot(spy, p, random.Random(2), "20").choose(obs, legal)
        assert seen and all(o is obs for o in seen)
        del state  # nothing of the true state is left to read
        assert MCTSBot(spy, p, random.Random(2), "20").choose(other.observe(p), legal) == move
        twins += 1
    assert twins >= 2


# --- a playtest session ----------------------------------------------------------------------


def test_a_session_with_an_mcts_seat_plays_to_the_end():
    session = Session(default_pack("trails"), ["mcts:50", "greedy"], seed=3)
    session.advance()
    assert session.is_over()
    assert session.result().reason
    assert any(entry.seat == 0 for entry in session.log)


@pytest.mark.parametrize(("pack", "spec", "budget"), [
    ("europe", "mcts:500", Budget(iterations=500)),
    ("trails", "mcts:200ms", Budget(seconds=0.2)),
])
def test_a_session_seat_string_names_the_mcts_budget(pack, spec, budget):
    """The seat strings of the architecture ("mcts:500", "mcts:200ms") seat an MCTS bot with
    that budget, which plays its turns until the person must decide (a few decisions only)."""
    session = Session(default_pack(pack), ["human:Ann", spec], seed=11)
    seat = session.seats[1]
    assert (seat.kind, seat.options, seat.spec) == ("mcts", {"budget": spec[5:]}, spec)
    assert make_bot(spec, session.game, 1, random.Random(0)).settings.budget == budget
    bot_moves = 0
    while bot_moves < 2 and not session.is_over():
        bot_moves += sum(entry.seat == 1 for entry in session.advance())
        if session.to_move() == 0:
            legal = session.legal_moves()
            assert legal
            session.play(legal[0])
    assert bot_moves >= 2
    assert session.record().moves  # the bot's moves are in the record like any seat's


def test_a_session_undo_replays_the_mcts_choice():
    """Undo restores the bots' rng only: the MCTS bot's next choice must come out the same."""
    session = Session(default_pack("europe"), ["human:Ann", "mcts:12,horizon=6"], seed=5,
                      solo=True)
    session.advance()
    for _ in range(4):  # a few setup placements each
        session.play(session.legal_moves()[0])
        session.advance()
    session.play(session.legal_moves()[0])
    first = [e.text for e in session.advance()]
    session.undo()
    session.play(session.legal_moves()[0])
    assert [e.text for e in session.advance()] == first


# --- determinizations ------------------------------------------------------------------------


def test_determinize_keeps_what_the_seat_sees(game):
    for players in (2, 3):
        for state in _states(game, players, seed=players, every=13):
            for seat in range(players):
                obs = state.observe(seat)
                sampled = game.determinize(obs, random.Random(seat))
                assert sampled.check_invariants() == []
                assert sampled.observe(seat) == obs
                if state.current_player() == seat:
                    assert sampled.legal_moves() == state.legal_moves()


def test_determinize_draws_the_hidden_part(game):
    """Different rng states give different hidden cards, never different seen facts."""
    state = [s for s in _states(game, 2, seed=1, every=7) if s.current_player() >= 0][-1]
    obs = state.observe(0)
    drawn = {repr(game.determinize(obs, random.Random(k)).to_json()) for k in range(8)}
    assert len(drawn) > 1


# --- per-game cut-offs -----------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["journey", "expedition"])
def test_a_cut_off_rollout_shares_the_win_by_the_standing(game_id):
    """Where a game's rollouts stop early, the evaluation gives every seat a share in
    (0, 1), the shares sum to 1, and a seat that stands better gets more."""
    from core.bots.mcts_games import profile_for

    game = game_for(default_pack(PACKS[game_id]))
    profile = profile_for(game_id)
    assert profile.horizon > 0 and profile.evaluate is not None
    bot = MCTSBot(game, 0, random.Random(0), "10")
    checked = 0
    for state in _states(game, 2, seed=3, every=5, plies=200):
        if state.is_terminal():
            continue
        shares = profile.evaluate(state, bot._agents(2))
        assert len(shares) == 2 and abs(sum(shares) - 1) < 1e-9
        assert all(0 < x < 1 for x in shares)
        if game_id == "expedition":
            standing = [p + 0.1 * t for p, t in zip(state.scores(), state.tickets, strict=True)]
        else:
            agents = bot._agents(2)
            standing = [agents[s].score(state.holders[s]) for s in range(2)]
        if standing[0] != standing[1]:
            assert (shares[0] > shares[1]) == (standing[0] > standing[1])
            checked += 1
    assert checked >= 3
