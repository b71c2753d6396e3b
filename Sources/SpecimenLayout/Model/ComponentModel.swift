import SpecimenCatalogue
import SpecimenDocument

/// One set's typed configuration: every property as a Swift value (enums for Variant properties,
/// `Bool`, `String`, icon names, whole numbers), decoded once from a checked `ComponentConfiguration`,
/// with the content a person changes (text, caret, value, chips, digits, focus) kept apart from the
/// variant that only chose where that content starts.
///
/// `DocumentModel` is the one conforming type: every set, Specimen's own and a team's, is its component
/// document, so its catalogue entry, decisions, layout and behaviour all come from that document and
/// nothing downstream switches on a set's name; `componentSet` is the value's own entry.
/// Behaviour changes `content` and lays the value out again; the visual state (Filled, Min, Typing) is
/// derived from content as the document's following variants say.
package protocol ComponentModel: Hashable, Sendable {
    /// Decodes a configuration (already checked by the catalogue). Never fails: every value a checked
    /// configuration can hold has a typed meaning.
    init(_ configuration: ComponentConfiguration)
    /// The configuration this value was decoded from: the set and variant that name the picture.
    var source: ComponentConfiguration { get }
    /// The catalogue entry of this value: its document's set.
    var componentSet: ComponentSet { get }
    /// True when the whole component is inactive (WCAG exempts it from contrast).
    var isDisabled: Bool { get }
    /// The measured component. Only the layout engine can make a `LayoutContext`.
    func layout(in context: LayoutContext) throws -> LayoutTree
}

extension ComponentModel {
    /// Enabled unless the set's model has a disabled state.
    package var isDisabled: Bool { false }
}
