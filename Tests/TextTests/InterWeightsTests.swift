import SpecimenTokens
import Testing

@testable import SpecimenText

/// Inter's whole upright family ships: every weight draws with its own face, heavier is wider, and the
/// six weights beyond the spec's three open only when a style asks for them.
@Suite struct InterWeightsTests {
    @Test func everyWeightDrawsWithItsOwnFace() throws {
        let engine = try TextEngine.shared()
        var widths: [Int: Double] = [:]
        for weight in FontWeight.allCases {
            let run = engine.shape("Button", style: TextStyle(name: "t", size: 16, lineHeight: 24, weight: weight))
            let tag = "inter-" + weight.rawValue.lowercased().replacingOccurrences(of: " ", with: "")
            #expect(run.glyphs.allSatisfy { $0.font == tag }, "\(weight): \(run.glyphs.map(\.font))")
            widths[weight.numericWeight] = run.width
        }
        let ordered = widths.sorted { $0.key < $1.key }.map(\.value)
        #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0 < $1 }, "heavier is wider: \(widths.sorted { $0.key < $1.key })")
    }

    @Test(arguments: [(100.0, FontWeight.thin), (700, .bold), (900, .black), (650, .semiBold), (450, .regular), (1000, .black)])
    func theNearestWeightIsDrawn(requested: Double, drawn: FontWeight) {
        #expect(FontWeight.nearest(requested) == drawn)
    }
}
