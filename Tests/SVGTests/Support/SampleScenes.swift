import Geometry
import Pixels
import SpecimenScene

/// Hand-made display lists with every kind of node, in known places.
enum SampleScenes {
    static let blue = Color(red: 0x15, green: 0x5D, blue: 0xFC)
    static let ink = Color(red: 0x0F, green: 0x17, blue: 0x2A, alpha: 153)
    static let focus = Color(red: 0x93, green: 0xC5, blue: 0xFD)
    static let green = Color(red: 0x16, green: 0xA3, blue: 0x4A)
    static let red = Color(red: 0xE1, green: 0x1D, blue: 0x48)

    /// A glyph-like "o": two quadratic ellipses wound in opposite directions (non-zero makes a hole),
    /// 7 pt wide and 8 pt tall above the baseline, as FreeType gives TrueType outlines.
    static let glyphO: Path = {
        var p = Path()
        func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, clockwise: Bool) {
            let s: Double = clockwise ? 1 : -1
            p.move(to: Point(x: cx + rx, y: cy))
            p.quad(to: Point(x: cx, y: cy + s * ry), control: Point(x: cx + rx, y: cy + s * ry))
            p.quad(to: Point(x: cx - rx, y: cy), control: Point(x: cx - rx, y: cy + s * ry))
            p.quad(to: Point(x: cx, y: cy - s * ry), control: Point(x: cx - rx, y: cy - s * ry))
            p.quad(to: Point(x: cx + rx, y: cy), control: Point(x: cx + rx, y: cy - s * ry))
            p.close()
        }
        ellipse(3.5, -4, 3.5, 4, clockwise: true)
        ellipse(3.5, -4, 2, 2.5, clockwise: false)
        return p
    }()

    /// A glyph-like "l": a bar with a cubic flag at the top, as CFF outlines are.
    static let glyphL: Path = {
        var p = Path()
        p.move(to: Point(x: 0.5, y: 0))
        p.line(to: Point(x: 0.5, y: -9))
        p.cubic(to: Point(x: 3, y: -11), control1: Point(x: 0.5, y: -10.5), control2: Point(x: 1.5, y: -11))
        p.line(to: Point(x: 3, y: -9.5))
        p.cubic(to: Point(x: 2, y: -8.5), control1: Point(x: 2.4, y: -9.5), control2: Point(x: 2, y: -9))
        p.line(to: Point(x: 2, y: 0))
        p.close()
        return p
    }()

    /// A gradient of `width`×`height` pixels, opaque except for a half-transparent bottom row.
    static func gradient(width: Int, height: Int) -> Pixmap {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let across = UInt8(x * 240 / max(1, width - 1)), down = UInt8(y * 240 / max(1, height - 1))
                bytes += [across, down, 255 - across, y == height - 1 ? 128 : 255]
            }
        }
        return Pixmap(width: width, height: height, straightRGBA: bytes) ?? Pixmap(width: 1, height: 1)!
    }

    /// A field-like picture: rounded rect of radius 16, a 1 pt border ring, a focus ring outside
    /// the frame (so the bounds start at -4, -4), a circle, glyphs, a clipped image and a clipped group.
    static func field(background: Color? = .white, scale: Double = 2) -> DisplayList {
        let frame = Rect(x: 0, y: 0, width: 100, height: 40)
        let glyphs = [
            SceneGlyph(key: "inter/o", outline: glyphO, origin: Point(x: 12, y: 26)),
            SceneGlyph(key: "inter/l", outline: glyphL, origin: Point(x: 20, y: 26)),
            SceneGlyph(key: "inter/o", outline: glyphO, origin: Point(x: 23.5, y: 26)),
            SceneGlyph(key: "inter/space", outline: Path(), origin: Point(x: 31, y: 26)),
        ]
        let nodes: [SceneNode] = [
            .group(
                SceneGroup(
                    id: "field",
                    children: [
                        .path(ScenePath(path: .roundedRect(frame, radius: 16), color: blue)),
                        .path(
                            ScenePath(
                                path: .ring(
                                    outer: .roundedRect(frame, radius: 16),
                                    inner: .roundedRect(frame.inset(by: 1), radius: 15)),
                                color: ink, rule: .evenOdd)),
                        .text(SceneText(text: "olo ", color: .white, glyphs: glyphs)),
                    ])),
            .group(
                SceneGroup(
                    id: "focus ring",
                    children: [
                        .path(
                            ScenePath(
                                path: .ring(
                                    outer: .roundedRect(frame.outset(by: 3), radius: 19),
                                    inner: .roundedRect(frame.outset(by: 1), radius: 17)),
                                color: focus, rule: .evenOdd))
                    ])),
            .path(ScenePath(path: .circle(in: Rect(x: 104, y: 44, width: 16, height: 16)), color: green)),
            // One image pixel per device pixel, so no renderer's resampling filter shows.
            .image(
                SceneImage(
                    pixmap: gradient(width: Int(10 * scale), height: Int(5 * scale)), frame: Rect(x: 60, y: 46, width: 10, height: 5),
                    clip: .roundedRect(Rect(x: 60, y: 46, width: 10, height: 5), radius: 2.5))),
            .group(
                SceneGroup(
                    id: "clipped", clip: .circle(in: Rect(x: 22, y: 44, width: 16, height: 16)),
                    children: [
                        .path(ScenePath(path: .rect(Rect(x: 20, y: 42, width: 20, height: 20)), color: red))
                    ])),
        ]
        let bounds = Rect(x: -4, y: -4, width: 128, height: 68)
        return DisplayList(
            bounds: bounds, scale: scale,
            pixelWidth: Int((bounds.width * scale).rounded(.up)),
            pixelHeight: Int((bounds.height * scale).rounded(.up)),
            background: background, title: "Text Input / State=Focus & <Error>", nodes: nodes)
    }
}
