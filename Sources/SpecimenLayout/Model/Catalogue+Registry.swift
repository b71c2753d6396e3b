import SpecimenCatalogue
import SpecimenDocument

extension Catalogue {
    /// Every shipped set, each its document under `Themes/`, by each document's `position`: the first
    /// shipped design system's seven Input sets, then the second's one. The catalogue module holds the types; the
    /// list comes from the documents (`ShippedDocuments`), so the pipeline never reaches backward.
    public static let standard = Catalogue(sets: ShippedDocuments.sets)
}
