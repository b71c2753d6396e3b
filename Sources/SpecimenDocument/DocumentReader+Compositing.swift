import Geometry
import Pixels
import SpecimenSupport

/// Reading how a node is composited and placed as a whole (`opacity`, `blendMode`, `transform` or
/// `rotation`) and gradient fills: what Figma draws on a layer beyond its paints.
extension DocumentReader {
    func compositing(_ n: [String: JSONValue], _ path: String, into p: inout NodePatch) throws(DocumentError) {
        if let raw = n["opacity"] { p.opacity = try number(raw, "\(path).opacity", what: "opacity", range: 0...1) }
        if let raw = n["blendMode"] { p.blendMode = try choice(raw, "\(path).blendMode", what: "blendMode", as: BlendMode.self) }
        if let raw = n["maskType"] { p.maskType = try choice(raw, "\(path).maskType", what: "maskType", as: MaskType.self) }
        if n["transform"] != nil, n["rotation"] != nil {
            throw fail("\(path).rotation", "give a transform or a rotation, not both (a rotation is the transform [[cos, sin], [-sin, cos]])")
        }
        if let raw = n["rotation"] {
            p.transform = .rotation(degrees: try number(raw, "\(path).rotation", what: "a rotation in degrees", range: -3600...3600))
        }
        if let raw = n["transform"] {
            let at = "\(path).transform"
            let valid = "a transform is [[a, c], [b, d]]: two rows of two numbers, as Figma's relativeTransform without its move"
            let rows = try array(raw, at, what: "a transform")
            guard rows.count == 2 else { throw fail(at, valid) }
            var m: [[Double]] = []
            for (i, row) in rows.enumerated() {
                let cells = try array(row, "\(at)[\(i)]", what: "a transform's row")
                guard cells.count == 2 else { throw fail("\(at)[\(i)]", valid) }
                m.append([
                    try number(cells[0], "\(at)[\(i)][0]", what: "a transform entry", range: -1000...1000),
                    try number(cells[1], "\(at)[\(i)][1]", what: "a transform entry", range: -1000...1000),
                ])
            }
            let map = AffineTransform(a: m[0][0], b: m[1][0], c: m[0][1], d: m[1][1], tx: 0, ty: 0)
            guard map.inverted != nil else { throw fail(at, "this transform folds the node flat, so it would draw nothing; \(valid) whose a·d − b·c is not 0") }
            p.transform = map
        }
    }

    /// `{"type": "linear", "stops": [{"position": 0, "color": token}, ...], "handles": [[x, y] × 3]}`.
    func gradient(_ raw: JSONValue, _ at: String) throws(DocumentError) -> DocumentGradient {
        let g = try object(raw, at, keys: ["type", "stops", "handles"], what: "a gradient")
        let kind = try choice(g["type"], "\(at).type", what: "a gradient's type", as: GradientKind.self)
        var stops: [DocumentGradient.Stop] = []
        for (i, item) in try array(g["stops"], "\(at).stops", what: "a gradient's stops").enumerated() {
            let o = try object(item, "\(at).stops[\(i)]", keys: ["position", "color"], what: "a gradient stop")
            stops.append(
                DocumentGradient.Stop(
                    offset: try number(o["position"], "\(at).stops[\(i)].position", what: "a stop's position", range: 0...1),
                    color: try token(o["color"], "\(at).stops[\(i)].color", what: "a stop's colour")))
        }
        guard !stops.isEmpty else { throw fail("\(at).stops", "a gradient needs at least one stop, {\"position\": 0, \"color\": \"...\"}") }
        var handles = DocumentGradient.defaultHandles(kind)
        if let raw = g["handles"] {
            let valid = "handles are three points [x, y] in the node's unit square (Figma's gradientHandlePositions)"
            let items = try array(raw, "\(at).handles", what: "handles")
            guard items.count == 3 else { throw fail("\(at).handles", valid) }
            handles = []
            for (i, item) in items.enumerated() {
                let xy = try array(item, "\(at).handles[\(i)]", what: "a handle")
                guard xy.count == 2 else { throw fail("\(at).handles[\(i)]", valid) }
                handles.append(
                    Point(
                        x: try number(xy[0], "\(at).handles[\(i)][0]", what: "a handle's x", range: -1000...1000),
                        y: try number(xy[1], "\(at).handles[\(i)][1]", what: "a handle's y", range: -1000...1000)))
            }
        }
        return DocumentGradient(kind: kind, stops: stops, handles: handles)
    }
}
