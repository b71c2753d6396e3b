import Foundation
import SpecimenFigma
import Testing

/// Specimen's auto layout against Figma's own boxes on real files no one here wrote. Each row's floors
/// are what the file measures today (the README's table); a change to the engine or the mapping that
/// loses a node fails here, and so does a file that stops being checked (the node-count floors).
@Suite struct FigmaAgreementTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let file: String
        /// Auto-layout nodes checked, at least.
        let autoLayoutNodes: Int
        /// Share within 0.5 pt, at least.
        let agreement: Double
        /// Texts measured by Specimen's text engine, at least (all of them must agree).
        let measuredTexts: Int
        /// Auto-layout nodes whose size the engine decided (hug, fill, measured), at least.
        let sizedByEngine: Int
        var testDescription: String { file }
    }

    static let rows: [Row] = [
        Row(file: "piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json", autoLayoutNodes: 70, agreement: 1, measuredTexts: 0, sizedByEngine: 30),
        Row(file: "piglovesyou-fig/QAIja81RKgYhQnIIJ0h9PJ.file.json", autoLayoutNodes: 48, agreement: 1, measuredTexts: 0, sizedByEngine: 28),
        Row(file: "piglovesyou-fig/MhB9ljAxaGlIk1IttXa09f.file.json", autoLayoutNodes: 12, agreement: 1, measuredTexts: 0, sizedByEngine: 6),
        Row(file: "unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json", autoLayoutNodes: 9, agreement: 1, measuredTexts: 0, sizedByEngine: 1),
        Row(file: "grida/radix-icons.trimmed.json", autoLayoutNodes: 88, agreement: 1, measuredTexts: 3, sizedByEngine: 3),
    ]

    @Test(arguments: rows) func agreementFloor(_ row: Row) throws {
        let report = try FigmaFixtures.report(row.file)
        let nodes = report.autoLayoutNodes
        #expect(nodes.count >= row.autoLayoutNodes)
        #expect(nodes.filter { $0.sizedByEngine && $0.agrees }.count >= row.sizedByEngine)
        #expect(report.agreement >= row.agreement, "\(report.text)")
        #expect(report.agreement >= 0.99)
        let measured = report.roots.flatMap(\.nodes).filter { $0.textSizing == .measured }
        #expect(measured.count >= row.measuredTexts)
        #expect(measured.allSatisfy { $0.agrees }, "\(measured.filter { !$0.agrees }.map(\.name))")
        // Every miss, of any node, has a class.
        #expect(report.roots.flatMap(\.nodes).allSatisfy { $0.miss != .unexplained })
    }

    /// The check is not circular: moving Figma's gaps by 3 pt (while its boxes stay where Figma put
    /// them) makes the engine disagree, node by node.
    @Test(arguments: [
        ("grida/radix-icons.trimmed.json", "\"itemSpacing\":20.0", "\"itemSpacing\":23.0"),
        ("grida/radix-icons.trimmed.json", "\"counterAxisSpacing\":20.0", "\"counterAxisSpacing\":23.0"),
        ("piglovesyou-fig/QAIja81RKgYhQnIIJ0h9PJ.file.json", "\"itemSpacing\": 10,", "\"itemSpacing\": 13,"),
    ])
    func editedLayoutDisagrees(_ file: String, _ old: String, _ new: String) throws {
        let honest = try FigmaFixtures.report(file)
        let edited = try FigmaFixtures.report(file, replacing: old, with: new)
        #expect(edited.autoLayoutNodes.count == honest.autoLayoutNodes.count)
        #expect(edited.agreement < honest.agreement - 0.2, "\(edited.agreement)")
        #expect(edited.missesByClass.contains { $0.0 == .unexplained })
    }

    /// The Inter labels of the Radix file are measured, not copied: Figma's boxes are the shaped
    /// advances rounded up to whole points.
    @Test func interLabelsAreMeasured() throws {
        let report = try FigmaFixtures.report("grida/radix-icons.trimmed.json")
        let labels = report.roots.flatMap(\.nodes).filter { $0.textSizing == .measured }
        #expect(Set(labels.map(\.name)) == ["Abstract", "Alignment", "Music"])
        #expect(labels.map(\.actual.size.width).sorted() == [32, 46, 54])
        #expect(labels.allSatisfy { $0.actual.size.height == 20 })
    }

    /// The icons' 53 rotated shapes are compared by their turned frame's bounding box, as Figma's
    /// absoluteBoundingBox is: the 12.95 x 11 shape turned a quarter is 11 x 12.95, and every node agrees
    /// (compared unturned, the shapes that are not square were the file's only misses).
    @Test func rotatedShapesAreComparedTurned() throws {
        let report = try FigmaFixtures.report("grida/radix-icons.trimmed.json")
        let nodes = report.roots.flatMap(\.nodes)
        #expect(nodes.filter { !$0.agrees }.map(\.id) == [])
        let shape = try #require(nodes.first { $0.id == "2001:4386" })
        #expect(abs(shape.actual.size.width - 11) < 0.01 && abs(shape.actual.size.height - 12.95) < 0.01)
    }

    /// The text and JSON reports say the same numbers.
    @Test func reportsAgree() throws {
        let report = try FigmaFixtures.report("piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json")
        let within = report.autoLayoutNodes.filter(\.agrees).count
        #expect(report.text.contains("total: \(within)/\(report.autoLayoutNodes.count) auto-layout nodes within 0.5 pt"))
        let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        #expect(json?["autoLayoutNodes"] as? Int == report.autoLayoutNodes.count)
        #expect(json?["autoLayoutWithin"] as? Int == within)
        #expect((json?["roots"] as? [Any])?.count == report.roots.count)
        #expect((json?["textFromFigma"] as? [String: Int])?["Roboto"] == 46)
    }
}
