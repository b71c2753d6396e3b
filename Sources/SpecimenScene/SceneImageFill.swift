import Geometry
import Pixels
import SpecimenLayout
import SpecimenLimits

/// An image fill as display-list primitives: FILL, FIT and STRETCH one image in its frame, TILE a grid
/// of the image's copies and CROP the image under a map; each limited to the node's shape. Made of the
/// list's own images, groups, clips and transforms, so the rasterizer, SVG and PDF draw them as they draw
/// any other image, with nothing of their own to add.
package enum SceneImageFill {
    /// The nodes drawing `pixmap` (the file `file`) as `fit` fills `frame`, limited to `clip`.
    package static func nodes(_ pixmap: Pixmap, file: String, fit: ImageFit, in frame: Rect, clip: Path) throws(SceneError) -> [SceneNode] {
        switch fit {
        case .fill, .fit, .stretch:
            return [.image(SceneImage(pixmap: pixmap, frame: Self.frame(pixmap, in: frame, fit: fit), clip: clip))]
        case .tile(let scale):
            let w = Double(pixmap.width) * scale, h = Double(pixmap.height) * scale
            guard w > 0, h > 0, frame.width > 0, frame.height > 0 else { return [] }
            let columns = (frame.width / w).rounded(.up), rows = (frame.height / h).rounded(.up)
            guard columns * rows <= Double(Limits.imageTiles) else {
                throw SceneError.tooManyTiles(file: file, count: columns * rows)
            }
            var tiles: [SceneNode] = []
            tiles.reserveCapacity(Int(columns * rows))
            // Each tile from the node's top-left by multiplication, not by adding widths, so the last
            // one is where the first one's width times its index puts it, exactly.
            for row in 0..<Int(rows) {
                for column in 0..<Int(columns) {
                    let tile = Rect(x: frame.minX + Double(column) * w, y: frame.minY + Double(row) * h, width: w, height: h)
                    tiles.append(.image(SceneImage(pixmap: pixmap, frame: tile)))
                }
            }
            return [.group(SceneGroup(id: nil, clip: clip, children: tiles))]
        case .crop(let map):
            // `map` takes the node's unit square to the image's; its inverse puts the image's unit square
            // in the node's, then the node's size and place give points.
            guard let unit = map.inverted else { return [] }
            let placed = unit.concatenating(.scale(frame.width, frame.height)).concatenating(.translation(x: frame.minX, y: frame.minY))
            if placed.b == 0, placed.c == 0, placed.a > 0, placed.d > 0 {
                let box = Rect(x: placed.tx, y: placed.ty, width: placed.a, height: placed.d)
                return [.image(SceneImage(pixmap: pixmap, frame: box, clip: clip))]
            }
            let turned = SceneGroup(id: nil, transform: placed, children: [.image(SceneImage(pixmap: pixmap, frame: Rect(x: 0, y: 0, width: 1, height: 1)))])
            return [.group(SceneGroup(id: nil, clip: clip, children: [.group(turned)]))]
        }
    }

    /// Where an image of `pixmap`'s proportions lies for `fit` in `frame` (its overflow clipped by the shape).
    package static func frame(_ pixmap: Pixmap, in frame: Rect, fit: ImageFit) -> Rect {
        let w = Double(pixmap.width), h = Double(pixmap.height)
        guard w > 0, h > 0, fit != .stretch else { return frame }
        let scale = fit == .fill ? max(frame.width / w, frame.height / h) : min(frame.width / w, frame.height / h)
        let size = (width: w * scale, height: h * scale)
        return Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }
}
