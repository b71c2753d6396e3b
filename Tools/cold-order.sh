#!/usr/bin/env bash
# Writes Tools/cold-start.order: the functions a cold `specimen render` runs, one symbol a line, in
# the order `make release` has lld lay them out (--symbol-ordering-file), so the code a render touches
# is one contiguous stretch of the binary's text rather than pages scattered over 20 MB.
#
# Usage: Tools/cold-order.sh SPECIMEN OUT   (`make cold-order` builds the release and runs it)
# Each shipped variant (`specimen list`) is rendered once at 2x, as PNG, into an empty folder, under
# valgrind's callgrind, which names every function that ran (exactly, unlike sampling). Functions
# run by more renders come first (those every render runs, the start-up included, lead); ties by
# name, so the file depends only on the code and the variants, not on timing. Functions of the C
# libraries linked statically (FreeType, libpng, zlib, FriBidi, Brotli, HarfBuzz) are kept when the
# profiled binary still loads them shared: their names are the same in the archives.
set -eu
specimen=$1
out=$2
command -v valgrind >/dev/null || { echo "cold-order needs valgrind (Debian package valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$specimen" list > "$work/variants"
count=$(wc -l < "$work/variants")
n=0
while IFS=/ read -r set variant; do
    n=$((n + 1))
    mkdir -p "$work/out/$n"
    valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no --dump-instr=no \
        --callgrind-out-file="$work/profile.$n" "$specimen" render "$set" "$variant" --scale 2 \
        --out "$work/out/$n/picture.png" > /dev/null 2>&1 \
        || { echo "render $set/$variant failed under valgrind" >&2; exit 1; }
done < "$work/variants"
python3 - "$specimen" "$out" "$work" "$count" <<'PY'
import collections, glob, os, re, sys
binary, out, work, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
static = re.compile(r"/lib(freetype|png16|z|fribidi|brotlidec|brotlicommon|harfbuzz)\.so[.0-9]*$")
binary = os.path.realpath(binary)
uses = collections.Counter()
for profile in glob.glob(os.path.join(work, "profile.*")):
    seen, obj = set(), None
    with open(profile, errors="replace") as f:
        for line in f:
            if line.startswith("ob="):
                obj = line[3:].strip()
            elif line.startswith("fn=") and obj and (os.path.realpath(obj) == binary or static.search(obj)):
                # callgrind marks a recursion level as name'2; addresses with no symbol are skipped.
                name = re.sub(r"'\d+$", "", line[3:].strip())
                if not name.startswith("0x"):
                    seen.add(name)
    uses.update(seen)
names = sorted(uses, key=lambda name: (-uses[name], name))
with open(out, "w") as f:
    f.write("".join(name + "\n" for name in names))
print(f"{len(names)} functions from {count} cold renders written to {out}")
PY
