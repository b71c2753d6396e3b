import SpecimenSupport
import Foundation
import Geometry
import SpecimenAutoLayout
import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// Turns a Figma file's component sets and components into component documents (the format
/// `SpecimenDocument` reads) and token files, and says, node by node, what the format cannot hold.
///
/// - One document per COMPONENT_SET (the default variant is the tree; every other variant is a rule
///   `when` its variant values, patching the nodes that differ) and per COMPONENT outside a set.
/// - Properties from `componentPropertyDefinitions`: VARIANT, BOOLEAN, TEXT, INSTANCE_SWAP, named
///   without Figma's `#id` suffix. `componentPropertyReferences` bind `visible` and `characters`.
/// - Layout through `FigmaLayoutMapping` (the same rules `check figma` uses).
/// - A solid fill or stroke bound to a variable is a reference to the variable's token (its name, with
///   `--variables`); any other solid colour becomes a token of the imported file's own (`figma/...`).
/// - Layer opacity, blend modes and `relativeTransform` (rotation, flips, skew) are the document's
///   `opacity`, `blendMode` and `transform`; gradient paints are gradient fills with Figma's handles.
/// - A fill's or stroke's own `blendMode` is that paint's `blendMode`; `strokeDashes`, `strokeCap`,
///   `strokeJoin` and `strokeMiterAngle` are a stroke's `dashes`, `cap`, `join` and `miterLimit`.
/// - Dropped, each reported with the node: image fills, effects, LINEAR_BURN and LINEAR_DODGE, Figma's
///   arrow caps on a closed shape (a line's are its `markers`), rotation without a `relativeTransform`, boolean operations and vectors (their box is kept as an empty frame), stroke widths per
///   side on an ellipse or pill, clipping (the layout does not clip yet), a variant whose tree differs
///   from the default's. `strokeAlign`, `individualStrokeWeights` and `rectangleCornerRadii` map to a
///   stroke's `align` and `widths` and a radius per corner.
package struct FigmaImporter: Sendable {
    /// Folders whose font files are available (`Fonts/`, `--fonts DIR`); a font the file uses that
    /// none holds is reported with the face it is drawn in instead.
    let fontFolders: [URL]
    /// Where image fills' bytes are: `<imageRef>.png` files (`--images DIR`); nil: every image fill is
    /// reported and dropped.
    let imageFolder: URL?

    package init(fontFolders: [URL], imageFolder: URL? = nil) {
        self.fontFolders = fontFolders
        self.imageFolder = imageFolder
    }

    /// What an import produces: file names (inside the output folder) and their text, and the notes.
    package struct Result: Sendable {
        package var files: [(name: String, text: String)]
        /// One line per thing the documents could not hold, naming the node.
        package var dropped: [String]
        /// One line per font the file uses that no folder holds, naming the fallback drawn.
        package var missingFonts: [String]
        /// The documents' names, in file order.
        package var documents: [String]
        /// Image files (`images/<imageRef>.png`, inside the output folder) and their bytes.
        package var images: [(name: String, bytes: [UInt8])] = []
        /// One line per thing the import read differently from the file's own words: a node type
        /// Specimen does not know, read as its nearest kind; a page's frames taken as components.
        package var notes: [String] = []
    }

    /// Imports the roots: every set and standalone component, or only those whose id is in `only`.
    package func run(_ file: FigmaFile, only: [String], variables: FigmaVariables?) throws(FigmaError) -> Result {
        let imported = Self.imported(file)
        var found = imported.nodes
        let pages = imported.pages
        if !only.isEmpty {
            let ids = Set(found.map(\.id))
            for id in only where !ids.contains(id) {
                throw .file(file.source, "has no component set or component \(id); valid: \(found.map(\.id).joined(separator: ", "))")
            }
            found = found.filter { only.contains($0.id) }
        }
        guard !found.isEmpty else {
            throw .file(file.source, "holds no COMPONENT_SET, COMPONENT or top-level FRAME to import (a page's frames are imported when it has no component)")
        }
        var state = ImportState(variables: variables, fileName: file.name)
        state.styles = ImportState.styles(in: file.envelope)
        state.componentInfo = ImportState.componentInfo(in: file.envelope)
        var notes = file.notes
        if pages {
            let names = found.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            notes.append("the file holds no component: its \(found.count) top-level frame\(found.count == 1 ? "" : "s") imported as components: \(names)")
        }
        state.imageFolder = imageFolder
        // Listed once: each font file is opened to read its family, and the same list answers both the
        // import's line keeping and its missing-font report.
        let fontFiles = FigmaFont.files(in: fontFolders)
        state.fontFiles = fontFiles
        var files: [(String, String)] = []
        var names: [String] = []
        var read: [ComponentDocument] = []
        let chosen = Self.documentNames(found)
        state.components = Self.instanceTargets(found, names: chosen)
        state.mapping.keepsHidden = state.layersShownByInstances(in: found).union(state.layersShownByVariants(in: found))
        var written: [JSONValue] = []
        for (position, node) in found.enumerated() {
            let name = chosen[position]
            if name != node.name { state.note("\(node.name) (\(node.id)): a second component of this name, imported as \(name)") }
            written.append(try state.document(for: node, name: name, position: position + 1, designSystem: file.name, source: file.source))
        }
        // Overrides name the layers of the documents they reach, known once every document is written.
        for (position, node) in found.enumerated() {
            let name = chosen[position]
            let document = state.resolvingOverrides(written[position], owner: name)
            let fileName = Self.fileName(name)
            let text = FigmaJSONWriter.text(document)
            // The importer writes only what the document reader accepts: read it back.
            do { read.append(try DocumentReader.read(Array(text.utf8), file: fileName)) } catch {
                throw FigmaError("import of \(node.name) (\(node.id)) wrote a document Specimen does not read: \(error)")
            }
            files.append((fileName, text))
            names.append(name)
        }
        do { try DesignSystemFolder.check(read) } catch {
            throw FigmaError("import of \(file.source) wrote a folder Specimen does not read: \(error)")
        }
        for mode in variables?.modes ?? [] where variables?.themeMode(of: mode) == nil {
            state.note("variable mode \(mode.name) not written (Specimen draws a light and a dark mode; a file of a third would apply to both)")
        }
        files += state.tokenFiles(slug: Self.slug(file.name))
        return Result(
            files: files, dropped: state.dropped, missingFonts: missingFonts(state.fonts, files: fontFiles), documents: names, images: state.images, notes: notes)
    }

    /// Every imported component's Figma id (each variant of a set, each standalone component) with the
    /// document an instance of it shows, in which variant, and the properties that document has.
    static func instanceTargets(_ found: [FigmaNode], names: [String]) -> [String: InstanceTarget] {
        var out: [String: InstanceTarget] = [:]
        for (node, name) in zip(found, names) {
            var properties: Set<String> = []
            if case .object(let members)? = node.fields["componentPropertyDefinitions"] { for (key, _) in members { properties.insert(PropertyNames.clean(key)) } }
            let variants = node.type == .componentSet ? node.children.filter { $0.type == .component } : [node]
            for variant in variants {
                let values = node.type == .componentSet ? ImportState.variantValues(variant.name) : [:]
                properties.formUnion(values.keys)
                out[variant.id] = InstanceTarget(document: name, variant: values.mapValues { JSONValue.string($0) }, properties: [], main: variant)
            }
            for variant in variants {
                out[variant.id] = out[variant.id].map { InstanceTarget(document: $0.document, variant: $0.variant, properties: properties, main: $0.main) }
            }
        }
        return out
    }

    /// The document name of each root: Figma allows two components of one name, a design system does
    /// not, so the second is "Name 2".
    static func documentNames(_ found: [FigmaNode]) -> [String] {
        var used: Set<String> = [], chosen: [String] = []
        for node in found {
            var name = node.name, n = 2
            while used.contains(Self.fileName(name).lowercased()) { name = "\(node.name) \(n)"; n += 1 }
            used.insert(Self.fileName(name).lowercased())
            chosen.append(name)
        }
        return chosen
    }

    static func collect(_ node: FigmaNode, into found: inout [FigmaNode]) {
        switch node.type {
        case .componentSet, .component: found.append(node)
        default: for child in node.children { collect(child, into: &found) }
        }
    }

    /// What an import makes documents of: every component set and standalone component; or, in a file
    /// with none (a screen, a landing page), each top-level frame of a page or of a section on it, and
    /// `pages` true so the import says so.
    static func imported(_ file: FigmaFile) -> (nodes: [FigmaNode], pages: Bool) {
        var found: [FigmaNode] = []
        for root in file.roots { collect(root, into: &found) }
        guard found.isEmpty else { return (found, false) }
        for root in file.roots { collectFrames(root, into: &found) }
        return (found, true)
    }

    /// The frames a page shows at its top level: a CANVAS's frame children and those of its sections;
    /// a root that is itself a frame (a nodes response asking for one) is one.
    static func collectFrames(_ node: FigmaNode, into found: inout [FigmaNode]) {
        switch node.type {
        case .document, .canvas, .section: for child in node.children where child.visible { collectFrames(child, into: &found) }
        case .frame: found.append(node)
        default: break
        }
    }

    /// `Button / Primary` -> `Button-Primary.component.json`.
    static func fileName(_ name: String) -> String {
        let kept = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let collapsed = String(kept).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return (collapsed.isEmpty ? "Component" : collapsed) + ".component.json"
    }

    static func slug(_ name: String) -> String {
        let s = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let out = String(s).split(separator: "-").joined(separator: "-")
        return out.isEmpty ? "figma" : out
    }

    /// One line per family with a weight no folder has a file for (`files`, `FigmaFont.files(in:)`): the weights, what is drawn instead,
    /// the nodes that use it and how to provide it (`MissingFontFamily`, whose line a design system's documents say too).
    private func missingFonts(_ fonts: [FigmaFont: [String]], files: [String]) -> [String] {
        let missing = fonts.keys.sorted().filter { !$0.isAvailable(in: files) }
        let folders = fontFolders.map(\.lastPathComponent).joined(separator: " or ")
        return Dictionary(grouping: missing, by: \.family).sorted { $0.key < $1.key }.map { family, weights in
            let drawn = weights.map { $0.familyIsPresent(in: files) ? "\(family)'s nearest weight" : "Inter \($0.fallback.rawValue)" }.reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            let nodes = weights.flatMap { fonts[$0] ?? [] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return MissingFontFamily(family: family, weights: weights.map(\.weight), drawn: drawn, nodes: nodes, folders: folders, alternatives: ["with --fonts DIR"]).line
        }
    }
}

/// A font a text uses: family and weight.
struct FigmaFont: Hashable, Comparable {
    let family: String
    let weight: Int

    init(family: String, weight: Int) {
        self.family = family
        self.weight = weight
    }

    /// The font of a TEXT node's style (Inter 400 when it names none).
    init?(_ node: FigmaNode) {
        guard let style = node.fields["style"] else { return nil }
        family = if case .string(let s)? = style["fontFamily"] { s } else { "Inter" }
        weight = Int(min(1000, max(1, style["fontWeight"].flatMap(FigmaNode.double) ?? 400)))
    }

    var styleName: String { MissingFontFamily.styleName(weight: weight) }

    /// The Inter weight Specimen draws it in: the nearest it ships.
    var fallback: FontWeight { FontWeight.nearest(Double(weight)) }

    static func < (a: FigmaFont, b: FigmaFont) -> Bool { (a.family, a.weight) < (b.family, b.weight) }
}
