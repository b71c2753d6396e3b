// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func appetiteCounterInputRules() -> [DocumentRule] {
        var rules: [DocumentRule] = []
        var patches: [String: NodePatch] = [:]
        var p = NodePatch()
        p.visible = .value(true)
        patches["tooltipBubble"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["tooltip-open"], patches: patches, defaults: [:], path: "$.rules[0]"))
        patches = [:]
        p = NodePatch()
        p.padding = DocumentInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
        patches["label"] = p
        rules.append(DocumentRule(when: ["Tooltip": ["off"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[1]"))
        patches = [:]
        p = NodePatch()
        p.color = "text/soft-500"
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Placeholder"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[2]"))
        patches = [:]
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 9999.0), width: 1.0, color: "brand/base", align: .inside, widths: nil)]
        p.effects = [.focusRing(gap: "focusRing/brand/gap", width: "focusRing/brand/width", color: nil, gapColor: nil)]
        patches["pill"] = p
        p = NodePatch()
        p.color = "text/strong-950"
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Placeholder", "Filled"]], whileStates: ["focused"], patches: patches, defaults: [:], path: "$.rules[3]"))
        patches = [:]
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 9999.0), width: 1.0, color: "brand/base", align: .inside, widths: nil)]
        p.effects = [.focusRing(gap: "focusRing/brand/gap", width: "focusRing/brand/width", color: nil, gapColor: nil)]
        patches["pill"] = p
        p = NodePatch()
        p.color = "text/strong-950"
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Focused"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[4]"))
        patches = [:]
        p = NodePatch()
        p.color = "state/error/base-500"
        patches["hintIcon"] = p
        p = NodePatch()
        p.color = "state/error/base-500"
        patches["hintText"] = p
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 9999.0), width: 1.0, color: "state/error/base-500", align: .inside, widths: nil)]
        patches["pill"] = p
        rules.append(DocumentRule(when: ["State": ["Error"]], whileStates: [], patches: patches, defaults: ["Help Text": "Enter a valid value"], path: "$.rules[5]"))
        patches = [:]
        p = NodePatch()
        p.inactive = true
        patches["decrement"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["decrementIcon"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["at-minimum"], patches: patches, defaults: [:], path: "$.rules[6]"))
        patches = [:]
        p = NodePatch()
        p.inactive = true
        patches["increment"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["incrementIcon"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["at-maximum"], patches: patches, defaults: [:], path: "$.rules[7]"))
        patches = [:]
        p = NodePatch()
        p.inactive = true
        patches["counterInput"] = p
        p = NodePatch()
        p.fills = []
        p.strokes = []
        patches["decrement"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["decrementIcon"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["hintIcon"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["hintText"] = p
        p = NodePatch()
        p.fills = []
        p.strokes = []
        patches["increment"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["incrementIcon"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 9999.0), color: "bg/weak-50", image: nil, imageFile: nil)]
        p.strokes = []
        patches["pill"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["tooltip"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Disabled"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[8]"))
        return rules
    }
}
