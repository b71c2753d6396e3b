import Foundation
import SpecimenDocument

extension Renderer {
    /// The folder holding `designSystem`'s documents and data files: a user's folder, or Specimen's own under `Themes/`.
    package func folder(ofDesignSystem designSystem: String) -> URL {
        designSystems.first { $0.name == designSystem }?.url
            ?? home.themes.appendingPathComponent(ShippedThemes.folderName(designSystem: designSystem), isDirectory: true)
    }

    /// The picture `tree`'s backdrop fill (`{"image": "backdrop"}`) shows when the user gives no photo:
    /// the `backdrop.json` of its set's design system (`BackdropPicture`), read once per design system.
    /// Nil when the tree has no backdrop fill, or the design system no picture: nothing is drawn there.
    func backdropPicture(for tree: LayoutTree) throws -> BackdropPicture? {
        let floats = tree.allNodes.contains { node in node.paints.contains { if case .backdropImage = $0 { true } else { false } } }
        guard floats else { return nil }
        let system = tree.configuration.set.designSystem
        return try cachedBackdropPicture(ofDesignSystem: system) { try BackdropPicture.read(folder: folder(ofDesignSystem: system)) }
    }
}
