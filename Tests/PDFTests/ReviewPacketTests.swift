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

    @Test func theTokenReviewPDFShowsEachChangedPicture() throws {
        let tokens = try TokenDocument.parse(Data(##"{"brand": {"base": {"$type": "color", "$value": "#FF0000"}}}"##.utf8), source: "brand-red.json")
        let review = try TokenReview(current: try Self.renderer.get(), tokens: tokens, scale: 1, workers: 1)
        let result = try review.run(sets: [try Catalogue.standard.set(named: "Digit Input")])
        try #require(!result.changed.isEmpty)
        let pdf = try ReviewPDF.pdf(result, renderer: review.changed)
        let text = try Poppler.text(pdf).joined()
        #expect(text.contains("brand/base"))
        #expect(text.contains("Digit Input/State=Focused"))
        let outline = try Poppler.outline(pdf)
        #expect(outline.first == "Summary")
        #expect(outline.count == result.changed.count + 1)
    }
}
