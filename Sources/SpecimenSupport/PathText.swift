/// Paths worked out as text, without a `URL`, a `stat` or Foundation: the first `standardizedFileURL`
/// of a process costs a scan of every protocol conformance in the binary (260,000 instructions), and
/// it `stat`s the file it names.
package enum PathText {
    /// An absolute `path` with its empty and "." parts dropped and each ".." taking away the part
    /// before it (never above "/"); no trailing "/" but for "/" itself. Links are not followed.
    package static func standardized(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        // The common case (an absolute path with nothing to take out) is returned as it is.
        if path.hasPrefix("/"), !path.hasSuffix("/") || path == "/", !parts.contains(where: { $0 == "." || $0 == ".." }),
            !path.contains("//")
        {
            return path
        }
        var kept: [Substring] = []
        for part in parts where part != "." {
            if part == ".." { _ = kept.popLast() } else { kept.append(part) }
        }
        var out = ""
        for part in kept { out += "/" + part }
        return out.isEmpty ? "/" : out
    }

    /// The folder holding what the absolute `path` names, as `URL.deletingLastPathComponent` gives it
    /// for a file path (without its trailing "/"): "/a/b/c" -> "/a/b", "/a" -> "/", and "/" itself for "/".
    package static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return path }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `path` made absolute against `directory` (itself absolute), then ``standardized(_:)``.
    package static func absolute(_ path: String, in directory: String) -> String {
        standardized(path.hasPrefix("/") ? path : directory + "/" + path)
    }
}
