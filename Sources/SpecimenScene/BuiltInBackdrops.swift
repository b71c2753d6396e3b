import class Foundation.NSLock
import Pixels

/// The built-in backdrop by size, drawn once per size in the process: every Overlay Composer at one
/// scale asks for the same picture, and drawing it is arithmetic on every pixel. Values are pure
/// functions of the size, so a hit equals a fresh drawing. Bounded by bytes, starting over past it.
/// The blurs of its regions are kept the same way (each Overlay state blurs the same strip).
/// `@unchecked Sendable`: the storage is only touched under `lock`.
final class BuiltInBackdrops: @unchecked Sendable {
    static let shared = BuiltInBackdrops()
    static let byteLimit = 32 << 20
    private let lock = NSLock()
    private var images: [Size: Pixmap] = [:]
    private var bytes = 0

    private struct Size: Hashable {
        var width: Int
        var height: Int
    }

    /// A blur of the built-in picture of one size: the pixel box it keeps and the sigma, bit for bit.
    struct Blur: Hashable {
        var width: Int, height: Int
        var left: Int, top: Int, right: Int, bottom: Int
        var sigma: UInt64
    }
    private var blurs: [Blur: Pixmap] = [:]

    /// The blur `key` names, made by `blur` on a miss (outside the lock). `blur` must be a pure
    /// function of the key, so a hit equals a fresh blur.
    func blurred(_ key: Blur, blur: () -> Pixmap?) -> Pixmap? {
        if let hit = lock.withLock({ blurs[key] }) { return hit }
        guard let made = blur() else { return nil }
        guard made.data.count <= Self.byteLimit / 4 else { return made }
        lock.withLock {
            if bytes + made.data.count > Self.byteLimit { images.removeAll(); blurs.removeAll(); bytes = 0 }
            if blurs.updateValue(made, forKey: key) == nil { bytes += made.data.count }
        }
        return made
    }

    func image(width: Int, height: Int) -> Pixmap {
        let key = Size(width: width, height: height)
        if let hit = lock.withLock({ images[key] }) { return hit }
        let drawn = Backdrop.image(width: width, height: height)
        // A picture larger than a quarter of the budget (an 8x Composer) is drawn each time instead.
        guard drawn.data.count <= Self.byteLimit / 4 else { return drawn }
        lock.withLock {
            if bytes + drawn.data.count > Self.byteLimit { images.removeAll(); blurs.removeAll(); bytes = 0 }
            if images.updateValue(drawn, forKey: key) == nil { bytes += drawn.data.count }
        }
        return drawn
    }
}
