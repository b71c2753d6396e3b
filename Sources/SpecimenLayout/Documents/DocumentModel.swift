import SpecimenBehaviour
import SpecimenCatalogue
import SpecimenDocument
import SpecimenTokens

/// A set read from a user's component document, as a typed model: one type for every such set, whose
/// catalogue entry, layout and behaviour all come from its document (`componentSet.document`). No Swift
/// is written for a user's set: the document names a behaviour pattern and binds its slots to its
/// properties and nodes, and this type runs the pattern's reducer (the same editing and stepping rules
/// Specimen's own sets use).
///
/// The patterns a user's document can play: `editable-text` (focus, blur, type, paste, backspace,
/// clear; a `clear` button empties the text), `send` (the same edits; a `send` button, or `enter`,
/// sends: the text and any attachment go, when there is something to send; an `attach` button
/// attaches its own glyph), `bounded-value` (`press` on `increment` / `decrement` buttons, never past
/// the bounds) and `toggle` (`press` on a `toggle` button flips the bound Boolean). The buttons that
/// open and close something toggle a content state the document's rules read, in every pattern that
/// lists the state (`DocumentBehaviour.Pattern.contentStates`): `showTooltip` (`tooltip-open`),
/// `openPicker` (`picker-open`), `toggleVisibility` (`revealed`), as Specimen's own sets' buttons do.
/// `chip-list` (typing, a comma or `enter` makes the entry a chip, `backspace` on an empty entry and
/// each chip's `removeChip` button remove them) and `digit-cells` (digits typed, pasted and erased
/// one cell at a time) are in `DocumentModel+ChipList.swift` and `DocumentModel+DigitCells.swift`.
public struct DocumentModel: InteractiveModel {
    /// The configuration this value was decoded from; its set's `source` is the document.
    package let source: ComponentConfiguration
    /// The document the set was read from.
    package let document: ComponentDocument
    /// Property values behaviour changed (the typed text, the stepped value, the toggled Boolean).
    public var content: [String: String] = [:]
    /// True while the editable text has focus.
    public var isFocused = false
    /// The caret of the editable text, in characters from its start; nil: at its end.
    package var caret: Int?
    /// The content states the document's open-and-close buttons have turned on (`tooltip-open`...).
    package var openStates: Set<String> = []
    /// What the `send` pattern's `attach` button attached: that button's glyph (the `attachment` content
    /// value a node may show); nil for nothing.
    package var attachment: String?
    /// The `chip-list` pattern's chips once behaviour changed them; nil: as the configuration gives them.
    package var chips: [String]?
    /// The `chip-list` pattern's entry: the text being typed before it becomes a chip.
    package var entry = ""
    /// The `digit-cells` pattern's digits once behaviour changed them; nil: as the configuration gives them.
    package var code: String?
    /// How many cells a `digit-cells` document draws (`DocumentModel+DigitCells.swift`); 0 for another pattern.
    package let cellCount: Int
    /// Which bound the variant moved onto the value (`FollowingVariant`), said when the bounds then cross.
    var movedBound: String?
    /// Every property's value before behaviour changes it: the configuration's, each one the person left
    /// alone taking the default of the last matching rule that gives one, as the layout draws it. So the
    /// text a behaviour binds starts from a rule's default (a Search type's "Find" is what typing adds
    /// to and what `empty` is judged on). Decision: only rules without `while` decide it, as a content
    /// state cannot decide the content it is judged on.
    let initialValues: [String: String]
    /// The following variants' options that still hold (`FollowingVariant.holds`), by property name.
    package var held: [String: String] = [:]

    /// The content state each open-and-close button toggles (`DocumentModel`'s head).
    package static let toggledStates: [ButtonAction: String] = [
        .showTooltip: "tooltip-open", .openPicker: "picker-open", .toggleVisibility: "revealed",
    ]

    /// Decodes a configuration of a set read from a document (`ComponentSet.document`); a configuration of
    /// any other set is a programming error (`DocumentModel.decoding` refuses any other).
    public init(_ configuration: ComponentConfiguration) {
        guard let document = configuration.set.document else {
            preconditionFailure("DocumentModel decodes sets read from a component document, not \(configuration.set.name)")
        }
        source = configuration
        self.document = document
        cellCount = document.behaviour?.pattern == .digitCells ? Self.cells(in: document) : 0
        movedBound = nil
        initialValues = DocumentLayout.values(document, configuration, content: [:], states: [])
        startText()
        for variant in document.behaviour?.variants ?? [] {
            let option = configuration.value(variant.property)
            if variant.holds[option] != nil { held[variant.property] = option }
            start(with: variant.content[option] ?? [:])
            start(in: variant.startStates(of: option), variant: variant)
        }
        // The error slot starts empty unless an option starts in `error` or the person gave a message.
        if let error = boundProperty("error"), !source.isOverridden(error),
            !(document.behaviour?.variants ?? []).contains(where: { $0.startStates(of: configuration.value($0.property)).contains("error") })
        {
            content[error] = ""
        }
    }

    /// Puts the content in the content `states` the variant's option starts in, where the pattern can
    /// (`DocumentBehaviour.FollowingVariant`): `focused` gives focus; `empty` empties the text the person
    /// left unset; `at-minimum` puts the minimum the person left unset on a whole-number value, and
    /// carries an unset maximum along when it is below (`at-maximum` the other way round), noting the
    /// move for the message crossed bounds give.
    private mutating func start(in states: [String], variant: DocumentBehaviour.FollowingVariant) {
        let option = source.value(variant.property)
        for state in states {
            switch state {
            case "focused": isFocused = true
            case "revealed": openStates.insert(state)
            case "empty":
                if let textProperty, !source.isOverridden(textProperty) { content[textProperty] = "" }
            case "at-minimum", "at-maximum":
                let toMinimum = state == "at-minimum"
                guard pattern == .boundedValue, let valueName = slot("value"), let number = Int(source.value(valueName).trimmedWhitespace),
                    let bound = slot(toMinimum ? "minimum" : "maximum"), !source.isOverridden(bound)
                else { continue }
                content[bound] = String(number)
                if let other = slot(toMinimum ? "maximum" : "minimum"), !source.isOverridden(other) {
                    let given = Int(source.value(other)) ?? number
                    content[other] = String(toMinimum ? max(given, number) : min(given, number))
                }
                movedBound = "\(variant.property)=\(option) puts '\(bound)' on the \(valueName)"
            default: break
            }
        }
    }

    /// The set the document defines (the configuration's own).
    package var componentSet: ComponentSet { source.set }

    /// Decision: a document's component is inactive (so exempt from contrast, as WCAG exempts it) when a
    /// Variant property's current option is `Disabled`, or a Boolean property named `Disabled` is on.
    package var isDisabled: Bool {
        let values = currentValues
        return componentSet.properties.contains { property in
            let value = values[property.name] ?? ""
            switch property.kind {
            case .variant: return value.caseInsensitiveCompare("Disabled") == .orderedSame
            case .boolean: return property.name.caseInsensitiveCompare("Disabled") == .orderedSame && value == "on"
            default: return false
            }
        }
    }

    var pattern: DocumentBehaviour.Pattern? { document.behaviour?.pattern }
    func slot(_ name: String) -> String? { document.behaviour?.bind[name] }
    /// The value behaviour gave `property`, else its value before any (`initialValues`).
    func value(_ property: String) -> String { content[property] ?? initialValues[property] ?? source.value(property) }
    /// The property `slot` names, when it names one of the set's properties (not a node).
    func boundProperty(_ slot: String) -> String? {
        guard let name = self.slot(slot), componentSet.properties.contains(where: { $0.name == name }) else { return nil }
        return name
    }

    /// The text the `editable-text` or `send` pattern edits, by its property's name (or, for a slot that
    /// names no property, the content value it is kept as: Text Input's `text`).
    var textProperty: String? {
        switch pattern {
        case .editableText?, .send?: slot("text")
        default: nil
        }
    }

    private var bounded: BoundedValue? {
        guard pattern == .boundedValue, let valueName = slot("value") else { return nil }
        return BoundedValue(
            value(valueName), minimum: Int(slot("minimum").map(value) ?? "") ?? Int.min,
            maximum: Int(slot("maximum").map(value) ?? "") ?? Int.max)
    }

    /// The content states the document's `while` rules read (`DocumentBehaviour.Pattern.contentStates`).
    var contentStates: Set<String> {
        var states = openStates
        if isFocused { states.insert("focused") }
        switch pattern {
        case .editableText?, .send?:
            if let textProperty, value(textProperty).isEmpty { states.insert("empty") }
            if let textProperty, let limit = textLimit, TypedCharacters.count(value(textProperty)) > limit { states.insert("over-limit") }
            if let error = boundProperty("error"), !value(error).isEmpty { states.insert("error") }
            if pattern == .send {
                if !canSend { states.insert("blank") }
                if attachment != nil { states.insert("attached") }
            }
        case .boundedValue?:
            states.formUnion(bounded?.contentStates ?? [])
        case .toggle?:
            if let valueName = slot("value"), value(valueName) == "on" { states.insert("on") }
        case .chipList?:
            states.formUnion(chipStates)
        case .digitCells?:
            states.formUnion(digitStates)
        case nil:
            break
        }
        return states
    }

    /// The editing words (focus, type, ...) for the text patterns, with `enter` (a line break, the end of
    /// editing, Send or a chip); focus and blur for a focusable value; none while disabled, and only those
    /// an option's `answers` lists while it is reported.
    package var answeredEvents: [String] {
        if isDisabled { return [] }
        let words: [String]
        switch pattern {
        case .digitCells?: words = EditableText.eventWords
        // `enter`: a line break or the end of editing; the keyboard's Send, as the Composer takes it; the chip list's "make a chip".
        case .editableText?, .send?, .chipList?: words = EditableText.eventWords + ["enter"]
        case .boundedValue?, .toggle?: words = document.behaviour?.focusable == true ? ["focus", "blur"] : []
        case nil: words = []
        }
        guard let answers = optionAnswers else { return words }
        return words.filter(answers.contains)
    }

    /// The button actions the document's pattern answers (`DocumentModel`'s head); none while disabled.
    package var answeredActions: Set<ButtonAction> {
        if isDisabled { return [] }
        var actions: Set<ButtonAction>
        switch pattern {
        case .editableText?: actions = [.clear]
        case .send?: actions = [.send, .attach, .clear]
        case .boundedValue?: actions = [.decrement, .increment]
        case .toggle?: actions = [.toggle]
        case .chipList?: actions = [.removeChip]
        case .digitCells?, nil: actions = []
        }
        for (action, state) in Self.toggledStates where pattern?.contentStates.contains(state) == true { actions.insert(action) }
        guard let answers = optionAnswers else { return actions }
        return actions.filter { answers.contains($0.rawValue) }
    }

    /// Whether `send` has something to send: an attachment, or text that is not only white space (a
    /// person would not send a blank message).
    var canSend: Bool { attachment != nil || (textProperty.map { value($0).contains { !$0.isWhitespace } } ?? false) }

    /// The glyph of the button node named `name`: its icon (bound or given), else the first icon inside
    /// it (a round button's glyph), else its name.
    private func glyph(of name: String) -> String {
        func find(_ node: DocumentNode) -> DocumentNode? {
            node.name == name ? node : node.children.lazy.compactMap(find).first
        }
        func icon(_ node: DocumentNode) -> Binding<String>? {
            node.properties.icon ?? node.children.lazy.compactMap(icon).first
        }
        switch find(document.root).flatMap(icon) {
        case .value(let glyph)?: return glyph
        case .property(let property)?: return value(property)
        case .content, nil: return name
        }
    }

    /// The content after `event`: a press runs its button's action, any other event edits the bound text.
    /// An event or button the pattern does not take leaves it unchanged. Throws when a step meets a value that is not a whole number.
    package func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> DocumentModel {
        var next = try changed(by: event, button: button)
        next.settle(after: self, stepped: button?.action == .increment || button?.action == .decrement)
        return next
    }

    /// The content after `event`, before the following variants settle (`reduced(by:button:)`).
    private func changed(by event: BehaviourEvent, button: PressedButton?) throws -> DocumentModel {
        var next = self
        if event == .enter, pattern == .send, !isDisabled { return sent() }
        if let state = button.flatMap({ Self.toggledStates[$0.action] }) {
            next.openStates.formSymmetricDifference([state])
            return next
        }
        if pattern == .chipList { return reducedChipList(by: event, button: button) }
        if pattern == .digitCells { return reducedDigitCells(by: event) }
        if let pressed = button?.action {
            switch pressed {
            case .send: return sent()
            case .attach:
                guard let button, pattern == .send else { return self }
                next.attachment = glyph(of: button.name)
            case .clear: if let textProperty { next.content[textProperty] = ""; next.caret = 0 }
            case .increment, .decrement:
                guard let bounded, let valueName = slot("value") else { return self }
                next.content[valueName] = try bounded.stepped(
                    by: pressed == .increment ? 1 : -1, set: componentSet.name,
                    property: valueName, event: event
                ).text
            case .toggle:
                if let valueName = slot("value") { next.content[valueName] = value(valueName) == "on" ? "off" : "on" }
            default: return self
            }
            return next
        }
        if pattern == .boundedValue || pattern == .toggle {
            switch event {
            case .focus: next.isFocused = true
            case .blur: next.isFocused = false
            default: return self
            }
            return next
        }
        guard let textProperty else { return self }
        let text = EditableText(value(textProperty), isFocused: isFocused, caret: caret ?? value(textProperty).count)
        let lineBreaks = document.behaviour?.lineBreaks == true
        // `enter` types a line break where lines break, else ends editing as Return does in a form.
        let step: BehaviourEvent = event == .enter ? (lineBreaks ? .type("\n") : .blur) : event
        let editing = TextEditing(maxLength: textLimit, keepsLineBreaks: lineBreaks)
        guard let edited = text.applying(step, editing: editing) else { return self }
        next.content[textProperty] = edited.text
        next.isFocused = edited.isFocused
        next.caret = edited.caretOffset
        // An edit says the person changed what went wrong, so the error slot's message goes.
        if edited.text != text.text, let error = boundProperty("error") { next.content[error] = "" }
        return next
    }

    /// After `send`: the text and the attachment gone when there was something to send, else unchanged.
    private func sent() -> DocumentModel {
        guard canSend else { return self }
        var next = self
        if let textProperty { next.content[textProperty] = "" }
        next.caret = 0
        next.attachment = nil
        return next
    }

    /// Every property of the document's set by name: the value behaviour gave it, else the
    /// configuration's, else a matching rule's default (Password's eye); the following variants as
    /// reported (`reportedOptions`), and a text kept as content under the property it started from.
    package var currentValues: [String: String] {
        let states = contentStates
        let drawn = DocumentLayout.values(document, source, content: drawnContent(states: states), states: states)
        var values: [String: String] = [:]
        for property in componentSet.properties { values[property.name] = drawn[property.name] ?? value(property.name) }
        if let reported = reportedText { values[reported.property] = reported.text }
        return values
    }

    /// Draws the document with the current content and its content states (`focused`, `empty`, `on`...).
    /// Throws a `LayoutError` when the document cannot be drawn.
    package func layout(in context: LayoutContext) throws -> LayoutTree {
        _ = try bounded?.checked(set: componentSet.name, minimum: slot("minimum") ?? "minimum", maximum: slot("maximum") ?? "maximum", moved: movedBound)
        var layout = DocumentLayout(document: document, context: context)
        layout.caretOffset = caret
        let states = contentStates
        var content = drawnContent(states: states)
        if let attachment { content["attachment"] = attachment }
        switch pattern {
        case .chipList?:
            layout.lists = ["chips": chipItems]
            content["entry"] = entry
        case .digitCells?:
            content.merge(digitContent) { _, cell in cell }
        default: break
        }
        return try layout.layout(values: DocumentLayout.values(document, source, content: content, states: states), states: states)
    }
}
