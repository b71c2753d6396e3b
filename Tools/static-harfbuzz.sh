#!/usr/bin/env bash
# HarfBuzz as a static library for the release build (`make release`), built from Debian's own source
# package of the version installed (libharfbuzz-dev; 6.0.0+dfsg-3 on Debian 12), so the release binary
# shapes with the same code the tests and goldens use, without loading libharfbuzz.so.0 and the
# libraries behind it (GLib, PCRE2, Graphite2) at every start (docs/benchmark.md, the cold row).
#
# Usage: Tools/static-harfbuzz.sh DIR
# On success DIR holds libharfbuzz.a and pkgconfig/harfbuzz.pc, the system's harfbuzz.pc with its
# `Libs` naming that archive (-l:libharfbuzz.a), which `make release` puts first on PKG_CONFIG_PATH.
# (A -L folder cannot do it: SwiftPM puts -L/usr/lib/x86_64-linux-gnu before any folder of ours, and
# there it finds the shared libharfbuzz.so.) On any failure (no network, no Debian archive, another
# version) it says why on one line, leaves no harfbuzz.pc, and exits 0: the release then links
# Debian's shared HarfBuzz as before, and draws the same bytes.
#
# The source comes through apt with a private state folder under DIR (a deb-src entry for the same
# Debian archive, its index checked by Debian's archive key): nothing in /etc/apt changes, and no
# root is needed. Built as one translation unit (HarfBuzz's own src/harfbuzz.cc) with Debian's flags
# (asserts kept, as Debian's meson build keeps them), FreeType on, GLib and Graphite2 off: neither
# changes what Specimen draws (HarfBuzz's own Unicode data comes before GLib's; Graphite2 shapes only
# fonts with Graphite tables, which no font Specimen ships has).
set -u
dir=$(mkdir -p "$1" && cd "$1" && pwd) || exit 0
pc="$dir/pkgconfig/harfbuzz.pc"
rm -f "$pc"
stay_shared() { echo "HarfBuzz stays shared ($1); the release links Debian's libharfbuzz.so.0." >&2; rm -f "$pc"; exit 0; }

version=$(dpkg-query -W -f='${Version}' libharfbuzz-dev 2>/dev/null) || version=""
[ -n "$version" ] || stay_shared "libharfbuzz-dev is not installed from a Debian package"
# The system's harfbuzz.pc (so the headers and the compile flags stay the same) linking the archive.
write_pc() {
    system=$(pkg-config --variable=pcfiledir harfbuzz 2>/dev/null)/harfbuzz.pc
    [ -f "$system" ] || stay_shared "pkg-config has no harfbuzz.pc"
    mkdir -p "$dir/pkgconfig" && sed "s|^Libs:.*|Libs: -L$dir -l:libharfbuzz.a -lm|" "$system" > "$pc"
}
if [ -f "$dir/libharfbuzz.a" ] && [ "$(cat "$dir/version" 2>/dev/null)" = "$version" ]; then
    write_pc; exit 0
fi
command -v apt-get >/dev/null && command -v c++ >/dev/null && command -v ar >/dev/null \
    || stay_shared "apt-get, c++ or ar is missing"

# The archive and suite the system installs from (deb.debian.org's bookworm on Debian 12).
. /etc/os-release 2>/dev/null
suite=${VERSION_CODENAME:-bookworm}
archive=$(sed -n 's/^URIs: *\([^ ]*debian\/*\)$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)
[ -n "$archive" ] || archive=$(sed -n 's/^deb  *\(\[[^]]*\] *\)\{0,1\}\(http[^ ]*\/debian\/*\) .*/\2/p' /etc/apt/sources.list 2>/dev/null | head -1)
[ -n "$archive" ] || archive=http://deb.debian.org/debian
keyring=/usr/share/keyrings/debian-archive-keyring.gpg

apt="$dir/apt"
rm -rf "$apt" "$dir/work" && mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$dir/work" || stay_shared "cannot write $dir"
printf 'deb-src [signed-by=%s] %s %s main\ndeb-src [signed-by=%s] %s %s-updates main\n' \
    "$keyring" "$archive" "$suite" "$keyring" "$archive" "$suite" > "$apt/sources.list"
options=(-o Dir::Etc::SourceList="$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
         -o Dir::State::Lists="$apt/lists" -o Dir::Cache="$apt/cache" -o APT::Sandbox::User="$(id -un)")
apt-get -qq "${options[@]}" update >/dev/null 2>&1 || stay_shared "cannot read the source index of $archive $suite"
(cd "$dir/work" && apt-get -qq "${options[@]}" source --download-only "harfbuzz=$version" >/dev/null 2>&1) \
    || stay_shared "cannot fetch the source of harfbuzz $version from $archive $suite: no network, or not there"

# Unpacked with Debian's patches (6.0.0+dfsg-3 has one, which touches only tests).
src="$dir/work/src"
if command -v dpkg-source >/dev/null; then
    (cd "$dir/work" && dpkg-source -q -x harfbuzz_*.dsc src >/dev/null 2>&1) || stay_shared "dpkg-source could not unpack it"
else
    mkdir -p "$src" && tar -xf "$dir"/work/harfbuzz_*.orig.tar.* -C "$src" --strip-components=1 \
        && tar -xf "$dir"/work/harfbuzz_*.debian.tar.* -C "$src" || stay_shared "tar could not unpack it"
    if [ -s "$src/debian/patches/series" ]; then
        command -v patch >/dev/null || stay_shared "patch is missing"
        grep -v '^#' "$src/debian/patches/series" | while read -r p; do [ -z "$p" ] || patch -s -d "$src" -p1 < "$src/debian/patches/$p" || exit 1; done \
            || stay_shared "a Debian patch did not apply"
    fi
fi

started=$(date +%s)
flags=(-O2 -fstack-protector-strong -D_FORTIFY_SOURCE=2 -fno-exceptions -fno-rtti -fno-threadsafe-statics
       -fvisibility-inlines-hidden -DHAVE_FREETYPE=1 -DHAVE_PTHREAD=1 -DHAVE_UNISTD_H=1 -DHAVE_SYS_MMAN_H=1
       -DHAVE_STDBOOL_H=1 -DHAVE_ATEXIT=1 -DHAVE_MPROTECT=1 -DHAVE_SYSCONF=1 -DHAVE_GETPAGESIZE=1 -DHAVE_MMAP=1
       -DHAVE_ISATTY=1 -DHAVE_USELOCALE=1 -DHAVE_NEWLOCALE=1 -DHAVE_FT_GET_VAR_BLEND_COORDINATES=1
       -DHAVE_FT_SET_VAR_BLEND_COORDINATES=1 -DHAVE_FT_DONE_MM_VAR=1 -DHAVE_FT_GET_TRANSFORM=1)
c++ "${flags[@]}" $(pkg-config --cflags freetype2) -I"$src/src" -c "$src/src/harfbuzz.cc" -o "$dir/work/harfbuzz.o" \
    || stay_shared "c++ could not build it"
rm -f "$dir/libharfbuzz.a" && ar rcs "$dir/libharfbuzz.a" "$dir/work/harfbuzz.o" || stay_shared "ar could not archive it"
echo "$version" > "$dir/version"
rm -rf "$dir/work" "$apt"
write_pc
echo "HarfBuzz $version built from Debian's source package as a static library in $(( $(date +%s) - started )) s."
