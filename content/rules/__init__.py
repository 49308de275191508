"""Rule facts that the lint and the rules engines share: one implementation each, here in
the lowest layer both see (a ring, a seating check, a random draw, a connection check)."""
