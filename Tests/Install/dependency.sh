#!/usr/bin/env bash
# Tests/Install/dependency.sh: the README's dependency line ("In your own tests") resolves as written
# against a fresh clone of this checkout, as a team's package resolves it against the repository.
# The clone's `main` is set to the commit under test (a branch's checkout may be called anything), its
# URL stands for the README's example address, and SwiftPM resolves it offline (a file:// URL).
# `make test` runs it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
swift="${SWIFT:-swift}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "dependency line: FAILED: $*" >&2; exit 1; }
started=$SECONDS

line="$(grep -m1 -E '^ *\.package\(url: "https://example\.com/your-org/specimen\.git"' "$root/README.md")" \
    || fail "the README has no .package(url: \"https://example.com/your-org/specimen.git\", ...) line"
dependency="$(echo "$line" | sed -E 's#^ *(\.package\(url: "[^"]*", [^)]*\)).*#\1#')"
commit="$(git -C "$root" rev-parse HEAD)"
git clone -q --no-checkout "$root" "$work/specimen"
git -C "$work/specimen" update-ref refs/heads/main "$commit"
mkdir -p "$work/app/Sources/App"
echo "// A team's code." > "$work/app/Sources/App/App.swift"
cat > "$work/app/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [
        ${dependency/https:\/\/example.com\/your-org\/specimen.git/file://$work/specimen}
    ],
    targets: [.target(name: "App", dependencies: [.product(name: "SpecimenSnapshot", package: "specimen")])]
)
PACKAGE
if ! "$swift" package resolve --package-path "$work/app" > "$work/resolve.log" 2>&1; then
    cat "$work/resolve.log"
    fail "$dependency does not resolve against a fresh clone"
fi
grep -q "\"revision\" : \"$commit\"" "$work/app/Package.resolved" || { cat "$work/app/Package.resolved"; fail "resolved to another commit than $commit"; }
echo "dependency line: $dependency resolves against a fresh clone to $commit ($((SECONDS - started)) s)"
