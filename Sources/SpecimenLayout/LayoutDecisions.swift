import SpecimenCatalogue
import SpecimenDocument

/// Every number and rule the layout chose where the spec is silent, for the README.
package enum LayoutDecisions {
    /// Rules every set follows.
    static let shared: [LayoutDecision] = [
        LayoutDecision(
            "All", "text that does not fit is cut with \"…\", never clipped; a text node's frame is its line box (run width x line height)",
            because: "a clipped glyph reads as a rendering bug; the line box is how Figma places a baseline"),
        LayoutDecision(
            "All",
            "a line's glyphs are drawn with their baseline on a whole point: the line box's bottom rounded to one, the baseline a whole number of points above it (the descender and lower half-leading rounded), the start as laid out; the snap to the device grid moves neither, at any scale (FontMetrics.drawnBaseline)",
            because:
                "Figma's own render bounds put each of 15 measured Inter baselines of two real files exactly there (the centred baseline rounded misses two by 1 px); Chromium too draws baselines on whole device pixels and glyphs across the line unsnapped"
        ),
        LayoutDecision(
            "All", "the text styles and the focus ring's widths come from the theme of the set's design system in the mode drawn",
            because:
                "they are tokens, equal in the shipped Light and Dark files (a test holds them equal), so a render reads one theme file and a user's dark token file reaches dark sizes too"
        ),
        LayoutDecision(
            "Design systems",
            "with --design-system DIR (or a project's designSystems), the commands that draw every set (list, gallery, snapshot, audit, packet, review, tokens) draw the folder's sets instead of Specimen's own; a command naming a set may name either",
            because: "a team's gallery and goldens are its own components; the shipped sets beside them would be noise, and a shipped set stays one --set away"),
        LayoutDecision(
            "Design systems",
            "a token file in the folder whose name has light or dark as a word (light.tokens.json, primer-dark.tokens.json) is that mode's only; the others are both modes', laid first, in name order",
            because: "DTCG has no modes; naming the file is how Figma's variables export and Tokens Studio's themes split them"),
        LayoutDecision(
            "Design systems",
            "a text style's fontFamily is read as a CSS list: the first family that Fonts/ or the folder has draws, at its nearest weight (a tie to the heavier); a list with none draws Inter and says so once",
            because: "CSS font matching, and a missing font must be said, not silently substituted"),
        LayoutDecision(
            "Design systems", "a component of a user's document is inactive (exempt from contrast) when a Variant option is Disabled or a Boolean named Disabled is on",
            because: "Figma files name the state so; WCAG 1.4.3 exempts inactive components"),
        LayoutDecision(
            "Design systems",
            "a stroke with a width per side and a corner radius draws each corner's inner edge as a quarter ellipse of radii (radius − the left or right width, radius − the top or bottom width), never below 0, and a centre or outside stroke's outer edge as one grown by the outer parts; widths per side with no width take the widest side as the stroke's width",
            because:
                "Figma does not say how individualStrokeWeights meet a cornerRadius; this is how CSS draws a border of uneven sides on a rounded box, so each side's band is exactly its width and a designer's CSS looks the same"
        ),
        LayoutDecision(
            "Design systems",
            "a radius per corner is clamped, each corner on its own, to half the frame's shorter side, and a centre or outside stroke grows every rounded corner by its outer part while a square corner stays square",
            because: "the rule the single radius already follows (9999 is a pill), and how the focus ring grows round a frame"),
        LayoutDecision(
            "Fonts",
            "a shipped font or the icon listing whose stamp (FileStamp) is the one the build took after checking it (a face starts like a font, the listing's rows are well formed) is not checked again at start; any other file (a copy, an installed home, an edited file, a project's fonts) is checked as before",
            because:
                "one lstat instead of open, read and close for each of 41 faces, and no pass over the listing's 1,650 rows, at every start; a file that changes gets a new change time no program can set back"
        ),
        LayoutDecision(
            "`specimen render`",
            "a PNG is drawn from the display list before its runs take their accessible names; the names are resolved when the display list is asked for (Rendering.displayList: SVG, the public API)",
            because:
                "the rasterizer never reads a run's text, so the names (each set's accessibility defaults from its document) were work a PNG never used"
        ),
        LayoutDecision(
            "`specimen render`",
            "the design system's guidelines.json is read, and the layout audited for \"an error the colour alone says\", only when the layout draws something other than text in the error colour and no text in it (GuidelineAudit.mayFailErrorMessage); a render that cannot break the guideline never reads the file, so a broken guidelines.json is reported by `audit`, and by `render` only where it would warn",
            because:
                "the warning is all `render` reads the guidelines for, and reading and auditing them was 0.48 M instructions of every cold render, nearly always to say nothing; which path ran never changes what is drawn or what is warned"
        ),
    ]

    /// All decisions: the rules every set follows, then each shipped set's own (its document's, a rule
    /// its sets share listed under each of them), in the catalogue's order.
    package static let all: [LayoutDecision] =
        shared
        + Catalogue.standard.sets.flatMap(\.decisions) + LocalisationDecisions.all
}

extension LayoutDecisions {
    /// Every decision as a Markdown table (set, decision, why): docs/decisions.md's table is this text.
    package static var markdownTable: String { markdownTable(all) }

    /// The decisions of users' component documents, as `specimen decisions --design-system DIR` lists them.
    package static func decisions(of documents: [ComponentDocument]) -> [LayoutDecision] {
        documents.flatMap { document in document.decisions.map { LayoutDecision(document.name, $0.decision, because: $0.because) } }
    }

    /// `decisions` as a Markdown table (set, decision, why).
    package static func markdownTable(_ decisions: [LayoutDecision]) -> String {
        var lines = ["| Set | Decision | Why |", "| --- | --- | --- |"]
        for d in decisions {
            lines.append("| \(d.set) | \(escape(d.decision)) | \(escape(d.reason)) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
}
