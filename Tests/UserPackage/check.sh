#!/usr/bin/env bash
# Runs the user package's tests as a Specimen user would, three times, and checks the outcomes:
#   1. the first run records every reference (and fails, so new references are reviewed);
#   2. the second run passes;
#   3. with one reference tampered, it fails, naming the snapshot, and the actual and difference images
#      are written under $SPECIMEN_ARTIFACTS/<Module>/<TestFile>/ and attached by Swift Testing.
# Built in the main build's scratch folder (.build): Specimen's modules compile with the same commands
# whether Specimen is the root package or the user's dependency, so SwiftPM finds them built and
# compiles only the user's tests (7 s against 89 s in a folder of its own on the 2-core machine, the
# largest cut to `make test`'s time). A later `swift build` of Specimen relinks one binary.
# `make test` runs it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
swift="${SWIFT:-swift}"
scratch="$root/.build"
references="$here/Tests/SignUpTests/__Snapshots__"
work="$(mktemp -d)"
trap 'rm -rf "$work" "$references"' EXIT
rm -rf "$references"
started=$SECONDS

fail() { echo "user package: FAILED: $*" >&2; exit 1; }
expect_file() { [ -s "$1" ] || fail "expected the file $1"; }

if ! "$swift" build --build-tests --package-path "$here" --scratch-path "$scratch" > "$work/build.log" 2>&1; then
    cat "$work/build.log"
    fail "the user package did not build"
fi
echo "user package: built in $((SECONDS - started)) s"

# run N: the tests with CI unset (so the first run may record), artifacts and attachments per run.
run() {
    mkdir -p "$work/attachments-$1"
    if env -u CI -u SPECIMEN_RECORD SPECIMEN_ARTIFACTS="$work/artifacts-$1" "$swift" test --skip-build --package-path "$here" --scratch-path "$scratch" \
        --attachments-path "$work/attachments-$1" ${2:-} > "$work/run-$1.log" 2>&1; then echo 0; else echo 1; fi
}

# Swift Testing refuses an attachments folder that does not exist (the README says to create it first).
if env -u CI "$swift" test --skip-build --package-path "$here" --scratch-path "$scratch" --attachments-path "$work/no-such-folder" \
    > "$work/run-0.log" 2>&1 || [ -d "$references" ]; then
    cat "$work/run-0.log"
    fail "swift test ran its tests with a missing --attachments-path folder; the README's 'Create DIR first' is no longer needed"
fi
echo "user package: a missing --attachments-path folder stops the tests, as the README says: $(grep -m1 -i "attachment" "$work/run-0.log" || true)"

status=$(run 1)
[ "$status" = 1 ] || fail "the first run should fail, asking to review the references it recorded"
[ "$(grep -c "recorded a new reference snapshot" "$work/run-1.log")" = 8 ] || { cat "$work/run-1.log"; fail "the first run should record 8 references"; }
for file in SignUpFormTests/signUpForm.1.png SignUpFormTests/signUpForm.2.png SignUpFormTests/signUpForm.layout.json \
            SignUpFormTests/quantity.light.png SignUpFormTests/quantity.dark.png SettingsTests/SettingsTests.signUpForm.1.png \
            TwoSuitesTests/EmailField.field.1.png TwoSuitesTests/PasswordField.field.1.png; do
    expect_file "$references/$file"
done
[ "$(ls "$references"/*/* | wc -l)" = 8 ] || fail "expected exactly 8 references: $(ls "$references"/*/*)"
cmp -s "$references/SignUpFormTests/signUpForm.1.png" "$references/SignUpFormTests/signUpForm.2.png" && fail "two fields share one reference"

status=$(run 2)
[ "$status" = 0 ] || { cat "$work/run-2.log"; fail "the second run should pass"; }

# Run again, in parallel: the two same-named tests of TwoSuitesTests.swift keep their own references.
status=$(run 2b --parallel)
[ "$status" = 0 ] || { cat "$work/run-2b.log"; fail "a parallel run should pass too"; }

cp "$references/SignUpFormTests/quantity.light.png" "$references/SignUpFormTests/quantity.dark.png"
status=$(run 3)
[ "$status" = 1 ] || fail "a tampered reference should fail"
grep -q "snapshot 'quantity.dark' does not match .*quantity.dark.png: pixels changed" "$work/run-3.log" \
    || { cat "$work/run-3.log"; fail "the failure should name the snapshot and say pixels changed"; }
[ "$(grep -c "does not match" "$work/run-3.log")" = 1 ] || fail "only the tampered snapshot should fail"
expect_file "$work/artifacts-3/SignUpTests/SignUpFormTests/quantity.dark.actual.png"
expect_file "$work/artifacts-3/SignUpTests/SignUpFormTests/quantity.dark.difference.png"
find "$work/attachments-3" -name "*quantity.dark.difference.png*" | grep -q . || { ls -R "$work/attachments-3"; fail "the difference image should be attached to the test"; }
echo "user package: records, then passes, then fails a tampered reference with its artifacts ($((SECONDS - started)) s)"
