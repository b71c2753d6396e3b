import Foundation
import SpecimenPNG
import Testing
import Specimen

/// The commands people run by hand, end to end through the binary: sheet, gallery, review, audit.
@Suite struct PeopleCommandsTests {
    @Test func sheetWritesOnePictureOfTheWholeSet() throws {
        let dir = try CLIRunner.temporaryDirectory()
        for ext in ["png", "svg"] {
            let out = dir.appendingPathComponent("stepper.\(ext)").path
            let result = try CLIRunner.run(["sheet", "Stepper", "--theme", "dark", "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: out))
        }
        let sheet = try PNGDecoder().decode(Array(try Data(contentsOf: dir.appendingPathComponent("stepper.png"))))
        // Three states of 107-123 pt wide side by side, plus labels: wider than any one variant.
        #expect(sheet.width > 3 * 123 && sheet.height > 36 + 44)
    }

    @Test func galleryOfOneSetLinksEveryVariant() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["gallery", "--set", "Stepper", "--out", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("stepper.html"), encoding: .utf8)
        for variant in try Catalogue.standard.set(named: "Stepper").variants {
            #expect(page.contains(XMLText.escaped(variant.name)), "\(variant.name)")
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("index.html").path))
    }

    @Test func reviewListsOnlyWhatABrandChangeTouches() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let tokens = dir.appendingPathComponent("brand.json")
        try Data(##"{"brand": {"base": {"$type": "color", "$value": "#FF0000"}}}"##.utf8).write(to: tokens)
        let out = dir.appendingPathComponent("review")
        let result = try CLIRunner.run(["review", "--tokens", tokens.path, "--set", "Stepper", "--set", "Composer", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        // The Stepper draws no brand colour; the typing Composer's Send does.
        #expect(report.contains("Composer"))
        #expect(!report.contains("Size=sm, State=Default"))
        #expect(report.contains("brand/base"))
    }

    @Test func auditReportsTheSpecsOwnWarnings() throws {
        let result = try CLIRunner.run(["audit", "--json", "--set", "Stepper", "--set", "Text Input"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let failing = findings.filter { $0["outcome"] as? String == "fail" }
        #expect(failing.contains { ($0["detail"] as? String ?? "").contains("#8E8E93 on #FFFFFF") && $0["measured"] as? Double == 3.26 })
        #expect(failing.contains { $0["set"] as? String == "Stepper" && ($0["variant"] as? String ?? "").contains("Size=sm") && $0["measured"] as? Double == 36 })
    }

    @Test(arguments: [
        (["sheet", "Stepr", "--out", "/tmp/specimen-never.png"], "valid sets"),
        (["gallery", "--set", "Nope", "--out", "/tmp/specimen-never-dir"], "valid sets"),
        (["review", "--out", "/tmp/specimen-never-dir"], "--tokens"),
        (["audit", "--set", "Nope"], "valid sets"),
    ])
    func badInputGetsOneLine(arguments: [String], fragment: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/specimen-never.png"))
    }
}
