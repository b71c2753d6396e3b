/// Which shipped token file a design system draws with in each mode.
package enum ThemeFiles {
    /// `Themes/<system>-<mode>.tokens.json`: `acme-light`, `acme-dark`.
    package static func fileName(designSystem: String, mode: ThemeMode) -> String {
        ShippedThemes.fileName(designSystem: designSystem, mode: mode.rawValue)
    }

    /// Every shipped theme file name, for validating a user's overrides against all of them.
    package static func all(in catalogue: Catalogue) -> [String] {
        var names: [String] = []
        for set in catalogue.sets {
            for mode in ThemeMode.allCases {
                let name = fileName(designSystem: set.designSystem, mode: mode)
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}
