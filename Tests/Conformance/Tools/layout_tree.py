"""The neutral layout tree (Tests/Conformance/FORMAT.md): Figma auto-layout semantics as JSON, its checks,
and its reading as CSS flexbox, the one mapping every reference engine (Chromium, Yoga, Taffy) is fed.

Why one mapping: the three engines then disagree with Specimen only where CSS and Figma differ or where an
engine differs from CSS, never because each runner read the tree its own way.
"""

from __future__ import annotations

FORMAT = "specimen-layout-cases"
VERSION = 1

DIRECTIONS = ("horizontal", "vertical", "none")
PRIMARY = ("start", "center", "end", "space-between")
COUNTER = ("start", "center", "end")
KEYS = {"layout", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "padding", "gap",
        "crossGap", "wrap", "primaryAlign", "counterAlign", "absolute", "x", "y", "right", "bottom", "children"}


class TreeError(ValueError):
    pass


def _number(value, where):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value or value < 0:
        raise TreeError(f"{where}: expected a number >= 0, got {value!r}")
    return float(value)


def check(node, parent=None, where="root"):
    """Raises TreeError naming the first thing the format does not allow."""
    unknown = set(node) - KEYS
    if unknown:
        raise TreeError(f"{where}: unknown key {sorted(unknown)[0]!r}; valid: {', '.join(sorted(KEYS))}")
    layout = node.get("layout", "none")
    if layout not in DIRECTIONS:
        raise TreeError(f"{where}.layout: {layout!r}; valid: {', '.join(DIRECTIONS)}")
    in_flow = parent is not None and parent.get("layout", "none") != "none" and not node.get("absolute", False)
    for axis in ("width", "height"):
        sizing = node.get(axis, "hug" if layout != "none" else None)
        if sizing is None:
            raise TreeError(f"{where}.{axis}: a frame without auto layout needs a fixed {axis}")
        if sizing == "fill" and not in_flow:
            raise TreeError(f"{where}.{axis}: fill needs an auto-layout parent and a child in its flow")
        if sizing == "hug" and layout == "none" and node.get("children"):
            raise TreeError(f"{where}.{axis}: hug needs auto layout on a frame with children")
        if sizing not in ("hug", "fill"):
            _number(sizing, f"{where}.{axis}")
    for key in ("minWidth", "maxWidth", "minHeight", "maxHeight", "gap", "crossGap", "x", "y", "right", "bottom"):
        if key in node:
            _number(node[key], f"{where}.{key}")
    padding = node.get("padding", [0, 0, 0, 0])
    if not isinstance(padding, list) or len(padding) != 4:
        raise TreeError(f"{where}.padding: expected [top, right, bottom, left]")
    for side in padding:
        _number(side, f"{where}.padding")
    if node.get("primaryAlign", "start") not in PRIMARY:
        raise TreeError(f"{where}.primaryAlign: {node['primaryAlign']!r}; valid: {', '.join(PRIMARY)}")
    if node.get("counterAlign", "start") not in COUNTER:
        raise TreeError(f"{where}.counterAlign: {node['counterAlign']!r}; valid: {', '.join(COUNTER)}")
    if node.get("wrap", False) and layout != "horizontal":
        raise TreeError(f"{where}.wrap: only a horizontal auto layout wraps")
    if node.get("wrap", False) and node.get("width", "hug") == "hug":
        raise TreeError(f"{where}.wrap: a wrapping frame needs a fixed or fill width, not hug")
    if not is_positioned(node, parent) and any(key in node for key in ("x", "y", "right", "bottom")):
        raise TreeError(f"{where}: x, y, right and bottom place only the root, an absolute child or a child of a frame without auto layout")
    if node.get("absolute", False) and (parent is None or parent.get("layout", "none") == "none"):
        raise TreeError(f"{where}.absolute: only a child of an auto-layout frame is absolutely positioned")
    for index, child in enumerate(node.get("children", [])):
        check(child, node, f"{where}.children[{index}]")


def preorder(node):
    yield node
    for child in node.get("children", []):
        yield from preorder(child)


def is_positioned(node, parent):
    """Placed at its own x, y: the root, a child of a frame without auto layout, or an absolute child."""
    return parent is None or parent.get("layout", "none") == "none" or node.get("absolute", False)


_JUSTIFY = {"start": "flex-start", "center": "center", "end": "flex-end", "space-between": "space-between"}
_ALIGN = {"start": "flex-start", "center": "center", "end": "flex-end"}


def flex_style(node, parent):
    """The CSS flexbox reading of one node (README, Layout conformance, has the table). Every property
    is explicit, so no engine's own defaults (Yoga's column and flex-shrink 0, CSS's min-width: auto) leak in."""
    layout = node.get("layout", "none")
    style = {
        "direction": "column" if layout == "vertical" else "row",
        "wrap": bool(node.get("wrap", False)),
        "justify": _JUSTIFY[node.get("primaryAlign", "start")],
        "alignItems": _ALIGN[node.get("counterAlign", "start")],
        # Figma aligns the block of wrapped rows as it aligns the items in each row (CSS's default,
        # align-content: normal, would stretch the rows instead).
        "alignContent": _ALIGN[node.get("counterAlign", "start")],
        "alignSelf": "auto",
        "padding": [float(v) for v in node.get("padding", [0, 0, 0, 0])],
        "columnGap": 0.0, "rowGap": 0.0,
        "grow": 0.0, "shrink": 0.0, "basis": None,
        "width": None, "height": None,
        "minWidth": float(node.get("minWidth", 0)), "minHeight": float(node.get("minHeight", 0)),
        "maxWidth": float(node["maxWidth"]) if "maxWidth" in node else None,
        "maxHeight": float(node["maxHeight"]) if "maxHeight" in node else None,
        "absolute": False, "left": None, "top": None, "right": None, "bottom": None,
    }
    gap = float(node.get("gap", 0))
    if layout == "horizontal":
        style["columnGap"] = gap
        style["rowGap"] = float(node.get("crossGap", 0)) if style["wrap"] else 0.0
    elif layout == "vertical":
        style["rowGap"] = gap
    positioned = is_positioned(node, parent)
    stretched = set()
    if positioned:
        # Figma's constraints: left / top (x, y), right / bottom, or both (stretch: the size follows).
        style["absolute"] = True
        for key, side in (("x", "left"), ("y", "top"), ("right", "right"), ("bottom", "bottom")):
            if key in node:
                style[side] = float(node[key])
        if style["left"] is None and style["right"] is None:
            style["left"] = 0.0
        if style["top"] is None and style["bottom"] is None:
            style["top"] = 0.0
        if style["left"] is not None and style["right"] is not None:
            stretched.add("width")
        if style["top"] is not None and style["bottom"] is not None:
            stretched.add("height")
    primary = None
    if not positioned:
        primary = "width" if parent.get("layout") == "horizontal" else "height"
    for axis in ("width", "height"):
        sizing = node.get(axis, "hug")
        if axis in stretched:
            continue
        if sizing == "fill":
            if axis == primary:
                style["grow"], style["shrink"], style["basis"] = 1.0, 1.0, 0.0
            else:
                style["alignSelf"] = "stretch"
        elif sizing != "hug":
            style[axis] = float(sizing)
    return style
