import Foundation
import Geometry
import Pixels
import SpecimenLayout
import SpecimenText
import SpecimenTokens

/// One measurement a designer marks on a spec: a size, a gap or a padding, in points.
package struct Redline: Sendable, Hashable {
    /// What a redline measures.
    package enum Kind: String, Sendable, Hashable {
        /// The extent of a node (or of the whole component).
        case size
        /// The space between two neighbouring nodes.
        case gap
        /// The space between a node's edge and the nearest of its children.
        case padding
    }

    /// What the redline measures.
    package let kind: Kind
    /// The measured segment, in component coordinates: horizontal when both ends share `y`.
    package let from: Point
    /// The segment's other end, in component points.
    package let to: Point
    /// The node (or the pair of nodes, `label-field`) it measures.
    package let subject: String

    /// A redline of `kind` from `from` to `to` (in points), measuring `subject`.
    package init(_ kind: Kind, from: Point, to: Point, subject: String) {
        self.kind = kind
        self.from = from
        self.to = to
        self.subject = subject
    }

    /// True when both ends share `y`, so the segment is horizontal.
    package var isHorizontal: Bool { from.y == to.y }
    /// The measured length in points.
    package var length: Double { isHorizontal ? to.x - from.x : to.y - from.y }
    /// The number written on the spec: `56`, `10.5`.
    package var label: String { RedlineOverlay.format(length) }
}

/// Draws a variant's layout measured on top of it, as designers annotate a spec: a hairline outline
/// around every node, and dimension lines with their length in points for the component's size, the
/// sizes and gaps of its top-level stack, and the paddings and gaps inside each top-level node.
///
/// Everything is appended as one group (`redlines`) after the component, in one colour that reads on
/// both themes; labels are white on that colour with a white edge, so they read over any content.
/// The list's bounds grow to hold the labels drawn outside the component.
package struct RedlineOverlay: Sendable {
    /// `#FF2D95` at full opacity: a magenta that is neither a token colour nor close to one.
    package static let color = Color(red: 0xFF, green: 0x2D, blue: 0x95)
    /// Inter Medium 10/12: the size designers use for spec labels.
    package static let labelStyle = TextStyle(name: "redline", size: 10, lineHeight: 12, weight: .medium)
    /// How far outside the component's bounds its own dimension lines run, in points.
    static let outside = 12.0
    static let tick = 5.0
    static let labelPadding = Insets(vertical: 1, horizontal: 3)
    /// Empty space kept around everything drawn, so a label never touches the image's edge.
    static let margin = 2.0

    /// The engine the labels are shaped with.
    package let text: TextEngine

    /// An overlay labelling with `text`'s fonts.
    package init(text: TextEngine) {
        self.text = text
    }

    /// `list` with the measurements of `tree` drawn on top. `tree` should be the layout snapped to the
    /// list's scale (what the list was built from), so outlines fall on the component's own pixels.
    package func apply(to list: DisplayList, tree: LayoutTree) -> DisplayList {
        let scale = list.scale > 0 && list.scale.isFinite ? list.scale : 1
        var drawing = RedlineDrawing(scale: scale, text: text)
        for node in tree.allNodes where Self.isMeasured(node) {
            drawing.outline(node.frame)
        }
        for line in Self.measurements(of: tree) {
            drawing.dimension(line)
        }
        let drawn = drawing.extent.map { list.bounds.union($0.outset(by: Self.margin)) } ?? list.bounds
        // Whole points outward, so the component keeps its place on the device pixel grid.
        let left = drawn.minX.rounded(.down), top = drawn.minY.rounded(.down)
        let bounds = Rect(x: left, y: top, width: drawn.maxX.rounded(.up) - left, height: drawn.maxY.rounded(.up) - top)
        var result = list
        result.bounds = bounds
        result.pixelWidth = Self.pixels(bounds.width, scale)
        result.pixelHeight = Self.pixels(bounds.height, scale)
        result.nodes.append(.group(SceneGroup(id: "redlines", children: drawing.nodes)))
        return result
    }

    /// What the overlay measures, in drawing order: the component's width and height, its top-level
    /// nodes' sizes and gaps along the axis they are stacked on, then inside each top-level node the
    /// paddings to its row of children and the gaps between them.
    package static func measurements(of tree: LayoutTree) -> [Redline] {
        let frame = tree.frame
        let outer = tree.bounds
        var lines: [Redline] = [
            Redline(.size, from: Point(x: frame.minX, y: outer.minY - outside), to: Point(x: frame.maxX, y: outer.minY - outside), subject: "frame"),
            Redline(.size, from: Point(x: outer.minX - outside, y: frame.minY), to: Point(x: outer.minX - outside, y: frame.maxY), subject: "frame"),
        ]
        let parts = tree.nodes.filter(isMeasured)
        let spansFrame = parts.count == 1 && parts[0].frame == frame
        if !spansFrame, let stack = stack(parts, vertical: true) {
            lines += chain(stack, vertical: true, at: outer.maxX + outside)
        } else if !spansFrame, let stack = stack(parts, vertical: false) {
            lines += chain(stack, vertical: false, at: outer.maxY + outside)
        }
        for node in parts { lines += inside(node) }
        return lines.filter { $0.length > 0.001 }
    }

    /// Focus rings and backdrops are effects, not boxes a designer would measure (a declared role says
    /// which it is: `NodeRole.isMeasured`).
    static func isMeasured(_ node: LayoutNode) -> Bool {
        !node.frame.isEmpty && node.role.isMeasured
    }

    /// `nodes` in order along one axis, when none overlaps the next on it; otherwise `nil`.
    static func stack(_ nodes: [LayoutNode], vertical: Bool) -> [LayoutNode]? {
        guard nodes.count > 1 else { return nil }
        let sorted = nodes.enumerated().sorted { a, b in
            let (p, q) = vertical ? (a.element.frame.minY, b.element.frame.minY) : (a.element.frame.minX, b.element.frame.minX)
            return p != q ? p < q : a.offset < b.offset
        }.map(\.element)
        for (previous, next) in zip(sorted, sorted.dropFirst()) {
            let overlap = vertical ? next.frame.minY < previous.frame.maxY - 0.001 : next.frame.minX < previous.frame.maxX - 0.001
            if overlap { return nil }
        }
        return sorted
    }

    /// Sizes and gaps of a stack, on a line at `position` across the axis.
    static func chain(_ nodes: [LayoutNode], vertical: Bool, at position: Double) -> [Redline] {
        func segment(_ a: Double, _ b: Double) -> (Point, Point) {
            vertical ? (Point(x: position, y: a), Point(x: position, y: b)) : (Point(x: a, y: position), Point(x: b, y: position))
        }
        var lines: [Redline] = []
        for (index, node) in nodes.enumerated() {
            let (start, end) = vertical ? (node.frame.minY, node.frame.maxY) : (node.frame.minX, node.frame.maxX)
            if index > 0 {
                let previous = nodes[index - 1]
                let gap = segment(vertical ? previous.frame.maxY : previous.frame.maxX, start)
                lines.append(Redline(.gap, from: gap.0, to: gap.1, subject: "\(previous.name)-\(node.name)"))
            }
            let size = segment(start, end)
            lines.append(Redline(.size, from: size.0, to: size.1, subject: node.name))
        }
        return lines
    }

    /// The paddings around a node's row of children and the gaps between them. Children that span the
    /// node's whole width (an underline rule) belong to the node's edge, not to its row.
    static func inside(_ node: LayoutNode) -> [Redline] {
        let frame = node.frame
        let items = node.children.filter { isMeasured($0) && !($0.frame.width >= frame.width - 0.001) }
        // A lone child (a glyph centred in a button) is better told by its own outline than by four paddings.
        guard let row = stack(items, vertical: false), let first = row.first, let last = row.last else { return [] }
        var lines: [Redline] = []
        let y = frame.midY
        lines.append(Redline(.padding, from: Point(x: frame.minX, y: y), to: Point(x: first.frame.minX, y: y), subject: "\(node.name)-\(first.name)"))
        for (previous, next) in zip(row, row.dropFirst()) {
            lines.append(
                Redline(
                    .gap, from: Point(x: previous.frame.maxX, y: y), to: Point(x: next.frame.minX, y: y),
                    subject: "\(previous.name)-\(next.name)"))
        }
        lines.append(Redline(.padding, from: Point(x: last.frame.maxX, y: y), to: Point(x: frame.maxX, y: y), subject: "\(last.name)-\(node.name)"))
        // Top and bottom paddings at the widest item, where the text or the glyph they frame sits.
        let widest = row.max { $0.frame.width < $1.frame.width } ?? first
        let x = widest.frame.midX
        let top = row.map(\.frame.minY).min() ?? frame.minY
        let bottom = row.map(\.frame.maxY).max() ?? frame.maxY
        lines.append(Redline(.padding, from: Point(x: x, y: frame.minY), to: Point(x: x, y: top), subject: "\(node.name)-top"))
        lines.append(Redline(.padding, from: Point(x: x, y: bottom), to: Point(x: x, y: frame.maxY), subject: "\(node.name)-bottom"))
        return lines
    }

    /// `56`, `10.5`, `10.67`: whole numbers bare, others to two decimals without trailing zeros.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func pixels(_ length: Double, _ scale: Double) -> Int {
        max(0, Int((length * scale - 1e-9).rounded(.up)))
    }
}

/// The overlay's primitives while they are being made, and the area they cover.
private struct RedlineDrawing {
    let scale: Double
    let text: TextEngine
    private var outlines = Path()
    private var lines: [SceneNode] = []
    private var labels: [SceneNode] = []
    /// The labels drawn so far, each with its white edge, so the next one can keep clear of them.
    private var placed: [Rect] = []
    private(set) var extent: Rect?

    /// Outlines first (one path), then the dimension lines, then the labels, so no line crosses a label.
    var nodes: [SceneNode] {
        (outlines.isEmpty ? [] : [.path(ScenePath(path: outlines, color: RedlineOverlay.color))]) + lines + labels
    }

    init(scale: Double, text: TextEngine) {
        self.scale = scale
        self.text = text
    }

    /// One device pixel, in points.
    private var hairline: Double { 1 / scale }

    private func snap(_ value: Double) -> Double { PixelGrid.snap(value, scale: scale) }

    private mutating func cover(_ rect: Rect) {
        extent = extent.map { $0.union(rect) } ?? rect
    }

    /// A one-device-pixel box just inside `frame`'s edges, as four filled bars.
    mutating func outline(_ frame: Rect) {
        let t = hairline
        let bars = [
            Rect(x: frame.minX, y: frame.minY, width: frame.width, height: t),
            Rect(x: frame.minX, y: max(frame.minY, frame.maxY - t), width: frame.width, height: t),
            Rect(x: frame.minX, y: frame.minY, width: t, height: frame.height),
            Rect(x: max(frame.minX, frame.maxX - t), y: frame.minY, width: t, height: frame.height),
        ]
        for bar in bars {
            outlines = outlines.appending(.rect(bar))
        }
    }

    /// A dimension line with end ticks, and its length written on a label at its middle (beside it
    /// when the line is too short to hold the label).
    mutating func dimension(_ line: Redline) {
        let t = hairline
        var path = Path()
        if line.isHorizontal {
            let y = snap(line.from.y)
            path = path.appending(.rect(Rect(x: line.from.x, y: y, width: line.length, height: t)))
            for x in [line.from.x, line.to.x - t] {
                path = path.appending(.rect(Rect(x: x, y: y - RedlineOverlay.tick / 2, width: t, height: RedlineOverlay.tick)))
            }
            cover(Rect(x: line.from.x, y: y - RedlineOverlay.tick / 2, width: line.length, height: RedlineOverlay.tick))
        } else {
            let x = snap(line.from.x)
            path = path.appending(.rect(Rect(x: x, y: line.from.y, width: t, height: line.length)))
            for y in [line.from.y, line.to.y - t] {
                path = path.appending(.rect(Rect(x: x - RedlineOverlay.tick / 2, y: y, width: RedlineOverlay.tick, height: t)))
            }
            cover(Rect(x: x - RedlineOverlay.tick / 2, y: line.from.y, width: RedlineOverlay.tick, height: line.length))
        }
        lines.append(.path(ScenePath(path: path, color: RedlineOverlay.color)))
        label(line)
    }

    private mutating func label(_ line: Redline) {
        let run = text.shape(line.label, style: RedlineOverlay.labelStyle)
        let padding = RedlineOverlay.labelPadding
        let width = run.width + padding.left + padding.right
        let height = RedlineOverlay.labelStyle.lineHeight + padding.top + padding.bottom
        let mid = Point(x: (line.from.x + line.to.x) / 2, y: (line.from.y + line.to.y) / 2)
        let centred = Rect(x: mid.x - width / 2, y: mid.y - height / 2, width: width, height: height)
        // Where the label may go, best first: on the line when it fits, else beside it, stepping
        // further out until it overlaps no label placed before it.
        let offsets: [(Double, Double)]
        if line.isHorizontal {
            let step = height + 3
            let fits = line.length >= width + 2
            offsets = (fits ? [(0, 0)] : []) + [(0, step / 2 + 1), (0, -step / 2 - 1), (0, step * 1.5 + 1), (0, -step * 1.5 - 1)]
        } else {
            let side = width / 2 + RedlineOverlay.tick / 2 + 2
            let fits = line.length >= height + 2
            offsets = (fits ? [(0, 0)] : []) + [(side, 0), (-side, 0), (side + width + 3, 0), (-side - width - 3, 0)]
        }
        let candidates = offsets.map { PixelGrid.snap(centred.offsetBy(dx: $0.0, dy: $0.1), scale: scale) }
        let box = candidates.first { candidate in !placed.contains { Self.overlaps($0, candidate.outset(by: 1)) } } ?? candidates[0]
        placed.append(box.outset(by: 1))
        let edge = box.outset(by: 1)
        labels.append(.path(ScenePath(path: .roundedRect(edge, radius: 4), color: .white)))
        labels.append(.path(ScenePath(path: .roundedRect(box, radius: 3), color: RedlineOverlay.color)))
        let origin = Point(x: box.minX + padding.left, y: snap(box.minY + padding.top + run.baselineOffset))
        let glyphs = run.glyphs.map { glyph in
            SceneGlyph(
                key: glyph.key, outline: text.outline(of: glyph, in: run), origin: Point(x: origin.x + glyph.x, y: origin.y + glyph.y),
                identity: glyph.identity)
        }
        labels.append(.text(SceneText(text: line.label, color: .white, glyphs: glyphs)))
        cover(edge)
    }

    /// True when the two rectangles share some area (touching edges do not count).
    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
