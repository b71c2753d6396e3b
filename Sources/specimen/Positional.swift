/// A word a command takes by position (`<Set>`, `FILE|-`, `figma`), declared beside its options so
/// its usage line and the count of words it accepts are both made from the declaration.
struct Positional: Sendable {
    /// How the word reads in a usage line: a placeholder (`<Set>`, `A.png`) or a literal (`figma`).
    let name: String
    /// May be left out (`[<Variant>]`); only trailing words may be.
    let isOptional: Bool
    /// Taken one or more times (`RESULTS...`); only the last word may be.
    let isRepeatable: Bool

    /// A word that must be given.
    init(_ name: String) { self.init(name, optional: false, repeatable: false) }

    private init(_ name: String, optional: Bool, repeatable: Bool) {
        self.name = name
        isOptional = optional
        isRepeatable = repeatable
    }

    /// A word that may be left out: `[<Variant>]`.
    static func optional(_ name: String) -> Positional { Positional(name, optional: true, repeatable: false) }

    /// A word given once or more: `RESULTS...`.
    static func repeatable(_ name: String) -> Positional { Positional(name, optional: false, repeatable: true) }

    /// The word as a usage line shows it.
    var usage: String { isOptional ? "[\(name)]" : name + (isRepeatable ? "..." : "") }
}
