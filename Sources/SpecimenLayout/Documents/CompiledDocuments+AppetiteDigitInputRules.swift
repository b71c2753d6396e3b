// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func appetiteDigitInputRules() -> [DocumentRule] {
        var rules: [DocumentRule] = []
        var patches: [String: NodePatch] = [:]
        var p = NodePatch()
        p.visible = .value(true)
        patches["digit1"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["cell-1-filled"], patches: patches, defaults: [:], path: "$.rules[0]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["digit2"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["cell-2-filled"], patches: patches, defaults: [:], path: "$.rules[1]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["digit3"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["cell-3-filled"], patches: patches, defaults: [:], path: "$.rules[2]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["digit4"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["cell-4-filled"], patches: patches, defaults: [:], path: "$.rules[3]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["caret1"] = p
        p = NodePatch()
        p.effects = [.focusRing(gap: "focusRing/brand/gap", width: "focusRing/brand/width", color: nil, gapColor: nil)]
        patches["cell1"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["cell-1-focused"], patches: patches, defaults: [:], path: "$.rules[4]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["caret2"] = p
        p = NodePatch()
        p.effects = [.focusRing(gap: "focusRing/brand/gap", width: "focusRing/brand/width", color: nil, gapColor: nil)]
        patches["cell2"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["cell-2-focused"], patches: patches, defaults: [:], path: "$.rules[5]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["caret3"] = p
        p = NodePatch()
        p.effects = [.focusRing(gap: "focusRing/brand/gap", width: "focusRing/brand/width", color: nil, gapColor: nil)]
        patches["cell3"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["cell-3-focused"], patches: patches, defaults: [:], path: "$.rules[6]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["caret4"] = p
        p = NodePatch()
        p.effects = [.focusRing(gap: "focusRing/brand/gap", width: "focusRing/brand/width", color: nil, gapColor: nil)]
        patches["cell4"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["cell-4-focused"], patches: patches, defaults: [:], path: "$.rules[7]"))
        patches = [:]
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 16.0), width: 1.0, color: "state/error/base-500", align: .inside, widths: nil)]
        patches["cell1"] = p
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 16.0), width: 1.0, color: "state/error/base-500", align: .inside, widths: nil)]
        patches["cell2"] = p
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 16.0), width: 1.0, color: "state/error/base-500", align: .inside, widths: nil)]
        patches["cell3"] = p
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 16.0), width: 1.0, color: "state/error/base-500", align: .inside, widths: nil)]
        patches["cell4"] = p
        rules.append(DocumentRule(when: ["State": ["Error"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[8]"))
        patches = [:]
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 16.0), color: "bg/weak-50", image: nil, imageFile: nil)]
        p.strokes = []
        patches["cell1"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 16.0), color: "bg/weak-50", image: nil, imageFile: nil)]
        p.strokes = []
        patches["cell2"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 16.0), color: "bg/weak-50", image: nil, imageFile: nil)]
        p.strokes = []
        patches["cell3"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 16.0), color: "bg/weak-50", image: nil, imageFile: nil)]
        p.strokes = []
        patches["cell4"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["digit1"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["digit2"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["digit3"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["digit4"] = p
        p = NodePatch()
        p.inactive = true
        patches["digitInput"] = p
        rules.append(DocumentRule(when: ["State": ["Disabled"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[9]"))
        patches = [:]
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 16.0), width: 1.0, color: "brand/base", align: .inside, widths: nil)]
        patches["cell1"] = p
        rules.append(DocumentRule(when: ["State": ["Default", "Focused", "Filled"]], whileStates: ["cell-1-focused"], patches: patches, defaults: [:], path: "$.rules[10]"))
        patches = [:]
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 16.0), width: 1.0, color: "brand/base", align: .inside, widths: nil)]
        patches["cell2"] = p
        rules.append(DocumentRule(when: ["State": ["Default", "Focused", "Filled"]], whileStates: ["cell-2-focused"], patches: patches, defaults: [:], path: "$.rules[11]"))
        patches = [:]
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 16.0), width: 1.0, color: "brand/base", align: .inside, widths: nil)]
        patches["cell3"] = p
        rules.append(DocumentRule(when: ["State": ["Default", "Focused", "Filled"]], whileStates: ["cell-3-focused"], patches: patches, defaults: [:], path: "$.rules[12]"))
        patches = [:]
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 16.0), width: 1.0, color: "brand/base", align: .inside, widths: nil)]
        patches["cell4"] = p
        rules.append(DocumentRule(when: ["State": ["Default", "Focused", "Filled"]], whileStates: ["cell-4-focused"], patches: patches, defaults: [:], path: "$.rules[13]"))
        return rules
    }
}
