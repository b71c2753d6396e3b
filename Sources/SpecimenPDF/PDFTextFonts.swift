/// The invisible fonts that carry a document's words: Type 3 fonts whose glyphs draw nothing, each
/// code mapped to its characters by a `ToUnicode` CMap.
///
/// Why not embed Inter and Material Design Icons as font subsets? The display list holds glyph
/// outlines, not glyph ids, and the visible glyphs must be exactly the outlines the rasterizer
/// fills (so the PDF and the PNG agree to the pixel). Drawing outlines and laying words over them in
/// render mode 3 (invisible) gives the same search, selection and copy in viewers, with no font
/// subsetter to write and no font program whose hinting a viewer could apply differently.
///
/// Codes are handed out per distinct character (grapheme cluster) in first-use order, 255 to a
/// font, so any Unicode text fits and the same pages always get the same codes.
struct PDFTextFonts {
    /// Every character met, in first-use order; its index says its font (`/ 255`) and code (`% 255 + 1`).
    private(set) var characters: [String] = []
    private var indices: [String: Int] = [:]

    static let codesPerFont = 255

    /// The font resource name and the one-byte code of `character`.
    mutating func code(for character: Character) -> (font: String, code: UInt8) {
        let key = String(character)
        let index: Int
        if let known = indices[key] {
            index = known
        } else {
            index = characters.count
            characters.append(key)
            indices[key] = index
        }
        return (Self.fontName(index / Self.codesPerFont), UInt8(index % Self.codesPerFont + 1))
    }

    static func fontName(_ font: Int) -> String { "T\(font + 1)" }

    var fontCount: Int { (characters.count + Self.codesPerFont - 1) / Self.codesPerFont }

    /// Writes every font and returns `/T1 12 0 R ...` for the resource dictionary.
    func write(into file: inout PDFFile) throws -> String {
        guard fontCount > 0 else { return "" }
        // One empty glyph serves every code: it advances 1000 units (one em) and marks nothing.
        let blank = try file.addStream(dictionary: "", data: Array("1000 0 0 0 0 0 d1\n".utf8), compress: false)
        var entries: [String] = []
        for font in 0..<fontCount {
            let slice = Array(characters[(font * Self.codesPerFont)..<min(characters.count, (font + 1) * Self.codesPerFont)])
            let names = slice.indices.map { "/c\($0 + 1)" }
            let toUnicode = try file.addStream(dictionary: "", data: Array(Self.cmap(slice).utf8))
            let widths = Array(repeating: "1000", count: slice.count).joined(separator: " ")
            let procs = names.map { "\($0) \(blank) 0 R" }.joined(separator: " ")
            let number = file.add(
                """
                << /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] \
                /CharProcs << \(procs) >> /Encoding << /Type /Encoding /Differences [1 \(names.joined(separator: " "))] >> \
                /FirstChar 1 /LastChar \(slice.count) /Widths [\(widths)] /Resources << >> /ToUnicode \(toUnicode) 0 R >>
                """)
            entries.append("/\(Self.fontName(font)) \(number) 0 R")
        }
        return entries.joined(separator: " ")
    }

    /// The `ToUnicode` CMap of one font: code `n` is `characters[n - 1]`, in UTF-16BE.
    static func cmap(_ characters: [String]) -> String {
        var lines = [
            "/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
            "/CMapName /Specimen-UCS def", "/CMapType 2 def",
            "1 begincodespacerange", "<00> <FF>", "endcodespacerange",
        ]
        // A bfchar block holds at most 100 entries.
        for start in stride(from: 0, to: characters.count, by: 100) {
            let block = characters[start..<min(characters.count, start + 100)]
            lines.append("\(block.count) beginbfchar")
            for (offset, character) in block.enumerated() {
                let code = PDFFile.hex2(UInt8(start + offset + 1))
                lines.append("<\(code)> <\(character.utf16.map(PDFFile.hex4).joined())>")
            }
            lines.append("endbfchar")
        }
        lines += ["endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"]
        return lines.joined(separator: "\n") + "\n"
    }
}
