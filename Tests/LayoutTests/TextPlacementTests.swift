import Geometry
import Testing
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText

/// Every text node's frame is its line box and its ink lies inside it; icons fill their node.
@Suite struct TextPlacementTests {
    static let configurations = Catalogue.standard.allConfigurations.map(\.name)

    /// Every shipped set's every variant.
    @Test func everyVariantOfEverySetIsLaidOut() {
        #expect(Catalogue.standard.sets.count == 8)
        #expect(Self.configurations.count == Catalogue.standard.sets.reduce(0) { $0 + $1.variants.count })
    }

    @Test(arguments: configurations)
    func inkLiesInsideTheLineBox(name: String) throws {
        let configuration = try Self.configuration(name)
        let tree = try Fixtures.engine().layout(configuration)
        for node in tree.allNodes {
            for paint in node.paints {
                switch paint {
                case .text(let run, let origin, _):
                    // The frame is the line box, or a value box (Stepper, Counter) holding the run centred.
                    #expect(node.frame.width >= run.width && node.frame.height == run.style.lineHeight, "\(node.name): frame is the line box")
                    let centred = abs((origin.x - node.frame.minX) - (node.frame.maxX - origin.x - run.width)) < 1e-9
                    #expect(origin.x == node.frame.minX || centred, "\(node.name): run starts at the frame or is centred in it")
                    let rule = FontMetrics.drawnBaseline(lineTop: node.frame.minY, lineHeight: node.frame.height, baselineOffset: run.baselineOffset)
                    #expect(origin.y == rule, "\(node.name): baseline on the rule")
                    guard !run.isEmpty, run.inkBounds != .zero else { continue }
                    let ink = run.inkBounds.offsetBy(dx: origin.x, dy: origin.y)
                    #expect(ink.minX >= node.frame.minX && ink.maxX <= node.frame.maxX, "\(name) \(node.name) '\(run.text)': ink \(ink) outside \(node.frame)")
                    #expect(ink.minY >= node.frame.minY && ink.maxY <= node.frame.maxY, "\(name) \(node.name) '\(run.text)': ink \(ink) outside \(node.frame)")
                case .icon(_, let box, _):
                    #expect(box == node.frame, "\(node.name): an icon fills its node")
                default:
                    continue
                }
            }
        }
    }

    @Test(arguments: configurations)
    func nodesStayInsideTheirParents(name: String) throws {
        let tree = try Fixtures.engine().layout(try Self.configuration(name))
        func check(_ node: LayoutNode) {
            for child in node.children {
                #expect(node.frame.contains(child.frame), "\(name): \(child.name) leaves \(node.name)")
                check(child)
            }
        }
        tree.nodes.forEach(check)
        for node in tree.nodes where node.name != "focusRing" {
            #expect(tree.frame.contains(node.frame), "\(name): \(node.name) leaves the frame")
        }
    }

    static func configuration(_ name: String) throws -> ComponentConfiguration {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        return try Catalogue.standard.configuration(set: parts[0], variant: parts[1])
    }
}
