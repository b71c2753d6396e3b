// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func backbaseInputPassword() -> Entry {
        var p = NodePatch()
        p.maxWidth = 343.0
        p.characters = .property("Label Primary")
        p.textStyle = "theme.typography.input.label"
        p.color = "theme.color.foreground.default"
        let n0 = DocumentNode(name: "labelPrimary", id: "labelPrimary", kind: .text, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[0].children[0].children[0]", forEach: nil)
        p = NodePatch()
        p.maxWidth = 343.0
        p.characters = .property("Label Secondary")
        p.textStyle = "theme.typography.input.label-secondary"
        p.color = "theme.color.foreground.support"
        let n1 = DocumentNode(name: "labelSecondary", id: "labelSecondary", kind: .text, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[0].children[0].children[1]", forEach: nil)
        p = NodePatch()
        p.direction = .horizontal
        p.gap = 4.0
        p.width = .fill
        p.counterAlignment = .center
        p.wrap = true
        let n2 = DocumentNode(name: "label", id: "label", kind: .frame, properties: p, component: nil, componentProperties: [:], children: [n0, n1], path: "$.root.children[0].children[0]", forEach: nil)
        p = NodePatch()
        p.accessibilityKey = "DesignSystem.inputPassword.accessibility.leadingIcon"
        p.accessibilityDefault = "Lock icon"
        p.width = .fixed(24.0)
        p.height = .fixed(24.0)
        p.color = "theme.color.input.default.icon"
        p.icon = .value("lock")
        let n3 = DocumentNode(name: "leadingIcon", id: "leadingIcon", kind: .icon, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[0].children[1].children[0]", forEach: nil)
        p = NodePatch()
        p.role = .value
        p.visible = .value(false)
        p.shrinks = true
        p.characters = .property("Placeholder")
        p.textStyle = "theme.typography.input.value"
        p.color = "theme.color.input.default.placeholder"
        let n4 = DocumentNode(name: "placeholder", id: "placeholder", kind: .text, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[0].children[1].children[1]", forEach: nil)
        p = NodePatch()
        p.role = .value
        p.shrinks = true
        p.characters = .property("Text")
        p.textStyle = "theme.typography.input.value"
        p.color = "theme.color.input.default.value"
        let n5 = DocumentNode(name: "value", id: "value", kind: .text, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[0].children[1].children[2]", forEach: nil)
        p = NodePatch()
        p.role = .button("toggleVisibility")
        p.accessibilityKey = "DesignSystem.inputPassword.accessibility.trailingIcon"
        p.accessibilityDefault = "Password security"
        p.width = .fixed(24.0)
        p.height = .fixed(24.0)
        p.positioning = .absolute
        p.constraints = Constraints(horizontal: .end(12.0), vertical: .center(0.0))
        p.color = "theme.color.input.default.icon"
        p.icon = .value("eye-off")
        let n6 = DocumentNode(name: "trailingIcon", id: "trailingIcon", kind: .icon, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[0].children[1].children[3]", forEach: nil)
        p = NodePatch()
        p.role = .field
        p.direction = .horizontal
        p.gap = 8.0
        p.padding = DocumentInsets(top: 12.0, left: 12.0, bottom: 12.0, right: 44.0)
        p.width = .fill
        p.height = .grows(48.0, with: "theme.typography.input.value")
        p.counterAlignment = .center
        p.fills = [DocumentFill(shape: .rectangle(radius: 8.0), color: "theme.color.input.default.background", image: nil, imageFile: nil)]
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 8.0), width: 1.0, color: "theme.color.input.default.border", align: .inside, widths: nil)]
        let n7 = DocumentNode(name: "field", id: "field", kind: .frame, properties: p, component: nil, componentProperties: [:], children: [n3, n4, n5, n6], path: "$.root.children[0].children[1]", forEach: nil)
        p = NodePatch()
        p.direction = .vertical
        p.gap = 8.0
        p.width = .fill
        p.layoutOnly = true
        let n8 = DocumentNode(name: "labelAndField", id: "labelAndField", kind: .frame, properties: p, component: nil, componentProperties: [:], children: [n2, n7], path: "$.root.children[0]", forEach: nil)
        p = NodePatch()
        p.shrinks = true
        p.characters = .property("Helper Text")
        p.textStyle = "theme.typography.input.message"
        p.color = "theme.color.foreground.support"
        let n9 = DocumentNode(name: "helperText", id: "helperText", kind: .text, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[1].children[0]", forEach: nil)
        p = NodePatch()
        p.visible = .value(false)
        p.shrinks = true
        p.characters = .property("Error Text")
        p.textStyle = "theme.typography.input.message"
        p.color = "theme.color.foreground.danger"
        let n10 = DocumentNode(name: "errorText", id: "errorText", kind: .text, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[1].children[1]", forEach: nil)
        p = NodePatch()
        p.direction = .horizontal
        p.width = .fill
        p.height = .grows(16.0, with: "theme.typography.input.message")
        p.counterAlignment = .center
        let n11 = DocumentNode(name: "message", id: "message", kind: .frame, properties: p, component: nil, componentProperties: [:], children: [n9, n10], path: "$.root.children[1]", forEach: nil)
        p = NodePatch()
        p.direction = .vertical
        p.gap = 4.0
        p.width = .fixed(343.0)
        let n12 = DocumentNode(name: "inputPassword", id: "inputPassword", kind: .frame, properties: p, component: nil, componentProperties: [:], children: [n8, n11], path: "$.root", forEach: nil)
        let document = ComponentDocument(version: 1, name: "InputPassword", description: "Backbase\'s BB.InputPassword: a labelled, outlined field with a lock, the secure text and a visibility toggle, then one message row. You can type in it and flip the toggle.", designSystem: "Backbase", position: 8, properties: [DocumentProperty(name: "State", kind: .variant, options: ["Default", "Focused", "Editing", "Error", "Read-only", "Disabled"], defaultValue: "Default"), DocumentProperty(name: "Characters", kind: .variant, options: ["Hidden", "Visible"], defaultValue: "Hidden"), DocumentProperty(name: "Text", kind: .text, options: [], defaultValue: "hunter2"), DocumentProperty(name: "Placeholder", kind: .text, options: [], defaultValue: "Enter password"), DocumentProperty(name: "Label Primary", kind: .text, options: [], defaultValue: "Password"), DocumentProperty(name: "Label Secondary", kind: .text, options: [], defaultValue: "Required"), DocumentProperty(name: "Helper Text", kind: .text, options: [], defaultValue: "Use at least 8 characters and one number"), DocumentProperty(name: "Error Text", kind: .text, options: [], defaultValue: "Minimum 8 characters")], behaviour: DocumentBehaviour(pattern: .editableText, bind: ["error": "Error Text", "text": "Text"], variants: [DocumentBehaviour.FollowingVariant(property: "State", states: [DocumentBehaviour.FollowingVariant.State(option: "Error", state: "error", also: []), DocumentBehaviour.FollowingVariant.State(option: "Focused", state: "focused", also: ["empty"]), DocumentBehaviour.FollowingVariant.State(option: "Editing", state: "focused", also: [])], otherwise: "Default", starts: ["Editing": ["focused"], "Error": ["error"], "Focused": ["focused"]], holds: ["Disabled": .always, "Read-only": .always], answers: ["Read-only": ["toggleVisibility"]], content: ["Focused": ["text": ""]]), DocumentBehaviour.FollowingVariant(property: "Characters", states: [DocumentBehaviour.FollowingVariant.State(option: "Visible", state: "revealed", also: [])], otherwise: "Hidden", starts: ["Visible": ["revealed"]], holds: [:], answers: [:], content: [:])], startsFrom: [], lineBreaks: false, limit: nil, focusable: false), root: n12, rules: backbaseInputPasswordRules(), decisions: [DocumentDecision(decision: "a focused value is cut 1 pt earlier so the caret always fits", because: "the caret must stay inside the field"), DocumentDecision(decision: "an empty focused field draws its caret in the 1 pt just before the placeholder, never over its first letter", because: "the caret says where typing starts; over the first glyph it reads as part of the letter"), DocumentDecision(decision: "a focused one-line value longer than its room shows \"…\", then the end of the text before the caret, then the caret", because: "a field scrolls to keep the caret in view, so a person typing sees what they type; at rest the start reads first"), DocumentDecision(decision: "343 wide; label row 20, gap 8, field 48, gap 4, message row 16: 96 tall", because: "the reference gives no sizes; 343 is an iPhone\'s 375 less 16 pt margins, 48 clears the 44 pt touch target, and the message sits closer to its field than the label"), DocumentDecision(decision: "outlined field: radius 8, a 1 pt border inside the edge, padding 12 on every side, 24 pt icons, 8 pt between an icon and the text", because: "the reference\'s tokens give the field a background and a border; 12 + 24 + 12 puts each icon in a 48 pt square, the toggle\'s hit area"), DocumentDecision(decision: "type: label, secondary label, value and placeholder, helper and error from the Backbase theme\'s theme.typography.input.* tokens (14/20 Medium, 14/20 Regular, 16/24 Regular, 12/16 Regular), so --tokens reaches them", because: "the reference\'s token group for InputPassword is colour only; 16 pt text keeps iOS from zooming on focus"), DocumentDecision(decision: "the label row holds the primary label whole; a secondary label that does not fit beside it starts a second 20 pt line under it (the field moves down 20); either label longer than the 343 pt row is cut with \"…\"", because: "the primary label is the field\'s name (\"Name every field with its label\"), so a note never takes its room; SwiftUI wraps a label\'s Text rather than cutting it, and a secondary label is a whole note (\"Required, at least eight characters\"), so it moves rather than losing its end"), DocumentDecision(decision: "the secondary label follows the primary one 4 pt after it, in foreground/support", because: "the reference: \"near the primary label\"; the quieter colour keeps \"Required\" from competing with the name"), DocumentDecision(decision: "Default, Editing, Error, Read-only and Disabled show Text (the placeholder when it is empty); Focused is the field focused before typing: the caret, then the placeholder", because: "the reference\'s Default shows \"secure text entry active\", and Editing differs from Focused only by the typed text"), DocumentDecision(decision: "Characters=Hidden draws one • per character and the eye-off toggle; Visible draws the text and the eye toggle", because: "iOS secure fields draw bullets; the toggle shows the current state, as Appetite\'s password field does"), DocumentDecision(decision: "Focused and Editing: border input/focused/border and a 1 pt caret in input/focused/caret (before the placeholder, after the text)", because: "the reference: \"brand border color\" and \"active input cursor\""), DocumentDecision(decision: "Error: border input/error/border and Error Text in foreground/danger in the helper\'s row; the field shows Error exactly when it has error text, so State=Error with an empty Error Text is Default", because: "the reference: error text below the field, error colours on the border; one row keeps every state\'s frames equal; a red border with no message says nothing"), DocumentDecision(decision: "Read-only: input/read-only background (surface-2) and border (subtle), text and icons as Default, no caret", because: "a read-only value must stay legible; the inset surface says it cannot be edited"), DocumentDecision(decision: "Disabled: input/disabled background and border, and the value, placeholder, icons, labels and message in foreground/disabled", because: "the reference\'s \"disabled contrast styling\" covers the whole component"), DocumentDecision(decision: "an empty Label Primary and Label Secondary remove the label row and its gap; an empty Helper Text and Error Text remove the message row", because: "the reference\'s labels and texts are optional (nil); the row stays whenever either message exists, so states never move it"), DocumentDecision(decision: "the visibility toggle keeps the reference\'s key DesignSystem.inputPassword.accessibility.trailingIcon and its string \"Password security\" in both states (Appetite\'s own eye says \"Show password\" / \"Hide password\")", because: "the reference\'s Localization table gives that key and default, so it is the spec\'s string and an app\'s Localizable.strings overrides it; Appetite\'s field has no such table, so its eye is named for what pressing it does"), DocumentDecision(decision: "Disabled marks the whole component inactive (\"inactive\": true on its root), so the audit exempts it from every check", because: "WCAG 1.4.3 exempts inactive components; the document says which are inactive, so the audit names no design system\'s colour")], file: "InputPassword.component.json", folder: nil, captions: [], live: DocumentLiveSpecimen(variant: nil, properties: [], script: "focus; backspace 7; type \"s3cret!\"; press trailingIcon; blur"), keepsOrderInRightToLeft: false)
        return Entry(fingerprint: 0xeaf191299debbc6a, document: document)
    }
}
