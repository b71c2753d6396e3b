import Geometry
import SpecimenDocument
import SpecimenCatalogue
import SpecimenText
import SpecimenTokens

/// What every set's layout needs besides its model: the text engine, the theme of the set's design
/// system (its text styles and dimensions, by token path) and the environment, plus the icon look-up.
///
/// Public so `ComponentModel.layout(in:)` can name it; only the layout engine can make one.
package struct LayoutContext {
    let configuration: ComponentConfiguration
    let text: TextEngine
    /// The theme of the set's design system in the mode drawn (the user's token files laid over it):
    /// where a document's text styles and dimensions come from, by token path, so a user's tokens reach
    /// a document's sizes as they reach its colours.
    let theme: Theme
    let environment: LayoutEnvironment
    /// The design system's documents by name, which a document's instances show (`LayoutEngine.components`).
    var components: [String: ComponentDocument] = [:]

    var setName: String { configuration.set.name }

    /// The text style a document names by its token path, from its design system's theme, at the
    /// environment's text scale. Throws a `LayoutError` naming the path and the typography tokens there are.
    /// A token only the other mode's file defines is that `TokenError`, which says which file to add.
    func textStyle(_ path: TokenPath) throws -> TextStyle {
        do {
            return try theme.textStyle(path).scaled(by: environment.textScale)
        } catch let error as TokenError where error.isMissingInMode {
            throw error
        } catch {
            throw LayoutError(
                kind: .document,
                message: "\(setName) names the text style \(path), which its design system's tokens do not hold as a typography token; valid: \(paths(of: .typography))",
                token: path)
        }
    }

    /// A dimension token a document names (the focus ring's gap and width), from its design system's
    /// theme; it is not text, so the text scale leaves it as it is. Throws a `LayoutError` naming the path.
    func dimension(_ path: TokenPath) throws -> Double {
        do {
            return try theme.dimension(path)
        } catch let error as TokenError where error.isMissingInMode {
            throw error
        } catch {
            throw LayoutError(
                kind: .document, message: "\(setName) names the dimension \(path), which its design system's tokens do not hold as a dimension; valid: \(paths(of: .dimension))",
                token: path)
        }
    }

    private enum Kind { case typography, dimension }

    /// The theme's paths of one kind, for an error's "valid:" (at most 12, then a count).
    private func paths(of kind: Kind) -> String {
        let found = theme.paths.filter { path in
            switch theme.values[path] {
            case .typography?: kind == .typography
            case .dimension?, .number?: kind == .dimension
            default: false
            }
        }
        let shown = found.prefix(12).map(\.description).joined(separator: ", ")
        return found.count > 12 ? shown + " and \(found.count - 12) more" : (shown.isEmpty ? "none" : shown)
    }

    /// A spec `height` that holds one line of `style` (already scaled), grown by what that line box
    /// gains at the environment's text scale (`LayoutEnvironment.grown`).
    func grown(_ height: Double, holding style: TextStyle) -> Double {
        let scale = environment.textScale
        return environment.grown(height, lineHeight: scale > 0 ? style.lineHeight / scale : 0)
    }

    /// The icon called `name`. A bad name from an Instance swap `property` becomes an error naming the
    /// property and the closest icons; `property` is nil for the layout's own glyphs.
    func icon(_ name: String, property: String? = nil) throws -> IconGlyph {
        do {
            return try text.icon(named: name)
        } catch let error as TextError where error.kind == .unknownIcon {
            throw LayoutError.unknownIcon(set: setName, property: property, name: name, cause: error)
        }
    }

    /// Checks every Instance swap property up front, drawn or not, so a typo is reported even while
    /// the icon is switched off.
    func validateIconProperties() throws {
        for property in configuration.set.properties where property.kind == .instanceSwap {
            _ = try icon(configuration.value(property.name), property: property.name)
        }
    }
}
