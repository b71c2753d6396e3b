/// The seven component sets of the Appetite UI Input page, exactly as its Properties tables give them
/// (read from Figma on October 2, 2026): 30 + 5 + 5 + 5 + 5 + 6 + 4 = 60 variants.
///
/// Where the table describes a default instead of quoting it, the description is turned into text once,
/// here: "ten dots" is ten U+2022 bullets, "hint" is the Text Input's hint sentence, and "a sample
/// sentence" is `sampleSentence`.
///
/// `Minimum` and `Maximum` of Stepper and Counter Input are Specimen's own (the spec's buttons "work",
/// so a value has bounds): whole numbers whose defaults keep the spec's pictures, since the default
/// values (2 and 24) sit on neither. A `State=Min` or `State=Max` Stepper starts with its value on
/// the bound (see `StepperConfiguration`).
public enum AppetiteSets {
    public static let designSystem = "Appetite UI"

    static let states = ["Placeholder", "Filled", "Focused", "Error", "Disabled"]
    static let labelText = PropertyDefinition.text("Input Label Text", "Title of input")
    static let hintSentence = "This is a hint text to help user"
    static let helpText = PropertyDefinition.text("Help Text", hintSentence)
    /// The Text Area's `Value Text`: the spec says only "a sample sentence".
    public static let sampleSentence = "Please leave the parcel with the neighbour at number 12 if nobody answers the door."
    static let titleRow: [PropertyDefinition] = [.boolean("Input Label"), .boolean("Optional"), .boolean("Tooltip"), .boolean("Help")]

    public static let textInput = ComponentSet(name: "Text Input", designSystem: designSystem, properties: [
        .variant("Type", ["Default", "Left Selection", "Right Selection", "Password", "Prefix", "Suffix"]),
        .variant("State", states),
    ] + titleRow + [
        .boolean("Icon Left"), .boolean("Icon Right"),
        .icon("Icon Left Swap", "phone"), .icon("Icon Right Swap", "chevron-down"),
        labelText, .text("Input Text", "Placeholder text"), helpText,
        .text("Password Text", String(repeating: "\u{2022}", count: 10)),
        .text("Prefix Text", "https://"), .text("Suffix Text", "kg"),
    ])

    public static let textArea = ComponentSet(name: "Text Area", designSystem: designSystem, properties: [
        .variant("State", states),
    ] + titleRow + [
        .boolean("Counter"),
        labelText, .text("Input Text", "Add more detail"), helpText, .text("Counter Text", "0/500"),
        .text("Value Text", sampleSentence),
    ])

    public static let chipInput = ComponentSet(name: "Chip Input", designSystem: designSystem, properties: [
        .variant("State", states),
    ] + titleRow + [
        .boolean("Icon Left"),
        labelText, .text("Input Placeholder Text", "Add tags"), helpText,
    ])

    public static let counterInput = ComponentSet(name: "Counter Input", designSystem: designSystem, properties: [
        .variant("State", states),
    ] + titleRow + [
        labelText, .text("Input Number", "24"), helpText,
        .wholeNumber("Minimum", 0), .wholeNumber("Maximum", 999),
    ])

    public static let digitInput = ComponentSet(name: "Digit Input", designSystem: designSystem, properties: [
        .variant("State", ["Default", "Focused", "Filled", "Disabled", "Error"]),
    ])

    public static let stepper = ComponentSet(name: "Stepper", designSystem: designSystem, properties: [
        .variant("Size", ["sm", "md"]),
        .variant("State", ["Default", "Min", "Max"]),
        .text("Value", "2"),
        .wholeNumber("Minimum", 0), .wholeNumber("Maximum", 10),
    ])

    public static let composer = ComponentSet(name: "Composer", designSystem: designSystem, properties: [
        .variant("Style", ["Default", "Overlay"]),
        .variant("State", ["Empty", "Typing"]),
        .boolean("Avatar", false), .boolean("Action", false), .boolean("Accessory", true),
        .text("Placeholder", "Message"), .text("Value", "Looks good to me"),
        .icon("Action Icon", "camera"), .icon("Accessory Icon", "paperclip"),
    ])

    /// The seven sets in the spec's order.
    public static let all: [ComponentSet] = [textInput, textArea, chipInput, counterInput, digitInput, stepper, composer]
}
