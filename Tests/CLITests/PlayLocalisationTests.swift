import Foundation
import Testing

/// `specimen play` with `--locale`, `--direction` and `--text-scale`: every state is laid out for them.
@Suite struct PlayLocalisationTests {
    /// The x of a node in the first `--layout` line.
    static func x(of name: String, in line: Substring) throws -> Double {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        func find(_ nodes: [[String: Any]]) -> Double? {
            for node in nodes {
                if node["name"] as? String == name, let frame = node["frame"] as? [String: Double] { return frame["x"] }
                if let found = find(node["children"] as? [[String: Any]] ?? []) { return found }
            }
            return nil
        }
        return try #require(find(object["nodes"] as? [[String: Any]] ?? []))
    }

    @Test(arguments: [
        ([String](), false), (["--direction", "rtl"], true), (["--locale", "ar"], true), (["--locale", "ar", "--direction", "ltr"], false),
    ])
    func rightToLeftPutsIncrementOnTheLeftInEveryState(flags: [String], mirrored: Bool) throws {
        let result = try CLIRunner.run(["play", "Stepper", "--events", "press increment; press increment", "--layout"] + flags)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        for line in lines {
            #expect(try (Self.x(of: "increment", in: line) < Self.x(of: "decrement", in: line)) == mirrored)
        }
    }

    @Test func textScaleAndPseudoLocaleChangeEveryFrame() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let events = ["--events", "focus; type \"Hi\"", "--scale", "2"]
        for (name, flags) in [("plain", [String]()), ("large", ["--text-scale", "2"]), ("xa", ["--locale", "en-XA"])] {
            let result = try CLIRunner.run(["play", "Text Input"] + events + flags + ["--out", dir.appendingPathComponent(name).path + "/"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        for frame in ["frame-00.png", "frame-02.png"] {
            let plain = try Data(contentsOf: dir.appendingPathComponent("plain/\(frame)"))
            let large = try Data(contentsOf: dir.appendingPathComponent("large/\(frame)"))
            let xa = try Data(contentsOf: dir.appendingPathComponent("xa/\(frame)"))
            // PNG height: bytes 20-23 of the IHDR chunk.
            func height(_ png: Data) -> Int { png[20..<24].reduce(0) { $0 << 8 | Int($1) } }
            #expect(height(large) > height(plain), "\(frame): text scale 2 grows the field")
            #expect(xa != plain, "\(frame): en-XA draws the label and hint longer")
        }
    }

    @Test func aBadTextScaleIsBadUsage() throws {
        let result = try CLIRunner.run(["play", "Stepper", "--events", "press increment", "--layout", "--text-scale", "9"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("text scale") || result.stderr.contains("text-scale"), "\(result.stderr)")
    }
}
