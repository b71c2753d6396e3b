/// Step 2a, `capSharedChildren`: a child with a `RoomShare` is sized again within its share of the
/// room its line leaves, before shrinking children give up what still overflows (step 2b).
extension AutoLayoutComputation {
    func capSharedChildren(_ items: inout [Item], _ flow: Flow) {
        guard !flow.wraps, let innerPrimary = flow.innerPrimary, items.contains(where: { $0.style.roomShare != nil }) else { return }
        let axis = flow.axis
        var room = innerPrimary - flow.gap * Double(max(0, items.count - 1))
        for item in items where !item.fillsPrimary && !item.style.shrinks && item.style.roomShare == nil { room -= item.base }
        for i in items.indices {
            guard let share = items[i].style.roomShare, !items[i].fillsPrimary else { continue }
            let cap = share.cap(room: room)
            guard items[i].base > cap else { continue }
            let (frame, request) = size(items[i].id, flow, primary: nil, counter: counterKept(items[i], flow), cap: axis.size(primary: cap, counter: .infinity))
            items[i].frame = frame
            items[i].request = request
            items[i].base = axis.primary(frame.frame.size)
        }
    }

    /// Step 2b's order: by `shrinkOrder`, then as the children appear.
    static func shrinkingOrder(_ items: [Item]) -> [Int] {
        items.indices.sorted { (items[$0].style.shrinkOrder, $0) < (items[$1].style.shrinkOrder, $1) }
    }
}
