import Foundation
import Geometry
import SpecimenFigma
import SpecimenSupport
import SpecimenText
import Testing

/// `check figma` measures a text of mixed styles with the runs line breaker, as every other text, on the
/// kept real file with runs: grida's archive of "Not Pink Presentation", node 8:57 (Inter Medium 32/44.8,
/// 800 pt wide, paragraph spacing 56; "1." in its own pink, "2." also in Poppins Bold). Its
/// `absoluteRenderBounds` is Figma's own ink of the paragraph, which the engine's lines must reproduce.
@Suite struct FigmaTextRunsMeasureTests {
    static let file = "grida/767544357629075510.file.json"

    static func node(_ file: FigmaFile, id: String = "8:57") throws -> FigmaNode {
        func find(_ node: FigmaNode) -> FigmaNode? { node.id == id ? node : node.children.lazy.compactMap(find).first }
        return try #require(file.roots.lazy.compactMap(find).first, "no node \(id)")
    }

    /// Figma's own ink of node `id` (`absoluteRenderBounds`, which the reader drops, so read from the
    /// file's JSON), from the node's box's top left.
    static func figmaInk(id: String, box: Rect) throws -> (left: Double, top: Double, bottom: Double, right: Double) {
        let raw = try Array(FigmaFixtures.bytes(Self.file)).withUnsafeBufferPointer { try JSONValue.parse($0, dialect: .strict, depthLimit: 256) }
        func find(_ value: JSONValue) -> JSONValue? {
            switch value {
            case .object(let members):
                if value["id"] == .string(id) { return value }
                return members.lazy.compactMap { find($0.value) }.first
            case .array(let items): return items.lazy.compactMap(find).first
            default: return nil
            }
        }
        let render = try #require(find(raw)?["absoluteRenderBounds"])
        func number(_ key: String) -> Double { if case .number(let n)? = render[key] { n.value } else { .nan } }
        return (
            number("x") - box.minX, number("y") - box.minY, number("y") + number("height") - box.minY, number("x") + number("width") - box.minX
        )
    }

    /// The ink of `lines` stacked with `spacing` between paragraphs: top, bottom and right, from the box's
    /// top left; with `wholeLines`, each line box made a whole number of points tall (its baseline
    /// centred as before), a rule the evidence below points to.
    static func ink(
        _ lines: [StyledLine], spacing: Double, indent: Double, wholeLines: Bool = false
    ) -> (
        top: Double, bottom: Double, right: Double, left: Double, widest: String
    ) {
        var y = 0.0, top = Double.infinity, bottom = -Double.infinity, right = -Double.infinity, left = Double.infinity, widest = ""
        for (index, line) in lines.enumerated() {
            if index > 0, line.opens { y += spacing }
            let height = wholeLines ? line.lineHeight.rounded() : line.lineHeight
            let baseline = line.baselineOffset + (height - line.lineHeight) / 2
            for piece in line.pieces where piece.run.inkBounds != .zero {
                let ink = piece.run.inkBounds
                top = min(top, y + baseline + ink.minY)
                bottom = max(bottom, y + baseline + ink.maxY)
                let end = (line.opens ? indent : 0) + piece.x + ink.maxX
                if end > right { (right, widest) = (end, line.text) }
                left = min(left, (line.opens ? indent : 0) + piece.x + ink.minX)
            }
            y += height
        }
        return (top, bottom, right, left, widest)
    }

    @Test func aRunInAFontSpecimenLacksKeepsFigmasBoxNamedByItsFamily() throws {
        let node = try Self.node(try FigmaFile.read(path: FigmaFixtures.path(Self.file)))
        let measurer = FigmaTextMeasurer(engine: FigmaFixtures.engine)
        guard case .failure(let why) = measurer.paragraph(node) else {
            Issue.record("8:57 has a run in Poppins Bold, which Specimen does not ship")
            return
        }
        #expect(why.reason == "Poppins")
    }

    /// With the Poppins run in Inter Bold (the one field edited), the text is measured: five runs, the
    /// paragraph broken at 800 pt into the nine lines Figma's ink shows. Figma's render bounds: the top
    /// within 0.05 pt of the engine's; the bottom 1.56 pt lower than nine lines of 44.8 pt and three
    /// paragraph spacings put it, and within 0.15 pt of where lines of 45 pt put it (44.8 rounded to a
    /// whole point; the top then moves 0.1 pt), which this test checks and Specimen does not yet follow
    /// (README "Mixed styles"); the widest line's right end 1.02 pt further right, for the reason
    /// `figmasInterIsTheShippedInterAndItsKerningDiffers` proves (not another Inter).
    @Test func theMixedStyleParagraphIsMeasuredAndInkLandsWhereFigmasDoes() throws {
        let text = String(decoding: try FigmaFixtures.bytes(Self.file), as: UTF8.self)
        let edited = text.replacingOccurrences(of: #""fontFamily":"Poppins""#, with: #""fontFamily":"Inter""#)
        #expect(edited != text)
        let node = try Self.node(try FigmaFile.parse(Data(edited.utf8), source: Self.file))
        let measurer = FigmaTextMeasurer(engine: FigmaFixtures.engine)
        let paragraph = try measurer.paragraph(node).get()
        #expect(paragraph.spans.map { String($0.text.prefix(3)) } == ["Thi", "1.", " He", "2.", " He"])
        #expect(paragraph.spans[3].style.weight == .bold && paragraph.spacing == 56)
        let box = try #require(node.box)
        let figma = try Self.figmaInk(id: "8:57", box: box)
        let lines = FigmaTextMeasurer.lines(paragraph, maxWidth: box.width, engine: FigmaFixtures.engine)
        let ours = Self.ink(lines, spacing: paragraph.spacing, indent: paragraph.indent)
        let said = "lines \(lines.map(\.text)), ink \(ours), Figma's \(figma)"
        #expect(lines.count == 9 && abs(ours.top - figma.top) <= 0.1, "\(said)")
        let whole = Self.ink(lines, spacing: paragraph.spacing, indent: paragraph.indent, wholeLines: true)
        #expect(abs(whole.bottom - figma.bottom) <= 0.2 && abs(whole.top - figma.top) <= 0.2, "\(said); with whole-point lines \(whole)")
        // The widest line is all Inter Medium ("lines. Anything beyond that may be too information"), so
        // neither the Poppins run nor its stand-in moves it.
        #expect(abs(ours.right - figma.right) <= 1.1 && ours.widest.hasPrefix("lines. Anything"), "\(said)")
        // The box: Figma's fixed 800 x 600; the lines fit its height.
        #expect(FigmaTextMeasurer.height(lines, spacing: paragraph.spacing) <= box.height)
    }

    /// A named reason for 8:57's right end, proven: Figma's Inter in this file is the shipped Inter 3.019
    /// in its outlines and advances, and differs in the kerning of a few pairs. Of the file's eight Inter
    /// Medium 32 pt paragraphs, the seven in Inter alone start their ink where Figma's does to 0.01 pt
    /// (five first glyphs, each its own left side bearing: Inter 4.1 misses them by up to 0.59 pt; 8:57's
    /// leftmost ink in Figma is Poppins Bold's "2", 1.184 pt, its side bearing), and four end within 0.1
    /// pt of Figma's right; the shipped font unkerned misses those four by 1.0 to 3.6 pt, Inter 4.1 by
    /// 0.18 to 3.1 pt and breaks one of them elsewhere (measured with HarfBuzz, session 19). The other three, as 8:57, end 0.8 to 1.4 pt short of Figma's,
    /// always short (Figma kerning less), each widest line holding a kerning pair none of the four
    /// matching ones holds: "’s" (-2.36 pt in Inter 3.019 at 32 pt) in 17:2 and 25:10, 0.89 and 0.91 pt
    /// short, "1." (-1.32) in 17:6, 1.35 short; 8:57's, "ny", "ey" and "ay".
    @Test func figmasInterIsTheShippedInterAndItsKerningDiffers() throws {
        let file = try FigmaFile.read(path: FigmaFixtures.path(Self.file))
        let measurer = FigmaTextMeasurer(engine: FigmaFixtures.engine)
        let matching = ["8:19", "25:14", "26:15", "17:5"], kerned = ["17:2": "’s", "25:10": "’s", "17:6": "1."]
        for id in matching + kerned.keys.sorted() {
            let node = try Self.node(file, id: id), box = try #require(node.box)
            let paragraph = try measurer.paragraph(node).get()
            let lines = FigmaTextMeasurer.lines(paragraph, maxWidth: box.width, engine: FigmaFixtures.engine)
            let ours = Self.ink(lines, spacing: paragraph.spacing, indent: paragraph.indent), figma = try Self.figmaInk(id: id, box: box)
            let said = "\(id): ink from \(ours.left) to \(ours.right) (widest \"\(ours.widest)\"), Figma's from \(figma.left) to \(figma.right)"
            #expect(abs(ours.left - figma.left) <= 0.01, "\(said)")
            if let pair = kerned[id] {
                #expect((0.8...1.4).contains(figma.right - ours.right) && ours.widest.contains(pair), "\(said)")
            } else {
                #expect(abs(ours.right - figma.right) <= 0.1, "\(said)")
            }
        }
    }
}
