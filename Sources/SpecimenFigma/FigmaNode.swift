import SpecimenSupport
import Geometry
import SpecimenTokens

/// One node of a Figma response: what every stage reads typed (id, name, type, visibility, children,
/// Figma's box), and the node's JSON object for the fields a stage reads by name.
package struct FigmaNode: Sendable {
    package let id: String
    package let name: String
    package let type: FigmaNodeType
    /// Figma's `visible` (default true): hidden nodes take no space in auto layout.
    package let visible: Bool
    package let children: [FigmaNode]
    /// Figma's `absoluteBoundingBox`: the node's box on the canvas after rotation, strokes excluded.
    package let box: Rect?
    /// The node's JSON object as Figma wrote it (its `children` included).
    package let fields: JSONValue

    init(id: String, name: String, type: FigmaNodeType, visible: Bool, children: [FigmaNode], box: Rect?, fields: JSONValue) {
        self.id = id
        self.name = name
        self.type = type
        self.visible = visible
        self.children = children
        self.box = box
        self.fields = fields
    }

    /// A string field, or nil.
    package func string(_ key: String) -> String? {
        if case .string(let value)? = fields[key] { value } else { nil }
    }

    /// A number field, or nil (also nil for a number that is not finite).
    package func number(_ key: String) -> Double? {
        if case .number(let value)? = fields[key], value.value.isFinite { value.value } else { nil }
    }

    /// A Boolean field, or nil.
    package func bool(_ key: String) -> Bool? {
        if case .bool(let value)? = fields[key] { value } else { nil }
    }

    /// Figma's `size` (unrotated width and height, present with `geometry=paths`), else the box's size.
    package var size: Size? {
        if case .object? = fields["size"], let w = fields["size"]?["x"].flatMap(Self.double), let h = fields["size"]?["y"].flatMap(Self.double) {
            return Size(width: w, height: h)
        }
        return box?.size
    }

    /// Whether Figma rotated (or skewed) the node: a `rotation` other than 0 (the spec gives no unit, so
    /// only zero is read), or a `relativeTransform` that is not a translation. Its box is then the
    /// rotated shape's bounds, which no unrotated layout reproduces.
    package var isRotated: Bool {
        if let r = number("rotation"), abs(r) > 1e-6 { return true }
        guard let t = Self.transform(fields["relativeTransform"]) else { return false }
        return abs(t.a - 1) > 1e-6 || abs(t.d - 1) > 1e-6 || abs(t.b) > 1e-6 || abs(t.c) > 1e-6
    }

    /// A Figma `Transform` (`relativeTransform`, an image paint's `imageTransform`): two rows of three
    /// finite numbers, `[[a, c, tx], [b, d, ty]]`; nil for anything else.
    static func transform(_ value: JSONValue?) -> AffineTransform? {
        guard case .array(let rows)? = value, rows.count == 2,
            case .array(let first) = rows[0], first.count == 3, case .array(let second) = rows[1], second.count == 3
        else { return nil }
        let top = first.compactMap(double), bottom = second.compactMap(double)
        guard top.count == 3, bottom.count == 3 else { return nil }
        return AffineTransform(a: top[0], b: bottom[0], c: top[1], d: bottom[1], tx: top[2], ty: bottom[2])
    }

    static func double(_ value: JSONValue) -> Double? {
        if case .number(let v) = value, v.value.isFinite { v.value } else { nil }
    }
}
