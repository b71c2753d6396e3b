import Foundation

/// A token a design system's document draws with that its theme cannot give, said where the document
/// names it: `Badge.component.json:13: $.root.fills[0].color: unknown token color/acent; closest:
/// color/accent (token files searched: .../tokens.json, .../dark.tokens.json)`.
package struct DocumentTokenError: Error, CustomStringConvertible, Sendable {
    /// The document's file.
    package let file: String
    /// The 1-based line of the first place the file names the token (0 when not found in its text).
    package let line: Int
    /// The JSON path of the first property that names it (`$.root.children[1].color`), or empty.
    package let path: String
    /// The error as the theme or the layout gave it (`unknown token color/acent; closest: ...`).
    package let message: String
    /// The token files the theme was made from, in the order they were laid.
    package let searched: [String]

    /// `file:line: path: message (token files searched: ...)`.
    package var description: String {
        let place = line > 0 ? "\(file):\(line): " : "\(file): "
        let files = searched.isEmpty ? "no token file" : searched.joined(separator: ", ")
        return place + (path.isEmpty ? "" : "\(path): ") + "\(message) (token files searched: \(files))"
    }

    /// The token an error names, when it is about one token the theme lacks or has of another type
    /// (a colour the scene or the audit resolves, a text style or dimension the layout reads).
    static func token(of error: any Error) -> TokenPath? {
        if let error = error as? LayoutError { return error.token }
        guard let error = error as? TokenError else { return nil }
        switch error.kind {
        case .unknownPath(let path, _), .missingInMode(let path, _, _), .wrongType(let path, _, _): return TokenPath(path)
        default: return nil
        }
    }

    /// Where `document` names `token`: the first node property or rule patch holding it (found by
    /// reflection over the parsed values, so every kind of property is covered), and the line of the
    /// first place its text spells it.
    static func locate(_ token: TokenPath, in document: ComponentDocument, file: String) -> (line: Int, path: String) {
        var found: String?
        for node in document.allNodes {
            if let label = Self.label(of: token, in: node.properties) { found = node.path + label; break }
        }
        if found == nil {
            outer: for rule in document.rules {
                for (name, patch) in rule.patches.sorted(by: { $0.key < $1.key }) {
                    if let label = Self.label(of: token, in: patch) { found = "\(rule.path).set.\(name)\(label)"; break outer }
                }
            }
        }
        return (Self.line(of: token, inFile: file), found ?? "")
    }

    /// `.fills[0].color` for the first value equal to `token` inside `value`, or nil.
    static func label(of token: TokenPath, in value: Any, depth: Int = 0) -> String? {
        if let path = value as? TokenPath { return path == token ? "" : nil }
        // A document keeps most token names as it wrote them: `"color/accent"`, `"{color.accent}"`.
        if let text = value as? String {
            let bare = text.hasPrefix("{") && text.hasSuffix("}") ? String(text.dropFirst().dropLast()) : text
            return !bare.isEmpty && TokenPath(bare) == token ? "" : nil
        }
        guard depth < 12 else { return nil }
        let mirror = Mirror(reflecting: value)
        for (index, child) in mirror.children.enumerated() {
            guard let inner = label(of: token, in: child.value, depth: depth + 1) else { continue }
            switch mirror.displayStyle {
            case .collection?: return "[\(index)]" + inner
            case .optional?: return inner
            default:
                let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? ""
                // An enum's payload (`.color(...)`) adds no key a document writes.
                return mirror.displayStyle == .enum || name.isEmpty || Int(name) != nil || name.hasPrefix(".") ? inner : ".\(name)" + inner
            }
        }
        return nil
    }

    /// The line where the file's text first spells `token` in quotes (`"color/accent"` or `"{color.accent}"`), or 0.
    static func line(of token: TokenPath, inFile file: String) -> Int {
        guard let data = FileManager.default.contents(atPath: file) else { return 0 }
        let text = String(decoding: data, as: UTF8.self)
        for spelling in ["\"\(token.description)\"", "\"\(token.dotted)\"", "{\(token.dotted)}"] {
            if let range = text.range(of: spelling) { return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }
        }
        return 0
    }
}
