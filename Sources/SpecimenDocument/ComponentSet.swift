import Foundation
import SpecimenCatalogue
import SpecimenSupport

/// A Figma component set: its properties and the variants their Variant options make.
public struct ComponentSet: Hashable, Sendable {
    /// The set's name ("Text Input"): what `specimen list` shows and the commands take.
    public let name: String
    /// Every property, in the spec's order.
    public let properties: [PropertyDefinition]
    /// The design system it belongs to, as its document or typed entry names it: chooses the theme files.
    public let designSystem: String
    /// The component document the set was read from, for the stages that draw it (every shipped set and
    /// every set of a design-system folder has one); nil for a set made in code without one, which
    /// cannot be drawn. Not part of its identity: two entries with the same name, design system and
    /// properties are the same set. A shipped set's is built when first asked for (`DeferredDocument`).
    package var document: ComponentDocument? { source?.document }
    private let source: DeferredDocument?
    /// Whether `document` has been built yet (false for a set without one): for tests of laziness.
    package var documentIsBuilt: Bool { source?.isBuilt ?? false }

    /// A set of these properties in a design system; `document` is the document it was read from.
    package init(name: String, designSystem: String, properties: [PropertyDefinition], document: ComponentDocument? = nil) {
        self.name = name
        self.designSystem = designSystem
        self.properties = properties
        source = document.map { DeferredDocument(made: $0) }
    }

    /// A set of these properties in a design system, whose document `deferred` builds when first asked for.
    package init(name: String, designSystem: String, properties: [PropertyDefinition], deferred: DeferredDocument) {
        self.name = name
        self.designSystem = designSystem
        self.properties = properties
        source = deferred
    }

    /// Equal when name, design system and properties are; `document` is not compared.
    public static func == (a: ComponentSet, b: ComponentSet) -> Bool {
        a.name == b.name && a.designSystem == b.designSystem && a.properties == b.properties
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(designSystem)
        hasher.combine(properties)
    }

    /// The Variant properties, whose options name the variants.
    public var variantProperties: [PropertyDefinition] { properties.filter { $0.kind == .variant } }

    /// Every variant: the product of the Variant properties' options, first property outermost.
    public var variants: [Variant] {
        var combos: [[String]] = [[]]
        for property in variantProperties {
            combos = combos.flatMap { prefix in property.options.map { prefix + [$0] } }
        }
        return combos.map { Variant(names: variantProperties.map(\.name), options: $0) }
    }

    /// The variant made of every Variant property's default.
    public var defaultVariant: Variant {
        Variant(names: variantProperties.map(\.name), options: variantProperties.map(\.defaultValue))
    }

    /// The spec's default of the property called exactly `name` ("" if the set has none).
    package func defaultValue(of name: String) -> String {
        properties.first { $0.name == name }?.defaultValue ?? ""
    }

    /// The property with this name (case-insensitive); throws `CatalogueError.unknownProperty` listing the set's.
    public func property(named name: String) throws -> PropertyDefinition {
        if let p = properties.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) { return p }
        throw CatalogueError.unknownProperty(set: self.name, property: name, valid: properties.map(\.name))
    }

    /// Parses a variant name such as `Type=Password, State=Error` (any order, any case, spaces around
    /// `=` and `,` ignored); properties it leaves out take their defaults. A property named twice, an
    /// empty or comma-only name, a piece without `=` and an unknown option are refused.
    public func variant(named text: String) throws -> Variant {
        if let exact = variant(spelledAsItsName: text) { return exact }
        return try variant(parsing: text)
    }

    /// The variant `text` names when it is spelled exactly as that variant's `name` (every Variant
    /// property once, in order, its name and option in their own case, `, ` between): what `list`
    /// prints and a batch file copies. It is what parsing gives, without Foundation's case-insensitive
    /// comparisons (100,000 instructions a lookup, most of reading a batch job): each piece's property
    /// and option are the ones parsing's case-insensitive search finds first, and where another one
    /// matches in another case, or the text is not ASCII, this leaves the text to parsing. `nil` for
    /// any other spelling, which parsing then reads.
    func variant(spelledAsItsName text: String) -> Variant? {
        let properties = variantProperties
        guard !properties.isEmpty else { return nil }
        let pieces = text.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        guard pieces.count == properties.count else { return nil }
        var options: [String] = []
        options.reserveCapacity(properties.count)
        for (index, (piece, property)) in zip(pieces, properties).enumerated() {
            var body = piece[...]
            if index > 0 {
                guard body.first == UInt8(ascii: " ") else { return nil }
                body = body.dropFirst()
            }
            guard let equals = body.firstIndex(of: UInt8(ascii: "=")),
                body[..<equals].elementsEqual(property.name.utf8), Self.asciiFolded(property.name.utf8, property.name.utf8),
                // Parsing takes the first name that matches in any case: no other one may.
                !properties.contains(where: { $0.name != property.name && Self.asciiFolded($0.name.utf8, body[..<equals]) })
            else { return nil }
            let value = body[body.index(after: equals)...]
            guard let at = property.options.firstIndex(where: { Self.asciiFolded($0.utf8, value) }),
                property.options[at].utf8.elementsEqual(value)
            else { return nil }
            options.append(property.options[at])
        }
        return Variant(names: properties.map(\.name), options: options)
    }

    /// Whether `a` and `b` are the same ASCII text in any case; `false` for anything beyond ASCII, which
    /// only parsing's comparison decides.
    ///
    /// Walks both by index rather than `zip`: the first `Zip2Sequence` iterator of these views in a
    /// process has its metadata made by the runtime, which scans every protocol conformance in the
    /// binary to check the views' (two scans, 500,000 instructions of a cold render).
    private static func asciiFolded<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
        guard a.count == b.count else { return false }
        var i = a.startIndex, j = b.startIndex
        while i != a.endIndex {
            let x = a[i], y = b[j]
            guard x < 0x80, y < 0x80 else { return false }
            if x != y, x | 0x20 != y | 0x20 || !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(x | 0x20) { return false }
            a.formIndex(after: &i)
            b.formIndex(after: &j)
        }
        return true
    }

    /// `variant(named:)` by parsing the text: any order and case, spaces ignored, defaults filled in.
    func variant(parsing text: String) throws -> Variant {
        if variantProperties.isEmpty, text.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(Variant.soleName) == .orderedSame {
            return defaultVariant
        }
        var chosen = Dictionary(uniqueKeysWithValues: variantProperties.map { ($0.name, $0.defaultValue) })
        var named: Set<String> = []
        let parts: [PropertyAssignment]
        do { parts = try PropertyAssignment.variantParts(text) } catch CatalogueError.malformedAssignment { throw unknownVariant(text) }
        for part in parts {
            guard let property = variantProperties.first(where: { $0.name.caseInsensitiveCompare(part.name) == .orderedSame }) else {
                throw CatalogueError.unknownProperty(set: name, property: part.name, valid: variantProperties.map(\.name))
            }
            guard named.insert(property.name).inserted else {
                throw CatalogueError.propertyNamedTwice(set: name, property: property.name, text: text)
            }
            guard let option = property.options.first(where: { $0.caseInsensitiveCompare(part.value) == .orderedSame }) else {
                throw CatalogueError.badOption(set: name, property: property.name, value: part.value, valid: property.options)
            }
            chosen[property.name] = option
        }
        return Variant(names: variantProperties.map(\.name), options: variantProperties.map { chosen[$0.name] ?? $0.defaultValue })
    }

    private func unknownVariant(_ text: String) -> CatalogueError {
        let close = Suggestions.closest(to: text, in: variants.map(\.name), limit: 3)
        return .unknownVariant(set: name, variant: text, suggestions: close.isEmpty ? [defaultVariant.name] : close)
    }
}
