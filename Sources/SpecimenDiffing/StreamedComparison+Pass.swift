import SpecimenPNG

extension StreamedComparison {
    /// One pass over both files: rows in, the difference image's rows out, deltas into the regions.
    struct Pass {
        let expected: Input
        let actual: Input
        let tolerance: Tolerance
        /// The panel size: the larger of each side.
        let width: Int
        let height: Int
        let sameSize: Bool
        private var regions: RegionStream
        private var differing = 0
        /// The last rows read (at most five, for the perceptual filter's neighbourhood) and their exact deltas.
        private var expectedRows: [[UInt8]] = []
        private var actualRows: [[UInt8]] = []
        private var deltaRows: [[UInt8]] = []
        /// The index of `expectedRows[0]`, and the next row the perceptual filter settles.
        private var firstRow = 0
        private var nextToSettle = 0

        init(expected: Input, actual: Input, tolerance: Tolerance, listedRegions: Int) {
            self.expected = expected
            self.actual = actual
            self.tolerance = tolerance
            width = max(expected.reader.width, actual.reader.width)
            height = max(expected.reader.height, actual.reader.height)
            sameSize = expected.reader.width == actual.reader.width && expected.reader.height == actual.reader.height
            regions = RegionStream(width: width, kept: listedRegions)
        }

        /// Whether `PNGEncoder` would write the three-panel picture with alpha: some input pixel is not
        /// opaque, or the sizes cross so that a corner of the middle panel lies in neither image (clear).
        func differenceImageHasAlpha() -> Bool {
            let (e, a) = (expected.reader, actual.reader)
            if (e.width < width && a.height < height) || (e.height < height && a.width < width) { return true }
            return (e.mayHaveAlpha && hasNonOpaquePixel(expected.source)) || (a.mayHaveAlpha && hasNonOpaquePixel(actual.source))
        }

        var outcome: Outcome {
            guard sameSize else {
                return .sizeMismatch(
                    expected: PixelSize(width: expected.reader.width, height: expected.reader.height),
                    actual: PixelSize(width: actual.reader.width, height: actual.reader.height))
            }
            var grouping = regions
            let (listed, count) = grouping.finish()
            return .compared(Difference(width: width, height: height, differingPixels: differing, regions: listed, regionCount: count))
        }

        mutating func run(writer: PNGRowWriter?) throws {
            var rowE: [UInt8] = [], rowA: [UInt8] = []
            var panelRow = [UInt8](repeating: 0, count: (writer?.width ?? 0) * 4)
            let grey = DiffImage.canvasColour
            let greyRow = (0..<(writer?.width ?? 0)).flatMap { _ in [grey.red, grey.green, grey.blue, grey.alpha] }
            for y in 0..<height {
                let hasE = y < expected.reader.height, hasA = y < actual.reader.height
                if hasE { try expected.readRow(into: &rowE) }
                if hasA { try actual.readRow(into: &rowA) }
                if let writer {
                    fillPanels(&panelRow, greyRow: greyRow, expected: hasE ? rowE : nil, actual: hasA ? rowA : nil)
                    try writer.write(row: panelRow)
                }
                if sameSize { compare(rowE, rowA, y: y) }
            }
            try expected.finish()
            try actual.finish()
            if sameSize && tolerance.perceptualThreshold != nil { while nextToSettle < height { settle() } }
        }

        /// One row of expected | difference | actual, premultiplied, as `DiffImage.threePanel` draws it:
        /// grey, the two images' rows copied in, and the middle panel pixel by pixel (remembering the last
        /// pair, since flat pictures repeat them).
        private func fillPanels(_ row: inout [UInt8], greyRow: [UInt8], expected e: [UInt8]?, actual a: [UInt8]?) {
            let (widthE, widthA) = (e == nil ? 0 : expected.reader.width, a == nil ? 0 : actual.reader.width)
            let threshold = tolerance.maxChannelDelta
            let middle = (width + DiffImage.gutter) * 4, right = (width + DiffImage.gutter) * 8
            row.withUnsafeMutableBytes { out in
                greyRow.withUnsafeBytes { out.copyMemory(from: $0) }
                e?.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: out[0..<widthE * 4]).copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[0..<widthE * 4])) }
                a?.withUnsafeBytes {
                    UnsafeMutableRawBufferPointer(rebasing: out[right..<right + widthA * 4]).copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[0..<widthA * 4]))
                }
                let none = [UInt8](repeating: 0, count: 4)
                (e ?? none).withUnsafeBytes { e in
                    (a ?? none).withUnsafeBytes { a in
                        var last: (UInt32, UInt32, PremultipliedColor)?
                        for x in 0..<width {
                            let inE = x < widthE, inA = x < widthA
                            let colour: PremultipliedColor
                            if inE && inA {
                                let pe = e.load(fromByteOffset: x * 4, as: UInt32.self), pa = a.load(fromByteOffset: x * 4, as: UInt32.self)
                                if let last, last.0 == pe, last.1 == pa {
                                    colour = last.2
                                } else {
                                    colour = DiffImage.differencePixel(expected: Self.pixel(e, x), actual: Self.pixel(a, x), maxChannelDelta: threshold)
                                    last = (pe, pa, colour)
                                }
                            } else {
                                colour = DiffImage.differencePixel(
                                    expected: inE ? Self.pixel(e, x) : nil, actual: inA ? Self.pixel(a, x) : nil,
                                    maxChannelDelta: threshold)
                            }
                            let i = middle + x * 4
                            out[i] = colour.red; out[i + 1] = colour.green; out[i + 2] = colour.blue; out[i + 3] = colour.alpha
                        }
                    }
                }
            }
        }

        private static func pixel(_ bytes: UnsafeRawBufferPointer, _ x: Int) -> PremultipliedColor {
            PremultipliedColor(red: bytes[x * 4], green: bytes[x * 4 + 1], blue: bytes[x * 4 + 2], alpha: bytes[x * 4 + 3])
        }

        /// The exact deltas of row `y`; with a perceptual threshold, row y - 2 is settled once row y is in.
        private mutating func compare(_ e: [UInt8], _ a: [UInt8], y: Int) {
            var deltas = [UInt8](repeating: 0, count: width)
            // Equal rows (the common case) need no per-pixel look.
            let count =
                PixelComparison.bytesEqual(e, a)
                ? 0
                : PixelComparison.channelDeltas(e, a, into: &deltas, threshold: max(0, tolerance.maxChannelDelta)).differing
            guard tolerance.perceptualThreshold != nil else {
                hand(deltas, count: count, y: y)
                return
            }
            expectedRows.append(e)
            actualRows.append(a)
            deltaRows.append(deltas)
            if y == nextToSettle + 2 { settle() }
        }

        /// The perceptual filter on row `nextToSettle`, whose neighbours two rows down (or the last row)
        /// have been read; the buffered rows are then exactly its neighbourhood, clipped as the image is.
        private mutating func settle() {
            let index = nextToSettle - firstRow
            var deltas = deltaRows[index]
            var count = deltas.reduce(0) { $0 + ($1 != 0 ? 1 : 0) }
            if count > 0, let threshold = tolerance.perceptualThreshold,
                let window = Pixmap(width: width, height: expectedRows.count, premultipliedRGBA: Array(expectedRows.joined())),
                let other = Pixmap(width: width, height: actualRows.count, premultipliedRGBA: Array(actualRows.joined()))
            {
                let limit = PerceptualComparison.largestDistance * threshold * threshold
                for x in 0..<width
                where deltas[x] != 0
                    && !PerceptualComparison.isVisible(expected: window, actual: other, x: x, y: index, limit: limit)
                {
                    deltas[x] = 0
                    count -= 1
                }
            }
            hand(deltas, count: count, y: nextToSettle)
            nextToSettle += 1
            // Rows more than two above the next row to settle are no one's neighbours any more.
            while firstRow < nextToSettle - 2 {
                expectedRows.removeFirst()
                actualRows.removeFirst()
                deltaRows.removeFirst()
                firstRow += 1
            }
        }

        private mutating func hand(_ deltas: [UInt8], count: Int, y: Int) {
            differing += count
            regions.add(row: count > 0 ? deltas : nil, y: y)
        }
    }
}
