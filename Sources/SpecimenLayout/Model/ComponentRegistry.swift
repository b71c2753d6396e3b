import SpecimenCatalogue

/// Every set Specimen draws, as one model type each: the catalogue entry, the layout and the
/// decisions of a set travel together, so adding a set adds one folder under `Sets/` and one line
/// here, and nothing else switches on a set's name.
public enum ComponentRegistry {
    /// The models in the order `specimen list` and the gallery show them (the catalogue's order).
    public static let models: [any ComponentModel.Type] = [
        TextInputModel.self, TextAreaModel.self, ChipInputModel.self, CounterInputModel.self,
        DigitInputModel.self, StepperModel.self, ComposerModel.self, InputPasswordModel.self,
    ]

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
    public static func decode(_ configuration: ComponentConfiguration) throws -> any ComponentModel {
        decode(configuration, as: try model(for: configuration.set))
    }

    private static func entry<M: ComponentModel>(of model: M.Type) -> ComponentSet { M.set }
    private static func decisions<M: ComponentModel>(of model: M.Type) -> [LayoutDecision] { M.decisions }
    private static func captions<M: ComponentModel>(of model: M.Type) -> [SpecCaption] { M.captions }
    private static func decode<M: ComponentModel>(_ configuration: ComponentConfiguration, as model: M.Type) -> any ComponentModel {
        M(configuration)
    }
}
