import Testing
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout

/// One model per set. Each Variant property's options are its model enum's cases (so decoding never
/// falls back); this table is the spec's Properties tables (and the BB.InputPassword reference's
/// states), so the enums cannot drift from them.
@Suite struct RegistryTests {
    static let options: [(String, String, [String])] = [
        ("Text Input", "Type", ["Default", "Left Selection", "Right Selection", "Password", "Prefix", "Suffix"]),
        ("Text Input", "State", ["Placeholder", "Filled", "Focused", "Error", "Disabled"]),
        ("Text Area", "State", ["Placeholder", "Filled", "Focused", "Error", "Disabled"]),
        ("Chip Input", "State", ["Placeholder", "Filled", "Focused", "Error", "Disabled"]),
        ("Counter Input", "State", ["Placeholder", "Filled", "Focused", "Error", "Disabled"]),
        ("Digit Input", "State", ["Default", "Focused", "Filled", "Disabled", "Error"]),
        ("Stepper", "Size", ["sm", "md"]),
        ("Stepper", "State", ["Default", "Min", "Max"]),
        ("Composer", "Style", ["Default", "Overlay"]),
        ("Composer", "State", ["Empty", "Typing"]),
        ("InputPassword", "State", ["Default", "Focused", "Editing", "Error", "Read-only", "Disabled"]),
        ("InputPassword", "Characters", ["Hidden", "Visible"]),
    ]

    @Test(arguments: options)
    func everyOptionIsTheSpecs(set: String, property: String, options: [String]) throws {
        #expect(try Catalogue.standard.set(named: set).property(named: property).options == options)
    }

    @Test func everyVariantPropertyIsInTheTable() {
        let listed = Set(Self.options.map { "\($0.0)/\($0.1)" })
        let variantProperties = Catalogue.standard.sets.flatMap { set in set.variantProperties.map { "\(set.name)/\($0.name)" } }
        #expect(Set(variantProperties) == listed)
    }

    @Test func everySetDecodesFromItsDocument() throws {
        for set in Catalogue.standard.sets {
            let model = try DocumentModel.decoding(ComponentConfiguration(set: set))
            #expect(model.source.set.name == set.name)
            #expect(model.document.name == set.name)
        }
        let loose = ComponentSet(name: "Loose", designSystem: "Nobody", properties: [])
        #expect(throws: LayoutError.self) { try DocumentModel.decoding(ComponentConfiguration(set: loose)) }
    }

    @Test func captionsComeFromTheModels() throws {
        let sm = try Catalogue.standard.configuration(set: "Stepper", variant: "Size=sm")
        #expect(SpecCaptions.captions(for: sm) == ["sm 107 x 36, gap 12, value 16/24 Semi Bold"])
        #expect(
            Set(SpecCaptions.all.map(\.set)) == Set(Catalogue.standard.sets.filter { $0.designSystem == "Appetite UI" }.map(\.name)),
            "each Appetite set prints numbers; the Backbase reference none")
    }
}
