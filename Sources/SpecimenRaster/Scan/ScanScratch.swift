import Geometry

/// Buffers the scanner fills and empties for every path, kept between the paths of one picture so
/// each path reuses the last one's memory instead of allocating and freeing its own (a picture fills
/// hundreds of paths, and those allocations were a large share of rasterizing).
///
/// A class, so the buffers are shared down the call chain without copies; owned by one render (one
/// `SceneRenderer`) and never shared between threads, since the batch and the gallery render
/// pictures in parallel. Every buffer is handed out emptied (or zeroed) and its contents never
/// outlive the path, so reuse cannot change a byte.
final class ScanScratch {
    var contour: Polygon = []
    var xs = ContiguousArray<Double>()
    var ys = ContiguousArray<Double>()
    var chains = ContiguousArray<MonotoneChains.Chain>()
    var order = ContiguousArray<MonotoneChains.Chain>()
    var heights = ContiguousArray<Double>()
    var active = ContiguousArray<FillRuleSweep.ActiveChain>()
    /// The accumulator's cells and run flags, written through pointers (see `ScratchMemory`).
    let cells = ScratchMemory<Int32>()
    let touched = ScratchMemory<Bool>()
    var values = ContiguousArray<UInt8>()

    init() {}

    /// Takes back the values of a mask its caller has finished with (one that is neither cached
    /// nor kept as a clip; were it still shared, the next `take` would copy rather than overwrite it).
    func recycle(_ mask: CoverageMask) {
        values = mask.values
    }

    /// Takes back the buffers of `chains` once its path is scanned.
    func recycle(_ chains: MonotoneChains) {
        xs = chains.xs; ys = chains.ys; self.chains = chains.chains
    }

    /// Moves `buffer` out of the scratch emptied, its capacity kept; the scratch holds an empty
    /// array meanwhile, so the caller's copy is uniquely referenced and grows in place.
    static func take<Element>(_ buffer: inout ContiguousArray<Element>) -> ContiguousArray<Element> {
        var taken = ContiguousArray<Element>()
        swap(&taken, &buffer)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// `count` copies of `value` in the memory of `buffer` (moved out as by `take`).
    static func take<Element>(
        _ buffer: inout ContiguousArray<Element>, filledWith value: Element,
        count: Int
    ) -> ContiguousArray<Element> {
        var taken = take(&buffer)
        taken.append(contentsOf: repeatElement(value, count: count))
        return taken
    }
}
