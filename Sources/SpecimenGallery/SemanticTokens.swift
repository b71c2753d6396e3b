import Foundation
import SpecimenSupport

/// The tokens a design system names as its semantic colours, read from `semantic-tokens.json` in its
/// folder (a shipped one's is `Themes/<system>/semantic-tokens.json`): the gallery's token page shows them
/// first, under the file's heading. A folder without the file has none, and the page lists only the
/// tokens the variants use, so no stage names a design system's tokens.
struct SemanticTokens: Sendable {
    /// The heading above them on the token page.
    let heading: String
    /// The tokens, in the design system's order.
    let tokens: [TokenPath]

    /// The file a design system's folder lists them in.
    static let fileName = "semantic-tokens.json"

    /// The list in `folder`, or nil when it has none; a file that is not such a list is an error naming it.
    static func read(folder: URL) throws -> SemanticTokens? {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let fields = try JSONFields.document(try JSONReader.parse(Array(try Data(contentsOf: url)), dialect: .json5))
            return SemanticTokens(heading: try fields.string("heading"), tokens: try fields.strings("tokens").map { TokenPath($0) })
        } catch let error as JSONSyntaxError {
            throw GuidelinesError(file: url.path, reason: "not JSON: \(error.reason)")
        } catch {
            throw GuidelinesError(file: url.path, reason: "\(error) (it holds {\"heading\": ..., \"tokens\": [...]})")
        }
    }
}
