import Foundation

/// WCAG 1.4.11 for what is not text or an icon: the visual boundaries that identify a control.
///
/// - A rule (the field's underline, the selection divider) against what lies under its centre.
/// - A stroke (a Digit cell, the Counter pill, a round button, an outlined field) against what lies
///   under it: it is drawn inside the shape's edge, so that is the control's own fill, else the page.
/// - A focus ring against what lies under it and against its own gap colour, the two colours it
///   separates.
/// All at 3:1. A control drawn with a fill that contrasts on its own would not need its boundary;
/// the check still reports the boundary, since Specimen's controls are outlined, not filled.
extension AccessibilityAudit {
    func nonTextContrast(_ tree: LayoutTree, theme: Theme, mode: ThemeMode) throws -> [AuditFinding] {
        let configuration = tree.configuration
        let order = Self.drawingOrder(tree)
        let backdrop = try Backdrop(order: order, theme: theme)
        var findings: [AuditFinding] = []
        for (index, drawn) in order.enumerated() {
            let frame = drawn.node.frame
            let token: TokenPath, probe: Point, what: String
            var alsoAgainst: (Color, String)?
            switch drawn.paint {
            case .fill(_, let color) where drawn.node.role == .rule:
                (token, probe, what) = (color, frame.center, "rule")
            case .stroke(_, let width, let color, let align, let widths, _):
                // The middle of the left edge's band lies on the stroke for rects, pills and circles alike
                // (a stroke of uneven sides is probed on its widest side's middle).
                (token, probe, what) = (color, Self.strokeProbe(width: width, align: align, widths: widths, in: frame), "stroke")
            case .focusRing(_, _, let width, let color, let gapColor, _, _):
                // The ring's own tokens, which its document names: each design system's ring is its own.
                (token, probe, what) = (color, Point(x: frame.minX + width / 2, y: frame.midY), "focus ring")
                alsoAgainst = (try theme.color(gapColor), "its gap")
            default:
                continue
            }
            let foreground = try theme.color(token)
            var (worst, background, overPhoto) = try backdrop.worstRatio(of: foreground, at: probe, before: index)
            var against = background.hex
            if let (gap, name) = alsoAgainst {
                let ratio = WCAGContrast.ratio(WCAGContrast.composite(foreground, over: gap), gap)
                if ratio < worst { (worst, against) = (ratio, "\(gap.hex) (\(name))") }
            }
            let outcome: AuditFinding.Outcome = drawn.inactive ? .exempt : (worst >= WCAGContrast.graphics ? .pass : .fail)
            var detail = "\(what) \(token) \(foreground.hex) on \(against)"
            if overPhoto { detail += ", over the photo at its worst" }
            findings.append(
                AuditFinding(
                    set: configuration.set.name, variant: configuration.variant.name, theme: mode.rawValue,
                    node: drawn.path, check: .nonTextContrast, outcome: outcome,
                    measured: WCAGContrast.rounded(worst), required: WCAGContrast.graphics, detail: detail))
        }
        return findings
    }
}
