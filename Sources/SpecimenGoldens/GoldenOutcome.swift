/// What verifying one golden (or finding an orphan) came to.
package struct GoldenOutcome: Sendable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Every pixel within the channel delta, or few enough differing ones for the tolerance.
        case matched = "matched"
        /// Pixels differ and the manifest says the golden was made in this environment: the code changed.
        case pixelsChanged = "pixels changed"
        /// Pixels differ and the golden was made with another renderer version or other fonts.
        case environmentChanged = "environment changed"
        /// The golden and the rendering are not the same size.
        case sizeChanged = "size changed"
        /// No golden file for a subject.
        case missing = "missing"
        /// The golden file cannot be read or decoded (corrupt, truncated, not a PNG).
        case unreadable = "unreadable"
        /// The subject could not be rendered.
        case renderFailed = "render failed"
        /// The golden matches but the manifest has no entry for it.
        case notInManifest = "not in manifest"
        /// A file or manifest entry that no subject produces.
        case orphaned = "orphaned"
        /// `manifest.json` cannot be read or parsed.
        case badManifest = "bad manifest"
    }

    package let kind: Kind
    /// The subject verified; `nil` for an orphan or a manifest problem.
    package let subject: GoldenSubject?
    /// The subject's name, or the orphan's path.
    package let name: String
    /// The file, relative to `Snapshots/` (`manifest.json` for a manifest problem).
    package let file: String
    /// What went wrong (or a note on a pass), without the subject's name.
    package let detail: String
    /// The tolerance that applied, for comparisons.
    package let tolerance: Tolerance?
    /// Differing pixels (0 unless the images were compared).
    package let differingPixels: Int
    package let regions: [NamedRegion]
    /// The golden's and the rendering's pixels, kept for the report when the outcome is a failure.
    package let expected: Pixmap?
    package let actual: Pixmap?
    /// Wall-clock seconds spent verifying it (rendering, decoding, comparing); 0 for orphans.
    package var seconds: Double = 0
    /// Layout nodes left out of the comparison by the golden's manifest entry.
    package var masks: [String] = []

    package init(
        kind: Kind, subject: GoldenSubject?, name: String, file: String, detail: String, tolerance: Tolerance? = nil,
        differingPixels: Int = 0, regions: [NamedRegion] = [], expected: Pixmap? = nil, actual: Pixmap? = nil
    ) {
        self.kind = kind
        self.subject = subject
        self.name = name
        self.file = file
        self.detail = detail
        self.tolerance = tolerance
        self.differingPixels = differingPixels
        self.regions = regions
        self.expected = expected
        self.actual = actual
    }

    package var passed: Bool { kind == .matched }

    /// The one line a person reads:
    /// `Text Input/Type=Password, State=Error dark@2x: pixels changed: 212 px in 2 regions: rule (...); tolerance max-delta 1/255 per channel, max-pixels 0`.
    package var line: String {
        var text = "\(name): \(kind.rawValue)"
        if !detail.isEmpty { text += ": " + detail }
        if let tolerance, !passed { text += "; tolerance \(tolerance)" }
        if !masks.isEmpty, !passed { text += "; masked: \(masks.joined(separator: ", "))" }
        return text
    }
}
