/// The four shapes Figma's gradients take, by how their unit space gives the parameter `t`: `x`
/// (linear), the distance from the centre (radial), the angle from the first axis towards the second
/// over a full turn (angular), `|x| + |y|` (diamond). Documents, layout and the scene name them alike.
package enum GradientKind: String, Hashable, Sendable, CaseIterable {
    case linear, radial, angular, diamond
}
