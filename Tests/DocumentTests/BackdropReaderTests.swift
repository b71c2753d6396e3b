import Foundation
import SpecimenDocument
import SpecimenSupport
import Testing

/// A design system's `backdrop.json` is read into a `BackdropPicture`; a bad one is one line naming the
/// file, the line, the JSON path, what is wrong and what is valid, and the schema
/// (`Themes/backdrop.schema.json`) allows exactly the keys the reader takes.
@Suite struct BackdropReaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A valid picture with `layers` (one line each) and `extra` top-level members.
    static func picture(_ layers: [String] = [#"{"type": "grain", "amount": 2}"#], extra: String = #", "grain": {"cells": 10}"#) -> String {
        """
        {
          "version": 1\(extra),
          "layers": [
            \(layers.joined(separator: ",\n    "))
          ]
        }
        """
    }

    static func message(_ text: String) -> String {
        do {
            _ = try BackdropPicture.read(Array(text.utf8), file: "backdrop.json")
            return "no error"
        } catch { return error.description }
    }

    @Test func theShippedPictureReadsAsWritten() throws {
        let picture = try #require(try BackdropPicture.read(folder: Self.root.appendingPathComponent("Themes/appetite")))
        #expect(picture.grain == BackdropPicture.Grain(cells: 90, seed: 0))
        #expect(picture.layers.count == 6)
        guard case .gradient(let stops, .smooth) = picture.layers[0] else {
            Issue.record("the first layer is the sky's smooth gradient: \(picture.layers[0])")
            return
        }
        #expect(stops.map(\.position) == [0, 0.3, 0.52, 0.7])
        #expect(stops[0].color == BackdropPicture.RGB(red: 0x22, green: 0x34, blue: 0x70))
        guard case .ridge(let heights, let color, nil, 4.2) = picture.layers[4] else {
            Issue.record("the fifth layer is the far hill: \(picture.layers[4])")
            return
        }
        #expect(heights.count == 8 && color == BackdropPicture.RGB(red: 146.5, green: 107.5, blue: 127))
    }

    @Test func aFolderWithoutAPictureHasNone() throws {
        #expect(try BackdropPicture.read(folder: Self.root.appendingPathComponent("Themes/backbase")) == nil)
    }

    @Test func everyKindOfLayerReads() throws {
        let text = Self.picture(
            [
                ##"{"type": "gradient", "stops": [{"position": 0, "color": "#000"}, {"position": 1, "color": [10, 20.5, 30]}]}"##,
                ##"{"type": "glow", "center": [0.5, -1], "reach": 2, "color": "#FFFFFF"}"##,
                ##"{"type": "disc", "center": [0, 0], "radius": 0, "color": "#123456"}"##,
                #"{"type": "grain", "amount": 0}"#,
                ##"{"type": "ridge", "heights": [0, 1], "color": "#abcdef", "bottomColor": "#000000"}"##,
            ], extra: "")
        let picture = try BackdropPicture.read(Array(text.utf8), file: "backdrop.json")
        #expect(picture.grain == nil)
        #expect(
            picture.layers == [
                .gradient(stops: [.init(position: 0, color: .init(red: 0, green: 0, blue: 0)), .init(position: 1, color: .init(red: 10, green: 20.5, blue: 30))], easing: .linear),
                .glow(center: .init(u: 0.5, v: -1), reach: 2, color: .init(red: 255, green: 255, blue: 255), opacity: 1),
                .disc(center: .init(u: 0, v: 0), radius: 0, color: .init(red: 0x12, green: 0x34, blue: 0x56)),
                .grain(amount: 0),
                .ridge(heights: [0, 1], color: .init(red: 0xAB, green: 0xCD, blue: 0xEF), bottomColor: .init(red: 0, green: 0, blue: 0), grain: 0),
            ])
    }

    @Test(arguments: [
        (
            picture(extra: #", "grain": {"cells": 10}, "colour": 1"#),
            #"backdrop.json:2: $.colour: unknown key "colour" in a backdrop (valid: $schema, version, description, grain, layers)"#
        ),
        (picture(extra: ""), #"backdrop.json:4: $.layers[0]: this layer shows grain, but the backdrop has no "grain"; give one, {"cells": 90, "seed": 0}"#),
        (picture([#"{"type": "glo", "center": [0, 0]}"#]), #"backdrop.json:4: $.layers[0].type: "glo" is not a layer type; valid: "gradient", "glow", "disc", "grain", "ridge""#),
        (picture([#"{"amount": 2}"#]), #"backdrop.json:4: $.layers[0].type: type is missing; valid: "gradient", "glow", "disc", "grain", "ridge""#),
        (
            picture([##"{"type": "disc", "center": [0, 0], "radius": 1, "color": "#fff", "opacity": 1}"##]),
            #"backdrop.json:4: $.layers[0].opacity: unknown key "opacity" in a disc layer (valid: type, center, radius, color)"#
        ),
        (
            picture([#"{"type": "disc", "center": [0, 0], "radius": 1, "color": "red"}"#]),
            ##"backdrop.json:4: $.layers[0].color: "red" is not a colour; valid: "#RRGGBB", or [r, g, b] with channels from 0 to 255; a backdrop is opaque"##
        ),
        (
            picture([##"{"type": "disc", "center": [0, 0], "radius": 1, "color": "#FFFFFF80"}"##]),
            ##"backdrop.json:4: $.layers[0].color: "#FFFFFF80" is not a colour; valid: "#RRGGBB", or [r, g, b] with channels from 0 to 255; a backdrop is opaque"##
        ),
        (
            picture([#"{"type": "disc", "center": [0, 0], "radius": 1, "color": [0, 256, 0]}"#]),
            "backdrop.json:4: $.layers[0].color[1]: a channel is 256.0; valid: 0.0 to 255.0"
        ),
        (
            picture([##"{"type": "disc", "center": [0], "radius": 1, "color": "#fff"}"##]),
            "backdrop.json:4: $.layers[0].center: center must be [u, v]: across in widths, down in heights"
        ),
        (
            picture([##"{"type": "ridge", "heights": [0.5], "color": "#fff"}"##]),
            "backdrop.json:4: $.layers[0].heights: a ridge has 1 heights; valid: 2 to 1024, evenly spaced across the width"
        ),
        (
            picture([##"{"type": "gradient", "stops": [{"position": 0.5, "color": "#fff"}, {"position": 0.5, "color": "#000"}]}"##]),
            "backdrop.json:4: $.layers[0].stops[1].position: position 0.5 does not rise past the stop before (0.5); stops go from top to bottom"
        ),
        (
            picture([##"{"type": "gradient", "stops": [{"position": 0, "color": "#fff"}], "easing": "ease"}"##]),
            ##"backdrop.json:4: $.layers[0].easing: easing "ease" is not one of "linear", "smooth""##
        ),
        (picture(extra: #", "grain": {"cells": 10, "seed": 1.5}"#), "backdrop.json:2: $.grain.seed: seed is 1.5; valid: a whole number from 0 to 4294967295"),
        (picture(extra: #", "grain": {"cells": 0}"#), "backdrop.json:2: $.grain.cells: cells is 0.0; valid: 1.0 to 10000.0"),
        (#"{"version": 2, "layers": []}"#, "backdrop.json:1: $.version: version 2 is not read by this Specimen; valid: 1"),
        (#"{"version": 1, "layers": []}"#, "backdrop.json:1: $.layers: a backdrop has 0 layers; valid: 1 to 64"),
        (#"{"version": 1}"#, "backdrop.json:1: $.layers: layers is missing (an array of 1 to 64 layers)"),
        (#"{"version": 1, "layers": [}"#, "backdrop.json:1: not JSON"),
    ])
    func aBadPictureIsOneLineNamingWhatIsWrongAndWhatIsValid(text: String, expected: String) {
        let message = Self.message(text)
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    /// A file in the folder that links out of it is refused, as every file of a design system is.
    @Test func aPictureLinkingOutOfItsFolderIsRefused() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-backdrop-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("ds"), outside = base.appendingPathComponent("elsewhere.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data(Self.picture().utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("backdrop.json"), withDestinationURL: outside)
        #expect {
            _ = try BackdropPicture.read(folder: folder)
        } throws: { error in
            "\(error)".contains("leads out of the design system") && "\(error)".contains("backdrop.json")
        }
    }

    // MARK: The schema

    static let schema: JSONValue = {
        let url = root.appendingPathComponent("Themes/backdrop.schema.json")
        return (try? JSONReader.parse([UInt8](Data(contentsOf: url)), dialect: .strict)) ?? .null
    }()

    static func keys(_ value: JSONValue?) -> Set<String> {
        guard case .object(let members)? = value else { return [] }
        return Set(members.map(\.key))
    }

    /// The reader's valid keys, from its refusal of `zzz` (`... unknown key "zzz" in ... (valid: a, b)`).
    static func readerKeys(_ text: String) -> Set<String> {
        let message = Self.message(text)
        guard message.contains("unknown key \"zzz\""), let open = message.range(of: "(valid: ", options: .backwards) else { return [] }
        return Set(message[open.upperBound...].dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    @Test func theSchemaAllowsExactlyTheKeysTheReaderTakes() throws {
        #expect(Self.readerKeys(Self.picture(extra: #", "grain": {"cells": 10}, "zzz": 1"#)) == Self.keys(Self.schema["properties"]))
        #expect(Self.readerKeys(Self.picture(extra: #", "grain": {"cells": 10, "zzz": 1}"#)) == Self.keys(Self.schema["properties"]?["grain"]?["properties"]))
        guard case .array(let layers)? = Self.schema["$defs"]?["layer"]?["oneOf"] else {
            Issue.record("no $defs/layer/oneOf in the schema")
            return
        }
        let samples = [
            "gradient": #"{"type": "gradient", "stops": [], "zzz": 1}"#, "glow": #"{"type": "glow", "zzz": 1}"#, "disc": #"{"type": "disc", "zzz": 1}"#,
            "grain": #"{"type": "grain", "zzz": 1}"#, "ridge": #"{"type": "ridge", "zzz": 1}"#,
        ]
        var described: [String] = []
        for layer in layers {
            guard case .string(let type)? = layer["properties"]?["type"]?["const"], let sample = samples[type] else {
                Issue.record("a layer in the schema without a known type const")
                continue
            }
            described.append(type)
            #expect(Self.readerKeys(Self.picture([sample])) == Self.keys(layer["properties"]), "\(type)")
        }
        #expect(Set(described) == Set(samples.keys))
        let stop = ##"{"type": "gradient", "stops": [{"position": 0, "color": "#fff", "zzz": 1}]}"##
        let stopSchema = layers.first { $0["properties"]?["type"]?["const"] == .string("gradient") }?["properties"]?["stops"]?["items"]?["properties"]
        #expect(Self.readerKeys(Self.picture([stop])) == Self.keys(stopSchema))
    }
}
