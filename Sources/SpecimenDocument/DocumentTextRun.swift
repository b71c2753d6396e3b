/// A stretch of a text in its own style (JSON: one entry of a text node's `runs`; Figma's
/// `characterStyleOverrides` and `styleOverrideTable`, one run per stretch of equal override).
///
/// Decision: runs are a list of `{"characters": ..., <text properties>}` in reading order, not ranges
/// of the text: a hand-written document reads as the sentence it draws, no one counts characters, and
/// Figma's overrides map to it one to one (each stretch of one override id is a run, its table entry
/// the run's properties, id 0 a run that sets nothing). The text is the runs' characters joined, so
/// the node's `characters` may be left out; given as a literal it must equal them.
///
/// A run sets any of a text's own typography over the node's: `textStyle`, `color`, `letterSpacing`,
/// `textCase`, `textDecoration`, `fontFeatures` and `lineHeight`; what it leaves out is the node's.
/// When a binding or `--strings` gives the text other characters than the runs', the runs no longer
/// say which character is which, and the whole text takes the first run's style, as Figma gives a
/// text whose characters are replaced the style of its first character.
package struct DocumentTextRun: Hashable, Sendable {
    /// The run's characters, as written (before its `textCase`).
    package var characters: String
    /// The text properties it sets over the node's (only the typography above is read).
    package var style: NodePatch

    /// A run of `characters` drawn with `style` over its node's properties.
    package init(characters: String, style: NodePatch = NodePatch()) {
        self.characters = characters
        self.style = style
    }

    /// The JSON keys a run may hold.
    static let keys = ["characters", "textStyle", "color", "letterSpacing", "textCase", "textDecoration", "fontFeatures", "lineHeight"]
}
