"""Running games: the seeded runner and game records."""
