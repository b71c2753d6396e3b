#!/usr/bin/env python3
"""Writes a Figma files response of about 120 MB to argv[1]: 100 components and 900 frames (argv[2], if
given) of 100 instances each (182,000 nodes), every node with the fields Figma's REST API writes for it, as the
134 MB Community file (Figma Profile Headers, 185,000 nodes) has them. For `make figma-large`; nothing here is kept."""
import json
import sys

def paint(r, g, b):
    return {"blendMode": "NORMAL", "type": "SOLID", "color": {"r": r, "g": g, "b": b, "a": 1}}

def box(x, y, w, h):
    return {"x": x, "y": y, "width": w, "height": h}

def common(i, x, y, w, h):
    # What Figma writes on every frame-like node, unread fields included (background, render bounds, prototyping).
    return {"blendMode": "PASS_THROUGH", "clipsContent": True, "background": [paint(1, 1, 1)], "fills": [paint(1, 1, 1)],
            "strokes": [], "strokeWeight": 1, "strokeAlign": "INSIDE", "backgroundColor": {"r": 1, "g": 1, "b": 1, "a": 1},
            "absoluteBoundingBox": box(x, y, w, h), "absoluteRenderBounds": box(x, y, w, h),
            "constraints": {"vertical": "TOP", "horizontal": "LEFT"}, "effects": [], "interactions": [], "scrollBehavior": "SCROLLS",
            "exportSettings": [], "layoutGrids": []}

components = []
for c in range(100):
    node = {"id": f"1:{c}", "name": f"Part {c}", "type": "COMPONENT", **common(c, c * 50, 0, 40, 40), "children": [
        {"id": f"1:{c}:r", "name": "shape", "type": "RECTANGLE", **common(c, c * 50, 0, 40, 40), "cornerRadius": 4}]}
    components.append(node)
# Written a frame at a time: a file of 4,500 frames (600 MB, `make figma-large FRAMES=4500`) is never held.
count = int(sys.argv[2]) if len(sys.argv) > 2 else 900
n = 0
with open(sys.argv[1], "w") as out:
    out.write('{"name":"Large","document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[{"id":"0:1","name":"Page","type":"CANVAS","children":[')
    out.write(",".join(json.dumps(c, separators=(",", ":")) for c in components))
    for f in range(count):
        children = []
        for i in range(100):
            c = (f + i) % 100
            children.append({"id": f"2:{f}:{i}", "name": f"Part {c}", "type": "INSTANCE", "componentId": f"1:{c}",
                             **common(i, i * 44, f * 50, 40, 40), "overrides": [],
                             "children": [{"id": f"I2:{f}:{i};1:{c}:r", "name": "shape", "type": "RECTANGLE", **common(i, i * 44, f * 50, 40, 40)}]})
            n += 2
        out.write("," + json.dumps({"id": f"3:{f}", "name": f"Header {f}", "type": "FRAME", **common(f, 0, f * 50, 4400, 44), "children": children},
                                   separators=(",", ":")))
    out.write("]}]},\"components\":")
    out.write(json.dumps({f"1:{c}": {"key": f"k{c}", "name": f"Part {c}", "remote": False} for c in range(100)}, separators=(",", ":")))
    out.write("}")
print(f"{sys.argv[1]}: {n + 200 + count + 2} nodes")
