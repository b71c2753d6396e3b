import Geometry
import SpecimenTokens

/// Composer: a message bar at one 40 pt height. The avatar, the field, the action and the send circle
/// share that height; the bar keeps its width and the field gives up room for each circle turned on.
/// Overlay floats the field and the action over a photo on translucent, blurred fills.
struct ComposerLayout {
    static let decisions: [LayoutDecision] = [
        LayoutDecision("Composer", "field: radius half its height (a pill), text \(NumberText.format(textInset)) pt in, typography/value centred",
                       because: "the field's ends echo the 40 pt circles beside it; 16 is the field inset of the other sets"),
        LayoutDecision("Composer", "accessory: \(NumberText.format(iconSize)) pt icon \(NumberText.format(accessoryInset)) pt in from the field's end; the text is cut \(NumberText.format(gap)) pt before it",
                       because: "an 8 pt inset centres the glyph in the field's rounded end as in a 40 pt circle"),
        LayoutDecision("Composer", "avatar: a bg/soft-100 circle with an \(avatarIcon) glyph in fg/soft-500",
                       because: "the set has no image property; a neutral placeholder avatar"),
        LayoutDecision("Composer", "action (Default style): a bg/weak-50 circle, the glyph in fg/soft-500; glyphs \(NumberText.format(iconSize)) pt in every circle",
                       because: "the Composer field's fill, so the action reads as part of the bar; \"every icon at rest\" is fg/soft-500"),
        LayoutDecision("Composer", "send glyph \(sendIcon)",
                       because: "the message-bar convention for sending"),
        LayoutDecision("Composer", "Typing draws the caret after the value; Send is brand exactly when the field holds text, whatever the State",
                       because: "typing means the field has focus; the spec: Send \"stays dormant while the field is empty and turns brand blue as soon as there is text\""),
        LayoutDecision("Composer", "Overlay draws the caret in static/static-white-0, the colour of its value",
                       because: "brand/base on the translucent black field measures 1.2 to 1.9:1 over a photo; the white value colour reads there"),
        LayoutDecision("Composer", "Overlay leaves the avatar and the send circle as in Default",
                       because: "the spec puts only \"the field and the action\" on translucent fills"),
    ]

    /// "361 x 40": the bar; the field is what the circles leave, "313 x 40" with only Send on.
    static let size = Size(width: 361, height: 40)
    /// "gap 8".
    static let gap = 8.0
    /// "avatar, action and send 40".
    static let circle = 40.0

    static let textInset = UnderlinedField.padding
    static let accessoryInset = 8.0
    static let iconSize = AppetiteSets.iconSize
    static let sendIcon = "arrow-up"
    static let avatarIcon = "account"

    let model: ComposerModel
    let context: LayoutContext

    private var overlay: Bool { model.style == .overlay }

    func layout() throws -> LayoutTree {
        let frame = Rect(x: 0, y: 0, width: Self.size.width, height: context.grown(Self.size.height, holding: context.styles.value))
        var space = RowSpace(minX: frame.minX, maxX: frame.maxX)
        var leading: [LayoutNode] = []
        var trailing: [LayoutNode] = []   // right to left

        if model.showsAvatar {
            let box = frame.square(Self.circle, atX: space.takeLeading(Self.circle, gap: Self.gap))
            leading.append(try circle("avatar", role: .avatar, box: box, fill: [.fill(.circle, color: AppetiteToken.bgSoft100)],
                                      icon: Self.avatarIcon, property: nil, glyph: AppetiteToken.fgSoft500))
        }
        let live = model.canSend
        let sendBox = frame.square(Self.circle, atX: space.takeTrailing(Self.circle, gap: Self.gap))
        trailing.append(try circle("send", role: .button(.send), box: sendBox,
                                   fill: [.fill(.circle, color: live ? AppetiteToken.brandBase : AppetiteToken.bgSoft100)],
                                   icon: Self.sendIcon, property: nil,
                                   glyph: live ? AppetiteToken.textOnColorStrong : AppetiteToken.fgDisabled400))
        if model.showsAction {
            let box = frame.square(Self.circle, atX: space.takeTrailing(Self.circle, gap: Self.gap))
            let fill: [Paint] = overlay
                ? [.backdropBlur(.circle, radius: AppetiteToken.backdropBlurSm), .fill(.circle, color: AppetiteToken.alphaWhite24)]
                : [.fill(.circle, color: AppetiteToken.bgWeak50)]
            trailing.append(try circle("action", role: .button(.attach), box: box, fill: fill, icon: model.actionIcon, property: "Action Icon",
                                       glyph: overlay ? AppetiteToken.staticWhite0 : AppetiteToken.fgSoft500))
        }
        let fieldFrame = Rect(x: space.minX, y: frame.minY, width: space.remaining, height: frame.height)
        var nodes = leading + [try field(fieldFrame)] + trailing.reversed()
        if overlay { nodes.insert(LayoutNode("backdrop", role: .backdrop, frame: frame, paints: [.backdropImage]), at: 0) }
        return LayoutTree(configuration: context.configuration, frame: frame, nodes: nodes)
    }

    private func field(_ frame: Rect) throws -> LayoutNode {
        let shape = Shape.roundedRect(radius: frame.height / 2)
        let paints: [Paint] = overlay
            ? [.backdropBlur(shape, radius: AppetiteToken.backdropBlurSm), .fill(shape, color: AppetiteToken.alphaBlack24)]
            : [.fill(shape, color: AppetiteToken.bgWeak50)]
        var space = RowSpace(minX: frame.minX + Self.textInset, maxX: frame.maxX - Self.textInset)
        var children: [LayoutNode] = []
        var accessory: LayoutNode?
        if model.showsAccessory {
            space = RowSpace(minX: space.minX, maxX: frame.maxX - Self.accessoryInset)
            let box = frame.square(Self.iconSize, atX: space.takeTrailing(Self.iconSize, gap: Self.gap))
            accessory = try context.iconNode("accessory", icon: model.accessoryIcon, property: "Accessory Icon", role: .button(.attach), box: box,
                                             color: overlay ? AppetiteToken.staticWhite0 : AppetiteToken.fgSoft500)
        }
        children += SingleLineValue.nodes(model.message,
                                          placeholder: .init(text: model.placeholder, color: overlay ? AppetiteToken.alphaWhite72 : AppetiteToken.textSoft500),
                                          context: context, style: context.styles.value, space: space, row: frame,
                                          color: overlay ? AppetiteToken.staticWhite0 : AppetiteToken.textStrong950,
                                          caretColor: overlay ? AppetiteToken.staticWhite0 : AppetiteToken.brandBase)
        if let accessory { children.append(accessory) }
        return LayoutNode("field", role: .field, frame: frame, paints: paints, children: children)
    }

    /// A 40 pt circle with a glyph centred in it.
    private func circle(_ name: String, role: NodeRole, box: Rect, fill: [Paint], icon: String, property: String?, glyph: TokenPath) throws -> LayoutNode {
        let iconNode = try context.iconNode("\(name)Icon", icon: icon, property: property, box: box.centeredSquare(Self.iconSize), color: glyph)
        return LayoutNode(name, role: role, frame: box, paints: fill, children: [iconNode])
    }
}
