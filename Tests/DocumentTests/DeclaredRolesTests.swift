import Foundation
import SpecimenDocument
import SpecimenSupport
import Testing

/// A role beyond the generic ones is a design system's data: its folder's `roles.json` declares it,
/// with the generic behaviour the later stages read; a document may use only generic roles and its
/// folder's, and is refused in one line naming the role and every valid one otherwise.
@Suite struct DeclaredRolesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let appetite = root.appendingPathComponent("Themes/appetite")

    /// A one-node document whose root has `role`.
    static func document(role: String) -> [UInt8] {
        Array(#"{"version": 1, "name": "X", "designSystem": "T", "position": 1, "root": {"name": "x", "type": "frame", "role": "\#(role)"}}"#.utf8)
    }

    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-roles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    @Test func appetitesFolderDeclaresItsChipAndAvatar() throws {
        let roles = try DeclaredRoles.read(folder: Self.appetite)
        #expect(roles.roles == [DeclaredRole(name: "chip"), DeclaredRole(name: "avatar")])
        // What Chip Input's and Composer's documents say arrives as the declared role, named as before.
        let chips = try DocumentReader.read(contentsOf: Self.appetite.appendingPathComponent("ChipInput.component.json"))
        let chip = try #require(chips.allNodes.compactMap(\.properties.role).first { $0.name == "chip" })
        #expect(chip == .declared(DeclaredRole(name: "chip")) && !chip.isInteractive && !chip.drawsOutsideParent && chip.isMeasured)
    }

    @Test func aRoleTheFolderDoesNotDeclareIsRefusedInOneLine() throws {
        let roles = try DeclaredRoles.read(folder: Self.appetite)
        let error = try #require(#expect(throws: DocumentError.self) { try DocumentReader.read(Self.document(role: "tag"), file: "X.component.json", roles: roles) })
        #expect(
            "\(error)"
                == #"X.component.json:1: $.root.role: role "tag" is not one of group, text, value, icon, field, caret, rule, focus-ring, backdrop, button, "#
                + "or chip, avatar (declared in roles.json beside the document)")
        // Read outside a folder, a document has the generic roles only, and is told where others are declared.
        let alone = try #require(#expect(throws: DocumentError.self) { try DocumentReader.read(Self.document(role: "chip"), file: "X.component.json") })
        #expect(
            "\(alone)".hasSuffix(
                #"role "chip" is not one of group, text, value, icon, field, caret, rule, focus-ring, backdrop, button (a design system declares any other in roles.json beside its documents)"#
            ), "\(alone)")
        #expect(!"\(alone)".contains("\n"))
        #expect(try DocumentReader.read(Self.document(role: "chip"), file: "X.component.json", roles: roles).root.properties.role == .declared(DeclaredRole(name: "chip")))
    }

    /// The README quotes the reader: its Tag given a role no folder declares, read with Appetite's roles.
    @Test func theReadmesUndeclaredRoleLineIsTheReaders() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```json\n{\n  \"$schema\": \"../component.schema.json\",\n  \"version\": 1,\n  \"name\": \"Tag\""))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let text = String(readme[readme.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let tagged = text.replacingOccurrences(of: #""name": "tag", "type": "frame","#, with: #""name": "tag", "type": "frame", "role": "tag","#)
        #expect(tagged != text)
        let quoted = try #require(readme.range(of: "A document whose role the folder does not declare is refused in one line naming the role and every\nvalid one (`"))
        let said = String(readme[quoted.upperBound...].prefix { $0 != "`" }).replacingOccurrences(of: "\n", with: " ")
        let message = try #require(
            #expect(throws: DocumentError.self) { try DocumentReader.read(Array(tagged.utf8), file: "Tag.component.json", roles: try DeclaredRoles.read(folder: Self.appetite)) })
        #expect("\(message)" == said)
        // And the README's roles.json is Appetite's, comments aside.
        let example = try #require(readme.range(of: "```json\n{\n  \"$schema\": \"../roles.schema.json\""))
        let close = try #require(readme.range(of: "\n```", range: example.upperBound..<readme.endIndex))
        let shown = try DeclaredRoles.read(Array(readme[readme.index(example.lowerBound, offsetBy: 8)..<close.lowerBound].utf8), file: "README")
        #expect(shown == (try DeclaredRoles.read(folder: Self.appetite)))
    }

    @Test func aDeclaredRolesBehaviourIsWhatTheStagesRead() throws {
        let roles = try DeclaredRoles.read(
            #"{"roles": [{"name": "toggle-knob", "interactive": true}, {"name": "halo", "drawsOutsideParent": true, "measured": false}, {"name": "tag"}]}"#.utf8.map { $0 },
            file: "roles.json")
        let knob = NodeRole.declared(try #require(roles.role(named: "toggle-knob")))
        let halo = NodeRole.declared(try #require(roles.role(named: "halo")))
        let tag = NodeRole.declared(try #require(roles.role(named: "tag")))
        #expect(knob.isInteractive && !knob.drawsOutsideParent && knob.isMeasured && knob.name == "toggle-knob")
        #expect(!halo.isInteractive && halo.drawsOutsideParent && !halo.isMeasured && halo.name == "halo")
        #expect(!tag.isInteractive && !tag.drawsOutsideParent && tag.isMeasured)
        // The generic roles keep theirs.
        #expect(NodeRole.field.isInteractive && NodeRole.focusRing.drawsOutsideParent && !NodeRole.backdrop.isMeasured && !NodeRole.group.isInteractive)
    }

    @Test(arguments: [
        (#"{"roles": [{"name": "button"}]}"#, #"roles.json:1: $.roles[0].name: "button" is a generic role, which needs no declaring"#),
        (#"{"roles": [{"name": "chip"}, {"name": "chip"}]}"#, #"roles.json:1: $.roles[1].name: the role "chip" is declared twice"#),
        (#"{"roles": [{"name": "Chip"}]}"#, #"roles.json:1: $.roles[0].name: "Chip" is not a role name; valid: lower-case letters"#),
        (#"{"roles": [{"name": "chip", "clickable": true}]}"#, #"roles.json:1: $.roles[0].clickable: unknown key "clickable" in a declared role"#),
        (#"{"roles": [{"name": "chip", "interactive": "yes"}]}"#, "roles.json:1: $.roles[0].interactive: interactive must be true or false"),
        (#"{"role": []}"#, #"roles.json:1: $.role: unknown key "role" in a roles file; did you mean "roles"?"#),
        ("{\n  \"roles\": [\n    {\"name\": \"\"}\n  ]\n}", #"roles.json:3: $.roles[0].name: "" is not a role name"#),
        ("{\"roles\": [", "roles.json:1: not JSON"),
    ])
    func aBadRolesFileIsOneLineNamingIt(text: String, expected: String) throws {
        let error = try #require(#expect(throws: DocumentError.self) { try DeclaredRoles.read(Array(text.utf8), file: "roles.json") })
        #expect("\(error)".hasPrefix(expected), "\(error)")
        #expect(!"\(error)".contains("\n"))
    }

    /// `Themes/roles.schema.json` allows exactly the keys the reader takes, and refuses the generic names the reader refuses.
    @Test func theSchemaAllowsExactlyTheKeysTheReaderTakes() throws {
        let url = Self.root.appendingPathComponent("Themes/roles.schema.json")
        let schema = try JSONReader.parse([UInt8](Data(contentsOf: url)), dialect: .strict)
        func keys(_ value: JSONValue?) -> [String] {
            guard case .object(let members)? = value else { return [] }
            return members.map(\.key).sorted()
        }
        func readerKeys(_ text: String) throws -> [String] {
            let error = try #require(#expect(throws: DocumentError.self) { try DeclaredRoles.read(Array(text.utf8), file: "roles.json") })
            let open = try #require("\(error)".range(of: "(valid: ", options: .backwards))
            return "\(error)"[open.upperBound...].dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.sorted()
        }
        #expect(try readerKeys(#"{"roles": [], "zzz": 1}"#) == keys(schema["properties"]))
        #expect(try readerKeys(#"{"roles": [{"name": "a", "zzz": 1}]}"#) == keys(schema["properties"]?["roles"]?["items"]?["properties"]))
        guard case .array(let generic)? = schema["properties"]?["roles"]?["items"]?["properties"]?["name"]?["not"]?["enum"] else {
            Issue.record("no generic names in the schema")
            return
        }
        #expect(generic.compactMap { if case .string(let s) = $0 { s } else { nil } } == NodeRole.genericNames)
    }

    /// A folder's documents are read with its roles.json, once; one without it takes only generic roles.
    @Test func aFolderReadsItsDocumentsWithItsRoles() throws {
        let document = String(decoding: Self.document(role: "badge"), as: UTF8.self)
        let declared = try Self.folder(["X.component.json": document, "roles.json": #"{"roles": [{"name": "badge", "interactive": true}]}"#])
        let bare = try Self.folder(["X.component.json": document])
        defer {
            try? FileManager.default.removeItem(at: declared)
            try? FileManager.default.removeItem(at: bare)
        }
        let folder = try DesignSystemFolder(url: declared)
        #expect(folder.roles.roles.map(\.name) == ["badge"])
        #expect(folder.documents.first?.root.properties.role?.isInteractive == true)
        #expect(try DocumentReader.read(contentsOf: declared.appendingPathComponent("X.component.json")).root.properties.role?.name == "badge")
        let error = try #require(#expect(throws: DocumentError.self) { try DesignSystemFolder(url: bare) })
        #expect("\(error)".contains(#"$.root.role: role "badge" is not one of group, text"#), "\(error)")
    }
}
