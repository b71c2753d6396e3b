import SpecimenReports
import Foundation
@testable import SpecimenDiffing
import Testing

/// A golden's own tolerance and masks in the manifest, and the perceptual comparison beside the exact one.
@Suite struct GoldenComparisonTests {
    /// A recorded suite, its first subject, and the frame of a nested node in that subject's pixels.
    private func setUp() throws -> (GoldenSuite, GoldenSubject, NodeLocator.Entry, NodeLocator) {
        let suite = try Fixtures.recordedSuite()
        let subject = suite.subjects[0]
        let locator = try #require(try suite.render(subject).locator)
        let node = try #require(locator.entries.first { $0.depth > 0 && $0.right - $0.left >= 4 && $0.bottom - $0.top >= 4 })
        return (suite, subject, node, locator)
    }

    private func setCompare(_ compare: GoldenComparison?, of subject: GoldenSubject, in suite: GoldenSuite) throws {
        var manifest = try #require(try GoldenManifest.load(from: suite.manifestURL))
        manifest.entries[subject.relativePath]?.compare = compare
        try manifest.write(to: suite.manifestURL, durability: .none)
    }

    @Test func aMaskedNodeIsNotComparedAndTheFailureLineNamesTheMask() throws {
        let (suite, subject, node, _) = try setUp()
        let x = Int((node.left + node.right) / 2), y = Int((node.top + node.bottom) / 2)
        try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { $0[x, y] = PremultipliedColor(red: 9, green: 200, blue: 9, alpha: 255) }
        #expect(!suite.verify().passed)
        try setCompare(GoldenComparison(masks: [node.name]), of: subject, in: suite)
        #expect(suite.verify().passed, "\(suite.verify().failures.map(\.line))")
        // A change outside the mask still fails, and the line says what was masked.
        let box = PixelBox(node)
        let outside = try #require((0..<64).lazy.flatMap { y in (0..<64).lazy.map { (x: $0, y: y) } }.first { !box.contains(x: $0.x, y: $0.y) })
        try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { $0[outside.x, outside.y] = PremultipliedColor(red: 9, green: 200, blue: 9, alpha: 255) }
        let failure = try #require(suite.verify().failures.first)
        #expect(failure.differingPixels == 1)
        #expect(failure.line.hasSuffix("; masked: \(node.name)"))
    }

    @Test func aMaskNamingNoNodeIsAManifestFailureListingTheValidNames() throws {
        let (suite, subject, _, locator) = try setUp()
        try setCompare(GoldenComparison(masks: ["caretBlink"]), of: subject, in: suite)
        let failure = try #require(suite.verify().failures.first)
        #expect(failure.kind == .badManifest)
        #expect(failure.line.contains("masks 'caretBlink' for \(subject.relativePath), but its layout has no such node; valid: "))
        #expect(failure.line.contains(locator.entries[0].name))
    }

    @Test func aGoldensOwnToleranceReplacesTheCommandsAndSurvivesRerecording() throws {
        let (suite, subject, _, _) = try setUp()
        try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { $0[1, 1] = PremultipliedColor(red: 9, green: 200, blue: 9, alpha: 255) }
        try setCompare(GoldenComparison(maxPixels: 1), of: subject, in: suite)
        #expect(suite.verify().passed)
        try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { $0[2, 1] = PremultipliedColor(red: 9, green: 200, blue: 9, alpha: 255) }
        let failure = try #require(suite.verify().failures.first)
        #expect(failure.line.hasSuffix("tolerance max-delta 0/255 per channel, max-pixels 1"))
        _ = try suite.record()
        let entry = try #require(try GoldenManifest.load(from: suite.manifestURL)?.entries[subject.relativePath])
        #expect(entry.compare == GoldenComparison(maxPixels: 1))
        #expect(String(decoding: try Fixtures.bytes(suite.manifestURL), as: UTF8.self).contains("\"compare\": {\"maxPixels\": 1}"))
    }

    @Test func aBadCompareInTheManifestIsNamed() throws {
        let (suite, subject, _, _) = try setUp()
        try setCompare(GoldenComparison(perceptual: 4), of: subject, in: suite)
        let failure = try #require(suite.verify().failures.first)
        #expect(failure.kind == .badManifest)
        #expect(failure.line.contains("has a bad \"compare\": --perceptual must be a threshold from 0 to 1"))
    }

    /// Black | grey edge | white, three rows: the edge column is an anti-aliased blend between two flat sides.
    private func edge(_ grey: UInt8) throws -> Pixmap {
        var image = try Fixtures.pixmap(width: 7, height: 5, red: 0, green: 0, blue: 0)
        for y in 0..<5 {
            for x in 4..<7 { image[x, y] = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255) }
            image[3, y] = PremultipliedColor(red: grey, green: grey, blue: grey, alpha: 255)
        }
        return image
    }

    @Test func perceptuallyAMovedAntiAliasedEdgeAndAFaintShiftPassButARealChangeFails() throws {
        let expected = try edge(128)
        let perceptual = Tolerance(perceptualThreshold: 0.1)
        let moved = try edge(60)
        guard case .compared(let exact) = PixelComparison.compare(expected: expected, actual: moved, tolerance: .exact) else { Issue.record(); return }
        #expect(exact.differingPixels == 5)
        guard case .compared(let seen) = PixelComparison.compare(expected: expected, actual: moved, tolerance: perceptual) else { Issue.record(); return }
        #expect(seen.differingPixels == 0, "the edge column is anti-aliasing")
        // A faint colour shift in a flat area is below the threshold; a red dot is not.
        var faint = expected, red = expected
        faint[0, 2] = PremultipliedColor(red: 6, green: 6, blue: 6, alpha: 255)
        red[0, 2] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        guard case .compared(let faintSeen) = PixelComparison.compare(expected: expected, actual: faint, tolerance: perceptual),
            case .compared(let redSeen) = PixelComparison.compare(expected: expected, actual: red, tolerance: perceptual)
        else { Issue.record(); return }
        #expect(faintSeen.differingPixels == 0)
        #expect(redSeen.differingPixels == 1)
        #expect(perceptual.description.hasSuffix("perceptual threshold 0.1 (anti-aliasing ignored)"))
    }

    @Test func theDistanceIsPixelmatchsYIQScale() {
        let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        // Black against white is almost all brightness: 0.5053 x 255², below the largest distance of all.
        #expect(abs(PerceptualComparison.distance(black, white) - 0.5053 * 255 * 255) < 1)
        #expect(PerceptualComparison.distance(black, white) < PerceptualComparison.largestDistance)
        #expect(PerceptualComparison.distance(white, .clear) == 0, "transparent is white once composited on white")
    }
}
