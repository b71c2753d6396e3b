"""Text boxes and line breaks from Chromium, for Specimen's text conformance (README "Text conformance").

Every case is a string x font x size x letter spacing x width. Chromium lays each out from the very font
files in Fonts/ (loaded with @font-face, so no system font takes part) and reports, per line, where the
line starts (a code point index) and the width of its ink-free box: the union of its characters'
`Range.getClientRects`, trailing spaces left out (a line's width is its glyphs' advances plus their letter
spacing, the last character's included). A case with no width is one line (`white-space: pre`).

    python3 text_conformance.py build --out all.json           # every case (make conformance)
    python3 text_conformance.py sample --from all.json --out Tests/TextTests/Conformance/text-boxes.sample.json
    python3 text_conformance.py baselines --out Tests/TextTests/Conformance/baselines.chromium.json

The page runs at device scale factor 1, where 1 CSS px is 1 pt of Specimen's.
"""

from __future__ import annotations

import argparse
import html
import itertools
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import chromium_runner  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
FONTS = os.path.join(ROOT, "Fonts")

# CSS family -> (file in Fonts/, Specimen's weight name). Arabic and Hebrew come after Inter, as Specimen's
# Noto fallbacks do.
FACES = {
    "SpecimenInter400": ("Inter-Regular.otf", "regular"),
    "SpecimenInter500": ("Inter-Medium.otf", "medium"),
    "SpecimenInter600": ("Inter-SemiBold.otf", "semiBold"),
    "SpecimenArabic": ("NotoSansArabic-Regular.ttf", None),
    "SpecimenHebrew": ("NotoSansHebrew-Regular.ttf", None),
}

STRINGS = [
    "Button", "Primary action", "THE BUNGALOWS", "Sign in to continue", "Tag 24", "Wafflé naïve",
    "office fifty fluffy", "Add to cart — 3 items", "0123456789", "Learn more about Carbon",
    "مرحبا بالعالم", "שלום עולם",
    "A product description that runs over several lines when its box has a fixed width.",
    "Line breaking sees the whole paragraph, with letter spacing in every line's width.",
]
SIZES = [12, 14, 16, 20, 24]
# (as CSS writes it, its px at a size)
SPACINGS = [("0", lambda s: 0.0), ("0.16px", lambda s: 0.16), ("0.32px", lambda s: 0.32), ("-0.5px", lambda s: -0.5),
            ("2%", lambda s: 0.02 * s), ("0.1em", lambda s: 0.1 * s)]
WIDTHS = [None, 120, 200]


def cases():
    out = []
    for text, weight, size, (spec, px), width in itertools.product(STRINGS, ("SpecimenInter400", "SpecimenInter500", "SpecimenInter600"), SIZES, SPACINGS, WIDTHS):
        if width is not None and len(text) < 40:
            continue
        out.append({"text": text, "family": weight, "weight": FACES[weight][1], "size": size, "spacingSpec": spec,
                    "spacing": px(size), "width": width})
    return out


PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
.case {{ position: absolute; left: 0; top: 0; line-height: 2; font-kerning: normal; }}
.one {{ white-space: pre; }}
.wrap {{ white-space: normal; overflow-wrap: anywhere; }}
</style></head><body>
{cases}
<pre id="out"></pre>
<script>
const families = {families};
Promise.all(families.map(f => document.fonts.load('16px ' + f))).then(() => {{
  const out = [];
  for (const c of document.querySelectorAll('body > .case')) {{
    const node = c.firstChild, text = node ? node.data : '';
    const chars = Array.from(text);
    let offset = 0; const lines = []; let current = null;
    chars.forEach((ch, i) => {{
      const r = document.createRange(); r.setStart(node, offset); r.setEnd(node, offset + ch.length); offset += ch.length;
      const rects = Array.from(r.getClientRects()).filter(b => b.width > 0 || b.height > 0);
      if (!rects.length) return;
      const b = rects[rects.length - 1];
      // A space at a break may report the next line's box; only a character with ink opens a line.
      if (/\\s/.test(ch)) return;
      if (!current || b.top > current.top + 1) {{ current = {{start: i, top: b.top, left: null, right: null}}; lines.push(current); }}
      {{
        current.left = current.left === null ? b.left : Math.min(current.left, b.left);
        current.right = current.right === null ? b.right : Math.max(current.right, b.right);
      }}
    }});
    out.push(lines.map(l => [l.start, l.left === null ? 0 : l.right - l.left]));
  }}
  document.getElementById('out').textContent = JSON.stringify(out);
}});
</script></body></html>"""


def run_page(page):
    """`page` opened in headless Chromium (fonts loaded, scripts run): the JSON its `<pre id="out">` holds."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "page.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)
        done = subprocess.run(
            [chromium_runner.executable(), "--headless", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
             "--window-size=2000,2000", "--allow-file-access-from-files", "--virtual-time-budget=20000",
             f"--user-data-dir={folder}/profile", "--dump-dom", "file://" + path],
            capture_output=True, text=True, timeout=600)
    dom = done.stdout
    start = dom.find('<pre id="out">') + len('<pre id="out">')
    raw = html.unescape(dom[start:dom.find("</pre>", start)])
    if not raw:
        raise SystemExit("text conformance: Chromium gave no measurements (" + done.stderr.strip()[-300:] + ")")
    return json.loads(raw)


def measure(batch):
    faces = "\n".join(f"@font-face {{ font-family: '{name}'; src: url('file://{os.path.join(FONTS, file)}'); }}" for name, (file, _) in FACES.items())
    divs = []
    for c in batch:
        family = f"'{c['family']}', 'SpecimenArabic', 'SpecimenHebrew'"
        style = f"font-family: {family}; font-size: {c['size']}px; letter-spacing: {c['spacingSpec'] if c['spacingSpec'] != '0' else 'normal'};"
        if c["width"] is not None:
            style += f" width: {c['width']}px;"
        divs.append(f'<div class="case {"one" if c["width"] is None else "wrap"}" style="{style}">{html.escape(c["text"])}</div>')
    page = PAGE.format(faces=faces, cases="\n".join(divs), families=json.dumps([f"'{f}'" for f in FACES]))
    results = run_page(page)
    for c, lines in zip(batch, results):
        c["lines"] = [{"start": s, "width": round(w, 6)} for s, w in lines]


BASELINE_FACES = ["Inter-Regular.otf", "Inter-SemiBold.otf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf"]
BASELINE_SIZES = [11, 12, 13, 14, 15, 16, 18, 20, 24, 28, 32]


def baselines():
    """Where Chromium puts the baseline in a line box: [file, size, line height, baseline from the box's top]."""
    faces = "\n".join(f"@font-face {{ font-family: 'F{i}'; src: url('file://{os.path.join(FONTS, f)}'); }}" for i, f in enumerate(BASELINE_FACES))
    divs, rows = [], []
    for i, _ in enumerate(BASELINE_FACES):
        for size in BASELINE_SIZES:
            for factor in (1.0, 1.25, 1.5):
                line = int(round(size * factor))
                rows.append([BASELINE_FACES[i], size, line])
                divs.append(f'<div class="b" style="font-family: F{i}; font-size: {size}px; line-height: {line}px">x<span></span></div>')
    page = f"""<!doctype html><html><head><meta charset="utf-8"><style>{faces}
.b {{ position: absolute; left: 0; top: 0; white-space: pre; }} .b span {{ display: inline-block; width: 0; height: 0; }}
</style></head><body>{"".join(divs)}<pre id="out"></pre><script>
Promise.all({json.dumps([f"16px F{i}" for i in range(len(BASELINE_FACES))])}.map(f => document.fonts.load(f))).then(() => {{
  document.getElementById('out').textContent = JSON.stringify(Array.from(document.querySelectorAll('.b')).map(d =>
    d.querySelector('span').getBoundingClientRect().bottom - d.getBoundingClientRect().top));
}});</script></body></html>"""
    values = run_page(page)
    return [row + [v] for row, v in zip(rows, values)]


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build")
    b.add_argument("--out", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--from", dest="source", required=True)
    s.add_argument("--out", required=True)
    s.add_argument("--count", type=int, default=120)
    bl = sub.add_parser("baselines")
    bl.add_argument("--out", required=True)
    args = parser.parse_args()
    if args.command == "baselines":
        rows = baselines()
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"chromium": chromium_runner.version(), "baselines": rows}, f, indent=0)
        print(f"text conformance: {len(rows)} baselines measured by {chromium_runner.version()} -> {args.out}")
    elif args.command == "build":
        all_cases = cases()
        for i in range(0, len(all_cases), 400):
            measure(all_cases[i:i + 400])
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"chromium": chromium_runner.version(), "cases": all_cases}, f, ensure_ascii=False, indent=0)
        print(f"text conformance: {len(all_cases)} cases measured by {chromium_runner.version()} -> {args.out}")
    else:
        data = json.load(open(args.source, encoding="utf-8"))
        rng = random.Random(38)
        chosen = sorted(rng.sample(range(len(data["cases"])), min(args.count, len(data["cases"]))))
        data["cases"] = [data["cases"][i] for i in chosen]
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=0)
        print(f"text conformance sample: {len(chosen)} cases -> {args.out}")


if __name__ == "__main__":
    main()
