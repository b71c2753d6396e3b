import SpecimenSupport
import SpecimenAutoLayout
import SpecimenText
import SpecimenTokens

/// Measures Figma TEXT nodes with Specimen's text engine when their font is one Specimen ships (Inter,
/// `fontWeight` 100, 200, ... 900, upright), so the engine, not Figma, decides
/// their size (letter spacing included, as `LetterSpacing` applies it). Any other text is sized from Figma's own box and says why.
///
/// A measured text's line box is Figma's `lineHeightPx` (Figma writes it for every unit, intrinsic
/// included); its lines are the engine's: newlines always break and, with a width to fit, words wrap
/// as the text engine wraps a Text Area. A text that hugs its width is as wide as its longest line
/// rounded up to a whole point, as Figma sizes an auto-width text box (`FigmaDecisions`).
package struct FigmaTextMeasurer: Sendable {
    let engine: TextEngine

    package init(engine: TextEngine) { self.engine = engine }

    /// How the node is sized and, when Specimen measures it, the measuring closure.
    func measure(_ node: FigmaNode) -> (FigmaTextSizing, LeafMeasure?) {
        let style = node.fields["style"]
        func string(_ key: String) -> String? { style?[key].flatMap { if case .string(let s) = $0 { s } else { nil } } }
        func number(_ key: String) -> Double? { style?[key].flatMap(FigmaNode.double) }
        let family = string("fontFamily") ?? "an unnamed font"
        guard family == "Inter" else { return (.figmaBox(reason: family), nil) }
        let requested = number("fontWeight") ?? 400
        let weight = FontWeight.nearest(requested)
        // A weight between Inter's files is drawn on the variable Inter's wght axis, an italic in Inter's italics.
        let variations = Double(weight.numericWeight) == requested ? [:] : ["wght": requested]
        let italic = style.map(ImportState.isItalic) ?? false
        if let overrides = node.fields["characterStyleOverrides"], case .array(let list) = overrides,
            list.contains(where: { $0 != .number(0) })
        {
            return (.figmaBox(reason: "mixed styles in one text"), nil)
        }
        if let textCase = string("textCase"), textCase != "ORIGINAL" { return (.figmaBox(reason: "text case \(textCase)"), nil) }
        // Spaced or indented paragraphs are the document layout's (DocumentLayout+Paragraph); the check keeps Figma's box.
        if (number("paragraphSpacing") ?? 0) > 0 || (number("paragraphIndent") ?? 0) > 0 { return (.figmaBox(reason: "paragraph spacing or indent"), nil) }
        guard let size = number("fontSize"), size > 0, let lineHeight = number("lineHeightPx"), lineHeight >= 0 else {
            return (.figmaBox(reason: "no fontSize or lineHeightPx"), nil)
        }
        let characters = node.string("characters") ?? ""
        let spacing = style.flatMap(ImportState.letterSpacing).map { $0.percent ? $0.number * size / 100 : $0.number } ?? 0
        let features = style.map { ImportState.fontFeatures($0) } ?? [:]
        let textStyle = TextStyle(
            name: "figma", size: size, lineHeight: lineHeight, weight: weight, letterSpacing: spacing, features: features, italic: italic,
            variations: variations)
        let engine = engine
        let baseline = engine.fontMetrics(weight).baselineOffset(size: size, lineHeight: lineHeight)
        let measure: LeafMeasure = { proposal in
            let limit = proposal.width ?? (proposal.maxWidth.isFinite ? proposal.maxWidth : nil)
            let widths: [Double] =
                if let limit {
                    engine.lines(characters, style: textStyle, maxWidth: limit).map(\.width)
                } else {
                    characters.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { engine.width(of: String($0), style: textStyle) }
                }
            // Figma's auto-width text box is its advance width rounded up to a whole point (FigmaDecisions).
            return LeafMeasurement(
                width: proposal.width ?? (widths.max() ?? 0).rounded(.up),
                height: proposal.height ?? Double(max(1, widths.count)) * lineHeight, baseline: baseline)
        }
        return (.measured, measure)
    }
}
