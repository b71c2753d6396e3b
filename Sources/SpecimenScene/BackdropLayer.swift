import Geometry
import Pixels
import SpecimenDocument

/// The backdrop photo as drawn: its frame in points and its pixels at device resolution. A later
/// `backdropBlur` reads its pixels, so the blur is resolved here, before any consumer sees the scene.
struct BackdropLayer: Sendable {
    /// Where the photo lies, in points.
    let frame: Rect
    /// The photo at device resolution, `round(frame.width × scale)` by `round(frame.height × scale)`.
    let pixmap: Pixmap
    /// The cache of the design system's picture this one was drawn from, and that picture, whose blurs
    /// are shared by picture, size and region; `nil` for a user's photo.
    let builtIn: (cache: BuiltInBackdrops, picture: BackdropPicture)?

    /// The user's photo fitted to `frame` at `scale`, or else `picture` drawn through `backdrops`; `nil`
    /// when there is neither, or the frame covers no device pixel.
    init?(frame: Rect, scale: Double, photo: Pixmap?, picture: BackdropPicture?, backdrops: BuiltInBackdrops) {
        let width = Int((frame.width * scale).rounded()), height = Int((frame.height * scale).rounded())
        guard width > 0, height > 0 else { return nil }
        if let photo {
            self.init(frame: frame, pixmap: Backdrop.fitted(photo, width: width, height: height), builtIn: nil)
        } else if let picture {
            self.init(frame: frame, pixmap: backdrops.image(picture, width: width, height: height), builtIn: (backdrops, picture))
        } else {
            return nil
        }
    }

    /// `pixmap` over `frame`; `builtIn` only when it is that cache's drawing of that picture at its size.
    init(frame: Rect, pixmap: Pixmap, builtIn: (cache: BuiltInBackdrops, picture: BackdropPicture)?) {
        self.frame = frame
        self.pixmap = pixmap
        self.builtIn = builtIn
    }

    /// The photo under `box` (points) blurred by a Gaussian of `sigma` device pixels, cropped to the part
    /// of `box` the photo covers, with that part's frame in points; `nil` when they do not overlap.
    ///
    /// The blur reads a region 3 sigma wider than the box on every side (as far as the photo reaches),
    /// so pixels near the box's edge mix with what really lies beyond it, as a live backdrop blur does,
    /// rather than with copies of the edge.
    func blurred(under box: Rect, sigma: Double) -> (pixmap: Pixmap, frame: Rect)? {
        let perPointX = Double(pixmap.width) / frame.width, perPointY = Double(pixmap.height) / frame.height
        // The box in photo pixels, rounded outward: a snapped box maps to whole pixels exactly.
        let epsilon = 1e-6
        let left = clamp(Int(((box.minX - frame.minX) * perPointX + epsilon).rounded(.down)), 0, pixmap.width)
        let top = clamp(Int(((box.minY - frame.minY) * perPointY + epsilon).rounded(.down)), 0, pixmap.height)
        let right = clamp(Int(((box.maxX - frame.minX) * perPointX - epsilon).rounded(.up)), 0, pixmap.width)
        let bottom = clamp(Int(((box.maxY - frame.minY) * perPointY - epsilon).rounded(.up)), 0, pixmap.height)
        guard right > left, bottom > top else { return nil }

        let margin = sigma.isFinite && sigma > 0 ? Int(min(Double(1 << 20), (3 * sigma).rounded(.up))) : 0
        let regionLeft = max(0, left - margin), regionTop = max(0, top - margin)
        let regionRight = min(pixmap.width, right + margin), regionBottom = min(pixmap.height, bottom + margin)
        func blur() -> Pixmap? {
            pixmap.cropped(x: regionLeft, y: regionTop, width: regionRight - regionLeft, height: regionBottom - regionTop)?
                .gaussianBlurred(sigma: sigma)
                .cropped(x: left - regionLeft, y: top - regionTop, width: right - left, height: bottom - top)
        }
        let result: Pixmap?
        if let builtIn {
            let key = BuiltInBackdrops.Blur(
                picture: builtIn.picture, width: pixmap.width, height: pixmap.height, left: left, top: top,
                right: right, bottom: bottom, sigma: sigma.bitPattern)
            result = builtIn.cache.blurred(key, blur: blur)
        } else {
            result = blur()
        }
        guard let result else { return nil }
        let placed = Rect(
            x: frame.minX + Double(left) / perPointX, y: frame.minY + Double(top) / perPointY,
            width: Double(right - left) / perPointX, height: Double(bottom - top) / perPointY)
        return (result, placed)
    }
}

extension Pixmap {
    /// The pixels of a rectangle inside the image; `nil` when it is empty or reaches outside.
    func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> Pixmap? {
        guard cropWidth > 0, cropHeight > 0, x >= 0, y >= 0, x + cropWidth <= width, y + cropHeight <= height else { return nil }
        if x == 0, y == 0, cropWidth == width, cropHeight == height { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cropWidth * cropHeight * 4)
        for row in y..<y + cropHeight {
            let start = (row * width + x) * 4
            bytes.append(contentsOf: data[start..<start + cropWidth * 4])
        }
        return Pixmap(width: cropWidth, height: cropHeight, premultipliedRGBA: bytes)
    }
}

private func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { min(max(value, low), high) }
