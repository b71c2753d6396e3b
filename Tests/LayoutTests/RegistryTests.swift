import Testing
import SpecimenCatalogue
import SpecimenLayout

/// One model per set, and every catalogue option has a case in its model's enum (so decoding never
/// falls back): the enums' raw values are the catalogue's options, in order.
@Suite struct RegistryTests {
    static let enums: [(String, String, [String])] = [
        ("Text Input", "Type", TextInputModel.InputType.allCases.map(\.rawValue)),
        ("Text Input", "State", FieldStateOption.allCases.map(\.rawValue)),
        ("Text Area", "State", FieldStateOption.allCases.map(\.rawValue)),
        ("Chip Input", "State", FieldStateOption.allCases.map(\.rawValue)),
        ("Counter Input", "State", FieldStateOption.allCases.map(\.rawValue)),
        ("Digit Input", "State", DigitInputModel.State.allCases.map(\.rawValue)),
        ("Stepper", "Size", StepperModel.Size.allCases.map(\.rawValue)),
        ("Stepper", "State", StepperModel.State.allCases.map(\.rawValue)),
        ("Composer", "Style", ComposerModel.Style.allCases.map(\.rawValue)),
        ("Composer", "State", ComposerModel.State.allCases.map(\.rawValue)),
        ("InputPassword", "State", InputPasswordModel.State.allCases.map(\.rawValue)),
        ("InputPassword", "Characters", InputPasswordModel.Characters.allCases.map(\.rawValue)),
    ]

    @Test(arguments: enums)
    func everyOptionHasACase(set: String, property: String, cases: [String]) throws {
        #expect(try Catalogue.standard.set(named: set).property(named: property).options == cases)
    }

    @Test func theRegistryIsTheCatalogue() throws {
        #expect(ComponentRegistry.sets.map(\.name) == Catalogue.standard.sets.map(\.name))
        for set in Catalogue.standard.sets {
            let model = try ComponentRegistry.decode(ComponentConfiguration(set: set))
            #expect(model.source.set.name == set.name)
        }
    }

    @Test func captionsComeFromTheModels() throws {
        let sm = try Catalogue.standard.configuration(set: "Stepper", variant: "Size=sm")
        #expect(SpecCaptions.captions(for: sm) == ["sm 107 x 36, gap 12, value 16/24 Semi Bold"])
        #expect(Set(SpecCaptions.all.map(\.set)) == Set(AppetiteSets.all.map(\.name)), "each Appetite set prints numbers; the Backbase reference none")
    }
}
