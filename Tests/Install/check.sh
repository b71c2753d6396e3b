#!/usr/bin/env bash
# Tests/Install/check.sh BINARY: an installed specimen (BINARY, its resources in ../share/specimen) used as
# a team uses it, with the checkout it was built from out of reach. As root it runs in a private mount
# namespace with an empty tmpfs mounted over the checkout, so nothing there can be read; elsewhere it says
# so and checks only that the resources are the installed ones. In a scratch folder it asks
# --version where the resources are, renders a shipped set, inits a project, records and verifies its
# goldens, checks that a passing verify writes nothing, that a one-step colour change (#0969DA to #0A69DA)
# fails verify and then writes a report, and that SPECIMEN_HOME never moves the goldens.
# `make test` runs it on its debug build installed into a scratch prefix (`make install INSTALL_BINARY=`);
# `make deb` on the release binary extracted from the package (dpkg -x).
set -euo pipefail
binary="${1:?usage: Tests/Install/check.sh BINARY}"
case "$binary" in /*) ;; *) binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")" ;; esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
share="$(cd "$(dirname "$binary")/.." && pwd)/share/specimen"
fail() { echo "installed specimen: FAILED: $*" >&2; exit 1; }

if [ -z "${SPECIMEN_CHECK_HIDDEN:-}" ]; then
    case "$binary" in "$root"/*) fail "the installed binary $binary lies inside the checkout; install it elsewhere" ;; esac
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    case "$work/" in "$root"/*) fail "the scratch folder $work lies inside the checkout; set TMPDIR elsewhere" ;; esac
    # Bash reads a script as it runs: the copy outside the checkout is what runs once the checkout is hidden.
    cp "${BASH_SOURCE[0]}" "$work/check.sh"
    if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
        SPECIMEN_CHECK_HIDDEN="$root" SPECIMEN_CHECK_WORK="$work" unshare -m bash -c \
            'mount -t tmpfs -o size=1m,mode=0755 specimen-hidden "$SPECIMEN_CHECK_HIDDEN" && exec bash "$SPECIMEN_CHECK_WORK/check.sh" "$@"' \
            check "$binary"
    else
        echo "installed specimen: not root or no mount namespace here: the checkout stays visible; checking the resources are the installed ones"
        SPECIMEN_CHECK_HIDDEN=none SPECIMEN_CHECK_WORK="$work" bash "$work/check.sh" "$binary"
    fi
    exit $?
fi

work="$SPECIMEN_CHECK_WORK"
if [ "$SPECIMEN_CHECK_HIDDEN" != none ]; then
    [ -z "$(ls -A "$SPECIMEN_CHECK_HIDDEN")" ] || fail "the checkout $SPECIMEN_CHECK_HIDDEN is still visible"
fi
# The environment of a team's machine: no SPECIMEN_HOME, not CI (so record may write).
specimen() { env -u SPECIMEN_HOME -u CI -u GITHUB_ACTIONS "$binary" "$@"; }

version="$(specimen --version)"
echo "$version" | grep -qx "resources: $share (installed beside the executable)" || fail "--version should name $share: $version"
# The installed resources come first: a SPECIMEN_HOME left from development does not change them.
SPECIMEN_HOME=/nonexistent "$binary" --version | grep -qx "resources: $share (installed beside the executable)" \
    || fail "SPECIMEN_HOME replaced the installed resources"

mkdir -p "$work/project/src"
cd "$work/project"
specimen render "Text Input" "Type=Password, State=Error" --theme dark --scale 2 --out shipped.png > /dev/null
[ -s shipped.png ] || fail "render drew no shipped.png"
specimen init > init.log || { cat init.log; fail "init failed"; }
for file in specimen.json design-system/tokens.json design-system/dark.tokens.json design-system/roles.json design-system/Badge.component.json; do
    [ -s "$file" ] || fail "init wrote no $file"
done
[ "$(specimen list)" = "$(printf 'Badge/Tone=Accent\nBadge/Tone=Quiet')" ] || fail "list should name the starter's Badge alone: $(specimen list)"
specimen snapshot record > record.log || { cat record.log; fail "record failed"; }
goldens="$(cd Snapshots && find . -name '*.png' | sort | tr '\n' ' ')"
[ "$goldens" = "./Badge/Tone=Accent/dark@2x.png ./Badge/Tone=Accent/light@2x.png ./Badge/Tone=Quiet/dark@2x.png ./Badge/Tone=Quiet/light@2x.png " ] \
    || fail "record should draw the Badge's 4 goldens, not: $goldens"
# From a folder below the project, as a team's CI runs it; SPECIMEN_HOME names resources only.
(cd src && SPECIMEN_HOME="$share" env -u CI "$binary" snapshot verify > ../verify.log) || { cat verify.log; fail "verify of what record drew failed"; }
grep -q "snapshots: $work/project/Snapshots (from $work/project/specimen.json)" verify.log || fail "verify read another folder: $(head -1 verify.log)"
[ ! -e src/specimen-report ] && [ ! -e specimen-report ] || fail "a passing verify wrote a report"
# One step of one channel in the accent colour fails verify, which then writes its report.
sed -i 's/#0969DA/#0A69DA/' design-system/tokens.json
if specimen snapshot verify > changed.log; then fail "a one-step colour change (#0969DA -> #0A69DA) passed verify"; fi
grep -q "Badge/Tone=Accent" changed.log || { cat changed.log; fail "the failure should name the changed golden"; }
[ -s specimen-report/results.json ] || fail "a failing verify wrote no specimen-report/results.json"
echo "installed specimen: --version, render, init, record, verify (exact: a one-step change fails) with $([ "$SPECIMEN_CHECK_HIDDEN" = none ] && echo "the checkout visible" || echo "the checkout hidden")"
