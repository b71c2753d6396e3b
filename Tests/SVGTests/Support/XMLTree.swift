import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML element, enough to query an SVG in tests.
struct XMLNode {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode]
    var text: String

    /// This element and every descendant, in document order.
    var allElements: [XMLNode] { [self] + children.flatMap(\.allElements) }

    func elements(named name: String) -> [XMLNode] { allElements.filter { $0.name == name } }

    func child(named name: String) -> XMLNode? { children.first { $0.name == name } }
}

/// Why a document did not parse.
struct XMLParseFailure: Error, CustomStringConvertible {
    var description: String
}

/// Parses `text` with Foundation's `XMLParser` (libxml2 on Linux), namespaces left as qualified
/// names so `xlink:href` reads as written.
enum XMLTree {
    static func parse(_ text: String) throws -> XMLNode {
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let reason = parser.parserError.map { "\($0)" } ?? "no root element"
            throw XMLParseFailure(description: "XML did not parse at line \(parser.lineNumber): \(reason)")
        }
        return root
    }
}

/// Builds the tree from parser callbacks; used on one thread, inside one `parse` call.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLNode] = []
    var root: XMLNode?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        stack.append(XMLNode(name: elementName, attributes: attributes, children: [], text: ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let finished = stack.popLast() else { return }
        if stack.isEmpty {
            root = finished
        } else {
            stack[stack.count - 1].children.append(finished)
        }
    }
}
