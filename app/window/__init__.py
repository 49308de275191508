"""The parts of the studio's main window, each one job; ``app.main_window.MainWindow``
assembles them and keeps the window's public names.

- ``document_tab``: the page of one document (its editor, or why there is none, and its
  Problems panel);
- ``actions``: the menu actions' factory (their keys are set once the window has painted);
- ``menus``: the menu bar, every entry and which of the window's jobs it calls;
- ``files``: new, open and save of documents, and the prompts that keep work from being lost;
- ``recent``: File > Open Recent and the folder dialogs start in;
- ``recovery``: restoring autosaved work after a crash;
- ``docks``: the side docks, Problems and Undo History, each showing the current document's;
- ``tools``: the Tools tool bar and menu of the current editor;
- ``status``: the status bar's cursor position, zoom and problem counts;
- ``edit``: what Edit > Delete and Select All act on, and the current editor's optional calls;
- ``playtest_launch``: Game > Playtest and the warm-up of what the first playtest needs;
- ``help``: Help > Keyboard Shortcuts, Help > About and View > Legend.

Game > Simulate and the heat are ``app.simulation.lab.BalanceLab``; pack export, import,
print-and-play and image export are ``app.pack_actions``.
"""
