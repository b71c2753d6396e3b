import SpecimenCatalogue

extension Catalogue {
    /// Every registered set, in the registry's order: Appetite UI's seven Input sets, then Backbase's
    /// InputPassword. The catalogue module holds the types; the list comes from the sets' folders
    /// (`ComponentRegistry`), so the pipeline never reaches backward.
    public static let standard = Catalogue(sets: ComponentRegistry.sets)
}
