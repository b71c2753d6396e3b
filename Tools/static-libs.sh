#!/usr/bin/env bash
# FreeType, libpng, zlib, FriBidi, Brotli (FreeType's WOFF2 decoder) and cmark-gfm linked statically into the
# release binary (`make release`), from the static archives Debian's own -dev packages install beside
# the shared libraries (the same build of the same source, so the same bytes drawn), and GCC's
# unwinder. A cold render then maps and binds 2 shared objects (libc and libm) instead of 9: each one
# cost an open, four mmaps, an mprotect, its relocations and about ten page faults at every start
# (docs/benchmark.md, the cold-start round).
#
# Usage: Tools/static-libs.sh DIR
# On success DIR holds symbolic links to the archives (only the .a: the linker, finding DIR first,
# takes the static library) and DIR/pkgconfig/*.pc: the system's .pc files with `Libs` naming DIR
# first, which `make release` puts first on PKG_CONFIG_PATH. SwiftPM puts each system library's -L
# folders on the link line in the order of its targets, so DIR comes before /usr/lib/x86_64-linux-gnu
# only while no system .pc of these is read: every one of them is written here, Brotli's included
# (FreeType's Requires.private). When an archive is missing it says so on one line, leaves no .pc,
# and exits 0: the release then links the shared libraries, and draws the same bytes.
set -u
dir=$(mkdir -p "$1" && cd "$1" && pwd) || exit 0
pcdir="$dir/pkgconfig"
rm -rf "$pcdir"
stay_shared() { echo "FreeType, libpng, zlib, FriBidi and cmark-gfm stay shared ($1)." >&2; rm -rf "$pcdir"; exit 0; }

# package (pkg-config name), archive, and what its Libs line names after DIR.
libs=(
    "fribidi libfribidi.a -lfribidi"
    "freetype2 libfreetype.a -lfreetype -lbrotlidec -lbrotlicommon -lpng16 -lz -lm"
    "libpng libpng16.a -lpng16 -lz -lm"
    "zlib libz.a -lz"
    "libbrotlidec libbrotlidec.a -lbrotlidec -lbrotlicommon"
    "libbrotlicommon libbrotlicommon.a -lbrotlicommon"
    "libcmark-gfm libcmark-gfm.a -lcmark-gfm-extensions -lcmark-gfm"
)
# cmark-gfm (the gallery's prose) has its extensions in a second archive with no .pc of its own,
# linked beside it; the extensions first, as they call into the core (a one-pass linker needs that).
extras=("libcmark-gfm libcmark-gfm-extensions.a")
mkdir -p "$pcdir" || stay_shared "cannot write $dir"
for entry in "${libs[@]}"; do
    read -r package archive names <<< "$entry"
    system=$(pkg-config --variable=pcfiledir "$package" 2>/dev/null)/$package.pc
    [ -f "$system" ] || stay_shared "pkg-config has no $package.pc"
    libdir=$(pkg-config --variable=libdir "$package" 2>/dev/null)
    [ -f "$libdir/$archive" ] || stay_shared "no $libdir/$archive"
    ln -sf "$libdir/$archive" "$dir/$archive" || stay_shared "cannot link $archive"
    # The same .pc (its Cflags, so the compile commands stay the same), linking from DIR.
    sed -e "s|^Libs:.*|Libs: -L$dir $names|" -e "s|^Libs.private:.*|Libs.private:|" "$system" > "$pcdir/$package.pc" \
        || stay_shared "cannot write $package.pc"
done
for entry in "${extras[@]}"; do
    read -r package archive <<< "$entry"
    libdir=$(pkg-config --variable=libdir "$package" 2>/dev/null)
    [ -f "$libdir/$archive" ] || stay_shared "no $libdir/$archive"
    ln -sf "$libdir/$archive" "$dir/$archive" || stay_shared "cannot link $archive"
done
# GCC's unwinder too (what -static-libgcc links): the Swift driver asks for -lgcc_s, and DIR, searched
# first, answers with a linker script naming the static libgcc_eh.a. One shared object fewer at start:
# `specimen --version` 1.49 -> 1.31 ms CPU (medians of 300 runs side by side). Skipped without it.
rm -f "$dir/libgcc_s.so"
unwinder=$(cc -print-file-name=libgcc_eh.a 2>/dev/null)
[ -f "$unwinder" ] && echo "INPUT($unwinder)" > "$dir/libgcc_s.so"
exit 0
