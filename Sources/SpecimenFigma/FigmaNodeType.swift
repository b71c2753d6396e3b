import SpecimenSupport

/// Figma's node types, as `figma/rest-api-spec` lists them (`Node` in `dist/api_types.ts`).
package enum FigmaNodeType: String, Hashable, Sendable, CaseIterable {
    case document = "DOCUMENT", canvas = "CANVAS", frame = "FRAME", group = "GROUP", section = "SECTION"
    case component = "COMPONENT", componentSet = "COMPONENT_SET", instance = "INSTANCE"
    case booleanOperation = "BOOLEAN_OPERATION", vector = "VECTOR", star = "STAR", line = "LINE"
    case ellipse = "ELLIPSE", regularPolygon = "REGULAR_POLYGON", rectangle = "RECTANGLE", text = "TEXT"
    case textPath = "TEXT_PATH", slice = "SLICE", table = "TABLE", tableCell = "TABLE_CELL"
    case sticky = "STICKY", shapeWithText = "SHAPE_WITH_TEXT", connector = "CONNECTOR"
    case washiTape = "WASHI_TAPE", widget = "WIDGET", embed = "EMBED", linkUnfurl = "LINK_UNFURL"
    case transformGroup = "TRANSFORM_GROUP"

    /// Types whose node may hold auto layout (`layoutMode`): Figma's frame-like nodes.
    package var isFrameLike: Bool {
        switch self {
        case .frame, .component, .componentSet, .instance, .section: true
        default: false
        }
    }

    /// Groups: Figma's box is the union of the children, which keep their own places. Specimen keeps
    /// a group as a frame fixed at that box with each child placed at its offset in it (by its
    /// constraints against the group's box), which draws the same picture: a group has no fills,
    /// strokes or layout of its own.
    package var isGroup: Bool {
        switch self {
        case .group, .transformGroup: true
        default: false
        }
    }

    /// Types whose children are the operands of a shape Figma computes (a boolean operation): drawn
    /// from its own geometry (`fillGeometry`), its children are not layers of their own.
    package var placesChildrenItself: Bool { self == .booleanOperation }

    /// The known kind a node of a type this reader does not know is read as, from the fields it has:
    /// auto layout or children make a frame (a frame keeps its own box and paints, where a group would
    /// lose them), `characters` a text, geometry a vector, anything else a rectangle of its box.
    static func nearest(to fields: JSONValue) -> FigmaNodeType {
        if fields["layoutMode"] != nil || fields["children"] != nil { return .frame }
        if fields["characters"] != nil { return .text }
        if fields["fillGeometry"] != nil || fields["strokeGeometry"] != nil { return .vector }
        return .rectangle
    }
}
