import Foundation
import SpecimenDocument
import SpecimenSupport
import Testing

/// `Themes/component.schema.json` and the document reader agree construct by construct: for each kind
/// of object a document holds, the keys the schema allows are exactly the keys the reader takes. The
/// reader's keys are read from the reader itself: a document with an unknown key `zzz` in that object
/// is refused with the list of valid keys, which is compared with the schema's `properties` there.
@Suite struct SchemaReaderAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A valid document with `root`, `rules`, `behaviour` and `decisions` as given.
    static func document(root: String = #"{"name": "a", "type": "frame"}"#, rules: String = "[]", extra: String = "", property: String? = nil) -> String {
        let properties = [#"{"name": "Size", "kind": "variant", "options": ["sm", "md"]}"#, #"{"name": "On", "kind": "boolean", "default": true}"#] + (property.map { [$0] } ?? [])
        return """
            {"version": 1, "name": "A", "designSystem": "D", "position": 1\(extra),
             "properties": [\(properties.joined(separator: ", "))], "root": \(root), "rules": \(rules)}
            """
    }

    /// One construct: where the schema describes it (a path of keys and `oneOf` indices under the
    /// schema's root; several paths are one union), and a document with `zzz` in it.
    struct Construct: CustomStringConvertible, Sendable {
        let name: String
        let schema: [[String]]
        let text: String
        var description: String { name }
    }

    static let constructs: [Construct] = [
        Construct(name: "document", schema: [["properties"]], text: document(extra: #", "zzz": 1"#)),
        Construct(name: "property", schema: [["$defs", "property", "properties"]], text: document(property: #"{"name": "B", "kind": "boolean", "zzz": 1}"#)),
        Construct(name: "node", schema: [["$defs", "node", "properties"]], text: document(root: #"{"name": "a", "type": "frame", "zzz": 1}"#)),
        Construct(
            name: "rule's node properties", schema: [["$defs", "patchFields", "properties"]],
            text: document(rules: #"[{"when": {"Size": "md"}, "set": {"a": {"zzz": 1}}}]"#)),
        Construct(
            name: "instance override", schema: [["$defs", "patchFields", "properties"], ["$defs", "override", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "children": [{"name": "i", "type": "instance", "component": "B", "overrides": {"x": {"zzz": 1}}}]}"#)),
        Construct(name: "rule", schema: [["$defs", "rule", "properties"]], text: document(rules: #"[{"when": {"Size": "md"}, "zzz": 1}]"#)),
        Construct(
            name: "run", schema: [["$defs", "run", "properties"]],
            text: document(root: #"{"name": "r", "type": "frame", "children": [{"name": "t", "type": "text", "runs": [{"characters": "a", "zzz": 1}]}]}"#)),
        Construct(
            name: "fill", schema: [["$defs", "fill", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "fills": [{"shape": "rectangle", "color": "c/x", "zzz": 1}]}"#)),
        Construct(
            name: "stroke", schema: [["$defs", "stroke", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "strokes": [{"shape": "rectangle", "width": 1, "color": "c/x", "zzz": 1}]}"#)),
        Construct(
            name: "stroke widths", schema: [["$defs", "stroke", "properties", "widths", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "strokes": [{"shape": "rectangle", "widths": {"top": 1, "zzz": 1}, "color": "c/x"}]}"#)),
        Construct(
            name: "radius per corner", schema: [["$defs", "radius", "oneOf", "1", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "fills": [{"shape": "rectangle", "radius": {"topLeft": 1, "zzz": 1}, "color": "c/x"}]}"#)),
        Construct(
            name: "effect", schema: (0..<4).map { ["$defs", "effect", "oneOf", "\($0)", "properties"] },
            text: document(root: #"{"name": "a", "type": "frame", "effects": [{"type": "drop-shadow", "zzz": 1}]}"#)),
        Construct(
            name: "binding", schema: [["$defs", "binding", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "visible": {"property": "On", "zzz": 1}}"#)),
        Construct(
            name: "fixed size", schema: [["$defs", "size", "oneOf", "2", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "height": {"fixed": 10, "zzz": 1}}"#)),
        Construct(
            name: "line-height size", schema: [["$defs", "size", "oneOf", "3", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "height": {"lineHeight": "t/x", "zzz": 1}}"#)),
        Construct(
            name: "padding", schema: [["$defs", "padding", "oneOf", "1", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "padding": {"top": 1, "zzz": 1}}"#)),
        Construct(
            name: "constraints", schema: [["$defs", "node", "properties", "constraints", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "position": "absolute", "constraints": {"horizontal": "center", "zzz": 1}}"#)),
        Construct(
            name: "room share", schema: [["$defs", "node", "properties", "roomShare", "properties"]],
            text: document(root: #"{"name": "a", "type": "text", "roomShare": {"fraction": 0.5, "zzz": 1}}"#)),
        Construct(
            name: "paragraph", schema: [["$defs", "node", "properties", "paragraph", "properties"]],
            text: document(root: #"{"name": "a", "type": "text", "paragraph": {"maxLines": 2, "zzz": 1}}"#)),
        Construct(
            name: "caret", schema: [["$defs", "node", "properties", "caret", "properties"]],
            text: document(root: #"{"name": "a", "type": "frame", "caret": {"color": "c/x", "width": 1, "zzz": 1}}"#)),
        Construct(
            name: "vector path", schema: [["$defs", "vectorPath", "properties"]],
            text: document(root: #"{"name": "a", "type": "vector", "paths": [{"data": "M0 0L1 1", "color": "c/x", "zzz": 1}]}"#)),
        Construct(
            name: "decision", schema: [["properties", "decisions", "items", "properties"]],
            text: document(extra: #", "decisions": [{"decision": "d", "because": "b", "zzz": 1}]"#)),
        Construct(name: "behaviour", schema: [["properties", "behaviour", "properties"]], text: document(extra: #", "behaviour": {"pattern": "toggle", "zzz": 1}"#)),
    ]

    static let schema: JSONValue = {
        let url = root.appendingPathComponent("Themes/component.schema.json")
        return (try? JSONReader.parse([UInt8](Data(contentsOf: url)), dialect: .strict)) ?? .null
    }()

    /// The keys of the object at `path` in the schema (an index into an array where a segment is a number).
    static func schemaKeys(_ path: [String]) -> Set<String>? {
        var value = schema
        for segment in path {
            switch value {
            case .object: guard let next = value[segment] else { return nil }; value = next
            case .array(let items): guard let i = Int(segment), items.indices.contains(i) else { return nil }; value = items[i]
            default: return nil
            }
        }
        guard case .object(let members) = value else { return nil }
        return Set(members.map(\.key))
    }

    /// The reader's valid keys, from its refusal of `zzz`: `... unknown key "zzz" in a fill (valid: shape, radius, ...)`.
    static func readerKeys(_ text: String) -> (keys: Set<String>?, message: String) {
        do {
            _ = try DocumentReader.read(Array(text.utf8), file: "A.component.json")
            return (nil, "the reader took zzz")
        } catch {
            let message = String(describing: error)
            guard message.contains("unknown key \"zzz\""), let open = message.range(of: "(valid: ", options: .backwards) else { return (nil, message) }
            let list = message[open.upperBound...].dropLast(message.hasSuffix(")") ? 1 : 0)
            return (Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }), message)
        }
    }

    /// The patch's keys are said once (`$defs/patchFields`): a rule's patch is exactly them, an instance
    /// override them and its own three (`component`, `properties`, `overrides`), each closed by
    /// `unevaluatedProperties`, which python-jsonschema's Draft 2020-12 validator applies across `$ref`.
    @Test func anOverrideIsAPatchAndItsOwnThreeKeys() throws {
        for name in ["patch", "override"] {
            #expect(Self.schema["$defs"]?[name]?["$ref"] == .string("#/$defs/patchFields"), "\(name)")
            #expect(Self.schema["$defs"]?[name]?["unevaluatedProperties"] == .bool(false), "\(name)")
        }
        #expect(Self.schemaKeys(["$defs", "patch", "properties"]) == nil)
        #expect(Self.schemaKeys(["$defs", "override", "properties"]) == ["component", "properties", "overrides"])
        let patch = try #require(Self.schemaKeys(["$defs", "patchFields", "properties"]))
        #expect(patch.isDisjoint(with: ["component", "properties", "overrides"]) && patch.contains("visible"))
    }

    @Test(arguments: constructs)
    func theSchemaAllowsExactlyTheKeysTheReaderTakes(_ construct: Construct) throws {
        let (reader, message) = Self.readerKeys(construct.text)
        let keys = try #require(reader, "\(construct.name): \(message)")
        var schema = Set<String>()
        for path in construct.schema { schema.formUnion(try #require(Self.schemaKeys(path), "\(construct.name): no \(path.joined(separator: "/")) in the schema")) }
        #expect(keys.subtracting(schema).sorted() == [], "\(construct.name): the reader takes keys the schema does not allow")
        #expect(schema.subtracting(keys).sorted() == [], "\(construct.name): the schema allows keys the reader refuses")
    }
}
