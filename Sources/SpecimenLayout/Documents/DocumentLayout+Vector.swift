import SpecimenDocument
import SpecimenTokens

/// Vector nodes in the document engine: a `vector` node's fills paint its path (`DocumentVector`),
/// stretched to its frame; every other node's fills paint their own shape.
extension DocumentLayout {
    /// What `fill` paints on a vector node with properties `p`: its path, in the fill's colour.
    func vectorFill(_ fill: DocumentFill, _ p: NodePatch) -> Paint {
        guard let vector = p.vector else { return .fill(.rect, color: TokenPath(fill.color)) }
        return .fill(.vector(vector.path, viewBox: vector.viewBox, fillRule: vector.fillRule), color: TokenPath(fill.color))
    }

    /// A vector node has a path; only a vector node has one; a vector is filled, never stroked or
    /// ringed (a stroke of path data would need an offset outline Specimen does not compute).
    func checkVector(_ p: NodePatch, at node: DocumentNode) throws {
        func refuse(_ key: String, _ reason: String) -> LayoutError {
            LayoutError.document(DocumentError(file: document.file, line: 0, path: node.path + key, reason: reason))
        }
        if node.kind == .vector {
            guard p.vector != nil else { throw refuse(".vector", "the vector \"\(node.name)\" has no path; valid: {\"path\": \"M0 0H10V10Z\", \"viewBox\": [0, 0, 10, 10]}") }
            if !(p.strokes ?? []).isEmpty { throw refuse(".strokes", "a vector is filled, not stroked; valid: fills (or draw the outline as a filled path)") }
            if !(p.effects ?? []).isEmpty { throw refuse(".effects", "a vector takes no effects; valid: none") }
        } else if p.vector != nil {
            throw refuse(".vector", "only a node of type \"vector\" has a path; this one is a \(node.kind.rawValue)")
        }
    }
}
