#!/usr/bin/env bash
# Remove what install.sh installed for the current user: the program's folder
# (~/.local/share/boardcraft-studio), the ~/.local/bin/boardcraft link (only if it is ours),
# the menu entry, icon, metainfo and file types. Your packs, settings and autosaves stay.
# XDG_DATA_HOME and BOARDCRAFT_BIN_DIR as for install.sh.
set -euo pipefail
app_id=io.github.boardcraft.Studio
data="${XDG_DATA_HOME:-$HOME/.local/share}"
bin="${BOARDCRAFT_BIN_DIR:-$HOME/.local/bin}"
prefix="$data/boardcraft-studio"

if [[ -L "$bin/boardcraft" && "$(readlink "$bin/boardcraft")" == "$prefix/boardcraft" ]]; then
  rm -f "$bin/boardcraft"
fi
rm -f "$data/applications/$app_id.desktop" \
  "$data/icons/hicolor/scalable/apps/$app_id.svg" \
  "$data/metainfo/$app_id.metainfo.xml" \
  "$data/mime/packages/$app_id.xml"
if command -v update-mime-database >/dev/null 2>&1 && [[ -d "$data/mime/packages" ]]; then
  update-mime-database "$data/mime" || true
fi
if command -v update-desktop-database >/dev/null 2>&1 && [[ -d "$data/applications" ]]; then
  update-desktop-database -q "$data/applications" || true
fi
# Only a folder that is an installed build (never whatever else has that name).
if [[ -f "$prefix/BUILD-INFO" && -e "$prefix/boardcraft" ]]; then
  rm -rf "$prefix"
fi
echo "Boardcraft Studio removed (your packs, settings and autosaves are left as they were)."
