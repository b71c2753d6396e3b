import Foundation
import SpecimenCatalogue
import SpecimenTokens

/// A design system's layout styles read once per process from its shipped light theme (typography is
/// the same in both modes). `@unchecked Sendable`: `made` is only read or written under `lock`.
final class ShippedStyles<Styles: Sendable>: @unchecked Sendable {
    private let themeName: String
    private let make: @Sendable (Theme) throws -> Styles
    private let lock = NSLock()
    private var made: Styles?

    init(theme themeName: String, make: @escaping @Sendable (Theme) throws -> Styles) {
        self.themeName = themeName
        self.make = make
    }

    func styles() throws -> Styles {
        try lock.withLock {
            if let made { return made }
            // A failure is not remembered, so fixing SPECIMEN_HOME and retrying works.
            let theme = try ThemeLibrary.theme(named: themeName, mode: "light", home: SpecimenHome.locate())
            let styles = try make(theme)
            made = styles
            return styles
        }
    }
}
