import Foundation
import Testing
import Specimen
@testable import SpecimenPDF
import SpecimenGallery

/// What a reader of Specimen's PDFs relies on: sizes in points, words that search and copy,
/// the same bytes every time, and numbers PDF can hold.
@Suite struct PDFDocumentTests {
    static let renderer = Result { try Renderer.standard() }

    @Test(arguments: [(12.0, "12"), (0.5, "0.5"), (-3.14159265, "-3.1416"), (1e-9, "0"), (-0.00004, "0"), (1234.56789, "1234.5679")])
    func numbersHaveNoExponent(value: Double, spelled: String) {
        #expect(PDFNumber.format(value) == spelled)
    }

    @Test func aRenderIsOnePageInPointsWithItsTitleAndWords() throws {
        let renderer = try Self.renderer.get()
        let configuration = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Password, State=Error")
        let pdf = try renderer.render(configuration, options: RenderOptions(theme: .dark, scale: 3), format: .pdf)
        let info = try Poppler.info(pdf)
        #expect(info["Pages"] == "1")
        #expect(info["Page size"] == "340 x 104 pts")
        #expect(info["Title"] == "Text Input / Type=Password, State=Error")
        #expect(info["CreationDate"] == nil)
        // Every run the picture draws (words, and each icon's name) comes back out of the file.
        let text = try Poppler.text(pdf).joined()
        let list = try renderer.displayList(configuration, options: RenderOptions(theme: .dark, scale: 3))
        func runs(_ nodes: [SceneNode]) -> [String] {
            nodes.flatMap { node -> [String] in
                switch node {
                case .group(let group): runs(group.children)
                case .text(let run): [run.text]
                default: []
                }
            }
        }
        let words = runs(list.nodes).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(words.contains("Title of input"))
        for run in words { #expect(text.contains(run), "\(run) is not in the PDF's text") }
        #expect(try renderer.render(configuration, options: RenderOptions(theme: .dark, scale: 3), format: .pdf) == pdf)
    }

    /// A sheet names its set and every variant's properties, so `pdftotext` finds them, light and dark.
    @Test(arguments: Catalogue.standard.sets.map(\.name))
    func aSheetIsSearchableForItsSetAndVariants(set name: String) throws {
        let set = try Catalogue.standard.set(named: name)
        let sheet = ContactSheet(renderer: try Self.renderer.get())
        for mode in ThemeMode.allCases {
            let pdf = try sheet.render(set, options: RenderOptions(theme: mode), format: .pdf)
            let text = try Poppler.text(pdf).joined()
            #expect(text.contains(set.name))
            let grid = ContactSheet.grid(for: set)
            for heading in grid.rows + grid.columns where !heading.isEmpty {
                #expect(text.contains(heading), "\(name) \(mode): \(heading)")
            }
        }
    }

    @Test func bookmarksOpenTheirPages() throws {
        let renderer = try Self.renderer.get()
        let lists = try ["Stepper", "Composer"].map { try renderer.displayList(try Catalogue.standard.configuration(set: $0), options: RenderOptions()) }
        let pdf = try PDFWriter(title: "Two sets").write(
            pages: lists,
            bookmarks: [
                PDFBookmark(title: "Stepper", page: 0), PDFBookmark(title: "Composer ✓", page: 1),
            ])
        #expect(try Poppler.info(pdf)["Pages"] == "2")
        let outline = try Poppler.outline(pdf)
        #expect(outline == ["Stepper", "Composer ✓"])
        #expect(throws: PDFWriterError.self) { try PDFWriter().write(pages: lists, bookmarks: [PDFBookmark(title: "x", page: 2)]) }
        #expect(throws: PDFWriterError.self) { try PDFWriter().write(pages: []) }
    }
}
