/// How many hostile cases awaited off the cooperative pool (`HostileMatrix.run`'s async form) have a
/// `specimen` child running at once.
///
/// A parameterised test's cases all start together; awaited, none holds a pool thread while its child
/// runs, so without a bound every case of a table would start its child at once (68 of them for the
/// bounded inputs). Eight keeps the two cores busy while the silence-limit cases wait out their 10 s.
actor ChildSlots {
    static let shared = ChildSlots(count: 8)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    /// `body`'s value, computed while holding one slot (waiting for one first when none is free).
    nonisolated func holding<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        await acquire()
        do {
            let value = try await body()
            await release()
            return value
        } catch {
            await release()
            throw error
        }
    }

    private func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
