import Foundation
import SpecimenPNG
import SpecimenSupport
import SpecimenLimits

extension GoldenSuite {
    /// Renders each selected subject and compares it with its golden, in parallel, results in path order.
    ///
    /// Never writes anything. Orphans (files and manifest entries no subject produces) are reported by
    /// the first shard only, restricted to the filter, so that N shards report each exactly once.
    /// `progress` is called once per golden verified, from the worker that verified it.
    package func verify(
        filter: SubjectFilter? = nil, shard: Shard = .whole, tolerance: Tolerance = .exact,
        progress: (@Sendable () -> Void)? = nil
    ) -> VerificationResult {
        let started = Date()
        let selected = select(filter: filter, shard: shard)
        var problems: [GoldenOutcome] = []
        var manifest: GoldenManifest?
        do {
            manifest = try GoldenManifest.load(from: manifestURL)
        } catch {
            problems.append(
                GoldenOutcome(
                    kind: .badManifest, subject: nil, name: manifestURL.path,
                    file: GoldenManifest.fileName, detail: "\(error)"))
        }
        let entries = manifest?.entries ?? [:]
        let manifestReadable = problems.isEmpty
        // Orphans are found while the goldens are drawn: the walk of the folder needs nothing they make.
        let orphans = shard.index == 1 ? BackgroundTask { [self, manifest] in self.orphans(manifest: manifest) } : nil
        let outcomes = ParallelMap.map(selected) { subject in
            let begun = Date()
            var outcome = verify(subject, entry: entries[subject.relativePath], manifestReadable: manifestReadable, tolerance: tolerance)
            outcome.seconds = Date().timeIntervalSince(begun)
            progress?()
            return outcome
        }
        if let orphans {
            problems += orphans.value.filter { orphan in filter.map { $0.matches(orphan.file) } ?? true }
        }
        return VerificationResult(
            outcomes: outcomes + problems, tolerance: tolerance, shard: shard,
            seconds: Date().timeIntervalSince(started))
    }

    /// Verifies one subject against its golden file and manifest entry.
    package func verify(
        _ subject: GoldenSubject, entry: GoldenManifest.Entry?, manifestReadable: Bool = true,
        tolerance commandTolerance: Tolerance = .exact
    ) -> GoldenOutcome {
        let file = subject.relativePath
        let path = url(of: subject).path
        // The golden's own settings in the manifest replace the command's (checked when the manifest loads).
        let tolerance = (try? entry?.compare?.tolerance(over: commandTolerance)) ?? commandTolerance
        let masks = entry?.compare?.masks ?? []
        func outcome(
            _ kind: GoldenOutcome.Kind, _ detail: String, differing: Int = 0, regions: [NamedRegion] = [],
            expected: Pixmap? = nil, actual: Pixmap? = nil
        ) -> GoldenOutcome {
            var result = GoldenOutcome(
                kind: kind, subject: subject, name: subject.name, file: file, detail: detail, tolerance: tolerance,
                differingPixels: differing, regions: regions, expected: expected, actual: actual)
            result.masks = masks
            return result
        }
        guard FileManager.default.fileExists(atPath: path) else {
            let hint =
                isCI
                ? "record it on a developer's machine with 'specimen snapshot record' (never under CI) and commit it"
                : "record it with 'specimen snapshot record'"
            return outcome(.missing, "no golden at \(path); \(hint)")
        }
        // A golden recorded for one locale, direction or text scale is only compared with a drawing for the same.
        if let entry, entry.localisation != GoldenManifest.LocalisationRecord.of(subject) {
            let recorded = entry.localisation?.summary ?? "no localisation"
            let drawn = GoldenManifest.LocalisationRecord.of(subject)?.summary ?? "no localisation"
            return outcome(.badManifest, "\(GoldenManifest.fileName) records \(file) for \(recorded), but its name asks for \(drawn); re-record it with 'specimen snapshot record'")
        }
        guard GoldenFolder.entryKind(path) == .file else {
            return outcome(.unreadable, "\(path) is not a regular file; re-record it or restore it from git")
        }
        // Read whole only within Limits.goldenReadWholeBytes (nil past it), and kept as read: copied into
        // nothing when the digest proves it (a fresh copy per golden was a hundred page faults a verify).
        let golden: Data?
        do { golden = try GoldenFile.wholeBytes(atPath: path) } catch {
            return outcome(.unreadable, "cannot read \(path); check its permissions or re-record it")
        }
        let declared = golden.map { GoldenFile.declaredSize(ofHeader: $0) } ?? GoldenFile.declaredSize(atPath: path)
        // Decoded a row at a time into one pixmap, never past the pixel budget, however large the file.
        func decodedGolden(within pixels: Int = Limits.pixelBudget) -> Result<Pixmap, any Error> {
            Result { try GoldenFile.pixels(atPath: path, maximumPixelCount: pixels) }
        }
        func unreadable(_ error: any Error) -> GoldenOutcome {
            outcome(.unreadable, "cannot decode \(path): \(error); re-record it or restore it from git")
        }
        let list: DisplayList
        let actual: Pixmap
        do {
            list = try subject.displayList(renderer)
            actual = renderer.rasterizer.render(list)
        } catch {
            switch decodedGolden() {
            case .success(let expected): return outcome(.renderFailed, "\(error)", expected: expected)
            case .failure(let failure): return unreadable(failure)
            }
        }
        // What passes or fails once the pixels are compared (a manifest entry is still required).
        func accepted(differing: Int, summary: String) -> GoldenOutcome {
            guard manifestReadable else { return outcome(.matched, differing == 0 ? "" : "within tolerance: " + summary) }
            guard let entry else {
                return outcome(.notInManifest, "\(GoldenManifest.fileName) has no entry for \(file); re-record with 'specimen snapshot record'")
            }
            var notes: [String] = []
            if differing > 0 { notes.append("within tolerance: " + summary) }
            if fingerprint.drawsDifferently(from: entry.fingerprint) { notes.append("recorded in another environment (\(fingerprint.changes(from: entry.fingerprint)))") }
            return outcome(.matched, notes.joined(separator: "; "))
        }
        // Where the nodes are is only needed to name the regions of a failure: laid out on demand.
        func located() -> RenderedImage {
            let origin = list.bounds.origin
            let locator = (try? subject.layout(renderer)).map { NodeLocator(tree: $0, scale: subject.scale, origin: origin) }
            return RenderedImage(pixmap: actual, scale: subject.scale, origin: origin, locator: locator)
        }
        var boxes: [PixelBox] = []
        if !masks.isEmpty {
            let entries = located().locator?.entries ?? []
            for mask in masks {
                let frames = entries.filter { $0.name == mask }
                guard !frames.isEmpty else {
                    let valid = Set(entries.map(\.name)).sorted().joined(separator: ", ")
                    return outcome(.badManifest, "\(GoldenManifest.fileName) masks '\(mask)' for \(file), but its layout has no such node; valid: \(valid)")
                }
                boxes += frames.map(PixelBox.init)
            }
        }
        // The file is the one recorded and the drawing hashes as its pixels did: nothing to encode or decode.
        if let golden, let digest = entry?.digest, digest.proves(file: golden, holds: actual) {
            return accepted(differing: 0, summary: "")
        }
        // A golden of another size fails as "size changed" without being held whole: it is decoded for the
        // report only when it is at most four times the drawing, else its rows are read and dropped (so a
        // corrupt one is still "unreadable"), and the report shows the drawing alone.
        if let declared, declared != PixelSize(actual) {
            let shown = declared.width.multipliedReportingOverflow(by: declared.height)
            var expected: Pixmap?
            if !shown.overflow, shown.partialValue <= 4 * actual.width * actual.height {
                switch decodedGolden() {
                case .success(let pixels): expected = pixels
                case .failure(let failure): return unreadable(failure)
                }
            } else if let failure = GoldenFile.damage(atPath: path) {
                return unreadable(failure)
            }
            return outcome(.sizeChanged, "golden \(declared), rendered \(PixelSize(actual)) (\(path))", expected: expected, actual: actual)
        }
        // Goldens are written by the same encoder, so a drawing that encodes to the golden's very bytes
        // has its pixels: no decoding or comparing. Other bytes (another encoder, a change) are decoded
        // and compared pixel by pixel below, so a golden from any PNG writer still verifies.
        if let golden, let encoded = try? PNGEncoder().encode(actual, pixelsPerPoint: subject.scale), Self.sameBytes(encoded, golden) {
            return accepted(differing: 0, summary: "")
        }
        let expected: Pixmap
        switch decodedGolden(within: actual.width * actual.height) {
        case .success(let pixels): expected = pixels
        case .failure(let failure): return unreadable(failure)
        }
        // Judged by the rule the test API's `Diffing.image` uses; the layout names regions only when some differ.
        switch ImageVerdict.judge(expected: expected, actual: actual, tolerance: tolerance, masks: boxes, located: located) {
        case .sizeChanged(let expectedSize, let actualSize):
            return outcome(
                .sizeChanged, "golden \(expectedSize), rendered \(actualSize) (\(path))",
                expected: expected, actual: actual)
        case .compared(let differing, let regions, let summary, let withinTolerance):
            if withinTolerance {
                return accepted(differing: differing, summary: summary)
            }
            if let entry, fingerprint.drawsDifferently(from: entry.fingerprint) {
                return outcome(
                    .environmentChanged, "\(fingerprint.changes(from: entry.fingerprint)): " + summary,
                    differing: differing, regions: regions, expected: expected, actual: actual)
            }
            return outcome(
                .pixelsChanged, summary, differing: differing, regions: regions,
                expected: expected, actual: actual)
        }
    }

    /// Files under `Snapshots/` no subject produces, then manifest entries without a file or a subject.
    package func orphans(manifest: GoldenManifest?) -> [GoldenOutcome] {
        let expected = Set(subjects.map(\.relativePath))
        let onDisk = filesOnDisk()
        var outcomes = onDisk.filter { !expected.contains($0) }.map { file in
            GoldenOutcome(
                kind: .orphaned, subject: nil, name: url(ofFile: file).path, file: file,
                detail: "no subject produces this file; run 'specimen snapshot prune'")
        }
        let present = Set(onDisk)
        let entries = (manifest?.entries.keys).map(Array.init) ?? []
        for file in entries.sorted(by: { ByteOrder.precedes($0, $1) })
        where !present.contains(file) && !expected.contains(file) {
            outcomes.append(
                GoldenOutcome(
                    kind: .orphaned, subject: nil, name: manifestURL.path + " entry '\(file)'", file: file,
                    detail: "the manifest lists a golden no subject produces and no file holds; run 'specimen snapshot prune'"))
        }
        return outcomes
    }

    /// Whether two byte arrays are equal, compared by `memcmp`: `Array`'s own `==` goes element by
    /// element through generic code, which was 10% of a verify's own work.
    static func sameBytes(_ a: [UInt8], _ b: Data) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in x.count == 0 || x.baseAddress.flatMap { a in y.baseAddress.map { b in memcmp(a, b, x.count) == 0 } } == true } }
    }
}
