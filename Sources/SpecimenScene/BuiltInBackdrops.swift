import class Foundation.NSCondition
import Pixels

/// The built-in backdrop by size, drawn once per size by each holder (a `Renderer` holds one and passes
/// it to its `SceneBuilder`, so a batch's or the gallery's threads share it): every Overlay Composer at one
/// scale asks for the same picture, and drawing it is arithmetic on every pixel. Values are pure
/// functions of the size, so a hit equals a fresh drawing. Bounded by bytes, starting over past it.
/// The blurs of its regions are kept the same way (each Overlay state blurs the same strip).
///
/// A picture or blur being made is marked, and other threads asking for it wait for that one instead
/// of making their own: in a batch on every core the first pictures of a size all arrived together and
/// each drew the backdrop (29 M instructions spent twice).
/// `@unchecked Sendable`: the storage is only touched while `condition` is locked. An `NSCondition`,
/// not a `Mutex`: the threads that find a key being made must sleep until it is made, and
/// `Synchronization` has no condition variable to wait on.
public final class BuiltInBackdrops: @unchecked Sendable {
    static let byteLimit = 32 << 20
    private let condition = NSCondition()
    private var images: [Size: Pixmap] = [:]
    private var blurs: [Blur: Pixmap] = [:]
    /// Keys being made right now, by one thread each.
    private var making: Set<AnyHashable> = []
    private var bytes = 0
    private var made = 0

    /// Nothing drawn yet.
    public init() {}

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

    /// How many pictures and blurs this cache has made: a test holds it to one per key.
    var draws: Int {
        condition.lock()
        defer { condition.unlock() }
        return made
    }

    /// The blur `key` names, made by `blur` on a miss (outside the lock). `blur` must be a pure
    /// function of the key, so a hit equals a fresh blur.
    func blurred(_ key: Blur, blur: () -> Pixmap?) -> Pixmap? {
        once(key, in: \.blurs, make: blur)
    }

    func image(width: Int, height: Int) -> Pixmap {
        // A picture larger than a quarter of the budget (an 8x Composer) is drawn each time instead.
        guard width * height * 4 <= Self.byteLimit / 4 else { return Backdrop.image(width: width, height: height) }
        return once(Size(width: width, height: height), in: \.images) { Backdrop.image(width: width, height: height) }!
    }

    /// The value under `key` in `table`, made once by whichever thread asks first while the others wait.
    private func once<Key: Hashable>(
        _ key: Key, in table: ReferenceWritableKeyPath<BuiltInBackdrops, [Key: Pixmap]>,
        make: () -> Pixmap?
    ) -> Pixmap? {
        condition.lock()
        while true {
            if let hit = self[keyPath: table][key] { condition.unlock(); return hit }
            guard making.contains(key) else { break }
            condition.wait()
        }
        making.insert(key)
        made += 1
        condition.unlock()
        let value = make()
        condition.lock()
        making.remove(key)
        if let value, value.data.count <= Self.byteLimit / 4 {
            if bytes + value.data.count > Self.byteLimit { images.removeAll(); blurs.removeAll(); bytes = 0 }
            if self[keyPath: table].updateValue(value, forKey: key) == nil { bytes += value.data.count }
        }
        condition.broadcast()
        condition.unlock()
        return value
    }
}
