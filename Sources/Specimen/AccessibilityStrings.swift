import Foundation
import SpecimenInput
import SpecimenLimits
import SpecimenDocument

/// Localised accessibility strings, by key, as an app's `Localizable.strings` holds them.
///
/// Specimen ships the spec's defaults; a user's file overrides any of them. The strings become the
/// accessible names of what they label in SVG output.
public struct AccessibilityStrings: Sendable, Hashable {
    /// The strings by key.
    package private(set) var values: [String: String]

    /// These strings, by key.
    package init(values: [String: String]) { self.values = values }

    /// Every key the layouts give and its default value: each set's own (BB.InputPassword's, as its
    /// spec's Localization table gives them) and the shared parts' (the tooltip), from the documents.
    /// Reading it reads every shipped document; a renderer given `AccessibilityStrings.none` instead
    /// fills in only the drawn set's defaults (`filling(defaultsOf:)`), which is what a cold render does.
    public static let defaults = AccessibilityStrings(values: shippedStrings)

    /// Every shipped set's keys and default strings (a key two sets share, as the title row's tooltip,
    /// keeps the first set's string).
    private static var shippedStrings: [String: String] {
        var strings: [String: String] = [:]
        for set in Catalogue.standard.sets { strings.merge(set.accessibilityStrings) { first, _ in first } }
        return strings
    }

    /// No strings of Specimen's: the base the command line lays a user's `--strings` over, the drawn
    /// set's defaults then filled in at render time, so one render reads one document, not all of them.
    package static let none = AccessibilityStrings(values: [:])

    /// These strings with the default of every key `set`'s layout gives (and the shared parts') added
    /// where these have none: what `defaults` holds for that set, without reading the other sets' documents.
    package func filling(defaultsOf set: ComponentSet) -> AccessibilityStrings {
        var copy = self
        copy.values.merge(set.accessibilityStrings) { own, _ in own }
        return copy
    }

    /// The string for `key`, or `nil` when none is given.
    package subscript(key: String) -> String? { values[key] }

    /// These strings with a `Localizable.strings` file's entries laid over them.
    package func overriding(withContentsOf url: URL) throws -> AccessibilityStrings {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(url.path, limit: Limits.stringsFileBytes, what: "strings file", limitName: "Limits.stringsFileBytes")
        } catch {
            throw StringsFileError(file: url.path, line: 0, reason: error.reason)
        }
        return try overriding(with: bytes, file: url.path)
    }

    /// These strings with the entries of a `.strings` file's bytes (`file` names it in errors) laid over them.
    package func overriding(with bytes: [UInt8], file: String) throws -> AccessibilityStrings {
        let text = try StringsFileEncoding.decode(bytes, file: file)
        var copy = self
        for (key, value) in try StringsFileParser.parse(text, file: file) { copy.values[key] = value }
        return copy
    }

    /// The accessible name of each node of `tree` that carries an accessibility key these strings
    /// hold, by node name: `["leadingIcon": "Lock icon"]`. The layout says which nodes have keys.
    package func accessibleNames(for tree: LayoutTree) -> [String: String] {
        var names: [String: String] = [:]
        for node in tree.allNodes {
            if let key = node.accessibilityKey, let label = name(key, arguments: node.accessibilityArguments) { names[node.name] = label }
        }
        return names
    }

    /// The string of `key` with `arguments` in its placeholders, as `Localizable.strings` formats
    /// read: `%@` takes the next argument, `%1$@` the first, `%%` is a percent sign. A placeholder with
    /// no argument reads as nothing, so a translation that drops or reorders values still reads.
    package func name(_ key: String, arguments: [String] = []) -> String? {
        guard let format = values[key] else { return nil }
        return Self.format(format, arguments)
    }

    ///
    /// Substrings are added with `append(contentsOf:)`, whose `Substring` overload is concrete: `+=`
    /// picks the generic `RangeReplaceableCollection` one, whose first call in a process resolves its
    /// associated types through the runtime (a scan of every protocol conformance, 250,000 instructions
    /// of a cold render).
    static func format(_ format: String, _ arguments: [String]) -> String {
        var out = "", next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            out.append(contentsOf: rest[..<percent])
            var after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                out += "%"
                rest = after.dropFirst()
                continue
            }
            // `%n$@`: the digits and `$` before the `@` choose the argument.
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            var index: Int?
            if !digits.isEmpty, after.dropFirst(digits.count).first == "$" {
                index = Int(digits).map { $0 - 1 }
                after = after.dropFirst(digits.count + 1)
            }
            guard after.first == "@" else {
                out += "%"
                rest = rest[rest.index(after: percent)...]
                continue
            }
            let chosen = index ?? next
            if index == nil { next += 1 }
            if chosen >= 0, chosen < arguments.count { out += arguments[chosen] }
            rest = after.dropFirst()
        }
        out.append(contentsOf: rest)
        return out
    }

    /// `list` with the glyph runs drawn directly by each group that carries an accessibility key
    /// these strings hold taking that string as their text, which is what `SceneText.text` is for an
    /// icon and what the SVG writer puts in `aria-label`; a glyph that only decorates (role `icon`, no
    /// key) takes no text, so the SVG hides it from assistive technology rather than reading out its
    /// glyph's name ("information-outline" is no word a person reads; the label and hint beside it say
    /// what it means). Runs the pipeline forward: the scene is built first (carrying the layout's keys),
    /// then named.
    package func labelling(_ list: DisplayList) -> DisplayList {
        var labelled = list
        labelled.nodes = list.nodes.map { label($0, inherited: nil) }
        return labelled
    }

    /// Renames the runs of a group whose key has a string; `inherited` is the name of the group this
    /// node sits directly in, so only that group's own runs take it, not those of nested groups.
    private func label(_ node: SceneNode, inherited: String?) -> SceneNode {
        switch node {
        case .group(var group):
            let arguments = group.accessibilityArguments
            let accessibleName =
                group.accessibilityKey.flatMap { self.name($0, arguments: arguments) }
                ?? (group.role == NodeRole.icon.name ? "" : nil)
            group.children = group.children.map { label($0, inherited: accessibleName) }
            return .group(group)
        case .text(var run):
            guard let inherited else { return node }
            run.text = inherited
            return .text(run)
        case .path, .image:
            return node
        }
    }
}
