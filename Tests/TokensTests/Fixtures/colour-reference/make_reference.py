"""Writes reference.json: DTCG colour values in every colour space DTCG 2025.10 names, with their sRGB
conversion computed by ColorAide (https://github.com/facelessuser/coloraide, MIT), an implementation
independent of Specimen's. Run once, by hand:

    python3 -m venv venv && venv/bin/pip install coloraide==8.13.1 && venv/bin/python make_reference.py

Inputs: six sRGB colours (Primer's blue-5, red-5, green-5 and yellow-5, white, black) expressed in each
space and rounded to 6 decimals, plus colours outside sRGB (display-p3 green, an oklch red, a lab
cyan) and a `none` component. Outputs: the unclipped sRGB channels, and `hex`: each channel clipped to
0...1 and rounded half up to 8 bits, as Specimen documents.
"""
import json, math
from coloraide import Color, __version__

SPACES = ["srgb", "srgb-linear", "display-p3", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
          "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65"]
SAMPLES = ["#0969da", "#cf222e", "#1a7f37", "#9a6700", "#ffffff", "#000000"]
# ColorAide writes hsl/hwb saturation, lightness, whiteness and blackness as 0...1; DTCG as 0...100.
PERCENT = {"hsl": [False, True, True], "hwb": [False, True, True]}


def dtcg(space, coords):
    scale = PERCENT.get(space, [False, False, False])
    return [round(c * 100 if p else c, 6) for c, p in zip(coords, scale)]


def coloraide(space, components):
    scale = PERCENT.get(space, [False, False, False])
    return [math.nan if c == "none" else (c / 100 if p else c) for c, p in zip(components, scale)]


def byte(v):
    return int(math.floor(min(1.0, max(0.0, v)) * 255 + 0.5))


rows = []
def add(space, components, alpha=1.0):
    srgb = Color(space, coloraide(space, components), alpha).convert("srgb").coords(nans=False)
    rows.append({"colorSpace": space, "components": components, "alpha": alpha,
                 "srgb": [round(v, 12) for v in srgb],
                 "hex": "#" + "".join("%02X" % byte(v) for v in srgb) + ("" if alpha == 1 else "%02X" % byte(alpha))})

for space in SPACES:
    for sample in SAMPLES:
        coords = Color(sample).convert(space).coords(nans=False)
        if space in ("hsl", "hwb", "lch", "oklch") and any(math.isnan(c) for c in coords):
            coords = [0 if math.isnan(c) else c for c in coords]
        add(space, dtcg(space, coords))
add("display-p3", [0, 1, 0])
add("display-p3", [1, 0.5, 0], 0.5)
add("oklch", [0.6, 0.25, 25])
add("lab", [90, -60, -30])
add("rec2020", [0.2, 0.9, 0.1])
add("hsl", ["none", 0, 100])
add("oklch", [0.7, "none", 120])

with open("reference.json", "w") as f:
    json.dump({"generator": "ColorAide %s via make_reference.py" % __version__, "colours": rows}, f, indent=1)
    f.write("\n")
