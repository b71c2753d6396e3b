import Geometry

/// The algorithm, in the order it runs, each step a function named after it:
/// 1. `resolveOwnSize`: a node's decided size on each axis, clamped by its min and max.
/// 2. `measureChildren`: each in-flow child's hypothetical size (fill children on a decided primary
///    axis start from their min size; everything else is laid out as it hugs or is fixed).
/// 3. `breakLines`: one line, or (wrap) as many as the inner width holds.
/// 4. `resolveFillChildren`: per line, fill children share the free space (CSS's freeze loop for min/max).
/// 5. `resolveLineCrossSizes`: each line's counter size (baseline alignment adds above and below).
/// 6. `stretchFillChildren`: counter-axis fill children take their line's counter size.
/// 7. `hugOwnSize`: a hugging axis becomes the content's size plus padding, clamped.
/// 8. `placeChildren`: primary alignment along each line, counter alignment within it, lines stacked.
/// 9. `placeAbsoluteChildren`: absolute children by their constraints against the final frame.
enum AutoLayoutComputation {
    /// Lays out `node` with the given decided border-box sizes (nil: the axis hugs); origin (0, 0).
    static func layout(_ node: AutoLayoutNode, width: Double?, height: Double?, cap: Size? = nil) -> AutoLayoutFrame {
        var style = node.style
        // A shrinking child measured again within the room its line left it.
        if let cap {
            style.maxWidth = min(style.maxWidth ?? .infinity, cap.width)
            style.maxHeight = min(style.maxHeight ?? .infinity, cap.height)
        }
        var node = node
        node.style = style
        let width = width.map { clamp($0, style.minWidth, style.maxWidth) }
        let height = height.map { clamp($0, style.minHeight, style.maxHeight) }
        if node.children.isEmpty { return leaf(node, width: width, height: height) }
        switch style.direction {
        case .none: return free(node, width: width, height: height)
        case .horizontal: return flow(node, axis: .horizontal, width: width, height: height)
        case .vertical: return flow(node, axis: .vertical, width: width, height: height)
        }
    }

    // MARK: Leaves

    /// A measured leaf: a decided axis is passed to the closure as the content box's size; a hugging
    /// axis is the measured content plus padding, capped by the node's max.
    static func leaf(_ node: AutoLayoutNode, width: Double?, height: Double?) -> AutoLayoutFrame {
        let style = node.style, padding = style.padding
        let horizontal = padding.left + padding.right, vertical = padding.top + padding.bottom
        var measured = LeafMeasurement(width: 0, height: 0)
        if let measure = node.measure, width == nil || height == nil {
            let proposal = LeafProposal(
                width: width.map { max(0, $0 - horizontal) },
                height: height.map { max(0, $0 - vertical) },
                maxWidth: max(0, (style.maxWidth ?? .infinity) - horizontal),
                maxHeight: max(0, (style.maxHeight ?? .infinity) - vertical))
            measured = measure(proposal)
        } else if let measure = node.measure, let width, let height {
            // Both axes decided: the size is known, but the leaf still reports its baseline.
            measured = measure(LeafProposal(width: max(0, width - horizontal), height: max(0, height - vertical)))
        }
        let w = width ?? clamp(measured.width + horizontal, style.minWidth, style.maxWidth)
        let h = height ?? clamp(measured.height + vertical, style.minHeight, style.maxHeight)
        return AutoLayoutFrame(frame: Rect(x: 0, y: 0, width: w, height: h), baseline: measured.baseline.map { $0 + padding.top })
    }

    // MARK: Auto layout (horizontal and vertical)

    /// One in-flow child while its line is laid out.
    struct Item {
        let index: Int
        let style: AutoLayoutStyle
        var frame: AutoLayoutFrame
        /// The child fills the primary axis of a parent whose primary size is decided.
        let fillsPrimary: Bool
        /// The child fills the counter axis (stretches to its line).
        let fillsCounter: Bool
        /// The size used for line breaking and distribution before fill is resolved.
        var base: Double
    }

    static func flow(_ node: AutoLayoutNode, axis: Axis, width: Double?, height: Double?) -> AutoLayoutFrame {
        let style = node.style
        let padding = style.padding
        let padStart = axis.primaryStart(padding), padEnd = axis.primaryEnd(padding)
        let crossStart = axis.counterStart(padding), crossEnd = axis.counterEnd(padding)
        let ownPrimary = axis.primary(width, height), ownCounter = axis.counter(width, height)
        let innerPrimary = ownPrimary.map { $0 - padStart - padEnd }
        let innerCounter = ownCounter.map { $0 - crossStart - crossEnd }
        let gap = style.primaryAlignment == .spaceBetween ? 0 : style.gap
        let wraps = style.wrap && axis == .horizontal && innerPrimary != nil
        let alignment = axis == .vertical && style.counterAlignment == .baseline ? .start : style.counterAlignment

        // 2. measureChildren
        var items: [Item] = []
        for (index, child) in node.children.enumerated() where child.style.positioning == .auto {
            let primarySizing = axis.primary(child.style.width, child.style.height)
            let counterSizing = axis.counter(child.style.width, child.style.height)
            let fillsPrimary = primarySizing == .fill && innerPrimary != nil
            let fillsCounter = counterSizing == .fill
            let counterDecided: Double? =
                switch counterSizing {
                case .fixed(let value): value
                case .fill: wraps ? nil : innerCounter
                case .hug: nil
                }
            let primaryDecided: Double? = if case .fixed(let value) = primarySizing { value } else { nil }
            if fillsPrimary {
                let minimum = clamp(0, axis.primary(child.style.minWidth, child.style.minHeight), axis.primary(child.style.maxWidth, child.style.maxHeight))
                items.append(
                    Item(
                        index: index, style: child.style, frame: AutoLayoutFrame(frame: .zero), fillsPrimary: true,
                        fillsCounter: fillsCounter, base: minimum))
            } else {
                let frame = layout(child, width: axis.width(primaryDecided, counterDecided), height: axis.height(primaryDecided, counterDecided))
                items.append(
                    Item(
                        index: index, style: child.style, frame: frame, fillsPrimary: false,
                        fillsCounter: fillsCounter, base: axis.primary(frame.frame.size)))
            }
        }

        capSharedChildren(&items, of: node, axis: axis, innerPrimary: innerPrimary, innerCounter: innerCounter, gap: gap, wraps: wraps)

        // 2b. shrinkChildren: on one line with a decided primary size, overflow is taken from shrinking
        // hugging children in order (`shrinkOrder`, then as they appear), each measured again within what is left to it.
        if !wraps, let innerPrimary {
            var overflow = items.reduce(0) { $0 + $1.base } + gap * Double(max(0, items.count - 1)) - innerPrimary
            for i in shrinkingOrder(items) where overflow > 0 && items[i].style.shrinks && !items[i].fillsPrimary {
                let room = max(0, items[i].base - overflow)
                let child = node.children[items[i].index]
                let counterDecided = axis.counter(items[i].frame.frame.size)
                let counterSizing = axis.counter(child.style.width, child.style.height)
                let decided: Double? = Self.isFixed(counterSizing) || (counterSizing == .fill && innerCounter != nil) ? counterDecided : nil
                let frame = layout(
                    child, width: axis.width(nil, decided), height: axis.height(nil, decided),
                    cap: axis.size(primary: room, counter: .infinity))
                overflow -= items[i].base - axis.primary(frame.frame.size)
                items[i].frame = frame
                items[i].base = axis.primary(frame.frame.size)
            }
        }

        // 3. breakLines
        var lines: [[Item]] = []
        if wraps, let innerPrimary {
            var line: [Item] = [], used = 0.0
            for item in items {
                if !line.isEmpty, used + gap + item.base > innerPrimary {
                    lines.append(line)
                    line = []
                    used = 0
                }
                used += (line.isEmpty ? 0 : gap) + item.base
                line.append(item)
            }
            if !line.isEmpty { lines.append(line) }
        } else {
            lines = [items]
        }

        // 4. resolveFillChildren
        for l in lines.indices {
            resolveFillChildren(
                &lines[l], nodes: node.children, axis: axis, innerPrimary: innerPrimary, gap: gap,
                counterSize: wraps ? nil : innerCounter)
        }

        // 5. resolveLineCrossSizes, 6. stretchFillChildren
        var lineSizes: [Double] = []
        for l in lines.indices {
            var size = 0.0
            if !wraps, let innerCounter {
                size = innerCounter
            } else if alignment == .baseline {
                var above = 0.0, below = 0.0
                for item in lines[l] {
                    let b = item.frame.baseline ?? item.frame.frame.height
                    above = max(above, b)
                    below = max(below, item.frame.frame.height - b)
                }
                size = above + below
            } else {
                for item in lines[l] { size = max(size, axis.counter(item.frame.frame.size)) }
            }
            lineSizes.append(size)
        }
        if !wraps, innerCounter == nil {
            // A hugging counter axis: its size is the tallest child's, clamped; fill children take it.
            let content = lineSizes.first ?? 0
            let own = clamp(content + crossStart + crossEnd, axis.counter(style.minWidth, style.minHeight), axis.counter(style.maxWidth, style.maxHeight))
            lineSizes = [own - crossStart - crossEnd]
        }
        // A child measured with its counter axis undecided (wrapping lines, or a hugging counter axis) was
        // laid out as if it hugged that axis: lay it out again at its line's size even when the sizes
        // already match, so its own fill children fill and a wrapping row wraps.
        let measuredUndecided = wraps || innerCounter == nil
        for l in lines.indices {
            for i in lines[l].indices
            where lines[l][i].fillsCounter
                && (measuredUndecided || axis.counter(lines[l][i].frame.frame.size) != lineSizes[l])
            {
                let item = lines[l][i]
                let primary = axis.primary(item.frame.frame.size)
                let primaryDecided: Double? = item.fillsPrimary || isFixed(axis.primary(item.style.width, item.style.height)) ? primary : nil
                lines[l][i].frame = layout(
                    node.children[item.index], width: axis.width(primaryDecided, lineSizes[l]),
                    height: axis.height(primaryDecided, lineSizes[l]))
            }
        }
        if alignment == .baseline {
            // Stretching can move a baseline; the line is as tall as its aligned children need.
            for l in lines.indices where wraps || innerCounter == nil {
                var above = 0.0, below = 0.0
                for item in lines[l] {
                    let b = item.frame.baseline ?? item.frame.frame.height
                    above = max(above, b)
                    below = max(below, item.frame.frame.height - b)
                }
                lineSizes[l] = max(lineSizes[l], above + below)
            }
        }

        // 7. hugOwnSize
        var contentPrimary = 0.0
        for line in lines {
            var used = 0.0
            for (i, item) in line.enumerated() { used += (i == 0 ? 0 : gap) + axis.primary(item.frame.frame.size) }
            contentPrimary = max(contentPrimary, used)
        }
        let crossGap = style.alignContent == .spaceBetween ? 0 : style.crossGap
        let contentCounter = lineSizes.reduce(0, +) + crossGap * Double(max(0, lines.count - 1))
        let primarySize =
            ownPrimary
            ?? clamp(
                max(0, contentPrimary) + padStart + padEnd,
                axis.primary(style.minWidth, style.minHeight), axis.primary(style.maxWidth, style.maxHeight))
        let counterSize =
            ownCounter
            ?? clamp(
                contentCounter + crossStart + crossEnd,
                axis.counter(style.minWidth, style.minHeight), axis.counter(style.maxWidth, style.maxHeight))
        let inner = (primary: primarySize - padStart - padEnd, counter: counterSize - crossStart - crossEnd)

        // 8. placeChildren
        var frames = [AutoLayoutFrame?](repeating: nil, count: node.children.count)
        var lineOffset = 0.0, lineSpacing = crossGap
        let lineFree = inner.counter - lineSizes.reduce(0, +) - crossGap * Double(max(0, lines.count - 1))
        if lines.count > 1 || wraps {
            if style.alignContent == .spaceBetween {
                lineSpacing = lines.count > 1 && lineFree > 0 ? lineFree / Double(lines.count - 1) : 0
            } else {
                lineOffset = offset(free: lineFree, alignment)
            }
        }
        var cross = crossStart + lineOffset
        var baseline: Double?
        for (l, line) in lines.enumerated() {
            let lineSize = lineSizes[l]
            let sizes = line.map { axis.primary($0.frame.frame.size) }
            let total = sizes.reduce(0, +)
            var spacing = gap, start = 0.0
            switch style.primaryAlignment {
            case .spaceBetween:
                spacing = line.count > 1 && inner.primary > total ? (inner.primary - total) / Double(line.count - 1) : 0
            case .start, .center, .end:
                let free = inner.primary - total - gap * Double(max(0, line.count - 1))
                start = style.primaryAlignment == .center ? free / 2 : style.primaryAlignment == .end ? free : 0
            }
            var above = 0.0
            if alignment == .baseline { for item in line { above = max(above, item.frame.baseline ?? item.frame.frame.height) } }
            var position = padStart + start
            for item in line {
                let size = item.frame.frame.size
                let itemCounter = axis.counter(size)
                let counterOffset: Double =
                    switch alignment {
                    case .start: 0
                    case .center: (lineSize - itemCounter) / 2
                    case .end: lineSize - itemCounter
                    case .baseline: above - (item.frame.baseline ?? size.height)
                    }
                var frame = item.frame
                let origin = axis.point(primary: position, counter: cross + counterOffset)
                frame.frame = Rect(origin: origin, size: size)
                if baseline == nil, let b = item.frame.baseline { baseline = origin.y + b }
                frames[item.index] = frame
                position += axis.primary(size) + spacing
            }
            placeTrailingFromEnd(line, frames: &frames, axis: axis, end: padStart + inner.primary, spacing: spacing)
            cross += lineSize + lineSpacing
        }
        let ownSize = axis.size(primary: primarySize, counter: counterSize)

        // 9. placeAbsoluteChildren
        for (index, child) in node.children.enumerated() where child.style.positioning == .absolute {
            frames[index] = placeAbsolute(child, in: ownSize)
        }
        return AutoLayoutFrame(frame: Rect(origin: .zero, size: ownSize), baseline: baseline, children: frames.compactMap { $0 })
    }

    /// Step 4: the free space of one line shared by its fill children, each clamped by its min and max,
    /// clamped children frozen and the rest shared again (CSS flexbox's "resolve flexible lengths").
    static func resolveFillChildren(
        _ line: inout [Item], nodes: [AutoLayoutNode], axis: Axis, innerPrimary: Double?,
        gap: Double, counterSize: Double?
    ) {
        guard let innerPrimary, line.contains(where: \.fillsPrimary) else { return }
        var fixedTotal = gap * Double(max(0, line.count - 1))
        for item in line where !item.fillsPrimary { fixedTotal += item.base }
        var sizes = [Int: Double]()
        var unfrozen = line.indices.filter { line[$0].fillsPrimary }
        var free = innerPrimary - fixedTotal
        while !unfrozen.isEmpty {
            let share = max(0, free) / Double(unfrozen.count)
            var violation = 0.0
            var clamped = [(index: Int, size: Double)]()
            for i in unfrozen {
                let style = line[i].style
                let value = clamp(share, axis.primary(style.minWidth, style.minHeight), axis.primary(style.maxWidth, style.maxHeight))
                clamped.append((i, value))
                violation += value - share
            }
            if violation == 0 {
                for item in clamped { sizes[item.index] = item.size }
                break
            }
            // Freeze the min violators when the total grew, the max violators when it shrank.
            let frozen = clamped.filter { violation > 0 ? $0.size > share : $0.size < share }
            for item in frozen {
                sizes[item.index] = item.size
                free -= item.size
            }
            unfrozen.removeAll { i in frozen.contains { $0.index == i } }
        }
        for (i, size) in sizes {
            let style = line[i].style
            let counterSizing = axis.counter(style.width, style.height)
            let counterDecided: Double? =
                switch counterSizing {
                case .fixed(let value): value
                case .fill: counterSize
                case .hug: nil
                }
            line[i].frame = layout(nodes[line[i].index], width: axis.width(size, counterDecided), height: axis.height(size, counterDecided))
            line[i].base = size
        }
    }

    // MARK: No auto layout, and absolute children

    /// A `.none` frame: every child by its constraints; a hugging axis takes the children's extent.
    static func free(_ node: AutoLayoutNode, width: Double?, height: Double?) -> AutoLayoutFrame {
        var size = Size(width: width ?? 0, height: height ?? 0)
        if width == nil || height == nil {
            var extentX = 0.0, extentY = 0.0
            for child in node.children {
                let frame = layout(child, width: fixedSize(child.style.width), height: fixedSize(child.style.height)).frame
                if case .start(let x) = child.style.constraints.horizontal { extentX = max(extentX, x + frame.width) } else { extentX = max(extentX, frame.width) }
                if case .start(let y) = child.style.constraints.vertical { extentY = max(extentY, y + frame.height) } else { extentY = max(extentY, frame.height) }
            }
            size.width = width ?? clamp(extentX, node.style.minWidth, node.style.maxWidth)
            size.height = height ?? clamp(extentY, node.style.minHeight, node.style.maxHeight)
        }
        return AutoLayoutFrame(
            frame: Rect(origin: .zero, size: size), baseline: nil,
            children: node.children.map { placeAbsolute($0, in: size) })
    }

    /// An absolutely placed child of a parent of `size`: sized by its sizing (or by a stretch or
    /// scale constraint), then moved by its constraints.
    static func placeAbsolute(_ child: AutoLayoutNode, in size: Size) -> AutoLayoutFrame {
        let constraints = child.style.constraints
        let w = constrainedSize(constraints.horizontal, sizing: child.style.width, parent: size.width)
        let h = constrainedSize(constraints.vertical, sizing: child.style.height, parent: size.height)
        var frame = layout(child, width: w, height: h)
        let x = position(constraints.horizontal, size: frame.frame.width, parent: size.width)
        let y = position(constraints.vertical, size: frame.frame.height, parent: size.height)
        frame.frame = Rect(x: x, y: y, width: frame.frame.width, height: frame.frame.height)
        return frame
    }

    static func constrainedSize(_ constraint: Constraint, sizing: AxisSizing, parent: Double) -> Double? {
        switch constraint {
        case .stretch(let start, let end): return parent - start - end
        case .scale(_, let size): return parent * size
        case .start, .end, .center:
            switch sizing {
            case .fixed(let value): return value
            case .fill: return parent
            case .hug: return nil
            }
        }
    }

    static func position(_ constraint: Constraint, size: Double, parent: Double) -> Double {
        switch constraint {
        case .start(let offset): offset
        case .end(let offset): parent - offset - size
        case .center(let offset): (parent - size) / 2 + offset
        case .stretch(let start, _): start
        case .scale(let start, _): parent * start
        }
    }

    // MARK: Helpers

    /// `value` clamped: max first, then min, so min wins (as CSS).
    static func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
        var result = value
        if let maximum { result = Swift.min(result, maximum) }
        if let minimum { result = Swift.max(result, minimum) }
        return result
    }

    static func offset(free: Double, _ alignment: CounterAlignment) -> Double {
        switch alignment {
        case .start, .baseline: 0
        case .center: free / 2
        case .end: free
        }
    }

    static func isFixed(_ sizing: AxisSizing) -> Bool { if case .fixed = sizing { true } else { false } }
    static func fixedSize(_ sizing: AxisSizing) -> Double? { if case .fixed(let value) = sizing { value } else { nil } }
}
