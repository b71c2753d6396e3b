#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// A folder of bad inputs for `BadInputMatrixTests`: token files with values out of range, broken
/// strings files and PNGs, a FIFO, a read-only file, a link into the repository's `Snapshots/`.
enum BadInputFixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func token(_ path: [String], type: String, value: String) -> String {
        var json = "{\"$type\": \"\(type)\", \"$value\": \(value)}"
        for key in path.reversed() { json = "{\"\(key)\": \(json)}" }
        return json
    }

    static func label(fontSize: String, lineHeight: String) -> String {
        token(
            ["typography", "label"], type: "typography",
            value: "{\"fontFamily\": \"Inter\", \"fontSize\": \(fontSize), \"lineHeight\": \(lineHeight), \"fontWeight\": 500}")
    }

    static func make() throws -> URL {
        let folder = try CLIRunner.temporaryDirectory()
        func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        func write(_ name: String, _ text: String) throws { try write(name, Array(text.utf8)) }
        try write("huge-ring.json", token(["focusRing", "brand", "width"], type: "dimension", value: "\"1e308px\""))
        try write("negative-ring.json", token(["focusRing", "brand", "width"], type: "dimension", value: "\"-2px\""))
        try write("huge-line-height.json", label(fontSize: "14", lineHeight: "1e308"))
        try write("zero-font.json", label(fontSize: "0", lineHeight: "20"))
        try write("negative-font.json", label(fontSize: "-14", lineHeight: "20"))
        try write("negative-blur.json", token(["backdropBlur", "sm"], type: "dimension", value: "\"-8px\""))
        try write("huge-blur.json", token(["backdropBlur", "sm"], type: "dimension", value: "\"100000px\""))
        try write("not-json.json", "{\"focusRing\": ")
        try write("latin1.strings", [0x22, 0x61, 0x22, 0x20, 0x3D, 0x20, 0x22, 0x63, 0x61, 0x66, 0xE9, 0x22, 0x3B, 0x0A])
        try write("broken.strings", "\"a\" = \"b\"\n\"c\" \"d\";\n")
        let golden = repository.appendingPathComponent("Snapshots/Stepper/Size=sm, State=Default/light@1x.png")
        let png = try #require(FileManager.default.contents(atPath: golden.path))
        try write("a.png", Array(png))
        try write("truncated.png", Array(png.prefix(60)))
        try write("garbage.png", "this is not a PNG")
        // A valid signature and IHDR claiming 8192 x 8192 (past the decoder's budget) or 20000 x 20000 (past
        // diff's, which streams rows): refused from the header, never allocated.
        for (name, side) in [("huge-header.png", UInt32(8192)), ("huger-header.png", 20000)] {
            var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            let sideBytes = withUnsafeBytes(of: side.bigEndian) { Array($0) }
            header += sideBytes + sideBytes + [8, 6, 0, 0, 0]
            header += crc(Array(header[12...]))
            for chunk in [[0x49, 0x44, 0x41, 0x54], [0x49, 0x45, 0x4E, 0x44]] as [[UInt8]] { header += [0, 0, 0, 0] + chunk + crc(chunk) }
            try write(name, header)
        }
        try write("read-only.png", "keep me")
        chmod(folder.appendingPathComponent("read-only.png").path, 0o444)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.png"), withIntermediateDirectories: false)
        mkfifo(folder.appendingPathComponent("fifo").path, 0o644)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("snapshots-link"),
            withDestinationURL: repository.appendingPathComponent("Snapshots"))
        return folder
    }

    /// Every entry under `folder` (links not followed), hidden ones included, with its size and bytes' hash.
    static func inventory(_ folder: URL) -> [String: String] {
        var out: [String: String] = [:]
        let manager = FileManager.default
        func walk(_ relative: String) {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = folder.path + "/" + child
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFREG: out[child] = "file \(manager.contents(atPath: full).map { "\($0.count) \($0.hashValue)" } ?? "?")"
                case S_IFDIR: out[child] = "folder"; walk(child)
                default: out[child] = "other \(info.st_mode)"
                }
            }
        }
        walk("")
        return out
    }

    /// PNG's CRC-32, big-endian.
    static func crc(_ bytes: [UInt8]) -> [UInt8] {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        c ^= 0xFFFF_FFFF
        return [UInt8(c >> 24), UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)]
    }
}
