#!/usr/bin/env bash
# Build the one-folder desktop build of Boardcraft Studio with PyInstaller, and its archive:
#   dist/boardcraft/boardcraft          the `boardcraft` command (studio and headless commands)
#   dist/boardcraft/_internal/          Python, Qt and the packages, with the shipped packs
#   dist/boardcraft/share/              the .desktop file, AppStream metainfo, icon, MIME types
#   dist/boardcraft/install.sh, uninstall.sh, BUILD-INFO
#   dist/boardcraft-VERSION-linux-ARCH-glibcX.Y.tar.gz
#                                       the same folder to hand out: unpack it, run install.sh
# The build carries the build machine's libraries (Python's, Qt's), so it needs that machine's
# glibc or newer: the archive's name says which (X.Y), and install.sh refuses an older one.
# Needs PyInstaller in the active Python: pip install -e '.[packaging]'.
# BOARDCRAFT_DIST and BOARDCRAFT_WORK move the output and work folders (default dist/, build/).
# --archive-only: no PyInstaller run; add share/ and the scripts to an existing
# dist/boardcraft and archive it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
python=${PYTHON:-python3}
dist="${BOARDCRAFT_DIST:-$root/dist}"
work="${BOARDCRAFT_WORK:-$root/build/pyinstaller}"
app_id=io.github.boardcraft.Studio
out="$dist/boardcraft"
if [[ "${1:-}" != "--archive-only" ]]; then
  if ! "$python" -c "import PyInstaller" >/dev/null 2>&1; then
    echo "build.sh: PyInstaller is not installed here: pip install -e '.[packaging]'" >&2
    exit 2
  fi
  "$python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$dist" --workpath "$work" packaging/boardcraft.spec
fi
[[ -x "$out/boardcraft" ]] || { echo "build.sh: no build at $out/boardcraft" >&2; exit 1; }
install -D -m 644 "packaging/$app_id.desktop" "$out/share/applications/$app_id.desktop"
install -D -m 644 "packaging/$app_id.metainfo.xml" "$out/share/metainfo/$app_id.metainfo.xml"
install -D -m 644 "packaging/$app_id.svg" "$out/share/icons/hicolor/scalable/apps/$app_id.svg"
install -D -m 644 "packaging/$app_id.mime.xml" "$out/share/mime/packages/$app_id.xml"
install -m 755 packaging/install.sh packaging/uninstall.sh "$out/"

version="$("$python" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' pyproject.toml)"
glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')"
[[ -n "$glibc" ]] || { echo "build.sh: cannot tell this machine's glibc (getconf GNU_LIBC_VERSION)" >&2; exit 1; }
arch="$(uname -m)"
name="boardcraft-$version-linux-$arch-glibc$glibc"
printf 'version=%s\narch=%s\nglibc=%s\n' "$version" "$arch" "$glibc" >"$out/BUILD-INFO"
# The folder is boardcraft/ here and $name/ in the archive (member names only, never the
# targets of the bundle's symbolic links).
tar -C "$dist" --transform "flags=r;s|^boardcraft|$name|" -czf "$dist/$name.tar.gz.part" boardcraft
mv "$dist/$name.tar.gz.part" "$dist/$name.tar.gz"
echo "built $out ($(du -sh "$out" | cut -f1)) and $dist/$name.tar.gz ($(du -sh "$dist/$name.tar.gz" | cut -f1)): needs glibc $glibc or newer"
