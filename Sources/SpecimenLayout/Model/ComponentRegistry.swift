import SpecimenCatalogue
import SpecimenDocument
import SpecimenTokens

/// Every set Specimen draws, as one model type each: the catalogue entry, the layout and the
/// decisions of a set travel together in its folder under `Sets/`, and the build lists the folders
/// (`registered`, written by the `SetRegistryPlugin`), so adding a set adds one folder and nothing
/// else switches on a set's name.
public enum ComponentRegistry {
    /// The models in the order `specimen list` and the gallery show them: by each set's `position`.
    public static let models: [any ComponentModel.Type] = ordered(registered)

    /// Each model's catalogue entry, in order.
    public static var sets: [ComponentSet] { models.map { entry(of: $0) } }

    /// Each model's decisions, in order.
    static var decisions: [LayoutDecision] { models.flatMap { decisions(of: $0) } }

    /// Each model's spec captions, in order.
    static var captions: [SpecCaption] { models.flatMap { captions(of: $0) } }

    /// The model type of `set`, or an error naming the sets that have one.
    public static func model(for set: ComponentSet) throws -> any ComponentModel.Type {
        // A plain loop through generic helpers: this compiler crashes on closures over existential metatypes.
        for model in models where entry(of: model).name == set.name { return model }
        throw LayoutError.unsupportedSet(set.name, known: sets.map(\.name))
    }

    /// `configuration` decoded into its set's typed model.
    /// A set read from a user's document (its `source`) decodes into a `DocumentModel`.
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
        guard let model = try? model(for: set) else { return false }
        return keepsOrder(of: model)
    }

    /// Every accessibility key a layout gives, with its default string, from each set's document (a key
    /// two sets share, as the title row's tooltip, keeps the first set's string).
    public static var accessibilityStrings: [String: String] {
        var strings: [String: String] = [:]
        for model in models { strings.merge(accessibilityStrings(of: model)) { first, _ in first } }
        return strings
    }

    /// The accessibility keys `set`'s layout gives, with their default strings, from its document's
    /// nodes (a user's document's, or a shipped set's), reading only that set's document.
    public static func accessibilityStrings(of set: ComponentSet) -> [String: String] {
        if let document = set.source as? ComponentDocument { return document.accessibilityDefaults }
        guard let model = try? model(for: set) else { return [:] }
        return accessibilityStrings(of: model)
    }

    /// Each model's place, for tests that check the places are unique.
    static var positions: [Int] { models.map { position(of: $0) } }

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
    private static func decode<M: ComponentModel>(_ configuration: ComponentConfiguration, as model: M.Type) -> any ComponentModel {
        M(configuration)
    }
}
