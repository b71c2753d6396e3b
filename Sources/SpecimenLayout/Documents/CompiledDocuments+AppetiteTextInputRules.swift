// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func appetiteTextInputRules() -> [DocumentRule] {
        var rules: [DocumentRule] = []
        var patches: [String: NodePatch] = [:]
        var p = NodePatch()
        p.visible = .value(true)
        patches["tooltipBubble"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["tooltip-open"], patches: patches, defaults: [:], path: "$.rules[0]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["dialCodes"] = p
        p = NodePatch()
        p.icon = .value("chevron-up")
        patches["selectionChevronLeft"] = p
        rules.append(DocumentRule(when: ["Type": ["Left Selection"]], whileStates: ["picker-open"], patches: patches, defaults: [:], path: "$.rules[1]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["currencies"] = p
        p = NodePatch()
        p.icon = .value("chevron-up")
        patches["selectionChevronRight"] = p
        rules.append(DocumentRule(when: ["Type": ["Right Selection"]], whileStates: ["picker-open"], patches: patches, defaults: [:], path: "$.rules[2]"))
        patches = [:]
        p = NodePatch()
        p.padding = DocumentInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
        patches["label"] = p
        rules.append(DocumentRule(when: ["Tooltip": ["off"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[3]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["dividerLeft"] = p
        p = NodePatch()
        p.visible = .value(false)
        patches["iconLeft"] = p
        p = NodePatch()
        p.visible = .value(true)
        patches["selectionLeft"] = p
        rules.append(DocumentRule(when: ["Type": ["Left Selection"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[4]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["dividerRight"] = p
        p = NodePatch()
        p.visible = .value(false)
        patches["iconRight"] = p
        p = NodePatch()
        p.visible = .value(true)
        patches["selectionRight"] = p
        rules.append(DocumentRule(when: ["Type": ["Right Selection"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[5]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["prefix"] = p
        rules.append(DocumentRule(when: ["Type": ["Prefix"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[6]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(false)
        patches["iconRight"] = p
        p = NodePatch()
        p.visible = .value(true)
        patches["suffix"] = p
        rules.append(DocumentRule(when: ["Type": ["Suffix"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[7]"))
        patches = [:]
        p = NodePatch()
        p.role = .button("toggleVisibility")
        p.accessibilityKey = "Appetite.textInput.accessibility.showPassword"
        p.accessibilityDefault = "Show password"
        patches["iconRight"] = p
        p = NodePatch()
        p.mask = "•"
        patches["value"] = p
        rules.append(DocumentRule(when: ["Type": ["Password"]], whileStates: [], patches: patches, defaults: ["Icon Left Swap": "lock", "Icon Right Swap": "eye-off"], path: "$.rules[8]"))
        patches = [:]
        p = NodePatch()
        p.accessibilityKey = "Appetite.textInput.accessibility.hidePassword"
        p.accessibilityDefault = "Hide password"
        patches["iconRight"] = p
        p = NodePatch()
        p.mask = ""
        patches["value"] = p
        rules.append(DocumentRule(when: ["Type": ["Password"]], whileStates: ["revealed"], patches: patches, defaults: ["Icon Right Swap": "eye"], path: "$.rules[9]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["placeholder"] = p
        p = NodePatch()
        p.visible = .value(false)
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Placeholder"]], whileStates: ["empty"], patches: patches, defaults: [:], path: "$.rules[10]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["clear"] = p
        p = NodePatch()
        p.visible = .value(false)
        patches["placeholder"] = p
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 0.0), color: "brand/base", image: nil, imageFile: nil)]
        patches["rule"] = p
        p = NodePatch()
        p.visible = .value(true)
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Placeholder", "Filled", "Focused"]], whileStates: ["focused"], patches: patches, defaults: [:], path: "$.rules[11]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(false)
        patches["clear"] = p
        p = NodePatch()
        p.visible = .value(true)
        p.caret = DocumentCaret(color: "brand/base", width: 1.0, place: .before)
        patches["placeholder"] = p
        p = NodePatch()
        p.visible = .value(false)
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Placeholder", "Filled", "Focused"]], whileStates: ["empty", "focused"], patches: patches, defaults: [:], path: "$.rules[12]"))
        patches = [:]
        p = NodePatch()
        p.gap = 1.0
        patches["entry"] = p
        rules.append(DocumentRule(when: ["State": ["Placeholder", "Filled", "Focused"], "Type": ["Prefix"]], whileStates: ["empty", "focused"], patches: patches, defaults: [:], path: "$.rules[13]"))
        patches = [:]
        p = NodePatch()
        p.caret = DocumentCaret(color: "brand/base", width: 1.0, place: .insertion)
        patches["value"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["focused"], patches: patches, defaults: [:], path: "$.rules[14]"))
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
        rules.append(DocumentRule(when: ["State": ["Error"]], whileStates: [], patches: patches, defaults: ["Help Text": "Enter a valid value"], path: "$.rules[15]"))
        patches = [:]
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["clear"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["hintIcon"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["hintText"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["iconLeft"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["iconRight"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["prefix"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["selectionChevronLeft"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["selectionChevronRight"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["selectionTextLeft"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["selectionTextRight"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["suffix"] = p
        p = NodePatch()
        p.inactive = true
        patches["textInput"] = p
        p = NodePatch()
        p.color = "fg/disabled-400"
        patches["tooltip"] = p
        p = NodePatch()
        p.color = "text/disabled-400"
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Disabled"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[16]"))
        return rules
    }
}
