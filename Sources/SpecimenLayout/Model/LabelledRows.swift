/// The title row and hint row properties the four labelled Appetite sets share: `Input Label`,
/// `Optional`, `Tooltip`, `Help`, `Input Label Text` and `Help Text`, read once for all of them.
public struct LabelledRows: Hashable, Sendable {
    /// The `Input Label` property: the title row is shown.
    public var showsLabel: Bool
    /// The `Optional` property: the title row marks the field as optional after its label.
    public var isOptional: Bool
    /// The `Tooltip` property: the title row ends with the information button.
    public var showsTooltip: Bool
    /// The `Help` property: the hint row under the field is shown.
    public var showsHint: Bool
    /// The `Input Label Text` property: the title row's label.
    public var labelText: String
    /// The hint, or on error the message that says what went wrong.
    public var hintText: String
    /// The title row's information button was pressed: its bubble shows (no variant starts with it open).
    public var isTooltipOpen = false

    /// Rows with the given properties; by default every row and mark is shown, with the tooltip closed.
    public init(
        showsLabel: Bool = true, isOptional: Bool = true, showsTooltip: Bool = true, showsHint: Bool = true,
        labelText: String, hintText: String
    ) {
        self.showsLabel = showsLabel
        self.isOptional = isOptional
        self.showsTooltip = showsTooltip
        self.showsHint = showsHint
        self.labelText = labelText
        self.hintText = hintText
    }

    /// Reads the six shared properties. An Error variant whose `Help Text` the user left alone starts
    /// with `errorText` in the hint ("say what went wrong in the hint, because red is not a message").
    init(_ reader: PropertyReader, state: FieldStateOption) {
        let hint = state == .error && !reader.isSet("Help Text") ? LabelledRows.errorText : reader.text("Help Text")
        self.init(
            showsLabel: reader.bool("Input Label"), isOptional: reader.bool("Optional"),
            showsTooltip: reader.bool("Tooltip"), showsHint: reader.bool("Help"),
            labelText: reader.text("Input Label Text"), hintText: hint)
    }

    /// The six properties as a document reads them, with the hint an Error specimen starts with.
    var contentValues: [String: String] {
        [
            "Input Label": showsLabel ? "on" : "off", "Optional": isOptional ? "on" : "off", "Tooltip": showsTooltip ? "on" : "off",
            "Help": showsHint ? "on" : "off", "Input Label Text": labelText, "Help Text": hintText,
        ]
    }

    /// The content states the rows add to a document's: `tooltip-open` while the bubble shows.
    var contentStates: Set<String> { isTooltipOpen ? ["tooltip-open"] : [] }

    /// The message an Error specimen shows when the user gave no hint of their own.
    public static let errorText = "Enter a valid value"
}
