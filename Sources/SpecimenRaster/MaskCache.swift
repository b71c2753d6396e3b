import Synchronization

/// Coverage masks shared by every render drawn through one `RasterCaches`, under one `Mutex`. Bounded by bytes (large scales make large masks): past
/// `byteLimit` it starts over, which keeps the gallery's memory flat however many variants it draws
/// and changes no output, since every entry is recomputable.
final class MaskCache<Key: Hashable>: Sendable {
    private let byteLimit: Int
    /// The masks and the bytes they hold.
    private let cache = Mutex<(masks: [Key: CoverageMask], bytes: Int)>(([:], 0))

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    func mask(_ key: Key) -> CoverageMask? { cache.withLock { $0.masks[key] } }

    func store(_ mask: CoverageMask, for key: Key) {
        let size = mask.values.count + 64
        cache.withLock { cache in
            if cache.bytes + size > byteLimit { cache.masks.removeAll(keepingCapacity: true); cache.bytes = 0 }
            if cache.masks.updateValue(mask, forKey: key) == nil { cache.bytes += size }
        }
    }
}
