import Foundation
import Testing
import Specimen
import SpecimenGallery

/// The review packet and the token review's PDF, as poppler reads them.
@Suite struct ReviewPacketTests {
    static let renderer = Result { try Renderer.standard() }

    @Test func thePacketHasACoverThenEachSetsPartsWithBookmarks() throws {
        let sets = try ["Digit Input", "Stepper"].map { try Catalogue.standard.set(named: $0) }
        let cover = ReviewPacket.Cover(date: "2026-11-30", tokenFiles: ["brand-red.json"], version: "7")
        let packet = ReviewPacket(renderer: try Self.renderer.get())
        let pdf = try packet.pdf(sets: sets, cover: cover)
        #expect(try packet.pdf(sets: sets, cover: cover) == pdf, "the same packet twice gives the same bytes")

        let parts = ["Contact sheet, light", "Contact sheet, dark", "Redlines", "Tokens", "Audit findings"]
        #expect(try Poppler.outline(pdf) == ["Cover", "Digit Input"] + parts + ["Stepper"] + parts)
        let pages = try Poppler.text(pdf)
        #expect(pages.count == Int(try Poppler.info(pdf)["Pages"] ?? ""))
        for words in ["Specimen review packet", "2026-11-30", "brand-red.json", "version 7", "Digit Input, Stepper"] {
            #expect(pages[0].contains(words), "cover: \(words)")
        }
        let all = pages.joined()
        for words in ["State=Focused", "Size=md, State=Default", "border/sub-200", "Digit Input: audit findings", "hit target"] {
            #expect(all.contains(words), "\(words)")
        }
    }

    /// Every page is the paper's size (a contact sheet wider than tall turned to landscape), and each
    /// sheet, scaled to fit, prints its scale.
    @Test(arguments: [(Paper.a4, "595 x 842"), (Paper.letter, "612 x 792")])
    func everyPageIsOnThePaperChosen(paper: Paper, size: String) throws {
        var packet = ReviewPacket(renderer: try Self.renderer.get())
        packet.paper = paper
        let pdf = try packet.pdf(sets: [try Catalogue.standard.set(named: "Stepper")], cover: .init(date: nil, tokenFiles: [], version: "7"))
        let turned = size.split(separator: " ").reversed().joined(separator: " ")
        let sizes = try Poppler.pageSizes(pdf)
        #expect(sizes.count == Int(try Poppler.info(pdf)["Pages"] ?? ""))
        #expect(sizes.allSatisfy { $0 == size || $0 == turned }, "\(sizes)")
        #expect(sizes.contains(turned), "the wide contact sheets are on landscape pages")
        let text = try Poppler.text(pdf)
        let sheets = text.filter { $0.contains("Stepper: contact sheet, light · scale ") }
        #expect(sheets.count == 1, "\(text.map { $0.prefix(80) })")
        #expect(text.joined().contains("Max"), "the fitted sheet’s labels stay text")
        #expect(text[0].contains("1 component set, 6 variants"), "\(text[0].prefix(200))")
    }

    /// A sheet that would print below half size is split across pages instead: Digit Input's five
    /// states side by side on Letter, in parts, each at 50% or more, its caption naming its rows,
    /// columns and scale; together the parts show every column. (Text Input's, 34% whole, splits the
    /// same way; Digit Input's five variants keep the test cheap.)
    @Test func aSheetTooWideToReadIsSplitAcrossPages() throws {
        var packet = ReviewPacket(renderer: try Self.renderer.get())
        packet.paper = .letter
        let set = try Catalogue.standard.set(named: "Digit Input")
        let pdf = try packet.pdf(sets: [set], cover: .init(date: nil, tokenFiles: [], version: "7"))
        let sheets = try Poppler.text(pdf).filter { $0.contains("Digit Input: contact sheet, light · part ") }
        #expect(sheets.count >= 2, "the light sheet is one page")
        for page in sheets {
            let caption = try #require(page.split(separator: "\n").first { $0.contains("contact sheet, light") })
            #expect(caption.contains(" of \(sheets.count), row") && caption.contains("column"), "\(caption)")
            let percent = try #require(caption.split(separator: "scale ").last?.prefix { $0.isNumber })
            #expect((Int(percent) ?? 0) >= Int(ReviewPacket.minimumScale * 100), "\(caption)")
        }
        let grid = ContactSheet.grid(for: set)
        let headings = sheets.joined()
        for column in grid.columns { #expect(headings.contains(column), "no part shows \(column)") }
        #expect(ReviewPacket.even(5, into: 2) == [0..<3, 3..<5] && ReviewPacket.even(6, into: 4) == [0..<2, 2..<4, 4..<5, 5..<6])
    }

    @Test func theTokenReviewPDFShowsEachChangedPicture() throws {
        let tokens = try TokenDocument.parse(Data(##"{"brand": {"base": {"$type": "color", "$value": "#FF0000"}}}"##.utf8), source: "brand-red.json")
        let review = try TokenReview(current: try Self.renderer.get(), tokens: tokens, scale: 1, workers: 1)
        let result = try review.run(sets: [try Catalogue.standard.set(named: "Digit Input")])
        try #require(!result.changed.isEmpty)
        let pdf = try ReviewPDF.pdf(result, renderer: review.changed)
        let text = try Poppler.text(pdf).joined()
        #expect(text.contains("brand/base"))
        #expect(text.contains("Digit Input/State=Focused"))
        // The section's heading is kept with the first changed picture, never alone at a page's foot.
        let heading = try #require(try Poppler.text(pdf).first { $0.contains("Variants that changed") })
        #expect(heading.contains("Digit Input/State=") && heading.contains("pixels differ"), "\(heading.prefix(300))")
        let outline = try Poppler.outline(pdf)
        #expect(outline.first == "Summary")
        #expect(outline.count == result.changed.count + 1)
    }
}
