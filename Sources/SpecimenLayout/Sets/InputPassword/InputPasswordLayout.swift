import Geometry
import SpecimenCatalogue
import SpecimenTokens

/// Backbase's `BB.InputPassword`: a labelled, outlined field with a lock, the secure text and a
/// visibility toggle, then one message row. Every state has the same frames: a state changes only
/// colours, the caret and which text fills the message row (the error replaces the helper in place).
///
/// Its sizes are not in the reference (an API page with no measurements), so each is a decision below;
/// its colours are the reference's `theme.color.input.*` tokens and their siblings in the Backbase theme.
struct InputPasswordLayout {
    /// iPhone content width: a 375 pt screen less 16 pt margins on both sides.
    static let width = 343.0
    static let labelHeight = 20.0
    static let labelGap = 8.0
    static let secondaryGap = 4.0
    static let fieldHeight = 48.0
    static let radius = 8.0
    static let borderWidth = 1.0
    static let padding = 12.0
    static let iconSize = 24.0
    static let iconGap = 8.0
    static let messageGap = 4.0
    static let messageHeight = 16.0

    static let lockIcon = "lock"
    static let hiddenIcon = "eye-off"
    static let visibleIcon = "eye"
    /// What a hidden character draws as: U+2022 BULLET, as iOS's secure text field draws it.
    static let mask: Character = "\u{2022}"

    static let leadingIconNode = "leadingIcon"
    static let trailingIconNode = "trailingIcon"
    static let leadingIconKey = InputPasswordModel.leadingIconKey
    static let trailingIconKey = InputPasswordModel.trailingIconKey


    static let decisions: [LayoutDecision] = [
        LayoutDecision("InputPassword", "\(n(width)) wide; label row \(n(labelHeight)), gap \(n(labelGap)), field \(n(fieldHeight)), gap \(n(messageGap)), message row \(n(messageHeight)): \(n(labelHeight + labelGap + fieldHeight + messageGap + messageHeight)) tall",
                       because: "the reference gives no sizes; 343 is an iPhone's 375 less 16 pt margins, 48 clears the 44 pt touch target, and the message sits closer to its field than the label"),
        LayoutDecision("InputPassword", "outlined field: radius \(n(radius)), a \(n(borderWidth)) pt border inside the edge, padding \(n(padding)) on every side, \(n(iconSize)) pt icons, \(n(iconGap)) pt between an icon and the text",
                       because: "the reference's tokens give the field a background and a border; 12 + 24 + 12 puts each icon in a 48 pt square, the toggle's hit area"),
        LayoutDecision("InputPassword", "type: label, secondary label, value and placeholder, helper and error from the Backbase theme's theme.typography.input.* tokens (14/20 Medium, 14/20 Regular, 16/24 Regular, 12/16 Regular), so --tokens reaches them",
                       because: "the reference's token group for InputPassword is colour only; 16 pt text keeps iOS from zooming on focus"),
        LayoutDecision("InputPassword", "the secondary label follows the primary one \(n(secondaryGap)) pt after it, in foreground/support",
                       because: "the reference: \"near the primary label\"; the quieter colour keeps \"Required\" from competing with the name"),
        LayoutDecision("InputPassword", "Default, Editing, Error, Read-only and Disabled show Text (the placeholder when it is empty); Focused is the field focused before typing: the caret, then the placeholder",
                       because: "the reference's Default shows \"secure text entry active\", and Editing differs from Focused only by the typed text"),
        LayoutDecision("InputPassword", "Characters=Hidden draws one \u{2022} per character and the eye-off toggle; Visible draws the text and the eye toggle",
                       because: "iOS secure fields draw bullets; the toggle shows the current state, as Appetite's password field does"),
        LayoutDecision("InputPassword", "Focused and Editing: border input/focused/border and a \(n(Caret.width)) pt caret in input/focused/caret (before the placeholder, after the text)",
                       because: "the reference: \"brand border color\" and \"active input cursor\""),
        LayoutDecision("InputPassword", "Error: border input/error/border and Error Text in foreground/danger in the helper's row; the field shows Error exactly when it has error text, so State=Error with an empty Error Text is Default",
                       because: "the reference: error text below the field, error colours on the border; one row keeps every state's frames equal; a red border with no message says nothing"),
        LayoutDecision("InputPassword", "Read-only: input/read-only background (surface-2) and border (subtle), text and icons as Default, no caret",
                       because: "a read-only value must stay legible; the inset surface says it cannot be edited"),
        LayoutDecision("InputPassword", "Disabled: input/disabled background and border, and the value, placeholder, icons, labels and message in foreground/disabled",
                       because: "the reference's \"disabled contrast styling\" covers the whole component"),
        LayoutDecision("InputPassword", "an empty Label Primary and Label Secondary remove the label row and its gap; an empty Helper Text and Error Text remove the message row",
                       because: "the reference's labels and texts are optional (nil); the row stays whenever either message exists, so states never move it"),
    ]

    private static func n(_ value: Double) -> String { NumberText.format(value) }

    let model: InputPasswordModel
    let context: LayoutContext

    private var state: PasswordState { model.look }
    private var styles: BackbaseStyles { context.backbase }
    // The rows at the context's text scale (the styles are already scaled); the 48 pt field grows with its value line.
    private var labelHeight: Double { context.grown(Self.labelHeight, holding: styles.label) }
    private var fieldHeight: Double { context.grown(Self.fieldHeight, holding: styles.value) }
    private var messageHeight: Double { context.grown(Self.messageHeight, holding: styles.message) }

    func layout() throws -> LayoutTree {
        var nodes: [LayoutNode] = []
        var y = 0.0
        if let label = labelRow() {
            nodes.append(label)
            y += labelHeight + Self.labelGap
        }
        nodes.append(try field(top: y))
        y += fieldHeight
        if let message = messageRow(top: y + Self.messageGap) {
            nodes.append(message)
            y += Self.messageGap + messageHeight
        }
        return LayoutTree(configuration: context.configuration, frame: Rect(x: 0, y: 0, width: Self.width, height: y), nodes: nodes)
    }

    /// The primary label and the secondary one after it, or nil when both are empty.
    private func labelRow() -> LayoutNode? {
        let primary = model.labelPrimary, secondary = model.labelSecondary
        guard !primary.isEmpty || !secondary.isEmpty else { return nil }
        let row = Rect(x: 0, y: 0, width: Self.width, height: labelHeight)
        var space = RowSpace(minX: 0, maxX: Self.width)
        var children: [LayoutNode] = []
        let secondaryRun = secondary.isEmpty ? nil : context.shape(secondary, style: styles.secondaryLabel)
        if !primary.isEmpty {
            let reserved = secondaryRun.map { $0.width + Self.secondaryGap } ?? 0
            let run = context.fit(primary, style: styles.label, maxWidth: space.remaining - reserved)
            children.append(context.textNode("labelPrimary", run, x: space.takeLeading(run.width, gap: Self.secondaryGap),
                                             centeredIn: row, color: state.labelPrimary))
        }
        if let secondaryRun {
            let run = context.fit(secondaryRun.text, style: styles.secondaryLabel, maxWidth: space.remaining)
            children.append(context.textNode("labelSecondary", run, x: space.takeLeading(run.width, gap: 0),
                                             centeredIn: row, color: state.labelSecondary))
        }
        return LayoutNode("label", frame: row, children: children)
    }

    /// The outlined field: lock, text (and caret), toggle.
    private func field(top: Double) throws -> LayoutNode {
        let frame = Rect(x: 0, y: top, width: Self.width, height: fieldHeight)
        let state = self.state
        var space = RowSpace(minX: frame.minX + Self.padding, maxX: frame.maxX - Self.padding)
        let lock = try context.iconNode(Self.leadingIconNode, icon: Self.lockIcon, accessibilityKey: Self.leadingIconKey,
                                        box: frame.square(Self.iconSize, atX: space.takeLeading(Self.iconSize, gap: Self.iconGap)),
                                        color: state.icon)
        let visible = model.charactersVisible
        let toggle = try context.iconNode(Self.trailingIconNode, icon: visible ? Self.visibleIcon : Self.hiddenIcon,
                                          role: .button(.toggleVisibility), accessibilityKey: Self.trailingIconKey,
                                          box: frame.square(Self.iconSize, atX: space.takeTrailing(Self.iconSize, gap: Self.iconGap)),
                                          color: state.icon)
        let shape = Shape.roundedRect(radius: Self.radius)
        return LayoutNode("field", role: .field, frame: frame,
                          paints: [.fill(shape, color: state.background), .stroke(shape, width: Self.borderWidth, color: state.border)],
                          children: [lock] + textNodes(in: frame, space: space, visible: visible) + [toggle])
    }

    /// The placeholder or the (masked) text between the icons, and the caret when focused.
    private func textNodes(in frame: Rect, space: RowSpace, visible: Bool) -> [LayoutNode] {
        SingleLineValue.nodes(model.password, placeholder: .init(text: model.placeholder, color: state.placeholder),
                              context: context, style: styles.value, space: space, row: frame, color: state.value,
                              caretColor: PasswordState.Token.caret, mask: visible ? nil : Self.mask)
    }

    /// The helper text, or the error text in its place, or nil when both are empty.
    private func messageRow(top: Double) -> LayoutNode? {
        let helper = model.helperText, error = model.errorText
        guard !helper.isEmpty || !error.isEmpty else { return nil }
        let row = Rect(x: 0, y: top, width: Self.width, height: messageHeight)
        let showsError = state == .error
        let run = context.fit(showsError ? error : helper, style: styles.message, maxWidth: Self.width)
        let text = context.textNode(showsError ? "errorText" : "helperText", run, x: 0, centeredIn: row,
                                    color: showsError ? PasswordState.Token.danger : state.helper)
        return LayoutNode("message", frame: row, children: [text])
    }
}

/// The six states of `BB.InputPassword` and the Backbase token each part takes in each.
enum PasswordState: Sendable {
    case rest, focused, editing, error, readOnly, disabled

    /// The Backbase tokens the field paints with: the reference's input tokens and Specimen's siblings.
    enum Token {
        static let background: TokenPath = "theme.color.input.default.background"
        static let border: TokenPath = "theme.color.input.default.border"
        static let placeholder: TokenPath = "theme.color.input.default.placeholder"
        static let value: TokenPath = "theme.color.input.default.value"
        static let icon: TokenPath = "theme.color.input.default.icon"
        static let focusedBorder: TokenPath = "theme.color.input.focused.border"
        static let caret: TokenPath = "theme.color.input.focused.caret"
        static let errorBorder: TokenPath = "theme.color.input.error.border"
        static let readOnlyBackground: TokenPath = "theme.color.input.read-only.background"
        static let readOnlyBorder: TokenPath = "theme.color.input.read-only.border"
        static let disabledBackground: TokenPath = "theme.color.input.disabled.background"
        static let disabledBorder: TokenPath = "theme.color.input.disabled.border"
        static let disabledPlaceholder: TokenPath = "theme.color.input.disabled.placeholder"
        static let disabledValue: TokenPath = "theme.color.input.disabled.value"
        static let disabledIcon: TokenPath = "theme.color.input.disabled.icon"
        static let foreground: TokenPath = "theme.color.foreground.default"
        static let support: TokenPath = "theme.color.foreground.support"
        static let danger: TokenPath = "theme.color.foreground.danger"
        static let disabled: TokenPath = "theme.color.foreground.disabled"
    }


    var background: TokenPath {
        switch self {
        case .readOnly: Token.readOnlyBackground
        case .disabled: Token.disabledBackground
        default: Token.background
        }
    }

    var border: TokenPath {
        switch self {
        case .focused, .editing: Token.focusedBorder
        case .error: Token.errorBorder
        case .readOnly: Token.readOnlyBorder
        case .disabled: Token.disabledBorder
        case .rest: Token.border
        }
    }

    var value: TokenPath { self == .disabled ? Token.disabledValue : Token.value }
    var placeholder: TokenPath { self == .disabled ? Token.disabledPlaceholder : Token.placeholder }
    var icon: TokenPath { self == .disabled ? Token.disabledIcon : Token.icon }
    var labelPrimary: TokenPath { self == .disabled ? Token.disabled : Token.foreground }
    var labelSecondary: TokenPath { self == .disabled ? Token.disabled : Token.support }
    var helper: TokenPath { self == .disabled ? Token.disabled : Token.support }
}
