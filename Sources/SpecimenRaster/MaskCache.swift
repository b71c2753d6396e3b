import class Foundation.NSLock

/// Coverage masks shared by every render in the process, under one lock. `@unchecked Sendable`: the
/// storage is only touched under `lock`. Bounded by bytes (large scales make large masks): past
/// `byteLimit` it starts over, which keeps the gallery's memory flat however many variants it draws
/// and changes no output, since every entry is recomputable.
final class MaskCache<Key: Hashable>: @unchecked Sendable {
    private let byteLimit: Int
    private let lock = NSLock()
    private var masks: [Key: CoverageMask] = [:]
    private var bytes = 0

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    func mask(_ key: Key) -> CoverageMask? { lock.withLock { masks[key] } }

    func store(_ mask: CoverageMask, for key: Key) {
        let size = mask.values.count + 64
        lock.withLock {
            if bytes + size > byteLimit { masks.removeAll(keepingCapacity: true); bytes = 0 }
            if masks.updateValue(mask, forKey: key) == nil { bytes += size }
        }
    }
}
