// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func appetiteStepper() -> Entry {
        var p = NodePatch()
        p.accessibilityKey = "Appetite.stepper.accessibility.decrement"
        p.accessibilityDefault = "Decrease"
        p.width = .fixed(20.0)
        p.height = .fixed(20.0)
        p.positioning = .absolute
        p.constraints = Constraints(horizontal: .center(0.0), vertical: .center(0.0))
        p.color = "fg/sub-700"
        p.icon = .value("minus")
        let n0 = DocumentNode(name: "decrementIcon", id: "decrementIcon", kind: .icon, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[0].children[0]", forEach: nil)
        p = NodePatch()
        p.role = .button("decrement")
        p.width = .fixed(36.0)
        p.height = .fixed(36.0)
        p.fills = [DocumentFill(shape: .ellipse, color: "bg/white-0", image: nil, imageFile: nil)]
        p.strokes = [DocumentStroke(shape: .ellipse, width: 1.0, color: "border/soft-100", align: .inside, widths: nil)]
        let n1 = DocumentNode(name: "decrement", id: "decrement", kind: .frame, properties: p, component: nil, componentProperties: [:], children: [n0], path: "$.root.children[0]", forEach: nil)
        p = NodePatch()
        p.role = .value
        p.width = .hug
        p.minWidth = 11.0
        p.maxWidth = 228.0
        p.characters = .property("Value")
        p.textStyle = "typography/stepper"
        p.color = "text/strong-950"
        p.textAlign = .center
        let n2 = DocumentNode(name: "value", id: "value", kind: .text, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[1]", forEach: nil)
        p = NodePatch()
        p.accessibilityKey = "Appetite.stepper.accessibility.increment"
        p.accessibilityDefault = "Increase"
        p.width = .fixed(20.0)
        p.height = .fixed(20.0)
        p.positioning = .absolute
        p.constraints = Constraints(horizontal: .center(0.0), vertical: .center(0.0))
        p.color = "fg/sub-700"
        p.icon = .value("plus")
        let n3 = DocumentNode(name: "incrementIcon", id: "incrementIcon", kind: .icon, properties: p, component: nil, componentProperties: [:], children: [], path: "$.root.children[2].children[0]", forEach: nil)
        p = NodePatch()
        p.role = .button("increment")
        p.width = .fixed(36.0)
        p.height = .fixed(36.0)
        p.fills = [DocumentFill(shape: .ellipse, color: "bg/white-0", image: nil, imageFile: nil)]
        p.strokes = [DocumentStroke(shape: .ellipse, width: 1.0, color: "border/soft-100", align: .inside, widths: nil)]
        let n4 = DocumentNode(name: "increment", id: "increment", kind: .frame, properties: p, component: nil, componentProperties: [:], children: [n3], path: "$.root.children[2]", forEach: nil)
        p = NodePatch()
        p.direction = .horizontal
        p.gap = 12.0
        p.width = .hug
        p.height = .grows(36.0, with: "typography/stepper")
        p.counterAlignment = .center
        let n5 = DocumentNode(name: "stepper", id: "stepper", kind: .frame, properties: p, component: nil, componentProperties: [:], children: [n1, n2, n4], path: "$.root", forEach: nil)
        let document = ComponentDocument(version: 1, name: "Stepper", description: "Two buttons and a number, for a value you change by one, with no field and no label. The buttons work.", designSystem: "Appetite UI", position: 6, properties: [DocumentProperty(name: "Size", kind: .variant, options: ["sm", "md"], defaultValue: "sm"), DocumentProperty(name: "State", kind: .variant, options: ["Default", "Min", "Max"], defaultValue: "Default"), DocumentProperty(name: "Value", kind: .text, options: [], defaultValue: "2"), DocumentProperty(name: "Minimum", kind: .number, options: [], defaultValue: "0"), DocumentProperty(name: "Maximum", kind: .number, options: [], defaultValue: "10")], behaviour: DocumentBehaviour(pattern: .boundedValue, bind: ["decrement": "decrement", "increment": "increment", "maximum": "Maximum", "minimum": "Minimum", "value": "Value"], variants: [DocumentBehaviour.FollowingVariant(property: "State", states: [DocumentBehaviour.FollowingVariant.State(option: "Min", state: "at-minimum", also: []), DocumentBehaviour.FollowingVariant.State(option: "Max", state: "at-maximum", also: [])], otherwise: nil, starts: [:], holds: [:], answers: [:], content: [:])], startsFrom: [], lineBreaks: false, limit: nil, focusable: false), root: n5, rules: appetiteStepperRules(), decisions: [DocumentDecision(decision: "button glyphs minus and plus, 20 pt, centred", because: "20 pt reads in a 32 pt button and stays light in a 44 pt one; the MDI glyphs have even side bearings"), DocumentDecision(decision: "a button whose press would cross Minimum or Maximum draws its glyph in fg/disabled-400 and keeps its fill and stroke", because: "the spec\'s Stepper Min and Max; the Counter\'s buttons work the same way"), DocumentDecision(decision: "every stroke (Counter pill, Digit cell, round buttons) is 1 pt and lies inside its shape", because: "the spec\'s \"1 pt brand stroke\"; Figma strokes frames inside, so 32, 36, 44 and 64 stay exact"), DocumentDecision(decision: "buttons are as tall as the stepper (36 sm, 44 md); the value box is what is left (107 - 2 x 36 - 2 x 12 = 11) and grows for a wider number, the number centred in it", because: "the spec\'s \"36 pt buttons\" and \"44 pt buttons\"; a number wider than 11 pt must not overlap a button"), DocumentDecision(decision: "Value is any string; the value box grows to at most 228 pt (a 340 pt stepper at md), a longer value is cut with \"…\"", because: "the spec\'s Value is \"Text, any string\"; 340 is the width of the other sets\' column"), DocumentDecision(decision: "Minimum 0 and Maximum 10 by default; State=Min starts with the value on the minimum, Max on the maximum; a button greys exactly when the value sits on its bound", because: "the spec\'s buttons work, so a value has bounds; the defaults keep the spec\'s pictures (2 sits on neither), and the look follows the content"), DocumentDecision(decision: "a button whose press would cross Minimum or Maximum is inactive (\"inactive\": true), exempt from the audit\'s checks with what it holds", because: "it cannot act, as WCAG exempts inactive components; the document says so as data rather than the audit guessing from the glyph\'s colour")], file: "Stepper.component.json", folder: nil, captions: [DocumentCaption(when: ["Size": "sm"], text: "sm 107 x 36, gap 12, value 16/24 Semi Bold"), DocumentCaption(when: ["Size": "md"], text: "md 123 x 44, gap 12, value 16/24 Semi Bold")], live: DocumentLiveSpecimen(variant: nil, properties: ["Minimum=0"], script: "press decrement; press decrement; press decrement; press increment"), keepsOrderInRightToLeft: false)
        return Entry(fingerprint: 0x5ec5c913da76e97b, document: document)
    }
}
