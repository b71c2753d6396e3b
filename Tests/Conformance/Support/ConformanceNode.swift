// LayoutConformance: reads the neutral layout trees and reference frames (Tests/Conformance/FORMAT.md),
// lays the trees out with SpecimenAutoLayout, and says, per reference engine, whether Specimen agrees
// (frames within 1/64 pt) and, where it does not, which known difference explains it.
// Never part of a product: the fixed-sample test and `make layout-conformance`'s runner share it.

/// One node of a neutral layout tree: Figma's auto-layout fields as the JSON writes them.
package struct ConformanceNode: Decodable, Sendable, Equatable {
    /// One axis's sizing as written: a number of points, "hug" or "fill".
    package enum Sizing: Decodable, Sendable, Equatable {
        case fixed(Double), hug, fill

        package init(from decoder: Decoder) throws {
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
    package var layout: String
    package var width: Sizing?
    package var height: Sizing?
    package var minWidth: Double?
    package var maxWidth: Double?
    package var minHeight: Double?
    package var maxHeight: Double?
    /// Top, right, bottom, left (CSS's order, as the JSON writes it).
    package var padding: [Double]?
    package var gap: Double?
    package var crossGap: Double?
    package var wrap: Bool?
    package var primaryAlign: String?
    package var counterAlign: String?
    package var absolute: Bool?
    package var x: Double?
    package var y: Double?
    package var right: Double?
    package var bottom: Double?
    package var children: [ConformanceNode]?

    /// Every node of the subtree, this one first (the order frames are listed in).
    package var preorder: [ConformanceNode] {
        [self] + (children ?? []).flatMap(\.preorder)
    }

    /// Padding as (top, right, bottom, left), zero when absent.
    package var paddingSides: (top: Double, right: Double, bottom: Double, left: Double) {
        let p = padding ?? [0, 0, 0, 0]
        return (p[0], p[1], p[2], p[3])
    }
}
