"""The frozen build's main script: what the ``boardcraft`` console script runs (app.entry:main)."""

from app.entry import main

main()
