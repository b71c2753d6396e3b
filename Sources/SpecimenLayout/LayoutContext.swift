import Geometry
import SpecimenCatalogue
import SpecimenText
import SpecimenTokens

/// What every set's layout needs besides its model: the text engine and the styles, plus the node
/// builders they all share (a text run in its line box, an icon in its box).
///
/// Public so `ComponentModel.layout(in:)` can name it; only the layout engine can make one.
public struct LayoutContext {
    let configuration: ComponentConfiguration
    let text: TextEngine
    /// Appetite's styles, at the environment's text scale, for the sets still laid out in Swift; nil for
    /// a user's document, which reads every size from `theme`.
    let appetiteStyles: LayoutStyles?
    /// Backbase's styles, at the environment's text scale; nil for another design system's set, whose
    /// layout never reads them (reading a theme is a large part of a cold render's start).
    let backbaseStyles: BackbaseStyles?
    /// The theme of the set's design system in the mode drawn (the user's token files laid over it):
    /// where a document's text styles and dimensions come from, by token path, so a user's tokens reach
    /// a document's sizes as they reach its colours.
    let theme: Theme
    let environment: LayoutEnvironment

    var setName: String { configuration.set.name }

    /// Appetite's styles. `LayoutEngine` reads them for every shipped set's typed model, and only those
    /// lay out in Swift, so they are there whenever they are asked for.
    var styles: LayoutStyles {
        guard let appetiteStyles else { preconditionFailure("Appetite's styles are read for the shipped sets' models only, not \(setName)") }
        return appetiteStyles
    }

    /// Backbase's styles. `LayoutEngine` reads them for every set of Backbase's design system, and
    /// only Backbase's sets ask, so they are there whenever they are asked for.
    var backbase: BackbaseStyles {
        guard let backbaseStyles else { preconditionFailure("Backbase's styles are read for Backbase's sets only, not \(setName)") }
        return backbaseStyles
    }

    /// The text style a document names by its token path, from its design system's theme, at the
    /// environment's text scale. Throws a `LayoutError` naming the path and the typography tokens there are.
    func textStyle(_ path: TokenPath) throws -> TextStyle {
        if let style = try? theme.textStyle(path) { return style.scaled(by: environment.textScale) }
        throw LayoutError(kind: .document, message: "\(setName) names the text style \(path), which its design system's tokens do not hold as a typography token; valid: \(paths(of: .typography))")
    }

    /// A dimension token a document names (the focus ring's gap and width), from its design system's
    /// theme; it is not text, so the text scale leaves it as it is. Throws a `LayoutError` naming the path.
    func dimension(_ path: TokenPath) throws -> Double {
        if let value = try? theme.dimension(path) { return value }
        throw LayoutError(kind: .document, message: "\(setName) names the dimension \(path), which its design system's tokens do not hold as a dimension; valid: \(paths(of: .dimension))")
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

    /// `string` shaped in `style`, cut with "…" when it is wider than `maxWidth`: text is never clipped.
    func fit(_ string: String, style: TextStyle, maxWidth: Double) -> ShapedText {
        text.truncated(string, style: style, maxWidth: max(0, maxWidth), environment: environment.text)
    }

    /// `string` shaped in `style` for the environment's direction and language, uncut.
    func shape(_ string: String, style: TextStyle) -> ShapedText {
        text.shape(string, style: style, environment: environment.text)
    }

    /// `string` wrapped into lines no wider than `maxWidth`.
    func lines(_ string: String, style: TextStyle, maxWidth: Double) -> [ShapedText] {
        text.lines(string, style: style, maxWidth: maxWidth, environment: environment.text)
    }

    /// A style the layout defines itself (Backbase's), at the environment's text scale.
    func scaled(_ style: TextStyle) -> TextStyle { style.scaled(by: environment.textScale) }

    /// A spec `height` that holds one line of `style` (already scaled), grown by what that line box
    /// gains at the environment's text scale (`LayoutEnvironment.grown`).
    func grown(_ height: Double, holding style: TextStyle) -> Double {
        let scale = environment.textScale
        return environment.grown(height, lineHeight: scale > 0 ? style.lineHeight / scale : 0)
    }

    /// Where the caret goes after `run` drawn at `frame`, before the right-to-left mirror pass: at the
    /// run's logical end, which is its right edge when the text reads the way the UI does and its left
    /// edge otherwise (an Arabic value in an English UI, or a Latin one in an Arabic UI, which the
    /// mirror pass then puts at the text's right).
    func caretX(after run: ShapedText, in frame: Rect) -> Double {
        let textReadsLikeUI = run.isRightToLeft == (environment.direction == .rightToLeft)
        return textReadsLikeUI ? frame.maxX : frame.minX - Caret.width
    }

    /// A text node: its frame is the run's line box (run width x line height) with its top at `lineTop`,
    /// and the baseline sits `baselineOffset` below that top, as Figma places it.
    func textNode(_ name: String, _ run: ShapedText, role: NodeRole = .text, x: Double, lineTop: Double, color: TokenPath) -> LayoutNode {
        let frame = Rect(x: x, y: lineTop, width: run.width, height: run.style.lineHeight)
        let origin = Point(x: x, y: lineTop + run.baselineOffset)
        return LayoutNode(name, role: role, frame: frame, paints: [.text(run, origin: origin, color: color)])
    }

    /// A text node whose line box is centred vertically in `row`.
    func textNode(_ name: String, _ run: ShapedText, role: NodeRole = .text, x: Double, centeredIn row: Rect, color: TokenPath) -> LayoutNode {
        textNode(name, run, role: role, x: x, lineTop: row.minY + (row.height - run.style.lineHeight) / 2, color: color)
    }

    /// A text node whose frame is a whole value box (`box`'s width, one line tall, centred in `box`)
    /// with the run centred in it, so the box's edges (the spec's gaps) are what the layout reports.
    func textNode(_ name: String, _ run: ShapedText, role: NodeRole = .text, centeredInBox box: Rect, color: TokenPath) -> LayoutNode {
        let lineTop = box.minY + (box.height - run.style.lineHeight) / 2
        let frame = Rect(x: box.minX, y: lineTop, width: box.width, height: run.style.lineHeight)
        let origin = Point(x: box.minX + (box.width - run.width) / 2, y: lineTop + run.baselineOffset)
        return LayoutNode(name, role: role, frame: frame, paints: [.text(run, origin: origin, color: color)])
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

    /// An icon node: the glyph fills `box`. `accessibilityArguments` are the values its key's string
    /// interpolates (a chip's text for "Remove tag %@").
    func iconNode(_ nodeName: String, icon iconName: String, property: String? = nil, role: NodeRole = .icon,
                  accessibilityKey: String? = nil, accessibilityArguments: [String] = [], box: Rect, color: TokenPath) throws -> LayoutNode {
        let glyph = try icon(iconName, property: property)
        return LayoutNode(nodeName, role: role, accessibilityKey: accessibilityKey, accessibilityArguments: accessibilityArguments,
                          frame: box, paints: [.icon(glyph, box: box, color: color)])
    }

    /// Checks every Instance swap property up front, drawn or not, so a typo is reported even while
    /// the icon is switched off.
    func validateIconProperties() throws {
        for property in configuration.set.properties where property.kind == .instanceSwap {
            _ = try icon(configuration.value(property.name), property: property.name)
        }
    }
}

extension Rect {
    /// A `size` x `size` square centred vertically in this rect, starting at `x`.
    func square(_ size: Double, atX x: Double) -> Rect {
        Rect(x: x, y: minY + (height - size) / 2, width: size, height: size)
    }

    /// A `size` x `size` square centred in this rect.
    func centeredSquare(_ size: Double) -> Rect {
        Rect(x: minX + (width - size) / 2, y: minY + (height - size) / 2, width: size, height: size)
    }
}
