"""A bot that picks uniformly among the legal moves with its own seeded RNG."""

from __future__ import annotations


class RandomBot:
    """Uniform over legal moves; plays every game."""

    name = "random"

    def __init__(self, game, seat: int, rng) -> None:
        self.game = game
        self.seat = seat
        self.rng = rng

    def choose(self, observation, legal_moves):
        """Pick one of ``legal_moves`` uniformly at random."""
        return legal_moves[self.rng.randrange(len(legal_moves))]
