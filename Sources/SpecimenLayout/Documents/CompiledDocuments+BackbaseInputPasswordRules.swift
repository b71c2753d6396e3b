// swift-format-ignore-file
// Written by `make compiled` (SPECIMEN_RECORD_DOCUMENTS=1 swift test --filter CompiledDocumentsTests) from Themes/*/*.component.json.
// Do not edit: a document whose bytes differ from its fingerprint here is read from its file instead.
import Geometry
import SpecimenAutoLayout
import SpecimenDocument

extension CompiledDocuments {
    static func backbaseInputPasswordRules() -> [DocumentRule] {
        var rules: [DocumentRule] = []
        var patches: [String: NodePatch] = [:]
        var p = NodePatch()
        p.mask = "•"
        patches["value"] = p
        rules.append(DocumentRule(when: ["Characters": ["Hidden"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[0]"))
        patches = [:]
        p = NodePatch()
        p.icon = .value("eye")
        patches["trailingIcon"] = p
        rules.append(DocumentRule(when: ["Characters": ["Visible"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[1]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["placeholder"] = p
        p = NodePatch()
        p.visible = .value(false)
        patches["value"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["empty"], patches: patches, defaults: [:], path: "$.rules[2]"))
        patches = [:]
        p = NodePatch()
        p.caret = DocumentCaret(color: "theme.color.input.focused.caret", width: 1.0, place: .before)
        patches["placeholder"] = p
        p = NodePatch()
        p.caret = DocumentCaret(color: "theme.color.input.focused.caret", width: 1.0, place: .insertion)
        patches["value"] = p
        rules.append(DocumentRule(when: [:], whileStates: ["focused"], patches: patches, defaults: [:], path: "$.rules[3]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(false)
        patches["labelPrimary"] = p
        rules.append(DocumentRule(when: ["Label Primary": [""]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[4]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(false)
        patches["labelSecondary"] = p
        rules.append(DocumentRule(when: ["Label Secondary": [""]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[5]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(false)
        patches["label"] = p
        rules.append(DocumentRule(when: ["Label Primary": [""], "Label Secondary": [""]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[6]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(false)
        patches["message"] = p
        rules.append(DocumentRule(when: ["Error Text": [""], "Helper Text": [""]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[7]"))
        patches = [:]
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 8.0), width: 1.0, color: "theme.color.input.focused.border", align: .inside, widths: nil)]
        patches["field"] = p
        rules.append(DocumentRule(when: ["State": ["Focused", "Editing"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[8]"))
        patches = [:]
        p = NodePatch()
        p.visible = .value(true)
        patches["errorText"] = p
        p = NodePatch()
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 8.0), width: 1.0, color: "theme.color.input.error.border", align: .inside, widths: nil)]
        patches["field"] = p
        p = NodePatch()
        p.visible = .value(false)
        patches["helperText"] = p
        rules.append(DocumentRule(when: ["State": ["Error"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[9]"))
        patches = [:]
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 8.0), color: "theme.color.input.read-only.background", image: nil, imageFile: nil)]
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 8.0), width: 1.0, color: "theme.color.input.read-only.border", align: .inside, widths: nil)]
        patches["field"] = p
        rules.append(DocumentRule(when: ["State": ["Read-only"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[10]"))
        patches = [:]
        p = NodePatch()
        p.fills = [DocumentFill(shape: .rectangle(radius: 8.0), color: "theme.color.input.disabled.background", image: nil, imageFile: nil)]
        p.strokes = [DocumentStroke(shape: .rectangle(radius: 8.0), width: 1.0, color: "theme.color.input.disabled.border", align: .inside, widths: nil)]
        patches["field"] = p
        p = NodePatch()
        p.color = "theme.color.foreground.disabled"
        patches["helperText"] = p
        p = NodePatch()
        p.inactive = true
        patches["inputPassword"] = p
        p = NodePatch()
        p.color = "theme.color.foreground.disabled"
        patches["labelPrimary"] = p
        p = NodePatch()
        p.color = "theme.color.foreground.disabled"
        patches["labelSecondary"] = p
        p = NodePatch()
        p.color = "theme.color.input.disabled.icon"
        patches["leadingIcon"] = p
        p = NodePatch()
        p.color = "theme.color.input.disabled.placeholder"
        patches["placeholder"] = p
        p = NodePatch()
        p.color = "theme.color.input.disabled.icon"
        patches["trailingIcon"] = p
        p = NodePatch()
        p.color = "theme.color.input.disabled.value"
        patches["value"] = p
        rules.append(DocumentRule(when: ["State": ["Disabled"]], whileStates: [], patches: patches, defaults: [:], path: "$.rules[11]"))
        return rules
    }
}
