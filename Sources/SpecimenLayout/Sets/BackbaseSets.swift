import SpecimenCatalogue

/// What Backbase's sets share: the design system's name. Each set's entry lives in its folder
/// (`Sets/InputPassword/InputPasswordCatalogue.swift`).
public enum BackbaseSets {
    /// The `designSystem` name every Backbase set carries in its catalogue entry.
    public static let designSystem = "Backbase"

    /// Backbase's registered sets, in the registry's order.
    public static var all: [ComponentSet] { ComponentRegistry.sets.filter { $0.designSystem == designSystem } }
}
