/// A region of differing pixels and the layout node it falls in.
package struct NamedRegion: Sendable, Hashable {
    /// The box of differing pixels, in device pixels.
    package let region: DifferenceRegion
    /// The deepest layout node holding the region's centre, or "background".
    package let node: String

    /// The region, named after `node`.
    package init(region: DifferenceRegion, node: String) {
        self.region = region
        self.node = node
    }

    /// Regions of the same node joined into one box, in the order each node first appears: a person
    /// acts on "the hint changed", not on the five glyph clusters of its text the grid found apart.
    package static func mergedByNode(_ regions: [NamedRegion]) -> [NamedRegion] {
        var order: [String] = []
        var byNode: [String: DifferenceRegion] = [:]
        for named in regions {
            if let existing = byNode[named.node] {
                byNode[named.node] = existing.union(named.region)
            } else {
                order.append(named.node)
                byNode[named.node] = named.region
            }
        }
        return order.compactMap { node in byNode[node].map { NamedRegion(region: $0, node: node) } }
    }
}

/// The words of a pixel failure: `212 px in 2 regions: rule (340x1 pt at 0,56, max delta 0x40), ...`.
package enum DifferenceSummary {
    /// Regions listed before the rest are counted as "and N more".
    package static let listedRegions = 6

    /// Describes `differing` pixels grouped into `regions`.
    ///
    /// With a `scale`, sizes and positions are in points in the component's coordinates (`origin` is the
    /// image's top-left in points); without one (two arbitrary PNGs) they are in pixels from the top-left.
    package static func describe(differing: Int, regions: [NamedRegion], scale: Double?, origin: Point = Point(x: 0, y: 0)) -> String {
        describe(differing: differing, regions: regions, regionCount: regions.count, scale: scale, origin: origin)
    }

    /// The same, when only the first regions are at hand and `regionCount` says how many there are in all
    /// (a streamed `specimen diff` keeps only the ones it lists).
    package static func describe(differing: Int, regions: [NamedRegion], regionCount: Int, scale: Double?, origin: Point = Point(x: 0, y: 0)) -> String {
        let regionWord = regionCount == 1 ? "region" : "regions"
        var text = "\(differing) px in \(regionCount) \(regionWord)"
        guard !regions.isEmpty else { return text }
        let listed = regions.prefix(listedRegions).map { describe($0, scale: scale, origin: origin) }
        text += ": " + listed.joined(separator: ", ")
        if regionCount > listedRegions { text += ", and \(regionCount - listedRegions) more" }
        return text
    }

    /// `rule (340x1 pt at 0,56, max delta 0x40)`; without a node name, only the parenthesis.
    package static func describe(_ named: NamedRegion, scale: Double?, origin: Point) -> String {
        let r = named.region
        let box: String
        if let scale {
            let x = SnapshotFormat.number(((Double(r.x) / scale + origin.x) * 100).rounded() / 100)
            let y = SnapshotFormat.number(((Double(r.y) / scale + origin.y) * 100).rounded() / 100)
            box = "\(SnapshotFormat.points(r.width, scale: scale))x\(SnapshotFormat.points(r.height, scale: scale)) pt at \(x),\(y)"
        } else {
            box = "\(r.width)x\(r.height) px at \(r.x),\(r.y)"
        }
        let detail = "(\(box), max delta \(SnapshotFormat.delta(r.largestDelta)))"
        return named.node.isEmpty ? detail : "\(named.node) \(detail)"
    }
}
