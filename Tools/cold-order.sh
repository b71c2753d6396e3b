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
# Then the data: the first variant of each set is rendered once more under valgrind's lackey, which
# traces every load and store, and the binary's data symbols those touch (.data, .bss, .rodata:
# the Swift runtime's caches, metadata, once tokens, the modules' globals) follow the functions, in
# the same order of use, so lld packs the data sections a render writes into fewer pages too (a
# written page is a page fault and a page copied or zeroed). Lackey is slow: this part is most of the
# script's time.
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
# Data: one variant a set, traced access by access; only the binary's writable sections are kept.
ranges=$(readelf -SW "$specimen" | sed "s/\[ */[/" | awk '$2 ~ /^(\.data|\.bss|\.data\.rel\.ro|\.rodata|\.got)/ || ($8 ~ /W/ && $2 !~ /^\./) {print $4, $6}' \
    | awk '{printf "%s %s ", $1, $2}')
n=0
awk -F/ '!seen[$1]++' "$work/variants" | while IFS=/ read -r set variant; do
    n=$((n + 1))
    mkdir -p "$work/data-out/$n"
    valgrind --tool=lackey --trace-mem=yes --log-fd=3 "$specimen" render "$set" "$variant" --scale 2 \
        --out "$work/data-out/$n/picture.png" 3>&1 > /dev/null 2>/dev/null \
        | python3 -c '
import sys
bounds = [int(x, 16) for x in sys.argv[1].split()]
spans = [(bounds[i], bounds[i] + bounds[i + 1]) for i in range(0, len(bounds), 2)]
lo, hi = min(a for a, b in spans), max(b for a, b in spans)
seen = set()
for line in sys.stdin:
    if line[:2] not in (" S", " L", " M"):
        continue
    word = line[3:].split(",", 1)[0]
    if word in seen:
        continue
    seen.add(word)
    address = int(word, 16)
    if lo <= address < hi and any(a <= address < b for a, b in spans):
        print(hex(address))
' "$ranges" > "$work/data.$n" || { echo "lackey of $set/$variant failed" >&2; exit 1; }
done
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

# Data symbols by address (nm), each traced address mapped to the symbol holding it.
import bisect, subprocess
symbols = []
for line in subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True).stdout.splitlines():
    part = line.split()
    if len(part) == 4 and part[2] in "bBdDrRvV":
        symbols.append((int(part[0], 16), max(int(part[1], 16), 1), part[3]))
symbols.sort()
starts = [s[0] for s in symbols]
data_uses, first = collections.Counter(), {}
profiles = sorted(glob.glob(os.path.join(work, "data.*")))
for rank, profile in enumerate(profiles):
    seen = set()
    with open(profile) as f:
        for position, line in enumerate(f):
            address = int(line, 16)
            i = bisect.bisect_right(starts, address) - 1
            if i >= 0 and address < symbols[i][0] + symbols[i][1]:
                name = symbols[i][2]
                if name not in seen:
                    seen.add(name)
                    first.setdefault(name, (rank, position))
    data_uses.update(seen)
data = sorted(data_uses, key=lambda name: (-data_uses[name], first[name]))
with open(out, "w") as f:
    f.write("".join(name + "\n" for name in names + data))
print(f"{len(names)} functions from {count} cold renders and {len(data)} data symbols from {len(profiles)} written to {out}")
PY
