import Geometry
import SpecimenTokens

/// Digit Input: one rounded square cell per digit of a code that arrives by text message.
struct DigitInputLayout {
    static let decisions: [LayoutDecision] = [
        LayoutDecision("Digit Input", "\(cellCount) cells, \(NumberText.format(gap)) pt apart: \(NumberText.format(width)) x 64",
                       because: "six 64 pt cells (384 pt) overflow the 361 pt content width of a phone the Composer is drawn for, four fit with room; 12 is the Stepper's gap"),
        LayoutDecision("Digit Input", "\"padding 16 and 8\" is 16 left and right, 8 top and bottom; the digit is centred in the 32 x 48 left",
                       because: "read as Counter's \"6 and 12\" (vertical first), 16 above and below would leave 32 pt for the digit's 36 pt line; the other way the line fits in 48"),
        LayoutDecision("Digit Input", "sample code \(code): Default starts with empty cells; Focused with the first \(focusedIndex) digits, cell \(focusedIndex + 1) focused with a centred caret, the rest empty; Filled, Error and Disabled with the whole code; the cells look Filled exactly when every cell holds a digit",
                       because: "the set has no text property, and each state should show what it changes; the look follows the content"),
        LayoutDecision("Digit Input", "Focused: only the focused cell takes the brand stroke and the ring; the others keep border/sub-200",
                       because: "the spec's \"focus ring around the focused cell\"; one cell takes input at a time"),
        LayoutDecision("Digit Input", "keeps its left-to-right cell order in right to left",
                       because: "a one-time code is a number, which reads left to right in Arabic and Hebrew too"),
    ]

    /// "64 x 64".
    static let cellSize = 64.0
    /// "radius 16".
    static let radius = 16.0
    /// "padding 16 and 8".
    static let padding = Insets(vertical: 8, horizontal: 16)

    static let cellCount = 4
    static let gap = AppetiteSets.controlGap
    static let code = "4821"
    static let focusedIndex = 2
    static var width: Double { Double(cellCount) * cellSize + Double(cellCount - 1) * gap }

    let model: DigitInputModel
    let context: LayoutContext

    /// A cell stays square and grows with the digit's line box at large text scales.
    private var cellSize: Double { context.grown(Self.cellSize, holding: context.styles.digit) }

    func layout() throws -> LayoutTree {
        var nodes: [LayoutNode] = []
        for index in 0..<Self.cellCount {
            let frame = Rect(x: Double(index) * (cellSize + Self.gap), y: 0, width: cellSize, height: cellSize)
            let focused = model.focusedCell == index
            if focused {
                nodes.append(FocusRing.node(around: frame, shape: .roundedRect(radius: Self.radius), styles: context.styles))
            }
            let digit = index < model.digits.count ? model.digits[index].map { String($0) } : nil
            nodes.append(cell(index + 1, frame: frame, digit: digit, focused: focused))
        }
        let frame = Rect(x: 0, y: 0, width: Double(Self.cellCount) * cellSize + Double(Self.cellCount - 1) * Self.gap, height: cellSize)
        return LayoutTree(configuration: context.configuration, frame: frame, nodes: nodes)
    }

    private func cell(_ number: Int, frame: Rect, digit: String?, focused: Bool) -> LayoutNode {
        let state = model.look
        let content = frame.inset(by: Self.padding)
        var children: [LayoutNode] = []
        if let digit {
            let run = context.fit(digit, style: context.styles.digit, maxWidth: content.width)
            children.append(context.textNode("digit\(number)", run, role: .value, x: content.minX + (content.width - run.width) / 2,
                                             centeredIn: content, color: state.valueColor))
        }
        if focused {
            let lineHeight = context.styles.digit.lineHeight
            children.append(Caret.node(x: frame.midX - Caret.width / 2, lineTop: content.minY + (content.height - lineHeight) / 2, height: lineHeight))
        }
        let shape = Shape.roundedRect(radius: Self.radius)
        var paints: [Paint] = [.fill(shape, color: state.boxFill)]
        let stroke = state == .focused && !focused ? AppetiteToken.borderSub200 : state.strokeColor
        if let stroke { paints.append(.stroke(shape, width: FieldState.strokeWidth, color: stroke)) }
        return LayoutNode("cell\(number)", role: .field, frame: frame, paints: paints, children: children)
    }
}
