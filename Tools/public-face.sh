#!/usr/bin/env bash
# Counts what `import MODULE` brings into a user's scope: the public declarations (types, members,
# functions, cases; synthesized members left out) of MODULE and of every module it re-exports, as
# `swift symbolgraph-extract` sees them from the built .swiftmodule files, with the @_exported
# imports of Sources/ beside them. Run after `swift build` (it reads .build/debug/Modules).
#   Tools/public-face.sh [--limit N] [MODULE...]     default: Specimen SpecimenSnapshot
# Prints one line per MODULE: its re-exported closure, then the count per module and in all. With
# --limit, fails when a MODULE brings more than N (`make test` runs `--limit 700 Specimen`: issue #36's
# cap; what users of the package do not need is `package`, which the count leaves out).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
limit=""
if [ "${1:-}" = "--limit" ]; then limit="$2"; shift 2; fi
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(Specimen SpecimenSnapshot)
flags=()
for c in "$root"/Sources/C*/module.modulemap; do flags+=(-Xcc "-fmodule-map-file=$c"); done
for i in $(pkg-config --cflags-only-I freetype2 harfbuzz libpng fribidi | tr ' ' '\n' | sed -n 's/^-I//p' | sort -u); do
    flags+=(-Xcc "-I$i")
done
# Every module of the package may be counted; symbolgraph-extract keeps only those MODULE re-exports.
allowed=$(ls "$root/Sources" | paste -sd, -)
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
echo "@_exported imports in Sources: $(grep -rh '^@_exported import' "$root/Sources" | wc -l)"
for module in "${modules[@]}"; do
    mkdir -p "$out/$module"
    "$swift" symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
        -I "$root/.build/debug/Modules" "${flags[@]}" -minimum-access-level public -skip-synthesized-members \
        -experimental-allowed-reexported-modules="$allowed" -output-dir "$out/$module" >/dev/null
    python3 - "$module" "$out/$module" "$limit" <<'PY'
import collections, glob, json, re, sys
module, folder, limit = sys.argv[1], sys.argv[2], sys.argv[3]
count = collections.Counter()
for path in glob.glob(folder + "/*.symbols.json"):
    for symbol in json.load(open(path))["symbols"]:
        where = re.search(r"Sources/([^/]+)/", symbol.get("location", {}).get("uri", ""))
        if where and symbol.get("accessLevel") == "public":
            count[where.group(1)] += 1
parts = ", ".join(f"{name} {n}" for name, n in sorted(count.items(), key=lambda kv: -kv[1]))
print(f"import {module}: {sum(count.values())} public declarations from {len(count)} modules ({parts})")
if limit and sum(count.values()) > int(limit):
    sys.exit(f"public-face: import {module} brings {sum(count.values())} public declarations, more than {limit}: make what users do not need `package`")
PY
done
