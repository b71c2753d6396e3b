/// The free span of a horizontal row, taken from both ends: leading items from the left, trailing
/// items from the right, and whatever is left in the middle goes to the flexible item (the value).
///
/// Taking trailing items from the right edge inward means adding one (Focused's clear button) moves
/// nothing already placed; it only narrows the middle.
struct RowSpace {
    private(set) var minX: Double
    private(set) var maxX: Double

    init(minX: Double, maxX: Double) {
        self.minX = minX
        self.maxX = maxX
    }

    /// The width left between the leading and the trailing items (never negative).
    var remaining: Double { max(0, maxX - minX) }

    /// Places an item of `width` at the left of the free span, then leaves `gap` after it; returns its x.
    mutating func takeLeading(_ width: Double, gap: Double) -> Double {
        let x = minX
        minX += width + gap
        return x
    }

    /// Places an item of `width` at the right of the free span, then leaves `gap` before it; returns its x.
    mutating func takeTrailing(_ width: Double, gap: Double) -> Double {
        maxX -= width
        let x = maxX
        maxX -= gap
        return x
    }
}
