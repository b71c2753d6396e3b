"""Frames from Yoga (PyPI `poga`, Yoga's Python binding), from the CSS reading in layout_tree.

poga carries a Yoga from before `gap` (Yoga 2.0 added it), so gaps are written as margins, which lay out
the same: the gap before every in-flow child but the first becomes that child's leading margin. A
wrapping row has no first child per line to leave out, so its children sit in an extra row frame pulled
back by one gap on the leading side and one cross gap on top (the classic negative-margin gap): a line then
breaks where `sum(width + gap) <= inner width + gap`, which is CSS's `sum(width) + (n - 1) gap <= inner
width`. That frame is not reported; its children's positions are given from the wrapping frame. Yoga's
pixel-grid rounding is off (point scale factor 0).
"""

from __future__ import annotations

import importlib.metadata

import layout_tree
import poga.libpoga_capi as yg

_CONFIG = yg.YGConfigNew()
yg.YGConfigSetPointScaleFactor(_CONFIG, 0.0)
yg.YGConfigSetUseLegacyStretchBehaviour(_CONFIG, False)

_JUSTIFY = {"flex-start": yg.YGJustify.FlexStart, "center": yg.YGJustify.Center,
            "flex-end": yg.YGJustify.FlexEnd, "space-between": yg.YGJustify.SpaceBetween}
_ALIGN = {"flex-start": yg.YGAlign.FlexStart, "center": yg.YGAlign.Center, "flex-end": yg.YGAlign.FlexEnd,
          "stretch": yg.YGAlign.Stretch, "auto": yg.YGAlign.Auto}
E = yg.YGEdge


def version() -> str:
    return "poga " + importlib.metadata.version("poga")


def _apply_box(ref, s):
    yg.YGNodeStyleSetPositionType(ref, yg.YGPositionType.Absolute if s["absolute"] else yg.YGPositionType.Relative)
    if s["absolute"]:
        for side, edge in (("left", E.Left), ("top", E.Top), ("right", E.Right), ("bottom", E.Bottom)):
            if s[side] is not None:
                yg.YGNodeStyleSetPosition(ref, edge, s[side])
    yg.YGNodeStyleSetAlignSelf(ref, _ALIGN[s["alignSelf"]])
    yg.YGNodeStyleSetFlexGrow(ref, s["grow"])
    yg.YGNodeStyleSetFlexShrink(ref, s["shrink"])
    if s["basis"] is None:
        yg.YGNodeStyleSetFlexBasisAuto(ref)
    else:
        yg.YGNodeStyleSetFlexBasis(ref, s["basis"])
    for value, fixed, auto in ((s["width"], yg.YGNodeStyleSetWidth, yg.YGNodeStyleSetWidthAuto),
                               (s["height"], yg.YGNodeStyleSetHeight, yg.YGNodeStyleSetHeightAuto)):
        if value is None:
            auto(ref)
        else:
            fixed(ref, value)
    yg.YGNodeStyleSetMinWidth(ref, s["minWidth"])
    yg.YGNodeStyleSetMinHeight(ref, s["minHeight"])
    if s["maxWidth"] is not None:
        yg.YGNodeStyleSetMaxWidth(ref, s["maxWidth"])
    if s["maxHeight"] is not None:
        yg.YGNodeStyleSetMaxHeight(ref, s["maxHeight"])


def _apply_container(ref, s, wrap):
    yg.YGNodeStyleSetFlexDirection(ref, yg.YGFlexDirection.Row if s["direction"] == "row" else yg.YGFlexDirection.Column)
    yg.YGNodeStyleSetFlexWrap(ref, yg.YGWrap.Wrap if wrap else yg.YGWrap.NoWrap)
    yg.YGNodeStyleSetJustifyContent(ref, _JUSTIFY[s["justify"]])
    yg.YGNodeStyleSetAlignItems(ref, _ALIGN[s["alignItems"]])
    yg.YGNodeStyleSetAlignContent(ref, _ALIGN[s["alignContent"]])


class _Built:
    """A Yoga node, the neutral node it lays out, and (for a wrapping row) the extra row frame."""

    def __init__(self, ref, inner, children):
        self.ref, self.inner, self.children = ref, inner, children


def _build(node, parent, keep):
    s = layout_tree.flex_style(node, parent)
    ref = yg.YGNodeNewWithConfig(_CONFIG)
    keep.append(ref)
    _apply_box(ref, s)
    yg.YGNodeStyleSetPadding(ref, E.Top, s["padding"][0])
    yg.YGNodeStyleSetPadding(ref, E.Right, s["padding"][1])
    yg.YGNodeStyleSetPadding(ref, E.Bottom, s["padding"][2])
    yg.YGNodeStyleSetPadding(ref, E.Left, s["padding"][3])
    children = [_build(child, node, keep) for child in node.get("children", [])]
    in_flow = [c for c, n in zip(children, node.get("children", [])) if not layout_tree.is_positioned(n, node)]
    inner = None
    if s["wrap"]:
        # The wrapping row becomes a column holding the pulled-back row (stretched across it, so its width
        # is the inner width plus one gap, and as tall as its lines); the column's justify-content places
        # that block of lines as the row's align-content would.
        yg.YGNodeStyleSetFlexDirection(ref, yg.YGFlexDirection.Column)
        yg.YGNodeStyleSetAlignItems(ref, yg.YGAlign.Stretch)
        yg.YGNodeStyleSetJustifyContent(ref, {"flex-start": yg.YGJustify.FlexStart, "center": yg.YGJustify.Center,
                                              "flex-end": yg.YGJustify.FlexEnd}[s["alignContent"]])
        inner = yg.YGNodeNewWithConfig(_CONFIG)
        keep.append(inner)
        _apply_container(inner, s, True)
        yg.YGNodeStyleSetAlignContent(inner, yg.YGAlign.FlexStart)
        yg.YGNodeStyleSetFlexShrink(inner, 0.0)
        yg.YGNodeStyleSetMargin(inner, E.Left, -s["columnGap"])
        yg.YGNodeStyleSetMargin(inner, E.Top, -s["rowGap"])
        yg.YGNodeInsertChild(ref, inner, 0)
        for child in in_flow:
            yg.YGNodeStyleSetMargin(child.ref, E.Left, s["columnGap"])
            yg.YGNodeStyleSetMargin(child.ref, E.Top, s["rowGap"])
    else:
        _apply_container(ref, s, False)
        leading = E.Left if s["direction"] == "row" else E.Top
        gap = s["columnGap"] if s["direction"] == "row" else s["rowGap"]
        for child in in_flow[1:]:
            yg.YGNodeStyleSetMargin(child.ref, leading, gap)
    for child in children:
        target = inner if (inner is not None and child in in_flow) else ref
        yg.YGNodeInsertChild(target, child.ref, yg.YGNodeGetChildCount(target))
    return _Built(ref, inner, children)


def frames(root) -> list:
    """[x, y, width, height] of every node in preorder; x and y from its parent's top-left corner."""
    keep = []
    built = _build(root, None, keep)
    yg.YGNodeCalculateLayout(built.ref, yg.YGUndefined, yg.YGUndefined, yg.YGDirection.LTR)
    out = []

    def walk(b, is_root, dx, dy):
        r = b.ref
        w, h = yg.YGNodeLayoutGetWidth(r), yg.YGNodeLayoutGetHeight(r)
        out.append([0.0, 0.0, w, h] if is_root else [yg.YGNodeLayoutGetLeft(r) + dx, yg.YGNodeLayoutGetTop(r) + dy, w, h])
        ix = iy = 0.0
        if b.inner is not None:
            ix, iy = yg.YGNodeLayoutGetLeft(b.inner), yg.YGNodeLayoutGetTop(b.inner)
        for child in b.children:
            nested = b.inner is not None and yg.YGNodeGetParent(child.ref) is not None and \
                yg.YGNodeIsSame(yg.YGNodeGetParent(child.ref), b.inner)
            walk(child, False, ix if nested else 0.0, iy if nested else 0.0)
    walk(built, True, 0.0, 0.0)
    yg.YGNodeFreeRecursive(built.ref)
    return out
