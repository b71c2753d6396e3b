import SpecimenCatalogue
import SpecimenDocument
import SpecimenTokens

/// What a set's component document says beyond its catalogue entry, for Specimen's own sets and a
/// team's alike: every set is its document (`ComponentSet.document`), so the layout, behaviour, tokens,
/// strings, decisions, captions and live specimen all come from it, and no Swift names a set.
extension ComponentSet {
    /// The sizes the layout reads from the theme for this set (`TokenInventory`'s "layout" tokens).
    package var layoutTokens: [TokenPath] { document?.layoutTokens.map { TokenPath($0) } ?? [] }

    /// True when right to left keeps the set's order (its document's `keepsOrderInRightToLeft`: Digit Input's code).
    package var keepsOrderInRightToLeft: Bool { document?.keepsOrderInRightToLeft ?? false }

    /// The accessibility keys the set's layout gives, with their default strings, from its document's nodes.
    package var accessibilityStrings: [String: String] { document?.accessibilityDefaults ?? [:] }

    /// Where the spec is silent, what the set's document chose (for `specimen decisions`).
    package var decisions: [LayoutDecision] {
        guard let document else { return [] }
        return document.decisions.map { LayoutDecision(document.name, $0.decision, because: $0.because) }
    }

    /// The numbers the spec prints under the set's specimens (its document's `captions`).
    package var captions: [SpecCaption] {
        guard let document else { return [] }
        return document.captions.map { SpecCaption(set: document.name, applies: $0.when, $0.text) }
    }

    /// The interaction the gallery and goldens play on the set (its document's `live`); nil for none.
    package var liveSpecimen: LiveSpecimen? {
        guard let live = document?.live else { return nil }
        return LiveSpecimen(set: self, variant: live.variant, properties: live.properties, script: live.script)
    }
}

extension DocumentModel {
    /// `configuration` decoded into its document's model, or a `LayoutError` naming the sets Specimen
    /// can draw when its set was not read from a document.
    public static func decoding(_ configuration: ComponentConfiguration) throws -> DocumentModel {
        guard configuration.set.document != nil else {
            throw LayoutError.unsupportedSet(configuration.set.name, known: Catalogue.standard.sets.map(\.name))
        }
        return DocumentModel(configuration)
    }
}
