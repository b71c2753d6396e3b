import Pixels

/// One picture of an animation and how long it stays on screen.
package struct APNGFrame: Sendable {
    /// The frame's pixels, premultiplied; every frame of an animation must be the same size.
    package let pixmap: Pixmap
    /// Milliseconds before the next frame is shown (1 to 65,535).
    package let delayMilliseconds: Int

    /// A frame of `pixmap` shown for `delayMilliseconds` (checked when encoded, not here).
    package init(_ pixmap: Pixmap, delayMilliseconds: Int) {
        self.pixmap = pixmap
        self.delayMilliseconds = delayMilliseconds
    }
}

/// Writes frames as an animated PNG (APNG, the W3C PNG third edition's `acTL`/`fcTL`/`fdAT`), which
/// browsers and Pillow play and any other PNG reader shows as its first frame.
///
/// Each frame is encoded by ``PNGEncoder`` (so the pixels, compression and colour handling are the
/// still image's), and its compressed image data is rewrapped: the first frame's stays `IDAT` (the
/// default image is the first frame), later frames' become `fdAT` chunks. Every frame covers the
/// whole canvas, replaces what was there (`APNG_BLEND_OP_SOURCE`, so transparency is not composited
/// over the previous frame) and is left in place (`APNG_DISPOSE_OP_NONE`). The animation loops forever.
/// The same frames give the same bytes.
package struct APNGEncoder: Sendable {
    /// An encoder; it holds no settings.
    package init() {}

    /// Encodes `frames`, all the same size, with a `pHYs` chunk for `scale` pixels per point.
    ///
    /// - Throws: ``APNGError`` when there are no frames, sizes or colour types differ, or a delay is
    ///   out of range; ``PNGError`` when a frame cannot be encoded.
    package func encode(_ frames: [APNGFrame], pixelsPerPoint scale: Double) throws -> [UInt8] {
        guard let first = frames.first else { throw APNGError.noFrames }
        var header: [UInt8]?
        var ancillary: [PNGChunk] = []
        var images: [[UInt8]] = []
        for (index, frame) in frames.enumerated() {
            guard frame.pixmap.width == first.pixmap.width, frame.pixmap.height == first.pixmap.height else {
                throw APNGError.sizeMismatch(
                    frame: index + 1, width: frame.pixmap.width, height: frame.pixmap.height,
                    expectedWidth: first.pixmap.width, expectedHeight: first.pixmap.height)
            }
            guard (1...Int(UInt16.max)).contains(frame.delayMilliseconds) else {
                throw APNGError.badDelay(frame: index + 1, milliseconds: frame.delayMilliseconds)
            }
            let chunks = try PNGChunk.split(try PNGEncoder().encode(frame.pixmap, pixelsPerPoint: scale))
            guard let ihdr = chunks.first(where: { $0.type == "IHDR" }) else { throw APNGError.noHeader }
            if let header, header != ihdr.data { throw APNGError.colourTypeMismatch(frame: index + 1) }
            if header == nil {
                header = ihdr.data
                ancillary = chunks.filter { !["IHDR", "IDAT", "IEND"].contains($0.type) }
            }
            images.append(chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
        }

        var out = PNGChunk.signature
        PNGChunk(type: "IHDR", data: header!).append(to: &out)
        PNGChunk(type: "acTL", data: BigEndian.bytes32(UInt32(frames.count)) + BigEndian.bytes32(0)).append(to: &out)
        for chunk in ancillary { chunk.append(to: &out) }
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            PNGChunk(type: "fcTL", data: Self.frameControl(sequence: sequence, frame: frame)).append(to: &out)
            sequence += 1
            if index == 0 {
                PNGChunk(type: "IDAT", data: images[index]).append(to: &out)
            } else {
                PNGChunk(type: "fdAT", data: BigEndian.bytes32(sequence) + images[index]).append(to: &out)
                sequence += 1
            }
        }
        PNGChunk(type: "IEND", data: []).append(to: &out)
        return out
    }

    /// `fcTL`: sequence, the whole canvas at (0, 0), the delay as milliseconds over 1000, dispose none,
    /// blend source.
    private static func frameControl(sequence: UInt32, frame: APNGFrame) -> [UInt8] {
        BigEndian.bytes32(sequence)
            + BigEndian.bytes32(UInt32(frame.pixmap.width)) + BigEndian.bytes32(UInt32(frame.pixmap.height))
            + BigEndian.bytes32(0) + BigEndian.bytes32(0)
            + BigEndian.bytes16(UInt16(frame.delayMilliseconds)) + BigEndian.bytes16(1000)
            + [0, 0]
    }
}
