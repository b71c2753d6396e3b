"""A CSS design system's text from Chromium, for Specimen's design-system text conformance (README "Text
conformance", CarbonTextConformanceTests).

The components of a small Carbon-like system (Carbon's Button in two sizes, Tag in two, a TextInput whose
helper text wraps, an InlineNotification's title and subtitle), written in CSS from Carbon's own numbers
(IBM Plex Sans; body-compact-01 14 px / 1.28572 with 0.16 px letter spacing, label-01 and helper-text-01
12 px / 1.33333 with 0.32 px, heading-compact-01 14 px SemiBold), laid out by headless Chromium from the
very font file of the design system's folder (Tests/TextTests/Conformance/CarbonText/fonts/, loaded with
@font-face, so no system font takes part). The same components are that folder's Specimen documents, with
the same node names: every element with a `data-node` is a node of the document.

Per case it records every node's box relative to the component's (getBoundingClientRect, 1/64 px), and
per text node where Chromium put its first baseline (a zero-size inline-block's bottom) and its ink: the
page drawn black on white, screenshot at device scale factors 1 and 2, and measured in the text's box as
text_ink_conformance measures a line (bounds, centroid, mass), horizontally from the box's left and
vertically from the baseline Chromium drew, which is on a whole device pixel (the baseline's position
rounded, halves down the page; text_ink_conformance.chromium_baseline is the offset inside a box).

    python3 carbon_text_conformance.py build --out all.json      # every case (make carbon-text-conformance)
    CARBON_HINTING=none python3 carbon_text_conformance.py build --out all.json   # screenshots with --font-render-hinting
    python3 carbon_text_conformance.py sample --from all.json --out Tests/TextTests/Conformance/carbon-text.sample.json
"""

from __future__ import annotations

import html
import itertools
import json
import math
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import chromium_runner  # noqa: E402
import text_conformance  # noqa: E402
import text_ink_conformance  # noqa: E402

FOLDER = os.path.join(text_conformance.ROOT, "Tests", "TextTests", "Conformance", "CarbonText")
FONT = os.path.join(FOLDER, "fonts", "IBMPlexSans-Variable.ttf")
SCALES = [1, 2]
# Each case's root: its left edge and its pitch down the page, in CSS px; cases per page.
LEFT, PITCH, WIDTH, BATCH = 8, 120, 640, 20

# Carbon's CSS, as its SCSS compiles (rem at 16 px), the border of a button and a field's rule as nodes.
STYLE = """
@font-face { font-family: 'IBM Plex Sans'; font-weight: 100 700; src: url('file://FONT'); }
html, body { margin: 0; background: #fff; }
.case { position: absolute; left: LEFTpx; font-family: 'IBM Plex Sans'; font-kerning: normal; white-space: nowrap; }
.case * { box-sizing: border-box; margin: 0; }
.bl { display: inline-block; width: 0; height: 0; }
.body-compact-01 { font-size: 0.875rem; font-weight: 400; line-height: 1.28572; letter-spacing: 0.16px; }
.heading-compact-01 { font-size: 0.875rem; font-weight: 600; line-height: 1.28572; letter-spacing: 0.16px; }
.label-01, .helper-text-01 { font-size: 0.75rem; font-weight: 400; line-height: 1.33333; letter-spacing: 0.32px; }
.cds--btn { display: inline-flex; align-items: center; min-height: 3rem; padding: calc(0.875rem - 3px) 63px calc(0.875rem - 3px) 15px;
  border: 1px solid transparent; background: #0f62fe; color: #fff; }
.cds--btn--sm { min-height: 2rem; padding: calc(0.375rem - 3px) 60px calc(0.375rem - 3px) 12px; }
.cds--tag { display: inline-flex; align-items: center; min-height: 1.5rem; padding: 0 0.5rem; border-radius: 1rem; background: #e0e0e0; color: #161616; }
.cds--tag--sm { min-height: 1.125rem; }
.cds--tag__label { overflow: hidden; text-overflow: ellipsis; }
.cds--form-item { display: flex; flex-direction: column; align-items: flex-start; width: 18rem; }
.cds--label { display: inline-block; margin-bottom: 0.5rem; color: #525252; }
.cds--text-input { display: flex; flex-direction: column; align-self: stretch; background: #f4f4f4; }
.cds--text-input__control { display: flex; align-items: center; height: calc(2.5rem - 1px); padding: 0 1rem; color: #161616; }
.cds--text-input__rule { height: 1px; background: #8d8d8d; }
.cds--form__helper-text { align-self: stretch; margin-top: 0.25rem; color: #6f6f6f; white-space: normal; }
.cds--inline-notification { display: inline-flex; padding: 0.9375rem 1rem; background: #f4f4f4; color: #161616; }
.cds--inline-notification__title { margin-right: 0.25rem; }
.ink * { background: none !important; color: #000 !important; }
"""

BUTTONS = ["Button", "Primary action", "Sign in to continue", "Add to cart — 3 items", "Learn more about Carbon", "Delete",
           "Wafflé naïve", "0123456789", "office fifty fluffy", "Save changes", "Cancel", "Continue to checkout"]
TAGS = ["Tag", "Tag 24", "Design system", "THE BUNGALOWS", "Beta", "office fifty fluffy", "Wafflé naïve", "In progress",
        "Read only", "Qualified", "42", "Jamaica Plain"]
INPUTS = [("Text input label", "Placeholder text", "Helper text"),
          ("Email address", "ada@example.com", "We never share your address."),
          ("Full name", "Wafflé Naïve", "Helper text that runs over two lines when it is long enough to wrap in the field."),
          ("Quantity", "0123456789", "Between 1 and 99 items, inclusive, per order placed through this form."),
          ("Street address", "42 Fluffy Office Road", "Optional"),
          ("Search", "office fifty fluffy", "Type three letters or more to see suggestions as you go.")]
NOTIFICATIONS = [("Notification title", "Subtitle text goes here."), ("Changes saved", "Your profile is up to date."),
                 ("Error", "Sign in to continue."), ("Wafflé naïve", "office fifty fluffy"), ("Update available", "Version 11.2 is ready to install.")]


def cases():
    out = []
    for label, size in itertools.product(BUTTONS, ("Large", "Small")):
        out.append({"component": "Carbon Button", "variant": {"Size": size}, "properties": {"Label": label}})
    for label, size in itertools.product(TAGS, ("Medium", "Small")):
        out.append({"component": "Carbon Tag", "variant": {"Size": size}, "properties": {"Label": label}})
    for label, value, helper in INPUTS:
        out.append({"component": "Carbon Text Input", "variant": {}, "properties": {"Label": label, "Value": value, "Helper": helper}})
    for title, subtitle in NOTIFICATIONS:
        out.append({"component": "Carbon Notification", "variant": {}, "properties": {"Title": title, "Subtitle": subtitle}})
    return out


def text(name, style, value):
    """A text node: its characters with the baseline marker before them (the first line's baseline)."""
    return f'<span data-node="{name}" data-text="1" class="{style}"><span class="bl"></span>{html.escape(value)}</span>'


def markup(c):
    """The case's component as Carbon's HTML, each node named as the Specimen document names it."""
    p = c["properties"]
    if c["component"] == "Carbon Button":
        small = " cds--btn--sm" if c["variant"]["Size"] == "Small" else ""
        return f'<div data-node="button" class="cds--btn{small} body-compact-01">{text("label", "", p["Label"])}</div>'
    if c["component"] == "Carbon Tag":
        small = " cds--tag--sm" if c["variant"]["Size"] == "Small" else ""
        return f'<div data-node="tag" class="cds--tag{small} label-01">{text("label", "cds--tag__label", p["Label"])}</div>'
    if c["component"] == "Carbon Text Input":
        return (f'<div data-node="input" class="cds--form-item">{text("label", "cds--label label-01", p["Label"])}'
                f'<div data-node="field" class="cds--text-input"><div data-node="control" class="cds--text-input__control">'
                f'{text("value", "body-compact-01", p["Value"])}</div><div data-node="rule" class="cds--text-input__rule"></div></div>'
                f'<div data-node="helper" data-text="1" class="cds--form__helper-text helper-text-01"><span class="bl"></span>{html.escape(p["Helper"])}</div></div>')
    return (f'<div data-node="notification" class="cds--inline-notification">'
            f'{text("title", "cds--inline-notification__title heading-compact-01", p["Title"])}{text("subtitle", "body-compact-01", p["Subtitle"])}</div>')


SCRIPT = """
document.fonts.load("14px 'IBM Plex Sans'").then(() => document.fonts.ready).then(() => {
  const out = [];
  for (const c of document.querySelectorAll('body > .case')) {
    const root = c.firstElementChild, r = root.getBoundingClientRect();
    const nodes = [], texts = [];
    const walk = (el, path) => {
      const name = el.getAttribute('data-node');
      const here = name ? (path ? path + '/' + name : name) : path;
      if (name) {
        const b = el.getBoundingClientRect();
        nodes.push([here, b.left - r.left, b.top - r.top, b.width, b.height]);
        if (el.hasAttribute('data-text')) {
          const m = el.querySelector('.bl').getBoundingClientRect();
          texts.push({path: here, baseline: m.bottom - b.top, box: [b.left, b.top, b.width, b.height]});
        }
      }
      for (const child of el.children) walk(child, here);
    };
    walk(root, '');
    out.push({nodes, texts});
  }
  document.getElementById('out').textContent = JSON.stringify(out);
});
"""


def page(batch, ink=False):
    style = STYLE.replace("FONT", FONT).replace("LEFT", str(LEFT))
    divs = "".join(f'<div class="case{" ink" if ink else ""}" style="top: {i * PITCH}px">{markup(c)}</div>' for i, c in enumerate(batch))
    script = "" if ink else f"<pre id='out'></pre><script>{SCRIPT}</script>"
    return f"<!doctype html><html><head><meta charset='utf-8'><style>{style}</style></head><body>{divs}{script}</body></html>"


def screenshot(markup_text, scale, height, hinting=None):
    return text_ink_conformance.screenshot(markup_text, scale, height, hinting, width=WIDTH)


def measure(batch):
    # Laid out at each scale: Chromium rounds a font's ascent and descent in device pixels, so where the
    # baseline falls in a box depends on the scale (12/16 Plex: 12 px at 1x, 12.5 at 2x).
    laid = {s: text_conformance.run_page(page(batch), scale=s) for s in SCALES}
    height = len(batch) * PITCH
    shots = {s: screenshot(page(batch, ink=True), s, height, os.environ.get("CARBON_HINTING")) for s in SCALES}
    for i, c in enumerate(batch):
        c["nodes"] = [[path, round(x, 6), round(y, 6), round(w, 6), round(h, 6)] for path, x, y, w, h in laid[1][i]["nodes"]]
        c["texts"] = []
        for k, t in enumerate(laid[1][i]["texts"]):
            entry = {"path": t["path"], "baseline": round(t["baseline"], 6), "ink": {}}
            for s, image in shots.items():
                at = laid[s][i]["texts"][k]
                left, top, width, box_height = at["box"]
                # The baseline Chromium drew: its position on the page on a whole device pixel.
                drawn = math.floor((top + at["baseline"]) * s + 0.5) / s
                # The box, a pixel wider each side and 4 px taller (accents, descenders), in device pixels.
                box = (max(0, math.floor((left - 1) * s)), max(0, math.floor((top - 4) * s)),
                       math.ceil((left + width + 1) * s), math.ceil((top + box_height + 4) * s))
                ink = text_ink_conformance.ink(image.tobytes(), image.width, box)
                entry["ink"][str(s)] = None if ink is None else {
                    "left": (ink["left"] / s - left), "right": (ink["right"] / s - left),
                    "top": (ink["top"] / s - drawn), "bottom": (ink["bottom"] / s - drawn),
                    "cx": round(ink["cx"] / s - left, 5), "cy": round(ink["cy"] / s - drawn, 5), "mass": round(ink["mass"] / s / s, 4)}
                entry["drawnBaseline" + str(s)] = round(drawn - top, 6)
            c["texts"].append(entry)


def main():
    args = text_conformance.build_or_sample(24)
    if args.command == "build":
        all_cases = cases()
        for i in range(0, len(all_cases), BATCH):
            measure(all_cases[i:i + BATCH])
        text_conformance.write_json(args.out, {"chromium": chromium_runner.version(), "font": os.path.relpath(FONT, text_conformance.ROOT),
                                               "scales": SCALES, "cases": all_cases})
        print(f"carbon text conformance: {len(all_cases)} cases measured by {chromium_runner.version()} -> {args.out}")
    else:
        text_conformance.sample_command(args, "carbon text conformance", text_conformance.choose_any)


if __name__ == "__main__":
    main()
