/// What an instance changes in one layer of the component it shows (JSON: an entry of the instance's
/// `overrides`, keyed by the layer's id in that component's document): the layer's properties, as a
/// rule's patch sets them (`characters`, `visible`, `fills`, `color`...), laid over the component's own
/// and its rules'; and, when the layer is itself an instance, the component it shows instead (a swap),
/// the values it sets on it and the overrides of its own layers, nested, so a layer inside a nested
/// instance is reached without a path syntax that a layer's name could also spell.
///
/// Any design system's instances use it; Figma's instance overrides (`overrides` and the overridden
/// children an INSTANCE carries) are one source of it.
package struct InstanceOverride: Hashable, Sendable {
    /// The layer's properties the instance sets (JSON: every key a rule's patch takes).
    package var patch: NodePatch
    /// For a layer that is an instance: the component shown in its place (JSON `component`).
    package var component: String?
    /// For a layer that is an instance: the property values it takes (JSON `properties`), Booleans as
    /// `on`/`off`, over the layer's own.
    package var properties: [String: String]
    /// For a layer that is an instance: overrides of its own layers, by their ids (JSON `overrides`).
    package var overrides: [String: InstanceOverride]

    /// An override of these properties, and for an instance layer its swap, values and inner overrides.
    package init(patch: NodePatch, component: String? = nil, properties: [String: String] = [:], overrides: [String: InstanceOverride] = [:]) {
        self.patch = patch
        self.component = component
        self.properties = properties
        self.overrides = overrides
    }

    /// These overrides with `inner` laid over them: an outer instance's override of a layer wins over
    /// the one the layer's own document gave it.
    package static func merged(_ base: [String: InstanceOverride], _ inner: [String: InstanceOverride]) -> [String: InstanceOverride] {
        var out = base
        for (id, over) in inner {
            guard let known = out[id] else {
                out[id] = over
                continue
            }
            out[id] = InstanceOverride(
                patch: known.patch.applying(over.patch), component: over.component ?? known.component,
                properties: known.properties.merging(over.properties) { _, new in new }, overrides: merged(known.overrides, over.overrides))
        }
        return out
    }
}
