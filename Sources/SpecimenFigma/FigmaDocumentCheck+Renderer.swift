import Foundation
import Specimen
import SpecimenDocument
import SpecimenFigma

extension FigmaDocumentCheck {
    /// The check of a design-system folder `import figma` wrote: each document laid out by a Renderer
    /// given the folder (its tokens, fonts and components), as `render --design-system DIR` draws it.
    package func check(_ file: FigmaFile, designSystem: DesignSystemFolder, home: SpecimenHome) throws -> (report: FigmaCheckReport, failures: [String]) {
        let renderer = try Renderer(home: home, designSystems: [designSystem])
        return check(file, documents: designSystem.documents) { document, variant in
            let set = try renderer.catalogue.set(named: document.name)
            return try renderer.layout(ComponentConfiguration(set: set, variant: try variant.map { try set.variant(named: $0) }))
        }
    }
}
