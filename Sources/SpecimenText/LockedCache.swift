import Foundation

/// A dictionary many threads may read and fill at once.
///
/// `@unchecked Sendable` because the storage is only touched under `lock`. Values are pure functions of
/// their keys, so a cache hit and a recomputation give the same result and output never depends on
/// which thread filled an entry first. When `limit` entries are reached the cache starts over, which
/// keeps memory bounded without ordering bookkeeping.
final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Key: Value] = [:]
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// The cached value for `key`, computing it outside the lock on a miss so slow work never blocks readers.
    func value(for key: Key, compute: () -> Value) -> Value {
        if let hit = lock.withLock({ storage[key] }) { return hit }
        let fresh = compute()
        lock.withLock {
            if storage.count >= limit { storage.removeAll(keepingCapacity: true) }
            storage[key] = fresh
        }
        return fresh
    }
}
