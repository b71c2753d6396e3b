/// One tree of the conformance set, with the frames each reference engine gives it.
public struct ConformanceCase: Decodable, Sendable {
    public var name: String
    public var source: String
    public var root: ConformanceNode
    /// The Figma rules (`FigmaRule`) that rewrote the tree before the engines saw it; empty when the
    /// literal CSS reading already is Figma's answer.
    public var rules: [String]
    /// Per engine, [x, y, width, height] of every node in preorder, from the tree after `rules`.
    public var frames: [String: [[Double]]]
    /// Per engine, the frames of the literal reading, present only when `rules` is not empty.
    public var literal: [String: [[Double]]]?
    /// Per engine, the verdict's label Specimen had when the committed sample was taken (sample only).
    public var verdicts: [String: String]?

    /// A case made in code (tests of the detectors); files are decoded.
    public init(
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
