/// Not Figma's: a cap on a child's primary size that follows its line's room, as CSS's
/// `max-width: calc(50% - 4px)` follows its container. The room is the parent's inner primary size
/// less every in-flow sibling that keeps its size (neither fills, shrinks nor has a share of its own)
/// and every gap; the cap is `fraction` of that room less `less`, never below zero. A short child
/// keeps its size; a long one is measured again within the cap (a prefix cut with "…" to half the room
/// the icons leave, so it never pushes them off their place nor hides the whole value).
/// Only on a line whose primary size is decided (a fixed or filled frame); ignored in a hugging frame.
package struct RoomShare: Hashable, Sendable {
    /// The share of the room, 0 to 1.
    package var fraction: Double
    /// Taken from the room before the share is: points of it the child never gets.
    package var less: Double

    /// A share `fraction` (0 to 1) of the room, after `less` points are first taken from it.
    package init(fraction: Double, less: Double = 0) {
        self.fraction = fraction
        self.less = less
    }

    /// The cap in a line with `room` left by the fixed siblings and the gaps.
    package func cap(room: Double) -> Double { fraction * max(0, room - less) }
}
