import Pixels
import SpecimenDocument
import Synchronization

/// Design systems' backdrop pictures by picture and size, each drawn once by each holder (a `Renderer`
/// holds one and passes it to its `SceneBuilder`, so a batch's or the gallery's threads share it): every
/// variant floating over a backdrop at one scale asks for the same picture, and drawing it is arithmetic
/// on every pixel. Values are pure functions of the picture and the size, so a hit equals a fresh
/// drawing. Bounded by bytes, starting over past it. The blurs of their regions are kept the same way
/// (each variant floating over one blurs the same strip).
///
/// A picture or blur is made once, by the first thread to ask, under a lock of its own (its slot's);
/// threads asking for it meanwhile wait on that lock instead of making their own: in a batch on every
/// core the first pictures of a size all arrived together and each drew the backdrop (29 M
/// instructions spent twice). The table of slots has its own lock, held only to find or add a slot,
/// never while anything is drawn; it is taken inside a slot's, never a slot's inside it, so no two
/// threads wait on each other. Both are `Mutex`es: no condition variable, no `@unchecked`.
package final class BuiltInBackdrops: Sendable {
    static let byteLimit = 32 << 20

    /// One key's value, made under the slot's lock: nil until made; made, it is the picture, or nil
    /// for a blur that had nothing to blur.
    private final class Slot: Sendable {
        let value = Mutex<Pixmap??>(nil)
    }

    private struct Table {
        var images: [Size: Slot] = [:]
        var blurs: [Blur: Slot] = [:]
        /// Bytes of the values kept.
        var bytes = 0
        /// Values made, kept or not.
        var made = 0
    }

    private let table = Mutex(Table())

    /// Nothing drawn yet.
    package init() {}

    private struct Size: Hashable {
        var picture: BackdropPicture
        var width: Int
        var height: Int
    }

    /// A blur of a picture of one size: the pixel box it keeps and the sigma, bit for bit.
    struct Blur: Hashable {
        var picture: BackdropPicture
        var width: Int, height: Int
        var left: Int, top: Int, right: Int, bottom: Int
        var sigma: UInt64
    }

    /// How many pictures and blurs this cache has made: a test holds it to one per key.
    var draws: Int { table.withLock { $0.made } }

    /// The blur `key` names, made by `blur` on a miss. `blur` must be a pure function of the key, so
    /// a hit equals a fresh blur.
    func blurred(_ key: Blur, blur: () -> Pixmap?) -> Pixmap? {
        once(key, in: \.blurs, make: blur)
    }

    func image(_ picture: BackdropPicture, width: Int, height: Int) -> Pixmap {
        // A picture larger than a quarter of the budget (a wide bar at 8x) is drawn each time instead.
        guard width * height * 4 <= Self.byteLimit / 4 else { return Backdrop.image(picture, width: width, height: height) }
        return once(Size(picture: picture, width: width, height: height), in: \.images) { Backdrop.image(picture, width: width, height: height) }
            ?? Backdrop.image(picture, width: width, height: height)
    }

    /// The value under `key` in the table's `slots`, made once by whichever thread asks first while
    /// the others wait on its slot.
    private func once<Key: Hashable>(_ key: Key, in slots: WritableKeyPath<Table, [Key: Slot]> & Sendable, make: () -> Pixmap?) -> Pixmap? {
        let slot = table.withLock { table in
            if let slot = table[keyPath: slots][key] { return slot }
            let slot = Slot()
            table[keyPath: slots][key] = slot
            return slot
        }
        return slot.value.withLock { value in
            if let made = value { return made }
            let made = make()
            value = .some(made)
            let bytes = made?.data.count ?? 0
            table.withLock { table in
                table.made += 1
                guard bytes <= Self.byteLimit / 4 else {
                    // Too large to keep: whoever waits on the slot still gets it, the table forgets it.
                    table[keyPath: slots][key] = nil
                    return
                }
                if table.bytes + bytes > Self.byteLimit {
                    // Start over: slots already handed out keep working, new asks make again.
                    table.images.removeAll()
                    table.blurs.removeAll()
                    table.bytes = 0
                    table[keyPath: slots][key] = slot
                }
                table.bytes += bytes
            }
            return made
        }
    }
}
