"""The built-in games' registrations in the studio, one module a game (``app.plugins``)."""
