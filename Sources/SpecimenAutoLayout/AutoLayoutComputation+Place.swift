import Geometry

/// Steps 7 to 9 of an auto-layout frame: its own size where it hugs, then every child's place.
extension AutoLayoutComputation {
    /// Step 7, `hugOwnSize`: a decided axis keeps its size; a hugging one becomes the content's size
    /// plus padding, clamped by the frame's min and max.
    func hugOwnSize(_ lines: [[Item]], lineSizes: [Double], _ flow: Flow) -> (primary: Extent, counter: Extent) {
        let axis = flow.axis, style = flow.style
        var contentPrimary = 0.0
        for line in lines {
            var used = 0.0
            for (i, item) in line.enumerated() { used += (i == 0 ? 0 : flow.gap) + axis.primary(item.frame.frame.size) }
            contentPrimary = max(contentPrimary, used)
        }
        let crossGap = style.alignContent == .spaceBetween ? 0 : style.crossGap
        let contentCounter = lineSizes.reduce(0, +) + crossGap * Double(max(0, lines.count - 1))
        let primary =
            flow.ownPrimary.map { Extent($0) }
            ?? Extent(
                max(0, contentPrimary) + flow.padStart + flow.padEnd,
                min: axis.primary(style.minWidth, style.minHeight), max: axis.primary(style.maxWidth, style.maxHeight),
                floor: flow.padStart + flow.padEnd)
        let counter =
            flow.ownCounter.map { Extent($0) }
            ?? Extent(
                contentCounter + flow.crossStart + flow.crossEnd,
                min: axis.counter(style.minWidth, style.minHeight), max: axis.counter(style.maxWidth, style.maxHeight),
                floor: flow.crossStart + flow.crossEnd)
        return (primary, counter)
    }

    /// Step 8, `placeChildren`: primary alignment along each line, counter alignment within it, lines
    /// stacked `crossGap` apart (or spread). The frames are the children's sizes at their places (no
    /// grandchildren yet), one per input child (a placeholder for an absolute one), and the frame's first baseline.
    func placeChildren(
        _ lines: [[Item]], lineSizes: [Double], primary primarySize: Double, counter counterSize: Double, _ flow: Flow
    ) -> (frames: [AutoLayoutFrame], baseline: Double?) {
        let axis = flow.axis, style = flow.style, alignment = flow.alignment, gap = flow.gap
        let inner = (primary: primarySize - flow.padStart - flow.padEnd, counter: counterSize - flow.crossStart - flow.crossEnd)
        let crossGap = style.alignContent == .spaceBetween ? 0 : style.crossGap
        // One frame per input child; an absolute child's stays a placeholder until step 9 places it
        // (not an optional: an array of optional frames was copied through generic witnesses).
        var frames = [AutoLayoutFrame](repeating: AutoLayoutFrame(frame: .zero), count: entries[flow.id].childCount)
        var lineOffset = 0.0, lineSpacing = crossGap
        let lineFree = inner.counter - lineSizes.reduce(0, +) - crossGap * Double(max(0, lines.count - 1))
        if lines.count > 1 || flow.wraps {
            if style.alignContent == .spaceBetween {
                lineSpacing = lines.count > 1 && lineFree > 0 ? lineFree / Double(lines.count - 1) : 0
            } else {
                lineOffset = Self.offset(free: lineFree, alignment)
            }
        }
        var cross = flow.crossStart + lineOffset
        var baseline: Double?
        for (l, line) in lines.enumerated() {
            let lineSize = lineSizes[l]
            let total = line.reduce(0) { $0 + axis.primary($1.frame.frame.size) }
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
            var position = flow.padStart + start
            for item in line {
                let size = item.frame.frame.size
                let itemCounter = axis.counter(size)
                // A counter-axis fill held back by its own min or max sits at the line's start, as
                // CSS's `align-self: stretch` puts a clamped item (Figma was thought to align it as the
                // other children; no evidence found, README).
                let counterOffset: Double =
                    switch alignment {
                    case _ where item.fillsCounter && alignment != .baseline: 0
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
            Self.placeTrailingFromEnd(line, frames: &frames, axis: axis, end: flow.padStart + inner.primary, spacing: spacing)
            cross += lineSize + lineSpacing
        }
        return (frames, baseline)
    }

    /// Step 9 (`.layout` only), `layoutPlacedChildren`: each in-flow child laid out, once, with the
    /// request that gave its size, at the place step 8 found for it.
    func layoutPlacedChildren(_ lines: [[Item]], frames: inout [AutoLayoutFrame]) {
        for line in lines {
            for item in line {
                guard let request = item.request else { continue }
                var frame = compute(item.id, request, .layout)
                frame.frame.origin = frames[item.index].frame.origin
                frames[item.index] = frame
            }
        }
    }

    /// Step 9 (`.layout` only), `placeAbsoluteChildren`: absolute children by their constraints
    /// against the frame's final size (padding ignored).
    func placeAbsoluteChildren(_ frames: inout [AutoLayoutFrame], in size: Size, _ flow: Flow) {
        for (index, child) in entries[flow.id].children.enumerated() where entries[child].style.positioning == .absolute {
            frames[index] = placeAbsolute(child, in: size)
        }
    }
}
