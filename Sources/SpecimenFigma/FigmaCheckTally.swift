/// The counts a check report prints, taken in one pass over its roots' nodes without copying them: a
/// streamed 600 MB file's report holds 900,000 node results, and filtering copies of them for each
/// count held two more of everything at the peak.
struct FigmaCheckTally {
    var autoLayout = 0, autoLayoutWithin = 0
    var sized = 0, sizedWithin = 0
    var constrained = 0, constrainedWithin = 0
    var measured = 0, measuredWithin = 0

    init(_ roots: [FigmaRootResult]) {
        for root in roots {
            for node in root.nodes {
                let within = node.agrees ? 1 : 0
                if node.autoLayout {
                    autoLayout += 1
                    autoLayoutWithin += within
                    if node.sizedByEngine {
                        sized += 1
                        sizedWithin += within
                    }
                } else if !node.isRoot {
                    constrained += 1
                    constrainedWithin += within
                }
                if node.textSizing == .measured {
                    measured += 1
                    measuredWithin += within
                }
            }
        }
    }

    /// The share of auto-layout nodes within the tolerance, 0...1 (1 when there are none).
    var agreement: Double { autoLayout == 0 ? 1 : Double(autoLayoutWithin) / Double(autoLayout) }
}
