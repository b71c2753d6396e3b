import Pixels
import SpecimenScene

/// A linear or radial gradient as a PDF shading (ISO 32000-1, 8.7.4.5): type 2 (axial) along the unit
/// gradient's x axis from 0 to 1, type 3 (radial) from the unit circle's centre to its edge, both
/// extended past their ends as the rasterizer clamps to the first and last stops. Its colours are one
/// stitching function (type 3) of linear pieces (type 2, N = 1), one between each pair of stops, and a
/// constant one before the first stop and after the last: DeviceRGB interpolated component by
/// component, which is the rasterizer's straight (unpremultiplied) sRGB mixing. The page places it
/// with the gradient's transform and paints it with `sh` inside the path's clip.
enum PDFShading {
    /// The shading dictionary of `gradient` (a gradient `isVectorShading` holds for).
    static func dictionary(_ gradient: SceneGradient) -> String {
        let geometry = gradient.kind == .radial ? "/ShadingType 3 /Coords [0 0 0 0 0 1]" : "/ShadingType 2 /Coords [0 0 1 0]"
        return "<< \(geometry) /ColorSpace /DeviceRGB /Function \(function(gradient.stops)) /Extend [true true] >>"
    }

    /// The colour at each t in 0...1, as `SceneGradient.color(at:)` gives it (stops clamped to 0...1).
    static func function(_ stops: [SceneGradient.Stop]) -> String {
        guard let first = stops.first, let last = stops.last else { return piece(.clear, .clear) }
        var pieces: [(to: Double, function: String)] = []
        let start = min(1, max(0, first.offset)), end = min(1, max(0, last.offset))
        if start > 0 { pieces.append((start, piece(first.color, first.color))) }
        for (a, b) in zip(stops, stops.dropFirst()) {
            let from = min(1, max(0, a.offset)), to = min(1, max(0, b.offset))
            if to > from { pieces.append((to, piece(a.color, b.color))) }
        }
        if end < 1 || pieces.isEmpty { pieces.append((1, piece(last.color, last.color))) }
        guard pieces.count > 1 else { return pieces[0].function }
        let bounds = pieces.dropLast().map { PDFNumber.format($0.to) ?? "0" }.joined(separator: " ")
        let encode = Array(repeating: "0 1", count: pieces.count).joined(separator: " ")
        return "<< /FunctionType 3 /Domain [0 1] /Functions [\(pieces.map(\.function).joined(separator: " "))] /Bounds [\(bounds)] /Encode [\(encode)] >>"
    }

    private static func piece(_ a: Color, _ b: Color) -> String {
        "<< /FunctionType 2 /Domain [0 1] /C0 [\(components(a))] /C1 [\(components(b))] /N 1 >>"
    }

    private static func components(_ c: Color) -> String {
        "\(PDFNumber.channel(c.red)) \(PDFNumber.channel(c.green)) \(PDFNumber.channel(c.blue))"
    }
}
