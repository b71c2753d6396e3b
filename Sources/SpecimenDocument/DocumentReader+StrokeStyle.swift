import Geometry
import Pixels
import SpecimenSupport

/// Reading a stroke's dashes, cap, join and miter limit, and one paint's own blend mode: the fields a
/// stroke and a stroked path share (and a fill, for the blend mode).
extension DocumentReader {
    /// The keys `strokeStyle` reads.
    static let strokeStyleKeys = ["dashes", "cap", "join", "miterLimit"]

    /// `dashes` (lengths in points, 0 or more), `cap` (`none`, `round`, `square`), `join` (`miter`,
    /// `bevel`, `round`) and `miterLimit` (1 to 1000, SVG's ratio); each left out is SVG's default.
    func strokeStyle(_ o: [String: JSONValue], _ at: String) throws(DocumentError) -> StrokeStyle {
        var style = StrokeStyle.solid
        if let raw = o["dashes"] {
            let items = try array(raw, "\(at).dashes", what: "dashes (lengths in points: dash, gap, dash...)")
            guard items.count <= Self.mostDashLengths else {
                throw fail("\(at).dashes", "\(items.count) dash lengths; valid: at most \(Self.mostDashLengths)")
            }
            for (i, item) in items.enumerated() {
                let length = try number(item, "\(at).dashes[\(i)]", what: "a dash length", range: -10_000...10_000)
                guard length >= 0 else { throw fail("\(at).dashes[\(i)]", "a dash length is 0 or more (points), not \(NumberFormat.text(length))") }
                style.dashes.append(length)
            }
        }
        if let raw = o["cap"] { style.cap = try choice(raw, "\(at).cap", what: "cap", as: StrokeStyle.Cap.self) }
        if let raw = o["join"] { style.join = try choice(raw, "\(at).join", what: "join", as: StrokeStyle.Join.self) }
        if let raw = o["miterLimit"] {
            style.miterLimit = try number(
                raw, "\(at).miterLimit", what: "miterLimit (the longest miter over the stroke's width)", range: 1...StrokeStyle.maximumMiterLimit)
        }
        return style
    }

    /// The most lengths a dash pattern takes: Figma's own patterns have two, SVG's rarely more than six.
    static let mostDashLengths = 64

    /// A fill's, stroke's or path's own `blendMode` (CSS's names), nil when left out.
    func paintBlend(_ o: [String: JSONValue], _ at: String) throws(DocumentError) -> BlendMode? {
        guard let raw = o["blendMode"] else { return nil }
        return try choice(raw, "\(at).blendMode", what: "blendMode", as: BlendMode.self)
    }
}
