/// The classes of disagreement that are understood. Each is detected from the tree and the frames,
/// never from a case's name; README's "Layout conformance" explains each with an example.
public enum KnownDifference: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Figma keeps a frame's size when its padding is larger, and shares fill space equally whatever
    /// the fill children's padding; CSS never lets a border box, nor a flex item's base size, be less
    /// than its padding (`box-sizing: border-box` floors both at padding + border).
    case paddingFloor = "padding-floor"
    /// A counter-axis fill child held back by its own min or max is placed by the parent's counter
    /// alignment in Figma; CSS's `align-self: stretch`, once the size is clamped, puts it at the start.
    case clampedFillAligns = "clamped-fill-follows-alignment"
    /// A frame stretched on its parent's counter axis, while that parent hugs the axis, is measured
    /// first with its own fill children hugging (Figma), which CSS cannot say: Chromium counts a fill
    /// child's flex basis (0), Taffy and Yoga their own intrinsic passes.
    case fillInStretchedFrame = "fill-in-stretched-frame"
    /// A wrapping row whose width comes from a parent that hugs it (it fills the parent's hugging counter
    /// axis): Figma measures it as one line, as wide as all its children; Chromium and Taffy count only its
    /// widest child (CSS's max-content of a multi-line flex container is not settled), so the parent
    /// comes out narrower and the row wraps.
    case wrapInHuggingFrame = "wrap-in-hugging-frame"
    /// Yoga or Taffy differs where Chromium, the engine both projects generate their own fixtures from,
    /// agrees with Specimen: the engine's own departure from CSS (Yoga 1.x's, mostly).
    case departsFromChromium = "departs-from-chromium"

    /// Declaration order, the order the report lists classes in.
    public static func < (a: KnownDifference, b: KnownDifference) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Each differing node's class, node by node in preorder (nil: the node agrees, or nothing explains
    /// it). A class explains only the nodes its detector names (where its rule applies) and the nodes
    /// whose frames follow from theirs (`ConformanceTreeFacts.following`): their descendants, their
    /// siblings in the same auto-layout flow, and the ancestors that hug them, with those ancestors'
    /// other children. Every other differing node must be explained on its own. The first class in
    /// declaration order that covers a node is its class. `departs-from-chromium` covers a node whose
    /// Chromium frame Specimen agrees with, when the engine is not Chromium.
    public static func explaining(_ testCase: ConformanceCase, specimen: [[Double]], reference: [[Double]], engine: String) -> [KnownDifference?]? {
        let facts = ConformanceTreeFacts(testCase.root)
        guard facts.count == specimen.count, facts.count == reference.count else { return nil }
        var classes = [KnownDifference?](repeating: nil, count: facts.count)
        let differing = (0..<facts.count).filter { !ConformanceVerdict.close([specimen[$0]], [reference[$0]]) }
        let detectors: [(KnownDifference, Set<Int>)] = [
            (.paddingFloor, paddingFloorNodes(facts, specimen)),
            (.clampedFillAligns, clampedCounterFillNodes(facts, specimen)),
            (.fillInStretchedFrame, fillInStretchedFrameNodes(facts)),
            (.wrapInHuggingFrame, wrapInHuggingFrameNodes(facts)),
        ]
        for (known, origins) in detectors where !origins.isEmpty {
            let covered = facts.following(origins)
            for i in differing where classes[i] == nil && covered.contains(i) { classes[i] = known }
        }
        if engine != "chromium", let chromium = testCase.frames["chromium"], chromium.count == specimen.count {
            for i in differing where classes[i] == nil && ConformanceVerdict.close([specimen[i]], [chromium[i]]) { classes[i] = .departsFromChromium }
        }
        return classes
    }

    /// A frame Specimen makes smaller than its padding; or fill children whose CSS base sizes (their
    /// padding along the axis they fill, not 0) change the outcome: siblings with different paddings
    /// (equal ones cancel out), padding beside a sibling's min or max (the freeze loop starts from
    /// other sizes), or padding in a wrapping row (lines break at other sizes).
    static func paddingFloorNodes(_ facts: ConformanceTreeFacts, _ specimen: [[Double]]) -> Set<Int> {
        var nodes = Set<Int>()
        var fillPaddings: [Int: [(index: Int, padding: Double, limited: Bool)]] = [:]
        for i in 0..<facts.count {
            let node = facts[i].node, p = node.paddingSides
            let padded = p.left + p.right > 0 || p.top + p.bottom > 0
            if padded, specimen[i][2] < p.left + p.right - 1e-9 || specimen[i][3] < p.top + p.bottom - 1e-9 { nodes.insert(i) }
            guard facts[i].inFlow, let parent = facts[i].parent else { continue }
            let horizontal = facts[parent].node.layout == "horizontal"
            let decided = horizontal ? facts[parent].decidedWidth : facts[parent].decidedHeight
            guard (horizontal ? node.width : node.height) == .fill, decided else { continue }
            let limited = horizontal ? (node.minWidth != nil || node.maxWidth != nil) : (node.minHeight != nil || node.maxHeight != nil)
            fillPaddings[parent, default: []].append((i, horizontal ? p.left + p.right : p.top + p.bottom, limited))
        }
        for (parent, fills) in fillPaddings {
            let paddings = Set(fills.map(\.padding))
            let padded = fills.contains { $0.padding > 0 }
            if paddings.count > 1 || padded && (fills.contains(where: \.limited) || facts[parent].node.wrap == true) {
                nodes.formUnion(fills.map(\.index))
            }
        }
        return nodes
    }

    /// A counter-axis fill child with a min or max on that axis, in a parent that does not align to
    /// the start, whose size Specimen does not make the parent's inner size (wrapping rows: any).
    static func clampedCounterFillNodes(_ facts: ConformanceTreeFacts, _ specimen: [[Double]]) -> Set<Int> {
        var nodes = Set<Int>()
        for i in 0..<facts.count where facts[i].inFlow {
            guard let parent = facts[i].parent else { continue }
            let node = facts[i].node, parentNode = facts[parent].node
            let horizontal = parentNode.layout == "horizontal"
            let counterSizing = horizontal ? node.height : node.width
            let limited = horizontal ? (node.minHeight != nil || node.maxHeight != nil) : (node.minWidth != nil || node.maxWidth != nil)
            guard counterSizing == .fill, limited, (parentNode.counterAlign ?? "start") != "start" else { continue }
            let p = parentNode.paddingSides
            let inner = horizontal ? specimen[parent][3] - p.top - p.bottom : specimen[parent][2] - p.left - p.right
            if parentNode.wrap == true || abs((horizontal ? specimen[i][3] : specimen[i][2]) - inner) > ConformanceVerdict.tolerance { nodes.insert(i) }
        }
        return nodes
    }

    /// A frame that fills its parent's counter axis while the parent hugs it (or wraps, so each line's
    /// size comes from its content), with a fill child along that same axis (its own primary axis).
    static func fillInStretchedFrameNodes(_ facts: ConformanceTreeFacts) -> Set<Int> {
        var nodes = Set<Int>()
        for i in 0..<facts.count where facts[i].inFlow {
            guard let parent = facts[i].parent else { continue }
            let node = facts[i].node, parentNode = facts[parent].node
            let counterIsHeight = parentNode.layout == "horizontal"
            let counterSizing = counterIsHeight ? node.height : node.width
            let parentDecided = counterIsHeight ? facts[parent].decidedHeight : facts[parent].decidedWidth
            // The node's own primary axis must be the parent's counter axis.
            let nodePrimaryIsHeight = node.layout == "vertical"
            let contentSized = !parentDecided || parentNode.wrap == true
            guard counterSizing == .fill, contentSized, node.layout != "none", nodePrimaryIsHeight == counterIsHeight else { continue }
            if (node.children ?? []).contains(where: { $0.absolute != true && (counterIsHeight ? $0.height : $0.width) == .fill }) { nodes.insert(i) }
        }
        return nodes
    }

    /// A wrapping row filling the width of a vertical parent whose width hugs.
    static func wrapInHuggingFrameNodes(_ facts: ConformanceTreeFacts) -> Set<Int> {
        Set(
            (0..<facts.count).filter { i in
                guard facts[i].inFlow, let parent = facts[i].parent else { return false }
                let node = facts[i].node
                return node.wrap == true && node.width == .fill && facts[parent].node.layout == "vertical" && !facts[parent].decidedWidth
            })
    }
}
