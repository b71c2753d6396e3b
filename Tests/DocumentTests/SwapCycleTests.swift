import SpecimenDocument
import Testing

/// A swap is an instance edge too: A shows a Holder whose slot is swapped to B, and B shows a Holder
/// whose slot is swapped to A, so drawing A draws B draws A. The folder refuses it in one line that
/// names the way round, before anything is laid out.
@Suite struct SwapCycleTests {
    static func make(_ name: String, root: String) throws -> ComponentDocument {
        let text = #"{"version": 1, "name": "\#(name)", "designSystem": "T", "position": 1, "root": \#(root)}"#
        return try DocumentReader.read(Array(text.utf8), file: "\(name).component.json")
    }

    static func holderSwapping(to target: String) -> String {
        #"{"name": "r", "type": "frame", "children": [{"name": "h", "type": "instance", "component": "Holder", "overrides": {"slot": {"component": "\#(target)"}}}]}"#
    }

    @Test func aSwapCycleThroughTwoDocumentsIsRefusedInOneLine() throws {
        let leaf = try Self.make("Leaf", root: #"{"name": "box", "type": "rectangle", "width": 4, "height": 4}"#)
        let holder = try Self.make("Holder", root: #"{"name": "r", "type": "frame", "children": [{"name": "slot", "type": "instance", "component": "Leaf"}]}"#)
        let a = try Self.make("A", root: Self.holderSwapping(to: "B")), b = try Self.make("B", root: Self.holderSwapping(to: "A"))
        var message = ""
        do { try DesignSystemFolder.check([leaf, holder, a, b]) } catch { message = error.description }
        #expect(message.contains("instance cycle A -> B -> A"), "\(message)")
        #expect(message.hasPrefix("B.component.json: $.root.children[0].overrides.slot.component: "), "\(message)")
        #expect(!message.contains("\n"), "\(message)")
        // Swapped to the leaf instead, the same documents are accepted.
        let fine = try Self.make("B", root: Self.holderSwapping(to: "Leaf"))
        try DesignSystemFolder.check([leaf, holder, a, fine])
    }
}
