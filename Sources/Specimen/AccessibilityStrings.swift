import Foundation

/// Localised accessibility strings, by key, as an app's `Localizable.strings` holds them.
///
/// Specimen ships the spec's defaults; a user's file overrides any of them. The strings become the
/// accessible names of what they label in SVG output.
public struct AccessibilityStrings: Sendable, Hashable {
    public private(set) var values: [String: String]

    public init(values: [String: String]) { self.values = values }

    /// BB.InputPassword's keys and default values, as its spec's Localization table gives them.
    public static let defaults = AccessibilityStrings(values: [
        "DesignSystem.inputPassword.accessibility.leadingIcon": "Lock icon",
        "DesignSystem.inputPassword.accessibility.trailingIcon": "Password security",
    ])

    public subscript(key: String) -> String? { values[key] }

    /// These strings with a `Localizable.strings` file's entries laid over them.
    public func overriding(withContentsOf url: URL) throws -> AccessibilityStrings {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw StringsFileError(file: url.path, line: 0, reason: "cannot read the file")
        }
        return try overriding(with: Array(data), file: url.path)
    }

    /// These strings with the entries of a `.strings` file's bytes (`file` names it in errors) laid over them.
    public func overriding(with bytes: [UInt8], file: String) throws -> AccessibilityStrings {
        let text = try StringsFileEncoding.decode(bytes, file: file)
        var copy = self
        for (key, value) in try StringsFileParser.parse(text, file: file) { copy.values[key] = value }
        return copy
    }

    /// The layout nodes whose icon a key names: (set, node, key). The layout gives these nodes fixed
    /// names so the strings can find them after the scene is built.
    public static let labelledIcons: [(set: String, node: String, key: String)] = [
        ("InputPassword", "leadingIcon", "DesignSystem.inputPassword.accessibility.leadingIcon"),
        ("InputPassword", "trailingIcon", "DesignSystem.inputPassword.accessibility.trailingIcon"),
    ]

    /// The accessible name of each labelled node of `set`, by node name: `["leadingIcon": "Lock icon"]`.
    /// A key missing from these strings leaves its node with the icon's own name.
    public func accessibleNames(for set: ComponentSet) -> [String: String] {
        var names: [String: String] = [:]
        for icon in Self.labelledIcons where icon.set == set.name {
            if let label = values[icon.key] { names[icon.node] = label }
        }
        return names
    }

    /// `list` with the glyph runs drawn directly by each labelled node of `set` carrying the node's
    /// accessible name as their text, which is what `SceneText.text` is for an icon and what the SVG
    /// writer puts in `aria-label`. Runs the pipeline forward: the scene is built first, then named.
    public func labelling(_ list: DisplayList, set: ComponentSet) -> DisplayList {
        let names = accessibleNames(for: set)
        guard !names.isEmpty else { return list }
        var labelled = list
        labelled.nodes = list.nodes.map { Self.label($0, names: names, inherited: nil) }
        return labelled
    }

    /// Renames the runs of a group whose id is in `names`; `inherited` is the name of the group this
    /// node sits directly in, so only that group's own runs take it, not those of nested groups.
    private static func label(_ node: SceneNode, names: [String: String], inherited: String?) -> SceneNode {
        switch node {
        case .group(var group):
            let name = group.id.flatMap { names[$0] }
            group.children = group.children.map { label($0, names: names, inherited: name) }
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
