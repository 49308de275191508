"""Stand-in game plugins for the plugin tests: one broken in each way a plugin can break."""
