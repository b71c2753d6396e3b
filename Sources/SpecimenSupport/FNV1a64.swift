/// The 64-bit FNV-1a hash: tiny, dependency-free and stable everywhere, which is all a fingerprint of
/// font files needs (it detects change; it does not defend against an attacker).
package struct FNV1a64: Sendable, Hashable {
    /// FNV-1a's 64-bit offset basis: the hash of no bytes.
    package static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    /// FNV-1a's 64-bit prime, multiplied in after each byte.
    package static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The hash of every byte combined so far.
    package private(set) var value: UInt64 = FNV1a64.offsetBasis

    /// The hash of no bytes yet.
    package init() {}

    /// Folds `bytes` into the hash, in order.
    package mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Folds the buffer's bytes into the hash, in order.
    package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* Self.prime
        }
        value = hash
    }

    /// Folds `text`'s UTF-8 bytes into the hash.
    package mutating func combine(_ text: String) { combine(Array(text.utf8)) }

    /// FNV-1a taken eight bytes at a time (each little-endian word xored in, then one multiply), the
    /// last `count % 8` bytes one at a time. Not the byte-wise hash, but as sure to change when any
    /// byte changes: each step is a bijection of the state, so two inputs differing in one word
    /// differ from that step on. Eight times fewer multiplications for large files.
    package mutating func combineWords(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        let words = bytes.count / 8
        for index in 0..<words {
            hash = (hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))) &* Self.prime
        }
        for byte in bytes[(words * 8)...] {
            hash = (hash ^ UInt64(byte)) &* Self.prime
        }
        value = hash
    }

    /// Sixteen lower-case hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The fingerprint the shipped documents and themes compiled at build time carry of the file they
    /// were compiled from, and that every start takes of the file as it is now (`combineWords`: every
    /// shipped file is fingerprinted at start, 150 KB, and byte by byte that was 0.5 M instructions of
    /// a cold render's 24 M). The build tool and the running binary both call this one function.
    package static func fileFingerprint(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { fileFingerprint($0) }
    }

    /// `fileFingerprint` of the buffer's bytes (a file read into `Data`, hashed where it lies).
    package static func fileFingerprint(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hasher = FNV1a64()
        hasher.combineWords(bytes)
        return hasher.value
    }

    /// The hash of `bytes` alone.
    package static func hash(_ bytes: [UInt8]) -> FNV1a64 {
        var hasher = FNV1a64()
        hasher.combine(bytes)
        return hasher
    }
}
