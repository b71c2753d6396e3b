/// A canonical Huffman code for one deflate alphabet (RFC 1951 §3.2.2): a bit length per symbol and
/// the code each symbol is written with, bit-reversed because deflate sends codes first bit first.
struct HuffmanCode {
    /// Bits per symbol; 0 for a symbol that never occurs.
    private(set) var lengths: [UInt8]
    /// Each symbol's code, reversed so it can be written least significant bit first.
    private(set) var codes: [UInt16]

    /// The code of least total length for `frequencies` whose lengths stay within `limit` bits.
    ///
    /// At least two symbols always get a code (the first ones are given a frequency of 1 when fewer
    /// occur), so the code is complete: every reader accepts it, including for an empty alphabet.
    /// Too long a code is cured by halving the frequencies (rounding up) and building again: a few
    /// more bits in rare pictures, in exchange for an exact, deterministic and short procedure.
    init(frequencies: [UInt32], limit: Int) {
        var weights = frequencies
        var used = weights.indices.filter { weights[$0] > 0 }
        var filler = 0
        while used.count < 2 {
            if weights[filler] == 0 { weights[filler] = 1; used.append(filler) }
            filler += 1
        }
        var lengths = Self.treeDepths(weights)
        while lengths.contains(where: { Int($0) > limit }) {
            weights = weights.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
            lengths = Self.treeDepths(weights)
        }
        self.lengths = lengths
        self.codes = Self.canonicalCodes(lengths)
    }

    /// Depth of every used symbol in a Huffman tree built by the two-queue method over the symbols
    /// sorted by (weight, symbol), so ties always break the same way.
    private static func treeDepths(_ weights: [UInt32]) -> [UInt8] {
        // One integer a leaf, weight above symbol, so a plain sort orders by (weight, symbol).
        var leaves: [UInt64] = []
        leaves.reserveCapacity(weights.count)
        for (symbol, weight) in weights.enumerated() where weight > 0 { leaves.append(UInt64(weight) << 16 | UInt64(symbol)) }
        leaves.sort()
        let count = leaves.count
        var lengths = [UInt8](repeating: 0, count: weights.count)
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * count - 1) { weight in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count - 1) { parent in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * count - 1) { depth in
                    for leaf in 0..<count { weight[leaf] = leaves[leaf] >> 16 }
                    var nextLeaf = 0, nextNode = count, made = count
                    // Takes the lighter of the next leaf and the next internal node (leaves first on a tie).
                    func lightest() -> Int {
                        if nextLeaf < count, nextNode >= made || weight[nextLeaf] <= weight[nextNode] {
                            nextLeaf += 1
                            return nextLeaf - 1
                        }
                        nextNode += 1
                        return nextNode - 1
                    }
                    for node in count..<(2 * count - 1) {
                        let a = lightest(), b = lightest()
                        weight[node] = weight[a] + weight[b]
                        made = node + 1
                        parent[a] = node
                        parent[b] = node
                    }
                    depth[2 * count - 2] = 0
                    for node in stride(from: 2 * count - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] &+ 1 }
                    for leaf in 0..<count { lengths[Int(leaves[leaf] & 0xFFFF)] = depth[leaf] }
                }
            }
        }
        return lengths
    }

    /// Codes assigned in symbol order within each length, shortest lengths first (RFC 1951 §3.2.2).
    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var perLength = [Int](repeating: 0, count: 17)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 17)
        var code = 0
        for bits in 1...16 {
            code = (code + perLength[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[Int(length)]
            next[Int(length)] += 1
            // The sixteen bits reversed by swapping bytes, nibbles, pairs and bits, then the
            // code's own `length` bits taken from the top.
            var reversed = UInt32(value)
            reversed = (reversed & 0x00FF) << 8 | (reversed & 0xFF00) >> 8
            reversed = (reversed & 0x0F0F) << 4 | (reversed & 0xF0F0) >> 4
            reversed = (reversed & 0x3333) << 2 | (reversed & 0xCCCC) >> 2
            reversed = (reversed & 0x5555) << 1 | (reversed & 0xAAAA) >> 1
            return UInt16(truncatingIfNeeded: reversed >> (16 - UInt32(length)))
        }
    }

    /// Bits `frequencies` take in this code.
    func cost(_ frequencies: [UInt32]) -> Int {
        zip(frequencies, lengths).reduce(0) { $0 + Int($1.0) * Int($1.1) }
    }
}
