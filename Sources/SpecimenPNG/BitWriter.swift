/// Collects the bits of a deflate stream, least significant bit first (RFC 1951 §3.1.1).
///
/// Writes go to memory reserved beforehand with ``reserve(_:)`` (a block knows its exact size before
/// it is written), so the hot path is a shift, an or and, every 32 bits, one four-byte store.
struct BitWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// Makes room for `bytes` more bytes of output, beyond the pending bits.
    mutating func reserve(_ bytes: Int) {
        let needed = count + bytes + 16
        guard needed > capacity else { return }
        let grown = max(needed, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    /// Appends the low `bits` bits of `value` (at most 32); the room must have been reserved.
    @inline(__always)
    mutating func write(_ value: UInt32, count bits: Int) {
        // Wrapping shift and add: `pendingCount` is below 32 here, and checked forms cost a third more.
        pending |= UInt64(value) &<< UInt64(pendingCount)
        pendingCount &+= bits
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(storage + count).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            count &+= 4
            pending >>= 32
            pendingCount &-= 32
        }
    }

    /// Pads with zero bits to the next byte boundary (before a stored block's length, or at the end).
    mutating func alignToByte() {
        reserve(8)
        while pendingCount > 0 {
            storage[count] = UInt8(truncatingIfNeeded: pending)
            count += 1
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
        pending = 0
    }

    /// Appends whole bytes; only after ``alignToByte()``.
    mutating func append(contentsOf raw: UnsafeBufferPointer<UInt8>) {
        reserve(raw.count)
        guard let source = raw.baseAddress else { return }
        (storage + count).update(from: source, count: raw.count)
        count += raw.count
    }

    /// The bytes written, once aligned.
    consuming func finish() -> [UInt8] {
        alignToByte()
        return Array(UnsafeBufferPointer(start: storage, count: count))
    }
}
