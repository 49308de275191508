"""Test set-up: Qt runs headless. This must run before anything imports Qt."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
