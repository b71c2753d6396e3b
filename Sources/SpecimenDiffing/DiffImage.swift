/// The three-panel picture of a failure: expected | difference | actual, side by side.
///
/// The middle panel shows the expected image faded to a light grey, with each differing pixel in red
/// (stronger for larger deltas) and pixels that only one image has in magenta, so a size change shows
/// as a magenta band.
package enum DiffImage {
    /// Grey gap between panels, in device pixels.
    package static let gutter = 8

    /// The picture for two images of any sizes, each panel as large as the larger of them, in device pixels; pixels whose channels
    /// differ by at most `maxChannelDelta` (steps of 1/255) count as equal. `nil` when the canvas cannot be allocated.
    package static func threePanel(expected: Pixmap, actual: Pixmap, maxChannelDelta: Int = Tolerance.exact.maxChannelDelta) -> Pixmap? {
        let panelWidth = max(expected.width, actual.width)
        let panelHeight = max(expected.height, actual.height)
        guard var canvas = Pixmap(width: panelWidth * 3 + gutter * 2, height: panelHeight, fill: canvasColour),
            let difference = differencePanel(
                expected: expected, actual: actual, width: panelWidth, height: panelHeight,
                maxChannelDelta: maxChannelDelta)
        else { return nil }
        blit(expected, into: &canvas, atX: 0)
        blit(difference, into: &canvas, atX: panelWidth + gutter)
        blit(actual, into: &canvas, atX: (panelWidth + gutter) * 2)
        return canvas
    }

    /// The middle panel alone.
    package static func differencePanel(expected: Pixmap, actual: Pixmap, width: Int, height: Int, maxChannelDelta: Int) -> Pixmap? {
        guard var panel = Pixmap(width: width, height: height) else { return nil }
        for y in 0..<height {
            for x in 0..<width {
                let inExpected = x < expected.width && y < expected.height
                let inActual = x < actual.width && y < actual.height
                panel[x, y] = differencePixel(
                    expected: inExpected ? expected[x, y] : nil, actual: inActual ? actual[x, y] : nil,
                    maxChannelDelta: maxChannelDelta)
            }
        }
        return panel
    }

    /// The middle panel's pixel for a pixel of each image (`nil` where that image has none); the
    /// whole-image panel above and the streamed `specimen diff` (`StreamedComparison`) both draw with it.
    static func differencePixel(expected e: PremultipliedColor?, actual a: PremultipliedColor?, maxChannelDelta: Int) -> PremultipliedColor {
        guard let e, let a else { return (e != nil || a != nil) ? magenta : .clear }
        let delta = max(
            abs(Int(e.red) - Int(a.red)), abs(Int(e.green) - Int(a.green)),
            abs(Int(e.blue) - Int(a.blue)), abs(Int(e.alpha) - Int(a.alpha)))
        guard delta > maxChannelDelta else { return faded(e) }
        // At least half strength, so a 1-step change is still visible at a glance.
        let strength = UInt8(min(255, 128 + delta / 2))
        return PremultipliedColor(red: 255, green: 255 - strength, blue: 255 - strength, alpha: 255)
    }

    /// A pixel only one image has: a size change shows as a magenta band.
    static let magenta = PremultipliedColor(red: 255, green: 0, blue: 255, alpha: 255)

    /// The grey around and between the panels.
    static let canvasColour = PremultipliedColor(red: 0x9E, green: 0x9E, blue: 0x9E, alpha: 255)

    /// The colour composited on white and pulled most of the way to white, as context.
    private static func faded(_ colour: PremultipliedColor) -> PremultipliedColor {
        let inverseAlpha = 255 - Int(colour.alpha)
        func channel(_ premultiplied: UInt8) -> UInt8 {
            let onWhite = Int(premultiplied) + inverseAlpha
            let grey = 255 - (255 - onWhite) / 4
            return UInt8(min(255, grey))
        }
        let luminance = (Int(channel(colour.red)) * 3 + Int(channel(colour.green)) * 6 + Int(channel(colour.blue))) / 10
        let g = UInt8(luminance)
        return PremultipliedColor(red: g, green: g, blue: g, alpha: 255)
    }

    private static func blit(_ source: Pixmap, into canvas: inout Pixmap, atX left: Int) {
        for y in 0..<min(source.height, canvas.height) {
            let from = y * source.width * 4
            let to = (y * canvas.width + left) * 4
            let count = min(source.width, canvas.width - left) * 4
            guard count > 0 else { continue }
            canvas.data.replaceSubrange(to..<to + count, with: source.data[from..<from + count])
        }
    }
}
