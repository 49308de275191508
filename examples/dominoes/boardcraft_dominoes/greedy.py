"""A greedy Dominoes bot: it plays the heaviest tile it can (it has the fewest pips left if
the game blocks, D8), a double first between equal weights, then the end that leaves a number
it holds most of. It reads only its observation and the legal moves."""

from __future__ import annotations


class GreedyBot:
    """Plays the heaviest legal tile (observation and legal moves only)."""

    name = "greedy"

    def __init__(self, game, seat: int, rng) -> None:
        self.game = game
        self.seat = seat
        self.rng = rng

    def choose(self, observation, legal_moves):
        """The heaviest tile of ``legal_moves``; the one move there is otherwise (a deal is
        chance's, a pass the only move)."""
        plays = [m for m in legal_moves if m.kind == "play"]
        if not plays:
            return legal_moves[0]
        game = self.game
        held: dict[int, int] = {}
        for t in observation.hand:
            for n in set(game.tiles[t]):
                held[n] = held.get(n, 0) + 1
        ends = observation.ends()

        def value(move) -> tuple:
            a, b = game.tiles[game.tile_index[move.tile]]
            end = ends[0] if move.end == "left" else ends[1]
            new_end = b if a == end else a
            return (a + b, a == b, held.get(new_end, 0) - 1)

        best = max(value(m) for m in plays)
        return next(m for m in plays if value(m) == best)
