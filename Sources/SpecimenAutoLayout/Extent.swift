/// A node's length on one axis as the engine hands it out: at least zero, whatever its input says (a
/// stretch constraint wider than its parent, a negative gap, a max below zero), and at least the
/// node's padding on that axis (`floor`). Every size in an `AutoLayoutFrame` the engine returns is
/// made through this type, so none is ever negative, nor smaller than its padding.
///
/// Why the padding floor: CSS's `box-sizing: border-box` never lets a box be smaller than its padding
/// (a 32 pt fixed frame with 20 + 20 padding is 40 pt in Chromium, Taffy and Yoga). Figma was thought
/// to keep the 32 pt; no real Figma file (`absoluteBoundingBox`) nor Figma's documentation was found
/// to show it (README, Layout conformance), so the engine follows CSS as Chromium lays it out.
struct Extent: Hashable {
    /// The length in points, never below zero nor below the floor.
    let points: Double

    /// `raw` clamped by `minimum` and `maximum` (max first, then min, so min wins, as CSS), then
    /// floored at `floor` (the padding on this axis) and at zero.
    init(_ raw: Double, min minimum: Double? = nil, max maximum: Double? = nil, floor: Double = 0) {
        points = Swift.max(0, floor, AutoLayoutComputation.clamp(raw, minimum, maximum))
    }

    static let zero = Extent(0)
}
