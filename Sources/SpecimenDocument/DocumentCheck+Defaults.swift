/// A rule's defaults name properties that exist and can take a default (a Variant is chosen, never
/// defaulted), with a valid value for a Boolean.
extension DocumentCheck {
    func defaults(of rule: DocumentRule, properties: [String: DocumentProperty]) throws(DocumentError) {
        for (name, value) in rule.defaults.sorted(by: { $0.key < $1.key }) {
            let at = "\(rule.path).defaults.\(name)"
            guard let property = properties[name] else {
                throw reader.fail(at, "no property \"\(name)\"\(Self.near(name, Array(properties.keys)))")
            }
            guard property.kind != .variant else {
                throw reader.fail(at, "\(name) is a variant property: a rule's \"when\" chooses it, a default cannot")
            }
            if property.kind == .boolean, value != "on", value != "off" {
                throw reader.fail(at, "\"\(value)\" is not a value of \(name) (valid: true, false)")
            }
        }
    }
}
