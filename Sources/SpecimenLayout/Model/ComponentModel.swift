import SpecimenCatalogue
import SpecimenTokens

/// One set's typed configuration: every property as a Swift value (enums for Variant properties,
/// `Bool`, `String`, icon names, whole numbers), decoded once from a checked `ComponentConfiguration`,
/// with the content a person changes (text, caret, value, chips, digits, focus) kept apart from the
/// variant that only chose where that content starts.
///
/// `DocumentModel` is the one conforming type: every set, Specimen's own and a team's, is its component
/// document, so its catalogue entry, decisions, layout and behaviour all come from that document and
/// nothing downstream switches on a set's name. The static requirements are the protocol's placeholders
/// for a type that stands for every set (`componentSet` is the value's own entry).
/// Behaviour changes `content` and lays the value out again; the visual state (Filled, Min, Typing) is
/// derived from content as the document's following variants say.
public protocol ComponentModel: Hashable, Sendable {
    /// The catalogue entry this type models: its properties and their defaults.
    static var set: ComponentSet { get }
    /// The set's place in `specimen list`, the gallery and the catalogue (1 first); unique.
    static var position: Int { get }
    /// The sizes the layout reads from the theme for this set (`TokenInventory` lists them as the
    /// set's "layout" tokens); empty when its sizes come from elsewhere.
    static var layoutTokens: [TokenPath] { get }
    /// True for a set whose order is not a reading order, so right to left keeps it as it is.
    static var keepsOrderInRightToLeft: Bool { get }
    /// The accessibility keys this set's layout gives its own nodes, each with its default string.
    static var accessibilityStrings: [String: String] { get }
    /// Where the spec is silent, what this set's layout chose (for `specimen decisions`).
    static var decisions: [LayoutDecision] { get }
    /// The numbers the spec prints under this set's specimens, as it writes them.
    static var captions: [SpecCaption] { get }
    /// Decodes a configuration of `set` (already checked by the catalogue). Never fails: every value a
    /// checked configuration can hold has a typed meaning.
    init(_ configuration: ComponentConfiguration)
    /// The configuration this value was decoded from: the set and variant that name the picture.
    var source: ComponentConfiguration { get }
    /// The catalogue entry of this value: `Self.set` for a compiled set, the document's own for a
    /// `DocumentModel` (one type standing for every user's set, so its static `set` names none).
    var componentSet: ComponentSet { get }
    /// True when the whole component is inactive (WCAG exempts it from contrast).
    var isDisabled: Bool { get }
    /// The measured component. Only the layout engine can make a `LayoutContext`.
    func layout(in context: LayoutContext) throws -> LayoutTree
}

extension ComponentModel {
    /// Enabled unless the set's model has a disabled state.
    public var isDisabled: Bool { false }

    /// The type's catalogue entry.
    public var componentSet: ComponentSet { Self.set }

    /// No captions unless the set's model gives some.
    public static var captions: [SpecCaption] { [] }

    /// Mirrored in right to left unless the set says otherwise.
    public static var keepsOrderInRightToLeft: Bool { false }

    /// No keys of its own unless the set gives some.
    public static var accessibilityStrings: [String: String] { [:] }

    /// The model of `set`'s default variant with default properties.
    public static var `default`: Self { Self(ComponentConfiguration(set: set)) }

    /// The model of one of `set`'s variants by its Figma name, with `Name=Value` properties applied;
    /// throws the catalogue's error for a bad name, property or value.
    public static func variant(_ name: String, properties: [String] = []) throws -> Self {
        Self(try ComponentConfiguration(set: set, variant: set.variant(named: name)).applying(assignments: properties))
    }
}
