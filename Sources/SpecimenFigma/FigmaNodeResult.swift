import Geometry

/// One node's frame as Specimen laid it out beside Figma's box, both relative to the root's top-left.
public struct FigmaNodeResult: Hashable, Sendable {
    public let id: String
    public let name: String
    public let type: FigmaNodeType
    /// Laid out by auto layout (counted in the agreement); false: placed by its constraints.
    public let autoLayout: Bool
    public let isRoot: Bool
    /// Figma's `absoluteBoundingBox`, moved to the root's origin.
    public let expected: Rect
    /// The engine's frame.
    public let actual: Rect
    /// The largest difference of x, y, width and height, in points.
    public let deviation: Double
    /// Why it misses, when it does (deviation past `FigmaLayoutCheck.tolerance`).
    public let miss: FigmaMissClass?
    /// For a TEXT node, how it was sized.
    public let textSizing: FigmaTextSizing?
    /// The engine decided its width or height (it hugs, fills or was measured), rather than taking a
    /// fixed size from the file: such a node checks the engine's sizes, the others its placement only.
    public let sizedByEngine: Bool

    public var agrees: Bool { miss == nil }
}

/// One root's nodes.
public struct FigmaRootResult: Hashable, Sendable {
    public let id: String
    public let name: String
    public let kind: FigmaRootKind
    /// Every laid-out node that has a box, in tree order, the root first.
    public let nodes: [FigmaNodeResult]

    /// The nodes auto layout placed or sized.
    public var autoLayoutNodes: [FigmaNodeResult] { nodes.filter(\.autoLayout) }
    /// The auto-layout node furthest from Figma's box.
    public var worst: FigmaNodeResult? { autoLayoutNodes.max { $0.deviation < $1.deviation } }
}
