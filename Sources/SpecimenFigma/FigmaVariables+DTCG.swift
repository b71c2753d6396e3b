import SpecimenSupport
import Foundation
import SpecimenLimits
import SpecimenTokens

/// Figma's own DTCG export of its variables (one `<Mode>.tokens.json` per mode): each token's `$value`
/// (a colour as `{"colorSpace", "components", "alpha", "hex"}` or a hex string, a number, an alias
/// `{group.name}`), its `$type` (or its group's), and its Figma id in `$extensions."com.figma.variableId"`,
/// which is what a file's `boundVariables` name. The mode is `$extensions."com.figma.modeName"` at the
/// top of the file, else the file's name (`Dark.tokens.json` is Dark).
extension FigmaVariables {
    /// Reads one or more files: one variables/local response, or one DTCG export per mode.
    package static func read(paths: [String]) throws(FigmaError) -> FigmaVariables {
        var exports: [(mode: String, json: JSONValue)] = []
        for path in paths {
            let json = try readJSON(path)
            if (json["meta"] ?? json)["variableCollections"] != nil {
                guard paths.count == 1 else { throw .file(path, "is a variables/local response; give it alone, or give Figma's DTCG export files (one per mode) together") }
                return try FigmaVariables(json, source: path)
            }
            exports.append((modeName(json, path: path), json))
        }
        return try FigmaVariables(dtcg: exports, source: paths.joined(separator: ", "))
    }

    /// The mode a DTCG export file holds.
    static func modeName(_ json: JSONValue, path: String) -> String {
        if case .string(let name)? = json["$extensions"]?["com.figma.modeName"] { return name }
        var name = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".tokens.json", ".json"] where name.lowercased().hasSuffix(suffix) { name = String(name.dropLast(suffix.count)); break }
        return name
    }

    init(dtcg exports: [(mode: String, json: JSONValue)], source: String) throws(FigmaError) {
        var modes: [Mode] = []
        var found: [String: (path: [String], type: String, values: [String: JSONValue])] = [:]
        var order: [String] = []
        var idByPath: [String: String] = [:]
        for (index, export) in exports.enumerated() {
            let modeID = "dtcg-mode-\(index + 1)"
            guard !modes.contains(where: { $0.name == export.mode }) else { throw .file(source, "two files hold mode \(export.mode)") }
            modes.append(Mode(id: modeID, name: export.mode))
            var tokens: [(path: [String], type: String?, value: JSONValue, id: String?)] = []
            Self.collect(export.json, path: [], type: nil, into: &tokens)
            for token in tokens {
                let key = token.path.joined(separator: "/")
                let id = idByPath[key] ?? token.id ?? "path:" + key
                idByPath[key] = id
                if found[id] == nil { found[id] = (token.path, token.type ?? "", [:]); order.append(id) }
                found[id]?.values[modeID] = token.value
                if found[id]?.type.isEmpty == true, let type = token.type { found[id]?.type = type }
            }
        }
        guard !found.isEmpty else { throw .file(source, "holds no DTCG tokens (objects with \"$value\"), nor a variables/local response") }
        var variables: [String: Variable] = [:]
        for id in order {
            guard let token = found[id] else { continue }
            let type =
                switch token.type {
                case "color": "COLOR";
                case "number", "dimension": "FLOAT";
                default: token.type.uppercased()
                }
            var values: [String: JSONValue] = [:]
            for (mode, value) in token.values {
                if case .string(let text) = value, text.hasPrefix("{"), text.hasSuffix("}") {
                    let target = text.dropFirst().dropLast().split(separator: ".").joined(separator: "/")
                    values[mode] = .object([("type", .string("VARIABLE_ALIAS")), ("id", .string(idByPath[target] ?? "path:" + target))])
                } else if type == "COLOR", let rgba = Self.rest(color: value) {
                    values[mode] = rgba
                } else if case .object = value, let number = value["value"] {
                    values[mode] = number  // a DTCG dimension {"value": 8, "unit": "px"}
                } else {
                    values[mode] = value
                }
            }
            variables[id] = Variable(id: id, path: token.path.map { $0.replacingOccurrences(of: " ", with: "-") }, type: type, collection: "dtcg", values: values)
        }
        try Self.requireNoAliasCycle(variables, order: order, source: source)
        self.init(
            modes: modes, variables: variables, order: order,
            collections: ["dtcg": Collection(modes: modes, defaultMode: modes.first?.id ?? "")])
    }

    /// Every token under `json`, its path, its type (its own or the nearest group's) and its Figma id.
    private static func collect(_ json: JSONValue, path: [String], type: String?, into out: inout [(path: [String], type: String?, value: JSONValue, id: String?)]) {
        guard case .object(let members) = json else { return }
        let own = if case .string(let t)? = json["$type"] { t } else { type }
        if let value = json["$value"] {
            let id = if case .string(let v)? = json["$extensions"]?["com.figma.variableId"] { v } else { nil as String? }
            if !path.isEmpty { out.append((path, own, value, id)) }
            return
        }
        for (key, child) in members where !key.hasPrefix("$") { collect(child, path: path + [key], type: own, into: &out) }
    }

    /// A DTCG colour (`{"colorSpace": "srgb", "components": [r, g, b], "alpha": a}`, its `hex`, or a hex
    /// string) as the REST API's `{r, g, b, a}` in 0...1.
    static func rest(color value: JSONValue) -> JSONValue? {
        if case .array(let c)? = value["components"], c.count == 3 {
            let channels = c.compactMap(FigmaNode.double)
            guard channels.count == 3 else { return nil }
            if case .string(let space)? = value["colorSpace"], space != "srgb", case .string(let hex)? = value["hex"] { return rest(hex: hex) }
            let alpha = value["alpha"].flatMap(FigmaNode.double) ?? 1
            return .object([("r", .number(channels[0])), ("g", .number(channels[1])), ("b", .number(channels[2])), ("a", .number(alpha))])
        }
        if case .string(let hex)? = value["hex"] { return rest(hex: hex) }
        if case .string(let hex) = value { return rest(hex: hex) }
        return nil
    }

    static func rest(hex: String) -> JSONValue? {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.count == 3 || digits.count == 4 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let n = UInt64(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? n << 8 | 0xFF : n
        func channel(_ shift: UInt64) -> JSONValue { .number(Double((full >> shift) & 0xFF) / 255) }
        return .object([("r", channel(24)), ("g", channel(16)), ("b", channel(8)), ("a", channel(0))])
    }

    static func readJSON(_ path: String) throws(FigmaError) -> JSONValue {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { throw .file(path, "no such file") }
        guard Int(status.st_size) <= Limits.figmaFileBytes else {
            throw .file(path, "is past the \(FigmaFile.megabytes(Limits.figmaFileBytes)) Specimen reads (Limits.figmaFileBytes)")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .file(path, "is not readable") }
        let parsed: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONValue in try JSONValue.parse(raw.bindMemory(to: UInt8.self), depthLimit: Limits.figmaNestingDepth) }
        }
        switch parsed {
        case .success(let json): return json
        case .failure(let error): throw .file(path, "is not JSON (\(error.reason))")
        }
    }

    /// Which of Specimen's two theme modes a variable mode is, for its token file's name: a mode named
    /// with the word light or dark is that one; otherwise the collection's first mode is light and its
    /// second dark; any further mode keeps its own name (and applies to both, so it is reported).
    func themeMode(of mode: Mode) -> String? {
        let words = mode.name.lowercased().split { !$0.isLetter }
        if words.contains("dark") { return "dark" }
        if words.contains("light") { return "light" }
        let named = modes.filter { !$0.name.lowercased().split(whereSeparator: { !$0.isLetter }).contains { $0 == "light" || $0 == "dark" } }
        let taken = Set(
            modes.compactMap { m -> String? in
                let w = m.name.lowercased().split { !$0.isLetter }
                return w.contains("dark") ? "dark" : w.contains("light") ? "light" : nil
            })
        let free = ["light", "dark"].filter { !taken.contains($0) }
        guard let index = named.firstIndex(of: mode), index < free.count else { return nil }
        return free[index]
    }
}
