// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func appetiteTextAreaRules() -> [DocumentRule] {
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
        p.padding = DocumentInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
        patches["hint"] = p
        rules.append(DocumentRule(when: ["Counter": ["off"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[2]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(false)
        patches["hintRow"] = p
        rules.append(DocumentRule(when: ["Counter": ["off"], "Help": ["off"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[3]"))
        patches = [:]
        p = NodePatch()
        p.padding = DocumentInsets(top: 16.0, left: 15.0, bottom: 16.0, right: 16.0)
        patches["field"] = p
        p = NodePatch()
        p.visible = .value(true)
        patches["placeholder"] = p
        p = NodePatch()
        p.visible = .value(false)
        patches["value"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["empty"], patches: patches, defaults: [:], path: "$.rules[4]"))
        patches = [:]
        p = NodePatch()
        p.caret = DocumentCaret(color: "brand/base", width: 1.0, place: .before)
        patches["placeholder"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 0.0), color: "brand/base", image: nil, imageFile: nil)]
        patches["rule"] = p
        p = NodePatch()
        p.caret = DocumentCaret(color: "brand/base", width: 1.0, place: .insertion)
        p.paragraph = DocumentParagraph(maxLines: 5, keep: .end)
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Placeholder", "Filled", "Focused"]], whileStates: ["focused"], patches: patches, defaults: [:], path: "$.rules[5]"))
        patches = [:]
        p = NodePatch()
        p.color = "state/error/base-500"
        patches["hintIcon"] = p
        p = NodePatch()
        p.color = "state/error/base-500"
        patches["hintText"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 0.0), color: "state/error/base-500", image: nil, imageFile: nil)]
        patches["rule"] = p
        rules.append(DocumentRule(when: ["State": ["Error"]], whileStates: [], patches: patches, defaults: ["Help Text": "Enter a valid value"], path: "$.rules[6]"))
        patches = [:]
        p = NodePatch()
        p.color = "state/error/base-500"
        patches["counter"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 0.0), color: "state/error/base-500", image: nil, imageFile: nil)]
        patches["rule"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["over-limit"], patches: patches, defaults: [:], path: "$.rules[7]"))
        patches = [:]
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["counter"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["hintIcon"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["hintText"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 0.0), color: "border/sub-200", image: nil, imageFile: nil)]
        patches["rule"] = p
        p = NodePatch()
        p.inactive = true
        patches["textArea"] = p
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
