"""The built-in games' content registrations, one package a game (``content.plugins``)."""
