import SpecimenSupport

/// Figma's mask layers (`isMask`) as the document's `maskType`: the layer draws nothing itself and
/// masks the siblings above it (after it in the file's order), up to the next mask.
extension ImportState {
    /// The node's `maskType` field when it is a mask: Figma's `maskType` (ALPHA, VECTOR, LUMINANCE),
    /// else the older `isMaskOutline` (true: VECTOR), else ALPHA, Figma's default. A mask whose outline
    /// the file does not carry masks everything away, and says so.
    func mask(_ node: FigmaNode, outlineMissing: Bool, note: (String) -> Void) -> [(key: String, value: JSONValue)] {
        guard node.bool("isMask") == true else { return [] }
        let type: String
        switch node.string("maskType") {
        case "VECTOR"?: type = "vector"
        case "LUMINANCE"?: type = "luminance"
        case "ALPHA"?: type = "alpha"
        case let other?:
            note("mask type \(other) is not ALPHA, VECTOR or LUMINANCE; imported as an alpha mask")
            type = "alpha"
        case nil: type = node.bool("isMaskOutline") == true ? "vector" : "alpha"
        }
        if outlineMissing {
            note("mask without its outline (the file was fetched without ?geometry=paths): the layers it masks draw nothing")
        }
        return [("maskType", .string(type))]
    }
}
