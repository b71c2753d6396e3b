import Geometry
import Pixels
import SpecimenCatalogue
import SpecimenDocument
@testable import SpecimenScene
import SpecimenLayout
import SpecimenSupport
import SpecimenText
import SpecimenTokens

/// Shared inputs for the scene tests: the shipped themes, the shared text engine, hand-made trees.
enum SceneFixtures {
    static func theme(_ mode: String) throws -> Theme {
        try ThemeLibrary.theme(named: "appetite-\(mode)", mode: mode, home: try SpecimenHome.locate())
    }

    static func builder() throws -> SceneBuilder { SceneBuilder(text: try TextEngine.shared()) }

    static func configuration(_ set: String = "Text Input", _ variant: String = "State=Focused") throws -> ComponentConfiguration {
        try Catalogue.standard.configuration(set: set, variant: variant)
    }

    /// A tree whose frame is `frame` and whose only top-level node is `node`.
    static func tree(
        _ node: LayoutNode, frame: Rect = Rect(x: 0, y: 0, width: 120, height: 60),
        configuration: ComponentConfiguration? = nil
    ) throws -> LayoutTree {
        LayoutTree(configuration: try configuration ?? self.configuration(), frame: frame, nodes: [node])
    }

    /// A design system's backdrop picture: the shipped one of the sets these tests draw (its folder's
    /// `backdrop.json`), nil when it cannot be read (the test using it then fails on what it finds).
    static let backdropPicture: BackdropPicture? = try? BackdropPicture.read(folder: SpecimenHome.locate().themes.appendingPathComponent("appetite"))

    /// Builds `tree` in the given mode and scale, with the user's `backdrop` photo, or else `picture`.
    static func build(
        _ tree: LayoutTree, mode: String = "light", scale: Double = 1,
        background: SceneOptions.Background = .surface, backdrop: Pixmap? = nil, picture: BackdropPicture? = backdropPicture
    ) throws -> DisplayList {
        try builder().build(
            tree, theme: try theme(mode), options: SceneOptions(scale: scale, background: background, backdrop: backdrop, backdropPicture: picture))
    }
}

extension DisplayList {
    /// Every node, depth-first, groups before their children.
    var allNodes: [SceneNode] {
        func walk(_ nodes: [SceneNode]) -> [SceneNode] {
            nodes.flatMap { node -> [SceneNode] in
                if case .group(let group) = node { return [node] + walk(group.children) }
                return [node]
            }
        }
        return walk(nodes)
    }

    var paths: [ScenePath] { allNodes.compactMap { if case .path(let p) = $0 { p } else { nil } } }
    var images: [SceneImage] { allNodes.compactMap { if case .image(let i) = $0 { i } else { nil } } }
    var texts: [SceneText] { allNodes.compactMap { if case .text(let t) = $0 { t } else { nil } } }

    /// The group made for the layout node called `id`.
    func group(_ id: String) -> SceneGroup? {
        for node in allNodes { if case .group(let g) = node, g.id == id { return g } }
        return nil
    }
}

extension Path {
    /// Each contour as its own path.
    var contours: [Path] {
        var result: [[PathElement]] = []
        for element in elements {
            if case .move = element { result.append([]) }
            if result.isEmpty { result.append([]) }
            result[result.count - 1].append(element)
        }
        return result.map { Path($0) }
    }

    /// The end points of moves and lines (arcs and curves left out).
    var cornerPoints: [Point] {
        elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
    }
}

/// True when `value` lies on the device pixel grid of `scale`.
func isOnGrid(_ value: Double, scale: Double) -> Bool {
    abs(value * scale - (value * scale).rounded()) < 1e-9
}

func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}
