import Foundation
import SpecimenSupport

/// Figma's component property keys (`Label#12:3`) and the names the document gives them (`Label`).
struct PropertyNames {
    private var names: [String: String] = [:]

    init(_ definitions: JSONValue?) {
        if case .object(let members)? = definitions { for (key, _) in members { names[key] = Self.clean(key) } }
    }

    /// `Label#12:3` -> `Label`.
    static func clean(_ key: String) -> String {
        guard let hash = key.lastIndex(of: "#") else { return key }
        return String(key[..<hash])
    }

    func name(_ key: String) -> String? { names[key] }
}
