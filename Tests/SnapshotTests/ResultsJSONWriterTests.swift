import SpecimenReports
import Foundation
import Testing
@testable import SpecimenReports

/// `results.json` is written by `JSONWriter`, and must keep the bytes `JSONEncoder` wrote before; and
/// what it writes reads back as the same document, through `JSONDecoder` and through `load`.
@Suite struct ResultsJSONWriterTests {
    static func encoderBytes(_ document: VerificationDocument) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(document)) + [10]
    }

    static func result(
        _ name: String, passed: Bool, regions: [VerificationDocument.Region] = [], images: VerificationDocument.Images? = nil,
        set: String? = "Text Input", scale: Double? = 2, seconds: Double = 0.012, message: String = "matched",
        rerecord: String? = nil
    ) -> VerificationDocument.Result {
        VerificationDocument.Result(
            name: name, file: name + ".png", set: set, variant: set == nil ? nil : "Type=Default, State=Error",
            theme: set == nil ? nil : "dark", scale: scale, status: passed ? "matched" : "pixels changed",
            passed: passed, changedPixels: passed ? 0 : 12, regions: regions, images: images,
            seconds: seconds, message: message, rerecord: rerecord)
    }

    static let documents: [VerificationDocument] = [
        VerificationDocument(shards: ["1/1"], filter: [], tolerance: "exact", seconds: 0, results: [], rerecord: nil),
        VerificationDocument(
            shards: ["1/1"], filter: ["*/light@*", "*/dark@*"], tolerance: "exact", seconds: 1.234,
            results: [result("A/x light@2x", passed: true), result("B/y dark@1.5x", passed: true, scale: 1.5, seconds: 0.7)],
            rerecord: nil),
        VerificationDocument(
            shards: ["1/4", "2/4"], filter: ["Text Input/*"], tolerance: "max delta 2, max pixels 40", seconds: 12,
            results: [
                result(
                    "A/x light@2x", passed: false,
                    regions: [
                        VerificationDocument.Region(node: "field/rule", x: 0, y: 110, width: 680, height: 2, pixels: 1360, maxDelta: 255),
                        VerificationDocument.Region(node: "\u{65E5}\u{672C} \"quoted\" \\ / tab\there", x: -1, y: 0, width: 1, height: 1, pixels: 1, maxDelta: 1),
                    ],
                    images: VerificationDocument.Images(
                        golden: "Snapshots/A/x/light@2x.png", expected: "images/001-a-expected.png",
                        actual: "images/001-a-actual.png", diff: "images/001-a-diff.png"),
                    seconds: 0.001, message: "A/x light@2x: 12 pixels changed\nline two\u{1}\u{7F}",
                    rerecord: "specimen snapshot record --filter 'A/x/light@2x.png'"),
                result(
                    "manifest.json", passed: false, images: VerificationDocument.Images(golden: "Snapshots/manifest.json"),
                    set: nil, scale: nil, message: "bad manifest: \u{8}\u{C}\r"),
                result("C/z light@3x", passed: true, scale: 3, seconds: 123.456),
            ],
            rerecord: "specimen snapshot record --filter 'A/x/light@2x.png'"),
    ]

    @Test(arguments: documents.indices)
    func writesTheBytesJSONEncoderWrites(_ index: Int) throws {
        let document = Self.documents[index]
        let written = try document.encoded()
        let expected = try Self.encoderBytes(document)
        #expect(written == expected, "\(String(decoding: written, as: UTF8.self))\n---\n\(String(decoding: expected, as: UTF8.self))")
        #expect(try JSONDecoder().decode(VerificationDocument.self, from: Data(written)) == document)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(written).write(to: file)
        #expect(try VerificationDocument.load(from: file) == document)
    }

    @Test func aResultsFileThatIsNotOneNamesWhatIsWrong() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let cases = [
            ("{\n\"format\": 1,\n", "not a Specimen results.json (invalid JSON: an object is not closed with '}' (line 3, column 1))"),
            (#"{"format": 1, "specimen": "x", "shards": [], "filter": [], "tolerance": "exact", "results": []}"#, "not a Specimen results.json (missing key 'totals')"),
            (#"{"format": 1, "specimen": "x", "shards": [1], "filter": [], "tolerance": "exact", "results": []}"#, "not a Specimen results.json (wrong type at shards.0)"),
        ]
        for (text, reason) in cases {
            try Data(text.utf8).write(to: file)
            let error = #expect(throws: SnapshotError.self) { try VerificationDocument.load(from: file) }
            #expect(error.map { "\($0)" }?.contains(reason) == true, "\(error.map { "\($0)" } ?? "")")
        }
    }
}
