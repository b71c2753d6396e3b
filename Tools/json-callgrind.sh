#!/usr/bin/env bash
# Callgrind instruction counts of Specimen's JSON codec against Foundation's coders (the table in
# Sources/SpecimenSupport/JSONWriter.swift): reading Snapshots/manifest.json, writing results.json for
# 288 results, reading 1,000 batch lines. Builds Tools/json-callgrind/main.swift with the codec's
# sources at -O and prints each job's instructions net of a run that does no JSON.
#   Tools/json-callgrind.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$root"/Sources/SpecimenLimits/*.swift "$root"/Sources/SpecimenSupport/JSON*.swift "$root"/Sources/SpecimenSupport/ByteOrder.swift "$work/"
sed -i '/^import SpecimenLimits/d' "$work"/*.swift
swiftc -O -package-name specimen -module-name JSONCallgrind -o "$work/measure" "$root/Tools/json-callgrind/main.swift" "$work"/*.swift
count() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out.$1" "$work/measure" "$1" "$root/Snapshots/manifest.json" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : //p'
}
base=$(count none)
for mode in manifest-decoder manifest-codec results-encoder results-codec lines-decoder lines-codec; do
    awk -v mode="$mode" -v n="$(count "$mode")" -v base="$base" 'BEGIN { printf "%s: %.1f M instructions\n", mode, (n - base) / 1e6 }'
done
