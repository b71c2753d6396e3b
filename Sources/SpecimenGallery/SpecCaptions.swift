/// The numbers the spec prints under each specimen, kept as data in one place so the gallery shows
/// them beside the picture they describe and a reader can check one against the other.
public struct SpecCaption: Sendable, Hashable {
    /// The set the caption belongs to.
    public let set: String
    /// The Variant options it applies to (`["Size": "sm"]`); empty for every variant of the set.
    public let applies: [String: String]
    /// The caption as the spec writes it.
    public let text: String

    public init(set: String, applies: [String: String] = [:], _ text: String) {
        self.set = set
        self.applies = applies
        self.text = text
    }

    /// True when the caption describes `configuration`.
    public func describes(_ configuration: ComponentConfiguration) -> Bool {
        configuration.set.name == set && applies.allSatisfy { configuration.variant[$0.key] == $0.value }
    }
}

/// Every caption of the spec's "Specimen:" lines that states numbers, in the spec's order.
public enum SpecCaptions {
    public static let all: [SpecCaption] = [
        // "## Preview": Specimen: Type Default, State Placeholder.
        SpecCaption(set: "Text Input", "340 x 104, label 20, field 56, hint 16, gap 6"),
        // "## Chip Input"
        SpecCaption(set: "Chip Input", "field padding 8, gap 8, chip row 32 tall"),
        // "## Counter Input"
        SpecCaption(set: "Counter Input", "radius 9999, padding 6 and 12, buttons 32, value 18/28 Semi Bold"),
        // "## Digit Input"
        SpecCaption(set: "Digit Input", "64 x 64, radius 16, padding 16 and 8, 30/36 Medium"),
        // "## Text Area"
        SpecCaption(set: "Text Area", "340 wide, 56 for one line, 24 more a line up to five, padding 16"),
        // "## Stepper": sm 107 x 36, md 123 x 44, gap 12, value 16/24 Semi Bold.
        SpecCaption(set: "Stepper", applies: ["Size": "sm"], "sm 107 x 36, gap 12, value 16/24 Semi Bold"),
        SpecCaption(set: "Stepper", applies: ["Size": "md"], "md 123 x 44, gap 12, value 16/24 Semi Bold"),
        // "## Composer"
        SpecCaption(set: "Composer", "361 x 40, field 313 x 40, gap 8, avatar, action and send 40"),
    ]

    /// The captions that describe `configuration`, in the spec's order.
    public static func captions(for configuration: ComponentConfiguration) -> [String] {
        all.filter { $0.describes(configuration) }.map(\.text)
    }
}
