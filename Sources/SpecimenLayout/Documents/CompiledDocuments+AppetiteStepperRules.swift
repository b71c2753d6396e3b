// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func appetiteStepperRules() -> [DocumentRule] {
        var rules: [DocumentRule] = []
        var patches: [String: NodePatch] = [:]
        var p = NodePatch()
        p.hitAreaNote = "The sm size has 36 pt buttons, so give it a larger hit area in code."
        patches["decrement"] = p
        p = NodePatch()
        p.hitAreaNote = "The sm size has 36 pt buttons, so give it a larger hit area in code."
        patches["increment"] = p
        rules.append(DocumentRule(when: ["Size": ["sm"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[0]"))
        patches = [:]
        p = NodePatch()
        p.width = .fixed(44.0)
        p.height = .fixed(44.0)
        patches["decrement"] = p
        p = NodePatch()
        p.width = .fixed(44.0)
        p.height = .fixed(44.0)
        patches["increment"] = p
        p = NodePatch()
        p.height = .grows(44.0, with: "typography/stepper")
        patches["stepper"] = p
        rules.append(DocumentRule(when: ["Size": ["md"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[1]"))
        patches = [:]
        p = NodePatch()
        p.inactive = true
        patches["decrement"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["decrementIcon"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["at-minimum"], patches: patches, defaults: [:], path: "$.rules[2]"))
        patches = [:]
        p = NodePatch()
        p.inactive = true
        patches["increment"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["incrementIcon"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["at-maximum"], patches: patches, defaults: [:], path: "$.rules[3]"))
        return rules
    }
}
