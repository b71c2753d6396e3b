import Specimen

/// `specimen layout`: the exact frame of every node, as JSON or as an indented outline.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "print a variant's layout: every node's frame in points"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, SubjectArguments.positionals, options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] =
        [
            .prop,
            .flag("json", #"JSON: {"set","variant","frame","bounds","nodes":[{"name","frame","children"}]}"#),
        ] + Option.tokenOptions + Option.localisation
    static let help = """
        \(usage.help())

        Prints the frame of every node of a variant, in points, relative to the component's top-left.
        A missing variant means the set's default variant. Quote names with spaces:
          specimen layout "Text Input" "Type=Password, State=Error" --prop 'Optional=off' --json

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        let localisation = try SubjectArguments.localisation(arguments)
        let subject = try SubjectArguments(arguments, usage: usage)
        let tree = try subject.renderer.layout(subject.configuration, localisation: localisation)
        if arguments.flag("json") {
            print(tree.json())
        } else {
            print(outline(tree))
        }
        return ExitStatus.success
    }

    /// A readable outline: one node a line, indented by depth.
    static func outline(_ tree: LayoutTree) -> String {
        var lines = ["\(ListCommand.name(tree.configuration))  frame \(format(tree.frame))  bounds \(format(tree.bounds))"]
        func walk(_ node: LayoutNode, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth + 1) + "\(node.name)  \(format(node.frame))")
            for child in node.children { walk(child, depth + 1) }
        }
        for node in tree.nodes { walk(node, 0) }
        return lines.joined(separator: "\n")
    }

    static func format(_ r: Rect) -> String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v) }
        return "x \(n(r.x)) y \(n(r.y)) \(n(r.width)) x \(n(r.height))"
    }
}
