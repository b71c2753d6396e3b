/// Moving display-list nodes, so pictures made on their own can be composed on one canvas.
extension SceneNode {
    /// The node moved by `dx`, `dy` points: paths, clips, image frames and glyph origins alike.
    /// Moving by whole points keeps every snapped edge on the device pixel grid at any whole scale.
    package func translated(dx: Double, dy: Double) -> SceneNode {
        let move = AffineTransform.translation(x: dx, y: dy)
        switch self {
        case .group(let group):
            return .group(
                SceneGroup(
                    id: group.id, clip: group.clip?.transformed(by: move), blur: group.blur,
                    children: group.children.map { $0.translated(dx: dx, dy: dy) }))
        case .path(let path):
            return .path(ScenePath(path: path.path.transformed(by: move), color: path.color, rule: path.rule, stroke: path.stroke))
        case .image(let image):
            return .image(
                SceneImage(
                    pixmap: image.pixmap, frame: image.frame.offsetBy(dx: dx, dy: dy),
                    clip: image.clip?.transformed(by: move)))
        case .text(let text):
            let glyphs = text.glyphs.map { SceneGlyph(key: $0.key, outline: $0.outline, origin: $0.origin.offsetBy(dx: dx, dy: dy), identity: $0.identity) }
            return .text(SceneText(text: text.text, color: text.color, glyphs: glyphs))
        }
    }
}

extension SceneNode {
    /// The node scaled by `scale` about the origin, then moved by `dx`, `dy` points: paths, clips,
    /// image frames, glyph outlines, origins and sizes, and blurs alike (a contact sheet fitted to paper).
    package func placed(scale: Double, dx: Double, dy: Double) -> SceneNode {
        let transform = AffineTransform.scale(scale, scale).concatenating(.translation(x: dx, y: dy))
        switch self {
        case .group(let group):
            return .group(
                SceneGroup(
                    id: group.id, role: group.role, accessibilityKey: group.accessibilityKey, accessibilityArguments: group.accessibilityArguments,
                    clip: group.clip?.transformed(by: transform), blur: group.blur.map { $0 * scale },
                    children: group.children.map { $0.placed(scale: scale, dx: dx, dy: dy) }))
        case .path(let path):
            // A stroke's line scales with its path, and so does its width and every dash.
            let stroke = path.stroke.map { line in
                var style = line.style
                style.dashes = style.dashes.map { $0 * scale }
                return SceneStroke(width: line.width * scale, style: style)
            }
            return .path(ScenePath(path: path.path.transformed(by: transform), color: path.color, rule: path.rule, stroke: stroke))
        case .image(let image):
            let frame = Rect(x: image.frame.x * scale + dx, y: image.frame.y * scale + dy, width: image.frame.width * scale, height: image.frame.height * scale)
            return .image(SceneImage(pixmap: image.pixmap, frame: frame, clip: image.clip?.transformed(by: transform)))
        case .text(let text):
            let glyphs = text.glyphs.map { glyph in
                // A scaled outline is another glyph to a writer that defines each key once.
                var scaled = glyph
                scaled.key = glyph.key + "@\(scale)"
                scaled.outline = glyph.outline.transformed(by: .scale(scale, scale))
                scaled.origin = transform.apply(glyph.origin)
                scaled.identity = glyph.identity.map { GlyphIdentity(face: $0.face, glyph: $0.glyph, size: $0.size * scale) }
                return scaled
            }
            return .text(SceneText(text: text.text, color: text.color, glyphs: glyphs))
        }
    }
}

/// One line of label text as a display-list node, for pictures the gallery composes itself.
struct SceneLabel {
    let engine: TextEngine
    let style: TextStyle

    /// The label's advance width in points.
    func width(_ text: String) -> Double { engine.width(of: text, style: style) }

    /// `text` with its line box's top-left at `topLeft`, in `color`.
    func node(_ text: String, topLeft: Point, color: Color) -> SceneNode {
        let run = engine.shape(text, style: style)
        let origin = Point(x: topLeft.x, y: (topLeft.y + run.baselineOffset).rounded())
        let glyphs = run.glyphs.map { glyph in
            SceneGlyph(
                key: glyph.key, outline: engine.outline(of: glyph, in: run),
                origin: Point(x: origin.x + glyph.x, y: origin.y + glyph.y), identity: glyph.identity)
        }
        return .text(SceneText(text: text, color: color, glyphs: glyphs))
    }
}
