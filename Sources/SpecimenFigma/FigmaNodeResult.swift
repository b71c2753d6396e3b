import Geometry

/// One node's frame as Specimen laid it out beside Figma's box, both relative to the root's top-left.
package struct FigmaNodeResult: Hashable, Sendable {
    package let id: String
    package let name: String
    package let type: FigmaNodeType
    /// Laid out by auto layout (counted in the agreement); false: placed by its constraints.
    package let autoLayout: Bool
    package let isRoot: Bool
    /// Figma's `absoluteBoundingBox`, moved to the root's origin.
    package let expected: Rect
    /// The engine's frame.
    package let actual: Rect
    /// The largest difference of x, y, width and height, in points.
    package let deviation: Double
    /// Why it misses, when it does (deviation past `FigmaLayoutCheck.tolerance`).
    package let miss: FigmaMissClass?
    /// For a TEXT node, how it was sized.
    package let textSizing: FigmaTextSizing?
    /// The engine decided its width or height (it hugs, fills or was measured), rather than taking a
    /// fixed size from the file: such a node checks the engine's sizes, the others its placement only.
    package let sizedByEngine: Bool

    package var agrees: Bool { miss == nil }
}

/// One root's nodes.
package struct FigmaRootResult: Hashable, Sendable {
    package let id: String
    package let name: String
    package let kind: FigmaRootKind
    /// Every laid-out node that has a box, in tree order, the root first.
    package let nodes: [FigmaNodeResult]

    /// The nodes auto layout placed or sized.
    package var autoLayoutNodes: [FigmaNodeResult] { nodes.filter(\.autoLayout) }
    /// The auto-layout node furthest from Figma's box.
    package var worst: FigmaNodeResult? { autoLayoutNodes.max { $0.deviation < $1.deviation } }
}
