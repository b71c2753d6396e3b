/// The 64-bit FNV-1a hash: tiny, dependency-free and stable everywhere, which is all a fingerprint of
/// font files needs (it detects change; it does not defend against an attacker).
public struct FNV1a64: Sendable, Hashable {
    public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01B3

    public private(set) var value: UInt64 = FNV1a64.offsetBasis

    public init() {}

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* Self.prime
        }
        value = hash
    }

    public mutating func combine(_ text: String) { combine(Array(text.utf8)) }

    /// Sixteen lower-case hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of `bytes` alone.
    public static func hash(_ bytes: [UInt8]) -> FNV1a64 {
        var hasher = FNV1a64()
        hasher.combine(bytes)
        return hasher
    }
}
