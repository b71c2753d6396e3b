import Foundation

/// The checks of what the spec's guidelines forbid that are not a contrast or a size on their own:
/// an error shown by colour alone, a field named only by its own text, and a hit area under the
/// platforms' 44 pt without the spec's note for the code. Each reads the real layout, never pixels,
/// and each is made only for a design system whose guidelines ask for it, carrying their words (`Guidelines`).
///
/// What counts as "the error colour" is read from the tokens' own names (a path with `error` or
/// `danger` in it: `state/error/base-500`, `theme.color.input.error.border` and
/// `theme.color.foreground.danger`), so no set and no design system is named here.
package enum GuidelineAudit {
    /// Every finding of one layout for the checks `guidelines` ask for, in the order the nodes are drawn.
    package static func findings(_ tree: LayoutTree, guidelines: Guidelines) -> [AuditFinding] {
        let order = AccessibilityAudit.drawingOrder(tree)
        return (guidelines.asks(.errorMessage) ? errorMessage(tree, order: order) : [])
            + (guidelines.asks(.fieldLabel) ? fieldLabels(tree, order: order) : [])
            + (guidelines.asks(.hitAreaNote) ? hitAreaNotes(tree, minimum: guidelines.minimum(.hitAreaNote)) : [])
    }

    /// "Do not signal the error with the red rule alone": when a rule, stroke or icon is drawn in the
    /// error colour, some text must be drawn in it too (the message). One finding per layout that
    /// draws the error colour, at its first boundary; none for a layout that does not.
    package static func errorMessage(_ tree: LayoutTree) -> [AuditFinding] {
        errorMessage(tree, order: AccessibilityAudit.drawingOrder(tree))
    }

    /// Whether `errorMessage(tree)` can hold a failure: something other than text is drawn in the
    /// error colour and no text is. False is certain (no finding, or one that passes); true leaves the
    /// rest (an inactive layout is exempt) to `errorMessage`. Walks the paints only, with no node paths
    /// and no drawing order, so `specimen render` reads the design system's guidelines and audits the
    /// layout only when there may be something to warn about (the audit was 0.48 M instructions of
    /// every cold render, nearly always to say nothing).
    package static func mayFailErrorMessage(_ tree: LayoutTree) -> Bool {
        var boundary = false
        // False as soon as a text in the error colour is found: a message passes the check whatever else is drawn.
        func walk(_ node: LayoutNode) -> Bool {
            for paint in node.paints {
                switch paint {
                case .text(let run, _, let color):
                    if !run.isEmpty, isErrorColour(color) { return false }
                case .fill(_, let color), .stroke(_, _, let color, _, _, _), .icon(_, _, let color):
                    if !boundary, isErrorColour(color) { boundary = true }
                default:
                    continue
                }
            }
            return node.children.allSatisfy(walk)
        }
        return tree.nodes.allSatisfy(walk) && boundary
    }

    static func errorMessage(_ tree: LayoutTree, order: [AccessibilityAudit.Drawn]) -> [AuditFinding] {
        var boundary: (drawn: AccessibilityAudit.Drawn, token: TokenPath)?
        var messages = 0
        for drawn in order {
            switch drawn.paint {
            case .text(let run, _, let color):
                if isErrorColour(color), !run.isEmpty { messages += 1 }
            case .fill(_, let color), .stroke(_, _, let color, _, _, _), .icon(_, _, let color):
                if boundary == nil, isErrorColour(color) { boundary = (drawn, color) }
            default:
                continue
            }
        }
        guard let boundary else { return [] }
        let outcome: AuditFinding.Outcome = boundary.drawn.inactive ? .exempt : (messages > 0 ? .pass : .fail)
        let detail =
            messages > 0
            ? "\(messages) text run\(messages == 1 ? "" : "s") in the error colour beside \(boundary.token)"
            : "\(boundary.token) with no text in the error colour: the colour alone says it"
        return [finding(tree, boundary.drawn.path, .errorMessage, outcome, measured: Double(messages), required: 1, detail)]
    }

    /// "Name every field with its label, because the placeholder disappears as soon as someone types":
    /// a field that draws text (its placeholder or its value) needs a text outside every field above
    /// it or before it on its row. A field that draws no text (an empty code cell) is not checked.
    static func fieldLabels(_ tree: LayoutTree, order: [AccessibilityAudit.Drawn]) -> [AuditFinding] {
        var labels: [Rect] = []
        var fields: [(path: String, node: LayoutNode, inactive: Bool, text: String)] = []
        for drawn in order {
            guard case .text(let run, let origin, _) = drawn.paint, !run.isEmpty else { continue }
            if drawn.insideField {
                guard let field = fieldPath(of: drawn.path, in: tree) else { continue }
                if !fields.contains(where: { $0.path == field.path }) {
                    fields.append((field.path, field.node, drawn.inactive, run.text))
                }
            } else {
                labels.append(run.inkBounds.isEmpty ? drawn.node.frame : run.inkBounds.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        return fields.map { field in
            let box = field.node.frame
            let named = labels.contains { label in
                label.maxY <= box.minY + 0.5 || (label.maxX <= box.minX + 0.5 && label.maxY > box.minY && label.minY < box.maxY)
            }
            let outcome: AuditFinding.Outcome = field.inactive ? .exempt : (named ? .pass : .fail)
            let detail = named ? "a label above or before the field" : "no label: only its own text \"\(field.text)\" names it"
            return finding(tree, field.path, .fieldLabel, outcome, measured: named ? 1 : 0, required: 1, detail)
        }
    }

    /// "The minimum touch target comes from platform/min-touch-target, 44 pt": a tappable node under
    /// 44 pt passes when the spec gives it a note for the code (its document's `hitAreaNote`, such as
    /// "give it a larger hit area in code"), and fails without one.
    static func hitAreaNotes(_ tree: LayoutTree, minimum: Double) -> [AuditFinding] {
        let disabled = AccessibilityAudit.isInactive(tree)
        var findings: [AuditFinding] = []
        func walk(_ node: LayoutNode, _ prefix: String, _ inactive: Bool) {
            let path = prefix.isEmpty ? node.name : prefix + "/" + node.name
            let dead = inactive || node.isInactive
            let side = min(node.frame.width, node.frame.height)
            if node.role.isInteractive, side < minimum {
                let outcome: AuditFinding.Outcome = dead ? .exempt : (node.hitAreaNote == nil ? .fail : .pass)
                let detail = node.hitAreaNote.map { "noted: \($0)" } ?? "\(RedlineOverlay.format(side)) pt with no note for a larger hit area in code"
                findings.append(finding(tree, path, .hitAreaNote, outcome, measured: side, required: minimum, detail))
            }
            for child in node.children { walk(child, path, dead) }
        }
        for node in tree.nodes { walk(node, "", disabled) }
        return findings
    }

    /// True for a colour token whose name says it is the error colour.
    ///
    /// An ASCII name (every token name Specimen ships) is searched over its bytes: Foundation's
    /// `contains` compared through CoreFoundation, 77,000 instructions of every `specimen render`,
    /// which audits the layout it drew. Beyond ASCII, Foundation's comparison decides, as before.
    static func isErrorColour(_ token: TokenPath) -> Bool {
        let lowered = token.description.lowercased()
        guard lowered.utf8.allSatisfy({ $0 < 0x80 }) else { return lowered.contains("error") || lowered.contains("danger") }
        let name = Array(lowered.utf8)
        func has(_ word: String) -> Bool {
            let needle = Array(word.utf8)
            guard name.count >= needle.count else { return false }
            for start in 0...(name.count - needle.count) where name[start..<(start + needle.count)].elementsEqual(needle) { return true }
            return false
        }
        return has("error") || has("danger")
    }

    /// The innermost `field` node on `path` (a `/`-joined node path) and its own path.
    static func fieldPath(of path: String, in tree: LayoutTree) -> (path: String, node: LayoutNode)? {
        let names = path.split(separator: "/").map(String.init)
        var level = tree.nodes, found: (String, LayoutNode)?, walked: [String] = []
        for name in names {
            guard let node = level.first(where: { $0.name == name }) else { break }
            walked.append(name)
            if node.role == .field { found = (walked.joined(separator: "/"), node) }
            level = node.children
        }
        return found
    }

    static func finding(
        _ tree: LayoutTree, _ node: String, _ check: AuditFinding.Check, _ outcome: AuditFinding.Outcome,
        measured: Double, required: Double, _ detail: String
    ) -> AuditFinding {
        AuditFinding(
            set: tree.configuration.set.name, variant: tree.configuration.variant.name, theme: nil, node: node,
            check: check, outcome: outcome, measured: measured, required: required, detail: detail)
    }
}
