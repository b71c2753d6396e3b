import Foundation
import SpecimenDocument
import Testing

@testable import SpecimenLayout

/// Issue 36's "Done when", checked on the sources themselves: what a design system knows is its data,
/// so no Swift under `Sources/` sits in a per-set folder, and none outside the typed facades
/// (`Sources/Specimen/Components`) names a shipped design system, in code, strings, help or comments.
/// The names are the shipped catalogue's, as its folders spell them (`ShippedThemes.folderName`).
@Suite struct GenericSourcesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let facades = "Sources/Specimen/Components/"

    /// Every file under `Sources/`, as a path from the checkout's root.
    static func sources() -> [String] {
        let sources = root.appendingPathComponent("Sources")
        var out: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)! {
            out.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
        return out.sorted()
    }

    @Test func noFileSitsUnderASetsFolder() {
        let found = Self.sources().filter { $0.split(separator: "/").dropLast().contains("Sets") }
        #expect(found.isEmpty, "\(found)")
    }

    @Test func noSwiftOutsideTheFacadesNamesAShippedDesignSystem() throws {
        let names = Set(Catalogue.standard.sets.map { ShippedThemes.folderName(designSystem: $0.designSystem) })
        #expect(names.count >= 2)
        var found: [String] = []
        for path in Self.sources() where path.hasSuffix(".swift") && !path.hasPrefix(Self.facades) {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8).lowercased()
            // Most files name none: only those that do are split into lines, to say where.
            guard names.contains(where: { text.contains($0) }) else { continue }
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where names.contains(where: { line.contains($0) }) {
                found.append("\(path):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found.count) lines: \(found.prefix(10))")
    }
}
