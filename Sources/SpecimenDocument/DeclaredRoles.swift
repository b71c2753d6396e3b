import Foundation
import SpecimenInput
import SpecimenLimits
import SpecimenSupport

/// The roles a design system's documents use beyond the generic ones, read from `roles.json` in its
/// folder (`Themes/roles.schema.json` describes it; a shipped one's is `Themes/<system>/roles.json`,
/// beside its documents), each with its generic behaviour (`DeclaredRole`). A folder without the file
/// declares none, and its documents take only the generic roles; a document naming a role its folder
/// does not declare is refused in one line naming the role and every valid one.
package struct DeclaredRoles: Sendable, Hashable {
    /// The file a design system's folder declares its roles in.
    package static let fileName = "roles.json"
    /// No declared roles: a document read outside a folder, or a folder without `roles.json`.
    package static let none = DeclaredRoles(roles: [])
    /// The most roles a file declares: far more than a design system needs, few enough that a hostile
    /// file cannot make every role check costly.
    static let maximumRoles = 64
    static let keys = ["$schema", "description", "roles"]
    static let roleKeys = ["name", "description", "interactive", "drawsOutsideParent", "measured"]

    /// The roles, in the file's order.
    package let roles: [DeclaredRole]

    package init(roles: [DeclaredRole]) { self.roles = roles }

    /// The declared role called `name`, or nil.
    package func role(named name: String) -> DeclaredRole? { roles.first { $0.name == name } }

    /// What a document's `role` may be, for an error: the generic names, then the declared ones.
    package var valid: String {
        let generic = NodeRole.genericNames.joined(separator: ", ")
        guard !roles.isEmpty else { return "\(generic) (a design system declares any other in \(Self.fileName) beside its documents)" }
        return "\(generic), or \(roles.map(\.name).joined(separator: ", ")) (declared in \(Self.fileName) beside the document)"
    }

    /// The bytes of `folder`'s `roles.json`, or nil when it has none. Read only inside the folder (a link
    /// out of it is refused), within the document limit.
    package static func fileBytes(folder: URL) throws(DocumentError) -> [UInt8]? {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try UserFolder(folder.path, what: "design system").read(url.path, limit: Limits.documentBytes, what: "roles file", limitName: "Limits.documentBytes")
        } catch {
            throw DocumentError(file: url.path, line: 0, path: "", reason: error.reason)
        }
    }

    /// The roles `folder` declares: its `roles.json`, or none when it has no such file.
    package static func read(folder: URL) throws(DocumentError) -> DeclaredRoles {
        guard let bytes = try fileBytes(folder: folder) else { return .none }
        return try read(bytes, file: folder.appendingPathComponent(fileName).path)
    }

    /// The roles in `bytes`, read from `file` (the name errors give), with the document reader's errors:
    /// `roles.json:4: $.roles[0].name: "button" is a generic role; ...`.
    package static func read(_ bytes: [UInt8], file: String) throws(DocumentError) -> DeclaredRoles {
        guard bytes.count <= Limits.documentBytes else {
            throw DocumentError(file: file, line: 0, path: "", reason: "the file is \(bytes.count) bytes; a roles file is at most \(Limits.documentBytes)")
        }
        // Read without the table of lines first, as a document is: only a bad file needs its lines.
        if let value = try? JSONReader.parse(bytes, dialect: .json5), let roles = try? DocumentReader(file: file, lines: [:]).declaredRoles(value) { return roles }
        let parsed = try DocumentReader.parseWithLines(bytes, file: file)
        return try DocumentReader(file: file, lines: parsed.lines).declaredRoles(parsed.value)
    }
}

extension DocumentReader {
    func declaredRoles(_ value: JSONValue) throws(DocumentError) -> DeclaredRoles {
        let top = try object(value, "$", keys: DeclaredRoles.keys, what: "a roles file")
        if let raw = top["description"] { _ = try string(raw, "$.description", what: "description") }
        guard top["roles"] != nil else {
            throw fail("$.roles", "roles is missing (an array of {\"name\": ..., \"interactive\": ...}, empty when the documents use only generic roles)")
        }
        let items = try array(top["roles"], "$.roles", what: "roles")
        guard items.count <= DeclaredRoles.maximumRoles else {
            throw fail("$.roles", "the file declares \(items.count) roles; valid: at most \(DeclaredRoles.maximumRoles)")
        }
        var roles: [DeclaredRole] = []
        for (i, item) in items.enumerated() {
            let path = "$.roles[\(i)]"
            let n = try object(item, path, keys: DeclaredRoles.roleKeys, what: "a declared role")
            let name = try string(n["name"], "\(path).name", what: "a role's name")
            guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), name.count <= 64,
                name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
            else {
                throw fail("\(path).name", "\"\(name)\" is not a role name; valid: lower-case letters, digits and hyphens, a letter first, at most 64 (\"chip\", \"list-item\")")
            }
            guard !NodeRole.genericNames.contains(name) else {
                throw fail(
                    "\(path).name", "\"\(name)\" is a generic role, which needs no declaring; declare only others (generic: \(NodeRole.genericNames.joined(separator: ", ")))")
            }
            guard !roles.contains(where: { $0.name == name }) else { throw fail("\(path).name", "the role \"\(name)\" is declared twice") }
            if let raw = n["description"] { _ = try string(raw, "\(path).description", what: "description") }
            let interactive = try n["interactive"].map { v throws(DocumentError) in try bool(v, "\(path).interactive", what: "interactive") } ?? false
            let outside = try n["drawsOutsideParent"].map { v throws(DocumentError) in try bool(v, "\(path).drawsOutsideParent", what: "drawsOutsideParent") } ?? false
            let measured = try n["measured"].map { v throws(DocumentError) in try bool(v, "\(path).measured", what: "measured") } ?? true
            roles.append(DeclaredRole(name: name, interactive: interactive, drawsOutsideParent: outside, measured: measured))
        }
        return DeclaredRoles(roles: roles)
    }
}
