import Foundation

/// True areas, computed here without the rasterizer: how much of a pixel a rounded rectangle
/// covers, by integrating the shape's exact height over the pixel's width.
struct RoundedRectArea {
    var left: Double
    var top: Double
    var width: Double
    var height: Double
    var radius: Double

    /// The shape's vertical extent at `x` (empty outside its width).
    func extent(at x: Double) -> (top: Double, bottom: Double)? {
        guard x > left, x < left + width else { return nil }
        let dx: Double
        if x < left + radius { dx = left + radius - x } else if x > left + width - radius { dx = x - (left + width - radius) } else { dx = 0 }
        let rise = radius - (radius * radius - dx * dx).squareRoot()
        return (top + rise, top + height - rise)
    }

    /// The area of the pixel whose top-left corner is (`px`, `py`) inside the shape: exact for
    /// pixels away from the corners, and a 1 000-sample midpoint integral where a corner passes.
    func area(px: Int, py: Int) -> Double {
        let x0 = max(Double(px), left), x1 = min(Double(px + 1), left + width)
        let y0 = Double(py), y1 = Double(py + 1)
        guard x1 > x0, y1 > top, y0 < top + height else { return 0 }
        let inCornerColumns = x0 < left + radius || x1 > left + width - radius
        let inCornerRows = y0 < top + radius || y1 > top + height - radius
        if !(inCornerColumns && inCornerRows) {
            return (x1 - x0) * max(0, min(y1, top + height) - max(y0, top))
        }
        let samples = 1000
        let step = (x1 - x0) / Double(samples)
        var sum = 0.0
        for i in 0..<samples {
            let x = x0 + (Double(i) + 0.5) * step
            guard let (t, b) = extent(at: x) else { continue }
            sum += max(0, min(y1, b) - max(y0, t))
        }
        return sum * step
    }
}
