import class Foundation.NSCondition
import Pixels

/// The built-in backdrop by size, drawn once per size in the process: every Overlay Composer at one
/// scale asks for the same picture, and drawing it is arithmetic on every pixel. Values are pure
/// functions of the size, so a hit equals a fresh drawing. Bounded by bytes, starting over past it.
///
/// A size being drawn is marked, and other threads asking for it wait for that drawing instead of
/// making their own: in a batch on every core the first pictures of a size all arrived together and
/// each drew the backdrop (29 M instructions spent twice).
/// `@unchecked Sendable`: the storage is only touched while `condition` is locked.
final class BuiltInBackdrops: @unchecked Sendable {
    static let shared = BuiltInBackdrops()
    static let byteLimit = 32 << 20
    private let condition = NSCondition()
    private var images: [Size: Pixmap] = [:]
    private var drawing: Set<Size> = []
    private var bytes = 0
    private var drawn = 0

    /// How many backdrops this cache has drawn: a test holds it to one per size.
    var draws: Int {
        condition.lock()
        defer { condition.unlock() }
        return drawn
    }

    private struct Size: Hashable {
        var width: Int
        var height: Int
    }

    func image(width: Int, height: Int) -> Pixmap {
        // A picture larger than a quarter of the budget (an 8x Composer) is drawn each time instead.
        guard width * height * 4 <= Self.byteLimit / 4 else { return Backdrop.image(width: width, height: height) }
        let key = Size(width: width, height: height)
        condition.lock()
        while true {
            if let hit = images[key] { condition.unlock(); return hit }
            guard drawing.contains(key) else { break }
            condition.wait()
        }
        drawing.insert(key)
        drawn += 1
        condition.unlock()
        let drawn = Backdrop.image(width: width, height: height)
        condition.lock()
        drawing.remove(key)
        if bytes + drawn.data.count > Self.byteLimit { images.removeAll(); bytes = 0 }
        if images.updateValue(drawn, forKey: key) == nil { bytes += drawn.data.count }
        condition.broadcast()
        condition.unlock()
        return drawn
    }
}
