import Geometry

/// Shape coverage shared by every render through one `RasterCaches`, keyed by every input the scanner reads.
///
/// A batch or the gallery draws the same boxes, rings and icons' backgrounds at the same place in
/// picture after picture (every Text Input variant has the same field outline). The scanner is a
/// pure function of the path, fill rule, transform and region, so a mask filled once is the mask a
/// fresh fill gives; the key compares every coordinate bit for bit (not with `==`, which would
/// take 0 for -0), so a hit can never change a byte, whichever thread filled it first.
enum ShapeMasks {
    struct Key: Hashable {
        var path: Path
        var rule: FillRule
        var transform: AffineTransform
        var region: PixelBox

        static func == (l: Key, r: Key) -> Bool {
            guard l.rule == r.rule, l.region == r.region, l.path.elements.count == r.path.elements.count,
                same(l.transform, r.transform)
            else { return false }
            for (a, b) in zip(l.path.elements, r.path.elements) where !same(a, b) { return false }
            return true
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(rule)
            hasher.combine(region)
            hasher.combine(transform.a.bitPattern); hasher.combine(transform.b.bitPattern)
            hasher.combine(transform.c.bitPattern); hasher.combine(transform.d.bitPattern)
            hasher.combine(transform.tx.bitPattern); hasher.combine(transform.ty.bitPattern)
            for element in path.elements {
                switch element {
                case .move(let p): hasher.combine(0); Key.combine(p, into: &hasher)
                case .line(let p): hasher.combine(1); Key.combine(p, into: &hasher)
                case .quad(let c, let p): hasher.combine(2); Key.combine(c, into: &hasher); Key.combine(p, into: &hasher)
                case .cubic(let c1, let c2, let p):
                    hasher.combine(3); Key.combine(c1, into: &hasher); Key.combine(c2, into: &hasher); Key.combine(p, into: &hasher)
                case .arc(let center, let radius, let start, let sweep):
                    hasher.combine(4); Key.combine(center, into: &hasher)
                    hasher.combine(radius.bitPattern); hasher.combine(start.bitPattern); hasher.combine(sweep.bitPattern)
                case .close: hasher.combine(5)
                }
            }
        }

        private static func combine(_ p: Point, into hasher: inout Hasher) {
            hasher.combine(p.x.bitPattern)
            hasher.combine(p.y.bitPattern)
        }

        private static func same(_ p: Point, _ q: Point) -> Bool {
            p.x.bitPattern == q.x.bitPattern && p.y.bitPattern == q.y.bitPattern
        }

        private static func same(_ s: AffineTransform, _ t: AffineTransform) -> Bool {
            s.a.bitPattern == t.a.bitPattern && s.b.bitPattern == t.b.bitPattern && s.c.bitPattern == t.c.bitPattern
                && s.d.bitPattern == t.d.bitPattern && s.tx.bitPattern == t.tx.bitPattern && s.ty.bitPattern == t.ty.bitPattern
        }

        private static func same(_ a: PathElement, _ b: PathElement) -> Bool {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return same(p, q)
            case (.quad(let c, let p), .quad(let d, let q)): return same(c, d) && same(p, q)
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)): return same(c1, d1) && same(c2, d2) && same(p, q)
            case (.arc(let c, let r, let s, let w), .arc(let d, let r2, let s2, let w2)):
                return same(c, d) && r.bitPattern == r2.bitPattern && s.bitPattern == s2.bitPattern && w.bitPattern == w2.bitPattern
            case (.close, .close): return true
            default: return false
            }
        }
    }

    /// Masks larger than this (a full 8x canvas) are filled each time rather than evict the rest.
    static let largestShared = 1 << 20

    /// The coverage of `path` under `transform` within `region`, as `PathScanner` fills it; `shared`
    /// is true when the mask is (or is now) held by `cache`, so its memory must not be reused.
    static func coverage(
        of path: Path, rule: FillRule, transform: AffineTransform, within region: PixelBox,
        scratch: ScanScratch, cache shared: MaskCache<Key>
    ) -> (mask: CoverageMask, shared: Bool) {
        let key = Key(path: path, rule: rule, transform: transform, region: region)
        if let cached = shared.mask(key) { return (cached, true) }
        let mask = PathScanner.coverage(of: path, rule: rule, transform: transform, within: region, scratch: scratch)
        guard mask.values.count <= largestShared else { return (mask, false) }
        shared.store(mask, for: key)
        return (mask, true)
    }
}
