#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the first four bytes of a file say of it as a font: the cheap part of opening one, which a
/// start checks of every face it opens only when first used (`FontFaces`), and the build tool checks
/// of each shipped font before it records the file's stamp (`ShippedFileStamps.unchangedFont`).
package enum FontFileHead: Equatable {
    /// It starts with an sfnt version tag (TrueType 0x00010000 or `true`, CFF `OTTO`) or a collection's `ttcf`.
    case font
    /// It cannot be opened.
    case missing
    /// It opens, but does not start like a TrueType or OpenType font.
    case notAFont

    /// The head of the file at `path`, read with `open` and `read` rather than `FileHandle` (a
    /// `FileHandle` opened, read and closed cost 15,000 instructions a file; a syscall or three is
    /// what it takes). Non-blocking, so a FIFO put where a font should be reads as no font rather than
    /// waiting for a writer.
    package static func of(_ path: String) -> FontFileHead {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .missing }
        defer { close(fd) }
        var head: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        let count = withUnsafeMutableBytes(of: &head) { read(fd, $0.baseAddress, 4) }
        let tags: [(UInt8, UInt8, UInt8, UInt8)] = [(0, 1, 0, 0), (0x4F, 0x54, 0x54, 0x4F), (0x74, 0x72, 0x75, 0x65), (0x74, 0x74, 0x63, 0x66)]
        return count == 4 && tags.contains(where: { $0 == head }) ? .font : .notAFont
    }
}
