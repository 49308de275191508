"""The balance lab: bots play a pack many times (Game > Simulate…, F6), the report's charts,
heat painted on the board (View > Heat) and A/B comparisons of two versions of a pack.

- ``setup_dialog``: seats, games, seed and workers of a run;
- ``runner``: a run off the GUI thread, with progress per game and a clean cancel;
- ``charts`` and ``results_view``: the report of one run; ``compare_view``: of an A/B run;
- ``heat_view``: heat as board marks and its legend; ``window``: one window per run;
- ``lab``: the studio's side (menu actions, the latest run of each document, View > Heat).
"""
