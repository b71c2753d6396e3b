#!/usr/bin/env bash
# Tools/static-exe-flags.sh HB_DIR LIBS_DIR: the SwiftPM flags that make the release one static
# executable (Makefile, STATIC_EXE), or nothing when it cannot be: every library must be an archive, so
# it needs glibc's libc.a (libc6-dev), ICU's libicuuc.a and libicudata.a and its version header
# (libicu-dev), and the static HarfBuzz and FreeType that Tools/static-harfbuzz.sh and
# Tools/static-libs.sh leave (their .pc files). Run when the recipe runs, after `make deps` and those
# two scripts, so a fresh machine's first `make release` is static too.
#
# ICU is linked rather than opened on first use (a static program cannot dlopen it safely; see
# Sources/CICU/shim.h): its four entry points are weak references there, forced in here by name.
set -euo pipefail
hb="${1:?usage: Tools/static-exe-flags.sh HB_DIR LIBS_DIR}"
libs="${2:?usage: Tools/static-exe-flags.sh HB_DIR LIBS_DIR}"
cc=$(command -v cc || command -v clang || true)
[ -n "$cc" ] || exit 0
archive() { a=$("$cc" -print-file-name="$1" 2> /dev/null) && [ -f "$a" ] && readlink -f "$a"; }
archive libc.a > /dev/null || exit 0
uc=$(archive libicuuc.a) || exit 0
data=$(archive libicudata.a) || exit 0
[ -f "$hb/pkgconfig/harfbuzz.pc" ] && [ -f "$libs/pkgconfig/freetype2.pc" ] || exit 0
version=$(sed -n 's/^#define U_ICU_VERSION_SHORT "\([0-9]*\)"/\1/p' /usr/include/unicode/uvernum.h 2> /dev/null)
[ -n "$version" ] || exit 0
flags="-Xswiftc -static-executable"
for f in ubrk_open ubrk_next ubrk_close u_hasBinaryProperty; do flags="$flags -Xlinker --undefined=${f}_$version"; done
echo "$flags -Xlinker $uc -Xlinker $data"
