"""Core: rules engines, bots, simulation and game records. Pure Python: never imports Qt."""
