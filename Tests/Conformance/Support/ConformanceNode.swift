// LayoutConformance: reads the neutral layout trees and reference frames (Tests/Conformance/FORMAT.md),
// lays the trees out with SpecimenAutoLayout, and says, per reference engine, whether Specimen agrees
// (frames within 1/64 pt) and, where it does not, which known difference explains it.
// Never part of a product: the fixed-sample test and `make layout-conformance`'s runner share it.

/// One node of a neutral layout tree: Figma's auto-layout fields as the JSON writes them.
public struct ConformanceNode: Decodable, Sendable, Equatable {
    /// One axis's sizing as written: a number of points, "hug" or "fill".
    public enum Sizing: Decodable, Sendable, Equatable {
        case fixed(Double), hug, fill

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Double.self) {
                self = .fixed(value)
                return
            }
            switch try container.decode(String.self) {
            case "hug": self = .hug
            case "fill": self = .fill
            case let other:
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "sizing \"\(other)\"; valid: a number, \"hug\", \"fill\"")
            }
        }
    }

    /// "horizontal", "vertical" or "none"; the other fields are Figma's of the same meaning
    /// (FORMAT.md's table), nil where the JSON leaves them out.
    public var layout: String
    public var width: Sizing?
    public var height: Sizing?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    /// Top, right, bottom, left (CSS's order, as the JSON writes it).
    public var padding: [Double]?
    public var gap: Double?
    public var crossGap: Double?
    public var wrap: Bool?
    public var primaryAlign: String?
    public var counterAlign: String?
    public var absolute: Bool?
    public var x: Double?
    public var y: Double?
    public var right: Double?
    public var bottom: Double?
    public var children: [ConformanceNode]?

    /// Every node of the subtree, this one first (the order frames are listed in).
    public var preorder: [ConformanceNode] {
        [self] + (children ?? []).flatMap(\.preorder)
    }

    /// Padding as (top, right, bottom, left), zero when absent.
    public var paddingSides: (top: Double, right: Double, bottom: Double, left: Double) {
        let p = padding ?? [0, 0, 0, 0]
        return (p[0], p[1], p[2], p[3])
    }
}
