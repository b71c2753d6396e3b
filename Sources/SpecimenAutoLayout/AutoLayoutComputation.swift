import Geometry

/// One run of the engine over one tree. The tree is flattened once (each node gets an id, its
/// children consecutive ids) so every node can keep a cache (`AutoLayoutCache`), and every request
/// runs in one of two modes, as Taffy's `RunMode`: `.size` measures a node (its size and first
/// baseline) without placing its subtree, `.layout` places it. A parent sizes its children while it
/// resolves its own size, then lays each out once, with the request that gave its final size.
///
/// Per auto-layout frame the steps run in this order, each a function named after it
/// (AutoLayoutComputation+Flow, +Fill, +Place):
/// 1. `resolveOwnSize`: a node's decided size on each axis, clamped by its min and max, never below
///    its padding (CSS's border box) nor 0.
/// 2. `measureChildren`: each in-flow child's hypothetical size (fill children on a decided primary
///    axis start from their min size; everything else is sized as it hugs or is fixed).
///    2a. `capSharedChildren`: a child with a `RoomShare` sized again within its share.
///    2b. `shrinkChildren`: overflow taken from shrinking children, each sized again within its room.
/// 3. `breakLines`: one line, or (wrap) as many as the inner width holds.
/// 4. `resolveFillChildren`: per line, fill children share the free space (CSS's freeze loop for min/max).
/// 5. `resolveLineCrossSizes`: each line's counter size (baseline alignment adds above and below).
/// 6. `stretchFillChildren`: counter-axis fill children take their line's counter size.
/// 7. `hugOwnSize`: a hugging axis becomes the content's size plus padding, clamped.
/// 8. `placeChildren`: primary alignment along each line, counter alignment within it, lines stacked.
/// 9. `layoutPlacedChildren` and `placeAbsoluteChildren` (`.layout` only): each in-flow child laid out
///    at its place, absolute children by their constraints against the final frame.
/// Plain frames, groups and leaves are AutoLayoutComputation+Frames.
final class AutoLayoutComputation {
    typealias Request = AutoLayoutCache.Request

    /// `.size`: a frame with its size and baseline and no children; `.layout`: the whole subtree placed.
    enum Mode { case size, layout }

    /// One node of the flattened tree.
    struct Entry {
        let style: AutoLayoutStyle
        let measure: LeafMeasure?
        /// The map the node is drawn turned by (`AutoLayoutNode.turn`).
        let turn: AffineTransform?
        /// The children's ids: `firstChild ..< firstChild + childCount`, in the input's order.
        let firstChild: Int
        let childCount: Int
        var children: Range<Int> { firstChild..<(firstChild + childCount) }
    }

    // Why a constant and two raw buffers rather than stored `var`s: every access to a class's `var`
    // is checked for exclusivity at run time (swift_beginAccess), which was 7% of a layout's
    // instructions (the 8,191-node fill tree under callgrind). The buffers belong to this run alone.
    let entries: [Entry]
    private let caches: UnsafeMutablePointer<AutoLayoutCache>
    private let counters: UnsafeMutablePointer<AutoLayoutStatistics>
    /// What the run did so far: nodes visited, cache hits.
    var statistics: AutoLayoutStatistics { counters.pointee }

    /// Flattens `root` so each node's children have consecutive ids (a node's children take the next
    /// ids when it is reached, depth first); the root is 0. The input is read in place, never copied.
    init(_ root: AutoLayoutNode) {
        let count = Self.count(root)
        entries = [Entry](unsafeUninitializedCapacity: count) { buffer, initialized in
            var next = 1
            Self.flatten(root, id: 0, into: buffer.baseAddress!, next: &next)
            initialized = count
        }
        caches = .allocate(capacity: entries.count)
        caches.initialize(repeating: AutoLayoutCache(), count: entries.count)
        counters = .allocate(capacity: 1)
        counters.initialize(to: AutoLayoutStatistics())
    }

    private static func count(_ node: AutoLayoutNode) -> Int {
        var total = 1
        for child in node.children { total += count(child) }
        return total
    }

    private static func flatten(_ node: AutoLayoutNode, id: Int, into entries: UnsafeMutablePointer<Entry>, next: inout Int) {
        let firstChild = next
        (entries + id).initialize(to: Entry(style: node.style, measure: node.measure, turn: node.turn, firstChild: firstChild, childCount: node.children.count))
        next += node.children.count
        for (offset, child) in node.children.enumerated() { flatten(child, id: firstChild + offset, into: entries, next: &next) }
    }

    deinit {
        caches.deinitialize(count: entries.count)
        caches.deallocate()
        counters.deinitialize(count: 1)
        counters.deallocate()
    }

    /// Lays the whole tree out: the root with `width` and `height` decided (nil: the axis hugs).
    func layoutRoot(width: Double?, height: Double?) -> AutoLayoutFrame {
        compute(0, Request(width: width, height: height), .layout)
    }

    /// The node `id` asked `request` in `mode`: from its cache when it holds the answer, else computed
    /// (one visit) and kept.
    func compute(_ id: Int, _ request: Request, _ mode: Mode) -> AutoLayoutFrame {
        switch mode {
        case .layout:
            if let frame = caches[id].layout(for: request) {
                counters.pointee.cacheHits += 1
                return frame
            }
        case .size:
            if let frame = caches[id].size(for: request) {
                counters.pointee.cacheHits += 1
                return frame
            }
        }
        counters.pointee.visits += 1
        let frame = resolve(id, request, mode)
        switch mode {
        case .layout: caches[id].store(layout: frame, for: request)  // it answers `.size` too
        case .size: caches[id].store(size: frame, for: request)
        }
        return frame
    }

    /// Step 1, `resolveOwnSize`, then the node's kind: a leaf, a plain frame, a group or auto layout.
    private func resolve(_ id: Int, _ request: Request, _ mode: Mode) -> AutoLayoutFrame {
        var style = entries[id].style
        let measured = entries[id].measure != nil, childCount = entries[id].childCount
        // A shrinking child measured again within the room its line left it.
        if let cap = request.cap {
            style.maxWidth = min(style.maxWidth ?? .infinity, cap.width)
            style.maxHeight = min(style.maxHeight ?? .infinity, cap.height)
        }
        let padding = style.padding
        let width = request.width.map { Extent($0, min: style.minWidth, max: style.maxWidth, floor: padding.left + padding.right).points }
        let height = request.height.map { Extent($0, min: style.minHeight, max: style.maxHeight, floor: padding.top + padding.bottom).points }
        switch style.direction {
        case .none where !measured: return plain(id, style: style, width: width, height: height, mode)
        case .group where childCount > 0: return group(id, style: style, width: width, height: height, mode)
        case _ where childCount == 0: return leaf(entries[id].measure, style: style, width: width, height: height)
        case .horizontal: return flow(id, style: style, axis: .horizontal, width: width, height: height, stretching: request.stretching, mode)
        case .vertical: return flow(id, style: style, axis: .vertical, width: width, height: height, stretching: request.stretching, mode)
        case .none, .group: return leaf(entries[id].measure, style: style, width: width, height: height)
        }
    }

    /// The one place a node's frame is made: at the origin, sizes that cannot be negative.
    static func box(_ width: Extent, _ height: Extent, baseline: Double? = nil, children: [AutoLayoutFrame] = []) -> AutoLayoutFrame {
        AutoLayoutFrame(frame: Rect(x: 0, y: 0, width: width.points, height: height.points), baseline: baseline, children: children)
    }

    // MARK: Helpers

    /// `value` clamped: max first, then min, so min wins (as CSS).
    static func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
        var result = value
        if let maximum { result = Swift.min(result, maximum) }
        if let minimum { result = Swift.max(result, minimum) }
        return result
    }

    static func offset(free: Double, _ alignment: CounterAlignment) -> Double {
        switch alignment {
        case .start, .baseline: 0
        case .center: free / 2
        case .end: free
        }
    }

    static func isFixed(_ sizing: AxisSizing) -> Bool { if case .fixed = sizing { true } else { false } }
    static func fixedSize(_ sizing: AxisSizing) -> Double? { if case .fixed(let value) = sizing { value } else { nil } }
}
