import Foundation
import Pixels
import SpecimenInput
import SpecimenLimits
import SpecimenSupport

/// Reads a design system's `backdrop.json` (`Themes/backdrop.schema.json` describes it) into a
/// `BackdropPicture`, with the document reader's errors: one line naming the file, the line, the JSON
/// path, what is wrong and what is valid (`backdrop.json:9: $.layers[2].type: "glo" is not a layer
/// type; valid: "gradient", "glow", "disc", "grain", "ridge"`).
extension BackdropPicture {
    static let keys = ["$schema", "version", "description", "grain", "layers"]
    static let grainKeys = ["cells", "seed"]
    static let stopKeys = ["position", "color"]
    /// Each layer type's keys, `type` first.
    static let layerKeys: [(type: String, keys: [String])] = [
        ("gradient", ["type", "stops", "easing"]),
        ("glow", ["type", "center", "reach", "color", "opacity"]),
        ("disc", ["type", "center", "radius", "color"]),
        ("grain", ["type", "amount"]),
        ("ridge", ["type", "heights", "color", "bottomColor", "grain"]),
    ]
    /// The most layers, stops or ridge heights a picture holds: far more than a picture needs, few
    /// enough that a hostile file cannot make every pixel cost a great deal.
    static let maximumItems = 64
    static let maximumHeights = 1024

    /// The picture in `bytes`, read from `file` (the name errors give).
    package static func read(_ bytes: [UInt8], file: String) throws(DocumentError) -> BackdropPicture {
        guard bytes.count <= Limits.documentBytes else {
            throw DocumentError(file: file, line: 0, path: "", reason: "the file is \(bytes.count) bytes; a backdrop is at most \(Limits.documentBytes)")
        }
        // Read without the table of lines first, as a document is: only a bad file needs its lines.
        if let value = try? JSONReader.parse(bytes, dialect: .json5), let picture = try? DocumentReader(file: file, lines: [:]).backdrop(value) {
            return picture
        }
        let parsed = try DocumentReader.parseWithLines(bytes, file: file)
        return try DocumentReader(file: file, lines: parsed.lines).backdrop(parsed.value)
    }

    /// The picture of the design system whose folder is `folder`: its `backdrop.json`, or nil when it has
    /// none. The file is read only inside the folder (a link out of it is refused), within the limit.
    package static func read(folder: URL) throws(DocumentError) -> BackdropPicture? {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try UserFolder(folder.path, what: "design system").read(url.path, limit: Limits.documentBytes, what: "backdrop", limitName: "Limits.documentBytes")
        } catch {
            throw DocumentError(file: url.path, line: 0, path: "", reason: error.reason)
        }
        return try read(bytes, file: url.path)
    }
}

extension DocumentReader {
    func backdrop(_ value: JSONValue) throws(DocumentError) -> BackdropPicture {
        let top = try object(value, "$", keys: BackdropPicture.keys, what: "a backdrop")
        let version = try number(top["version"], "$.version", what: "version", range: 0...1_000_000)
        guard version == Double(BackdropPicture.version) else {
            throw fail("$.version", "version \(NumberFormat.text(version)) is not read by this Specimen; valid: \(BackdropPicture.version)")
        }
        let description = top["description"] == nil ? nil : try string(top["description"], "$.description", what: "description")
        var grain: BackdropPicture.Grain?
        if let value = top["grain"] { grain = try backdropGrain(value, "$.grain") }
        guard top["layers"] != nil else { throw fail("$.layers", "layers is missing (an array of 1 to \(BackdropPicture.maximumItems) layers)") }
        let items = try counted(top["layers"], "$.layers", "a backdrop has", "layers", 1...BackdropPicture.maximumItems)
        var layers: [BackdropPicture.Layer] = []
        for (i, item) in items.enumerated() {
            let path = "$.layers[\(i)]"
            let layer = try backdropLayer(item, path)
            if grain == nil, layer.showsGrain {
                throw fail(path, "this layer shows grain, but the backdrop has no \"grain\"; give one, {\"cells\": 90, \"seed\": 0}")
            }
            layers.append(layer)
        }
        return BackdropPicture(description: description, grain: grain, layers: layers)
    }

    private func backdropGrain(_ value: JSONValue, _ path: String) throws(DocumentError) -> BackdropPicture.Grain {
        let fields = try object(value, path, keys: BackdropPicture.grainKeys, what: "a grain")
        let cells = try number(fields["cells"], "\(path).cells", what: "cells", range: 1...10_000)
        let seed = fields["seed"] == nil ? 0 : try number(fields["seed"], "\(path).seed", what: "seed", range: 0...Double(UInt32.max))
        guard seed == seed.rounded() else { throw fail("\(path).seed", "seed is \(NumberFormat.text(seed)); valid: a whole number from 0 to \(UInt32.max)") }
        return BackdropPicture.Grain(cells: cells, seed: UInt32(seed))
    }

    private func backdropLayer(_ value: JSONValue, _ path: String) throws(DocumentError) -> BackdropPicture.Layer {
        guard case .object(let members) = value else { throw fail(path, "a layer must be an object") }
        let types = BackdropPicture.layerKeys.map(\.type)
        let valid = types.map { "\"\($0)\"" }.joined(separator: ", ")
        guard let typeValue = members.first(where: { $0.key == "type" })?.value else { throw fail("\(path).type", "type is missing; valid: \(valid)") }
        let type = try string(typeValue, "\(path).type", what: "type")
        guard let keys = BackdropPicture.layerKeys.first(where: { $0.type == type })?.keys else {
            throw fail("\(path).type", "\"\(type)\" is not a layer type; valid: \(valid)")
        }
        let fields = try object(value, path, keys: keys, what: "a \(type) layer")
        switch type {
        case "gradient":
            let items = try counted(fields["stops"], "\(path).stops", "a gradient has", "stops", 1...BackdropPicture.maximumItems)
            var stops: [BackdropPicture.Stop] = []
            for (i, item) in items.enumerated() {
                let at = "\(path).stops[\(i)]"
                let stop = try object(item, at, keys: BackdropPicture.stopKeys, what: "a gradient stop")
                let position = try number(stop["position"], "\(at).position", what: "position", range: 0...1)
                if let last = stops.last, position <= last.position {
                    throw fail(
                        "\(at).position",
                        "position \(NumberFormat.text(position)) does not rise past the stop before (\(NumberFormat.text(last.position))); stops go from top to bottom")
                }
                stops.append(BackdropPicture.Stop(position: position, color: try backdropColor(stop["color"], "\(at).color")))
            }
            let easing = fields["easing"] == nil ? .linear : try choice(fields["easing"], "\(path).easing", what: "easing", as: BackdropPicture.Easing.self)
            return .gradient(stops: stops, easing: easing)
        case "glow":
            return .glow(
                center: try backdropPoint(fields["center"], "\(path).center"), reach: try number(fields["reach"], "\(path).reach", what: "reach", range: 0.000_001...100),
                color: try backdropColor(fields["color"], "\(path).color"),
                opacity: fields["opacity"] == nil ? 1 : try number(fields["opacity"], "\(path).opacity", what: "opacity", range: 0...1))
        case "disc":
            return .disc(
                center: try backdropPoint(fields["center"], "\(path).center"), radius: try number(fields["radius"], "\(path).radius", what: "radius", range: 0...100),
                color: try backdropColor(fields["color"], "\(path).color"))
        case "grain":
            return .grain(amount: try number(fields["amount"], "\(path).amount", what: "amount", range: 0...255))
        default:
            let items = try counted(fields["heights"], "\(path).heights", "a ridge has", "heights", 2...BackdropPicture.maximumHeights, ", evenly spaced across the width")
            var heights: [Double] = []
            for (i, item) in items.enumerated() { heights.append(try number(item, "\(path).heights[\(i)]", what: "a height", range: 0...1)) }
            return .ridge(
                heights: heights, color: try backdropColor(fields["color"], "\(path).color"),
                bottomColor: fields["bottomColor"] == nil ? nil : try backdropColor(fields["bottomColor"], "\(path).bottomColor"),
                grain: fields["grain"] == nil ? 0 : try number(fields["grain"], "\(path).grain", what: "grain", range: 0...255))
        }
    }

    /// The array at `path`, holding a count of items in `range` (`"a ridge has 1 heights; valid: 2 to 1024"`).
    private func counted(
        _ value: JSONValue?, _ path: String, _ owner: String, _ noun: String, _ range: ClosedRange<Int>, _ more: String = ""
    ) throws(DocumentError) -> [JSONValue] {
        let items = try array(value, path, what: noun)
        guard range.contains(items.count) else {
            throw fail(path, "\(owner) \(items.count) \(noun); valid: \(range.lowerBound) to \(range.upperBound)\(more)")
        }
        return items
    }

    /// `[u, v]`, each from −10 to 10 (a glow may be centred outside the picture).
    private func backdropPoint(_ value: JSONValue?, _ path: String) throws(DocumentError) -> BackdropPicture.Point {
        guard case .array(let items)? = value, items.count == 2 else {
            throw fail(path, value == nil ? "center is missing ([u, v]: across in widths, down in heights)" : "center must be [u, v]: across in widths, down in heights")
        }
        return BackdropPicture.Point(u: try number(items[0], "\(path)[0]", what: "u", range: -10...10), v: try number(items[1], "\(path)[1]", what: "v", range: -10...10))
    }

    /// `"#RRGGBB"` (or `"#RGB"`), or `[r, g, b]` with channels from 0 to 255 (fractions allowed).
    private func backdropColor(_ value: JSONValue?, _ path: String) throws(DocumentError) -> BackdropPicture.RGB {
        let valid = "valid: \"#RRGGBB\", or [r, g, b] with channels from 0 to 255; a backdrop is opaque"
        switch value {
        case .string(let text)?:
            guard let color = Color(hex: text), color.isOpaque, text.count != 9 else { throw fail(path, "\"\(text)\" is not a colour; \(valid)") }
            return BackdropPicture.RGB(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
        case .array(let items)? where items.count == 3:
            var channels: [Double] = []
            for (i, item) in items.enumerated() { channels.append(try number(item, "\(path)[\(i)]", what: "a channel", range: 0...255)) }
            return BackdropPicture.RGB(red: channels[0], green: channels[1], blue: channels[2])
        case nil:
            throw fail(path, "the colour is missing; \(valid)")
        default:
            throw fail(path, "not a colour; \(valid)")
        }
    }
}

extension BackdropPicture.Layer {
    /// True when the layer shows the picture's grain.
    var showsGrain: Bool {
        switch self {
        case .grain(let amount): amount != 0
        case .ridge(_, _, _, let grain): grain != 0
        case .gradient, .glow, .disc: false
        }
    }
}
