#!/usr/bin/env bash
# Tools/deb.sh VERSION BINARY OUT: what `make deb` does. Stages the install of BINARY under OUT/stage/usr
# (Tools/install.sh: usr/bin/specimen, usr/share/specimen/), writes DEBIAN/control with the package's
# dependencies, builds OUT/specimen_VERSION_ARCH.deb with dpkg-deb, then extracts it (dpkg -x) into a
# scratch root and runs Tests/Install/check.sh on the extracted binary with the checkout out of reach.
#
# Dependencies: the shared objects the binary links (readelf's NEEDED: none for the static release,
# which then depends on nothing; otherwise the release links Swift, libstdc++,
# HarfBuzz, FreeType, libpng, zlib and FriBidi statically, so libc6 alone when those archives were found),
# mapped to packages by dpkg-shlibdeps (dpkg-dev) or, without it, by dpkg -S; and ICU's libicuuc, which
# Specimen opens on first use (dlopen) rather than links, so no tool can see it in the binary.
set -euo pipefail
version="${1:?usage: Tools/deb.sh VERSION BINARY OUT}"
binary="${2:?usage: Tools/deb.sh VERSION BINARY OUT}"
out="${3:?usage: Tools/deb.sh VERSION BINARY OUT}"
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
arch="$(dpkg --print-architecture)"
stage="$out/stage"
deb="$out/specimen_${version}_${arch}.deb"
rm -rf "$stage" "$deb"
mkdir -p "$stage/DEBIAN"
bash "$root/Tools/install.sh" "$stage/usr" "$binary" > /dev/null
cat > "$stage/usr/share/doc/specimen/copyright" <<COPYRIGHT
Specimen $version: a headless component renderer.
The fonts in /usr/share/specimen/Fonts are under the licences beside them:
$(cd "$stage/usr/share/specimen/Fonts" && ls ./*-LICENSE.txt | sed 's|^\./|  /usr/share/specimen/Fonts/|')
COPYRIGHT

needed="$(readelf -d "$stage/usr/bin/specimen" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')"
depends=""
if command -v dpkg-shlibdeps > /dev/null; then
    scratch="$(mktemp -d)"
    mkdir -p "$scratch/debian"
    printf 'Source: specimen\n\nPackage: specimen\nArchitecture: any\n' > "$scratch/debian/control"
    depends="$(cd "$scratch" && { dpkg-shlibdeps -O -e"$stage/usr/bin/specimen" 2> /dev/null || true; } | sed -n 's/^shlibs:Depends=//p')"
    rm -rf "$scratch"
fi
if [ -z "$depends" ]; then
    for library in $needed; do
        path="$(ldconfig -p | awk -v l="$library" '$1 == l { print $NF; exit }' || true)"
        [ -n "$path" ] || continue
        package="$(dpkg -S "$(readlink -f "$path")" 2> /dev/null | head -1 | cut -d: -f1 || true)"
        [ -n "$package" ] && case ", $depends, " in *", $package, "*) ;; *) depends="${depends:+$depends, }$package" ;; esac
    done
fi
# A static release (no NEEDED: the Makefile's STATIC_EXE) has ICU linked in and depends on nothing.
icu=""
[ -z "$needed" ] || icu="$(grep -aoE 'libicuuc\.so\.[0-9]+' "$stage/usr/bin/specimen" | head -1 || true)"
if [ -n "$icu" ]; then
    icu_path="$(ldconfig -p | awk -v l="$icu" '$1 == l { print $NF; exit }' || true)"
    icu_package="$( [ -n "$icu_path" ] && dpkg -S "$(readlink -f "$icu_path")" 2> /dev/null | head -1 | cut -d: -f1 || true)"
    [ -n "$icu_package" ] || { echo "deb: no installed package holds $icu, which specimen opens for line breaking" >&2; exit 1; }
    depends="${depends:+$depends, }$icu_package"
fi

cat > "$stage/DEBIAN/control" <<CONTROL
Package: specimen
Version: $version
Architecture: $arch
Maintainer: Specimen developers <specimen@invalid>
Installed-Size: $(du -sk "$stage/usr" | cut -f1)
Depends: $depends
Section: graphics
Priority: optional
Description: headless component renderer: design-system components to exact PNG, SVG and PDF
 Specimen renders component sets (its own and a team's component documents with DTCG tokens) to
 exact pixels with no browser, and verifies them against golden PNGs in CI.
CONTROL
[ -n "$depends" ] || sed -i '/^Depends: $/d' "$stage/DEBIAN/control"
# gzip: xz took 72 s of CPU for this 130 MB tree on the 2-core machine, gzip a few.
dpkg-deb --root-owner-group -Zgzip --build "$stage" "$deb" > /dev/null
echo "deb: $deb ($(du -k "$deb" | cut -f1) KB); shared objects linked: ${needed:-none}; Depends: $depends"

# Installed as dpkg would lay it out, into a scratch root outside the checkout, and used there with the
# checkout out of reach.
scratch_root="$(mktemp -d)"
trap 'rm -rf "$scratch_root"' EXIT
dpkg -x "$deb" "$scratch_root"
bash "$root/Tests/Install/check.sh" "$scratch_root/usr/bin/specimen"
