import Geometry

/// A path flattened into straight edges in device pixels, with the extent of its points.
struct EdgeList {
    var edges: ContiguousArray<LineEdge> = []
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    /// The pixels the path can touch.
    var box: PixelBox { PixelBox.enclosing(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }

    /// `path` under `transform`, flattened so no point of a chord strays more than `tolerance`
    /// device pixels from the true curve. Contours holding a non-finite point are left out.
    init(path: Path, transform: AffineTransform, tolerance: Double) {
        let polygons: [Polygon]
        if transform.isUniformScaleAndTranslate {
            // Arcs stay exact arcs under this transform, so they are flattened in device pixels.
            polygons = path.transformed(by: transform).flattened(tolerance: tolerance)
        } else {
            // Any other map would turn arcs into coarse chords first; flatten in the path's own
            // units with the tolerance shrunk by the largest stretch, then map the points.
            let stretch = (transform.a * transform.a + transform.b * transform.b
                           + transform.c * transform.c + transform.d * transform.d).squareRoot()
            guard stretch.isFinite, stretch > 0 else { return }
            polygons = path.flattened(tolerance: tolerance / stretch).map { $0.map(transform.apply) }
        }
        for polygon in polygons { add(polygon) }
    }

    private mutating func add(_ polygon: Polygon) {
        guard polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), var previous = polygon.last else { return }
        for point in polygon {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
            if let edge = LineEdge(from: (previous.x, previous.y), to: (point.x, point.y)) { edges.append(edge) }
            previous = point
        }
    }

    /// Keeps only the parts of edges between heights `top` and `bottom`.
    mutating func clip(top: Double, bottom: Double) {
        guard minY < top || maxY > bottom else { return }
        var kept = ContiguousArray<LineEdge>()
        kept.reserveCapacity(edges.count)
        for edge in edges { if let part = edge.clipped(top: top, bottom: bottom) { kept.append(part) } }
        edges = kept
    }
}
