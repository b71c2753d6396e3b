"""Rasterised glyph ink from Chromium, for Specimen's text conformance (README "Text conformance").

Every case is one line of text (a string x font x size x letter spacing) drawn black on white by headless
Chromium from the very font files in Fonts/ (`@font-face`), each in a box of its own at a whole-pixel
position, and screenshot at device scale factor 2 (where Chromium positions glyphs at subpixel offsets,
as Specimen always does). From the screenshot's pixels the line's ink is measured: its bounds (the first
and last column and row with any ink), its centroid (the first moment of darkness, 255 minus the grey
level), its mass (the darkness summed, in device pixels) and the centroid across the line of each
stretch of columns with ink (a glyph, or glyphs that touch). Horizontal measures are from the line's
start (the box's left); vertical ones from the baseline, which Chromium places by its own rule
(README "Glyphs in the line box": round(ascent) + floor((line height - round(ascent) - round(descent)) / 2),
the hhea metrics of the first face, in device pixels: `chromium_baseline`), so the comparison is of the glyphs on their baseline, not of the two
baseline rules. `TextInkConformanceTests` draws the same text with Specimen's rasterizer and measures it
the same way.

Chromium runs under a private FontConfig file (`FONTCONFIG`: the system's configuration, then hinting off,
antialiasing on, no subpixel (LCD) order), because on Linux Blink takes each face's hinting from FontConfig
and Debian's default is `hintstyle slight` (10-hinting-slight.conf), which moves glyph edges to the pixel
grid: measured, it moved the ink of all 90 lines (up to 0.11 pt down the line, 0.26 pt across), and a
machine with another FontConfig would draw other pixels. Figma and Specimen draw outlines unhinted.

    python3 text_ink_conformance.py build --out all.json      # every case (make text-conformance)
    python3 text_ink_conformance.py sample --from all.json --out Tests/TextTests/Conformance/text-ink.sample.json
"""

from __future__ import annotations

import html
import itertools
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import chromium_runner  # noqa: E402
import text_conformance  # noqa: E402

SCALE = 2
STRINGS = ["Button", "Primary action", "THE BUNGALOWS", "office fifty fluffy", "Wafflé naïve", "Sign in to continue", "0123456789"]
FAMILIES = ["SpecimenInter400", "SpecimenInter600"]
SIZES = [12, 16, 24]
SPACINGS = [0.0, 0.32]
# Faces beyond Inter, as first family (one size each): their hhea metrics place Chromium's baseline.
MORE = [("SpecimenSerif", "Primary action"), ("SpecimenCJK", "日本語のテキスト"), ("SpecimenArabic", "مرحبا بالعالم")]
# Each case's box: its left edge and its pitch down the page, in CSS px.
LEFT, PITCH, WIDTH = 8, 48, 600


def cases():
    out = [{"text": t, "family": f, "weight": text_conformance.FACES[f][1], "size": s, "spacing": sp}
           for t, f, s, sp in itertools.product(STRINGS, FAMILIES, SIZES, SPACINGS)]
    out += [{"text": t, "family": f, "face": f.removeprefix("Specimen").lower(), "weight": "regular", "size": s, "spacing": 0.0}
            for (f, t), s in itertools.product(MORE, (16, 24))]
    for c in out:
        c["lineHeight"] = round(c["size"] * 1.5)
    return out


def font_file(family):
    if family in text_conformance.FACES:
        return os.path.join(text_conformance.FONTS, text_conformance.FACES[family][0])
    return os.path.join(text_conformance.FIXTURE_FONTS, text_conformance.FIXTURE_FACES[family])


def metrics(path):
    """The face's unitsPerEm and hhea ascender and descender, read from its sfnt tables (no font library needed)."""
    import struct
    data = open(path, "rb").read()
    tables = {data[12 + 16 * i:16 + 16 * i]: struct.unpack(">I", data[20 + 16 * i:24 + 16 * i])[0]
              for i in range(struct.unpack(">H", data[4:6])[0])}
    upem = struct.unpack(">H", data[tables[b"head"] + 18:tables[b"head"] + 20])[0]
    ascender, descender = struct.unpack(">hh", data[tables[b"hhea"] + 4:tables[b"hhea"] + 8])
    return upem, ascender, descender


def chromium_baseline(family, size, line_height, scale=SCALE):
    """Where Chromium puts the baseline below the line box's top (CSS px), from the face's hhea metrics.
    At a device scale factor the rule is README's in device pixels: the font is the size times the
    scale, its ascent and descent rounded (half away from zero) to whole device pixels and the upper
    half-leading floored to one (the ink screenshots at 2x put every Inter baseline there, not at the
    1x rule's, which is up to half a CSS px off)."""
    import math
    upem, hhea_ascent, hhea_descent = metrics(font_file(family))
    ascent = math.floor(hhea_ascent * size * scale / upem + 0.5)
    descent = math.floor(-hhea_descent * size * scale / upem + 0.5)
    return (ascent + (line_height * scale - ascent - descent) // 2) / scale


def ink(pixels, width, box):
    """The ink in `box` (x0, y0, x1, y1, device pixels) of a grey image: bounds, centroid and mass."""
    x0, y0, x1, y1 = box
    mass = sx = sy = 0.0
    left = top = None
    right = bottom = None
    for y in range(y0, y1):
        row = y * width
        for x in range(x0, x1):
            d = 255 - pixels[row + x]
            if d <= 0:
                continue
            mass += d
            sx += d * (x + 0.5)
            sy += d * (y + 0.5)
            left = x if left is None else min(left, x)
            right = x + 1 if right is None else max(right, x + 1)
            top = y if top is None else min(top, y)
            bottom = y + 1
    if not mass:
        return None
    # Each stretch of columns with ink (a glyph, or glyphs that touch) and its own centroid across the line.
    columns = [sum(255 - pixels[y * width + x] for y in range(y0, y1)) for x in range(x0, x1)]
    groups, current = [], None
    for i, d in enumerate(columns):
        if d > 0:
            current = current or [0.0, 0.0]
            current[0] += d
            current[1] += d * (x0 + i + 0.5)
        elif current:
            groups.append(current[1] / current[0])
            current = None
    if current:
        groups.append(current[1] / current[0])
    return {"left": left, "right": right, "top": top, "bottom": bottom, "cx": sx / mass, "cy": sy / mass, "mass": mass / 255, "groups": groups}


# The FontConfig file Chromium runs under: the system's own, then every face unhinted, greyscale-antialiased.
FONTCONFIG = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
""" + "".join(f"""  <match target="{target}">
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
  </match>
""" for target in ("pattern", "font")) + "</fontconfig>\n"


def screenshot(page, scale, height, hinting=None, width=WIDTH):
    """Headless Chromium's screenshot of the page `page` (HTML text) at device scale `scale`, `height`
    CSS pixels tall, as a grey-level picture, under `FONTCONFIG` (glyphs unhinted); `hinting` is
    Chromium's --font-render-hinting, if given (headless Chromium 156 draws the same pixels either way)."""
    from PIL import Image
    with tempfile.TemporaryDirectory() as folder:
        path, shot = os.path.join(folder, "page.html"), os.path.join(folder, "shot.png")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)
        config = os.path.join(folder, "fonts.conf")
        with open(config, "w", encoding="utf-8") as f:
            f.write(FONTCONFIG)
        subprocess.run(
            [chromium_runner.executable(), "--headless", "--no-sandbox", "--disable-gpu", f"--force-device-scale-factor={scale}",
             f"--window-size={width},{height}", "--hide-scrollbars", "--allow-file-access-from-files", "--virtual-time-budget=10000",
             f"--user-data-dir={folder}/profile", f"--screenshot={shot}"] + ([f"--font-render-hinting={hinting}"] if hinting else []) + ["file://" + path],
            capture_output=True, text=True, timeout=600, env={**os.environ, "FONTCONFIG_FILE": config})
        return Image.open(shot).convert("L")


def measure(batch):
    from PIL import Image
    faces = "\n".join(f"@font-face {{ font-family: '{name}'; src: url('file://{font_file(name)}'); }}"
                      for name in list(text_conformance.FACES) + list(text_conformance.FIXTURE_FACES))
    divs = []
    for i, c in enumerate(batch):
        style = (f"left: {LEFT}px; top: {i * PITCH}px; font-family: '{c['family']}', 'SpecimenInter400'; font-size: {c['size']}px; "
                 f"line-height: {c['lineHeight']}px; letter-spacing: {c['spacing']}px;")
        divs.append(f'<div class="c"{text_conformance.language(c)} style="{style}">{html.escape(c["text"])}</div>')
    height = len(batch) * PITCH
    page = f"""<!doctype html><html><head><meta charset="utf-8"><style>{faces}
html, body {{ margin: 0; background: #fff; }} .c {{ position: absolute; white-space: pre; color: #000; font-kerning: normal; }}
</style></head><body>{"".join(divs)}</body></html>"""
    image = screenshot(page, SCALE, height)
    pixels, width = image.tobytes(), image.width
    for i, c in enumerate(batch):
        top = i * PITCH * SCALE
        found = ink(pixels, width, (0, top, width, top + PITCH * SCALE))
        baseline = chromium_baseline(c["family"], c["size"], c["lineHeight"])
        # In points from the line's start (x) and from Chromium's baseline (y, down).
        origin_x, origin_y = LEFT * SCALE, top + round(baseline * SCALE)
        c["ink"] = None if found is None else {
            "left": (found["left"] - origin_x) / SCALE, "right": (found["right"] - origin_x) / SCALE,
            "top": (found["top"] - origin_y) / SCALE, "bottom": (found["bottom"] - origin_y) / SCALE,
            "cx": round((found["cx"] - origin_x) / SCALE, 5), "cy": round((found["cy"] - origin_y) / SCALE, 5),
            "mass": round(found["mass"] / SCALE / SCALE, 4), "groups": [round((g - origin_x) / SCALE, 5) for g in found["groups"]]}
        c["chromiumBaseline"] = baseline


# Single glyphs whose every pixel is kept (README "Text conformance"): straight-edged ones, which
# `SkiaGlyphModel` reproduces, and curved ones, where it stops. Inter Regular, unhinted, at 2x.
GLYPHS = [(g, s) for s in (12, 24) for g in "HETLI"] + [(g, 24) for g in "Oo"]


def glyph_pixels():
    """Each of GLYPHS drawn alone: its darkness in the box of its ink, one hex string a row, and where
    that box starts (device pixels) from the pen start and the baseline."""
    family = "SpecimenInter400"
    divs = "".join(f'<div class="c" style="left: {LEFT}px; top: {i * PITCH}px; font-size: {s}px; line-height: {round(s * 1.5)}px;">{g}</div>'
                   for i, (g, s) in enumerate(GLYPHS))
    page = f"""<!doctype html><html><head><meta charset="utf-8"><style>
@font-face {{ font-family: '{family}'; src: url('file://{font_file(family)}'); }}
html, body {{ margin: 0; background: #fff; }} .c {{ position: absolute; white-space: pre; color: #000; font-family: '{family}'; }}
</style></head><body>{divs}</body></html>"""
    image = screenshot(page, SCALE, len(GLYPHS) * PITCH)
    pixels, width = image.tobytes(), image.width
    out = []
    for i, (g, s) in enumerate(GLYPHS):
        top = i * PITCH * SCALE
        found = ink(pixels, width, (0, top, width, top + PITCH * SCALE))
        baseline = top + round(chromium_baseline(family, s, round(s * 1.5)) * SCALE)
        rows = ["".join(f"{255 - pixels[y * width + x]:02x}" for x in range(found["left"], found["right"]))
                for y in range(found["top"], found["bottom"])]
        out.append({"text": g, "family": family, "size": s, "left": found["left"] - LEFT * SCALE, "top": found["top"] - baseline, "rows": rows})
    return out


# Lines the sample keeps whatever the draw: each was a known issue until its cause was found and is
# now checked in `make test` (`TextInkConformanceTests`): the CJK line at both sizes (Japanese forms,
# `text_conformance.language`; edges truncated toward zero, `SkiaGlyphModel`), and "Wafflé naïve" in
# SemiBold at 12 px with letter spacing, whose "n" lies at a quarter pixel's rounding tie.
WITNESSES = [("日本語のテキスト", "SpecimenCJK", 16, 0.0), ("日本語のテキスト", "SpecimenCJK", 24, 0.0), ("Wafflé naïve", "SpecimenInter600", 12, 0.32)]


def choose_ink(rng, all_cases, count):
    """`count` of all the cases, as `choose_any` picks them, and the `WITNESSES`."""
    chosen = text_conformance.choose_any(rng, all_cases, count)
    return chosen + [i for i, c in enumerate(all_cases)
                     if (c["text"], c["family"], c["size"], c["spacing"]) in WITNESSES and i not in chosen]


def main():
    args = text_conformance.build_or_sample(16)
    if args.command == "build":
        all_cases = cases()
        for i in range(0, len(all_cases), 40):
            measure(all_cases[i:i + 40])
        text_conformance.write_json(args.out, {"chromium": chromium_runner.version(), "scale": SCALE, "cases": all_cases, "glyphs": glyph_pixels()})
        print(f"text ink conformance: {len(all_cases)} cases measured by {chromium_runner.version()} -> {args.out}")
    else:
        text_conformance.sample_command(args, "text ink conformance", choose_ink)


if __name__ == "__main__":
    main()
