import Geometry

/// One node's cache, as Taffy keeps one (`src/tree/cache.rs`): one slot for the final layout (the
/// frame with its children placed) and a few for sizes measured without placing anything, each keyed
/// by the request it answers: the sizes already decided on each axis and the cap a shrinking child
/// is measured within. A subtree measured again with the same request is not walked again, so a
/// chain of fill children whose parents hug is laid out in linear time.
struct AutoLayoutCache {
    /// What a node is asked: each axis decided (a border-box size) or nil (it hugs), and the cap a
    /// shrinking or shared child is measured within (nil: none).
    struct Request: Hashable {
        var width: Double?
        var height: Double?
        var cap: Size?
        /// The axis on which the node fills its parent's counter axis, asked before the parent has
        /// decided it (the node will be stretched there); nil when it is not.
        var stretching: Axis? = nil
    }

    /// How many measurements a node keeps. A parent asks a child at most four ways (measured, capped,
    /// given its fill share, stretched), and a parent is itself asked a few ways; Taffy keeps nine.
    static let measureSlots = 8

    /// One answer and the request it answers. A named struct, not a tuple: an optional tuple is copied
    /// through the runtime's generic tuple witnesses, which a struct's specialised copy avoids.
    struct Slot {
        var request: Request
        var frame: AutoLayoutFrame
    }

    private var final: Slot?
    // The first two measurements inline (most nodes are asked once or twice), the rest in an array, so
    // a node that is measured once allocates nothing.
    private var first: Slot?
    private var second: Slot?
    private var more: [Slot] = []
    private var next = 0

    /// The final layout made for `request`, if it was.
    func layout(for request: Request) -> AutoLayoutFrame? {
        if let final, final.request == request { return final.frame }
        return nil
    }

    /// The size (and first baseline) measured for `request`, if it was, with no children's frames.
    func size(for request: Request) -> AutoLayoutFrame? {
        if let first, first.request == request { return first.frame }
        if let second, second.request == request { return second.frame }
        for entry in more where entry.request == request { return entry.frame }
        if let final, final.request == request { return AutoLayoutFrame(frame: final.frame.frame, baseline: final.frame.baseline) }
        return nil
    }

    mutating func store(layout frame: AutoLayoutFrame, for request: Request) {
        final = Slot(request: request, frame: frame)
    }

    /// Keeps a measurement, replacing the oldest of the extra slots once all are full.
    mutating func store(size frame: AutoLayoutFrame, for request: Request) {
        let entry = Slot(request: request, frame: AutoLayoutFrame(frame: frame.frame, baseline: frame.baseline))
        if first == nil {
            first = entry
        } else if second == nil {
            second = entry
        } else if more.count < Self.measureSlots - 2 {
            more.append(entry)
        } else {
            more[next] = entry
            next = (next + 1) % (Self.measureSlots - 2)
        }
    }
}
