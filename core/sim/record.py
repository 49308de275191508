"""Game records: everything needed to replay one game exactly, as JSON.

A record names the pack (id and a SHA-256 of its saved text), the player count, the runner's
seed, who sat where (bot names or "human") and every move, chance moves included, as the
moves' own JSON. It also says whether its chance moves follow its seed (``chance``):
"seeded" for the seeded runner's games (simulator, playtest), "staged" for a scenario whose
chance moves were picked by hand, absent (None) in records written before the field existed.
``core.api.replay`` re-applies and checks the moves, and the seed where the record claims it.

Records are read like packs (``content.io.read_file``, ``parse_json``): regular files only,
at most ``MAX_RECORD_BYTES``, strict JSON, and strict types (a count is an int, not a float
or a bool).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from typing import Any

#: Version of the record format.
RECORD_VERSION = 1
#: Largest record file read, in bytes (a long game is well under 1 MB).
MAX_RECORD_BYTES = 64 * 1024 * 1024
#: Deepest JSON nesting accepted in a record (moves nest a few levels).
MAX_RECORD_DEPTH = 32
#: The ``chance`` values: moves drawn by the seeded runner, or picked by hand.
SEEDED, STAGED = "seeded", "staged"
CHANCE_KINDS = (SEEDED, STAGED)


class ReplayError(ValueError):
    """A record that does not replay: wrong pack, an illegal move, or a different ending.

    Attributes:
        ply: the 0-based index of the move that failed (-1 when not about one move).
        rule: the rule id when a move was illegal, else "".
    """

    def __init__(self, message: str, ply: int = -1, rule: str = "") -> None:
        self.ply = ply
        self.rule = rule
        super().__init__(message)


_HASHES: dict[int, tuple[Any, str]] = {}


def content_hash(pack: Any) -> str:
    """SHA-256 (hex) of the pack's saved text (``content.dumps_pack``); cached per pack."""
    hit = _HASHES.get(id(pack))
    if hit is not None and hit[0] is pack:
        return hit[1]
    from content import dumps_pack

    digest = hashlib.sha256(dumps_pack(pack).encode("utf-8")).hexdigest()
    if len(_HASHES) > 32:
        _HASHES.clear()
    _HASHES[id(pack)] = (pack, digest)  # packs are frozen: the hash never goes stale
    return digest


@dataclass(frozen=True)
class GameRecord:
    """One played game.

    Attributes:
        game: the game id ("journey", ...).
        pack_id: the pack's id.
        pack_hash: ``content_hash`` of the pack the game was played with.
        players: number of seats.
        seed: the runner's seed (None for a game not driven by the seeded runner).
        seats: per seat, the bot name or "human".
        moves: every move's ``to_json()``, chance moves included, in order.
        result: the final ``Result.to_json()``, or None for an unfinished game.
        version: the record format's version.
        chance: "seeded" when every chance move is the seeded runner's draw for ``seed``
            (replay checks it), "staged" when chance moves were picked by hand, None when
            the record does not say (written before this field; replay cannot check it).
        notes: the designer's notes, ``{"ply": int, "text": str}`` by ply (``()`` in
            records written before this field).
    """

    game: str
    pack_id: str
    pack_hash: str
    players: int
    seed: int | None
    seats: tuple[str, ...]
    moves: tuple[dict[str, Any], ...] = ()
    result: dict[str, Any] | None = None
    version: int = field(default=RECORD_VERSION)
    chance: str | None = None
    notes: tuple[dict[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The record as plain JSON data (``chance`` is only written when known)."""
        data = {
            "version": self.version,
            "game": self.game,
            "pack_id": self.pack_id,
            "pack_hash": self.pack_hash,
            "players": self.players,
            "seed": self.seed,
            "seats": list(self.seats),
            "moves": [dict(m) for m in self.moves],
            "result": self.result,
        }
        if self.chance is not None:
            data["chance"] = self.chance
        data["notes"] = [dict(n) for n in self.notes]
        return data

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """The record ``to_json`` wrote, with every field's type checked strictly.

        Raises:
            ReplayError: for data that is not a game record of a known version, naming the
                field and what is wrong with it.
        """
        if type(data) is not dict:
            raise ReplayError(f"not a game record: a record is a JSON object, not "
                              f"{_kind(data)}")
        missing = [k for k in ("game", "pack_id", "pack_hash", "players", "seed", "seats", "moves")
                   if k not in data]
        if missing:
            raise ReplayError(f"not a game record: no {', '.join(repr(k) for k in missing)}")
        version = data.get("version", RECORD_VERSION)
        _want_int("version", version, least=1)
        if version > RECORD_VERSION:
            raise ReplayError(f"record version {_short(version)} is newer than this program "
                              f"({RECORD_VERSION})")
        for key in ("game", "pack_id", "pack_hash"):
            if type(data[key]) is not str:
                raise ReplayError(f"not a game record: '{key}' must be text, not "
                                  f"{_kind(data[key])}")
        players = data["players"]
        _want_int("players", players, least=1)
        seed = data["seed"]
        if seed is not None:
            _want_int("seed", seed)
        seats = data["seats"]
        if type(seats) is not list or any(type(s) is not str for s in seats):
            raise ReplayError("not a game record: 'seats' must be a list of texts (bot names "
                              "or \"human\")")
        if len(seats) != players:
            raise ReplayError(f"not a game record: 'seats' names {len(seats)} seat(s) but "
                              f"'players' is {players}")
        moves = data["moves"]
        if type(moves) is not list:
            raise ReplayError(f"not a game record: 'moves' must be a list, not {_kind(moves)}")
        for i, m in enumerate(moves):
            if type(m) is not dict:
                raise ReplayError(f"not a game record: moves[{i}] must be a JSON object, not "
                                  f"{_kind(m)}")
        result = data.get("result")
        if result is not None and type(result) is not dict:
            raise ReplayError(f"not a game record: 'result' must be a JSON object or null, not "
                              f"{_kind(result)}")
        chance = data.get("chance")
        if chance is not None and chance not in CHANCE_KINDS:
            raise ReplayError(f"not a game record: 'chance' must be \"seeded\" or \"staged\", "
                              f"not {_short(chance)}")
        if chance == SEEDED and seed is None:
            raise ReplayError("not a game record: its chance moves follow a seed, but "
                              "'seed' is null")
        notes = data.get("notes", [])
        if type(notes) is not list:
            raise ReplayError(f"not a game record: 'notes' must be a list, not {_kind(notes)}")
        for i, n in enumerate(notes):
            if type(n) is not dict or set(n) != {"ply", "text"}:
                raise ReplayError(f"not a game record: notes[{i}] must be a JSON object with "
                                  "'ply' and 'text' only")
            _want_int(f"notes[{i}].ply", n["ply"], least=0)
            if n["ply"] >= len(moves):
                raise ReplayError(f"not a game record: notes[{i}] is on ply {n['ply']}, but "
                                  f"the record has {len(moves)} move(s)")
            if type(n["text"]) is not str:
                raise ReplayError(f"not a game record: notes[{i}].text must be text, not "
                                  f"{_kind(n['text'])}")
        return cls(
            game=data["game"],
            pack_id=data["pack_id"],
            pack_hash=data["pack_hash"],
            players=players,
            seed=seed,
            seats=tuple(seats),
            moves=tuple(moves),
            result=result,
            version=version,
            chance=chance,
            notes=tuple(dict(n) for n in notes),
        )

    def dumps(self) -> str:
        """The record as JSON text (one move per line, so records diff well)."""
        data = self.to_json()
        moves = data.pop("moves")
        head = json.dumps(data, indent=2, ensure_ascii=False)
        lines = ",\n".join("    " + json.dumps(m, ensure_ascii=False) for m in moves)
        body = f'"moves": [\n{lines}\n  ]' if moves else '"moves": []'
        return head[:-2] + ",\n  " + body + "\n}\n"

    def save(self, path: str | os.PathLike) -> None:
        """Write the record to ``path`` as JSON, atomically (``content.io.write_atomic``:
        through a symbolic link to its target, keeping an existing file's permissions).

        Raises:
            OSError: the file cannot be written.
        """
        from content.io import write_atomic

        write_atomic(path, self.dumps())

    @classmethod
    def loads(cls, text: str | bytes) -> GameRecord:
        """The record in JSON ``text``.

        Raises:
            ReplayError: for text that is not strict JSON, nests too deep, holds text that is
                not Unicode (lone surrogates) or is not a record.
        """
        from content.errors import JSONError
        from content.io import json_depth, lone_surrogates, parse_json

        try:
            data = parse_json(text)
        except JSONError as e:
            raise ReplayError(f"not a game record: {e}") from None
        if json_depth(data, MAX_RECORD_DEPTH) > MAX_RECORD_DEPTH:
            raise ReplayError(f"not a game record: JSON nested deeper than {MAX_RECORD_DEPTH} "
                              "levels")
        bad = lone_surrogates(data, limit=1)
        if bad:
            raise ReplayError(f"not a game record: {bad[0][0] or 'text'}: {bad[0][1]}")
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | os.PathLike) -> GameRecord:
        """Read a record saved by ``save`` (a regular file of at most ``MAX_RECORD_BYTES``).

        Raises:
            ReplayError: for a file that cannot be read or is not a record.
        """
        from content.errors import ReadError
        from content.io import read_file

        try:
            raw = read_file(path, MAX_RECORD_BYTES)
        except ReadError as e:
            raise ReplayError(f"cannot read the record: {e.reason}") from None
        return cls.loads(raw)


def _kind(value: Any) -> str:
    """What a JSON value is, in words ("a number", "true", "a list")."""
    if value is None:
        return "null"
    if type(value) is bool:
        return "true" if value else "false"
    if type(value) in (int, float):
        return f"the number {_short(value)}"
    if type(value) is str:
        return f"the text {_short(value)}"
    return {list: "a list", dict: "a JSON object"}.get(type(value), type(value).__name__)


def _short(value: Any) -> str:
    """``value`` for a message, cut to 40 characters (a number may have thousands of digits)."""
    if type(value) is int and value.bit_length() > 128:
        return f"a {len(str(abs(value)))}-digit number"
    from content.errors import printable

    text = printable(repr(value) if type(value) is str else str(value))
    return text if len(text) <= 40 else text[:37] + "..."


def _want_int(key: str, value: Any, least: int | None = None) -> None:
    """Raise ReplayError unless ``value`` is an int (not a bool, not a float) >= ``least``."""
    if type(value) is not int:
        raise ReplayError(f"not a game record: '{key}' must be a whole number, not "
                          f"{_kind(value)}")
    if least is not None and value < least:
        raise ReplayError(f"not a game record: '{key}' must be at least {least}, not "
                          f"{_short(value)}")
