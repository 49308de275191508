"""The playtest session (``core.api.Session``), clause by clause of architecture.md.

Plain pytest, no Qt. Seats, advance, play, undo (never past chance or another person's move;
solo past anything with the same chance outcomes), the public log, records and forks.
"""

from __future__ import annotations

import pytest

from content import default_pack
from core.api import (
    CHANCE,
    GameRecord,
    IllegalMove,
    ReplayError,
    Session,
    game_for,
    play_game,
    replay,
)
from core.session import parse_seat

PACKS = {"journey": "europe", "trails": "trails", "expedition": "expedition"}


@pytest.fixture(scope="module")
def europe():
    return default_pack("europe")


def _first_human_turn(session):
    session.advance()
    assert session.to_move() is not None
    return session.to_move()


# -- seats ---------------------------------------------------------------------------------


def test_seats_are_parsed_into_kind_name_and_options():
    assert parse_seat("human:Anna", 0).kind == "human"
    assert parse_seat("human:Anna", 0).name == "Anna"
    assert parse_seat("human", 2).name == "Player 3"
    greedy = parse_seat("greedy", 1)
    assert (greedy.kind, greedy.name, greedy.options) == ("greedy", "Greedy 2", {})
    mcts = parse_seat("mcts:500", 3)
    assert (mcts.kind, mcts.options, mcts.spec) == ("mcts", {"budget": "500"}, "mcts:500")
    for bad in ("", "   ", None, 7):
        with pytest.raises(ValueError):
            parse_seat(bad, 0)


def test_a_session_refuses_unknown_bots_and_wrong_player_counts(europe):
    with pytest.raises(ValueError, match="no bot 'wizard'"):
        Session(europe, ["human:Anna", "wizard"], seed=1)
    with pytest.raises(ValueError, match="takes 2 to 4 players"):
        Session(europe, ["human:Anna"], seed=1)
    with pytest.raises(ValueError, match="takes no options"):
        Session(europe, ["human:Anna", "greedy:9"], seed=1)
    s = Session(europe, ["human:Anna", "greedy"], seed=1)
    assert [seat.name for seat in s.seats] == ["Anna", "Greedy 2"]
    assert s.seats[0].is_human and not s.seats[1].is_human


# -- the same game as play_game -------------------------------------------------------------


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_an_all_bot_session_plays_the_same_game_as_play_game(game_id):
    pack = default_pack(PACKS[game_id])
    game = game_for(pack)
    for players, seats in ((game.spec.min_players, "greedy"), (game.spec.max_players, "random")):
        specs = [seats] * players
        record, final = play_game(game, players, specs, seed=31)
        s = Session(pack, specs, seed=31)
        log = s.advance()
        assert s.is_over() and s.to_move() is None
        assert [m.to_json() for m in s.moves] == list(record.moves)
        assert s.state == final
        assert s.result() == final.result()
        assert [e.ply for e in log] == list(range(len(record.moves)))
        mine = s.record()
        assert mine.moves == record.moves and mine.seed == record.seed
        assert replay(pack, mine) == final


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_advance_stops_where_a_person_must_decide(game_id):
    pack = default_pack(PACKS[game_id])
    s = Session(pack, ["greedy", "human:Anna"], seed=4)
    assert s.to_move() is None  # nothing is played before advance()
    entries = s.advance()
    assert entries and all(e.seat in (CHANCE, 0) for e in entries)
    assert s.to_move() == 1 == s.state.current_player()
    assert s.legal_moves() == s.state.legal_moves()
    assert s.view(1) == s.state.observe(1)
    assert s.advance() == []  # still waiting for Anna


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_a_paced_advance_plays_one_bot_move_at_a_time(game_id):
    pack = default_pack(PACKS[game_id])
    s = Session(pack, ["greedy", "greedy"], seed=8)
    bot_plies = 0
    for _ in range(5):
        entries = s.advance(bot_moves=1)
        bot_plies += sum(1 for e in entries if e.seat != CHANCE)
    assert bot_plies == 5
    rest = Session(pack, ["greedy", "greedy"], seed=8)
    rest.advance()
    assert [m.to_json() for m in s.moves] == [m.to_json() for m in rest.moves[:s.ply]]


# -- play ----------------------------------------------------------------------------------


def test_play_refuses_with_the_rule_and_its_sentence(europe):
    s = Session(europe, ["human:Anna", "human:Ben"], seed=2)
    with pytest.raises(IllegalMove) as err:
        s.play(s.game.move_from_text("draw from the draw pile"))
    assert err.value.rule == "session"  # nothing asked yet: chance deals first
    seat = _first_human_turn(s)
    assert s.state.phase == "setup_place"
    slot = next(m for m in s.legal_moves())
    # a slot that is already full is refused with J2
    s.play(slot)
    s.advance()
    assert s.to_move() is not None and s.to_move() != seat
    s.advance()
    while s.to_move() != seat:
        s.play(s.legal_moves()[0])
        s.advance()
    with pytest.raises(IllegalMove) as err:
        s.play(slot)
    assert err.value.rule == "J2" and "already holds a card" in err.value.message
    with pytest.raises(IllegalMove) as err:
        s.play("no such move")
    assert err.value.rule == "format"


def _to_first_turn(s):
    """Advance a two-person Journey session past setup to the first DRAW decision."""
    s.advance()
    while s.state.phase != "draw":
        s.play(s.legal_moves()[0])
        s.advance()
    return s.to_move()


# -- undo ------------------------------------------------------------------------------------


def test_undo_takes_back_one_decision_that_revealed_nothing(europe):
    s = Session(europe, ["human:Anna", "human:Ben"], seed=5)
    seat = _to_first_turn(s)
    before, log_len = s.state, len(s.log)
    take = next(m for m in s.legal_moves() if m.kind == "draw" and m.pile > 0)
    s.play(take)  # a discard top: public, no chance move follows
    assert s.state.phase == "place" and s.to_move() == seat
    assert s.can_undo()
    taken = s.undo()
    assert len(taken) == 1 and s.state == before and len(s.log) == log_len
    assert s.to_move() == seat
    assert s.can_redo()
    s.redo()
    assert s.state.phase == "place"


def test_undo_never_goes_past_a_chance_move(europe):
    s = Session(europe, ["human:Anna", "human:Ben"], seed=5)
    _to_first_turn(s)
    s.play(s.game.move_from_text("draw from the draw pile"))
    s.advance()  # the card is dealt (chance): Anna has seen it
    assert s.state.phase == "place"
    assert not s.can_undo() and s.undo() == []


def test_undo_never_goes_past_another_persons_move(europe):
    s = Session(europe, ["human:Anna", "human:Ben"], seed=6)
    seat = _to_first_turn(s)
    take = next(m for m in s.legal_moves() if m.kind == "draw" and m.pile > 0)
    s.play(take)
    s.play(next(m for m in s.legal_moves() if m.kind == "discard"))
    s.advance()
    assert s.to_move() == 1 - seat  # Ben's turn now
    assert not s.can_undo()


def test_undo_takes_back_the_bots_replies_too(europe):
    s = Session(europe, ["human:Anna", "greedy"], seed=9)
    s.advance()
    while not (s.state.phase == "draw" and s.to_move() == 0):
        s.play(s.legal_moves()[0])
        s.advance()
    take = next(m for m in s.legal_moves() if m.kind == "draw" and m.pile > 0)
    s.play(take)
    s.play(next(m for m in s.legal_moves() if m.kind == "discard"))
    s.advance()  # the bot's whole turn, which may draw from the pile: then no undo
    chance_after = any(e.seat == CHANCE for e in s.log[-6:])
    if not chance_after:
        assert s.can_undo()
        s.undo()
        assert s.state.phase == "place" and s.to_move() == 0


def test_solo_undo_goes_past_chance_and_chance_draws_the_same_again(europe):
    s = Session(europe, ["human:Anna", "human:Ben"], seed=5, solo=True)
    _to_first_turn(s)
    s.play(s.game.move_from_text("draw from the draw pile"))
    s.advance()
    drawn_state = s.state
    assert s.can_undo()
    s.undo()
    assert s.state.phase == "draw"
    s.play(s.game.move_from_text("draw from the draw pile"))
    s.advance()
    assert s.state == drawn_state  # the same card came off the pile


def test_solo_undo_goes_back_to_the_start(europe):
    s = Session(europe, ["human:Anna", "human:Ben"], seed=3, solo=True)
    s.advance()
    first = s.state
    for _ in range(4):
        s.play(s.legal_moves()[-1])
        s.advance()
    while s.can_undo():
        s.undo()
    assert s.state == first and s.to_move() is not None


# -- the log --------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_the_log_names_seats_by_name(game_id):
    pack = default_pack(PACKS[game_id])
    s = Session(pack, ["human:Anna", "greedy"], seed=12)
    s.advance()
    s.play(s.legal_moves()[0])
    s.advance()
    assert all(e.text.strip() for e in s.log)
    assert any("Anna" in e.text for e in s.log if e.seat == 0)
    assert [e.ply for e in s.log] == list(range(s.ply))


def _card_ids(data) -> set[str]:
    """Every card id anywhere in an observation's JSON."""
    if isinstance(data, str):
        return {data} if ":" in data else set()
    if isinstance(data, dict):
        return set().union(*(_card_ids(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(_card_ids(v) for v in data)) if data else set()
    return set()


def test_the_journey_log_never_names_a_card_some_seat_has_not_seen(europe):
    s = Session(europe, ["greedy", "greedy", "greedy"], seed=21)
    s.advance()
    country_name = {f"country:{c.id}": c.name for c in europe.countries}
    country_name.update({f"country:{c.id}:2": c.name for c in europe.countries})
    game = game_for(europe)
    state = game.new_game(3)
    public: set[str] = set()

    def seen_by_all(st):
        return set.intersection(*(_card_ids(st.observe(k).to_json()) for k in range(3)))

    for entry, move in zip(s.log, s.moves, strict=True):
        public |= seen_by_all(state)
        after = state.apply(move)
        public |= seen_by_all(after)
        allowed = {country_name[c] for c in public if c in country_name}
        named = {n for n in country_name.values() if n in entry.text}
        # a name inside another ("Ireland" in "Northern Ireland") is not a mention of its own
        named = {n for n in named if not any(n != m and n in m and m in entry.text
                                               for m in named)}
        assert named <= allowed, (entry.ply, entry.text)
        state = after


# -- records and forks ----------------------------------------------------------------------


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_a_session_record_replays(game_id, tmp_path):
    pack = default_pack(PACKS[game_id])
    s = Session(pack, ["human:Anna", "greedy"], seed=14)
    for _ in range(6):
        s.advance()
        if s.to_move() is None:
            break
        s.play(s.legal_moves()[-1])
    record = s.record()
    path = tmp_path / "game.json"
    record.save(path)
    assert replay(pack, GameRecord.load(path)) == s.state
    assert record.seats == ("human:Anna", "greedy")


@pytest.mark.parametrize("game_id", sorted(PACKS))
def test_fork_from_a_record_at_any_ply(game_id):
    pack = default_pack(PACKS[game_id])
    game = game_for(pack)
    record, final = play_game(game, 2, ["greedy", "greedy"], seed=17)
    k = len(record.moves) // 2
    fork = Session.from_record(pack, record, upto=k, seats=["human:Anna", "greedy"])
    assert fork.ply == k and len(fork.log) == k
    expected = game.new_game(2)
    for data in record.moves[:k]:
        expected = expected.apply(game.move_from_json(data))
    assert fork.state == expected
    fork.advance()
    while not fork.is_over():
        fork.play(fork.legal_moves()[0])
        fork.advance()
    assert replay(pack, fork.record()) == fork.state
    whole = Session.from_record(pack, record)
    assert whole.state == final and whole.is_over()


def test_fork_on_edited_content_names_the_first_move_that_no_longer_holds(europe):
    game = game_for(europe)
    record, _final = play_game(game, 2, ["greedy", "greedy"], seed=23)
    # Drop the link the game's first-placed... simpler: remove a country card the deck dealt.
    dealt = next(m["card"] for m in record.moves if m["kind"] == "deal")
    ply = next(i for i, m in enumerate(record.moves) if m.get("card") == dealt)
    edited = europe.model_copy(update={"cards": tuple(c for c in europe.cards if c.id != dealt)})
    with pytest.raises(ReplayError) as err:
        Session.from_record(edited, record)
    assert err.value.ply == ply
    assert "is not a possible chance outcome" in str(err.value)
