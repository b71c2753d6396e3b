import Foundation
import SpecimenSupport

/// One line of a batch file: what `specimen render` would be asked on its command line, as a JSON object.
///
/// `{"set": "Text Input", "variant": "Type=Password, State=Error", "props": {"Help": false},
///   "theme": "dark", "scale": 2, "format": "png", "out": "x.png"}` — only `set` and `out` are required;
/// the rest default as `render`'s options do (default variant, light, 1x, format from the extension).
/// `locale`, `direction` (`ltr`/`rtl`) and `textScale` are `render`'s `--locale`, `--direction`, `--text-scale`.
/// `props` is an object of property name to a string or a Boolean.
package struct BatchJob: Sendable, Hashable {
    /// The keys a line may have; any other key is a mistake worth naming.
    package static let keys = ["set", "variant", "props", "theme", "scale", "format", "out", "locale", "direction", "textScale"]

    /// 1-based line number in the batch file.
    package let line: Int
    /// The variant to draw, with its properties.
    package let configuration: ComponentConfiguration
    /// Theme, scale and localisation.
    package let options: RenderOptions
    /// PNG or SVG.
    package let format: OutputFormat
    /// Where the picture is written.
    package let out: String

    /// The job on `line`: `configuration` drawn with `options` as `format` into `out`.
    package init(line: Int, configuration: ComponentConfiguration, options: RenderOptions, format: OutputFormat, out: String) {
        self.line = line
        self.configuration = configuration
        self.options = options
        self.format = format
        self.out = out
    }

    /// Reads one line; throws a one-line message naming what is wrong and what is valid.
    package init(line: Int, json: Substring, catalogue: Catalogue = .standard) throws {
        let fields = try Fields(json)
        guard let set = fields.set else { throw BatchLineError("\"set\" is missing: name a component set, as `specimen list` prints them") }
        guard let out = fields.out, !out.isEmpty else { throw BatchLineError("\"out\" is missing: give the file to write, FILE.png or FILE.svg") }
        let assignments = (fields.props ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        configuration = try catalogue.configuration(set: set, variant: fields.variant, properties: assignments)
        var options = RenderOptions()
        if let theme = fields.theme {
            guard let mode = ThemeMode(rawValue: theme.lowercased()) else { throw RenderError.unknownTheme(theme) }
            options.theme = mode
        }
        if let scale = fields.scale { options.scale = scale }
        options.localisation.locale = fields.locale
        if let direction = fields.direction {
            guard let parsed = TextDirection(rawValue: direction.lowercased()) else {
                throw BatchLineError("\"direction\" must be ltr or rtl, not '\(direction)'")
            }
            options.localisation.direction = parsed
        }
        if let textScale = fields.textScale { options.localisation.textScale = textScale }
        self.options = try options.validated()
        if let explicit = fields.format {
            guard let format = OutputFormat(rawValue: explicit.lowercased()) else { throw RenderError.unknownFormat(explicit) }
            self.format = format
        } else {
            guard let format = OutputFormat(path: out) else { throw RenderError.unknownFormat((out as NSString).pathExtension) }
            self.format = format
        }
        self.line = line
        self.out = out
    }

    private static func expectation(_ key: String) -> String {
        switch key {
        case "": "not a JSON object: write {\"set\": ..., \"out\": ...} on one line"
        case "scale": "\"scale\" must be a number from \(RenderOptions.scaleRange.lowerBound.formatted) to \(RenderOptions.scaleRange.upperBound.formatted), such as 2"
        case "textScale":
            "\"textScale\" must be a number from \(LayoutEnvironment.textScaleRange.lowerBound.formatted) to \(LayoutEnvironment.textScaleRange.upperBound.formatted), such as 1.3"
        case "props": "\"props\" must be an object of property names to strings or true/false"
        case _ where key.hasPrefix("props."): "\"\(key)\" must be a string or true/false"
        default: "\"\(key)\" must be a string"
        }
    }

    /// The line as read, every key optional so a missing one gets its own message; `null` is as if
    /// the key were missing, as `JSONDecoder` read it. Strict JSON (RFC 8259): a batch file is written
    /// by programs.
    private struct Fields {
        var set: String?
        var variant: String?
        var props: [String: String]?
        var theme: String?
        var scale: Double?
        var format: String?
        var out: String?
        var locale: String?
        var direction: String?
        var textScale: Double?

        init(_ line: Substring) throws(BatchLineError) {
            let value: JSONValue
            do { value = try JSONReader.parse(Array(line.utf8), dialect: .strict) } catch {
                // The batch names the line; within it, the column is what helps.
                let reason = error.reason.replacingOccurrences(of: "line 1, column ", with: "column ")
                throw BatchLineError("not JSON: \(reason); write {\"set\": ..., \"out\": ...} on one line")
            }
            guard case .object(let members) = value else { throw BatchLineError(BatchJob.expectation("")) }
            if let unknown = members.map(\.key).sorted().first(where: { !BatchJob.keys.contains($0) }) {
                throw BatchLineError("unknown key \"\(unknown)\"; valid: \(BatchJob.keys.joined(separator: ", "))")
            }
            func present(_ key: String) -> JSONValue? {
                guard let member = value[key], member != .null else { return nil }
                return member
            }
            func string(_ key: String) throws(BatchLineError) -> String? {
                guard let member = present(key) else { return nil }
                guard case .string(let text) = member else { throw BatchLineError(BatchJob.expectation(key)) }
                return text
            }
            func number(_ key: String) throws(BatchLineError) -> Double? {
                guard let member = present(key) else { return nil }
                guard case .number(let number) = member else { throw BatchLineError(BatchJob.expectation(key)) }
                return number.value
            }
            set = try string("set")
            variant = try string("variant")
            if let given = present("props") {
                guard case .object(let properties) = given else { throw BatchLineError(BatchJob.expectation("props")) }
                var values: [String: String] = [:]
                // A Text or Instance swap value (a string) or a Boolean property's value.
                for (name, value) in properties {
                    switch value {
                    case .bool(let flag): values[name] = flag ? "true" : "false"
                    case .string(let text): values[name] = text
                    default: throw BatchLineError(BatchJob.expectation("props.\(name)"))
                    }
                }
                props = values
            }
            theme = try string("theme")
            scale = try number("scale")
            format = try string("format")
            out = try string("out")
            locale = try string("locale")
            direction = try string("direction")
            textScale = try number("textScale")
        }
    }
}

/// What is wrong with one batch line, without its number (the batch adds it).
package struct BatchLineError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, in one line.
    package let description: String
    /// The error `description` says.
    package init(_ description: String) { self.description = description }
}

private extension Double {
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
