/// A block of raw memory reused from path to path, handed out filled with one value.
///
/// The cell accumulator adds into every cell a segment crosses, a few hundred thousand times a
/// picture; through an array each of those paid a uniqueness check and a bounds check, through
/// this block none do. Owned by one `ScanScratch`, so by one render and one thread; the memory
/// grows to the largest request and is freed with its owner.
final class ScratchMemory<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private var capacity: Int

    init() {
        capacity = 0
        base = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    }

    deinit { base.deallocate() }

    /// `count` elements, every one `value`. The memory stays valid until the next call (which may
    /// move it) or until this block is freed; `Element` is a trivial type, so nothing is released.
    func filled(with value: Element, count: Int) -> UnsafeMutablePointer<Element> {
        if count > capacity {
            base.deallocate()
            capacity = max(count, 2 * capacity)
            base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        }
        base.initialize(repeating: value, count: count)
        return base
    }
}
