#!/usr/bin/env bash
# Counts force unwraps (`x!`), `try!` and `as!` in Swift files, from the compiler's own parse
# (`swiftc -frontend -dump-parse`: force_value_expr, force_try_expr, forced_checked_cast_expr), so
# `!=`, a prefix `!` and a `!` in a string or comment are never counted, and several on a line all are.
# A pattern binding's initializer is printed twice by the dump (original_init, processed_init); the
# second copy is skipped. Reads files only; needs no build.
#   Tools/force-unwraps.sh [FOLDER]     default: Sources
# Prints the three totals, then each file with its count, most first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
python3 - "${1:-$root/Sources}" <<'PY'
import collections, glob, re, subprocess, sys
kinds = {"force_value_expr": "x!", "force_try_expr": "try!", "forced_checked_cast_expr": "as!"}
total, per = collections.Counter(), collections.defaultdict(collections.Counter)
for path in sorted(glob.glob(sys.argv[1] + "/**/*.swift", recursive=True)):
    dump = subprocess.run(["swiftc", "-frontend", "-dump-parse", path], capture_output=True, text=True).stdout
    skip = None
    for line in dump.split("\n"):
        indent = len(line) - len(line.lstrip())
        if skip is not None:
            if indent > skip:
                continue
            skip = None
        body = line.lstrip()
        if body.startswith("(processed_init="):
            skip = indent
        found = re.match(r"\((?:original_init=)?(force_value_expr|force_try_expr|forced_checked_cast_expr)\b", body)
        if found:
            total[found.group(1)] += 1
            per[path][found.group(1)] += 1
print(", ".join(f"{label} {total[kind]}" for kind, label in kinds.items()))
for path, counts in sorted(per.items(), key=lambda kv: -sum(kv[1].values())):
    print(f"  {sum(counts.values())} {path}")
PY
