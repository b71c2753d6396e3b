/// Step 2a, `capSharedChildren`: a child with a `RoomShare` is measured again within its share of the
/// room its line leaves, before shrinking children give up what still overflows (step 2b).
extension AutoLayoutComputation {
    static func capSharedChildren(
        _ items: inout [Item], of node: AutoLayoutNode, axis: Axis, innerPrimary: Double?,
        innerCounter: Double?, gap: Double, wraps: Bool
    ) {
        guard !wraps, let innerPrimary, items.contains(where: { $0.style.roomShare != nil }) else { return }
        var room = innerPrimary - gap * Double(max(0, items.count - 1))
        for item in items where !item.fillsPrimary && !item.style.shrinks && item.style.roomShare == nil { room -= item.base }
        for i in items.indices {
            guard let share = items[i].style.roomShare, !items[i].fillsPrimary else { continue }
            let cap = share.cap(room: room)
            guard items[i].base > cap else { continue }
            let child = node.children[items[i].index]
            let counterSizing = axis.counter(child.style.width, child.style.height)
            let decided: Double? =
                isFixed(counterSizing) || (counterSizing == .fill && innerCounter != nil)
                ? axis.counter(items[i].frame.frame.size) : nil
            let frame = layout(
                child, width: axis.width(nil, decided), height: axis.height(nil, decided),
                cap: axis.size(primary: cap, counter: .infinity))
            items[i].frame = frame
            items[i].base = axis.primary(frame.frame.size)
        }
    }
}

extension AutoLayoutComputation {
    /// Step 2b's order: by `shrinkOrder`, then as the children appear.
    static func shrinkingOrder(_ items: [Item]) -> [Int] {
        items.indices.sorted { (items[$0].style.shrinkOrder, $0) < (items[$1].style.shrinkOrder, $1) }
    }
}
