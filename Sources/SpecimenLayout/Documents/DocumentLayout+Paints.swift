import Foundation
import Geometry
import Pixels
import SpecimenDocument
import SpecimenTokens

/// A node's paints in Figma's drawing order: drop shadows, background blur, fills (colours and images,
/// or a vector's paths), inner shadows, strokes; then what its group does (layer blur, clip content).
extension DocumentLayout {
    func paints(_ p: NodePatch, node: DocumentNode, in frame: Rect) throws -> [Paint] {
        // An effect follows the node's own shape: its first fill's, else its first stroke's, else its frame.
        let base = (p.fills?.first?.shape ?? p.strokes?.first?.shape).map { shape($0, in: frame) } ?? (node.kind == .ellipse ? .circle : .rect)
        // A background blur by a blur token blurs the backdrop photo (`effectPaints`); Figma's others follow.
        var under = effectPaints(p, in: frame), over: [Paint] = [], group: [Paint] = []
        // A layer with no children that fills with images only casts its shadows by the images' pixels, as
        // Figma casts every shadow by the layer's alpha (a box's alpha is its shape, which a spread grows).
        let fills = p.fills ?? [], imagesOnly = !fills.isEmpty && fills.allSatisfy { $0.imageFile != nil } && node.children.isEmpty
        for effect in p.effects ?? [] {
            switch effect {
            case .focusRing, .backgroundBlur: break
            case .shadow(let inner, let color, let x, let y, let blur, let spread, let mode, let behind):
                // A text's or vector's shadow is cast by what it draws, as Figma casts it (and grows by no spread).
                let box = Paint.shadow(base, color: TokenPath(color), offset: Point(x: x, y: y), radius: blur, spread: spread, inner: inner, behind: behind)
                let paint =
                    node.kind == .text || node.kind == .vector || (imagesOnly && spread == 0)
                    ? Paint.contentShadow(color: TokenPath(color), offset: Point(x: x, y: y), radius: blur, inner: inner, blend: mode ?? .normal, behind: behind)
                    : mode.map { .blended(box, $0) } ?? box
                if inner { over.append(paint) } else { under.append(paint) }
            case .blurBehind(let radius): under.append(.backgroundBlur(base, radius: radius))
            case .layerBlur(let radius): group.append(.layerBlur(radius: radius))
            }
        }
        var paints = under
        for fill in p.fills ?? [] {
            let paint: Paint
            if let image = fill.imageFile {
                paint = .image(shape(fill.shape, in: frame), file: imageFile(image.file), fit: Self.imageFit(image))
            } else {
                paint = fillPaint(fill, in: frame)
            }
            paints.append(fill.blendMode.map { .blended(paint, $0) } ?? paint)
        }
        for path in p.paths ?? [] {
            let parsed: Path
            do { parsed = try SVGPathParser.parse(path.data) } catch {
                throw LayoutError.document(DocumentError(file: document.file, line: 0, path: node.path + ".paths", reason: error.description))
            }
            let color = Self.color(path.color, path.gradient), rule: FillRule = path.evenOdd ? .evenOdd : .nonZero
            let align = StrokeAlign(rawValue: path.align.rawValue) ?? .center
            let filled: Paint
            if path.outline.isEmpty {
                filled = .path(parsed, color: color, rule: rule)
            } else {
                var outline: [PathOutline] = []
                for (i, item) in path.outline.enumerated() {
                    do { outline.append(PathOutline(path: try SVGPathParser.parse(item.data), rule: item.evenOdd ? .evenOdd : .nonZero)) } catch {
                        throw LayoutError.document(DocumentError(file: document.file, line: 0, path: node.path + ".paths.outline[\(i)]", reason: error.description))
                    }
                }
                filled = .cutPath(parsed, color: color, rule: rule, align: align, outline: outline)
            }
            let paint = Self.painted(
                path.width.map { .strokedPath(parsed, width: $0, color: color, style: path.style, align: align, rule: rule, markers: path.markers) }
                    ?? filled, path.gradient)
            paints.append(path.blendMode.map { .blended(paint, $0) } ?? paint)
        }
        paints += over
        for stroke in p.strokes ?? [] { paints.append(strokePaint(stroke, in: frame)) }
        if p.clipsContent == true { group.append(.clipsChildren(base)) }
        if p.opacity != nil || p.blendMode != nil { group.append(.layer(opacity: p.opacity ?? 1, blend: p.blendMode ?? .normal)) }
        if let map = p.transform { group.append(.transform(map)) }
        if let type = p.maskType { group.append(.mask(type)) }
        return paints + group
    }

    /// An image fill's file as the renderer reads it: beside the document, in its design-system folder.
    func imageFile(_ relative: String) -> String {
        let folder =
            document.folder.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return folder.appendingPathComponent(relative).standardizedFileURL.path
    }

    /// A document image's fit as the layout's, with a tile's scale (1 if not given) or a crop's
    /// transform (the whole image if not given).
    static func imageFit(_ image: DocumentImage) -> ImageFit {
        switch image.fit {
        case .fill: .fill
        case .fit: .fit
        case .stretch: .stretch
        case .tile: .tile(scale: image.tileScale ?? 1)
        case .crop: .crop(image.transform ?? .identity)
        }
    }
}
