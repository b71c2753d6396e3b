"""Mixed-style paragraphs from Chromium, for Specimen's text of runs (README "Text conformance").

Every case is a paragraph of two or three `<span>`s, each in its own Inter weight, size and letter
spacing, in a box of a width (or one line, `white-space: pre`). Chromium lays it out from the font files
in Fonts/ (as text_conformance.py does) and reports, per line, where it starts (a code point index into
the paragraph's text, all spans together) and its width: the union of its characters'
`Range.getClientRects` across spans, the spaces at the break left out. A line of mixed sizes is found
by its characters' boxes starting below the line's lowest box so far (the page's line-height of 2
keeps lines apart).

    python3 text_runs_conformance.py build --out all.json     # every case (make text-conformance)
    python3 text_runs_conformance.py sample --from all.json --out Tests/TextTests/Conformance/text-runs.sample.json
"""

from __future__ import annotations

import html
import itertools
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import text_conformance  # noqa: E402

FACES = {k: v for k, v in text_conformance.FACES.items() if k.startswith("SpecimenInter")}
# The right-to-left faces every span falls back to, in Specimen's order after Inter.
FALLBACKS = {k: v for k, v in text_conformance.FACES.items() if k in ("SpecimenArabic", "SpecimenHebrew")}

# Sentences cut into runs at these word indices: a style changes mid-sentence, mid-line.
SENTENCES = [
    ("Already registered? Sign in to continue where you left off.", [2, 5]),
    ("A product description with a bold phrase that runs over several lines.", [4, 7]),
    ("Save 20% today — offer ends Sunday at midnight.", [1, 3]),
    ("Line breaking sees the whole paragraph across every run.", [3]),
]
# (family, size, letter spacing in px) per run, cycled.
STYLES = [
    [("SpecimenInter400", 14, 0.0), ("SpecimenInter600", 14, 0.0), ("SpecimenInter400", 14, 0.0)],
    [("SpecimenInter400", 12, 0.0), ("SpecimenInter600", 20, 0.0), ("SpecimenInter500", 16, 0.32)],
    [("SpecimenInter500", 16, 0.0), ("SpecimenInter400", 24, -0.5), ("SpecimenInter600", 12, 0.16)],
    [("SpecimenInter600", 20, 0.5), ("SpecimenInter400", 14, 0.0), ("SpecimenInter400", 20, 0.0)],
]
WIDTHS = [None, 120, 160, 240]

# Mixed directions (UAX #9 across runs): sentences whose right-to-left words (Hebrew, Arabic, drawn in
# the Noto faces both fall back to) and left-to-right ones are cut into runs of their own styles, in a
# left-to-right paragraph and, when the sentence opens with a right-to-left word, a right-to-left one
# (`dir="rtl"`, which Specimen's first strong character also gives). Each line also reports where each
# span's characters lie, so a reordering across runs is checked, not only the line's width.
BIDI_SENTENCES = [
    ("Open שלום עולם now", [1, 2, 3], "ltr"),
    ("Total מחיר כולל 120 today", [1, 2, 3, 4], "ltr"),
    ("Send مرحبا بالعالم to everyone here", [1, 2, 3], "ltr"),
    ("مرحبا بالعالم Specimen renders النص", [1, 2, 3, 4], "rtl"),
    ("שלום עולם and more words כאן", [1, 2, 4], "rtl"),
]
BIDI_WIDTHS = [None, 120, 200]


def split(sentence, cuts, styles, direction=None):
    words = sentence.split(" ")
    bounds = [0] + cuts + [len(words)]
    spans = []
    for i in range(len(bounds) - 1):
        text = " ".join(words[bounds[i]:bounds[i + 1]]) + (" " if bounds[i + 1] < len(words) else "")
        family, size, spacing = styles[i % len(styles)]
        spans.append({"text": text, "family": family, "weight": FACES[family][1], "size": size, "spacing": spacing})
    return {"spans": spans} | ({"direction": direction, "group": "bidi"} if direction else {})


def cases():
    out = []
    for (sentence, cuts), styles, width in itertools.product(SENTENCES, STYLES, WIDTHS):
        out.append(split(sentence, cuts, styles) | {"width": width})
    for (sentence, cuts, direction), styles, width in itertools.product(BIDI_SENTENCES, STYLES[:3], BIDI_WIDTHS):
        out.append(split(sentence, cuts, styles, direction) | {"width": width})
    return out


# The page of text_conformance.py (its fonts, its one-line and wrapping boxes), with a script that walks spans.
PAGE = text_conformance.PAGE[:text_conformance.PAGE.index("const families")] + """const families = {families};
Promise.all(families.map(f => document.fonts.load('16px ' + f))).then(() => {{
  const out = [];
  for (const c of document.querySelectorAll('body > .case')) {{
    const lines = []; let current = null; let i = 0; let s = 0;
    for (const span of c.querySelectorAll('span')) {{
      const node = span.firstChild, text = node ? node.data : '';
      let offset = 0;
      for (const ch of Array.from(text)) {{
        const r = document.createRange(); r.setStart(node, offset); r.setEnd(node, offset + ch.length); offset += ch.length;
        const index = i; i += 1;
        const rects = Array.from(r.getClientRects()).filter(b => b.width > 0 || b.height > 0);
        if (!rects.length || /\\s/.test(ch)) continue;
        const b = rects[rects.length - 1];
        if (!current || b.top >= current.bottom - 0.5) {{ current = {{start: index, bottom: b.bottom, left: b.left, right: b.right, spans: {{}}}}; lines.push(current); }}
        current.bottom = Math.max(current.bottom, b.bottom);
        current.left = Math.min(current.left, b.left); current.right = Math.max(current.right, b.right);
        const e = current.spans[s] || (current.spans[s] = [b.left, b.right]);
        e[0] = Math.min(e[0], b.left); e[1] = Math.max(e[1], b.right);
      }}
      s += 1;
    }}
    out.push(lines.map(l => [l.start, l.right - l.left, Object.entries(l.spans).map(([k, e]) => [Number(k), e[0] - l.left, e[1] - l.left])]));
  }}
  document.getElementById('out').textContent = JSON.stringify(out);
}});
</script></body></html>"""


def measure(batch):
    faces = "\n".join(f"@font-face {{ font-family: '{name}'; src: url('file://{os.path.join(text_conformance.FONTS, file)}'); }}"
                      for name, (file, _) in (FACES | FALLBACKS).items())
    divs = []
    for c in batch:
        spans = "".join(
            f'<span style="font-family: \'{s["family"]}\', \'SpecimenArabic\', \'SpecimenHebrew\'; font-size: {s["size"]}px; letter-spacing: {s["spacing"]}px;">'
            f'{html.escape(s["text"])}</span>'
            for s in c["spans"])
        width = "" if c["width"] is None else f' style="width: {c["width"]}px;"'
        direction = f' dir="{c["direction"]}"' if c.get("direction") else ""
        divs.append(f'<div class="case {"one" if c["width"] is None else "wrap"}"{direction}{width}>{spans}</div>')
    page = PAGE.format(faces=faces, cases="\n".join(divs), families=json.dumps([f"'{f}'" for f in FACES | FALLBACKS]))
    for c, lines in zip(batch, text_conformance.run_page(page)):
        c["lines"] = [{"start": s, "width": round(w, 6)} | ({"spans": [[k, round(a, 4), round(b, 4)] for k, a, b in e]} if c.get("group") else {})
                      for s, w, e in lines]


def choose_sample(rng, all_cases, count):
    """The one-direction cases sampled as before; of the mixed-direction ones, every third."""
    plain = [i for i, c in enumerate(all_cases) if c.get("group") is None]
    bidi = [i for i, c in enumerate(all_cases) if c.get("group") == "bidi"]
    return [plain[i] for i in rng.sample(range(len(plain)), min(count, len(plain)))] + bidi[::3]


def main():
    parser, _ = text_conformance.command_parser(sample_count=16)
    args = parser.parse_args()
    if args.command == "build":
        all_cases = cases()
        measure(all_cases)
        text_conformance.write_cases(args.out, all_cases, "text runs conformance")
    else:
        text_conformance.sample_command(args, "text runs conformance", choose_sample)


if __name__ == "__main__":
    main()
