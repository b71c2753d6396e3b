import SpecimenLayout

/// What reading Figma's JSON decides where Figma's documentation (figma/rest-api-spec) is silent, each
/// with the evidence; `specimen decisions` and the README print this table after the layout's.
public enum FigmaDecisions {
    public static let all: [LayoutDecision] = [
        LayoutDecision("Figma import", "an auto-layout frame's primaryAxisSizingMode / counterAxisSizingMode, when the JSON omits it, is AUTO (hug)",
                       because: "Figma's JSON leaves out default values and new auto-layout frames hug; read so, the engine's hug sizes match Figma's boxes on every such frame of the 2021 piglovesyou/fig files (FIXED would copy Figma's size and check nothing)"),
        LayoutDecision("Figma import", "a text that hugs its width (textAutoResize WIDTH_AND_HEIGHT) is its longest line's advance width rounded up to a whole point",
                       because: "Figma's boxes for Inter labels in the Radix Icons file are 46, 54 and 32 pt where the shaped advances are 45.34, 53.38 and 31.29 pt: each the next whole point"),
        LayoutDecision("Figma import", "a text whose font Specimen does not ship is sized from Figma's own box, and counted by its font",
                       because: "Specimen never reads system fonts; Figma's box is Figma's own measurement of that font"),
    ]

    /// The decisions as a Markdown table, in the layout table's columns.
    public static var markdownTable: String {
        (["| Set | Decision | Why |", "| --- | --- | --- |"] + all.map { "| \($0.set) | \($0.decision) | \($0.reason) |" }).joined(separator: "\n")
    }
}
