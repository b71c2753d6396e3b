import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SpecimenReports
import Testing
import SpecimenPNG

@Suite struct ReportTests {
    /// Counts `<testcase>` and `<failure>` elements and reads the root's attributes.
    private final class JUnitCounter: NSObject, XMLParserDelegate {
        var testcases = 0
        var failures = 0
        var rootAttributes: [String: String] = [:]
        var failureMessages: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch elementName {
            case "testsuites": rootAttributes = attributes
            case "testcase": testcases += 1
            case "failure": failures += 1; failureMessages.append(attributes["message"] ?? "")
            default: break
            }
        }
    }

    @Test func theReportHoldsParseableJUnitHTMLAndThreePanelImages() throws {
        let suite = try Fixtures.recordedSuite()
        let changed = suite.subjects[0]
        try Fixtures.alter(suite.url(of: changed), scale: changed.scale) { $0[2, 2] = PremultipliedColor(red: 255, green: 0, blue: 255, alpha: 255) }
        try FileManager.default.removeItem(at: suite.url(of: suite.subjects[3]))
        let result = suite.verify()
        #expect(result.failures.count == 2)

        let folder = try Fixtures.temporaryFolder().appendingPathComponent("report", isDirectory: true)
        try ReportWriter(directory: folder).write(result, snapshots: suite.directory)

        let junit = try Fixtures.bytes(folder.appendingPathComponent("junit.xml"))
        let parser = XMLParser(data: Data(junit))
        let counter = JUnitCounter()
        parser.delegate = counter
        #expect(parser.parse(), "junit.xml must be well-formed: \(String(describing: parser.parserError))")
        #expect(counter.testcases == 4)
        #expect(counter.failures == 2)
        #expect(counter.rootAttributes["tests"] == "4")
        #expect(counter.rootAttributes["failures"] == "2")
        #expect(counter.failureMessages.contains { $0.hasPrefix(changed.name + ": pixels changed: 1 px") })

        let html = try #require(String(bytes: try Fixtures.bytes(folder.appendingPathComponent("index.html")), encoding: .utf8))
        #expect(html.contains(changed.name))
        #expect(html.contains("type=\"range\"") && html.contains("<script>"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the report must work offline")

        let images = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path).sorted()
        #expect(images.count == 3, "the changed golden has expected, actual and diff; the missing one has no pixels to show")
        let diffName = try #require(images.first { $0.hasSuffix("-diff.png") })
        #expect(html.contains("images/" + diffName))
        let panel = try PNGDecoder().decode(Fixtures.bytes(folder.appendingPathComponent("images/" + diffName)))
        let rendered = try suite.render(changed).pixmap
        #expect(panel.width == rendered.width * 3 + DiffImage.gutter * 2)
        #expect(panel.height == rendered.height)
        // The difference panel marks the changed pixel in red.
        let marked = panel.color(x: rendered.width + DiffImage.gutter + 2, y: 2)
        #expect(marked.red == 255 && marked.green < 128 && marked.blue < 128)
    }

    @Test func theReportMayNotBeWrittenInsideSnapshots() throws {
        let suite = try Fixtures.recordedSuite()
        let inside = suite.directory.appendingPathComponent("report", isDirectory: true)
        #expect(throws: SnapshotError.self) { try ReportWriter(directory: inside).write(suite.verify(), snapshots: suite.directory) }
        #expect(!FileManager.default.fileExists(atPath: inside.path))
    }
}
