import Geometry
import SpecimenTokens

/// Reading a vector node's geometry: `"vector": {"path": "M0 0H10V10Z", "viewBox": [0, 0, 10, 10],
/// "fillRule": "evenodd"}`, Figma's vector paths as SVG path data.
extension DocumentReader {
    static let vectorKeys = ["path", "viewBox", "fillRule"]

    func vector(_ value: JSONValue, _ path: String) throws(DocumentError) -> DocumentVector {
        let v = try object(value, path, keys: Self.vectorKeys, what: "a vector")
        let data = try string(v["path"], "\(path).path", what: "a vector's path (SVG path data)")
        let parsed: Geometry.Path
        do throws(PathDataError) { parsed = try PathDataParser.parse(data) } catch { throw fail("\(path).path", error.reason) }
        let box = try array(v["viewBox"], "\(path).viewBox", what: "viewBox")
        guard box.count == 4 else { throw fail("\(path).viewBox", "viewBox is four numbers [x, y, width, height], the box the path is written in") }
        var numbers: [Double] = []
        for (i, item) in box.enumerated() { numbers.append(try number(item, "\(path).viewBox[\(i)]", what: "a viewBox number", range: -10_000...10_000)) }
        guard numbers[2] > 0, numbers[3] > 0 else { throw fail("\(path).viewBox", "a viewBox's width and height are above 0") }
        let rule: FillRule
        if let raw = v["fillRule"] {
            switch try string(raw, "\(path).fillRule", what: "fillRule") {
            case "nonzero": rule = .nonZero
            case "evenodd": rule = .evenOdd
            case let other: throw fail("\(path).fillRule", "fillRule \"\(other)\" is not one of \"nonzero\", \"evenodd\"")
            }
        } else {
            rule = .nonZero
        }
        return DocumentVector(path: parsed, viewBox: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                              fillRule: rule, data: data)
    }
}
