/// One component set as a document: what `*.component.json` holds, typed.
package struct ComponentDocument: Hashable, Sendable {
    /// The format's version; this reader reads `ComponentDocument.version`.
    package static let version = 1

    /// The version the document declares (JSON `version`); reading refuses any but `ComponentDocument.version`.
    package var version: Int
    /// The set's name, as `specimen list` shows it ("Stepper").
    package var name: String
    /// What the set is for, in a sentence (JSON `description`); empty when the document gives none.
    package var description: String
    /// The design system it belongs to (JSON `designSystem`), the same in every document of its folder.
    package var designSystem: String
    /// Its place in `specimen list` and the gallery within its design system.
    package var position: Int
    /// Figma's component properties, in the spec's order.
    package var properties: [DocumentProperty]
    /// The behaviour pattern the set follows, wired to its properties and nodes; nil for none.
    package var behaviour: DocumentBehaviour?
    /// The component's own frame; its children are the layout's top-level nodes.
    package var root: DocumentNode
    /// What changes when properties or content match, in order (a later rule wins).
    package var rules: [DocumentRule]
    /// Where the spec is silent, what this set chose, with why.
    package var decisions: [DocumentDecision]
    /// The numbers its spec prints under its specimens (JSON `captions`), each for the variants it names.
    package var captions: [DocumentCaption] = []
    /// The interaction the gallery and the goldens play (JSON `live`); nil for none.
    package var live: DocumentLiveSpecimen? = nil
    /// The file it was read from, for error messages later stages raise ("Stepper.component.json").
    package var file: String
    /// The folder it was read from (its design system's), where its image fills' files lie; nil for a
    /// document read from bytes, whose images are named from the working directory.
    package var folder: String? = nil
    /// True for a set whose order is not a reading order (a one-time code's cells), so right to left
    /// keeps it as it is (JSON `keepsOrderInRightToLeft`); false: mirrored.
    package var keepsOrderInRightToLeft = false

    /// A document with every field given.
    package init(
        version: Int, name: String, description: String, designSystem: String, position: Int, properties: [DocumentProperty],
        behaviour: DocumentBehaviour?, root: DocumentNode, rules: [DocumentRule], decisions: [DocumentDecision], file: String,
        folder: String? = nil, captions: [DocumentCaption] = [], live: DocumentLiveSpecimen? = nil, keepsOrderInRightToLeft: Bool = false
    ) {
        self.version = version
        self.name = name
        self.description = description
        self.designSystem = designSystem
        self.position = position
        self.properties = properties
        self.behaviour = behaviour
        self.root = root
        self.rules = rules
        self.decisions = decisions
        self.file = file
        self.folder = folder
        self.captions = captions
        self.live = live
        self.keepsOrderInRightToLeft = keepsOrderInRightToLeft
    }

    /// Every node, depth-first, parents first.
    package var allNodes: [DocumentNode] { root.flattened }
}

/// A component property: one of Figma's four kinds, or Specimen's own `number`, with a default.
package struct DocumentProperty: Hashable, Sendable {
    /// What values the property takes (JSON `kind`): Figma's Variant, Boolean, Text and Instance swap, and `number`,
    /// Specimen's own, a whole number.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case variant, boolean, text, instanceSwap = "instance-swap", number
    }

    /// The property's name as Figma's Properties panel shows it (JSON `name`, "State").
    package var name: String
    /// Which values it takes (JSON `kind`).
    package var kind: Kind
    /// A Variant's options; empty for the other kinds.
    package var options: [String]
    /// The default, as the property's canonical text (`on`/`off` for a Boolean, digits for a number).
    package var defaultValue: String

    /// A property with every field given.
    package init(name: String, kind: Kind, options: [String], defaultValue: String) {
        self.name = name
        self.kind = kind
        self.options = options
        self.defaultValue = defaultValue
    }
}

/// A behaviour pattern (Swift keeps the reducer) and what of the document it acts on: `bind` maps a
/// pattern's slot ("value", "minimum", "decrement") to a property or node name.
package struct DocumentBehaviour: Hashable, Sendable {
    /// The patterns Specimen's reducers implement, each with its slots and the content states it reports.
    package enum Pattern: String, Hashable, Sendable, CaseIterable {
        case editableText = "editable-text", boundedValue = "bounded-value", toggle, chipList = "chip-list"
        case digitCells = "digit-cells", send

        /// The slots a document binds.
        package var slots: [String] {
            switch self {
            // `error`: a Text property saying what went wrong, which an edit of the text empties.
            case .editableText: ["text", "error"]
            case .boundedValue: ["value", "minimum", "maximum", "decrement", "increment"]
            case .toggle: ["value", "button"]
            case .chipList: ["chips", "entry"]
            case .digitCells: ["digits"]
            case .send: ["text", "button"]
            }
        }

        /// The most cells a `digit-cells` document may bind.
        package static let maxCells = 12

        /// The content a node's `{"content": ...}` binding may read.
        package var contentValues: [String] {
            switch self {
            case .editableText: ["text"]
            // `attachment`: the glyph of the button that attached something (the Composer's chip).
            case .send: ["text", "attachment"]
            case .boundedValue, .toggle: ["value"]
            case .chipList: ["entry", "item"]
            case .digitCells: (1...Self.maxCells).map { "digit-\($0)" }
            }
        }

        /// The lists a frame's `forEach` may repeat its children over (its items read as `item`).
        package var lists: [String] {
            switch self {
            case .chipList: ["chips"]
            default: []
            }
        }

        /// The content states a rule's `while` may name (`revealed`: a masked text shown as typed, the
        /// eye of a password pressed; `tooltip-open`: the title row's information button pressed;
        /// `picker-open`: a picker's list shown; `attached`: something attached to the message).
        package var contentStates: [String] {
            switch self {
            // `over-limit`: more typed characters than the field's limit (a given value can be).
            // `error`: the `error` slot's property holds text.
            case .editableText: ["empty", "focused", "over-limit", "revealed", "tooltip-open", "picker-open", "error"]
            case .boundedValue: ["at-minimum", "at-maximum", "focused", "tooltip-open"]
            case .toggle: ["on"]
            // `entry-empty`: nothing typed yet; `no-chips`: the list holds no chip.
            case .chipList: ["empty", "focused", "entry-empty", "no-chips", "tooltip-open"]
            case .digitCells: ["empty", "focused", "complete"] + (1...Self.maxCells).flatMap { ["cell-\($0)-filled", "cell-\($0)-focused"] }
            // `blank`: nothing to send (empty, or only white space), which a person would not send.
            case .send: ["empty", "blank", "focused", "attached"]
            }
        }
    }

    /// Which reducer drives the set (JSON `pattern`, `bounded-value`).
    package var pattern: Pattern
    /// Each slot of the pattern to the property or node name it acts on (JSON `bind`); a slot left out is unbound.
    package var bind: [String: String]
    /// The Variant properties that follow the content (JSON `variant`, one object or a list of them);
    /// empty when every variant only chooses a start.
    package var variants: [FollowingVariant]
    /// Where a `text` slot that names content, not a property, starts (JSON `startsFrom`): the property
    /// of the first source whose `when` matches the configuration (Text Input's Password Text for Password).
    package var startsFrom: [TextSource] = []
    /// True when `enter` types a line break and pasted line breaks are kept (JSON `lineBreaks`, a Text
    /// Area); false: `enter` ends editing, as Return does in a form.
    package var lineBreaks = false
    /// The most characters the text may hold, read from a property (JSON `limit`); nil for no limit.
    package var limit: TextLimit?
    /// True when a `bounded-value` or `toggle` set takes focus and blur (JSON `focusable`, Counter Input's pill).
    package var focusable = false

    /// The first following variant, the one most sets have.
    package var variant: FollowingVariant? { variants.first }

    /// A pattern and its wiring.
    package init(pattern: Pattern, bind: [String: String], variant: FollowingVariant? = nil) {
        self.pattern = pattern
        self.bind = bind
        self.variants = variant.map { [$0] } ?? []
    }

    /// A pattern, its wiring and every following variant and text rule given.
    package init(
        pattern: Pattern, bind: [String: String], variants: [FollowingVariant], startsFrom: [TextSource], lineBreaks: Bool, limit: TextLimit?,
        focusable: Bool
    ) {
        self.pattern = pattern
        self.bind = bind
        self.variants = variants
        self.startsFrom = startsFrom
        self.lineBreaks = lineBreaks
        self.limit = limit
        self.focusable = focusable
    }

    /// One place a text starts from: `property`, for the configurations `when` matches (every one when empty).
    package struct TextSource: Hashable, Sendable {
        /// Variant or Boolean options that must match (JSON `when`), as a rule's.
        package var when: [String: [String]]
        /// The Text property whose value the text starts as (JSON `property`).
        package var property: String

        /// A source for the configurations `when` matches.
        package init(when: [String: [String]], property: String) {
            self.when = when
            self.property = property
        }
    }

    /// The most characters a text may hold: the whole number after the last "/" of `property`'s value
    /// ("0/500" holds 500), else `otherwise`. That property then reads the count typed over the limit ("12/500").
    package struct TextLimit: Hashable, Sendable {
        /// The Text property that says the limit and then shows the count (JSON `property`).
        package var property: String
        /// The limit when the property's value has no whole number after a "/" (JSON `default`).
        package var otherwise: Int

        /// A limit read from `property`, else `otherwise`.
        package init(property: String, otherwise: Int) {
            self.property = property
            self.otherwise = otherwise
        }
    }

    /// A Variant property whose options stand for content states (Stepper's `State`: `Min` for
    /// `at-minimum`, `Max` for `at-maximum`; Composer's `Empty` for `empty`, otherwise `Typing`).
    ///
    /// The option chosen starts the content in its state, and in the states `starts` adds, where the
    /// pattern can put it there: `at-minimum` moves the minimum bound, when the person left it unset,
    /// onto a whole-number value (and an unset maximum along with it when below), `at-maximum` the other
    /// way round; `empty` starts the text empty unless the person gave it; `focused` starts with focus.
    /// Behaviour reports the property as the first option (in `states`' order) whose state holds, else
    /// as `otherwise`, else as its default.
    package struct FollowingVariant: Hashable, Sendable {
        /// The Variant property's name (JSON `property`).
        package var property: String
        /// Each option that stands for a content state, with that state, in the document's order (JSON `states`).
        package var states: [State]
        /// The option reported when no listed state holds (JSON `otherwise`); nil: the property's default.
        package var otherwise: String?
        /// The content states an option starts in beyond its own (JSON `starts`: Composer's Typing starts `focused`).
        package var starts: [String: [String]]
        /// The options that stand whatever the content says (JSON `holds`): Disabled `always`, Error
        /// `until-edited` (an event changed the content), a field's rest options `until-touched` (an event
        /// changed the content or the focus). An option not listed follows the content from the start.
        package var holds: [String: Hold] = [:]
        /// The events and actions an option answers, when fewer than the pattern's (JSON `answers`:
        /// InputPassword's Read-only answers only `toggleVisibility`). A disabled set answers none.
        package var answers: [String: [String]] = [:]
        /// The content an option starts a slot with, whatever its property holds (JSON `content`: Digit
        /// Input's Focused starts `digits` at "48", Chip Input's Filled its chips, InputPassword's Focused
        /// an empty `text`).
        package var content: [String: [String: String]] = [:]

        /// How long an option stands once chosen.
        package enum Hold: String, Hashable, Sendable, CaseIterable {
            case always
            case untilEdited = "until-edited"
            case untilTouched = "until-touched"
        }

        /// One option and the content states it stands for (all must hold).
        package struct State: Hashable, Sendable {
            /// The option's name.
            package var option: String
            /// The content state.
            package var state: String
            /// Further content states that must hold with `state` (JSON: a list of states).
            package var also: [String] = []

            /// `option` standing for `state`.
            package init(option: String, state: String, also: [String] = []) {
                self.option = option
                self.state = state
                self.also = also
            }

            /// True when every state it stands for holds in `states`.
            package func holds(in states: Set<String>) -> Bool { states.contains(state) && also.allSatisfy(states.contains) }
        }

        /// A property, the states its options stand for, the option otherwise, and what options start in.
        package init(property: String, states: [State], otherwise: String? = nil, starts: [String: [String]] = [:]) {
            self.property = property
            self.states = states
            self.otherwise = otherwise
            self.starts = starts
        }

        /// A following variant with every field given.
        package init(
            property: String, states: [State], otherwise: String?, starts: [String: [String]], holds: [String: Hold], answers: [String: [String]],
            content: [String: [String: String]]
        ) {
            self.init(property: property, states: states, otherwise: otherwise, starts: starts)
            self.holds = holds
            self.answers = answers
            self.content = content
        }

        /// The content states `option` starts in: its own, then those `starts` adds.
        package func startStates(of option: String) -> [String] {
            states.filter { $0.option == option }.map(\.state) + (starts[option] ?? [])
        }
    }
}

/// A number the spec prints under a set's specimens, as it writes it, for the variants it describes.
package struct DocumentCaption: Hashable, Sendable {
    /// The Variant options it describes (JSON `when`, `{"Size": "sm"}`); empty for every variant.
    package var when: [String: String]
    /// The caption as the spec writes it (JSON `text`).
    package var text: String

    /// A caption of the variants `when` matches.
    package init(when: [String: String], text: String) {
        self.when = when
        self.text = text
    }
}

/// A set's interaction as its live specimen plays it: where it starts and the events of its script.
package struct DocumentLiveSpecimen: Hashable, Sendable {
    /// The starting variant's name (JSON `variant`); nil for the default.
    package var variant: String?
    /// `Name=Value` properties set before it starts (JSON `properties`).
    package var properties: [String]
    /// The events, in the `play` command's script syntax (JSON `script`).
    package var script: String

    /// A specimen starting at `variant` with `properties`, playing `script`.
    package init(variant: String?, properties: [String], script: String) {
        self.variant = variant
        self.properties = properties
        self.script = script
    }
}

/// A decision the set made where its spec is silent.
package struct DocumentDecision: Hashable, Sendable {
    /// What was chosen (JSON `decision`).
    package var decision: String
    /// Why it was chosen (JSON `because`).
    package var because: String

    /// A decision and its reason.
    package init(decision: String, because: String) {
        self.decision = decision
        self.because = because
    }
}

extension ComponentDocument {
    /// Every accessibility key the document gives a default string (on a node, or in a rule's patch),
    /// with that string: the strings a `--strings` file may override for this set. A key given two
    /// defaults keeps the node's, then the first rule's (a test holds each key to one default).
    package var accessibilityDefaults: [String: String] {
        var defaults: [String: String] = [:]
        forEachPatch { patch in
            guard let key = patch.accessibilityKey, let text = patch.accessibilityDefault, defaults[key] == nil else { return }
            defaults[key] = text
        }
        return defaults
    }

    /// Every token the document's layout reads that is not a paint's colour, in first-use order: text
    /// styles (typography tokens), the focus ring's widths, backdrop blurs and the styles a size grows
    /// with, on its nodes and in its rules' patches. The colours are listed from the laid-out paints
    /// (`TokenInventory`); these are what decides sizes, so a user's token file can say them too.
    package var layoutTokens: [String] {
        var tokens: [String] = []
        func add(_ token: String?) { if let token, !token.isEmpty, !tokens.contains(token) { tokens.append(token) } }
        func add(_ size: DocumentSize?) {
            switch size {
            case .grows(_, let style), .lineHeight(let style): add(style)
            case .fixed, .hug, .fill, nil: break
            }
        }
        forEachPatch { patch in
            add(patch.textStyle)
            add(patch.width)
            add(patch.height)
            for effect in patch.effects ?? [] {
                switch effect {
                case .focusRing(let gap, let width, _, _): add(gap); add(width)
                case .backgroundBlur(let radius): add(radius)
                case .shadow, .layerBlur, .blurBehind: break
                }
            }
        }
        return tokens
    }

    /// Calls `body` with every node's properties, depth-first, parents first, then every rule's patches
    /// in rule order, each rule's by node name (an instance's overrides after its own properties): the order "a node's, then the first rule's" means. It
    /// walks the tree in place (building `allNodes` and its patches first copied every node, most of
    /// working out a document's strings in a cold render).
    package func forEachPatch(_ body: (NodePatch) -> Void) {
        func walk(_ overrides: [String: InstanceOverride]) {
            for id in overrides.keys.sorted() {
                guard let over = overrides[id] else { continue }
                body(over.patch)
                walk(over.overrides)
            }
        }
        func walk(_ node: DocumentNode) {
            body(node.properties)
            walk(node.overrides)
            for child in node.children { walk(child) }
        }
        walk(root)
        for rule in rules {
            for key in rule.patches.keys.sorted() { if let patch = rule.patches[key] { body(patch) } }
        }
    }
}
