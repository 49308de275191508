#!/usr/bin/env bash
# Smoke test of the desktop build (outside the normal test run; it takes a few minutes):
# build it (packaging/build.sh), then with the built program only
#   - open the studio offscreen (`boardcraft --smoke`), and on a real X display under Xvfb
#     when xvfb-run is installed,
#   - `boardcraft validate` every pack shipped inside the build,
#   - a tiny `boardcraft simulate --games 4 --workers 2`: worker processes start frozen,
#   - `boardcraft export --pdf`: the render child (the build re-invoked) draws a preview and PDF,
#   - `boardcraft render` of a board big enough to be written in bands, with ISA-L's deflate.
# Prints the build's time and size. --no-build checks an existing dist/boardcraft.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
dist="${BOARDCRAFT_DIST:-$root/dist}"
if [[ "${1:-}" != "--no-build" ]]; then
  start=$(date +%s)
  bash packaging/build.sh
  build_seconds=$(( $(date +%s) - start ))
fi
app="$dist/boardcraft/boardcraft"
packs="$dist/boardcraft/_internal/content/packs"
[[ -x "$app" ]] || { echo "smoke: no build at $app" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# A clean user: no settings, recent files or autosaves of the person running this.
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/config" XDG_DATA_HOME="$tmp/home/data" \
  XDG_CACHE_HOME="$tmp/home/cache" XDG_RUNTIME_DIR="$tmp/run"
mkdir -p "$HOME" && mkdir -m 700 "$tmp/run"
cd "$tmp"  # nothing of the checkout on the path

step() { echo "== $*"; }
fail() { echo "smoke: FAILED: $*" >&2; exit 1; }

step "studio, offscreen"
# (Qt's offscreen platform says "does not support propagateSizeHints" a dozen times)
QT_QPA_PLATFORM=offscreen timeout 90 "$app" --smoke 2>"$tmp/smoke.err" \
  || { cat "$tmp/smoke.err"; fail "the studio did not open offscreen"; }
if command -v xvfb-run >/dev/null 2>&1; then
  step "studio, on an X display (Xvfb, Qt's xcb platform)"
  QT_QPA_PLATFORM=xcb timeout 120 xvfb-run -a -s "-screen 0 1400x900x24" "$app" --smoke \
    || fail "the studio did not open on Xvfb"
fi

step "no display under a C locale: the one line names the display"
rc=0
out="$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM LC_ALL=C LANG=C timeout 60 "$app" 2>&1)" \
  || rc=$?
echo "$out"
((rc == 3)) || fail "exit status $rc without a display, not 3"
grep -q "no display" <<<"$out" && ! grep -qi "locale" <<<"$out" \
  || fail "the message does not name the missing display"

shopt -s nullglob
shipped=("$packs"/*.json)
((${#shipped[@]})) || fail "no packs in the build ($packs)"
for pack in "${shipped[@]}"; do
  step "validate $(basename "$pack")"
  QT_QPA_PLATFORM=offscreen timeout 60 "$app" validate "$pack" || fail "validate $pack"
done

step "simulate --games 4 --workers 2"
out="$(timeout 180 "$app" simulate "$packs/trails.json" --games 4 --workers 2 \
  --seats greedy,random 2>&1)" || { echo "$out"; fail "simulate"; }
echo "$out" | tail -n 3
grep -q "on 2 worker processes" <<<"$out" || fail "simulate did not run on 2 worker processes"

step "export --pdf (the render child)"
QT_QPA_PLATFORM=offscreen timeout 120 "$app" export "$packs/europe.json" -o "$tmp/europe.bcpack" --pdf \
  || fail "export"
[[ -s "$tmp/europe.bcpack" ]] || fail "export wrote nothing"

step "render a board in bands (the PNG writer's deflate threads)"
QT_QPA_PLATFORM=offscreen timeout 120 "$app" render "$packs/trails.json" -o "$tmp/board.png" --dpi 600 \
  || fail "render"
[[ "$(head -c 8 "$tmp/board.png" | od -An -tx1 | tr -d ' ')" == 89504e470d0a1a0a ]] \
  || fail "render wrote no PNG"
# ISA-L's deflate imports isal.igzip_lib from C, out of PyInstaller's sight (hidden_imports.py):
# without it the build silently falls back to zlib, five times slower.
if "${PYTHON:-python3}" -c "import isal.isal_zlib" 2>/dev/null; then
  compgen -G "$dist/boardcraft/_internal/isal/igzip_lib*" >/dev/null \
    || fail "the build lacks isal.igzip_lib: board PNGs would be deflated by zlib"
fi

size="$(du -sh "$dist/boardcraft" | cut -f1)"
echo "smoke: ok: $app${build_seconds:+, built in ${build_seconds} s}, $size (du -sh)"
