/// ``RegionGrouping`` fed one row of deltas at a time: the same regions, in a few rows of memory.
///
/// Cells of `cellSize` rows are labelled as each band of rows completes, joining touching cells
/// (8-connected) with the band above through a union-find whose groups carry their box, count and
/// largest delta. After each band only the groups still touching it stay open; every other group is
/// finished. Groups are ordered as ``RegionGrouping`` orders them (top, left, height, width, and for
/// equal boxes the row-major order of the group's first cell, which is its label order there). Only the
/// first `kept` finished regions in that order are held, plus a count, so even an image whose every
/// other cell changed keeps bounded memory when the caller lists a few (`specimen diff` lists six).
struct RegionStream {
    private struct Group {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        var count = 0
        var largest = 0
        var firstCell = Int.max

        mutating func absorb(_ other: Group) {
            minX = min(minX, other.minX); maxX = max(maxX, other.maxX)
            minY = min(minY, other.minY); maxY = max(maxY, other.maxY)
            count += other.count
            largest = max(largest, other.largest)
            firstCell = min(firstCell, other.firstCell)
        }

        var region: DifferenceRegion {
            DifferenceRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, pixelCount: count, largestDelta: largest)
        }
    }

    let width: Int
    let cell: Int
    let kept: Int
    private let columns: Int
    /// The band being filled: each cell's own box (count 0 when empty).
    private var band: [Group]
    private var bandIndex = 0
    private var rowsInBand = 0
    /// Per column of the band above: its open group, or -1.
    private var above: [Int]
    private var parent: [Int] = []
    private var groups: [Group] = []
    /// The first `kept` finished regions in order, with their first cell as the tie-break.
    private(set) var finished: [(region: DifferenceRegion, firstCell: Int)] = []
    private(set) var count = 0

    init(width: Int, cellSize: Int = RegionGrouping.defaultCellSize, kept: Int = .max) {
        self.width = width
        cell = max(1, cellSize)
        self.kept = max(0, kept)
        columns = (width + cell - 1) / cell
        band = [Group](repeating: Group(), count: columns)
        above = [Int](repeating: -1, count: columns)
    }

    /// The next row's deltas (`width` of them, 0 where the pixel matches), at row `y`; `nil` for a row
    /// where none differs.
    mutating func add(row deltas: [UInt8]?, y: Int) {
        deltas?.withUnsafeBufferPointer { d in
            for x in 0..<width where d[x] != 0 {
                let c = x / cell
                band[c].minX = min(band[c].minX, x); band[c].maxX = max(band[c].maxX, x)
                band[c].minY = min(band[c].minY, y); band[c].maxY = max(band[c].maxY, y)
                band[c].count += 1
                band[c].largest = max(band[c].largest, Int(d[x]))
            }
        }
        rowsInBand += 1
        if rowsInBand == cell { closeBand() }
    }

    /// Every region, once the last row was added: the first `kept` in order, and how many there are.
    mutating func finish() -> (regions: [DifferenceRegion], count: Int) {
        if rowsInBand > 0 { closeBand() }
        for index in groups.indices where parent[index] == index { emit(groups[index]) }
        parent = []
        groups = []
        trim()
        return (finished.map(\.region), count)
    }

    private mutating func find(_ index: Int) -> Int {
        var root = index
        while parent[root] != root { root = parent[root] }
        var node = index
        while parent[node] != root {
            let next = parent[node]
            parent[node] = root
            node = next
        }
        return root
    }

    private mutating func union(_ a: Int, _ b: Int) -> Int {
        let (x, y) = (find(a), find(b))
        guard x != y else { return x }
        let (root, child) = x < y ? (x, y) : (y, x)
        parent[child] = root
        groups[root].absorb(groups[child])
        return root
    }

    private mutating func closeBand() {
        var current = [Int](repeating: -1, count: columns)
        for c in 0..<columns where band[c].count > 0 {
            var label = -1
            func join(_ neighbour: Int) {
                guard neighbour >= 0 else { return }
                label = label < 0 ? find(neighbour) : union(label, neighbour)
            }
            if c > 0 { join(current[c - 1]); join(above[c - 1]) }
            join(above[c])
            if c + 1 < columns { join(above[c + 1]) }
            var own = band[c]
            own.firstCell = bandIndex * columns + c
            if label < 0 {
                parent.append(groups.count)
                groups.append(own)
                label = groups.count - 1
            } else {
                groups[label].absorb(own)
            }
            current[c] = label
            band[c] = Group()
        }
        // Keep only the groups this band touches; the rest can grow no more.
        var renumbered = [Int](repeating: -1, count: groups.count)
        var openParent: [Int] = [], openGroups: [Group] = []
        for c in 0..<columns where current[c] >= 0 {
            let root = find(current[c])
            if renumbered[root] < 0 {
                renumbered[root] = openGroups.count
                openParent.append(openGroups.count)
                openGroups.append(groups[root])
            }
            current[c] = renumbered[root]
        }
        for index in groups.indices where parent[index] == index && renumbered[index] < 0 { emit(groups[index]) }
        parent = openParent
        groups = openGroups
        above = current
        bandIndex += 1
        rowsInBand = 0
    }

    private mutating func emit(_ group: Group) {
        count += 1
        finished.append((region: group.region, firstCell: group.firstCell))
        if kept < .max / 2, finished.count >= 2 * max(kept, 64) { trim() }
    }

    private mutating func trim() {
        finished.sort {
            ($0.region.y, $0.region.x, $0.region.height, $0.region.width, $0.firstCell)
                < ($1.region.y, $1.region.x, $1.region.height, $1.region.width, $1.firstCell)
        }
        if finished.count > kept { finished.removeLast(finished.count - kept) }
    }
}
