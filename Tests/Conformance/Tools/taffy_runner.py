"""Frames from Taffy (PyPI `stretchable`, Taffy's Python binding), from the CSS reading in layout_tree.

The tree is built with stretchable's native calls (`taffylib`) and styles in the dictionary form its
`Style.to_dict()` produces: the Python `Node`/`Style` wrappers validate every field and cost 40 ms a
tree, 400 s for the whole set. Rounding is off (Taffy rounds to whole pixels by default), so Taffy's
own float results are compared; the available space is max-content, so a hugging root hugs.
"""

from __future__ import annotations

import copy
import importlib.metadata
import math

import layout_tree

from stretchable import Style, taffylib
from stretchable.context import taffy
from stretchable.style import AlignContent, AlignItems, AlignSelf, FlexDirection, FlexWrap, JustifyContent, Position

taffy.use_rounding = False
_BASE = Style().to_dict()
_AUTO, _POINTS = 0, 1  # stretchable's `dim` codes (Scale.AUTO, Scale.POINTS)
_MAX_CONTENT = {"width": {"dim": 4, "value": math.nan}, "height": {"dim": 4, "value": math.nan}}

_JUSTIFY = {"flex-start": JustifyContent.FLEX_START, "center": JustifyContent.CENTER,
            "flex-end": JustifyContent.FLEX_END, "space-between": JustifyContent.SPACE_BETWEEN}
_CONTENT = {"flex-start": AlignContent.FLEX_START, "center": AlignContent.CENTER, "flex-end": AlignContent.FLEX_END}
_ALIGN = {"flex-start": AlignItems.FLEX_START, "center": AlignItems.CENTER, "flex-end": AlignItems.FLEX_END,
          "stretch": AlignItems.STRETCH}


def version() -> str:
    return "stretchable " + importlib.metadata.version("stretchable")


def _length(value):
    return {"dim": _AUTO, "value": math.nan} if value is None else {"dim": _POINTS, "value": float(value)}


def _style(s) -> dict:
    style = copy.copy(_BASE)
    sides = ("top", "right", "bottom", "left")
    style.update(
        position=Position.ABSOLUTE if s["absolute"] else Position.RELATIVE,
        inset={side: _length(s[side]) for side in sides},
        flex_direction=FlexDirection.ROW if s["direction"] == "row" else FlexDirection.COLUMN,
        flex_wrap=FlexWrap.WRAP if s["wrap"] else FlexWrap.NO_WRAP,
        justify_content=_JUSTIFY[s["justify"]],
        align_items=_ALIGN[s["alignItems"]],
        align_content=_CONTENT[s["alignContent"]],
        align_self=AlignSelf.STRETCH if s["alignSelf"] == "stretch" else None,
        padding={side: _length(v) for side, v in zip(sides, s["padding"])},
        gap={"width": _length(s["columnGap"]), "height": _length(s["rowGap"])},
        flex_grow=s["grow"], flex_shrink=s["shrink"], flex_basis=_length(s["basis"]),
        size={"width": _length(s["width"]), "height": _length(s["height"])},
        min_size={"width": _length(s["minWidth"]), "height": _length(s["minHeight"])},
        max_size={"width": _length(s["maxWidth"]), "height": _length(s["maxHeight"])},
    )
    return style


def _build(node, parent, made):
    ident = taffylib.node_create(taffy._ptr, _style(layout_tree.flex_style(node, parent)))
    made.append(ident)
    children = [_build(child, node, made) for child in node.get("children", [])]
    for child in children:
        taffylib.node_add_child(taffy._ptr, ident, child[0])
    return ident, children


def frames(root) -> list:
    """[x, y, width, height] of every node in preorder; x and y from its parent's top-left corner."""
    made = []
    tree = _build(root, None, made)
    taffylib.node_compute_layout(taffy._ptr, tree[0], _MAX_CONTENT)
    layout = taffylib.PyLayout()
    out = []

    def walk(built, is_root):
        taffylib.node_get_layout(taffy._ptr, built[0], layout)
        out.append([0.0, 0.0, layout.width, layout.height] if is_root else [layout.x, layout.y, layout.width, layout.height])
        for child in built[1]:
            walk(child, False)
    walk(tree, True)
    for ident in made:
        taffylib.node_drop(taffy._ptr, ident)
    return out
