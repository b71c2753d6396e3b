import Foundation

/// Checks every variant for contrast, hit targets and field text size, from the resolved tokens and
/// the real layout (never from pixels, so a finding names the tokens and the node it comes from).
///
/// - Contrast: each text run and icon against what lies under its centre: the fills drawn before it
///   there (the nearest enclosing one last), else the surface `bg/white-0`; translucent fills and
///   colours are composited over what is under them. Over a backdrop photo the worst of a black and
///   a white photo is taken, since the photo is the user's. Inactive controls are exempt, as WCAG
///   exempts them: everything in a Disabled variant, and an icon drawn in `fg/disabled-400` (a
///   Stepper button at its bound, the dormant Send).
/// - Hit targets: interactive nodes (the layout's `field` and `button` roles) against 44 pt (iOS) and 48 dp
///   (Android), one dp taken as one point as design tools do.
/// - Field text: the text inside a field at 16 pt or larger.
public struct AccessibilityAudit: Sendable {
    /// The spec: "The minimum touch target comes from platform/min-touch-target, 44 pt on iOS and 48 dp on Android".
    public static let iOSMinimumTarget = 44.0
    public static let androidMinimumTarget = 48.0
    /// The spec: "Keep fields at 16 pt text or larger so iOS does not zoom the page on focus."
    public static let minimumFieldText = 16.0

    public let renderer: Renderer

    public init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// Every check of every variant of `sets`, in catalogue order, light then dark, then the layout checks.
    public func audit(sets: [ComponentSet]) throws -> AuditReport {
        var findings: [AuditFinding] = []
        for set in sets {
            for variant in set.variants {
                findings += try audit(ComponentConfiguration(set: set, variant: variant))
            }
        }
        return AuditReport(findings: findings)
    }

    /// Every check of one configuration.
    public func audit(_ configuration: ComponentConfiguration) throws -> [AuditFinding] {
        let tree = try renderer.layout(configuration)
        var findings: [AuditFinding] = []
        for mode in ThemeMode.allCases {
            findings += try contrast(tree, theme: renderer.theme(for: configuration.set, mode: mode), mode: mode)
        }
        findings += layoutChecks(tree)
        return findings
    }

    /// What a paint is drawn over, in drawing order.
    private struct Drawn {
        let path: String
        let node: LayoutNode
        let paint: Paint
        let insideField: Bool
    }

    private static func drawingOrder(_ tree: LayoutTree) -> [Drawn] {
        var out: [Drawn] = []
        func walk(_ node: LayoutNode, _ prefix: String, _ insideField: Bool) {
            let path = prefix.isEmpty ? node.name : prefix + "/" + node.name
            let inField = insideField || node.role == .field
            for paint in node.paints { out.append(Drawn(path: path, node: node, paint: paint, insideField: inField)) }
            for child in node.children { walk(child, path, inField) }
        }
        for node in tree.nodes { walk(node, "", false) }
        return out
    }

    func contrast(_ tree: LayoutTree, theme: Theme, mode: ThemeMode) throws -> [AuditFinding] {
        let configuration = tree.configuration
        let surface = try theme.color(PageToken.background)
        let disabled = try ComponentRegistry.decode(configuration).isDisabled
        let order = Self.drawingOrder(tree)
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
            let probe = box.center
            var layers: [Color] = []
            var overPhoto = false
            for under in order[..<index] {
                switch under.paint {
                case .fill(let shape, let color) where Self.shape(shape, in: under.node.frame, contains: probe):
                    layers.append(try theme.color(color))
                case .backdropImage where under.node.frame.contains(probe):
                    layers.removeAll()
                    overPhoto = true
                default:
                    break
                }
            }
            let foreground = try theme.color(token)
            let bases = overPhoto ? [Color.black, Color.white] : [surface]
            var worst = Double.infinity
            var worstBackground = surface
            for base in bases {
                let background = layers.reduce(base) { WCAGContrast.composite($1, over: $0) }
                let ratio = WCAGContrast.ratio(WCAGContrast.composite(foreground, over: background), background)
                if ratio < worst { worst = ratio; worstBackground = background }
            }
            let inactive = disabled || (check == .iconContrast && token == AppetiteToken.fgDisabled400)
            let outcome: AuditFinding.Outcome = inactive ? .exempt : (worst >= required ? .pass : .fail)
            var detail = "\(token) \(foreground.hex) on \(worstBackground.hex)"
            if overPhoto { detail += ", over the photo at its worst" }
            findings.append(AuditFinding(set: configuration.set.name, variant: configuration.variant.name, theme: mode.rawValue,
                                         node: drawn.path, check: check, outcome: outcome,
                                         measured: WCAGContrast.rounded(worst), required: required, detail: detail))
        }
        return findings
    }

    func layoutChecks(_ tree: LayoutTree) -> [AuditFinding] {
        let configuration = tree.configuration
        var findings: [AuditFinding] = []
        func finding(_ node: String, _ check: AuditFinding.Check, _ passes: Bool, _ measured: Double, _ required: Double, _ detail: String) {
            findings.append(AuditFinding(set: configuration.set.name, variant: configuration.variant.name, theme: nil, node: node,
                                         check: check, outcome: passes ? .pass : .fail, measured: measured, required: required, detail: detail))
        }
        func walk(_ node: LayoutNode, _ prefix: String) {
            let path = prefix.isEmpty ? node.name : prefix + "/" + node.name
            // What a person taps or types into, by the role the layout gave it.
            if node.role.isInteractive {
                let side = min(node.frame.width, node.frame.height)
                let size = "\(RedlineOverlay.format(node.frame.width)) x \(RedlineOverlay.format(node.frame.height)) pt"
                finding(path, .hitTargetIOS, side >= Self.iOSMinimumTarget, side, Self.iOSMinimumTarget, size)
                finding(path, .hitTargetAndroid, side >= Self.androidMinimumTarget, side, Self.androidMinimumTarget, size)
            }
            for child in node.children { walk(child, path) }
        }
        for node in tree.nodes { walk(node, "") }
        for drawn in Self.drawingOrder(tree) where drawn.insideField {
            guard case .text(let run, _, _) = drawn.paint, !run.isEmpty else { continue }
            let size = run.style.size
            finding(drawn.path, .fieldTextSize, size >= Self.minimumFieldText, size, Self.minimumFieldText,
                    "\(run.style.name) \(run.style.summary)")
        }
        return findings
    }

    /// True when `point` lies inside `shape` drawn in `frame`.
    static func shape(_ shape: Shape, in frame: Rect, contains point: Point) -> Bool {
        guard frame.contains(point) else { return false }
        let radius: Double
        switch shape {
        case .rect: return true
        case .circle: return point.distance(to: frame.center) <= min(frame.width, frame.height) / 2
        case .roundedRect(let r): radius = min(max(0, r), min(frame.width, frame.height) / 2)
        }
        // Inside the rounded corners: clamp the point into the inner rectangle and measure to it.
        let cx = min(max(point.x, frame.minX + radius), frame.maxX - radius)
        let cy = min(max(point.y, frame.minY + radius), frame.maxY - radius)
        return point.distance(to: Point(x: cx, y: cy)) <= radius
    }
}
