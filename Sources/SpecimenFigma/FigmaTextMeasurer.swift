import SpecimenSupport
import SpecimenAutoLayout
import SpecimenText
import SpecimenTokens

/// Measures Figma TEXT nodes with Specimen's text engine when their font is one Specimen ships (Inter,
/// `fontWeight` 100, 200, ... 900, upright), so the engine, not Figma, decides
/// their size (letter spacing included, as `LetterSpacing` applies it). Any other text is sized from Figma's own box and says why.
///
/// Every measured text is a paragraph of runs broken by the runs line breaker (`TextEngine.styledLines`),
/// as a document's text is: one run for a text of one style, one per stretch of Figma's
/// `characterStyleOverrides` for mixed styles (each its `styleOverrideTable` entry laid over the node's
/// style; every run must be in Inter, else the text keeps Figma's box, named by the run's family). A
/// run's line box is Figma's `lineHeightPx` (Figma writes it for every unit, intrinsic included); a
/// line is as tall as its tallest run (`StyledLine`). Newlines always break and, with a width to fit,
/// words wrap as the text engine wraps a Text Area; `paragraphSpacing` goes after each paragraph but the
/// last and `paragraphIndent` starts each paragraph's first line further in, as in a document. A text
/// that hugs its width is as wide as its longest line rounded up to a whole point, as Figma sizes an
/// auto-width text box (`FigmaDecisions`).
package struct FigmaTextMeasurer: Sendable {
    let engine: TextEngine

    package init(engine: TextEngine) { self.engine = engine }

    /// A text as the engine measures it: its runs, paragraph spacing and indent.
    package struct Paragraph: Sendable {
        package var spans: [TextSpan]
        package var spacing: Double
        package var indent: Double
    }

    /// How the node is sized and, when Specimen measures it, the measuring closure.
    func measure(_ node: FigmaNode) -> (FigmaTextSizing, LeafMeasure?) {
        let paragraph: Paragraph
        switch self.paragraph(node) {
        case .failure(let reason): return (.figmaBox(reason: reason.reason), nil)
        case .success(let found): paragraph = found
        }
        let engine = engine
        let first = paragraph.spans.first?.style
        let baseline = first.map { engine.fontMetrics($0.weight).baselineOffset(size: $0.size, lineHeight: $0.lineHeight) }
        let measure: LeafMeasure = { proposal in
            let limit = proposal.width ?? (proposal.maxWidth.isFinite ? proposal.maxWidth : nil)
            let lines = Self.lines(paragraph, maxWidth: limit, engine: engine)
            let widest = lines.map { $0.width + ($0.opens ? paragraph.indent : 0) }.max() ?? 0
            // Figma's auto-width text box is its advance width rounded up to a whole point (FigmaDecisions).
            return LeafMeasurement(
                width: proposal.width ?? widest.rounded(.up), height: proposal.height ?? Self.height(lines, spacing: paragraph.spacing),
                baseline: lines.first?.baselineOffset ?? baseline)
        }
        return (.measured, measure)
    }

    /// The lines of `paragraph`: wrapped at `maxWidth` (its first lines narrowed by the indent), or one
    /// per hard line break when there is none.
    package static func lines(_ paragraph: Paragraph, maxWidth: Double?, engine: TextEngine) -> [StyledLine] {
        guard let maxWidth else { return engine.styledUnwrapped(paragraph.spans) }
        return engine.styledLines(paragraph.spans, maxWidth: maxWidth, paragraphIndent: paragraph.indent)
    }

    /// The height of `lines`: each its own line height, `spacing` before each that opens a paragraph but the first.
    package static func height(_ lines: [StyledLine], spacing: Double) -> Double {
        lines.enumerated().reduce(0) { $0 + $1.element.lineHeight + ($1.offset > 0 && $1.element.opens ? spacing : 0) }
    }

    /// Why a text is not measured: a family or style Specimen does not ship, a text case, no size.
    package struct Unmeasured: Error {
        package let reason: String
    }

    /// The node's text as the engine measures it, or why it keeps Figma's box.
    package func paragraph(_ node: FigmaNode) -> Result<Paragraph, Unmeasured> {
        guard let style = node.fields["style"] else { return .failure(Unmeasured(reason: "an unnamed font")) }
        let characters = node.string("characters") ?? ""
        var stretches: [(text: String, style: JSONValue)] = []
        if case .array(let list)? = node.fields["characterStyleOverrides"], list.contains(where: { $0 != .number(0) }) {
            // Indices count UTF-16 code units, as Figma's JavaScript strings do; past the list's end is id 0.
            let ids = list.map { FigmaNode.double($0).map(Int.init) ?? 0 }
            var unit = 0, last: Int?
            for scalar in characters.unicodeScalars {
                let id = unit < ids.count ? ids[unit] : 0
                unit += scalar.utf16.count
                if id == last, !stretches.isEmpty {
                    stretches[stretches.count - 1].text.unicodeScalars.append(scalar)
                    continue
                }
                last = id
                var merged = style
                if id != 0, case .object(let entry)? = node.fields["styleOverrideTable"]?[String(id)], case .object(let base) = style {
                    merged = .object(base + entry)
                    merged = Self.withLineHeight(merged, base: style, entry: .object(entry))
                }
                stretches.append((String(scalar), merged))
            }
        }
        if stretches.isEmpty { stretches = [(characters, style)] }
        var spans: [TextSpan] = []
        for stretch in stretches {
            switch textStyle(stretch.style) {
            case .failure(let reason): return .failure(reason)
            case .success(let made): spans.append(TextSpan(stretch.text, style: made))
            }
        }
        func number(_ key: String) -> Double { style[key].flatMap(FigmaNode.double).map { $0 > 0 && $0 <= 10_000 ? $0 : 0 } ?? 0 }
        return .success(Paragraph(spans: spans, spacing: number("paragraphSpacing"), indent: number("paragraphIndent")))
    }

    /// `merged` (an override entry laid over the node's style) with the line height Figma gives the run
    /// when the entry changes the size but not `lineHeightPx`: Figma leaves the field out, and the line
    /// height follows the run's own size in its unit. Evidence: grida's archive of "Investor Pitch
    /// Template" (Figma Community file 766822741396935685), whose INTRINSIC_% texts 0:25 and 0:496 have
    /// runs of 30 and 45 pt in a 44 and 60 pt node; their `absoluteRenderBounds` put the ink where lines of
    /// 35.16 and 52.73 pt (Roboto's 2,400 / 2,048 of the run's size) put it, not the node's 51.56 and 70.31.
    static func withLineHeight(_ merged: JSONValue, base: JSONValue, entry: JSONValue) -> JSONValue {
        guard entry["lineHeightPx"] == nil, let size = merged["fontSize"].flatMap(FigmaNode.double),
            let baseSize = base["fontSize"].flatMap(FigmaNode.double), baseSize > 0, size != baseSize,
            let px = base["lineHeightPx"].flatMap(FigmaNode.double), case .object(let members) = merged
        else { return merged }
        let unit = if case .string(let u)? = merged["lineHeightUnit"] { u } else { "PIXELS" }
        let percent = merged["lineHeightPercentFontSize"].flatMap(FigmaNode.double)
        let height: Double =
            switch unit {
            case "FONT_SIZE_%" where percent != nil: size * (percent ?? 100) / 100
            case "INTRINSIC_%": px * size / baseSize
            default: px
            }
        return .object(members + [("lineHeightPx", .number(height))])
    }

    /// A Figma text style (the node's, or a run's merged one) as the engine's, when it is Inter.
    func textStyle(_ style: JSONValue) -> Result<TextStyle, Unmeasured> {
        func string(_ key: String) -> String? { if case .string(let s)? = style[key] { s } else { nil } }
        func number(_ key: String) -> Double? { style[key].flatMap(FigmaNode.double) }
        let family = string("fontFamily") ?? "an unnamed font"
        guard family == "Inter" else { return .failure(Unmeasured(reason: family)) }
        if let textCase = string("textCase"), textCase != "ORIGINAL" { return .failure(Unmeasured(reason: "text case \(textCase)")) }
        guard let size = number("fontSize"), size > 0, let lineHeight = number("lineHeightPx"), lineHeight >= 0 else {
            return .failure(Unmeasured(reason: "no fontSize or lineHeightPx"))
        }
        let requested = number("fontWeight") ?? 400
        let weight = FontWeight.nearest(requested)
        // A weight between Inter's files is drawn on the variable Inter's wght axis, an italic in Inter's italics.
        let variations = Double(weight.numericWeight) == requested ? [:] : ["wght": requested]
        let spacing = ImportState.letterSpacing(style).map { $0.percent ? $0.number * size / 100 : $0.number } ?? 0
        return .success(
            TextStyle(
                name: "figma", size: size, lineHeight: lineHeight, weight: weight, letterSpacing: spacing,
                features: ImportState.fontFeatures(style), italic: ImportState.isItalic(style), variations: variations))
    }
}
