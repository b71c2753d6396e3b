import Foundation
import Geometry

/// Snapping a layout to a device's pixel grid: its own pass, run after layout and never inside it.
///
/// Edges are snapped, never sizes: a size is the difference of its two snapped edges, so boxes that
/// touch keep touching and a row of them loses no pixel at 3x (Yoga's lesson from rounding width and
/// height separately). Halves round up, toward +infinity, so a box moved by whole pixels snaps the
/// same way wherever it sits, left or right of zero (a focus ring reaches to negative x).
package enum PixelGrid {
    /// `value` on the grid of `scale` device pixels per point. A value already on the grid (to within
    /// a billionth of a pixel, the noise of 1/3 in binary) is returned unchanged, so it never moves.
    package static func snap(_ value: Double, scale: Double) -> Double {
        guard scale.isFinite, scale > 0, value.isFinite, !isOnGrid(value, scale: scale) else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    /// `rect` with each of its four edges snapped; an axis whose two edges are already on the grid
    /// keeps its origin and size exactly.
    package static func snap(_ rect: Rect, scale: Double) -> Rect {
        let (x, width) = snapSpan(rect.minX, rect.width, scale: scale)
        let (y, height) = snapSpan(rect.minY, rect.height, scale: scale)
        return Rect(x: x, y: y, width: width, height: height)
    }

    static func isOnGrid(_ value: Double, scale: Double) -> Bool {
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) < 1e-9
    }

    private static func snapSpan(_ start: Double, _ length: Double, scale: Double) -> (Double, Double) {
        let end = start + length
        if isOnGrid(start, scale: scale), isOnGrid(end, scale: scale) { return (start, length) }
        let left = snap(start, scale: scale)
        return (left, snap(end, scale: scale) - left)
    }

    /// A paint with its own geometry snapped: an icon's box by its edges. A text run is left where
    /// layout put it: its baseline is already on a whole point (`FontMetrics.drawnBaseline`, Figma's
    /// rule), which is on the grid at every whole scale, and its start x stays as laid out, as Figma and
    /// Chromium both place glyphs across the line (snapping either moved glyphs up to half a device
    /// pixel from the rule: 0.5 pt at 1x).
    static func snap(_ paint: Paint, scale: Double) -> Paint {
        switch paint {
        case .icon(let glyph, let box, let color):
            return .icon(glyph, box: snap(box, scale: scale), color: color)
        case .text, .fill, .stroke, .focusRing, .backdropImage, .backdropBlur, .shadow, .layerBlur, .backgroundBlur, .clipsChildren, .image, .path, .cutPath, .strokedPath,
            .gradient, .layer,
            .contentShadow,
            .transform, .mask:
            return paint
        case .blended(let inner, let mode):
            return .blended(snap(inner, scale: scale), mode)
        case .gradientPainted(let inner, let gradient):
            return .gradientPainted(snap(inner, scale: scale), gradient)
        }
    }
}

extension LayoutNode {
    /// This node and its children on the grid of `scale`.
    func snapped(toScale scale: Double) -> LayoutNode {
        LayoutNode(
            name, role: role, accessibilityKey: accessibilityKey, accessibilityArguments: accessibilityArguments,
            hitAreaNote: hitAreaNote, isInactive: isInactive, frame: PixelGrid.snap(frame, scale: scale),
            paints: paints.map { PixelGrid.snap($0, scale: scale) },
            children: children.map { $0.snapped(toScale: scale) })
    }
}

extension LayoutTree {
    /// The layout on the pixel grid of `scale` device pixels per point (1, 2, 3): every edge of every
    /// frame and icon box (text runs stay where layout drew them, their baselines on whole points). Bounds are recomputed from the snapped
    /// nodes. A scale that is not a positive number leaves the layout as it is.
    package func snapped(toScale scale: Double) -> LayoutTree {
        guard scale.isFinite, scale > 0 else { return self }
        return LayoutTree(
            configuration: configuration, frame: PixelGrid.snap(frame, scale: scale),
            nodes: nodes.map { $0.snapped(toScale: scale) }, isInactive: isInactive)
    }
}
