"""Frames from Chromium's flexbox, from the CSS reading in layout_tree (or from a fixture's own markup).

Each tree becomes an absolutely positioned root in one wide page (so no root is narrower than its
content, and Chromium's 500 px minimum window never matters); a script at the end of the page reads every
node's getBoundingClientRect, and `--dump-dom` hands the result back. One headless run per batch of trees.
Chromium lays out in 1/64 px units, which is why agreement is counted within 1/64 pt (1 px = 1 pt here,
device scale factor 1).
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import tempfile

import layout_tree

BATCH = 500

# A reading sets every property inline; this only clears what the page would otherwise add. Fixtures keep
# the base style their own generator lays them out with (fixtures.BASE_STYLES).
PAGE_STYLE = """
body { margin: 0; }
.case > div { position: absolute; left: 0; top: 0; }
.reading div { box-sizing: border-box; margin: 0; border: 0 solid; padding: 0; display: flex; position: relative; }
"""

SCRIPT = """
const out = [];
for (const c of document.querySelectorAll('body > .case')) {
  const root = c.firstElementChild;
  const frames = [];
  const walk = (el, parent) => {
    const b = el.getBoundingClientRect();
    if (parent) frames.push([b.x - parent.x, b.y - parent.y, b.width, b.height]);
    else frames.push([0, 0, b.width, b.height]);
    for (const child of el.children) walk(child, b);
  };
  walk(root, null);
  out.push(frames);
}
document.getElementById('frames').textContent = JSON.stringify(out);
"""


def executable() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("conformance: Chromium not found (make layout-conformance installs the Debian package chromium)")


def version() -> str:
    out = subprocess.run([executable(), "--version"], capture_output=True, text=True).stdout.strip()
    return out.split(" built")[0]


def _px(value):
    return f"{value:g}px"


def css(node, parent) -> str:
    s = layout_tree.flex_style(node, parent)
    parts = [
        f"flex-direction: {s['direction']}",
        f"flex-wrap: {'wrap' if s['wrap'] else 'nowrap'}",
        f"justify-content: {s['justify']}",
        f"align-items: {s['alignItems']}",
        f"align-content: {s['alignContent']}",
        f"align-self: {s['alignSelf']}",
        "padding: " + " ".join(_px(v) for v in s["padding"]),
        f"column-gap: {_px(s['columnGap'])}", f"row-gap: {_px(s['rowGap'])}",
        f"flex: {s['grow']:g} {s['shrink']:g} {'auto' if s['basis'] is None else _px(s['basis'])}",
        f"width: {'auto' if s['width'] is None else _px(s['width'])}",
        f"height: {'auto' if s['height'] is None else _px(s['height'])}",
        f"min-width: {_px(s['minWidth'])}", f"min-height: {_px(s['minHeight'])}",
        f"max-width: {'none' if s['maxWidth'] is None else _px(s['maxWidth'])}",
        f"max-height: {'none' if s['maxHeight'] is None else _px(s['maxHeight'])}",
    ]
    if s["absolute"]:
        parts.append("position: absolute")
        parts += [f"{side}: {_px(s[side])}" for side in ("left", "top", "right", "bottom") if s[side] is not None]
    return "; ".join(parts)


def markup(node, parent=None) -> str:
    inner = "".join(markup(child, node) for child in node.get("children", []))
    return f'<div style="{html.escape(css(node, parent))}">{inner}</div>'


def run_pages(bodies: list, extra_style: str = "") -> list:
    """Lays out each (class, HTML) pair, one root element inside <div class="case CLASS">, and returns
    the frames of each root's subtree."""
    results = []
    for start in range(0, len(bodies), BATCH):
        batch = bodies[start:start + BATCH]
        page = ("<!DOCTYPE html><html><head><meta charset='utf-8'><style>" + PAGE_STYLE + extra_style +
                "</style></head><body>" + "".join(f'<div class="case {c}">{b}</div>' for c, b in batch) +
                "<pre id='frames'></pre><script>" + SCRIPT + "</script></body></html>")
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "page.html")
            with open(path, "w", encoding="utf-8") as f:
                f.write(page)
            done = subprocess.run(
                [executable(), "--headless", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
                 "--window-size=4000,4000", f"--user-data-dir={folder}/profile", "--dump-dom", "file://" + path],
                capture_output=True, text=True, timeout=600)
        found = re.search(r'<pre id="frames">(.*?)</pre>', done.stdout, re.S)
        if not found or not found.group(1):
            raise SystemExit("conformance: Chromium returned no frames: " + done.stderr.strip()[-400:])
        frames = json.loads(html.unescape(found.group(1)))
        if len(frames) != len(batch):
            raise SystemExit(f"conformance: Chromium returned {len(frames)} roots for {len(batch)}")
        results += frames
    return results


def frames_for(roots: list) -> list:
    return run_pages([("reading", markup(root)) for root in roots])
