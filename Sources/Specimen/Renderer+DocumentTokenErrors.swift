import Foundation

extension Renderer {
    /// Runs `body`, which works on `set`; a token error it meets about one token of a design system's
    /// document (a colour the scene or the audit resolves, a text style or dimension the layout reads)
    /// becomes a `DocumentTokenError`: the document, the line, the JSON path and the token files
    /// searched. Every command reaches a document's tokens through this, so `render`, `layout`,
    /// `audit`, `tokens`, `sheet`, `gallery`, `packet` and `play` say the same line. `mode` is the
    /// theme drawn, or nil when `body` reads both (the mode is then the first whose theme lacks the
    /// token). Specimen's own sets' errors, and errors about no one token, are rethrown as they are.
    package func locatingTokenErrors<T>(in set: ComponentSet, mode: ThemeMode? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw documentTokenError(error, set: set, mode: mode) ?? error
        }
    }

    /// A token error met drawing a design system's set, said where its document names the token and
    /// with the token files searched; nil for Specimen's own sets and errors about no one token.
    func documentTokenError(_ error: any Error, set: ComponentSet, mode: ThemeMode?) -> DocumentTokenError? {
        guard let folder = designSystem(of: set), let token = DocumentTokenError.token(of: error),
            let document = folder.documents.first(where: { $0.name == set.name })
        else { return nil }
        let mode = mode ?? ThemeMode.allCases.first { (try? theme(for: set, mode: $0))?.values[token] == nil } ?? .light
        let file = folder.url.appendingPathComponent(document.file).path
        let (line, path) = DocumentTokenError.locate(token, in: document, file: file)
        let own = folder.tokenFiles.filter { $0.mode == nil } + folder.tokenFiles.filter { $0.mode == mode.rawValue }
        let given = tokenOverrides(for: mode).map { $0.source.components(separatedBy: " + ") } ?? []
        return DocumentTokenError(file: file, line: line, path: path, message: "\(error)", searched: own.map(\.url.path) + given)
    }
}
