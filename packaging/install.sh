#!/usr/bin/env bash
# Install this desktop build of Boardcraft Studio for the current user (no root), from the
# folder the archive unpacked into:
#   ~/.local/share/boardcraft-studio/   this folder (the program and its libraries)
#   ~/.local/bin/boardcraft             a link to the program
#   ~/.local/share/applications, icons/hicolor, metainfo, mime/packages
#                                       the menu entry, icon, AppStream metainfo and the file
#                                       types (.bcpack and pack JSON open in the studio)
# XDG_DATA_HOME moves ~/.local/share, BOARDCRAFT_BIN_DIR ~/.local/bin. Running it again
# replaces an earlier install. uninstall.sh (copied with it) takes everything away again.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
app_id=io.github.boardcraft.Studio
data="${XDG_DATA_HOME:-$HOME/.local/share}"
bin="${BOARDCRAFT_BIN_DIR:-$HOME/.local/bin}"
prefix="$data/boardcraft-studio"
fail() { echo "install.sh: $*" >&2; exit 1; }

[[ -x "$here/boardcraft" && -f "$here/BUILD-INFO" ]] \
  || fail "run me from the unpacked desktop build (no boardcraft and BUILD-INFO beside me in $here)"
# The build carries its build machine's libraries: an older glibc cannot load them.
floor="$(sed -n 's/^glibc=//p' "$here/BUILD-INFO")"
have="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')" || true
if [[ -n "$floor" && -n "$have" ]] \
    && [[ "$(printf '%s\n%s\n' "$floor" "$have" | sort -V | head -n 1)" != "$floor" ]]; then
  fail "this build needs glibc $floor or newer and this system has glibc $have; install the wheel with pipx instead (see the README: pipx install boardcraft_studio-*.whl)"
fi

if [[ "$here" != "$prefix" ]]; then
  mkdir -p "$data"
  rm -rf "$prefix.new"
  cp -a "$here" "$prefix.new"
  rm -rf "$prefix"
  mv "$prefix.new" "$prefix"
fi
mkdir -p "$bin"
ln -sfn "$prefix/boardcraft" "$bin/boardcraft"
share="$prefix/share"
mkdir -p "$data/applications"
# The menu entry starts this program by its full path (quoted: the path may hold spaces).
sed "s|^Exec=boardcraft|Exec=\"$prefix/boardcraft\"|" "$share/applications/$app_id.desktop" \
  >"$data/applications/$app_id.desktop"
install -D -m 644 "$share/icons/hicolor/scalable/apps/$app_id.svg" \
  "$data/icons/hicolor/scalable/apps/$app_id.svg"
install -D -m 644 "$share/metainfo/$app_id.metainfo.xml" "$data/metainfo/$app_id.metainfo.xml"
install -D -m 644 "$share/mime/packages/$app_id.xml" "$data/mime/packages/$app_id.xml"
# The desktop's caches, where their tools are installed (the files work without them after
# the next log-in).
if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$data/mime" || true; fi
if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$data/applications" || true; fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true; fi
echo "Boardcraft Studio installed in $prefix, with its menu entry and file types."
case ":$PATH:" in
  *":$bin:"*) echo "Start it from the menu, or run: boardcraft" ;;
  *) echo "Start it from the menu, or run: $bin/boardcraft ($bin is not on your PATH)" ;;
esac
echo "To remove it: $prefix/uninstall.sh"
