import Geometry
import SpecimenText

/// The right-to-left layout of a set, made from its left-to-right layout in one pass, as iOS and
/// Android mirror a layout with `semanticContentAttribute` / `layoutDirection`.
///
/// Every frame is reflected about the component's vertical centre line, so leading items (icons,
/// the prefix, the picker) move to the right, trailing items (the suffix, the clear button, the
/// counter, the tooltip) to the left, and Counter Input's and Stepper's − and + swap sides. Text is
/// not flipped: each run was shaped for the direction already and only its place moves. Icons are
/// flipped only when they point along the reading direction (`mirroredIcons`).
package enum LayoutMirror {
    /// Icons that mean a direction and so mirror in right-to-left, as Material's bidirectionality
    /// guidance lists them: arrows and chevrons pointing left or right, send, reply, undo and redo,
    /// backspace and list/indent glyphs. Everything else (phone, eye, lock, camera, paperclip,
    /// information, close, plus, minus, chevron-down and -up, account, tag, alert) keeps its drawing.
    package static func isDirectional(_ icon: String) -> Bool {
        let words = icon.split(separator: "-").map(String.init)
        if words.contains("left") || words.contains("right") { return true }
        return [
            "send", "reply", "reply-all", "undo", "redo", "backspace", "keyboard-backspace", "keyboard-return",
            "keyboard-tab", "format-indent-increase", "format-indent-decrease", "format-list-bulleted",
            "exit-to-app", "login", "logout", "open-in-new", "forward", "share",
        ].contains(icon)
    }

    /// `tree` mirrored about its frame's vertical centre line.
    package static func mirrored(_ tree: LayoutTree) -> LayoutTree {
        // A set whose order is not a reading order (`ComponentModel.keepsOrderInRightToLeft`) stays as it is.
        guard !tree.configuration.set.keepsOrderInRightToLeft else { return tree }
        let axis = tree.frame.minX + tree.frame.maxX
        return LayoutTree(
            configuration: tree.configuration, frame: tree.frame,
            nodes: tree.nodes.map { mirrored($0, axis: axis) }, isInactive: tree.isInactive)
    }

    private static func mirrored(_ node: LayoutNode, axis: Double) -> LayoutNode {
        LayoutNode(
            node.name, role: node.role, accessibilityKey: node.accessibilityKey, accessibilityArguments: node.accessibilityArguments,
            hitAreaNote: node.hitAreaNote, isInactive: node.isInactive, frame: reflect(node.frame, axis),
            paints: node.paints.map { mirrored($0, axis: axis) },
            children: node.children.map { mirrored($0, axis: axis) })
    }

    private static func mirrored(_ paint: Paint, axis: Double) -> Paint {
        switch paint {
        case .text(let run, let origin, let color):
            // The run's span moves; its glyphs keep their visual order.
            return .text(run, origin: Point(x: axis - origin.x - run.width, y: origin.y), color: color)
        case .icon(var icon, let box, let color):
            if isDirectional(icon.name) { icon.mirrored.toggle() }
            return .icon(icon, box: reflect(box, axis), color: color)
        case .fill, .stroke, .focusRing, .backdropImage, .backdropBlur, .shadow, .layerBlur, .backgroundBlur, .clipsChildren, .image, .path, .cutPath, .strokedPath, .gradient,
            .layer,
            .contentShadow,
            .transform, .mask:
            return paint
        case .blended(let inner, let mode):
            return .blended(mirrored(inner, axis: axis), mode)
        case .gradientPainted(let inner, let gradient):
            return .gradientPainted(mirrored(inner, axis: axis), gradient)
        }
    }

    /// `rect` reflected about x = axis / 2.
    static func reflect(_ rect: Rect, _ axis: Double) -> Rect {
        Rect(x: axis - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
