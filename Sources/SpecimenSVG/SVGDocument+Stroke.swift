import Geometry
import Pixels
import SpecimenScene

/// A stroked path's attributes: SVG's own stroke, so the renderer dashes, caps and joins it.
extension SVGDocument {
    /// `fill="none"` and the stroke's colour (or `paint`, a gradient's `url(#...)`, which carries its
    /// stops' opacity), width, dashes, cap, join and miter limit; SVG's defaults (no dashes, butt caps,
    /// miter joins, a limit of 4) are left out.
    static func stroke(_ color: Color, _ stroke: SceneStroke, paint: String? = nil, context: String) throws -> [(String, String)] {
        var attributes = [("fill", "none"), ("stroke", paint ?? color.opaqueHex)]
        if paint == nil, color.alpha != 255 {
            attributes.append(("stroke-opacity", SVGNumber.format(Double(color.alpha) / 255) ?? "1"))
        }
        attributes.append(("stroke-width", try number(stroke.width, context: context)))
        let style = stroke.style
        if let pattern = style.pattern {
            attributes.append(("stroke-dasharray", try pattern.map { try number($0, context: context) }.joined(separator: " ")))
        }
        switch style.cap {
        case .butt: break
        case .round: attributes.append(("stroke-linecap", "round"))
        case .square: attributes.append(("stroke-linecap", "square"))
        }
        switch style.join {
        case .miter: break
        case .round: attributes.append(("stroke-linejoin", "round"))
        case .bevel: attributes.append(("stroke-linejoin", "bevel"))
        }
        if style.join == .miter, style.miterLimit != StrokeStyle.defaultMiterLimit {
            attributes.append(("stroke-miterlimit", try number(max(1, style.miterLimit), context: context)))
        }
        return attributes
    }
}
