#!/usr/bin/env bash
# Tools/install.sh PREFIX BINARY: what `make install` does. Copies BINARY to PREFIX/bin/specimen and the
# data an installed specimen draws with (Fonts/ with their licences, Themes/ with component.schema.json)
# to PREFIX/share/specimen/, where the binary looks first (../share/specimen beside itself), and the
# CHANGELOG to PREFIX/share/doc/specimen/. PREFIX/share/specimen/ is Specimen's own: it is replaced whole,
# so files a former release shipped do not linger. Nothing else under PREFIX is touched.
set -euo pipefail
prefix="${1:?usage: Tools/install.sh PREFIX BINARY}"
binary="${2:?usage: Tools/install.sh PREFIX BINARY}"
root="$(cd "$(dirname "$0")/.." && pwd)"
[ -x "$binary" ] || { echo "install: no executable at $binary (build it first: make release)" >&2; exit 2; }

share="$prefix/share/specimen"
staged="$prefix/share/.specimen.installing.$$"
trap 'rm -rf "$staged"' EXIT
rm -rf "$staged"
mkdir -p "$staged/Fonts" "$prefix/bin" "$prefix/share/doc/specimen"
# The fonts and their licences; the subsetting script stays in the checkout.
find "$root/Fonts" -maxdepth 1 -type f \( -name '*.otf' -o -name '*.ttf' -o -name '*.txt' -o -name '*.tsv' \) \
    -exec cp -p {} "$staged/Fonts/" \;
cp -Rp "$root/Themes" "$staged/Themes"
rm -rf "$share"
mv "$staged" "$share"
install -m 0755 "$binary" "$prefix/bin/specimen.installing.$$"
mv -f "$prefix/bin/specimen.installing.$$" "$prefix/bin/specimen"
install -m 0644 "$root/CHANGELOG.md" "$prefix/share/doc/specimen/CHANGELOG.md"
echo "installed $prefix/bin/specimen and $share ($(find "$share" -type f | wc -l) files)"
