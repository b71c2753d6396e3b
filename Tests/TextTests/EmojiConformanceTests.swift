import Testing
@testable import SpecimenText

/// UTS #51's own test data (emoji-test.txt, Emoji 15.0): every fully-qualified emoji and every
/// component (skin tones, hair styles) shapes to one colour glyph of Noto Color Emoji, alone and
/// inside Latin and Arabic text, whose spaces stay Inter's.
@Suite struct EmojiConformanceTests {
    static func emoji() throws -> (emoji: [(scalars: [UInt32], line: Substring)], source: String) {
        let (lines, source) = try UnicodeConformanceData.lines("emoji/emoji-test.txt")
        let kept = lines.compactMap { line -> (scalars: [UInt32], line: Substring)? in
            let fields = line.split(separator: ";", maxSplits: 1)
            guard fields.count == 2 else { return nil }
            let status = fields[1].split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
            guard status == "fully-qualified" || status == "component",
                let scalars = UnicodeConformanceData.scalars(Substring(fields[0].trimmingCharacters(in: .whitespaces)))
            else { return nil }
            return (scalars, line)
        }
        return (kept, source)
    }

    @Test func everyRecommendedEmojiIsOneColourGlyph() throws {
        let engine = try Fixture.engine()
        let (emoji, source) = try Self.emoji()
        #expect(emoji.count >= 400, "read \(emoji.count) emoji from \(source)")
        let space = engine.shape(" ", style: Fixture.body).width
        var failures: [String] = []
        for (scalars, line) in emoji {
            let text = UnicodeConformanceData.string(scalars)
            for (context, environment) in [
                ("\(text)", TextEnvironment.standard), ("ok \(text) ok", .standard),
                ("نعم \(text) نعم", TextEnvironment(direction: .rightToLeft)),
            ] {
                let run = engine.shape(context, style: Fixture.body, environment: environment)
                let pictures = run.glyphs.filter { $0.font == "noto-emoji" }
                let spaces = run.glyphs.filter { context.utf8[context.utf8.index(context.utf8.startIndex, offsetBy: $0.cluster)] == 0x20 }
                if pictures.count != 1 || pictures[0].glyphID == 0 || engine.colorImage(of: pictures[0], in: run) == nil {
                    failures.append("\(line) in \"\(context)\": \(pictures.count) emoji glyphs")
                } else if spaces.contains(where: { $0.font == "noto-emoji" || ($0.font == "inter-regular" && abs($0.advance - space) > 1e-9) }) {
                    failures.append("\(line) in \"\(context)\": a space not in the text's font")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(emoji.count * 3) fail in \(source):\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
