import Foundation

/// What lies under a point of a variant, as drawn: the fills painted before a paint there (the
/// nearest last), over the theme's page colour; translucent fills are composited as the rasterizer
/// blends them. Over a backdrop photo the worst of a black and a white photo is taken, since the
/// photo is the user's.
struct Backdrop {
    let order: [AccessibilityAudit.Drawn]
    let surface: Color
    let theme: Theme

    init(order: [AccessibilityAudit.Drawn], theme: Theme) throws {
        self.order = order
        self.theme = theme
        surface = try theme.color(PageToken.background)
    }

    /// The backgrounds at `point` under the paint at `index` (two over a photo, else one).
    func backgrounds(at point: Point, before index: Int) throws -> (colors: [Color], overPhoto: Bool) {
        var layers: [Color] = []
        var overPhoto = false
        for under in order[..<index] {
            switch under.paint {
            case .fill(let shape, let color) where Self.shape(shape, in: under.node.frame, contains: point):
                layers.append(try theme.color(color))
            case .backdropImage where under.node.frame.contains(point):
                layers.removeAll()
                overPhoto = true
            default:
                break
            }
        }
        let bases = overPhoto ? [Color.black, Color.white] : [surface]
        return (bases.map { base in layers.reduce(base) { WCAGContrast.composite($1, over: $0) } }, overPhoto)
    }

    /// The lowest contrast of `foreground` (composited) over what lies at `point`, and that background.
    func worstRatio(of foreground: Color, at point: Point, before index: Int) throws -> (Double, Color, Bool) {
        let (colors, overPhoto) = try backgrounds(at: point, before: index)
        var worst = Double.infinity
        var worstBackground = surface
        for background in colors {
            let ratio = WCAGContrast.ratio(WCAGContrast.composite(foreground, over: background), background)
            if ratio < worst { worst = ratio; worstBackground = background }
        }
        return (worst, worstBackground, overPhoto)
    }

    /// True when `point` lies inside `shape` drawn in `frame`.
    static func shape(_ shape: Shape, in frame: Rect, contains point: Point) -> Bool {
        guard frame.contains(point) else { return false }
        let radius: Double
        switch shape {
        case .rect: return true
        case .circle: return point.distance(to: frame.center) <= min(frame.width, frame.height) / 2
        case .roundedRect(let r): radius = min(max(0, r), min(frame.width, frame.height) / 2)
        case .corners(let radii):
            // The radius of the corner whose quarter holds the point.
            let left = point.x < frame.midX, top = point.y < frame.midY
            let r = top ? (left ? radii.topLeft : radii.topRight) : (left ? radii.bottomLeft : radii.bottomRight)
            radius = min(max(0, r), min(frame.width, frame.height) / 2)
        }
        // Inside the rounded corners: clamp the point into the inner rectangle and measure to it.
        let cx = min(max(point.x, frame.minX + radius), frame.maxX - radius)
        let cy = min(max(point.y, frame.minY + radius), frame.maxY - radius)
        return point.distance(to: Point(x: cx, y: cy)) <= radius
    }
}
