/// The paper a printed export is laid on: every page of a review packet is this size (portrait, or
/// turned for a contact sheet wider than it is tall), so any office printer takes it.
package enum Paper: String, CaseIterable, Sendable {
    /// ISO 216 A4, 210 x 297 mm.
    case a4
    /// US Letter, 8.5 x 11 in.
    case letter

    /// Portrait, in points (1/72 in): A4 rounded to whole points as PDF writers do.
    package var size: Size {
        switch self {
        case .a4: Size(width: 595, height: 842)
        case .letter: Size(width: 612, height: 792)
        }
    }
}
