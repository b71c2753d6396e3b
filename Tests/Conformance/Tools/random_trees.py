"""Seeded random layout trees in the neutral format: the same seed gives the same trees on every machine
and Python version, since the numbers come from SplitMix64 (the generator Tests/TestSupport uses), not
from Python's `random`.

The trees stay inside what a designer can build in Figma: wrap only on horizontal frames, fill only on a
child in an auto-layout flow, hug only on auto-layout frames, sizes in quarter points (exact in binary
and in Chromium's 1/64 px layout units, so a difference is the engine's, not the input's rounding).
"""

from __future__ import annotations

MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed: int):
        self.state = seed & MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        return self.next() % bound

    def chance(self, percent: int) -> bool:
        return self.below(100) < percent

    def pick(self, options):
        return options[self.below(len(options))]

    def length(self, low: int, high: int) -> float:
        """A size from low to high points; one in four has a quarter-point fraction."""
        whole = low + self.below(high - low + 1)
        if self.chance(25):
            return whole + self.pick([0.25, 0.5, 0.75])
        return float(whole)


def _frame(rng: SplitMix64, depth: int, parent_layout, budget: list, positioned: bool):
    budget[0] -= 1
    leaf = depth >= 3 or budget[0] <= 0 or rng.chance(35 + 15 * depth)
    node = {}
    if leaf:
        layout = "none"
    elif depth == 0:
        layout = rng.pick(["horizontal"] * 3 + ["vertical"] * 3 + ["none"])
    else:
        layout = rng.pick(["horizontal", "horizontal", "vertical", "vertical", "none"])
    if leaf and rng.chance(30):
        layout = rng.pick(["horizontal", "vertical"])  # an empty auto-layout frame: it can hug its padding
    node["layout"] = layout
    in_flow = parent_layout not in (None, "none") and not positioned
    if layout != "none" and rng.chance(60):
        node["padding"] = [rng.length(0, 16) if rng.chance(70) else 0.0 for _ in range(4)]
    padding = node.get("padding", [0.0] * 4)
    # Mostly a size that holds the padding: one in twelve is smaller, which the box grows to its padding
    # (CSS's border box; the engine follows it, README, Layout conformance).
    floor = {"width": padding[1] + padding[3], "height": padding[0] + padding[2]}
    if rng.chance(8):
        floor = {"width": 0.0, "height": 0.0}
    for axis in ("width", "height"):
        options = ["fixed", "fixed"]
        if layout != "none":
            options += ["hug", "hug"]
        # A frame without auto layout that fills would hug its children's extent when its parent hugs
        # (figma_rules turns such a fill into hug), which CSS cannot say; it stays fixed.
        if in_flow and (leaf or layout != "none"):
            options += ["fill"]
        kind = rng.pick(options)
        if kind == "fixed":
            node[axis] = floor[axis] + rng.length(0, 160)
        else:
            node[axis] = kind
    # Figma offers min and max only on a side that hugs or fills, and keeps max >= min.
    for axis, low, high in (("width", "minWidth", "maxWidth"), ("height", "minHeight", "maxHeight")):
        if node[axis] in ("hug", "fill"):
            if rng.chance(12):
                node[low] = rng.length(0, 120)
            if rng.chance(12):
                node[high] = max(node.get(low, 0.0), floor[axis] + rng.length(0, 140))
    if layout != "none":
        if rng.chance(60):
            node["gap"] = rng.length(0, 20)
        if rng.chance(70):
            node["primaryAlign"] = rng.pick(["start", "center", "end", "space-between"])
        if rng.chance(70):
            node["counterAlign"] = rng.pick(["start", "center", "end"])
        # Figma's wrap needs a width that does not hug (a hugging row never breaks).
        if layout == "horizontal" and node["width"] != "hug" and rng.chance(18):
            node["wrap"] = True
            if rng.chance(70):
                node["crossGap"] = rng.length(0, 16)
    if positioned:
        # Figma's constraints: mostly left / top, sometimes right / bottom, sometimes both (stretch).
        for start, end in (("x", "right"), ("y", "bottom")):
            kind = rng.below(10)
            if kind < 7 or kind == 9:
                node[start] = rng.length(0, 60)
            if kind >= 7:
                node[end] = rng.length(0, 60)
    if not leaf:
        children = []
        for _ in range(1 + rng.below(5)):
            if budget[0] <= 0:
                break
            absolute = layout != "none" and rng.chance(8)
            child = _frame(rng, depth + 1, layout, budget, absolute or layout == "none")
            if absolute:
                child["absolute"] = True
            children.append(child)
        node["children"] = children
    return node


def tree(seed: int) -> dict:
    """One tree of at most 24 nodes for `seed`."""
    rng = SplitMix64(seed)
    return _frame(rng, 0, None, [24], True)


def cases(count: int, first_seed: int = 1) -> list:
    out = []
    for seed in range(first_seed, first_seed + count):
        root = tree(seed)
        for key in ("x", "y", "right", "bottom"):
            root.pop(key, None)
        out.append({"name": f"random-{seed:05d}", "source": f"random seed {seed}", "root": root})
    return out


def _component(rng: SplitMix64, depth: int, budget: list) -> dict:
    """One node of a tree near a real component: padding inside the size, gaps and paddings on a 4 pt
    grid, a fill child that takes the room left (with padding of its own), children stretched across,
    icons at 16 / 20 / 24, and "text" leaves: a hugging frame holding one fixed box, the size a fixed
    measure function gives (a label one line tall)."""
    budget[0] -= 1
    leaf = depth >= 3 or budget[0] <= 0 or (depth > 0 and rng.chance(40))
    if leaf:
        if rng.chance(50):
            size = float(rng.pick([16, 20, 24]))
            return {"layout": "none", "width": size, "height": size}
        return {"layout": "horizontal", "children": [{"layout": "none", "width": rng.length(12, 120), "height": float(rng.pick([16, 20, 24]))}]}
    layout = rng.pick(["horizontal", "horizontal", "vertical"])
    node = {"layout": layout}
    padding = [float(4 * rng.below(5)) for _ in range(2)]
    node["padding"] = [padding[0], padding[1], padding[0], padding[1]]
    if rng.chance(70):
        node["gap"] = float(4 * rng.below(4))
    node["counterAlign"] = rng.pick(["center", "center", "start"])
    if rng.chance(20):
        node["primaryAlign"] = rng.pick(["center", "space-between", "end"])
    primary, counter = ("width", "height") if layout == "horizontal" else ("height", "width")
    node["width"] = node["height"] = "hug"
    if depth == 0 and rng.chance(60):
        node["width"] = float(160 + 8 * rng.below(31))  # a component placed at a fixed width
    children = []
    for _ in range(2 + rng.below(3)):
        if budget[0] <= 0:
            break
        children.append(_component(rng, depth + 1, budget))
    # One child takes the room its siblings leave, as a label or a field does (only where the frame's
    # own size is decided: Figma turns a fill in a hugging frame to hug); others stretch across.
    if node.get(primary) != "hug" and children and rng.chance(60):
        children[rng.below(len(children))][primary] = "fill"
    for child in children:
        if rng.chance(30) and child.get(counter) != "fill" and child.get("layout") != "none":
            child[counter] = "fill"
    node["children"] = children
    return node


def component_tree(seed: int) -> dict:
    """One tree near a real component (at most 16 nodes) for `seed`."""
    return _component(SplitMix64(seed ^ 0xC0FFEE), 0, [16])


def component_cases(count: int) -> list:
    return [{"name": f"component-{seed:05d}", "source": f"component seed {seed}", "root": component_tree(seed)}
            for seed in range(1, count + 1)]
