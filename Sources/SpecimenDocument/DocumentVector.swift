import Geometry

/// A vector node's geometry, as Figma keeps a VECTOR layer: path data written in the coordinates of
/// `viewBox`, scaled to the node's frame when it is drawn (a vector scales with its layer), filled by
/// the node's fills with `fillRule` (Figma's winding rule).
public struct DocumentVector: Hashable, Sendable {
    /// The path in `viewBox` coordinates.
    public var path: Path
    /// The box the path is written in (SVG's `viewBox`): its corners map to the frame's.
    public var viewBox: Rect
    public var fillRule: FillRule
    /// The path data as the document wrote it, for messages and round trips.
    public var data: String

    public init(path: Path, viewBox: Rect, fillRule: FillRule, data: String) {
        self.path = path
        self.viewBox = viewBox
        self.fillRule = fillRule
        self.data = data
    }

}
