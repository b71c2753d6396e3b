import Geometry

/// A frame's primary axis, so one flow algorithm serves rows and columns: every accessor reads the
/// primary or counter half of a pair.
enum Axis: Hashable {
    case horizontal, vertical

    /// The axis across this one.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }

    func primary<T>(_ width: T, _ height: T) -> T { self == .horizontal ? width : height }
    func counter<T>(_ width: T, _ height: T) -> T { self == .horizontal ? height : width }
    func primary(_ size: Size) -> Double { primary(size.width, size.height) }
    func counter(_ size: Size) -> Double { counter(size.width, size.height) }
    func width<T>(_ primary: T, _ counter: T) -> T { self == .horizontal ? primary : counter }
    func height<T>(_ primary: T, _ counter: T) -> T { self == .horizontal ? counter : primary }
    func size(primary: Double, counter: Double) -> Size { Size(width: width(primary, counter), height: height(primary, counter)) }
    func point(primary: Double, counter: Double) -> Point { Point(x: width(primary, counter), y: height(primary, counter)) }
    func primaryStart(_ insets: Insets) -> Double { self == .horizontal ? insets.left : insets.top }
    func primaryEnd(_ insets: Insets) -> Double { self == .horizontal ? insets.right : insets.bottom }
    func counterStart(_ insets: Insets) -> Double { self == .horizontal ? insets.top : insets.left }
    func counterEnd(_ insets: Insets) -> Double { self == .horizontal ? insets.bottom : insets.right }
}
