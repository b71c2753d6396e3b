"""Figma's auto-layout rules that CSS does not share, where CSS can still say Figma's answer: each rule
rewrites a tree into one that Figma lays out identically and whose CSS reading agrees with Figma.

A reference engine is fed both readings: the literal one (layout_tree.flex_style of the tree as written)
and the one after these rules. A difference that the rules remove is explained by the rules they applied
(README, Layout conformance, lists them); what remains has to be explained some other way.
"""

from __future__ import annotations

import copy

# Rule names, as the report and the committed sample name them.
SPACE_BETWEEN_IGNORES_GAP = "space-between-ignores-gap"
FILL_IN_HUG_HUGS = "fill-in-hugging-axis-hugs"


def _decided(node, parent, axis) -> bool:
    """Whether Figma gives `node` a size on `axis` from outside its content: fixed, or filling a parent
    whose primary axis is `axis` and is itself decided, or stretched on its parent's counter axis."""
    sizing = node.get(axis, "hug")
    if sizing == "fill":
        primary = "width" if parent.get("layout") == "horizontal" else "height"
        return axis != primary or parent.get("_decided_" + axis, False)
    return sizing != "hug"


def apply(root) -> tuple:
    """(rewritten tree, sorted rule names that changed something)."""
    tree = copy.deepcopy(root)
    applied = set()

    def walk(node, parent):
        # Space-between ignores the gap, in distribution and in a hugging size alike.
        if node.get("primaryAlign") == "space-between" and node.get("gap", 0) != 0 and node.get("layout", "none") != "none":
            in_flow = [c for c in node.get("children", []) if not c.get("absolute")]
            if len(in_flow) > 1:
                applied.add(SPACE_BETWEEN_IGNORES_GAP)
            node["gap"] = 0.0
        # A fill child on the primary axis of a parent that hugs that axis hugs too (Figma does not offer
        # the pair and turns the parent to fixed; CSS would size the child from a flex-basis of 0).
        if parent is not None and parent.get("layout", "none") != "none" and not node.get("absolute"):
            primary = "width" if parent.get("layout") == "horizontal" else "height"
            if node.get(primary) == "fill" and not parent.get("_decided_" + primary, False):
                node[primary] = "hug"
                applied.add(FILL_IN_HUG_HUGS)
        # A row that wraps needs a decided width; one that came to hug it is a single line (no wrap).
        if node.get("wrap") and node.get("width") == "hug":
            node["wrap"] = False
            node.pop("crossGap", None)
        for axis in ("width", "height"):
            node["_decided_" + axis] = parent is None and node.get(axis, "hug") not in ("hug", "fill") or \
                (parent is not None and _decided(node, parent, axis))
            if node.get("absolute") or (parent is not None and parent.get("layout", "none") == "none"):
                # Placed by constraints: decided when fixed, or stretched between both offsets.
                both = ("x", "right") if axis == "width" else ("y", "bottom")
                node["_decided_" + axis] = node.get(axis, "hug") != "hug" or all(k in node for k in both)
        for child in node.get("children", []):
            walk(child, node)

    def clean(node):
        node.pop("_decided_width", None)
        node.pop("_decided_height", None)
        for child in node.get("children", []):
            clean(child)
    walk(tree, None)
    clean(tree)
    return tree, sorted(applied)
