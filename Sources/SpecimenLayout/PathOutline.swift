import Geometry

/// One outline a filled path is cut to (`Paint.cutPath`): the outline in the node's own coordinates and
/// the fill rule its inside follows.
public struct PathOutline: Sendable {
    /// The outline, in the node's own coordinates (its frame's top-left is the origin).
    public var path: Path
    /// The rule that decides its inside.
    public var rule: FillRule

    /// An outline and the rule of its inside.
    public init(path: Path, rule: FillRule) {
        self.path = path
        self.rule = rule
    }
}
