extension FigmaLayoutCheck {
    /// Checks each node on a page as a streamed reading hands it over and keeps nothing of it, so
    /// `check figma` holds one page's frame at a time, never the file (`FigmaFile.read(path:into:)`).
    /// The roots and their order are `check(_:)`'s: a root's check reads only its own subtree.
    package struct Sink: FigmaNodeSink {
        let check: FigmaLayoutCheck
        /// Every root checked so far, in file order.
        package private(set) var roots: [FigmaRootResult] = []

        package init(_ check: FigmaLayoutCheck) { self.check = check }

        package mutating func take(_ node: FigmaNode, parent: FigmaNodeType?) -> [FigmaNode] {
            roots += check.results(top: node, parent: parent)
            return []
        }

        /// The report of `file`, read through this sink.
        package func report(_ file: FigmaFile) -> FigmaCheckReport {
            FigmaCheckReport(fileName: file.name, source: file.source, shape: file.shape, roots: roots)
        }
    }

    /// The roots inside `node` (a page's child or a response's root), checked; `parent` is the type of
    /// what it hangs from, a page (CANVAS) or the DOCUMENT, nil for a root.
    func results(top node: FigmaNode, parent: FigmaNodeType?) -> [FigmaRootResult] {
        // Roots are found by their parent's type and auto layout only, and a page has no auto layout.
        let page = parent.map { FigmaNode(id: "", name: "", type: $0, visible: true, children: [], box: nil, fields: .object([])) }
        var found: [(FigmaNode, FigmaRootKind)] = []
        collectRoots(node, parent: page, insideRoot: false, into: &found)
        let stopAt = Set(found.map(\.0.id))
        return found.map { check($0.0, kind: $0.1, stopAt: stopAt) }
    }
}
