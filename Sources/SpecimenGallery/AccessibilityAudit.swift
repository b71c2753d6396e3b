import Foundation

/// Checks every variant for contrast, hit targets and field text size, from the resolved tokens and
/// the real layout (never from pixels, so a finding names the tokens and the node it comes from).
///
/// - Contrast (WCAG 1.4.3 text, 1.4.11 icons and non-text): each text run, icon, rule, stroke and
///   focus ring against what lies under it (``Backdrop``), composited as drawn. A focus ring is also
///   held against its own gap colour, the other colour it touches.
/// - Target size (WCAG 2.5.8): every node a person taps or types into, by its layout role (`button`,
///   the tooltip's `showTooltip` among them, and `field`), at least 24 x 24 pt.
/// These are universal. What a design system's own guidelines ask (its folder's `guidelines.json`,
/// `Guidelines`) is checked for its sets only, with its bars and in its words:
/// - Hit targets against the platforms' bars (a shipped system's guidelines: 44 pt on iOS, 48 dp on Android, one dp taken
///   as one point as design tools do).
/// - Field text: the text inside a field at the bar or larger.
/// - `GuidelineAudit`: an error said in words, a field named by its label, a hit area under the bar
///   only with the document's note for the code.
///
/// Inactive controls are exempt from every check, as WCAG exempts them: everything in a Disabled
/// variant, and every node its document marks inactive (`"inactive": true` on the node or in a rule:
/// a Stepper button at its bound, the dormant Send, a Disabled component's root) together with what
/// it contains. The document says it, so no design system's colour names are read here.
package struct AccessibilityAudit: Sendable {
    /// WCAG 2.2, 2.5.8 Target Size (Minimum): 24 x 24 CSS pixels, one pixel taken as one point.
    package static let minimumTarget = 24.0

    package let renderer: Renderer

    package init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// Every check of every variant of `sets`, in catalogue order, light then dark, then the layout checks.
    package func audit(sets: [ComponentSet]) throws -> AuditReport {
        var findings: [AuditFinding] = []
        for set in sets {
            for variant in set.variants {
                findings += try audit(ComponentConfiguration(set: set, variant: variant))
            }
        }
        return AuditReport(findings: findings)
    }

    /// Every check of one configuration.
    package func audit(_ configuration: ComponentConfiguration) throws -> [AuditFinding] {
        // A colour the document names that its theme lacks is said where the document names it.
        try renderer.locatingTokenErrors(in: configuration.set) { try checks(configuration) }
    }

    private func checks(_ configuration: ComponentConfiguration) throws -> [AuditFinding] {
        let tree = try renderer.layout(configuration)
        let guidelines = try renderer.guidelines(of: configuration.set.designSystem)
        var findings: [AuditFinding] = []
        for mode in ThemeMode.allCases {
            let theme = try renderer.theme(for: configuration.set, mode: mode)
            findings += try contrast(tree, theme: theme, mode: mode)
            findings += try nonTextContrast(tree, theme: theme, mode: mode)
        }
        findings += layoutChecks(tree, guidelines: guidelines)
        findings += GuidelineAudit.findings(tree, guidelines: guidelines)
        // Every finding quotes the design system's words for its check, else WCAG's.
        return findings.map { guidelines.entries[$0.check] == nil ? $0 : $0.quoting(guidelines.quote($0.check)) }
    }

    /// A paint in drawing order, with where it sits in the tree.
    struct Drawn {
        let path: String
        let node: LayoutNode
        let paint: Paint
        let insideField: Bool
        /// Part of an inactive control: exempt from every check.
        let inactive: Bool
    }

    static func drawingOrder(_ tree: LayoutTree) -> [Drawn] {
        let disabled = isInactive(tree)
        var out: [Drawn] = []
        func walk(_ node: LayoutNode, _ prefix: String, _ insideField: Bool, _ inactive: Bool) {
            let path = prefix.isEmpty ? node.name : prefix + "/" + node.name
            let inField = insideField || node.role == .field
            let dead = inactive || node.isInactive
            for paint in node.paints { out.append(Drawn(path: path, node: node, paint: paint, insideField: inField, inactive: dead)) }
            for child in node.children { walk(child, path, inField, dead) }
        }
        for node in tree.nodes { walk(node, "", false, disabled) }
        return out
    }

    /// What a person taps or types into: the `button` and `field` roles.
    static func isInteractive(_ node: LayoutNode) -> Bool { node.role.isInteractive }

    /// True when the whole of `tree` is inactive: its document marks its root so, or its variant is
    /// Disabled (`ComponentModel.isDisabled`).
    static func isInactive(_ tree: LayoutTree) -> Bool {
        tree.isInactive || ((try? DocumentModel.decoding(tree.configuration).isDisabled) ?? false)
    }

    func contrast(_ tree: LayoutTree, theme: Theme, mode: ThemeMode) throws -> [AuditFinding] {
        let configuration = tree.configuration
        let order = Self.drawingOrder(tree)
        let backdrop = try Backdrop(order: order, theme: theme)
        var findings: [AuditFinding] = []
        for (index, drawn) in order.enumerated() {
            let check: AuditFinding.Check, box: Rect, token: TokenPath, required: Double
            switch drawn.paint {
            case .text(let run, let origin, let color):
                guard !run.inkBounds.isEmpty else { continue }
                box = run.inkBounds.offsetBy(dx: origin.x, dy: origin.y)
                check = .textContrast
                token = color
                required = run.style.size >= WCAGContrast.largeTextSize ? WCAGContrast.largeText : WCAGContrast.text
            case .icon(_, let iconBox, let color):
                box = iconBox
                check = .iconContrast
                token = color
                required = WCAGContrast.graphics
            default:
                continue
            }
            let foreground = try theme.color(token)
            let (worst, background, overPhoto) = try backdrop.worstRatio(of: foreground, at: box.center, before: index)
            let outcome: AuditFinding.Outcome = drawn.inactive ? .exempt : (worst >= required ? .pass : .fail)
            var detail = "\(token) \(foreground.hex) on \(background.hex)"
            if overPhoto { detail += ", over the photo at its worst" }
            findings.append(
                AuditFinding(
                    set: configuration.set.name, variant: configuration.variant.name, theme: mode.rawValue,
                    node: drawn.path, check: check, outcome: outcome,
                    measured: WCAGContrast.rounded(worst), required: required, detail: detail))
        }
        return findings
    }

    func layoutChecks(_ tree: LayoutTree, guidelines: Guidelines) -> [AuditFinding] {
        let configuration = tree.configuration
        var findings: [AuditFinding] = []
        func finding(_ node: String, _ check: AuditFinding.Check, _ outcome: AuditFinding.Outcome, _ measured: Double, _ required: Double, _ detail: String) {
            findings.append(
                AuditFinding(
                    set: configuration.set.name, variant: configuration.variant.name, theme: nil, node: node,
                    check: check, outcome: outcome, measured: measured, required: required, detail: detail))
        }
        let disabled = Self.isInactive(tree)
        func walk(_ node: LayoutNode, _ prefix: String, _ inactive: Bool) {
            let path = prefix.isEmpty ? node.name : prefix + "/" + node.name
            let dead = inactive || node.isInactive
            if Self.isInteractive(node) {
                let side = min(node.frame.width, node.frame.height)
                let size = "\(RedlineOverlay.format(node.frame.width)) x \(RedlineOverlay.format(node.frame.height)) pt"
                let platforms = [AuditFinding.Check.hitTargetIOS, .hitTargetAndroid].filter(guidelines.asks)
                let bars = [(AuditFinding.Check.targetSize, Self.minimumTarget)] + platforms.map { ($0, guidelines.minimum($0)) }
                for (check, bar) in bars {
                    finding(path, check, dead ? .exempt : (side >= bar ? .pass : .fail), side, bar, size)
                }
            }
            for child in node.children { walk(child, path, dead) }
        }
        for node in tree.nodes { walk(node, "", disabled) }
        let fieldText = guidelines.minimum(.fieldTextSize)
        for drawn in Self.drawingOrder(tree) where drawn.insideField && guidelines.asks(.fieldTextSize) {
            guard case .text(let run, _, _) = drawn.paint, !run.isEmpty else { continue }
            let size = run.style.size
            finding(
                drawn.path, .fieldTextSize, drawn.inactive ? .exempt : (size >= fieldText ? .pass : .fail),
                size, fieldText, "\(run.style.name) \(run.style.summary)")
        }
        return findings
    }
}
