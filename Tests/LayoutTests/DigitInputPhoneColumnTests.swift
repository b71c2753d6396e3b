import Testing
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout

/// Issue 25, item 9: at any text scale Digit Input stays within the 361 pt phone column (it was 436 pt
/// wide at 2.0 and 580 at 3.0). A cell grows with its digit's line and stops growing wider at
/// (361 - 3 x 12) / 4 = 81.25 pt; the gap stays 12 and the digit stays whole and centred in its cell.
@Suite struct DigitInputPhoneColumnTests {
    static let column = 361.0

    static let scales: [(scale: Double, width: Double, height: Double)] = [
        (0.8, 292, 64), (1.0, 292, 64), (1.3, 335.2, 74.8), (2.0, 361, 100), (2.5, 361, 118), (3.0, 361, 136),
    ]

    @Test(arguments: scales)
    func theCodeStaysWithinThePhoneColumn(scale: Double, width: Double, height: Double) throws {
        for variant in Fixtures.variants("Digit Input") {
            let configuration = try Catalogue.standard.configuration(set: "Digit Input", variant: variant)
            let tree = try Fixtures.engine().layout(configuration, environment: LayoutEnvironment(textScale: scale))
            #expect(tree.frame.width <= Self.column + 1e-9, "\(variant) at \(scale): \(tree.frame.width) pt wide")
            #expect(abs(tree.frame.width - width) < 1e-9 && abs(tree.frame.height - height) < 1e-9, "\(variant) at \(scale): \(tree.frame)")
            let cells = try (1...4).map { try Fixtures.node(tree, "cell\($0)") }
            for (left, right) in zip(cells, cells.dropFirst()) {
                #expect(abs(right.frame.minX - left.frame.maxX - 12) < 1e-9, "the 12 pt gap stays")
            }
            for (index, cell) in cells.enumerated() {
                guard let digit = tree.node(named: "digit\(index + 1)"), case .text(let run, _, _)? = digit.paints.first else { continue }
                #expect(!run.text.contains("…"), "a digit is never cut")
                #expect(cell.frame.contains(digit.frame), "\(variant) at \(scale): digit \(index + 1) \(digit.frame) leaves \(cell.frame)")
                #expect(abs(digit.frame.midX - cell.frame.midX) < 1e-9, "the digit stays centred")
            }
        }
    }
}
