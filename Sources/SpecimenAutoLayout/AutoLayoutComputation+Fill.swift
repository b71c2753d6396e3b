import Geometry

/// Steps 4 to 6 of an auto-layout frame: fill children take their share of each line, lines take
/// their counter sizes, counter-axis fill children stretch to them.
extension AutoLayoutComputation {
    /// Step 4, `resolveFillChildren`: the free space of one line shared by its fill children, each
    /// clamped by its min and max, clamped children frozen and the rest shared again (CSS flexbox's
    /// "resolve flexible lengths"). Each fill child starts from its flex base size, its padding along
    /// the axis (`fillBase`), and the free space is what the line leaves after those bases, as CSS's
    /// `flex: 1 1 0` with `box-sizing: border-box`: fill children with different paddings come out
    /// different sizes (Figma was thought to share equally; no evidence found, README).
    func resolveFillChildren(_ line: inout [Item], _ flow: Flow) {
        guard let innerPrimary = flow.innerPrimary, line.contains(where: \.fillsPrimary) else { return }
        let axis = flow.axis
        var fixedTotal = flow.gap * Double(max(0, line.count - 1))
        for item in line where !item.fillsPrimary { fixedTotal += item.base }
        var sizes = [Double?](repeating: nil, count: line.count)
        var unfrozen = line.indices.filter { line[$0].fillsPrimary }
        var paddings = [Double](repeating: 0, count: line.count)
        for i in unfrozen { paddings[i] = fillBase(line[i].id, line[i].style, flow).padding }
        var free = innerPrimary - fixedTotal
        while !unfrozen.isEmpty {
            let bases = unfrozen.reduce(0.0) { $0 + paddings[$1] }
            let share = max(0, free - bases) / Double(unfrozen.count)
            var violation = 0.0
            var clamped = [(index: Int, size: Double)]()
            for i in unfrozen {
                let style = line[i].style, target = paddings[i] + share
                let value = max(
                    paddings[i], Self.clamp(target, axis.primary(style.minWidth, style.minHeight), axis.primary(style.maxWidth, style.maxHeight)))
                clamped.append((i, value))
                violation += value - target
            }
            if violation == 0 {
                for item in clamped { sizes[item.index] = item.size }
                break
            }
            // Freeze the min violators when the total grew, the max violators when it shrank.
            let frozen = clamped.filter { violation > 0 ? $0.size > paddings[$0.index] + share : $0.size < paddings[$0.index] + share }
            for item in frozen {
                sizes[item.index] = item.size
                free -= item.size
            }
            unfrozen.removeAll { i in frozen.contains { $0.index == i } }
        }
        let counterSize = flow.wraps ? nil : flow.innerCounter
        for i in line.indices {
            guard let share = sizes[i] else { continue }
            let counterDecided: Double? =
                switch axis.counter(line[i].style.width, line[i].style.height) {
                case .fixed(let value): value
                case .fill: counterSize
                case .hug: nil
                }
            (line[i].frame, line[i].request) = size(line[i].id, flow, primary: share, counter: counterDecided)
            line[i].base = share
        }
    }

    /// Step 5, `resolveLineCrossSizes`: each line's counter size. A decided counter axis without wrap
    /// is one line of the inner size; otherwise the tallest child's (baseline alignment: the most
    /// above plus the most below the baselines); a hugging counter axis is that, clamped with padding.
    func resolveLineCrossSizes(_ lines: [[Item]], _ flow: Flow) -> [Double] {
        let axis = flow.axis, style = flow.style
        var lineSizes: [Double] = []
        for line in lines {
            var size = 0.0
            if !flow.wraps, let innerCounter = flow.innerCounter {
                size = innerCounter
            } else if flow.alignment == .baseline {
                size = Self.baselineExtent(line)
            } else {
                for item in line { size = max(size, axis.counter(item.frame.frame.size)) }
            }
            lineSizes.append(size)
        }
        if !flow.wraps, flow.innerCounter == nil {
            // A hugging counter axis: its size is the tallest child's, clamped; fill children take it.
            let content = lineSizes.first ?? 0
            let own = Extent(
                content + flow.crossStart + flow.crossEnd, min: axis.counter(style.minWidth, style.minHeight),
                max: axis.counter(style.maxWidth, style.maxHeight), floor: flow.crossStart + flow.crossEnd)
            lineSizes = [own.points - flow.crossStart - flow.crossEnd]
        }
        return lineSizes
    }

    /// The most above plus the most below the first baselines on a line (a child with none aligns its bottom).
    static func baselineExtent(_ line: [Item]) -> Double {
        var above = 0.0, below = 0.0
        for item in line {
            let b = item.frame.baseline ?? item.frame.frame.height
            above = max(above, b)
            below = max(below, item.frame.frame.height - b)
        }
        return above + below
    }

    /// Step 6, `stretchFillChildren`: counter-axis fill children take their line's size. A child
    /// sized with its counter axis undecided was sized as if it hugged that axis: it is sized again at
    /// its line's size even when the sizes already match, so its own fill children fill and a
    /// wrapping row wraps. Stretching can move a baseline, so a line sized by its content is as tall
    /// as its aligned children then need.
    /// Returns whether a stretched child that does not fill the primary axis changed its primary size
    /// (a wrapping row that wraps once stretched grows taller), so the fill children's shares must be
    /// found again (CSS sizes a stretched item at its stretched width before it resolves the column's
    /// flexible lengths).
    @discardableResult
    func stretchFillChildren(_ lines: inout [[Item]], lineSizes: inout [Double], _ flow: Flow) -> Bool {
        let axis = flow.axis
        var changed = false
        for l in lines.indices {
            for i in lines[l].indices
            where lines[l][i].fillsCounter
                && (flow.measuredUndecided || axis.counter(lines[l][i].frame.frame.size) != lineSizes[l])
            {
                let item = lines[l][i]
                let primary = axis.primary(item.frame.frame.size)
                let primarySizing = axis.primary(item.style.width, item.style.height)
                // A fill child counted at its flex base (`Flow.primaryStretching`) keeps that size too.
                let keeps = item.fillsPrimary || Self.isFixed(primarySizing) || (primarySizing == .fill && flow.primaryStretching)
                let primaryDecided: Double? = keeps ? primary : nil
                (lines[l][i].frame, lines[l][i].request) = size(item.id, flow, primary: primaryDecided, counter: lineSizes[l])
                let stretched = axis.primary(lines[l][i].frame.frame.size)
                if !item.fillsPrimary, abs(stretched - item.base) > 1e-9 {
                    lines[l][i].base = stretched
                    changed = changed || lines[l].contains(where: \.fillsPrimary)
                }
            }
        }
        guard flow.alignment == .baseline else { return changed }
        for l in lines.indices where flow.measuredUndecided {
            lineSizes[l] = max(lineSizes[l], Self.baselineExtent(lines[l]))
        }
        return changed
    }
}
