import Specimen

/// `specimen list`: every variant, one per line.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list every component variant, one per line (<Set>/<Variant>)"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] = [Option.set.described("only that set's variants")]
    static let help = """
        \(usage.help())

        Prints one line per variant, as '<Set>/<Variant>', in the spec's order:
          Text Input/Type=Default, State=Placeholder
        The first '/' ends the set's name: a '/' in the name itself (Figma's "Button / Primary") is
        written %2F, and a '%' %25, as in its goldens' folder, so a variant's '/' ("State=Default/Off")
        is never read as one.

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let catalogue = try SubjectArguments.catalogue(arguments)
        let sets = try arguments.value("set").map { [try catalogue.all.set(named: $0)] } ?? catalogue.own
        var out = ""
        for set in sets {
            let name = Self.unambiguous(set.name)
            for variant in set.variants { out += "\(name)/\(variant.name)\n" }
        }
        print(out, terminator: "")
        return ExitStatus.success
    }

    /// `Set/Variant` as every command prints a configuration, the set's name `unambiguous`.
    static func name(_ configuration: ComponentConfiguration) -> String { unambiguous(configuration.set.name) + "/" + configuration.variant.name }

    /// A set's name with `%` and `/` escaped as `GoldenPath` escapes them, so the first `/` of a line
    /// is the one between set and variant.
    static func unambiguous(_ name: String) -> String {
        name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }
}
