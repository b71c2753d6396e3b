/// One line's bidi levels, cut from its paragraph's (`BidiParagraph.line`), and the paragraph's
/// direction.
///
/// A line shaped with these keeps what the whole paragraph resolved: an override (RLO … PDF) or an
/// embedding that a line break falls inside goes on in the next line, and neutrals at a line's edge
/// take the direction of the text around them in the paragraph, not of the line alone (UAX #9: the
/// levels are resolved per paragraph, and only rules L1 to L4 work per line).
struct BidiLine: Hashable, Sendable {
    /// One level per code point of the line.
    var levels: [Int8]
    /// The paragraph's direction, which every one of its lines keeps.
    var isRightToLeft: Bool
}
