import Geometry

/// SVG path data (`d`) read into a `Path`: the commands Figma and icon sets export (M L H V C S Q T Z,
/// absolute and relative, with SVG's implicit repeats and number spellings such as `0.5.5` and `1e-3`).
/// Elliptical arcs (`A`) are refused with their place: Specimen's paths hold circular arcs only, and an
/// exporter can always write the arc as Béziers. Errors are the reason alone; the reader adds the place.
struct PathDataParser {
    private let characters: [Character]
    private var index = 0

    static let commands = "MmLlHhVvCcSsQqTtZz"

    /// The path in `data`; throws the reason it cannot be read (`"arcs (A) ..."`, `"a number was expected at 14"`).
    static func parse(_ data: String) throws(PathDataError) -> Path {
        var parser = PathDataParser(characters: Array(data))
        return try parser.path()
    }

    private init(characters: [Character]) { self.characters = characters }

    private mutating func path() throws(PathDataError) -> Path {
        var path = Path()
        var pen = Point.zero, start = Point.zero
        // The last control point of a C/S (or Q/T), for the reflected control of a following S (or T).
        var lastCubic: Point?, lastQuad: Point?
        var command: Character?
        var count = 0
        skipSeparators()
        while index < characters.count {
            if let c = peekCommand() {
                command = c
                index += 1
            } else if command == nil || command == "Z" || command == "z" {
                throw PathDataError(reason: "path data must start each segment with a command (\(Self.commands)); found \"\(characters[index])\" at \(index)")
            }
            guard let current = command else { break }
            let relative = current.isLowercase
            let origin = relative ? pen : .zero
            func point(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x, y: origin.y + y) }
            switch current.uppercased() {
            case "M":
                let p = point(try number(), try number())
                path.move(to: p)
                pen = p; start = p
                // Pairs after a moveto are implicit linetos (SVG 1.1, 9.3.3).
                command = relative ? "l" : "L"
                lastCubic = nil; lastQuad = nil
            case "L":
                pen = point(try number(), try number())
                path.line(to: pen)
                lastCubic = nil; lastQuad = nil
            case "H":
                let x = try number()
                pen = Point(x: relative ? pen.x + x : x, y: pen.y)
                path.line(to: pen)
                lastCubic = nil; lastQuad = nil
            case "V":
                let y = try number()
                pen = Point(x: pen.x, y: relative ? pen.y + y : y)
                path.line(to: pen)
                lastCubic = nil; lastQuad = nil
            case "C":
                let c1 = point(try number(), try number()), c2 = point(try number(), try number()), p = point(try number(), try number())
                path.cubic(to: p, control1: c1, control2: c2)
                pen = p; lastCubic = c2; lastQuad = nil
            case "S":
                let c1 = lastCubic.map { Point(x: 2 * pen.x - $0.x, y: 2 * pen.y - $0.y) } ?? pen
                let c2 = point(try number(), try number()), p = point(try number(), try number())
                path.cubic(to: p, control1: c1, control2: c2)
                pen = p; lastCubic = c2; lastQuad = nil
            case "Q":
                let c = point(try number(), try number()), p = point(try number(), try number())
                path.quad(to: p, control: c)
                pen = p; lastQuad = c; lastCubic = nil
            case "T":
                let c = lastQuad.map { Point(x: 2 * pen.x - $0.x, y: 2 * pen.y - $0.y) } ?? pen
                let p = point(try number(), try number())
                path.quad(to: p, control: c)
                pen = p; lastQuad = c; lastCubic = nil
            case "Z":
                path.close()
                pen = start
                lastCubic = nil; lastQuad = nil
            case "A":
                throw PathDataError(reason: "arcs (\(current)) at \(index - 1) are not read; write the arc as Béziers (valid commands: \(Self.commands))")
            default:
                throw PathDataError(reason: "\"\(current)\" at \(index - 1) is not a path command (valid: \(Self.commands))")
            }
            count += 1
            guard count <= Self.maxSegments else { throw PathDataError(reason: "more than \(Self.maxSegments) segments") }
            skipSeparators()
        }
        guard !path.isEmpty else { throw PathDataError(reason: "path data is empty; valid: SVG path data such as \"M0 0H10V10Z\"") }
        guard case .move? = path.elements.first else { throw PathDataError(reason: "path data must begin with M or m") }
        return path
    }

    /// The most segments one vector holds: far past any icon, short of a path that stalls a render.
    static let maxSegments = 10_000

    private func peekCommand() -> Character? {
        guard index < characters.count else { return nil }
        let c = characters[index]
        return c.isLetter && c != "e" && c != "E" ? c : nil
    }

    private mutating func skipSeparators() {
        while index < characters.count, characters[index] == " " || characters[index] == "," || characters[index].isNewline || characters[index] == "\t" {
            index += 1
        }
    }

    /// One number, SVG's grammar: an optional sign, digits with at most one point, an optional exponent.
    private mutating func number() throws(PathDataError) -> Double {
        skipSeparators()
        let begin = index
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        var digits = 0, point = false
        while index < characters.count {
            let c = characters[index]
            if c.isASCII, c.isNumber { digits += 1; index += 1 } else if c == ".", !point { point = true; index += 1 } else { break }
        }
        if digits > 0, index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var probe = index + 1
            if probe < characters.count, characters[probe] == "-" || characters[probe] == "+" { probe += 1 }
            if probe < characters.count, characters[probe].isASCII, characters[probe].isNumber {
                index = probe
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            }
        }
        guard digits > 0, let value = Double(String(characters[begin..<index])), value.isFinite else {
            index = begin
            throw PathDataError(reason: "a number was expected at \(begin)" + (begin < characters.count ? ", found \"\(characters[begin])\"" : ", found the end"))
        }
        skipSeparators()
        return value
    }
}

/// Why path data cannot be read: the reason alone (the reader adds the file, line and JSON path).
struct PathDataError: Error {
    let reason: String
}
