import Geometry

/// Figma's frame kinds besides auto layout: a measured leaf (text, an icon), a plain frame (no auto
/// layout: its own size, children by their constraints) and a group (the union of its children), and
/// the absolute children every frame places by their constraints.
extension AutoLayoutComputation {
    // MARK: Leaves

    /// A measured leaf: a decided axis is passed to the closure as the content box's size; a hugging
    /// axis is the measured content plus padding, capped by the node's max.
    func leaf(_ measure: LeafMeasure?, style: AutoLayoutStyle, width: Double?, height: Double?) -> AutoLayoutFrame {
        let padding = style.padding
        let horizontal = padding.left + padding.right, vertical = padding.top + padding.bottom
        var measured = LeafMeasurement(width: 0, height: 0)
        if let measure, width == nil || height == nil {
            let proposal = LeafProposal(
                width: width.map { max(0, $0 - horizontal) },
                height: height.map { max(0, $0 - vertical) },
                maxWidth: max(0, (style.maxWidth ?? .infinity) - horizontal),
                maxHeight: max(0, (style.maxHeight ?? .infinity) - vertical))
            measured = measure(proposal)
        } else if let measure, let width, let height {
            // Both axes decided: the size is known, but the leaf still reports its baseline.
            measured = measure(LeafProposal(width: max(0, width - horizontal), height: max(0, height - vertical)))
        }
        let w = width.map { Extent($0) } ?? Extent(measured.width + horizontal, min: style.minWidth, max: style.maxWidth, floor: horizontal)
        let h = height.map { Extent($0) } ?? Extent(measured.height + vertical, min: style.minHeight, max: style.maxHeight, floor: vertical)
        return Self.box(w, h, baseline: measured.baseline.map { $0 + padding.top })
    }

    // MARK: Plain frames

    /// A frame without auto layout (Figma's `layoutMode: NONE`): its size is its own, fixed or given by
    /// the parent it fills, and never comes from its children, as Figma offers hug only to auto-layout
    /// frames and text. An axis nobody decides (it fills a parent that hugs, before it is stretched)
    /// is its min size, or 0, as CSS sizes a box whose children are all absolutely positioned. Every
    /// child is placed by its constraints against the frame.
    func plain(_ id: Int, style: AutoLayoutStyle, width: Double?, height: Double?, _ mode: Mode) -> AutoLayoutFrame {
        let p = style.padding
        let w = width.map { Extent($0) } ?? Extent(0, min: style.minWidth, max: style.maxWidth, floor: p.left + p.right)
        let h = height.map { Extent($0) } ?? Extent(0, min: style.minHeight, max: style.maxHeight, floor: p.top + p.bottom)
        guard mode == .layout else { return Self.box(w, h) }
        let size = Size(width: w.points, height: h.points)
        return Self.box(w, h, children: entries[id].children.map { placeAbsolute($0, in: size) })
    }

    // MARK: Groups

    /// A group (Figma's GROUP): no size of its own, the union of its children's boxes. Each child is
    /// sized as it is fixed or hugs and sits at its start offsets (a group has no size for an end,
    /// centre, stretch or scale constraint to count from, so those count from 0); the group's box
    /// starts where its first child does, and the children's frames are relative to it.
    func group(_ id: Int, style: AutoLayoutStyle, width: Double?, height: Double?, _ mode: Mode) -> AutoLayoutFrame {
        var placed: [(request: Request, origin: Point, frame: AutoLayoutFrame)] = []
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for child in entries[id].children {
            let childStyle = entries[child].style
            let request = Request(width: Self.fixedSize(childStyle.width), height: Self.fixedSize(childStyle.height))
            let frame = compute(child, request, mode)
            let origin = Point(x: Self.startOffset(childStyle.constraints.horizontal), y: Self.startOffset(childStyle.constraints.vertical))
            minX = min(minX, origin.x)
            minY = min(minY, origin.y)
            maxX = max(maxX, origin.x + frame.frame.width)
            maxY = max(maxY, origin.y + frame.frame.height)
            placed.append((request, origin, frame))
        }
        let w = Extent(maxX - minX, min: style.minWidth, max: style.maxWidth)
        let h = Extent(maxY - minY, min: style.minHeight, max: style.maxHeight)
        guard mode == .layout else { return Self.box(w, h) }
        let children = placed.map { item in
            var frame = item.frame
            frame.frame.origin = Point(x: item.origin.x - minX, y: item.origin.y - minY)
            return frame
        }
        return Self.box(w, h, children: children)
    }

    static func startOffset(_ constraint: Constraint) -> Double {
        switch constraint {
        case .start(let offset), .stretch(let offset, _): offset
        case .end, .center, .scale: 0
        }
    }

    // MARK: Absolute children

    /// An absolutely placed child of a parent of `size`: sized by its sizing (or by a stretch or
    /// scale constraint), laid out, then moved by its constraints.
    func placeAbsolute(_ child: Int, in size: Size) -> AutoLayoutFrame {
        let style = entries[child].style
        let constraints = style.constraints
        let w = Self.constrainedSize(constraints.horizontal, sizing: style.width, parent: size.width)
        let h = Self.constrainedSize(constraints.vertical, sizing: style.height, parent: size.height)
        var request = Request(width: w, height: h)
        if w == nil, let available = Self.availableWidth(constraints.horizontal, parent: size.width),
            let cap = fitContentCap(child, measured: compute(child, request, .size).frame.width, available: available)
        {
            // A hugging absolute child wider than the room to its parent's far edge: CSS's shrink-to-fit.
            request.cap = cap
        }
        var frame = compute(child, request, .layout)
        let x = Self.position(constraints.horizontal, size: frame.frame.width, parent: size.width)
        let y = Self.position(constraints.vertical, size: frame.frame.height, parent: size.height)
        frame.frame.origin = Point(x: x, y: y)
        return frame
    }

    /// The size a constraint gives a child on one axis (nil: it hugs). A stretch between offsets that
    /// pass each other, or a negative scale, is 0, as Figma's and CSS's boxes never go below it.
    static func constrainedSize(_ constraint: Constraint, sizing: AxisSizing, parent: Double) -> Double? {
        switch constraint {
        case .stretch(let start, let end): return Extent(parent - start - end).points
        case .scale(_, let size): return Extent(parent * size).points
        case .start, .end, .center:
            switch sizing {
            case .fixed(let value): return Extent(value).points
            case .fill: return Extent(parent).points
            case .hug: return nil
            }
        }
    }

    /// The width an absolute child pinned to one edge has to the other (CSS's available width for a
    /// box with one of left and right auto); nil for a centred or scaled one.
    static func availableWidth(_ constraint: Constraint, parent: Double) -> Double? {
        switch constraint {
        case .start(let offset), .end(let offset): parent - offset
        case .center, .stretch, .scale: nil
        }
    }

    static func position(_ constraint: Constraint, size: Double, parent: Double) -> Double {
        switch constraint {
        case .start(let offset): offset
        case .end(let offset): parent - offset - size
        case .center(let offset): (parent - size) / 2 + offset
        case .stretch(let start, _): start
        case .scale(let start, _): parent * start
        }
    }
}
