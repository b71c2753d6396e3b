import Foundation

/// Node names, unique in a document: Figma's name, and ` 2`, ` 3` for repeats, given by tree position
/// so every variant's node at the same place has the same name.
struct NodeNames {
    private var byPath: [[Int]: String] = [:]
    private var used: Set<String> = []

    mutating func name(for figmaName: String, at path: [Int]) -> String {
        if let known = byPath[path] { return known }
        let base = figmaName.trimmingCharacters(in: .whitespaces).isEmpty ? "layer" : figmaName
        var name = base, n = 2
        while used.contains(name) { name = "\(base) \(n)"; n += 1 }
        used.insert(name)
        byPath[path] = name
        return name
    }
}
