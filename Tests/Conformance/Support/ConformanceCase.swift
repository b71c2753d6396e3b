/// One tree of the conformance set, with the frames each reference engine gives it.
package struct ConformanceCase: Decodable, Sendable {
    package var name: String
    package var source: String
    package var root: ConformanceNode
    /// The Figma rules (`FigmaRule`) that rewrote the tree before the engines saw it; empty when the
    /// literal CSS reading already is Figma's answer.
    package var rules: [String]
    /// Per engine, [x, y, width, height] of every node in preorder, from the tree after `rules`.
    package var frames: [String: [[Double]]]
    /// Per engine, the frames of the literal reading, present only when `rules` is not empty.
    package var literal: [String: [[Double]]]?
    /// Per engine, the verdict's label Specimen had when the committed sample was taken (sample only).
    package var verdicts: [String: String]?

    /// A case made in code (tests of the detectors); files are decoded.
    package init(
        name: String, source: String, root: ConformanceNode, rules: [String], frames: [String: [[Double]]],
        literal: [String: [[Double]]]? = nil, verdicts: [String: String]? = nil
    ) {
        self.name = name
        self.source = source
        self.root = root
        self.rules = rules
        self.frames = frames
        self.literal = literal
        self.verdicts = verdicts
    }
}
