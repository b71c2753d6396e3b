import Foundation
@testable import Specimen
import Testing

/// Pseudo-locales, locale directions, text-scale checks and translated Text properties.
@Suite struct LocalisationTests {
    @Test(arguments: ["This is a hint text to help user", "Please leave the parcel with the neighbour", "Title of input field here"])
    func enXAIsAccentedBracketedAndThirtyToFiftyPercentLonger(text: String) {
        let pseudo = PseudoLocale.accented.apply(text)
        #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
        let growth = Double(pseudo.count - text.count) / Double(text.count)
        #expect(growth >= 0.3 && growth <= 0.5, "\(pseudo): \(growth)")
        // No plain ASCII letter is left, and the original letters are still recognisable in order.
        #expect(!pseudo.contains { $0.isASCII && $0.isLetter })
        #expect(pseudo.dropFirst().hasPrefix(String(text.prefix(1).map { PseudoLocale.accents[$0] ?? $0 })))
    }

    @Test func arXBForcesRightToLeftAndMirrors() {
        #expect(PseudoLocale.bidi.apply("Title") == "\u{202E}Title\u{202C}")
        #expect(Localisation(locale: "ar-XB").resolvedDirection == .rightToLeft)
        #expect(Localisation(locale: "en-XA").resolvedDirection == .leftToRight)
    }

    @Test(arguments: [
        ("ar", TextDirection.rightToLeft), ("he-IL", .rightToLeft), ("fa", .rightToLeft), ("ur", .rightToLeft),
        ("ja", .leftToRight), ("zh-Hant", .leftToRight), ("en", .leftToRight),
    ])
    func aLocaleImpliesItsDirection(locale: String, direction: TextDirection) {
        #expect(Localisation(locale: locale).resolvedDirection == direction)
        // --direction overrides it.
        let flipped: TextDirection = direction == .rightToLeft ? .leftToRight : .rightToLeft
        #expect(Localisation(locale: locale, direction: flipped).resolvedDirection == flipped)
    }

    @Test(arguments: [0.79, 3.01, -1, .nan, .infinity])
    func aTextScaleOutsideTheRangeIsRefused(scale: Double) {
        #expect(throws: RenderError.self) { try Localisation(textScale: scale).validated() }
    }

    @Test(arguments: ["", "a", "english", "ar_EG", "ar--EG", "12"])
    func aMalformedLocaleIsRefused(locale: String) {
        #expect(throws: RenderError.badLocale(locale)) { try Localisation(locale: locale).validated() }
    }

    @Test func everyTextPropertyIsPseudoLocalised() throws {
        for set in Catalogue.standard.sets {
            let configuration = ComponentConfiguration(set: set)
            let localised = try Localisation(locale: "en-XA").localising(configuration, translations: [:])
            for property in set.properties where property.kind == .text && !configuration.value(property.name).isEmpty {
                guard !Localisation.secretProperties.contains(property.name) else {
                    #expect(localised.value(property.name) == configuration.value(property.name), "secrets stay as typed")
                    continue
                }
                guard Double(configuration.value(property.name)) == nil else {
                    #expect(localised.value(property.name) == configuration.value(property.name), "numbers stay numbers")
                    continue
                }
                let value = localised.value(property.name)
                #expect(value.hasPrefix("[") && value.count > configuration.value(property.name).count, "\(set.name) \(property.name)")
            }
        }
    }

    @Test func stringsTranslateTextPropertiesByTheirValue() throws {
        let configuration = try Catalogue.standard.configuration(set: "Text Input")
        let label = configuration.value("Input Label Text")
        let localised = try Localisation(locale: "ar").localising(configuration, translations: [label: "العنوان"])
        #expect(localised.value("Input Label Text") == "العنوان")
        #expect(localised.value("Help Text") == configuration.value("Help Text"))
        // Drawn, but not counted as the user's own value: the look the layout decides stays the same.
        #expect(!localised.isOverridden("Input Label Text"))
    }

    @Test func theRendererDrawsRightToLeftMirrored() throws {
        let renderer = try Renderer.standard()
        let configuration = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Default, State=Filled")
        let ltr = try renderer.layout(configuration)
        let rtl = try renderer.layout(configuration, localisation: Localisation(locale: "ar"))
        let icon = try #require(ltr.node(named: "iconLeft")), mirrored = try #require(rtl.node(named: "iconLeft"))
        #expect(mirrored.frame.minX == ltr.frame.width - icon.frame.maxX)
        // The options reach the pixels: the two pictures differ.
        var options = RenderOptions()
        let plain = try renderer.png(configuration, options: options)
        options.localisation = Localisation(locale: "ar-XB")
        #expect(try renderer.png(configuration, options: options) != plain)
    }
}

@Suite struct LocalisationAPITests {
    @Test func theSwiftAPITakesTheSameOptions() throws {
        let field = TextInput()
        let rtl = try field.layout(localisation: Localisation(locale: "he"))
        let ltr = try field.layout()
        let icon = try #require(ltr.node(named: "iconLeft")), mirrored = try #require(rtl.node(named: "iconLeft"))
        #expect(mirrored.frame.minX == ltr.frame.width - icon.frame.maxX)
        let big = try field.layout(localisation: Localisation(textScale: 2))
        #expect(big.frame.height > ltr.frame.height)
        #expect(try field.png(localisation: Localisation(locale: "en-XA")) != field.png())
    }
}
