"""Reads the public Yoga and Taffy generated fixtures (HTML, laid out by Chrome in their own test
generators) as neutral layout trees, where a Figma auto-layout reading of them exists.

A fixture is taken when (1) every element is a `div` without text, and every style property is one that
Figma's auto layout has (size in px, min/max in px, padding, direction row or column, justify start /
center / end / space-between, align-items start / center / end / stretch, gap, wrap, flex 1 as fill,
absolute children placed by left and top), and (2) Chromium lays out the reading exactly as it lays out
the fixture itself, under the fixture's own base style (within 1/64 px). The second test catches what
syntax cannot: a `flex-shrink: 1` that shrinks an overflowing child, `min-width: auto`, `align-content:
stretch` in a fixed-height wrap, all of which Figma has no word for. Everything else is skipped, with the
reason recorded.
"""

from __future__ import annotations

import html.parser
import os
import re

# The base style each generator puts around its fixtures (Yoga's gentest/test-template.html, Taffy's
# scripts/gentest/test_base_style.css), scoped to the page's case wrappers.
BASE_STYLES = {
    "yoga": """
.yoga div { box-sizing: border-box; position: relative; border: 0 solid black; margin: 0; padding: 0;
  display: flex; flex-direction: column; align-items: stretch; align-content: flex-start;
  justify-content: flex-start; flex-shrink: 0; }
.case.yoga > div { position: absolute; }
""",
    "taffy": """
.taffy div { box-sizing: border-box; position: relative; border: 0 solid red; margin: 0; padding: 0; display: flex; }
.case.taffy > div { position: absolute; }
""",
}

DEFAULTS = {
    "yoga": {"flex-direction": "column", "align-items": "stretch", "align-content": "flex-start",
             "justify-content": "flex-start", "flex-shrink": "0"},
    "taffy": {"flex-direction": "row", "align-items": "normal", "align-content": "normal",
              "justify-content": "normal", "flex-shrink": "1"},
}

SUPPORTED = {"width", "height", "min-width", "min-height", "max-width", "max-height", "padding", "padding-top",
             "padding-right", "padding-bottom", "padding-left", "flex-direction", "justify-content",
             "align-items", "align-self", "align-content", "flex-wrap", "gap", "column-gap", "row-gap", "flex",
             "flex-grow", "flex-shrink", "flex-basis", "position", "left", "top", "overflow", "box-sizing",
             "display", "margin", "border", "border-width"}
# Properties that do not change a frame.
IGNORED = {"background-color", "color", "border-color", "border-style", "visibility"}


class Unsupported(Exception):
    pass


class _Element:
    def __init__(self, tag, attrs):
        self.tag, self.attrs, self.children, self.text = tag, dict(attrs), [], ""


class _Parser(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = _Element("#document", [])
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        element = _Element(tag, attrs)
        self.stack[-1].children.append(element)
        if tag not in ("meta", "link", "br", "img", "input"):
            self.stack.append(element)

    def handle_endtag(self, tag):
        while len(self.stack) > 1:
            if self.stack.pop().tag == tag:
                break

    def handle_data(self, data):
        self.stack[-1].text += data


def _find(element, tag):
    if element.tag == tag:
        return element
    for child in element.children:
        found = _find(child, tag)
        if found:
            return found
    return None


def roots(text: str) -> list:
    """(id, element) for every test root: the divs directly in <body>."""
    parser = _Parser()
    parser.feed(text)
    body = _find(parser.root, "body") or parser.root  # Yoga's fixtures are bare divs, without a document
    return [(e.attrs.get("id", f"root{i}"), e) for i, e in enumerate(body.children) if e.tag == "div"]


def _style(element) -> dict:
    out = {}
    for part in element.attrs.get("style", "").split(";"):
        if ":" in part:
            key, value = part.split(":", 1)
            out[key.strip().lower()] = value.strip().lower()
    return out


def _px(value: str, what: str) -> float:
    found = re.fullmatch(r"(-?[0-9.]+)(px)?", value)
    if not found or (found.group(2) is None and float(found.group(1)) != 0):
        raise Unsupported(f"{what}: {value}")
    number = float(found.group(1))
    if number < 0:
        raise Unsupported(f"{what}: negative")
    return number


def _sides(value: str, what: str) -> list:
    parts = [_px(v, what) for v in value.split()]
    if len(parts) == 1:
        return parts * 4
    if len(parts) == 2:
        return [parts[0], parts[1], parts[0], parts[1]]
    if len(parts) == 3:
        return [parts[0], parts[1], parts[2], parts[1]]
    if len(parts) == 4:
        return parts
    raise Unsupported(f"{what}: {value}")


def _flex(style):
    """(grow, shrink, basis) from the flex shorthand and longhands; basis None is auto."""
    grow, shrink, basis = 0.0, float(style.get("flex-shrink", "1")), "auto"
    if "flex" in style:
        value = style["flex"].split()
        if value == ["none"]:
            grow, shrink, basis = 0.0, 0.0, "auto"
        elif value == ["auto"]:
            grow, shrink, basis = 1.0, 1.0, "auto"
        else:
            try:
                grow = float(value[0])
                shrink = float(value[1]) if len(value) > 1 and re.fullmatch(r"[0-9.]+", value[1]) else 1.0
            except ValueError:
                raise Unsupported(f"flex: {style['flex']}")
            rest = [v for v in value[1:] if not re.fullmatch(r"[0-9.]+", v)]
            basis = rest[0] if rest else "0"
    if "flex-grow" in style:
        grow = float(style["flex-grow"])
    if "flex-shrink" in style and "flex" not in style:
        shrink = float(style["flex-shrink"])
    if "flex-basis" in style:
        basis = style["flex-basis"]
    if basis in ("0", "0px", "0%"):
        basis = 0.0
    elif basis == "auto":
        basis = None
    else:
        raise Unsupported(f"flex-basis: {basis}")
    return grow, shrink, basis


_JUSTIFY = {"flex-start": "start", "start": "start", "normal": "start", "center": "center", "flex-end": "end",
            "end": "end", "space-between": "space-between"}
_ALIGN = {"flex-start": "start", "start": "start", "center": "center", "flex-end": "end", "end": "end",
          "stretch": "stretch", "normal": "stretch"}


def convert(element, source: str, parent=None, parent_node=None) -> dict:
    """The neutral tree for one fixture root, or Unsupported naming the first thing Figma cannot say."""
    if element.tag != "div":
        raise Unsupported(f"element <{element.tag}>")
    if element.text.strip():
        raise Unsupported("text content")
    if element.attrs.get("dir") or "rtl" in element.attrs.get("class", ""):
        raise Unsupported("right-to-left direction")
    style = dict(DEFAULTS[source])
    for key, value in _style(element).items():
        if key in IGNORED:
            continue
        if key not in SUPPORTED:
            raise Unsupported(f"property {key}")
        style[key] = value
    for key in ("margin", "border", "border-width"):
        if key in style and any(_px(v, key) != 0 for v in style[key].split()):
            raise Unsupported(key)
    if style.get("display", "flex") != "flex":
        raise Unsupported(f"display: {style['display']}")
    if style.get("box-sizing", "border-box") != "border-box":
        raise Unsupported("box-sizing: content-box")
    if style.get("overflow", "visible") not in ("visible", "hidden"):
        raise Unsupported(f"overflow: {style['overflow']}")
    direction = style["flex-direction"]
    if direction not in ("row", "column"):
        raise Unsupported(f"flex-direction: {direction}")
    node = {"layout": "horizontal" if direction == "row" else "vertical"}
    if style["justify-content"] not in _JUSTIFY:
        raise Unsupported(f"justify-content: {style['justify-content']}")
    node["primaryAlign"] = _JUSTIFY[style["justify-content"]]
    align = _ALIGN.get(style["align-items"])
    if align is None:
        raise Unsupported(f"align-items: {style['align-items']}")
    node["counterAlign"] = "start" if align == "stretch" else align
    padding = [0.0] * 4
    if "padding" in style:
        padding = _sides(style["padding"], "padding")
    for index, side in enumerate(("top", "right", "bottom", "left")):
        if f"padding-{side}" in style:
            padding[index] = _px(style[f"padding-{side}"], f"padding-{side}")
    if any(padding):
        node["padding"] = padding
    column_gap = row_gap = 0.0
    if "gap" in style:
        gaps = [_px(v, "gap") for v in style["gap"].split()]
        row_gap, column_gap = gaps[0], gaps[-1]
    if "column-gap" in style:
        column_gap = _px(style["column-gap"], "column-gap")
    if "row-gap" in style:
        row_gap = _px(style["row-gap"], "row-gap")
    wrap = style.get("flex-wrap", "nowrap")
    if wrap not in ("nowrap", "wrap"):
        raise Unsupported(f"flex-wrap: {wrap}")
    if wrap == "wrap":
        if direction != "row":
            raise Unsupported("a wrapping column (Figma wraps rows only)")
        node["wrap"] = True
        node["crossGap"] = row_gap
    node["gap"] = column_gap if direction == "row" else row_gap
    for key, out in (("min-width", "minWidth"), ("max-width", "maxWidth"), ("min-height", "minHeight"),
                     ("max-height", "maxHeight")):
        if key in style and style[key] not in ("auto", "none"):
            node[out] = _px(style[key], key)

    position = style.get("position", "relative")
    if position == "absolute":
        if parent is None:
            raise Unsupported("an absolute root")
        if "left" not in style or "top" not in style:
            raise Unsupported("an absolute child not placed by left and top")
        node["absolute"] = True
        node["x"] = _px(style["left"], "left")
        node["y"] = _px(style["top"], "top")
    elif position != "relative" or "left" in style or "top" in style:
        raise Unsupported(f"position: {position} with insets")

    in_flow = parent is not None and position != "absolute"
    primary = None
    if in_flow:
        primary = "width" if parent_node["layout"] == "horizontal" else "height"
        grow, shrink, basis = _flex(style)
        if grow > 0:
            if basis != 0.0 or grow != 1.0:
                raise Unsupported("flex-grow other than flex: 1")
            if style.get(primary, "auto") != "auto":
                raise Unsupported(f"flex: 1 with a {primary}")
            node[primary] = "fill"
        elif basis not in (None,):
            raise Unsupported("flex-basis without flex-grow")
    for axis in ("width", "height"):
        if axis in node:
            continue
        value = style.get(axis, "auto")
        if value != "auto":
            node[axis] = _px(value, axis)
            continue
        if in_flow and axis != primary:
            self_align = style.get("align-self", "auto")
            effective = _ALIGN.get(parent["align-items"]) if self_align == "auto" else _ALIGN.get(self_align)
            node[axis] = "fill" if effective == "stretch" else "hug"
        else:
            node[axis] = "hug"
    if in_flow and style.get("align-self", "auto") != "auto":
        self_align = _ALIGN.get(style["align-self"])
        cross = "height" if primary == "width" else "width"
        if self_align is None or (self_align == "stretch" and node[cross] != "fill" and parent_node["counterAlign"] != "start") \
                or (self_align != "stretch" and self_align != parent_node["counterAlign"]):
            raise Unsupported(f"align-self: {style['align-self']} (Figma aligns all children alike)")
    if node.get("wrap") and node["width"] == "hug":
        raise Unsupported("a wrapping row that hugs its width (Figma wraps a fixed or fill width)")
    node["children"] = [convert(child, source, style, node) for child in element.children]
    if not node["children"]:
        del node["children"]
    return node


def read(folder: str, source: str) -> tuple:
    """(cases, skipped): cases as neutral trees with the fixture's own markup kept for the Chromium check,
    skipped as (name, reason)."""
    cases, skipped = [], []
    for filename in sorted(os.listdir(folder)):
        if not filename.endswith(".html"):
            continue
        with open(os.path.join(folder, filename), encoding="utf-8") as f:
            text = f.read()
        for ident, element in roots(text):
            name = f"{source}/{filename[:-5]}" + ("" if source == "taffy" else f"/{ident}")
            try:
                root = convert(element, source)
            except (Unsupported, ValueError) as error:
                skipped.append((name, str(error)))
                continue
            cases.append({"name": name, "source": f"{source} fixture {filename}#{ident}", "root": root,
                          "markup": _serialise(element)})
    return cases, skipped


def _serialise(element) -> str:
    attrs = "".join(f' {k}="{v}"' for k, v in element.attrs.items() if k == "style")
    return f"<div{attrs}>" + "".join(_serialise(c) for c in element.children) + "</div>"
