import Foundation
import SpecimenDocument
import Testing

/// `NodePatch.applying` names each property itself (no key paths): a property it forgot would never
/// reach a node. Every patch of every shipped and example document, laid over an empty node, must come
/// back whole, and laid over a full one must win wherever it sets something.
@Suite struct PatchApplyingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func documents() throws -> [ComponentDocument] {
        var found: [ComponentDocument] = []
        for folder in ["Themes", "Examples"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent.hasSuffix(".component.json") { found.append(try DocumentReader.read(contentsOf: url)) }
            }
        }
        return found
    }

    static func patches(_ node: DocumentNode) -> [NodePatch] { [node.properties] + node.children.flatMap(patches) }

    @Test func everyPatchComesBackWholeOverAnEmptyNode() throws {
        let documents = try Self.documents()
        #expect(documents.count > 10)
        var checked = 0
        for document in documents {
            let all = Self.patches(document.root) + document.rules.flatMap { $0.patches.values }
            for patch in all {
                #expect(NodePatch().applying(patch) == patch, "\(document.name)")
                #expect(patch.applying(NodePatch()) == patch, "\(document.name): an empty patch changes nothing")
                checked += 1
            }
        }
        #expect(checked > 100)
    }
}
