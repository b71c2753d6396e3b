#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Specimen
import Testing
import SpecimenFiles
import SpecimenPNG

/// The bad-input matrix through the Swift API: each call throws an error whose description is one line
/// naming the bad part, and leaves the folder it was pointed at as it was.
@Suite struct BadInputAPITests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let message: String
        let call: @Sendable (URL) throws -> Void
        var testDescription: String { name }
    }

    static func style(size: Double, lineHeight: Double) -> TokenValue {
        .typography(TextStyle(name: "label", size: size, lineHeight: lineHeight, weight: .medium))
    }

    static func theme(_ path: String, _ value: TokenValue) throws {
        _ = try Theme(name: "light", values: [TokenPath(path): value], aliases: [:]).validated()
    }

    static let cases: [Case] = [
        Case(name: "PNG: not a PNG", message: "signature") { _ in _ = try PNGDecoder().decode(Array("not a png".utf8)) },
        Case(name: "PNG: header past the pixel budget", message: "8192") { folder in
            _ = try PNGDecoder().decode(Array(try Data(contentsOf: folder.appendingPathComponent("huge-header.png"))))
        },
        Case(name: "AtomicFile: onto a FIFO", message: "FIFO") { folder in
            try AtomicFile.write([1, 2, 3], to: folder.appendingPathComponent("fifo").path, durability: .none)
        },
        Case(name: "AtomicFile: onto a read-only file", message: "read-only") { folder in
            try AtomicFile.write([1, 2, 3], to: folder.appendingPathComponent("read-only.png").path, durability: .none)
        },
        Case(name: "AtomicFile: onto a folder", message: "folder") { folder in
            try AtomicFile.write([1, 2, 3], to: folder.appendingPathComponent("folder.png").path, durability: .none)
        },
        Case(name: "AtomicFile: onto a device", message: "device") { _ in try AtomicFile.write([1], to: "/dev/null", durability: .none) },
        Case(name: "strings: Latin-1", message: "not UTF-8 (byte 0xE9") { _ in
            _ = try AccessibilityStrings.defaults.overriding(with: [0x22, 0x61, 0x22, 0x3D, 0x22, 0xE9, 0x22, 0x3B], file: "fr.strings")
        },
        Case(name: "theme: negative ring width", message: "focusRing/brand/width") { _ in try theme("focusRing.brand.width", .dimension(-2)) },
        Case(name: "theme: infinite dimension", message: "infinity") { _ in try theme("spacing.x", .dimension(.infinity)) },
        Case(name: "theme: font size 0", message: "fontSize") { _ in try theme("typography.label", style(size: 0, lineHeight: 20)) },
        Case(name: "theme: line height 1e308", message: "lineHeight") { _ in try theme("typography.label", style(size: 14, lineHeight: 1e308)) },
        Case(name: "theme: negative blur", message: "backdropBlur/sm") { _ in try theme("backdropBlur.sm", .dimension(-8)) },
        Case(name: "theme: enormous blur", message: "backdropBlur/sm") { _ in try theme("backdropBlur.sm", .dimension(1e6)) },
        Case(name: "theme: NaN number", message: "NaN") { _ in try theme("opacity.x", .number(.nan)) },
        Case(name: "render: scale 9", message: "scale 9") { _ in
            _ = try Renderer.standard().png(try Catalogue.standard.configuration(set: "Stepper"), options: RenderOptions(scale: 9))
        },
        Case(name: "render: text past the limit", message: "Input Text") { _ in
            let configuration = try Catalogue.standard.configuration(set: "Text Input")
                .setting("Input Text", to: String(repeating: "y", count: 70_000))
            _ = try Renderer.standard().layout(configuration)
        },
        Case(name: "pixel budget: 1e308 points", message: "budget") { _ in _ = try PixelBudget.pixelSize(width: 1e308, height: 1, scale: 1) },
        Case(name: "home: SPECIMEN_HOME without Fonts/", message: "/nonexistent") { _ in
            _ = try SpecimenHome.locate(environment: ["SPECIMEN_HOME": "/nonexistent"])
        },
        Case(name: "catalogue: unknown set", message: "Nope") { _ in _ = try Catalogue.standard.configuration(set: "Nope") },
    ]

    @Test(arguments: cases)
    func badInputThrowsOneLine(_ badCase: Case) throws {
        let folder = try BadInputFixtures.make()
        let before = BadInputFixtures.inventory(folder)
        do {
            try badCase.call(folder)
            Issue.record("\(badCase.name) did not throw")
        } catch {
            let message = String(describing: error)
            #expect(!message.contains("\n"), "\(message)")
            #expect(message.contains(badCase.message), "\(message)")
        }
        #expect(BadInputFixtures.inventory(folder) == before)
    }

    /// A legal 250-byte name writes: its temporary file's name is shortened to fit NAME_MAX.
    @Test func aLongLegalNameWrites() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let path = folder.appendingPathComponent(String(repeating: "l", count: 246) + ".png").path
        try AtomicFile.write([1, 2, 3], to: path, durability: .none)
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    }
}
