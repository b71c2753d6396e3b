import Foundation
import SpecimenFiles
import Testing
@testable import Specimen

/// `specimen batch`: many renders in one process give the bytes single renders give, and a bad line
/// is named by number without stopping the rest.
@Suite struct BatchTests {
    /// Every sixth variant (all sets are covered), in both themes, PNG and SVG at 1x and 2x.
    static func sampleJobs(in folder: URL) -> [(line: String, configuration: ComponentConfiguration, options: RenderOptions, format: OutputFormat, out: String)] {
        let configurations = Catalogue.standard.allConfigurations.enumerated().filter { $0.offset % 6 == 0 }.map(\.element)
        var jobs: [(String, ComponentConfiguration, RenderOptions, OutputFormat, String)] = []
        for (i, configuration) in configurations.enumerated() {
            let mode: ThemeMode = i % 2 == 0 ? .light : .dark
            let scale = i % 3 == 0 ? 2.0 : 1.0
            let format: OutputFormat = i % 4 == 3 ? .svg : .png
            let out = folder.appendingPathComponent("\(i).\(format.rawValue)").path
            let object: [String: Any] = [
                "set": configuration.set.name, "variant": configuration.variant.name,
                "theme": mode.rawValue, "scale": scale, "out": out,
            ]
            let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            jobs.append((String(decoding: data, as: UTF8.self), configuration, RenderOptions(theme: mode, scale: scale), format, out))
        }
        return jobs.map { (line: $0.0, configuration: $0.1, options: $0.2, format: $0.3, out: $0.4) }
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: [1, 2, 3])
    func batchBytesEqualSingleUncachedRenders(workers: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = Self.sampleJobs(in: folder)
        let outcome = RenderBatch(renderer: try Renderer.standard()).run(jobs.map(\.line).joined(separator: "\n"), workers: workers)
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        #expect(outcome.written == jobs.count)
        for job in jobs {
            // A new renderer per picture: nothing cached from any other render.
            let single = try Renderer.standard().render(job.configuration, options: job.options, format: job.format)
            let written = Array(try Data(contentsOf: URL(fileURLWithPath: job.out)))
            #expect(written == single, "\(job.line)")
        }
    }

    /// A batch makes what it can make again: by default it flushes nothing (no `fsync` a file, which
    /// on a real disk cost it two thirds of its time); asked (`--durable`), each file is flushed, file
    /// and folder, and the counter sees every one of those flushes.
    @Test func aBatchPaysNoFlushUnlessAsked() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = Self.sampleJobs(in: folder)
        let text = jobs.map(\.line).joined(separator: "\n")
        let plain = RenderBatch(renderer: try Renderer.standard())
        #expect(plain.outputPolicy.durability.flushes == false)
        #expect(plain.run(text, workers: 2).written == jobs.count)

        let syncer = FileSyncer()
        var durable = RenderBatch(renderer: try Renderer.standard())
        durable.outputPolicy.durability = .flushed(by: syncer)
        #expect(durable.run(text, workers: 2).written == jobs.count)
        #expect(syncer.count == 2 * jobs.count)
    }

    @Test func aBadLineIsNamedAndTheOthersStillRender() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.png").path
        let text = """
            {"set": "Stepper", "out": "\(folder.path)/a.png", "scale": "2"}

            {"set": "Stepper", "variant": "Size=md, State=Default", "out": "\(good)"}
            not json
            {"set": "Stepper", "out": "\(good)"}
            """
        let outcome = RenderBatch(renderer: try Renderer.standard()).run(text)
        #expect(outcome.written == 1)
        #expect(outcome.failures.map(\.line) == [1, 4, 5])
        #expect(outcome.failures[0].description.hasPrefix("line 1: \"scale\" must be a number"))
        #expect(outcome.failures[2].message.contains("already written by line 3"))
        #expect(FileManager.default.fileExists(atPath: good))
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/a.png"))
    }

    /// Two spellings of one file (`..`, `.` and a doubled slash) are one output: the later line is refused.
    @Test func twoSpellingsOfOneFileAreOneOutput() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
            {"set": "Stepper", "out": "\(folder.path)/sub/../b.png"}
            {"set": "Stepper", "out": "\(folder.path)//./b.png"}
            {"set": "Stepper", "out": "\(folder.path)/c.png"}
            """
        let outcome = RenderBatch(renderer: try Renderer.standard()).run(text)
        #expect(outcome.written == 2)
        #expect(outcome.failures.map(\.description) == ["line 2: \(folder.path)//./b.png is already written by line 1; give each line its own \"out\""])
        #expect(RenderBatch.writtenPath("x/../y/./z.png", in: "/work") == "/work/y/z.png")
        #expect(RenderBatch.writtenPath("/../a//b", in: "/work") == "/a/b")
    }

    @Test(arguments: [
        (#"{"out": "x.png"}"#, "\"set\" is missing"),
        (#"{"set": "Stepper"}"#, "\"out\" is missing"),
        (#"{"set": "Stepper", "out": "x.png", "colour": "red"}"#, "unknown key \"colour\"; valid: set, variant"),
        (#"{"set": "Stepper", "out": "x.png", "theme": "sepia"}"#, "sepia"),
        (#"{"set": "Stepper", "out": "x.png", "scale": 9}"#, "scale"),
        (#"{"set": "Stepper", "out": "x.gif"}"#, "gif"),
        (#"{"set": "Stepper", "out": "x.png", "props": {"Nope": "1"}}"#, "Nope"),
        (#"{"set": "Stepper", "out": "x.png", "props": {"Value": 7}}"#, "\"props.Value\" must be a string or true/false"),
        (#"[1, 2]"#, "not a JSON object"),
    ])
    func badLinesSayWhatIsWrong(line: String, fragment: String) {
        do {
            _ = try BatchJob(line: 1, json: Substring(line))
            Issue.record("\(line) should be refused")
        } catch {
            #expect("\(error)".contains(fragment), "\(error)")
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func propsFormatAndDefaultsReadAsRenderDoes() throws {
        let job = try BatchJob(line: 7, json: #"{"set": "text input", "props": {"Help": false, "Input Text": "hi"}, "format": "SVG", "out": "a.png"}"#)
        let expected = try Catalogue.standard.configuration(set: "Text Input", properties: ["Help=off", "Input Text=hi"])
        #expect(job.configuration == expected)
        #expect(job.format == .svg)
        #expect(job.options == RenderOptions())
        #expect(job.line == 7)
    }
}
