import SpecimenSnapshot
import Testing

@Suite struct PixelComparisonTests {
    @Test func identicalImagesHaveNoDifference() throws {
        let a = try Fixtures.pixmap(width: 8, height: 4)
        let result = PixelComparison.compare(expected: a, actual: a)
        #expect(result.isIdentical)
    }

    /// The default is exact: a one-step change differs (rendering is deterministic); a tolerance of one
    /// step lets it pass, and two steps still differ.
    @Test func aOneStepChangeDiffersByDefaultAndIsWithinAOneStepTolerance() throws {
        let a = try Fixtures.pixmap(width: 8, height: 4)
        var b = a
        b[3, 2] = PremultipliedColor(red: 201, green: 100, blue: 50, alpha: 255)
        guard case .compared(let oneStep) = PixelComparison.compare(expected: a, actual: b) else {
            Issue.record("same-sized images must be compared"); return
        }
        #expect(oneStep.differingPixels == 1 && oneStep.largestDelta == 1)
        #expect(PixelComparison.compare(expected: a, actual: b, tolerance: Tolerance(maxChannelDelta: 1)).isIdentical)
        b[3, 2] = PremultipliedColor(red: 202, green: 100, blue: 50, alpha: 255)
        guard case .compared(let difference) = PixelComparison.compare(expected: a, actual: b) else {
            Issue.record("same-sized images must be compared"); return
        }
        #expect(difference.differingPixels == 1)
        #expect(difference.largestDelta == 2)
        #expect(difference.differs(x: 3, y: 2))
        #expect(!difference.differs(x: 2, y: 2))
    }

    @Test func differentSizesAreReportedNotCompared() throws {
        let a = try Fixtures.pixmap(width: 8, height: 4)
        let b = try Fixtures.pixmap(width: 8, height: 5)
        guard case .sizeMismatch(let expected, let actual) = PixelComparison.compare(expected: a, actual: b) else {
            Issue.record("a size change must not be compared pixel by pixel"); return
        }
        #expect(expected == PixelSize(width: 8, height: 4))
        #expect(actual.description == "8x5 px")
    }

    /// (channel delta, --max-delta, --max-pixels, --max-ratio, passes) for 3 changed pixels of 100.
    @Test(
        arguments: [
            (10, nil, nil, nil, false),  // exact: 3 px differ
            (10, "10", nil, nil, true),  // delta 10 is within 10/255
            (10, "9", nil, nil, false),
            (10, nil, "3", nil, true),  // 3 px allowed
            (10, nil, "2", nil, false),
            (10, nil, nil, "0.03", true),  // 3% of 100 px
            (10, nil, nil, "0.029", false),
            (10, nil, "3", "0.02", false),  // both limits must hold
        ] as [(Int, String?, String?, String?, Bool)])
    func toleranceFlagsHaveUnits(delta: Int, maxDelta: String?, maxPixels: String?, maxRatio: String?, passes: Bool) throws {
        let a = try Fixtures.pixmap(width: 10, height: 10)
        var b = a
        for x in 0..<3 { b[x, 0] = PremultipliedColor(red: UInt8(200 + delta), green: 100, blue: 50, alpha: 255) }
        let tolerance = try Tolerance.parsing(maxDelta: maxDelta, maxPixels: maxPixels, maxRatio: maxRatio)
        guard case .compared(let difference) = PixelComparison.compare(expected: a, actual: b, maxChannelDelta: tolerance.maxChannelDelta) else {
            Issue.record("same size"); return
        }
        #expect(tolerance.accepts(differing: difference.differingPixels, of: difference.totalPixels) == passes)
    }

    @Test(
        arguments: [("-1", nil, nil), ("256", nil, nil), (nil, "-5", nil), (nil, "lots", nil), (nil, nil, "1.5"), (nil, nil, "abc")]
            as [(String?, String?, String?)])
    func badToleranceIsAnErrorNamingTheOption(maxDelta: String?, maxPixels: String?, maxRatio: String?) {
        #expect(throws: SnapshotError.self) {
            _ = try Tolerance.parsing(maxDelta: maxDelta, maxPixels: maxPixels, maxRatio: maxRatio)
        }
    }

    @Test func toleranceDescriptionStatesUnits() throws {
        #expect(Tolerance.exact.description == "max-delta 0/255 per channel, max-pixels 0")
        let loose = try Tolerance.parsing(maxDelta: "4", maxPixels: "10", maxRatio: "0.001")
        #expect(loose.description == "max-delta 4/255 per channel, max-pixels 10, max-ratio 0.001")
    }
}
