import Geometry

/// An auto-layout frame (horizontal or vertical), the algorithm's steps in their order; each step is
/// a function named after it (the list is at `AutoLayoutComputation`'s head).
extension AutoLayoutComputation {
    /// What every step of one frame's layout shares: its axis, padding, decided sizes and spacing.
    struct Flow {
        let id: Int
        let style: AutoLayoutStyle
        let axis: Axis
        let padStart: Double, padEnd: Double, crossStart: Double, crossEnd: Double
        /// The frame's decided border-box sizes (nil: the axis hugs).
        let ownPrimary: Double?, ownCounter: Double?
        /// The decided sizes less padding (never below 0: `resolve` floors a decided size at its padding).
        let innerPrimary: Double?, innerCounter: Double?
        /// The spacing between children (0 with space-between, which ignores the gap).
        let gap: Double
        let wraps: Bool
        /// The counter alignment in force (baseline is start in a column).
        let alignment: CounterAlignment
        /// A column that fills its parent's counter axis (its height) and is measured before that
        /// parent has decided it (it will be stretched): CSS lays it out with an indefinite height,
        /// its fill children at their flex basis (`Request.stretching`).
        let primaryStretching: Bool

        init(id: Int, style: AutoLayoutStyle, axis: Axis, width: Double?, height: Double?, stretching: Axis? = nil) {
            self.id = id
            self.style = style
            self.axis = axis
            let padding = style.padding
            padStart = axis.primaryStart(padding)
            padEnd = axis.primaryEnd(padding)
            crossStart = axis.counterStart(padding)
            crossEnd = axis.counterEnd(padding)
            ownPrimary = axis.primary(width, height)
            ownCounter = axis.counter(width, height)
            innerPrimary = ownPrimary.map { [padStart, padEnd] in $0 - padStart - padEnd }
            innerCounter = ownCounter.map { [crossStart, crossEnd] in $0 - crossStart - crossEnd }
            gap = style.primaryAlignment == .spaceBetween ? 0 : style.gap
            wraps = style.wrap && axis == .horizontal && innerPrimary != nil
            alignment = axis == .vertical && style.counterAlignment == .baseline ? .start : style.counterAlignment
            // Heights only: a row's width contribution counts its fill children's own widths (CSS's
            // max-content contribution), a column's height lays them out from their flex basis.
            primaryStretching = stretching == axis && axis == .vertical && ownPrimary == nil
        }

        /// Children were sized with their counter axis undecided (wrapping lines, or a hugging counter
        /// axis), so a counter-axis fill child is sized again at its line's size.
        var measuredUndecided: Bool { wraps || innerCounter == nil }
    }

    /// What the steps read of a child's style, apart (half the size of `AutoLayoutStyle`, and an item
    /// is copied as lines are made).
    struct ItemStyle {
        let width: AxisSizing, height: AxisSizing
        let minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?
        let shrinks: Bool
        let shrinkOrder: Int
        let roomShare: RoomShare?

        init(_ style: AutoLayoutStyle, turned: Bool = false) {
            (width, height) = (style.width, style.height)
            (minWidth, maxWidth, minHeight, maxHeight) = (style.minWidth, style.maxWidth, style.minHeight, style.maxHeight)
            // A turned child's room is its turned box, which sizing it again along the parent's axes
            // would not give: it neither shrinks nor is capped by a share.
            (shrinks, shrinkOrder, roomShare) = (style.shrinks && !turned, style.shrinkOrder, turned ? nil : style.roomShare)
        }
    }

    /// One in-flow child while its line is laid out.
    struct Item {
        let index: Int
        let id: Int
        let style: ItemStyle
        /// The child's size and baseline (no children placed yet), from `request`.
        var frame: AutoLayoutFrame
        /// The request that gave `frame`; the child is laid out with it once its place is known.
        var request: Request?
        /// The child fills the primary axis of a parent whose primary size is decided.
        let fillsPrimary: Bool
        /// The child fills the counter axis (stretches to its line).
        let fillsCounter: Bool
        /// The size used for line breaking and distribution before fill is resolved.
        var base: Double
    }

    func flow(_ id: Int, style: AutoLayoutStyle, axis: Axis, width: Double?, height: Double?, stretching: Axis?, _ mode: Mode) -> AutoLayoutFrame {
        let flow = Flow(id: id, style: style, axis: axis, width: width, height: height, stretching: stretching)
        var items = measureChildren(flow)
        capSharedChildren(&items, flow)
        shrinkChildren(&items, flow)
        var lines = breakLines(items, flow)
        items = []  // the lines hold the only reference now, so changing them copies nothing
        for l in lines.indices { resolveFillChildren(&lines[l], flow) }
        var lineSizes = resolveLineCrossSizes(lines, flow)
        if stretchFillChildren(&lines, lineSizes: &lineSizes, flow), !flow.wraps {
            // A stretched child grew along the primary axis: the fill children share what is left now.
            for l in lines.indices { resolveFillChildren(&lines[l], flow) }
            stretchFillChildren(&lines, lineSizes: &lineSizes, flow)
        }
        let (primary, counter) = hugOwnSize(lines, lineSizes: lineSizes, flow)
        let size = axis.size(primary: primary.points, counter: counter.points)
        // Sizing only needs the places for the first baseline: without one, nothing is placed.
        guard mode == .layout || lines.contains(where: { $0.contains { $0.frame.baseline != nil } }) else {
            return Self.box(Extent(size.width), Extent(size.height))
        }
        var (frames, baseline) = placeChildren(lines, lineSizes: lineSizes, primary: primary.points, counter: counter.points, flow)
        if mode == .layout {
            layoutPlacedChildren(lines, frames: &frames)
            placeAbsoluteChildren(&frames, in: size, flow)
        }
        return Self.box(Extent(size.width), Extent(size.height), baseline: baseline, children: mode == .layout ? frames : [])
    }

    /// A child sized (`.size`) with `primary` and `counter` decided (nil: that axis hugs), within `cap`.
    /// A child that fills the counter axis, asked before that axis is decided, is told it will be
    /// stretched there (`Request.stretching`).
    func size(_ child: Int, _ flow: Flow, primary: Double?, counter: Double?, cap: Size? = nil) -> (AutoLayoutFrame, Request) {
        let childStyle = entries[child].style
        let stretching = counter == nil && flow.axis.counter(childStyle.width, childStyle.height) == .fill
        let request = Request(
            width: flow.axis.width(primary, counter), height: flow.axis.height(primary, counter), cap: cap,
            stretching: stretching ? flow.axis.other : nil)
        return (compute(child, request, .size), request)
    }

    /// A primary-axis fill child's flex base size, as CSS's `flex: 1 1 0` with `box-sizing:
    /// border-box` has it: its padding along the axis (a border box is never smaller), clamped by its
    /// min and max and floored at that padding again.
    func fillBase(_ child: Int, _ style: ItemStyle, _ flow: Flow) -> (base: Double, padding: Double) {
        let axis = flow.axis, padding = entries[child].style.padding
        let pad = axis.primaryStart(padding) + axis.primaryEnd(padding)
        let base = max(pad, Self.clamp(pad, axis.primary(style.minWidth, style.minHeight), axis.primary(style.maxWidth, style.maxHeight)))
        return (base, pad)
    }

    /// Step 2, `measureChildren`: each in-flow child's hypothetical size. A fill child on a decided
    /// primary axis starts from its min (or 0); every other child is sized as it is fixed or hugs,
    /// with a counter-axis fill taking the inner counter size when it is decided and lines do not wrap.
    func measureChildren(_ flow: Flow) -> [Item] {
        let axis = flow.axis
        var items: [Item] = []
        items.reserveCapacity(entries[flow.id].childCount)
        for (index, child) in entries[flow.id].children.enumerated() where entries[child].style.positioning == .auto {
            let turn = entries[child].turn
            let style = ItemStyle(entries[child].style, turned: turn != nil)
            let primarySizing = axis.primary(style.width, style.height)
            let counterSizing = axis.counter(style.width, style.height)
            let fillsPrimary = primarySizing == .fill && flow.innerPrimary != nil
            let fillsCounter = counterSizing == .fill
            let counterDecided: Double? =
                switch counterSizing {
                case .fixed(let value): value
                case .fill: flow.wraps ? nil : flow.innerCounter
                case .hug: nil
                }
            if fillsPrimary {
                items.append(
                    Item(
                        index: index, id: child, style: style, frame: AutoLayoutFrame(frame: .zero), request: nil,
                        fillsPrimary: true, fillsCounter: fillsCounter, base: fillBase(child, style, flow).base))
            } else if primarySizing == .fill, flow.primaryStretching {
                // Measured before this frame is stretched: a fill child counts its flex base size, as
                // CSS sizes `flex: 1 1 0` in a container whose main size is not yet known.
                let (frame, request) = size(child, flow, primary: fillBase(child, style, flow).base, counter: counterDecided)
                items.append(
                    Item(
                        index: index, id: child, style: style, frame: frame, request: request, fillsPrimary: false,
                        fillsCounter: fillsCounter, base: axis.primary(frame.frame.size)))
            } else {
                var (frame, request) = size(child, flow, primary: Self.fixedSize(primarySizing), counter: counterDecided)
                if axis == .vertical, counterSizing == .hug, let inner = flow.innerCounter,
                    let cap = fitContentCap(child, measured: frame.frame.width, available: inner)
                {
                    // A hugging child wider than the column it sits in: CSS's shrink-to-fit (+FitContent).
                    (frame, request) = size(child, flow, primary: Self.fixedSize(primarySizing), counter: nil, cap: cap)
                }
                if let turn, !fillsCounter, primarySizing != .fill {
                    // Its room in the line is its turned box; `layoutPlacedChildren` lays it out at its
                    // own size at the room's top-left. A filling child keeps its unturned room.
                    frame.frame.size = turn.boundingSize(of: frame.frame.size)
                    frame.baseline = nil
                }
                items.append(
                    Item(
                        index: index, id: child, style: style, frame: frame, request: request, fillsPrimary: false,
                        fillsCounter: fillsCounter, base: axis.primary(frame.frame.size)))
            }
        }
        return items
    }

    /// Step 2b, `shrinkChildren`: on one line with a decided primary size, overflow is taken from
    /// shrinking hugging children in order (`shrinkOrder`, then as they appear), each sized again
    /// within what is left to it.
    func shrinkChildren(_ items: inout [Item], _ flow: Flow) {
        guard !flow.wraps, let innerPrimary = flow.innerPrimary else { return }
        let axis = flow.axis
        var overflow = items.reduce(0) { $0 + $1.base } + flow.gap * Double(max(0, items.count - 1)) - innerPrimary
        for i in Self.shrinkingOrder(items) where overflow > 0 && items[i].style.shrinks && !items[i].fillsPrimary {
            let room = max(0, items[i].base - overflow)
            let (frame, request) = size(
                items[i].id, flow, primary: nil, counter: counterKept(items[i], flow), cap: axis.size(primary: room, counter: .infinity))
            overflow -= items[i].base - axis.primary(frame.frame.size)
            items[i].frame = frame
            items[i].request = request
            items[i].base = axis.primary(frame.frame.size)
        }
    }

    /// The counter size a child sized again keeps: its own when fixed, or when it fills a decided counter axis.
    func counterKept(_ item: Item, _ flow: Flow) -> Double? {
        let counterSizing = flow.axis.counter(item.style.width, item.style.height)
        return Self.isFixed(counterSizing) || (counterSizing == .fill && flow.innerCounter != nil) ? flow.axis.counter(item.frame.frame.size) : nil
    }

    /// Step 3, `breakLines`: one line, or (a wrapping row) as many as the inner width holds, a child
    /// starting a new line when it would pass the inner edge.
    func breakLines(_ items: [Item], _ flow: Flow) -> [[Item]] {
        guard flow.wraps, let innerPrimary = flow.innerPrimary else { return [items] }
        var lines: [[Item]] = []
        var line: [Item] = [], used = 0.0
        for item in items {
            if !line.isEmpty, used + flow.gap + item.base > innerPrimary {
                lines.append(line)
                line = []
                used = 0
            }
            used += (line.isEmpty ? 0 : flow.gap) + item.base
            line.append(item)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
