/// Which fields of an `AutoLayoutStyle` a partial style sets: a document node's layout and a rule's
/// patch of it are an `AutoLayoutStyle` and these fields (SpecimenDocument's `NodePatch.layout` and
/// `layoutFields`), so the fields are declared once, here, and not again as a parallel list of optionals.
extension AutoLayoutStyle {
    /// A set of the style's fields, one bit each, named as the fields are.
    package struct Fields: OptionSet, Hashable, Sendable {
        package let rawValue: UInt32

        /// The set of the fields whose bits are `rawValue`.
        package init(rawValue: UInt32) { self.rawValue = rawValue }

        /// `direction`.
        package static let direction = Fields(rawValue: 1 << 0)
        /// `gap`.
        package static let gap = Fields(rawValue: 1 << 1)
        /// `crossGap`.
        package static let crossGap = Fields(rawValue: 1 << 2)
        /// `padding`.
        package static let padding = Fields(rawValue: 1 << 3)
        /// `width`.
        package static let width = Fields(rawValue: 1 << 4)
        /// `height`.
        package static let height = Fields(rawValue: 1 << 5)
        /// `minWidth`.
        package static let minWidth = Fields(rawValue: 1 << 6)
        /// `maxWidth`.
        package static let maxWidth = Fields(rawValue: 1 << 7)
        /// `minHeight`.
        package static let minHeight = Fields(rawValue: 1 << 8)
        /// `maxHeight`.
        package static let maxHeight = Fields(rawValue: 1 << 9)
        /// `primaryAlignment`.
        package static let primaryAlignment = Fields(rawValue: 1 << 10)
        /// `counterAlignment`.
        package static let counterAlignment = Fields(rawValue: 1 << 11)
        /// `wrap`.
        package static let wrap = Fields(rawValue: 1 << 12)
        /// `alignContent`.
        package static let alignContent = Fields(rawValue: 1 << 13)
        /// `positioning`.
        package static let positioning = Fields(rawValue: 1 << 14)
        /// `constraints`.
        package static let constraints = Fields(rawValue: 1 << 15)
        /// `shrinks`.
        package static let shrinks = Fields(rawValue: 1 << 16)
        /// `roomShare`.
        package static let roomShare = Fields(rawValue: 1 << 17)
        /// `shrinkOrder`.
        package static let shrinkOrder = Fields(rawValue: 1 << 18)

        /// Every field, in the style's declaration order, with its name (a test holds it to the
        /// style's stored properties, so a field added there cannot be left out here).
        package static let named: [(name: String, field: Fields)] = [
            ("direction", .direction), ("gap", .gap), ("crossGap", .crossGap), ("padding", .padding), ("width", .width),
            ("height", .height), ("minWidth", .minWidth), ("maxWidth", .maxWidth), ("minHeight", .minHeight),
            ("maxHeight", .maxHeight), ("primaryAlignment", .primaryAlignment), ("counterAlignment", .counterAlignment),
            ("wrap", .wrap), ("alignContent", .alignContent), ("positioning", .positioning), ("constraints", .constraints),
            ("shrinks", .shrinks), ("roomShare", .roomShare), ("shrinkOrder", .shrinkOrder),
        ]
    }

    /// This style with the `fields` of `other` in place of its own.
    package func overwriting(_ fields: Fields, from other: AutoLayoutStyle) -> AutoLayoutStyle {
        // Field by field, not through key paths: a generic key-path read and write per field cost tens
        // of thousands of instructions a patch, most of a layout's rule resolution.
        guard !fields.isEmpty else { return self }
        var out = self
        if fields.contains(.direction) { out.direction = other.direction }
        if fields.contains(.gap) { out.gap = other.gap }
        if fields.contains(.crossGap) { out.crossGap = other.crossGap }
        if fields.contains(.padding) { out.padding = other.padding }
        if fields.contains(.width) { out.width = other.width }
        if fields.contains(.height) { out.height = other.height }
        if fields.contains(.minWidth) { out.minWidth = other.minWidth }
        if fields.contains(.maxWidth) { out.maxWidth = other.maxWidth }
        if fields.contains(.minHeight) { out.minHeight = other.minHeight }
        if fields.contains(.maxHeight) { out.maxHeight = other.maxHeight }
        if fields.contains(.primaryAlignment) { out.primaryAlignment = other.primaryAlignment }
        if fields.contains(.counterAlignment) { out.counterAlignment = other.counterAlignment }
        if fields.contains(.wrap) { out.wrap = other.wrap }
        if fields.contains(.alignContent) { out.alignContent = other.alignContent }
        if fields.contains(.positioning) { out.positioning = other.positioning }
        if fields.contains(.constraints) { out.constraints = other.constraints }
        if fields.contains(.shrinks) { out.shrinks = other.shrinks }
        if fields.contains(.roomShare) { out.roomShare = other.roomShare }
        if fields.contains(.shrinkOrder) { out.shrinkOrder = other.shrinkOrder }
        return out
    }
}
