/// What a streamed reading of a Figma response keeps of each node on a page: `check figma` checks a
/// page's frame as soon as it is read and keeps nothing of it, `import figma` keeps only the
/// components inside it, so neither holds a whole 600 MB file's tree at once.
package protocol FigmaNodeSink {
    /// Takes `node` once it is read with its whole subtree (a child of a DOCUMENT or a CANVAS, or a
    /// response's root that is neither) and returns what the file keeps in its place: nothing, the node
    /// itself, or nodes from inside it. `parent` is the type of the node it hangs from, nil for a root.
    mutating func take(_ node: FigmaNode, parent: FigmaNodeType?) -> [FigmaNode]
}

/// Keeps every node: the whole tree, as `FigmaFile.read(path:)` gives it.
package struct FigmaKeepAll: FigmaNodeSink {
    package init() {}

    package func take(_ node: FigmaNode, parent: FigmaNodeType?) -> [FigmaNode] { [node] }
}
