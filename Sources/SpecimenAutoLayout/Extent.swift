/// A node's length on one axis as the engine hands it out: at least zero, whatever its input says (a
/// stretch constraint wider than its parent, padding larger than the frame it sits in, a negative
/// gap, a max below zero). Figma and CSS both floor a box at zero; every size in an `AutoLayoutFrame`
/// the engine returns is made through this type, so none is ever negative.
struct Extent: Hashable {
    /// The length in points, never below zero.
    let points: Double

    /// `raw` clamped by `minimum` and `maximum` (max first, then min, so min wins, as CSS), then
    /// floored at zero.
    init(_ raw: Double, min minimum: Double? = nil, max maximum: Double? = nil) {
        points = Swift.max(0, AutoLayoutComputation.clamp(raw, minimum, maximum))
    }

    static let zero = Extent(0)
}
