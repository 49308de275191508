"""Game records: everything needed to replay one game exactly, as JSON.

A record names the pack (id and a SHA-256 of its saved text), the player count, the runner's
seed, who sat where (bot names or "human") and every move, chance moves included, as the
moves' own JSON. ``core.api.replay`` re-applies and checks them.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: Version of the record format.
RECORD_VERSION = 1


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

    def to_json(self) -> dict[str, Any]:
        """The record as plain JSON data."""
        return {
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

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        """The record ``to_json`` wrote.

        Raises:
            ReplayError: for data that is not a game record of a known version.
        """
        try:
            version = int(data.get("version", RECORD_VERSION))
            if version > RECORD_VERSION:
                raise ReplayError(f"record version {version} is newer than this program "
                                  f"({RECORD_VERSION})")
            seed = data["seed"]
            return cls(
                game=str(data["game"]),
                pack_id=str(data["pack_id"]),
                pack_hash=str(data["pack_hash"]),
                players=int(data["players"]),
                seed=None if seed is None else int(seed),
                seats=tuple(str(s) for s in data["seats"]),
                moves=tuple(dict(m) for m in data["moves"]),
                result=data.get("result"),
                version=version,
            )
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            if isinstance(e, ReplayError):
                raise
            raise ReplayError(f"not a game record: {e}") from None

    def dumps(self) -> str:
        """The record as JSON text (one move per line, so records diff well)."""
        data = self.to_json()
        moves = data.pop("moves")
        head = json.dumps(data, indent=2, ensure_ascii=False)
        lines = ",\n".join("    " + json.dumps(m, ensure_ascii=False) for m in moves)
        body = f'"moves": [\n{lines}\n  ]' if moves else '"moves": []'
        return head[:-2] + ",\n  " + body + "\n}\n"

    def save(self, path: str | os.PathLike) -> None:
        """Write the record to ``path`` as JSON (atomically: temporary file, then replace)."""
        target = Path(path)
        tmp = target.with_name(f".{target.name}.tmp")
        tmp.write_text(self.dumps(), encoding="utf-8")
        os.replace(tmp, target)

    @classmethod
    def load(cls, path: str | os.PathLike) -> GameRecord:
        """Read a record saved by ``save``.

        Raises:
            ReplayError: for a file that cannot be read or is not a record.
        """
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
            raise ReplayError(f"cannot read record {path}: {e}") from None
        if not isinstance(data, dict):
            raise ReplayError(f"{path}: a record is a JSON object")
        return cls.from_json(data)
