"""Stand-in plugins: each entry point of the tests names one of these."""

from content.plugins import GamePlugin

#: Not a GamePlugin at all.
NOT_A_PLUGIN = {"id": "dict_game"}

#: The id of a built-in game, a second time.
TAKEN = GamePlugin(id="trails", name="Another Trails", content="content.games.trails:CONTENT",
                   core="core.trails.plugin:CORE")

#: Its content part names a module that does not exist.
NO_CONTENT = GamePlugin(id="ghost", name="Ghost", content="tests.plugin_fixtures.missing:CONTENT",
                        core="core.trails.plugin:CORE")

#: Its content and core parts are a built-in game's, under another id.
WRONG_ID = GamePlugin(id="copycat", name="Copycat", content="content.games.trails:CONTENT",
                      core="core.trails.plugin:CORE")
