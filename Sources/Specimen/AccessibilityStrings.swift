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
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
            throw StringsFileError(file: url.path, line: 0, reason: "cannot read the file")
        }
        var copy = self
        for (key, value) in try StringsFileParser.parse(text, file: url.path) { copy.values[key] = value }
        return copy
    }

    /// The labels the SVG writer puts on glyph runs, keyed by the run's text (set by the scene).
    public var labelsByText: [String: String] { [:] }
}
