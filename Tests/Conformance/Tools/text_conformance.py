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
    "SpecimenCJK": ("NotoSansCJKsc-Regular.subset.otf", None),
    "SpecimenInterVariable": ("InterVariable.ttf", None),
    "SpecimenInterItalic": ("Inter-Italic.otf", "regular"),
}
# Faces from the tests' own fixtures (Tests/TextTests/Conformance/Fonts/, each with its licence): a serif.
FIXTURE_FONTS = os.path.join(ROOT, "Tests", "TextTests", "Conformance", "Fonts")
FIXTURE_FACES = {"SpecimenSerif": "DejaVuSerif.subset.ttf"}

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


# Issue 38's further groups, each a case list of its own ("group" names it; the Inter cases above have none):
# line heights, the typographic properties of session 12 (OpenType features, small caps, text case,
# paragraph spacing and indent), italics, and fonts beyond Inter (a serif, a CJK face, an Arabic face as
# the first family, and Inter's variable font at weights between its files).
PARAGRAPHS = "Paragraph spacing goes between paragraphs.\nThe indent starts each paragraph's first line further in.\nA third one."
MORE = [
    # (group, text, css family, specimen face, css extra, case extra)
    ("line-height", t, "SpecimenInter400", "inter", {}, {"lineHeight": lh})
    for t in ("A product description that runs over several lines when its box has a fixed width.", "Sign in to continue")
    for lh in (16, 20, 24, 31.5)
] + [
    ("features", t, "SpecimenInter400", "inter", {}, {"features": f})
    for t in ("0123456789 1111 $40.00", "Add to cart — 3 items", "office fifty fluffy")
    for f in ({"tnum": 1}, {"zero": 1}, {"ss01": 1}, {"liga": 0}, {"case": 1})
] + [
    ("small-caps", t, "SpecimenInter400", "inter", {}, {"smallCaps": True})
    for t in ("Small capitals", "THE BUNGALOWS in Town", "Sign in to continue")
] + [
    ("text-case", t, "SpecimenInter400", "inter", {}, {"textCase": c})
    for t in ("The Bungalows", "sign in to continue, please", "Wafflé naïve")
    for c in ("upper", "lower")
] + [
    ("paragraphs", PARAGRAPHS, "SpecimenInter400", "inter", {}, {"paragraphSpacing": ps, "indent": ind})
    for ps in (0, 8, 12.5)
    for ind in (0, 16, 24)
] + [
    ("italic", t, "SpecimenInterItalic", "inter-italic", {}, {"italic": True})
    for t in ("Primary action", "office fifty fluffy", "A product description that runs over several lines when its box has a fixed width.")
] + [
    ("serif", t, "SpecimenSerif", "serif", {}, {})
    for t in ("Button", "Primary action", "THE BUNGALOWS", "Wafflé naïve", "office fifty fluffy",
              "A product description that runs over several lines when its box has a fixed width.")
] + [
    ("cjk", t, "SpecimenCJK", "cjk", {}, {})
    for t in ("日本語のテキストは文字ごとに折り返します。", "中文文本可以在任何汉字之间换行，标点符号除外。", "한국어 텍스트는 단어 사이에서 줄을 바꿉니다.")
] + [
    ("arabic", t, "SpecimenArabic", "arabic", {}, {})
    for t in ("مرحبا بالعالم", "النص العربي يلتف بين الكلمات عندما يكون عرض الصندوق ثابتا.")
] + [
    ("variable", t, "SpecimenInterVariable", "variable", {}, {"variations": v})
    for t in ("Primary action", "office fifty fluffy", "A product description that runs over several lines when its box has a fixed width.")
    for v in ({"wght": 400}, {"wght": 450}, {"wght": 650}, {"wght": 700}, {"wght": 400, "slnt": -10}, {"wght": 830, "slnt": -4})
]


def more_cases():
    out = []
    for group, text, family, face, _, extra in MORE:
        sizes = (14, 20) if group in ("cjk", "arabic", "serif", "variable", "italic") else (16,)
        spacings = (("0", lambda s: 0.0), ("0.32px", lambda s: 0.32)) if group not in ("arabic",) else (("0", lambda s: 0.0),)
        widths = (None, 160) if len(text) > 30 or group in ("cjk", "arabic") else (None,)
        if group == "paragraphs":
            widths = (180,)
        for size, (spec, px), width in itertools.product(sizes, spacings, widths):
            c = {"group": group, "text": text, "family": family, "face": face, "weight": "regular", "size": size,
                 "spacingSpec": spec, "spacing": px(size), "width": width}
            c.update(extra)
            out.append(c)
    return out


PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
.case {{ position: absolute; left: 0; top: 0; line-height: 2; font-kerning: normal; }}
.case p {{ margin: 0; }}
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
    const box = c.getBoundingClientRect();
    // The case's text nodes in order (one, or one per paragraph), code points counted across them with
    // one for each paragraph break.
    const walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
    const nodes = []; for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
    let index = 0; const lines = []; let current = null;
    nodes.forEach((node, k) => {{
      if (k > 0) index += 1;
      const text = node.data; let offset = 0;
      for (const ch of Array.from(text)) {{
        const i = index; index += 1;
        const r = document.createRange(); r.setStart(node, offset); r.setEnd(node, offset + ch.length); offset += ch.length;
        const rects = Array.from(r.getClientRects()).filter(b => b.width > 0 || b.height > 0);
        if (!rects.length) continue;
        const b = rects[rects.length - 1];
        // A space at a break may report the next line's box; only a character with ink opens a line.
        if (/\s/.test(ch)) {{ if (current && Math.abs(b.top - current.top) < 1) current.xs.push([i, b.left, b.right]); continue; }}
        if (!current || b.top > current.top + 1) {{ current = {{start: i, top: b.top, left: null, right: null, xs: []}}; lines.push(current); }}
        current.left = current.left === null ? b.left : Math.min(current.left, b.left);
        current.right = current.right === null ? b.right : Math.max(current.right, b.right);
        current.xs.push([i, b.left, b.right]);
      }}
    }});
    out.push(lines.map(l => ({{start: l.start, width: l.left === null ? 0 : l.right - l.left, top: l.top - box.top, left: l.left - box.left,
      xs: l.xs.map(([i, a, b]) => [i, a - l.left, b - l.left])}})));
  }}
  document.getElementById('out').textContent = JSON.stringify(out);
}});
</script></body></html>"""


def run_page(page, scale=1):
    """`page` opened in headless Chromium at device scale factor `scale` (fonts loaded, scripts run): the
    JSON its `<pre id="out">` holds."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "page.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)
        done = subprocess.run(
            [chromium_runner.executable(), "--headless", "--no-sandbox", "--disable-gpu", f"--force-device-scale-factor={scale}",
             "--window-size=2000,2000", "--allow-file-access-from-files", "--virtual-time-budget=20000",
             f"--user-data-dir={folder}/profile", "--dump-dom", "file://" + path],
            capture_output=True, text=True, timeout=600)
    dom = done.stdout
    start = dom.find('<pre id="out">') + len('<pre id="out">')
    raw = html.unescape(dom[start:dom.find("</pre>", start)])
    if not raw:
        raise SystemExit("text conformance: Chromium gave no measurements (" + done.stderr.strip()[-300:] + ")")
    return json.loads(raw)


def css_style(c):
    """The case's style as CSS, every property as Chromium takes it. The families follow Specimen's
    fallback order: a face other than Inter's falls back to Inter Regular first (as a design system's
    face does in Specimen), then to the Noto faces; so a character the first face lacks (Noto Sans
    Arabic's, Hebrew's and the CJK subset's missing U+002E FULL STOP) is drawn in Inter by both, never in
    a system font fontconfig finds for Chromium."""
    first = c["family"]
    inter = "" if first in ("SpecimenInter400", "SpecimenInter500", "SpecimenInter600") else ", 'SpecimenInter400'"
    family = f"'{first}'{inter}, 'SpecimenArabic', 'SpecimenHebrew'" + (", 'SpecimenCJK'" if first != "SpecimenCJK" else "")
    style = f"font-family: {family}; font-size: {c['size']}px; letter-spacing: {c['spacingSpec'] if c['spacingSpec'] != '0' else 'normal'};"
    if c["width"] is not None:
        style += f" width: {c['width']}px;"
    if c.get("lineHeight"):
        style += f" line-height: {c['lineHeight']}px;"
    if c.get("features"):
        style += " font-feature-settings: " + ", ".join(f"'{t}' {v}" for t, v in sorted(c["features"].items())) + ";"
    if c.get("smallCaps"):
        style += " font-variant-caps: small-caps;"
    if c.get("textCase"):
        style += " text-transform: " + {"upper": "uppercase", "lower": "lowercase"}[c["textCase"]] + ";"
    if c.get("italic"):
        style += " font-style: italic;"
    if c.get("variations"):
        style += " font-variation-settings: " + ", ".join(f"'{t}' {v}" for t, v in sorted(c["variations"].items())) + ";"
    return style


def language(c):
    """The case's `lang` attribute, as Specimen's itemizer picks a CJK text's language (`TextItemizer`'s
    `cjkLanguage`) and a page in that language says it: Korean for a text with Hangul (HarfBuzz's language
    `ko`, so a CJK face's `locl` gives Korean forms: Noto Sans CJK's space is 280 units instead of 224),
    Japanese for one with kana (`ja`: Noto Sans CJK's Japanese 本 and 語, which Chromium without a `lang`
    draws in their default, Simplified Chinese, forms: the CJK ink lines' known issue until session 19);
    none otherwise."""
    if any(0xAC00 <= ord(ch) <= 0xD7A3 for ch in c["text"]):
        return ' lang="ko"'
    return ' lang="ja"' if any(0x3040 <= ord(ch) <= 0x30FF or 0x31F0 <= ord(ch) <= 0x31FF for ch in c["text"]) else ""


def case_html(c):
    kind = "one" if c["width"] is None else "wrap"
    if "\n" not in c["text"]:
        return f'<div class="case {kind}"{language(c)} style="{css_style(c)}">{html.escape(c["text"])}</div>'
    # Paragraphs (Figma's): one block each, the spacing after every one but the last, the indent on each first line.
    pieces = c["text"].split("\n")
    blocks = "".join(
        f'<p style="text-indent: {c.get("indent", 0)}px; margin-bottom: {c.get("paragraphSpacing", 0) if i < len(pieces) - 1 else 0}px">{html.escape(t)}</p>'
        for i, t in enumerate(pieces))
    return f'<div class="case {kind}"{language(c)} style="{css_style(c)}">{blocks}</div>'


def measure(batch):
    faces = "\n".join(f"@font-face {{ font-family: '{name}'; src: url('file://{os.path.join(FONTS, file)}'); }}" for name, (file, _) in FACES.items())
    faces += "\n" + "\n".join(f"@font-face {{ font-family: '{name}'; src: url('file://{os.path.join(FIXTURE_FONTS, file)}'); }}"
                              for name, file in FIXTURE_FACES.items())
    # Inter's italic is a face of Inter's family too, so `font-style: italic` finds it (no synthesised slant).
    faces += f"\n@font-face {{ font-family: 'SpecimenInterItalic'; font-style: italic; src: url('file://{os.path.join(FONTS, 'Inter-Italic.otf')}'); }}"
    divs = [case_html(c) for c in batch]
    page = PAGE.format(faces=faces, cases="\n".join(divs), families=json.dumps([f"'{f}'" for f in list(FACES) + list(FIXTURE_FACES)]))
    results = run_page(page)
    for c, lines in zip(batch, results):
        keep_positions = c.get("group") is not None
        c["lines"] = [{"start": l["start"], "width": round(l["width"], 6)} | (
            {"top": round(l["top"], 6), "left": round(l["left"], 6), "xs": [[i, round(a, 4), round(b, 4)] for i, a, b in l["xs"]]}
            if keep_positions else {}) for l in lines]


# The faces whose baselines are measured: Inter, the Arabic, Hebrew and CJK faces of Fonts/, and the
# serif of the tests' fixtures (`FIXTURE_FONTS`), each by its file name.
BASELINE_FACES = ["Inter-Regular.otf", "Inter-SemiBold.otf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
                  "NotoSansCJKsc-Regular.subset.otf", "DejaVuSerif.subset.ttf"]
BASELINE_SIZES = [11, 12, 13, 14, 15, 16, 18, 20, 24, 28, 32]


def baselines():
    """Where Chromium puts the baseline in a line box: [file, size, line height, baseline from the box's top]."""
    def located(name):
        return os.path.join(FONTS if os.path.exists(os.path.join(FONTS, name)) else FIXTURE_FONTS, name)
    faces = "\n".join(f"@font-face {{ font-family: 'F{i}'; src: url('file://{located(f)}'); }}" for i, f in enumerate(BASELINE_FACES))
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


def command_parser(sample_count):
    """The command line the conformance tools share, `build --out FILE` and `sample --from FILE --out FILE
    [--count N]`, with its subparsers for a tool that adds its own."""
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build").add_argument("--out", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--from", dest="source", required=True)
    s.add_argument("--out", required=True)
    s.add_argument("--count", type=int, default=sample_count)
    return parser, sub


def build_or_sample(default_count):
    """The shared command line, parsed, for a tool with no command of its own."""
    return command_parser(default_count)[0].parse_args()


def write_json(path, data):
    """`data` as the tools write their measurements: UTF-8, unindented lines, the folder made."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=0)


def write_cases(path, all_cases, label):
    """`build`'s file: every case as Chromium measured it, with Chromium's version."""
    write_json(path, {"chromium": chromium_runner.version(), "cases": all_cases})
    print(f"{label}: {len(all_cases)} cases measured by {chromium_runner.version()} -> {path}")


def sample_command(args, label, choose):
    """`sample`: the cases `choose(rng, cases, count)` picks (indices) from a build's file, with a fixed
    seed, so the committed sample is the same on every run."""
    data = json.load(open(args.source, encoding="utf-8"))
    chosen = sorted(choose(random.Random(38), data["cases"], args.count))
    data["cases"] = [data["cases"][i] for i in chosen]
    write_json(args.out, data)
    print(f"{label} sample: {len(chosen)} cases -> {args.out}")


def choose_any(rng, all_cases, count):
    """`count` of all the cases."""
    return rng.sample(range(len(all_cases)), min(count, len(all_cases)))


def choose_sample(rng, all_cases, count):
    """The Inter cases sampled as before; of the further groups, every other case (each group stays in)."""
    inter = [i for i, c in enumerate(all_cases) if c.get("group") is None]
    further = [i for i, c in enumerate(all_cases) if c.get("group") is not None]
    return rng.sample(inter, min(count, len(inter))) + further[::2]


def main():
    parser, sub = command_parser(sample_count=120)
    bl = sub.add_parser("baselines")
    bl.add_argument("--out", required=True)
    args = parser.parse_args()
    if args.command == "baselines":
        rows = baselines()
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"chromium": chromium_runner.version(), "baselines": rows}, f, indent=0)
        print(f"text conformance: {len(rows)} baselines measured by {chromium_runner.version()} -> {args.out}")
    elif args.command == "build":
        all_cases = cases() + more_cases()
        for i in range(0, len(all_cases), 400):
            measure(all_cases[i:i + 400])
        write_cases(args.out, all_cases, "text conformance")
    else:
        sample_command(args, "text conformance", choose_sample)


if __name__ == "__main__":
    main()
