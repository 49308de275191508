#!/usr/bin/env bash
# Build the one-folder desktop build of Boardcraft Studio with PyInstaller:
#   dist/boardcraft/boardcraft          the `boardcraft` command (studio and headless commands)
#   dist/boardcraft/_internal/          Python, Qt and the packages, with the shipped packs
#   dist/boardcraft/share/              the .desktop file, AppStream metainfo and icon
# Needs PyInstaller in the active Python: pip install -e '.[packaging]'.
# BOARDCRAFT_DIST and BOARDCRAFT_WORK move the output and work folders (default dist/, build/).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
python=${PYTHON:-python3}
if ! "$python" -c "import PyInstaller" >/dev/null 2>&1; then
  echo "build.sh: PyInstaller is not installed here: pip install -e '.[packaging]'" >&2
  exit 2
fi
dist="${BOARDCRAFT_DIST:-$root/dist}"
work="${BOARDCRAFT_WORK:-$root/build/pyinstaller}"
app_id=io.github.boardcraft.Studio
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$dist" --workpath "$work" packaging/boardcraft.spec
out="$dist/boardcraft"
install -D -m 644 "packaging/$app_id.desktop" "$out/share/applications/$app_id.desktop"
install -D -m 644 "packaging/$app_id.metainfo.xml" "$out/share/metainfo/$app_id.metainfo.xml"
install -D -m 644 "packaging/$app_id.svg" "$out/share/icons/hicolor/scalable/apps/$app_id.svg"
echo "built $out ($(du -sh "$out" | cut -f1))"
