/// Reads SVG path data (`M0 0L8 8Z`), the spelling Figma's `fillGeometry` and `strokeGeometry` use,
/// into a `Path`: every command of SVG 1.1 but the elliptical arc (M, L, H, V, C, S, Q, T, Z, absolute
/// and relative). An arc is refused by name rather than drawn wrongly; Figma writes none.
package enum SVGPathParser {
    /// Why path data could not be read: the position (in characters) and what is wrong there.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// Where the problem is: a count of characters (UTF-8 bytes) from the start of the data, from 0.
        package let offset: Int
        /// What is wrong there.
        package let reason: String
        /// `path data at character 12: <reason>`.
        package var description: String { "path data at character \(offset): \(reason)" }
    }

    /// The longest path data read (characters); a vector beyond it is not a component's.
    package static let maximumLength = 1_000_000

    /// The path `data` spells. Throws `Failure` for an elliptical arc, a malformed number or command, or data over `maximumLength`.
    package static func parse(_ data: String) throws(Failure) -> Path {
        let bytes = Array(data.utf8)
        guard bytes.count <= maximumLength else { throw Failure(offset: 0, reason: "longer than \(maximumLength) characters") }
        var reader = Reader(bytes: bytes)
        var path = Path()
        var current = Point(x: 0, y: 0), start = current
        var lastControl: Point?, lastCommand: UInt8 = 0
        var command: UInt8 = 0
        while true {
            reader.skipSeparators()
            guard let next = reader.peek() else { break }
            if Reader.isCommand(next) {
                command = next
                reader.index += 1
            } else if command == 0 {
                throw Failure(offset: reader.index, reason: "expected a command (M, L, C, Q, Z...)")
            } else if command == UInt8(ascii: "M") || command == UInt8(ascii: "m") {
                // Coordinates after a move are lines (SVG 1.1, 9.3.3).
                command = command == UInt8(ascii: "M") ? UInt8(ascii: "L") : UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw Failure(offset: reader.index, reason: "a number after Z")
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point(x: 0, y: 0)
            func point() throws(Failure) -> Point {
                let x = try reader.number(), y = try reader.number()
                return Point(x: base.x + x, y: base.y + y)
            }
            var control: Point?
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                current = try point(); start = current
                path.move(to: current)
            case UInt8(ascii: "l"):
                current = try point(); path.line(to: current)
            case UInt8(ascii: "h"):
                current = Point(x: (relative ? current.x : 0) + (try reader.number()), y: current.y); path.line(to: current)
            case UInt8(ascii: "v"):
                current = Point(x: current.x, y: (relative ? current.y : 0) + (try reader.number())); path.line(to: current)
            case UInt8(ascii: "c"):
                let c1 = try point(), c2 = try point(), end = try point()
                path.cubic(to: end, control1: c1, control2: c2); current = end; control = c2
            case UInt8(ascii: "s"):
                let c1 = "cCsS".utf8.contains(lastCommand) ? reflect(lastControl, about: current) : current
                let c2 = try point(), end = try point()
                path.cubic(to: end, control1: c1, control2: c2); current = end; control = c2
            case UInt8(ascii: "q"):
                let c = try point(), end = try point()
                path.quad(to: end, control: c); current = end; control = c
            case UInt8(ascii: "t"):
                let c = "qQtT".utf8.contains(lastCommand) ? reflect(lastControl, about: current) : current
                let end = try point()
                path.quad(to: end, control: c); current = end; control = c
            case UInt8(ascii: "z"):
                path.close(); current = start
            case UInt8(ascii: "a"):
                throw Failure(offset: reader.index - 1, reason: "elliptical arcs (A) are not read; give the arc as cubic curves")
            default:
                throw Failure(offset: reader.index - 1, reason: "unknown command \"\(Character(Unicode.Scalar(command)))\"")
            }
            lastControl = control
            lastCommand = command
        }
        return path
    }

    private static func reflect(_ control: Point?, about p: Point) -> Point {
        guard let control else { return p }
        return Point(x: 2 * p.x - control.x, y: 2 * p.y - control.y)
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        static func isCommand(_ b: UInt8) -> Bool { "MmLlHhVvCcSsQqTtZzAa".utf8.contains(b) }

        mutating func skipSeparators() {
            while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: ",") { index += 1 }
        }

        /// One number: sign, digits, fraction, exponent (`-1.5e3`, `.5`).
        mutating func number() throws(Failure) -> Double {
            skipSeparators()
            let begin = index
            if let b = peek(), b == UInt8(ascii: "-") || b == UInt8(ascii: "+") { index += 1 }
            var digits = 0
            while let b = peek(), b >= 0x30, b <= 0x39 { index += 1; digits += 1 }
            if peek() == UInt8(ascii: ".") {
                index += 1
                while let b = peek(), b >= 0x30, b <= 0x39 { index += 1; digits += 1 }
            }
            guard digits > 0 else { throw Failure(offset: begin, reason: "expected a number") }
            if let b = peek(), b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
                index += 1
                if let s = peek(), s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { index += 1 }
                while let b = peek(), b >= 0x30, b <= 0x39 { index += 1 }
            }
            guard let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite,
                abs(value) <= 1e7
            else {
                throw Failure(offset: begin, reason: "a number that is not finite or beyond ±10 000 000")
            }
            return value
        }
    }
}
