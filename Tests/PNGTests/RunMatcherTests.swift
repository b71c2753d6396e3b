import TestSupport
@testable import SpecimenPNG
import Testing

/// The matcher's tokens against its definition written one position at a time: at each position the
/// longer of the matches one pixel and one row back (the pixel on a tie), sent as a match from three
/// bytes on, a literal otherwise. The matcher decides eight positions at once where it can and
/// compares bytes a word at a time, so this holds those shortcuts to the same tokens.
@Suite("The deflate run matcher")
struct RunMatcherTests {
    /// The tokens of `bytes` by the definition.
    private func definition(_ bytes: [UInt8], pixel: Int, row: Int) -> [RunMatcher.Token] {
        func length(_ at: Int, back: Int, limit: Int) -> Int {
            guard back > 0, at >= back else { return 0 }
            var n = 0
            while n < limit, bytes[at + n] == bytes[at + n - back] { n += 1 }
            return n
        }
        var tokens: [RunMatcher.Token] = []
        var at = 0
        while at < bytes.count {
            let limit = min(DeflateSymbols.longestMatch, bytes.count - at)
            let fromPixel = length(at, back: pixel, limit: limit), fromRow = length(at, back: row, limit: limit)
            let best = max(fromPixel, fromRow)
            if best >= 3 {
                tokens.append(RunMatcher.matchFlag | (fromRow > fromPixel ? RunMatcher.rowFlag : 0) | UInt32(256 + best))
                at += best
            } else {
                tokens.append(UInt32(bytes[at]))
                at += 1
            }
        }
        return tokens
    }

    /// The matcher's tokens of `bytes`, all in one window.
    private func matched(_ bytes: [UInt8], matcher: RunMatcher) -> [RunMatcher.Token] {
        let room = UnsafeMutableBufferPointer<RunMatcher.Token>.allocate(capacity: max(bytes.count, 1))
        defer { room.deallocate() }
        var block = matcher.block(tokens: room)
        var position = 0
        bytes.withUnsafeBufferPointer { window in
            matcher.extend(&block, window: window.baseAddress!, windowStart: 0, position: &position, stop: bytes.count, total: bytes.count)
        }
        #expect(position == bytes.count)
        return Array(room[..<block.count])
    }

    @Test(
        "tokens equal the definition's, on bytes from small alphabets (many short repeats) and long runs",
        arguments: [(3, 31, 2), (4, 41, 3), (3, 601, 2), (4, 9, 5), (3, 31, 256)])
    func sameTokensAsTheDefinition(pixel: Int, row: Int, alphabet: Int) {
        var random = SplitMix64(state: UInt64(pixel * 1000 + row + alphabet))
        for count in [0, 1, 2, 9, 10, 11, 300, 5000] {
            var bytes: [UInt8] = []
            while bytes.count < count {
                // Stretches of noise from the alphabet, of one repeated byte, and copies of the row above.
                let kind = Int.random(in: 0..<3, using: &random), run = Int.random(in: 1...40, using: &random)
                for _ in 0..<run where bytes.count < count {
                    switch kind {
                    case 0: bytes.append(UInt8(Int.random(in: 0..<alphabet, using: &random)))
                    case 1: bytes.append(bytes.last ?? 0)
                    default: bytes.append(bytes.count >= row ? bytes[bytes.count - row] : 7)
                    }
                }
            }
            let matcher = RunMatcher(bytesPerPixel: pixel, bytesPerRow: row)
            #expect(matched(bytes, matcher: matcher) == definition(bytes, pixel: pixel, row: row), "\(count) bytes")
        }
    }
}
