import SpecimenCatalogue
import SpecimenDocument
import SpecimenTokens

/// Every set Specimen draws. A set is its component document (`Themes/<design system>/<Set>.component.json`),
/// read as a user's design-system folder is read, so a shipped set loads, lays out and plays through
/// `DocumentModel` like any user's; the sets not yet converted keep a model type in a folder under
/// `Sets/` (listed by the `SetRegistryPlugin`), and their documents are theirs to read.
public enum ComponentRegistry {
    /// The model types of the sets not yet drawn as plain documents, in the order of their sets' `position`.
    public static let models: [any ComponentModel.Type] = ordered(registered)

    /// Every set, in the order `specimen list` and the gallery show them: by each set's `position`.
    public static let sets: [ComponentSet] = {
        var entries: [(place: Int, set: ComponentSet)] = []
        // A model's folder is named after its document's file (`Sets/TextInput/` beside `TextInput.component.json`).
        var folders: Set<String> = []
        for model in models {
            entries.append((position(of: model), entry(of: model)))
            folders.insert(String(String(describing: model).dropLast("Model".count)))
        }
        let compiled = Set(entries.map(\.set.name))
        for set in ShippedDocuments.sets(except: folders) where !compiled.contains(set.name) {
            entries.append(((set.source as? ComponentDocument)?.position ?? Int.max, set))
        }
        return entries.sorted { $0.place < $1.place }.map(\.set)
    }()

    /// Each set's decisions, in order.
    static var decisions: [LayoutDecision] {
        // Plain loops through generic helpers: this compiler crashes on closures over existential metatypes.
        var all: [LayoutDecision] = []
        for set in sets {
            if let document = set.source as? ComponentDocument {
                all += document.decisions.map { LayoutDecision(document.name, $0.decision, because: $0.because) }
            } else if let model = try? model(for: set) {
                all += decisions(of: model)
            }
        }
        return all
    }

    /// Each set's spec captions, in order.
    static var captions: [SpecCaption] {
        var all: [SpecCaption] = []
        for set in sets {
            if let document = set.source as? ComponentDocument {
                all += document.captions.map { SpecCaption(set: document.name, applies: $0.when, $0.text) }
            } else if let model = try? model(for: set) {
                all += captions(of: model)
            }
        }
        return all
    }

    /// Each set's live specimen, in order: a document's `live`, or a model's.
    static var liveSpecimens: [LiveSpecimen] {
        var all: [LiveSpecimen] = []
        for set in sets {
            if let document = set.source as? ComponentDocument {
                if let live = document.live { all.append(LiveSpecimen(set: set, variant: live.variant, properties: live.properties, script: live.script)) }
            } else if let model = try? model(for: set), let specimen = liveSpecimen(of: model) {
                all.append(specimen)
            }
        }
        return all
    }

    /// The model type of `set`, or an error naming the sets that have one.
    public static func model(for set: ComponentSet) throws -> any ComponentModel.Type {
        // A plain loop through generic helpers: this compiler crashes on closures over existential metatypes.
        for model in models where entry(of: model).name == set.name { return model }
        throw LayoutError.unsupportedSet(set.name, known: sets.map(\.name))
    }

    /// `configuration` decoded into its set's typed model.
    /// A set read from a document (its `source`), a shipped one or a user's, decodes into a `DocumentModel`.
    public static func decode(_ configuration: ComponentConfiguration) throws -> any ComponentModel {
        if configuration.set.source is ComponentDocument { return DocumentModel(configuration) }
        return decode(configuration, as: try model(for: configuration.set))
    }

    /// The sizes the layout reads from the theme for `set` (none for a set without a model).
    public static func layoutTokens(of set: ComponentSet) -> [TokenPath] {
        if let document = set.source as? ComponentDocument { return document.layoutTokens.map { TokenPath($0) } }
        guard let model = try? model(for: set) else { return [] }
        return tokens(of: model)
    }

    /// True when right to left keeps `set`'s order (Digit Input's code).
    public static func keepsOrderInRightToLeft(_ set: ComponentSet) -> Bool {
        if let document = set.source as? ComponentDocument { return document.keepsOrderInRightToLeft }
        guard let model = try? model(for: set) else { return false }
        return keepsOrder(of: model)
    }

    /// Every accessibility key a layout gives, with its default string, from each set's document (a key
    /// two sets share, as the title row's tooltip, keeps the first set's string).
    public static var accessibilityStrings: [String: String] {
        var strings: [String: String] = [:]
        for set in sets { strings.merge(accessibilityStrings(of: set)) { first, _ in first } }
        return strings
    }

    /// The accessibility keys `set`'s layout gives, with their default strings, from its document's
    /// nodes (a user's document's, or a shipped set's), reading only that set's document.
    public static func accessibilityStrings(of set: ComponentSet) -> [String: String] {
        if let document = set.source as? ComponentDocument { return document.accessibilityDefaults }
        guard let model = try? model(for: set) else { return [:] }
        return accessibilityStrings(of: model)
    }

    /// Each set's place, for tests that check the places are unique.
    static var positions: [Int] {
        var places: [Int] = []
        for set in sets {
            if let document = set.source as? ComponentDocument {
                places.append(document.position)
            } else if let model = try? model(for: set) {
                places.append(position(of: model))
            }
        }
        return places
    }

    /// `models` sorted by their sets' places (the folder order the build lists them in breaks no tie:
    /// a test refuses two sets in one place).
    private static func ordered(_ models: [any ComponentModel.Type]) -> [any ComponentModel.Type] {
        var places: [Int] = []
        for model in models { places.append(position(of: model)) }
        return models.indices.sorted { places[$0] < places[$1] }.map { models[$0] }
    }

    private static func entry<M: ComponentModel>(of model: M.Type) -> ComponentSet { M.set }
    private static func position<M: ComponentModel>(of model: M.Type) -> Int { M.position }
    private static func tokens<M: ComponentModel>(of model: M.Type) -> [TokenPath] { M.layoutTokens }
    private static func keepsOrder<M: ComponentModel>(of model: M.Type) -> Bool { M.keepsOrderInRightToLeft }
    private static func decisions<M: ComponentModel>(of model: M.Type) -> [LayoutDecision] { M.decisions }
    private static func accessibilityStrings<M: ComponentModel>(of model: M.Type) -> [String: String] { M.accessibilityStrings }
    private static func captions<M: ComponentModel>(of model: M.Type) -> [SpecCaption] { M.captions }
    private static func liveSpecimen<M: ComponentModel>(of model: M.Type) -> LiveSpecimen? {
        (model as? any InteractiveModel.Type)?.liveSpecimen
    }
    private static func decode<M: ComponentModel>(_ configuration: ComponentConfiguration, as model: M.Type) -> any ComponentModel {
        M(configuration)
    }
}
