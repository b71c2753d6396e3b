/// A box of device pixels holding one group of differing pixels.
package struct DifferenceRegion: Sendable, Hashable {
    /// Left, top, width, height in device pixels (the smallest box holding the group's pixels).
    package let x: Int
    /// The box's top edge, in device pixels from the image's top.
    package let y: Int
    /// The box's width, in device pixels.
    package let width: Int
    /// The box's height, in device pixels.
    package let height: Int
    /// How many differing pixels lie in the group.
    package let pixelCount: Int
    /// The largest channel delta in the group, in steps of 1/255.
    package let largestDelta: Int

    /// A region of this box and these counts, taken as given.
    package init(x: Int, y: Int, width: Int, height: Int, pixelCount: Int, largestDelta: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.pixelCount = pixelCount
        self.largestDelta = largestDelta
    }

    /// The smallest box holding both, with their pixels counted together.
    package func union(_ other: DifferenceRegion) -> DifferenceRegion {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return DifferenceRegion(
            x: left, y: top, width: right - left, height: bottom - top,
            pixelCount: pixelCount + other.pixelCount, largestDelta: max(largestDelta, other.largestDelta))
    }

    /// The box's centre in device pixels (fractional: a 1-pixel box at x 3 has its centre at 3.5).
    package var centreX: Double { Double(x) + Double(width) / 2 }
    /// The box's vertical centre in device pixels (fractional).
    package var centreY: Double { Double(y) + Double(height) / 2 }
}
