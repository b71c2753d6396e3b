// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func appetiteComposerRules() -> [DocumentRule] {
        var rules: [DocumentRule] = []
        var patches: [String: NodePatch] = [:]
        var p = NodePatch()
        p.visible = .value(true)
        patches["placeholder"] = p
        p = NodePatch()
        p.visible = .value(false)
        patches["value"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["empty"], patches: patches, defaults: [:], path: "$.rules[0]"))
        patches = [:]
        p = NodePatch()
        p.caret = DocumentCaret(color: "brand/base", width: 1.0, place: .before)
        patches["placeholder"] = p
        p = NodePatch()
        p.caret = DocumentCaret(color: "brand/base", width: 1.0, place: .insertion)
        patches["value"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["focused"], patches: patches, defaults: [:], path: "$.rules[1]"))
        patches = [:]
        p = NodePatch()
        p.padding = DocumentInsets(top: 0.0, left: 16.0, bottom: 0.0, right: 16.0)
        patches["field"] = p
        rules.append(DocumentRule(when: ["Accessory": ["off"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[2]"))
        patches = [:]
        p = NodePatch()
        p.inactive = true
        p.fills = [DocumentFill(shape: .ellipse, color: "bg/soft-100", image: nil, imageFile: nil)]
        patches["send"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["sendIcon"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["blank"], patches: patches, defaults: [:], path: "$.rules[3]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["attachment"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["attached"], patches: patches, defaults: [:], path: "$.rules[4]"))
        patches = [:]
        p = NodePatch()
        p.color = "static/static-white-0"
        patches["accessory"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .ellipse, color: "colors/alpha/white/alpha-24", image: nil, imageFile: nil)]
        p.effects = [.backgroundBlur(radius: "backdropBlur/sm")]
        patches["action"] = p
        p = NodePatch()
        p.color = "static/static-white-0"
        patches["actionIcon"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .pill, color: "colors/alpha/white/alpha-24", image: nil, imageFile: nil)]
        patches["attachment"] = p
        p = NodePatch()
        p.color = "static/static-white-0"
        patches["attachmentIcon"] = p
        p = NodePatch()
        p.color = "static/static-white-0"
        patches["attachmentText"] = p
        p = NodePatch()
        p.visible = .value(true)
        patches["backdrop"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .pill, color: "colors/alpha/black/alpha-24", image: nil, imageFile: nil)]
        p.effects = [.backgroundBlur(radius: "backdropBlur/sm")]
        patches["field"] = p
        p = NodePatch()
        p.color = "colors/alpha/white/alpha-72"
        patches["placeholder"] = p
        p = NodePatch()
        p.color = "static/static-white-0"
        patches["value"] = p
        rules.append(DocumentRule(when: ["Style": ["Overlay"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[5]"))
        patches = [:]
        p = NodePatch()
        p.caret = DocumentCaret(color: "static/static-white-0", width: 1.0, place: .before)
        patches["placeholder"] = p
        p = NodePatch()
        p.caret = DocumentCaret(color: "static/static-white-0", width: 1.0, place: .insertion)
        patches["value"] = p
        rules.append(DocumentRule(when: ["Style": ["Overlay"]], whileStates: ["focused"], patches: patches, defaults: [:], path: "$.rules[6]"))
        return rules
    }
}
