import Foundation
import SpecimenCatalogue
import SpecimenSupport
import SpecimenTokens
@testable import SpecimenText

/// The styles the Input spec uses, and the shared engine every test measures with.
enum Fixture {
    static let body = TextStyle(name: "Body", size: 16, lineHeight: 24, weight: .regular)
    static let label = TextStyle(name: "Label", size: 14, lineHeight: 20, weight: .medium)
    static let title = TextStyle(name: "Title", size: 18, lineHeight: 28, weight: .semiBold)

    static func engine() throws -> TextEngine { try TextEngine.shared() }

    static func fonts() throws -> URL { try SpecimenHome.locate().fonts }

    /// Icon names the Appetite Input spec draws.
    static let specIcons = [
        "phone", "chevron-down", "eye-off", "eye", "lock", "tag", "information-outline",
        "close-circle", "plus", "minus", "send", "paperclip", "camera", "account",
        "alert-circle-outline",
    ]
}
