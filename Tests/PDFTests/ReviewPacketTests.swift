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
