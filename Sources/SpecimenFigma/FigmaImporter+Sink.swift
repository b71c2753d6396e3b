extension FigmaImporter {
    /// Keeps only the component sets and components of each node on a page as a streamed reading hands
    /// it over (what `imported(_:)` finds, in the same order), so an import holds the components of a
    /// file, not its pages of instances.
    package struct ComponentSink: FigmaNodeSink {
        /// How many component sets and standalone components were kept.
        package private(set) var kept = 0

        package init() {}

        package mutating func take(_ node: FigmaNode, parent: FigmaNodeType?) -> [FigmaNode] {
            var found: [FigmaNode] = []
            FigmaImporter.collect(node, into: &found)
            kept += found.count
            return found
        }
    }

    /// Reads `path` for an import: its components only; a file with none, whose top-level frames are
    /// imported instead, is read a second time whole.
    package static func read(path: String) throws(FigmaError) -> FigmaFile {
        var sink = ComponentSink()
        let file = try FigmaFile.read(path: path, into: &sink)
        return sink.kept > 0 ? file : try FigmaFile.read(path: path)
    }
}
