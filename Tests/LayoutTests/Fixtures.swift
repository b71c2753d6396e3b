import Geometry
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenSupport
import SpecimenText
import SpecimenTokens

/// The engine and the small helpers every layout test uses.
enum Fixtures {
    static func engine() throws -> LayoutEngine { LayoutEngine(text: try TextEngine.shared()) }

    /// An engine measuring a user's document (a design system Specimen does not ship) with the shipped
    /// Appetite light theme, whose token names the README's and these tests' documents use.
    static func appetiteEngine() throws -> LayoutEngine {
        let theme = try ThemeLibrary.theme(named: "appetite-light", mode: "light", home: SpecimenHome.locate())
        return LayoutEngine(text: try TextEngine.shared(), theme: theme)
    }

    /// The layout of `set` in `variant` (a Figma variant name; nil for the default) with `Name=Value` properties.
    static func layout(_ set: String, _ variant: String? = nil, _ properties: [String] = []) throws -> LayoutTree {
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant, properties: properties)
        return try engine().layout(configuration)
    }

    /// Every variant name of a set, for `@Test(arguments:)` tables.
    static func variants(_ set: String) -> [String] {
        (try? Catalogue.standard.set(named: set).variants.map(\.name)) ?? []
    }

    /// The node or a thrown failure naming what is missing, so a test reads `try node(tree, "field")`.
    static func node(_ tree: LayoutTree, _ name: String) throws -> LayoutNode {
        guard let node = tree.node(named: name) else { throw Missing(name: name, layout: tree.configuration.name) }
        return node
    }

    struct Missing: Error, CustomStringConvertible {
        let name: String
        let layout: String
        var description: String { "\(layout) has no node named \(name)" }
    }
}

extension Rect {
    /// Shorthand for a table row: `Rect(0, 26, 340, 56)`.
    init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
}

extension LayoutNode {
    /// The colour tokens of this node's fills, in paint order.
    var fillColors: [String] { paints.compactMap { if case .fill(_, let color) = $0 { color.description } else { nil } } }
    /// The colour tokens and widths of this node's strokes.
    var strokes: [(color: String, width: Double)] {
        paints.compactMap { if case .stroke(_, let width, let color, _, _, _) = $0 { (color.description, width) } else { nil } }
    }
    /// The shapes this node fills or strokes.
    var shapes: [Shape] {
        paints.compactMap {
            switch $0 {
            case .fill(let shape, _), .stroke(let shape, _, _, _, _, _), .focusRing(let shape, _, _, _, _, _, _), .backdropBlur(let shape, _): shape
            default: nil
            }
        }
    }
    /// The colour of this node's text or icon paint.
    var inkColor: String? {
        for paint in paints {
            switch paint {
            case .text(_, _, let color), .icon(_, _, let color): return color.description
            default: continue
            }
        }
        return nil
    }
    /// The text this node draws, if it is a text node.
    var text: String? {
        for paint in paints { if case .text(let run, _, _) = paint { return run.text } }
        return nil
    }
    /// The shaped run this node draws, if it is a text node.
    var textRun: ShapedText? {
        for paint in paints { if case .text(let run, _, _) = paint { return run } }
        return nil
    }
    /// The icon name this node draws, if it is an icon node.
    var iconName: String? {
        for paint in paints { if case .icon(let glyph, _, _) = paint { return glyph.name } }
        return nil
    }
}
