import Foundation
import SpecimenReports
import SpecimenSupport
import Testing

@Suite struct SubjectTests {
    @Test func pathsAreReadableBySetVariantThemeAndScale() throws {
        let configuration = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Password, State=Error")
        let subject = GoldenSubject(configuration: configuration, theme: .dark, scale: 2)
        #expect(subject.relativePath == "Text Input/Type=Password, State=Error/dark@2x.png")
        #expect(subject.name == "Text Input/Type=Password, State=Error dark@2x")
        #expect(GoldenSubject(configuration: configuration, theme: .light, scale: 1.5).renditionName == "light@1.5x")
    }

    @Test(arguments: [
        ("Type=Password, State=Error", "Type=Password, State=Error"),
        ("a/b", "a%2Fb"), ("50%", "50%25"), (".hidden", "%2Ehidden"), ("trailing.", "trailing%2E"),
        ("x:y*z?", "x%3Ay%2Az%3F"), ("", "%00"),
    ])
    func unsafeCharactersAreEscapedOneToOne(name: String, component: String) {
        #expect(GoldenPath.component(name) == component)
    }

    @Test func theStandardSubjectsCoverEveryVariantInFourRenditions() {
        let subjects = GoldenSubject.standard()
        let variants = Catalogue.standard.allConfigurations.count
        // Plus every frame of every set's live specimen, at light@2x.
        let frames = LiveSpecimen.all.map { (try? EventScript(parsing: $0.script).events.count + 1) ?? 0 }.reduce(0, +)
        #expect(frames > 0)
        // And every set's default variant in the localisation matrix.
        let localised = Catalogue.standard.sets.count * LocalisationMatrix.localisations.count
        #expect(subjects.count == variants * 4 + frames + localised)
        #expect(subjects.filter { $0.localisation != .standard }.count == localised)
        #expect(subjects.filter { $0.played != nil }.count == frames)
        #expect(Set(subjects.map(\.relativePath)).count == subjects.count)
        let paths = subjects.map(\.relativePath)
        #expect(paths == paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        for rendition in ["light@2x.png", "dark@2x.png", "light@1x.png", "light@3x.png"] {
            #expect(paths.filter { $0.hasSuffix("/" + rendition) }.count == variants)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 7, 13])
    func shardsCoverEverySubjectExactlyOnce(count: Int) throws {
        let subjects = GoldenSubject.standard()
        var seen: [String] = []
        var sizes: [Int] = []
        for index in 1...count {
            let part = try Shard(index: index, count: count).part(of: subjects)
            sizes.append(part.count)
            seen += part.map(\.relativePath)
        }
        #expect(seen == subjects.map(\.relativePath))
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }

    /// `total * k / count` in double width: shard numbers near `Int.max` split without trapping, and
    /// their parts are the same boundaries as small numbers give.
    @Test(arguments: [(Int.max, Int.max), (1, Int.max), (Int.max - 1, Int.max), (Int.max / 2, Int.max)])
    func hugeShardNumbersDoNotOverflow(index: Int, count: Int) throws {
        let items = Array(0..<359)
        let part = try Shard(index: index, count: count).part(of: items)
        // 359 items over Int.max shards: only the last shard holds one (358); the others hold none.
        #expect(part == (index == Int.max ? [358] : []))
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", ""])
    func badShardsAreUsageErrors(text: String) {
        #expect(throws: SnapshotError.self) { _ = try Shard(parsing: text) }
    }

    @Test func filtersMatchNamesOrPaths() throws {
        let subjects = GoldenSubject.standard()
        let textInput = try SubjectFilter("Text Input/*")
        let selected = subjects.filter { textInput.matches($0) }
        #expect(!selected.isEmpty && selected.allSatisfy { $0.configuration.set.name == "Text Input" })
        let dark = try SubjectFilter("*dark@2x*")
        #expect(subjects.filter { dark.matches($0) }.count == Catalogue.standard.allConfigurations.count)
        let onePath = try SubjectFilter("Text Input/Type=Password, State=Error/light@3x.png")
        #expect(subjects.filter { onePath.matches($0) }.count == 1)
        #expect(throws: SnapshotError.self) { _ = try SubjectFilter("") }
    }

    @Test func fnv1aMatchesPublishedVectors() {
        #expect(FNV1a64.hash([]).hex == "cbf29ce484222325")
        #expect(FNV1a64.hash(Array("a".utf8)).hex == "af63dc4c8601ec8c")
        #expect(FNV1a64.hash(Array("foobar".utf8)).hex == "85944171f73967e8")
    }
}
