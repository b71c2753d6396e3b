/// A role a design system adds to the generic ones, declared in `roles.json` beside its documents
/// (`DeclaredRoles`), with the generic behaviour the later stages read from it instead of from its
/// name: whether the audit measures it as something a person taps or types into, whether it may lie
/// outside its parent, whether redlines measure it. So no stage knows a design system's roles, and a
/// document's `role` is either a generic one or one its own folder declares.
public struct DeclaredRole: Hashable, Sendable {
    /// The role's name: a document's `role`, SVG's `data-role` and the layout JSON's `role` ("chip").
    public let name: String
    /// True for what a person taps or types into: the audit measures it against touch targets (WCAG 2.5.8).
    package let interactive: Bool
    /// True for a node that may lie outside its parent, as the focus ring does around its shape.
    package let drawsOutsideParent: Bool
    /// False for an effect a designer would not measure (as the focus ring): redlines leave it out.
    package let measured: Bool

    package init(name: String, interactive: Bool = false, drawsOutsideParent: Bool = false, measured: Bool = true) {
        self.name = name
        self.interactive = interactive
        self.drawsOutsideParent = drawsOutsideParent
        self.measured = measured
    }
}
