import Geometry

/// From a path to its coverage mask: flatten, apply the fill rule, accumulate.
enum PathScanner {
    /// The flattening tolerance for shapes, in device pixels. A chord this close to its arc changes
    /// a pixel's area by at most about `tolerance × √2 × 2/3`, under a quarter of 1/255, which leaves
    /// room for the final rounding to 8 bits within the 1/255 promise.
    static let shapeTolerance = 1.0 / 1024
    /// Glyph outlines are Béziers with no exact-area promise of their own; at 1/256 pixel a chord
    /// moves at most about 0.94 × tolerance of a pixel's area, still under 1/255, for a third of
    /// the chords (and of the time) the shape tolerance would cost.
    static let glyphTolerance = 1.0 / 256

    /// The coverage of `path` under `transform`, limited to `region` (device pixels); with no
    /// region, the mask spans the whole path.
    static func coverage(
        of path: Path, rule: FillRule, transform: AffineTransform,
        tolerance: Double = shapeTolerance, within region: PixelBox?,
        scratch: ScanScratch = ScanScratch()
    ) -> CoverageMask {
        let chains = MonotoneChains(path: path, transform: transform, tolerance: tolerance, scratch: scratch)
        defer { scratch.recycle(chains) }
        return coverage(of: chains, rule: rule, within: region, scratch: scratch)
    }

    /// The coverage of already flattened chains, limited to `region` when given.
    static func coverage(
        of chains: MonotoneChains, rule: FillRule, within region: PixelBox?,
        scratch: ScanScratch
    ) -> CoverageMask {
        guard !chains.chains.isEmpty else { return .empty }
        let box = region.map { chains.box.intersection($0) } ?? chains.box
        guard !box.isEmpty else { return .empty }
        var accumulator = CellAccumulator(box: box, scratch: scratch)
        var sweep = FillRuleSweep(rule: rule, chains: chains, scratch: scratch)
        sweep.run(top: Double(box.y), bottom: Double(box.maxY), into: &accumulator)
        return accumulator.mask(scratch: scratch)
    }
}
