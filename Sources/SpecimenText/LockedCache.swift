import Synchronization

/// A dictionary many threads may read and fill at once.
///
/// The storage lives in a `Mutex`, so the class is `Sendable` as it stands. Values are pure functions of
/// their keys, so a cache hit and a recomputation give the same result and output never depends on
/// which thread filled an entry first. When `limit` entries are reached the cache starts over, which
/// keeps memory bounded without ordering bookkeeping.
final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage = Mutex<[Key: Value]>([:])
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// The cached value for `key`, computing it outside the lock on a miss so slow work never blocks readers.
    func value(for key: Key, compute: () -> Value) -> Value {
        if let hit = storage.withLock({ $0[key] }) { return hit }
        let fresh = compute()
        storage.withLock { storage in
            if storage.count >= limit { storage.removeAll(keepingCapacity: true) }
            storage[key] = fresh
        }
        return fresh
    }
}
