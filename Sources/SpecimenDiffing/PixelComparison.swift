import Foundation

/// The pixel-by-pixel comparison behind every PNG check: the suite, `specimen diff` and `.png` strategies.
package enum PixelComparison {
    /// Compares two images channel by channel (premultiplied RGBA).
    ///
    /// A pixel differs when any channel is off by more than `maxChannelDelta` steps of 1/255. Images of
    /// different sizes are not compared pixel by pixel: the result says so instead.
    package static func compare(expected: Pixmap, actual: Pixmap, maxChannelDelta: Int = Tolerance.exact.maxChannelDelta) -> ImageComparison {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: PixelSize(expected), actual: PixelSize(actual))
        }
        let count = expected.width * expected.height
        if bytesEqual(expected.data, actual.data) {
            return .compared(
                PixelDifference(
                    width: expected.width, height: expected.height, differingPixels: 0,
                    largestDelta: 0, deltas: []))
        }
        var deltas = [UInt8](repeating: 0, count: count)
        let (differing, largest) = channelDeltas(expected.data, actual.data, into: &deltas, threshold: max(0, maxChannelDelta))
        return .compared(
            PixelDifference(
                width: expected.width, height: expected.height, differingPixels: differing,
                largestDelta: largest, deltas: differing == 0 ? [] : deltas))
    }

    /// Per pixel (4 bytes each), its largest channel delta where that is over `threshold`, else 0; how
    /// many pixels differ and the largest delta. Shared with the streamed comparison, a row at a time.
    static func channelDeltas(_ expected: [UInt8], _ actual: [UInt8], into deltas: inout [UInt8], threshold: Int) -> (differing: Int, largest: Int) {
        var differing = 0
        var largest = 0
        expected.withUnsafeBufferPointer { e in
            actual.withUnsafeBufferPointer { a in
                deltas.withUnsafeMutableBufferPointer { d in
                    for pixel in 0..<d.count {
                        let i = pixel * 4
                        var worst = 0
                        for channel in 0..<4 {
                            let delta = abs(Int(e[i + channel]) - Int(a[i + channel]))
                            if delta > worst { worst = delta }
                        }
                        if worst > threshold {
                            d[pixel] = UInt8(worst)
                            differing += 1
                            if worst > largest { largest = worst }
                        }
                    }
                }
            }
        }
        return (differing, largest)
    }

    /// `memcmp`, because the common case is two equal buffers and a byte loop in a debug build is slow.
    static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                return memcmp(p, q, x.count) == 0
            }
        }
    }
}

/// Width by height, in device pixels.
package struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// Columns, in device pixels.
    package let width: Int
    /// Rows, in device pixels.
    package let height: Int

    /// A size of `width` by `height` device pixels.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of `pixmap`.
    package init(_ pixmap: Pixmap) { self.init(width: pixmap.width, height: pixmap.height) }

    /// `340x112 px`.
    package var description: String { "\(width)x\(height) px" }
}

/// What comparing two images found.
package enum ImageComparison: Sendable {
    /// The images are not the same size; their pixels were not compared.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)
    /// Same size; which pixels differ, and by how much.
    case compared(PixelDifference)

    /// True when the images are the same size and every pixel is within the channel delta.
    package var isIdentical: Bool {
        if case .compared(let difference) = self { return difference.differingPixels == 0 }
        return false
    }
}

/// The pixels of two same-sized images that differ.
package struct PixelDifference: Sendable {
    /// Columns of both images, in device pixels.
    package let width: Int
    /// Rows of both images, in device pixels.
    package let height: Int
    /// Pixels with a channel off by more than the allowed delta.
    package let differingPixels: Int
    /// The largest channel delta among differing pixels, in steps of 1/255.
    package let largestDelta: Int
    /// Per pixel, row-major: its largest channel delta if it differs, else 0. Empty when none differ.
    package let deltas: [UInt8]

    /// All pixels of one image: `width * height`.
    package var totalPixels: Int { width * height }

    /// True when pixel (x, y) differs.
    package func differs(x: Int, y: Int) -> Bool {
        !deltas.isEmpty && deltas[y * width + x] != 0
    }
}

extension PixelComparison {
    /// The whole comparison a golden gets: exact per channel, pixels inside `masks` never differing,
    /// then, with a perceptual threshold, only what `PerceptualComparison` still sees as changed.
    package static func compare(expected: Pixmap, actual: Pixmap, tolerance: Tolerance, masks: [PixelBox] = []) -> ImageComparison {
        let exact = compare(expected: expected, actual: actual, maxChannelDelta: tolerance.maxChannelDelta)
        guard case .compared(var difference) = exact, difference.differingPixels > 0 else { return exact }
        if !masks.isEmpty { difference = difference.ignoring(masks) }
        if let threshold = tolerance.perceptualThreshold {
            difference = PerceptualComparison.filter(difference, expected: expected, actual: actual, threshold: threshold)
        }
        return .compared(difference)
    }
}

/// A box of whole device pixels: a masked layout node's frame, rounded outwards.
package struct PixelBox: Sendable, Hashable {
    /// The left edge, in device pixels.
    package let x: Int
    /// The top edge, in device pixels.
    package let y: Int
    /// Columns covered, in device pixels.
    package let width: Int
    /// Rows covered, in device pixels.
    package let height: Int

    /// A box of these whole device pixels, as given.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The node's frame (device pixels, fractional) rounded outwards, so an anti-aliased edge is inside.
    package init(_ entry: NodeLocator.Entry) {
        let left = Int(entry.left.rounded(.down)), top = Int(entry.top.rounded(.down))
        self.init(x: left, y: top, width: Int(entry.right.rounded(.up)) - left, height: Int(entry.bottom.rounded(.up)) - top)
    }

    /// True when pixel (`px`, `py`) lies inside; the right and bottom edges are outside.
    package func contains(x px: Int, y py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }
}

extension PixelDifference {
    /// The same difference with every pixel inside `boxes` counted as equal.
    package func ignoring(_ boxes: [PixelBox]) -> PixelDifference {
        guard differingPixels > 0 else { return self }
        var kept = deltas
        var differing = 0
        var largest = 0
        for y in 0..<height {
            for x in 0..<width where kept[y * width + x] != 0 {
                if boxes.contains(where: { $0.contains(x: x, y: y) }) {
                    kept[y * width + x] = 0
                } else {
                    differing += 1
                    largest = max(largest, Int(kept[y * width + x]))
                }
            }
        }
        return PixelDifference(
            width: width, height: height, differingPixels: differing, largestDelta: largest,
            deltas: differing == 0 ? [] : kept)
    }
}
