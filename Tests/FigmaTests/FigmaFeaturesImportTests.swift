import Geometry
import Foundation
import SpecimenDocument
import Specimen
import SpecimenFigma
import Testing

/// Effects, clip content, image fills, instances, vector geometry and Figma's DTCG variable export, as
/// `import figma` maps them, and what it reports node by node when it cannot.
@Suite struct FigmaFeaturesImportTests {
    static func file(_ json: String) throws -> FigmaFile {
        try FigmaFile.parse(Data(json.utf8), source: "features.json")
    }

    static func run(_ json: String, images: URL? = nil, variables: FigmaVariables? = nil) throws -> FigmaImporter.Result {
        try FigmaImporter(fontFolders: FigmaImportTests.fonts, imageFolder: images).run(try file(json), only: [], variables: variables)
    }

    static let box = #""absoluteBoundingBox": {"x": 0, "y": 0, "width": 40, "height": 40}"#
    static let white = #"{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}"#

    @Test func effectsAreImportedAndWhatIsNotIsSaid() throws {
        let result = try Self.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Card", \#(Self.box), "fills": [\#(Self.white)], "clipsContent": true,
             "layoutMode": "HORIZONTAL",
             "effects": [{"type": "DROP_SHADOW", "visible": true, "color": {"r": 0, "g": 0, "b": 0, "a": 0.25}, "offset": {"x": 0, "y": 4}, "radius": 8, "spread": 2},
                         {"type": "INNER_SHADOW", "visible": true, "color": {"r": 0, "g": 0, "b": 0, "a": 0.5}, "offset": {"x": 1, "y": 1}, "radius": 2},
                         {"type": "LAYER_BLUR", "visible": true, "radius": 4},
                         {"type": "BACKGROUND_BLUR", "visible": true, "radius": 12},
                         {"type": "LAYER_BLUR", "visible": true, "radius": 4, "blurType": "PROGRESSIVE"},
                         {"type": "DROP_SHADOW", "visible": false, "radius": 99}],
             "children": [{"id": "1:2", "type": "TEXT", "name": "Label", "characters": "Hi", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 12, "height": 16},
               "style": {"fontFamily": "Inter", "fontSize": 12, "fontWeight": 400, "lineHeightPx": 16},
               "effects": [{"type": "DROP_SHADOW", "visible": true, "color": {"r": 0, "g": 0, "b": 0, "a": 1}, "radius": 1}]}]}
            """#)
        let card = try #require(try FigmaImportTests.documents(result).first)
        #expect(card.root.properties.clipsContent == true)
        #expect(
            card.root.properties.effects == [
                .shadow(inner: false, color: "figma/color/00000040", x: 0, y: 4, blur: 8, spread: 2, behind: false),
                .shadow(inner: true, color: "figma/color/00000080", x: 1, y: 1, blur: 2, spread: 0),
                .layerBlur(radius: 4), .blurBehind(radius: 12), .layerBlur(radius: 4),
            ])
        #expect(
            result.dropped == [
                "Card / Card (1:1): progressive layer blur to 4 drawn as an even blur of radius 4 (the format blurs evenly)"
            ])
        // The text's shadow is its glyphs' (FigmaDrawingImportTests).
        #expect(card.root.children.first?.properties.effects == [.shadow(inner: false, color: "figma/color/000000", x: 0, y: 0, blur: 1, spread: 0, behind: false)])
    }

    @Test func anImageFillIsCopiedWithItsBytesAndReportedWithout() throws {
        let json = #"""
            {"id": "2:1", "type": "COMPONENT", "name": "Avatar", \#(Self.box),
             "fills": [{"type": "IMAGE", "imageRef": "abc123", "scaleMode": "FIT"}, {"type": "IMAGE", "imageRef": "missing9", "scaleMode": "TILE"}]}
            """#
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        try Data(png).write(to: folder.appendingPathComponent("abc123.png"))
        let result = try Self.run(json, images: folder)
        let avatar = try #require(try FigmaImportTests.documents(result).first)
        #expect(avatar.root.properties.fills == [DocumentFill(shape: .rectangle(radius: 0), imageFile: DocumentImage(file: "images/abc123.png", fit: .fit))])
        #expect(result.images.map(\.name) == ["images/abc123.png"] && result.images[0].bytes == png)
        #expect(
            result.dropped == [
                "Avatar / Avatar (2:1): image fill missing9 dropped (its bytes are not here: give --images DIR holding missing9.png, as GET /v1/files/:key/images lists them)"
            ])
        // With no images folder, each image fill is one line naming its node and its imageRef.
        let without = try Self.run(json)
        #expect(without.images.isEmpty)
        #expect(without.dropped.count == 2 && without.dropped.allSatisfy { $0.hasPrefix("Avatar / Avatar (2:1): image fill ") })
    }

    /// TILE with its scalingFactor, the REST API's STRETCH with an imageTransform (the editor's crop) and
    /// the plugin API's CROP are imported as the document's tile and crop fits; a STRETCH whose transform
    /// is the identity stays a stretch.
    @Test func tiledAndCroppedImageFillsKeepTheirScaleAndTransform() throws {
        let crop = "[[0.5, 0, 0.25], [0, 0.5, 0.5]]"
        let json = #"""
            {"id": "2:1", "type": "COMPONENT", "name": "Pattern", \#(Self.box),
             "fills": [{"type": "IMAGE", "imageRef": "abc123", "scaleMode": "TILE", "scalingFactor": 0.5},
                       {"type": "IMAGE", "imageRef": "abc123", "scaleMode": "STRETCH", "imageTransform": \#(crop)},
                       {"type": "IMAGE", "imageRef": "abc123", "scaleMode": "CROP", "imageTransform": \#(crop)},
                       {"type": "IMAGE", "imageRef": "abc123", "scaleMode": "STRETCH", "imageTransform": [[1, 0, 0], [0, 1, 0]]}]}
            """#
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: folder.appendingPathComponent("abc123.png"))
        let result = try Self.run(json, images: folder)
        let pattern = try #require(try FigmaImportTests.documents(result).first)
        let map = AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0.25, ty: 0.5)
        #expect(
            pattern.root.properties.fills?.map(\.imageFile) == [
                DocumentImage(file: "images/abc123.png", fit: .tile, tileScale: 0.5),
                DocumentImage(file: "images/abc123.png", fit: .crop, transform: map),
                DocumentImage(file: "images/abc123.png", fit: .crop, transform: map),
                DocumentImage(file: "images/abc123.png", fit: .stretch),
            ])
        #expect(result.dropped.isEmpty, "\(result.dropped)")
    }

    /// An instance with its own padding (Patagonia's carousel Button: 24 / 8 where its component has
    /// 32 / 16) overrides its root's layout, so it hugs its label at Figma's 109 x 33 rather than the
    /// component's padding around it.
    @Test func anInstancesOwnPaddingIsAnOverride() throws {
        let result = try FigmaImportTests.run("piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json")
        let carousel = try #require(try FigmaImportTests.documents(result).first { $0.name == "carousel content 2" })
        let button = try #require(carousel.allNodes.first { $0.kind == .instance && $0.name == "Button" })
        let own = try #require(button.overrides["Button"]?.patch)
        #expect(own.layout.padding == Insets(top: 8, left: 24, bottom: 8, right: 24))
        #expect(own.layoutFields.contains(.padding) && !own.layoutFields.contains(.gap))
    }

    @Test func anInstanceOfAnImportedComponentStaysAnInstance() throws {
        let result = try Self.run(
            #"""
            {"id": "0:1", "type": "CANVAS", "name": "Page", "children": [
              {"id": "3:1", "type": "COMPONENT_SET", "name": "Badge", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 20},
               "componentPropertyDefinitions": {"Tone": {"type": "VARIANT", "defaultValue": "Soft", "variantOptions": ["Soft", "Strong"]},
                                                "Label#3:9": {"type": "TEXT", "defaultValue": "New"}},
               "children": [
                {"id": "3:2", "type": "COMPONENT", "name": "Tone=Soft", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 20, "height": 12}, "fills": [\#(Self.white)]},
                {"id": "3:3", "type": "COMPONENT", "name": "Tone=Strong", "absoluteBoundingBox": {"x": 30, "y": 0, "width": 20, "height": 12}}]},
              {"id": "4:1", "type": "COMPONENT", "name": "Card", "layoutMode": "HORIZONTAL", \#(Self.box), "children": [
                {"id": "4:2", "type": "INSTANCE", "name": "tag", "componentId": "3:3", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 20, "height": 12},
                 "componentProperties": {"Tone": {"type": "VARIANT", "value": "Strong"}, "Label#3:9": {"type": "TEXT", "value": "Hot"}},
                 "children": [{"id": "I4:2;1", "type": "RECTANGLE", "name": "inner", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 2, "height": 2}}]},
                {"id": "4:3", "type": "INSTANCE", "name": "foreign", "componentId": "99:1", "absoluteBoundingBox": {"x": 20, "y": 0, "width": 10, "height": 10}}]}]}
            """#)
        let documents = try FigmaImportTests.documents(result)
        let card = try #require(documents.first { $0.name == "Card" })
        let tag = try #require(card.root.children.first)
        #expect(tag.kind == .instance && tag.component == "Badge")
        #expect(tag.componentProperties == ["Tone": "Strong", "Label": "Hot"])
        #expect(tag.children.isEmpty)
        #expect(card.root.children[1].kind == .frame)
        #expect(result.dropped.contains("Card / foreign (4:3): instance of a component this import does not hold kept as its layers"))
        #expect(!result.dropped.contains { $0.contains("I4:2;1") })
        try DesignSystemFolder.check(documents)
    }

    /// Patagonia (2021, before component properties) shows its Button in a carousel: an instance of the
    /// imported Button, whose text the designer overrode in place, kept as the instance's override.
    @Test func aRealFilesInstanceStaysAnInstanceAndItsTextOverrideIsReported() throws {
        let result = try FigmaImportTests.run("piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json")
        let documents = try FigmaImportTests.documents(result)
        let carousel = try #require(documents.first { $0.name == "carousel content 2" })
        let button = try #require(carousel.allNodes.first { $0.kind == .instance })
        #expect(button.component == "Button" && documents.contains { $0.name == "Button" })
        // The text layer is "asdfa sdfasdf" in the component; the instance shows "asdfa sdf" in it, and
        // draws its own frame with no fill and a 4 pt white stroke where the component's is filled white.
        #expect(documents.first { $0.name == "Button" }?.allNodes.first { $0.name == "asdfa sdfasdf" }?.properties.characters == .value("asdfa sdfasdf"))
        #expect(button.overrides["asdfa sdfasdf"]?.patch.characters == .value("asdfa sdf"))
        #expect(button.overrides["Button"]?.patch.fills == [] && button.overrides["Button"]?.patch.strokes?.map(\.width) == [4])
        #expect(!result.dropped.contains { $0.contains("(2:111)") })
    }

    /// Radix Icons, fetched with `?geometry=paths`: its icons are vectors drawn from their geometry.
    @Test func vectorGeometryBecomesVectorPaths() throws {
        let result = try FigmaImportTests.run("grida/radix-icons.trimmed.json")
        let documents = try FigmaImportTests.documents(result)
        let vectors = documents.flatMap(\.allNodes).filter { $0.kind == .vector }
        // 85 icons, each a vector but Drag Handle Dots 1, a group of 24 dots: a frame at the group's box
        // holding its 24 dots, each an ellipse at its offset.
        #expect(vectors.count == 84, "\(vectors.count) vectors")
        let dots = try #require(documents.first { $0.name == "Drag Handle Dots 1" }?.allNodes.first { $0.name == "Shapes" })
        #expect(dots.kind == .frame && dots.children.count == 24 && dots.children.allSatisfy { $0.kind == .ellipse })
        #expect(!result.dropped.contains { $0.contains("kept as an empty frame") })
        #expect(vectors.allSatisfy { !($0.properties.paths ?? []).isEmpty })
        #expect(!result.dropped.contains { $0.contains("kept as an empty frame at its box (the file has no vector geometry") })
    }

    /// A file fetched without `?geometry=paths` has no outline for its vectors: each draws nothing
    /// (never a box in the vector's paint) and is reported, keeping its place.
    @Test func aVectorWithoutGeometryDrawsNothing() throws {
        let json = #"""
            {"name": "Logos", "document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "children": [
              {"id": "1:1", "type": "COMPONENT", "name": "Logo", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 24, "height": 24},
               "fills": [], "children": [
                {"id": "1:2", "type": "VECTOR", "name": "Mark", "absoluteBoundingBox": {"x": 2, "y": 2, "width": 20, "height": 20},
                 "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}],
                 "strokes": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}], "strokeWeight": 2,
                 "effects": [{"type": "DROP_SHADOW", "visible": true, "radius": 4, "offset": {"x": 0, "y": 2}, "color": {"r": 0, "g": 0, "b": 0, "a": 0.5}}]}
              ]}]}]}}
            """#
        let file = try FigmaFile.parse(Data(json.utf8), source: "logos.json")
        let result = try FigmaImporter(fontFolders: FigmaImportTests.fonts).run(file, only: [], variables: nil)
        let mark = try #require(try FigmaImportTests.documents(result).first?.allNodes.first { $0.name == "Mark" })
        #expect(mark.kind == .frame)
        #expect(mark.properties.fills == nil && mark.properties.strokes == nil && mark.properties.effects == nil)
        #expect(result.dropped == ["Logo / Mark (1:2): vector not drawn, kept as an empty frame at its box (the file has no vector geometry: fetch it with ?geometry=paths)"])
    }

    @Test func figmasOwnDTCGExportGivesTheLightAndDarkTokenFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-dtcg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func export(_ surface: String, _ hex: String) -> String {
            #"""
            {"bg": {"Surface Base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": \#(surface), "alpha": 1, "hex": "\#(hex)"},
                      "$extensions": {"com.figma.variableId": "VariableID:1:2", "com.figma.scopes": ["ALL_FILLS"]}},
                    "Card": {"$type": "color", "$value": "{bg.Surface Base}", "$extensions": {"com.figma.variableId": "VariableID:1:3"}}},
             "space": {"$type": "number", "m": {"$value": 8, "$extensions": {"com.figma.variableId": "VariableID:1:4"}}}}
            """#
        }
        try Data(export("[1, 1, 1]", "#FFFFFF").utf8).write(to: folder.appendingPathComponent("Light.tokens.json"))
        try Data(export("[0, 0, 0]", "#000000").utf8).write(to: folder.appendingPathComponent("Dark.tokens.json"))
        let variables = try FigmaVariables.read(paths: [folder.appendingPathComponent("Light.tokens.json").path, folder.appendingPathComponent("Dark.tokens.json").path])
        #expect(variables.modes.map(\.name) == ["Light", "Dark"])
        let result = try Self.run(
            #"""
            {"id": "5:1", "type": "COMPONENT", "name": "Card", \#(Self.box),
             "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}, "boundVariables": {"color": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"}}}]}
            """#, variables: variables)
        #expect(result.files.map(\.name) == ["Card.component.json", "card-light.tokens.json", "card-dark.tokens.json"])
        #expect(try FigmaImportTests.documents(result).first?.root.properties.fills?.map(\.color) == ["bg/Card"])
        #expect(result.files[1].text.contains("\"Surface-Base\": {\"$type\": \"color\", \"$value\": \"#FFFFFF\"}"))
        #expect(result.files[2].text.contains("\"Surface-Base\": {\"$type\": \"color\", \"$value\": \"#000000\"}"))
        #expect(result.files[2].text.contains("\"Card\": {\"$type\": \"color\", \"$value\": \"{bg.Surface-Base}\"}"))
        #expect(result.files[1].text.contains("\"m\": {\"$type\": \"number\", \"$value\": 8}"))
        #expect(result.dropped.isEmpty)
    }

    /// Figma's default modes are "Mode 1", "Mode 2": the first is the light file, the second the dark.
    @Test func modesNotNamedLightOrDarkAreFirstLightThenDark() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (mode, hex) in [("Mode 1", "#111111"), ("Mode 2", "#EEEEEE"), ("Brand", "#FF0000")] {
            let url = folder.appendingPathComponent("\(mode).tokens.json")
            try Data(#"{"ink": {"$type": "color", "$value": "\#(hex)", "$extensions": {"com.figma.variableId": "VariableID:9:1"}}}"#.utf8).write(to: url)
            paths.append(url.path)
        }
        let variables = try FigmaVariables.read(paths: paths)
        let result = try Self.run(#"{"id": "6:1", "type": "COMPONENT", "name": "Ink", \#(Self.box), "fills": [\#(Self.white)]}"#, variables: variables)
        #expect(result.files.map(\.name) == ["Ink.component.json", "ink-light.tokens.json", "ink-dark.tokens.json"])
        #expect(result.files[2].text.contains("\"ink\": {\"$type\": \"color\", \"$value\": \"#EEEEEE\"}"))
        #expect(result.dropped == ["variable mode Brand not written (Specimen draws a light and a dark mode; a file of a third would apply to both)"])
    }
}

/// The imported documents themselves laid out (`FigmaDocumentCheck`), beside Figma's boxes: what
/// `check figma --design-system DIR` prints, drawn by a Renderer given the imported folder.
@Suite struct FigmaDocumentCheckTests {
    /// `file` imported into a new temporary folder (the caller removes it), read back as a design system.
    static func imported(_ file: FigmaFile) throws -> (url: URL, system: DesignSystemFolder, result: FigmaImporter.Result) {
        let result = try FigmaImporter(fontFolders: FigmaImportTests.fonts).run(file, only: [], variables: nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in result.files { try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name)) }
        return (folder, try DesignSystemFolder(url: folder), result)
    }

    @Test func radixIconsImportedLayOutAtFigmasBoxes() throws {
        let file = try FigmaFile.read(path: FigmaFixtures.path("grida/radix-icons.trimmed.json"))
        let (folder, system, _) = try Self.imported(file)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (report, failures) = try FigmaDocumentCheck().check(file, designSystems: [system], home: SpecimenHome.locate())
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        let nodes = report.roots.flatMap(\.nodes)
        let misses = nodes.filter { !$0.agrees }
        // 194 nodes (85 icons, their shapes, and the 24 dots of Drag Handle Dots 1's group): all at Figma's
        // box, the rotated shapes compared by their turned box (unturned, 5 missed).
        #expect(report.roots.count == 85, "\(report.roots.count)")
        #expect(nodes.count == 170 + 24, "\(nodes.count)")
        #expect(misses.count == 0, "\(misses.prefix(3))")
    }

    /// A variant whose layers differ from the default's keeps the default's layers (said in the
    /// import's notes), so its own extra layer has no node of its id and no frame, which the report says
    /// in both its forms (an infinite deviation once trapped converting to an integer, and was not JSON).
    @Test func aNodeWithoutAFrameIsReportedInValidJSON() throws {
        func box(_ x: Double, _ w: Double) -> String { #""absoluteBoundingBox": {"x": \#(x), "y": 0, "width": \#(w), "height": 10}"# }
        let json = #"""
            {"name": "Frameless", "document": {"id": "0:0", "type": "DOCUMENT", "name": "D", "children": [
             {"id": "0:1", "type": "CANVAS", "name": "P", "children": [
              {"id": "1:1", "type": "COMPONENT_SET", "name": "Chip", \#(box(0, 100)), "children": [
               {"id": "1:2", "type": "COMPONENT", "name": "Size=S", \#(box(0, 40)), "children": [
                {"id": "1:3", "type": "RECTANGLE", "name": "Dot", \#(box(0, 10))}]},
               {"id": "1:4", "type": "COMPONENT", "name": "Size=L", \#(box(50, 50)), "children": [
                {"id": "1:5", "type": "RECTANGLE", "name": "Dot", \#(box(50, 10))},
                {"id": "1:6", "type": "RECTANGLE", "name": "Extra", \#(box(70, 10))}]}]}]}]}}
            """#
        let file = try FigmaFile.parse(Data(json.utf8), source: "frameless.json")
        let (folder, system, result) = try Self.imported(file)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.dropped.contains { $0.contains("its layers differ from the default variant's") })
        let (report, _) = try FigmaDocumentCheck().check(file, designSystems: [system], home: SpecimenHome.locate())
        let frameless = report.roots.flatMap(\.nodes).filter { !$0.deviation.isFinite }
        #expect(frameless.map(\.name) == ["Extra"])
        let json2 = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        #expect(json2?["roots"] != nil)
        #expect(report.json.components(separatedBy: "\"deviation\": null").count - 1 == 1)
        #expect(!report.text.contains("inf"))
    }

    /// The two piglovesyou/fig files set in Roboto, imported with Roboto in the folder's fonts/ (Debian's
    /// fonts-roboto-unhinted, kept beside the fixtures): every node at Figma's box, the hugging texts as
    /// wide as their advance rounded up to a whole point, the carousel Button with its own padding.
    @Test(arguments: [("piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json", 5), ("piglovesyou-fig/QAIja81RKgYhQnIIJ0h9PJ.file.json", 3)])
    func robotoFilesImportedWithTheirFontLayOutAtFigmasBoxes(_ name: String, _ count: Int) throws {
        let roboto = FigmaFixtures.root.appendingPathComponent("Tests/FigmaTests/Fixtures/fonts-roboto")
        let file = try FigmaFile.read(path: FigmaFixtures.path(name))
        let result = try FigmaImporter(fontFolders: FigmaImportTests.fonts + [roboto]).run(file, only: [], variables: nil)
        #expect(result.missingFonts.allSatisfy { !$0.contains("Roboto") }, "\(result.missingFonts)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-roboto-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        for file in result.files { try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name)) }
        for face in ["Roboto-Regular.ttf", "Roboto-Bold.ttf"] {
            try FileManager.default.copyItem(at: roboto.appendingPathComponent(face), to: folder.appendingPathComponent("fonts/" + face))
        }
        let (report, _) = try FigmaDocumentCheck().check(file, designSystems: [try DesignSystemFolder(url: folder)], home: SpecimenHome.locate())
        let nodes = report.roots.flatMap(\.nodes)
        #expect(report.autoLayoutNodes.count == count)
        let misses = nodes.filter { !$0.agrees }.map(\.name)
        #expect(!nodes.isEmpty && misses.isEmpty, "\(misses)")
    }

    /// The toggle switch's "On" variants show a knob the default hides: the import keeps it hidden in
    /// the default and the On variants' rules show it, so every node has its frame at Figma's box.
    @Test func aLayerAVariantShowsIsImportedHiddenAndShownByItsRule() throws {
        let file = try FigmaFile.read(path: FigmaFixtures.path("unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json"))
        let (folder, system, _) = try Self.imported(file)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (report, _) = try FigmaDocumentCheck().check(file, designSystems: [system], home: SpecimenHome.locate())
        let nodes = report.roots.flatMap(\.nodes)
        #expect(nodes.count == 30 && nodes.allSatisfy(\.agrees), "\(nodes.count) \(nodes.filter { !$0.agrees }.map(\.name))")
    }
}
