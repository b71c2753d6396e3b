import Foundation
import Specimen
import SpecimenDocument

extension FigmaDocumentCheck {
    /// The check of the design-system folders `import figma` wrote: each document of every folder laid
    /// out by a Renderer given the folders (their tokens, fonts and components), as `render
    /// --design-system DIR...` draws it.
    package func check(_ file: FigmaFile, designSystems: [DesignSystemFolder], home: SpecimenHome) throws -> (report: FigmaCheckReport, failures: [String]) {
        let renderer = try Renderer(home: home, designSystems: designSystems)
        return check(file, documents: designSystems.flatMap(\.documents)) { document, variant in
            let set = try renderer.catalogue.set(named: document.name)
            return try renderer.layout(ComponentConfiguration(set: set, variant: try variant.map { try set.variant(named: $0) }))
        }
    }
}
