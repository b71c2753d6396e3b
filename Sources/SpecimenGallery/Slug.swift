/// File and anchor names made from set and variant names: `Text Input` -> `text-input`,
/// `Type=Left Selection, State=Error` -> `type-left-selection-state-error`.
enum Slug {
    static func make(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in name.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash && !out.isEmpty { out += "-" }
                out.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "default" : out
    }
}
