/// How far a rendering may stray from its golden before it fails, in explicit units.
///
/// - `maxChannelDelta`: steps of 1/255 per channel. A pixel *differs* when any of its four channels
///   (premultiplied RGBA) is off by more than this. The default is 0: rendering is deterministic and
///   a golden is compared with a fresh render through the same PNG round trip, so any changed pixel
///   (#0969DA drawn as #0A69DA) fails unless a project or a golden opts in to more.
/// - `maxPixels`: how many differing pixels still pass.
/// - `maxRatio`: the same as a fraction (0...1) of the image's pixels.
///
/// - `perceptualThreshold`: when set, pixels the exact comparison finds are compared again perceptually
///   (`PerceptualComparison`: YIQ colour distance, anti-aliased edge pixels ignored, 0...1 as in
///   pixelmatch's `threshold`), and only those still different count.
///
/// With neither pixel limit set, no pixel may differ. With both, both must hold.
public struct Tolerance: Sendable, Hashable, CustomStringConvertible {
    /// Per-channel delta, in steps of 1/255, that still counts as equal.
    public var maxChannelDelta: Int
    /// Differing pixels allowed, or `nil` for no pixel-count allowance.
    public var maxPixels: Int?
    /// Differing pixels allowed as a fraction of all pixels, or `nil` for none.
    public var maxRatio: Double?
    /// The perceptual comparison's threshold (0...1), or `nil` for the exact comparison alone.
    public var perceptualThreshold: Double?

    /// A tolerance of these limits; the default is exact: no pixel may differ in any channel.
    public init(maxChannelDelta: Int = 0, maxPixels: Int? = nil, maxRatio: Double? = nil, perceptualThreshold: Double? = nil) {
        self.maxChannelDelta = maxChannelDelta
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
        self.perceptualThreshold = perceptualThreshold
    }

    /// Exact: no channel of any pixel may differ.
    public static let exact = Tolerance()

    /// Checks the units' ranges, so a typo such as `--max-ratio 5` is caught rather than passing all.
    package func validated() throws -> Tolerance {
        guard (0...255).contains(maxChannelDelta) else {
            throw SnapshotError.badTolerance("--max-delta must be a whole number of 1/255 steps from 0 to 255, not \(maxChannelDelta)")
        }
        if let maxPixels, maxPixels < 0 {
            throw SnapshotError.badTolerance("--max-pixels must be a whole number of pixels, 0 or more, not \(maxPixels)")
        }
        if let maxRatio, !(maxRatio.isFinite && (0...1).contains(maxRatio)) {
            throw SnapshotError.badTolerance("--max-ratio must be a fraction of the image's pixels from 0 to 1 (0.001 = 0.1%), not \(maxRatio)")
        }
        if let perceptualThreshold, !(perceptualThreshold.isFinite && (0...1).contains(perceptualThreshold)) {
            throw SnapshotError.badTolerance("--perceptual must be a threshold from 0 to 1 (0.1 is pixelmatch's default), not \(perceptualThreshold)")
        }
        return self
    }

    /// True when `differing` of `total` pixels is within the allowance.
    package func accepts(differing: Int, of total: Int) -> Bool {
        if differing == 0 { return true }
        if maxPixels == nil && maxRatio == nil { return false }
        if let maxPixels, differing > maxPixels { return false }
        if let maxRatio, total > 0, Double(differing) / Double(total) > maxRatio { return false }
        return true
    }

    /// `max-delta 0/255 per channel, max-pixels 0`: printed with every failure, so a reader knows the bar.
    public var description: String {
        var parts = ["max-delta \(maxChannelDelta)/255 per channel"]
        if let maxPixels { parts.append("max-pixels \(maxPixels)") }
        if let maxRatio { parts.append("max-ratio \(SnapshotFormat.number(maxRatio))") }
        if maxPixels == nil && maxRatio == nil { parts.append("max-pixels 0") }
        if let perceptualThreshold {
            parts.append("perceptual threshold \(SnapshotFormat.number(perceptualThreshold)) (anti-aliasing ignored)")
        }
        return parts.joined(separator: ", ")
    }
}
