import SpecimenLimits
/// A render that cannot be made, with what would be valid.
package enum RenderError: Error, CustomStringConvertible, Sendable, Equatable {
    case badScale(Double)
    case overPixelBudget(width: Int, height: Int)
    case unknownTheme(String)
    case unknownFormat(String)
    /// An animation whose frames together exceed the pixel budget.
    case animationOverPixelBudget(frames: Int, width: Int, height: Int)
    case textTooLong(property: String, length: Int)
    /// A Text property whose translation (a `--strings` entry) or pseudo-localised form is past the limit.
    case translatedTextTooLong(property: String, length: Int)
    case badTextScale(Double)
    case badLocale(String)
    /// A design system given twice, or given by a folder and shipped by Specimen: its name, the folder, the other place.
    case designSystemTwice(String, String, String)
    /// A set a user's folder defines that another design system already has: its name, its file, the other design system.
    case setTwice(String, String, String)
    /// A design system folder with no token file for a mode: its name, folder and the mode.
    case noTokens(String, String, String)

    /// One line naming what cannot be drawn and what is valid.
    package var description: String {
        switch self {
        case .badScale(let s):
            "scale \(s.isNaN ? "NaN" : String(s)) is not valid; use a number from \(RenderOptions.scaleRange.lowerBound) to \(RenderOptions.scaleRange.upperBound), such as 1, 2 or 3"
        case .overPixelBudget(let w, let h):
            "a \(w) x \(h) image is over Specimen's budget of \(RenderOptions.pixelBudget) pixels; use a smaller scale"
        case .unknownTheme(let t):
            "unknown theme '\(t)'; valid: \(ThemeMode.allCases.map(\.rawValue).joined(separator: ", "))"
        case .textTooLong(let property, let length):
            "property '\(property)' is \(length) characters long; the limit is \(Limits.textLength)"
        case .translatedTextTooLong(let property, let length):
            "property '\(property)' is \(length) characters long once translated by the strings file or the locale; the limit is \(Limits.textLength) (Limits.textLength)"
        case .unknownFormat(let f):
            "unknown output format '\(f)'; valid: png, svg, pdf (or name the file .png, .svg or .pdf)"
        case .animationOverPixelBudget(let frames, let w, let h):
            "\(frames) frames of \(w) x \(h) pixels are over Specimen's budget of \(RenderOptions.pixelBudget) pixels for one animation; play fewer events or use a smaller scale"
        case .badTextScale(let s):
            "text scale \(s.isNaN ? "NaN" : String(s)) is not valid; use a number from \(LayoutEnvironment.textScaleRange.lowerBound) to \(LayoutEnvironment.textScaleRange.upperBound), such as 1.3 or 2"
        case .designSystemTwice(let name, let folder, let other):
            "design system \"\(name)\" (\(folder)) is also given by \(other); give each design system once, with names unique"
        case .setTwice(let name, let file, let other):
            "the component \"\(name)\" in \(file) is also a set of \(other); set names are unique across the design systems drawn (rename it)"
        case .noTokens(let name, let folder, let mode):
            "design system \"\(name)\" (\(folder)) has no token file for \(mode); add a *.tokens.json (both modes) or a \(mode).tokens.json to the folder"
        case .badLocale(let l):
            "locale '\(l)' is not a BCP 47 tag; use a language and optional region or script, such as ar, he, ja, zh-Hant, en-XA or ar-XB"
        }
    }
}
