import Testing
@testable import SpecimenText

/// UAX #9's own test data (BidiCharacterTest.txt, Unicode 15.0): for every paragraph, the paragraph
/// level, each character's resolved level and the visual order that `BidiParagraph` (FriBidi, rule L2
/// by `visualOrder`) give are the file's.
@Suite struct BidiConformanceTests {
    @Test func everyCaseOfBidiCharacterTestPasses() throws {
        let (lines, source) = try UnicodeConformanceData.lines("BidiCharacterTest.txt")
        #expect(lines.count >= 300, "read \(lines.count) cases from \(source)")
        var failures: [String] = []
        for line in lines {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 5, let scalars = UnicodeConformanceData.scalars(fields[0]),
                let direction = Int(fields[1]), let paragraphLevel = Int8(fields[2])
            else {
                failures.append("unreadable: \(line)")
                continue
            }
            let base: BidiParagraph.Base = direction == 0 ? .leftToRight : direction == 1 ? .rightToLeft : .firstStrongElseLeftToRight
            let paragraph = BidiParagraph(scalars, base: base)
            let expected = fields[3].split(separator: " ").map { Int8($0) }  // nil for "x"
            let order = fields[4].split(separator: " ").compactMap { Int($0) }
            var problems: [String] = []
            if paragraph.level != paragraphLevel { problems.append("paragraph level \(paragraph.level)") }
            let kept = scalars.indices.filter { expected[$0] != nil }
            if kept.map({ paragraph.levels[$0] }) != kept.map({ expected[$0]! }) {
                problems.append("levels \(kept.map { paragraph.levels[$0] })")
            }
            // Characters rule X9 removes have no level ("x") and no place in the order.
            if scalars.indices.filter({ BidiParagraph.isRemoved(scalars[$0]) }) != scalars.indices.filter({ expected[$0] == nil }) {
                problems.append("removed characters differ")
            }
            let visual = BidiParagraph.visualOrder(levels: kept.map { paragraph.levels[$0] }).map { kept[$0] }
            if visual != order { problems.append("order \(visual)") }
            if !problems.isEmpty { failures.append("\(line) -> \(problems.joined(separator: ", "))") }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(lines.count) fail in \(source):\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
