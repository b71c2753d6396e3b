import Dispatch
import Foundation
import SpecimenFiles
import SpecimenLimits
import SpecimenSupport

/// Renders a JSON Lines batch in one process, on every core: `specimen batch`.
///
/// One renderer serves every line, so fonts, themes, shaped runs, glyph outlines and masks load once
/// for the whole batch instead of once a process. Each job's bytes come from the same
/// `Renderer.render` a single `specimen render` calls, and its caches hold values that are pure
/// functions of their keys, so a batch writes the same bytes as one render per line. A bad line is
/// reported by number and the other lines still render; files are written atomically, each after
/// `outputPolicy` has passed its `out` (never a golden, an input, a link or a path with a NUL byte).
package struct RenderBatch: Sendable {
    /// The renderer every job draws with (its caches shared by the workers).
    package let renderer: Renderer
    /// The sets a job may name.
    package let catalogue: Catalogue
    /// The rule every line's `out` passes before the line renders.
    package var outputPolicy: OutputPolicy

    /// A batch drawing with `renderer` the sets of `catalogue`, writing where `outputPolicy` allows.
    package init(renderer: Renderer, catalogue: Catalogue = .standard, outputPolicy: OutputPolicy = OutputPolicy()) {
        self.renderer = renderer
        self.catalogue = catalogue
        self.outputPolicy = outputPolicy
    }

    /// One line that did not produce its file.
    package struct Failure: Sendable, Hashable, CustomStringConvertible {
        /// The 1-based line of the batch file.
        package let line: Int
        /// What is wrong with it.
        package let message: String
        /// `line N: message`, as stderr shows it.
        package var description: String { "line \(line): \(message)" }
    }

    /// What a batch did: files written, and the lines that failed, in line order.
    package struct Outcome: Sendable {
        /// How many files were written.
        package let written: Int
        /// The lines that failed, in line order.
        package let failures: [Failure]
    }

    /// Reads every non-blank line of `text` as a job, and renders the good ones on `workers` threads.
    package func run(_ text: String, workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> Outcome {
        let (jobs, bad) = parse(text, workers: workers)
        return run(jobs, failures: bad, workers: workers)
    }

    /// Renders `jobs` (read by ``parse(_:catalogue:workers:)``) on `workers` threads; `failures` are the
    /// lines that were not jobs, reported with the ones that fail here.
    package func run(_ jobs: [BatchJob], failures bad: [Failure], workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> Outcome {
        let renderer = self.renderer, policy = outputPolicy
        // A failed line is a result, not an error: every other line still renders.
        // In shares: neighbouring lines (one set's variants) mostly need the same first-use work, made by
        // one thread while the other draws elsewhere (the two Overlay Composers drew the backdrop and its
        // blur, 29 M instructions, on one thread while the other waited for it).
        let failed = ParallelMap.map(jobs, workers: workers, order: .inShares) { job -> Failure? in
            do {
                let out = try policy.file(job.out)
                let bytes = try renderer.render(job.configuration, options: job.options, format: job.format)
                try AtomicFile.write(bytes, to: out, durability: policy.durability)
                return nil
            } catch {
                return Failure(line: job.line, message: "\(error)")
            }
        }.compactMap { $0 }
        let failures = (bad + failed).sorted { $0.line < $1.line }
        return Outcome(written: jobs.count - failed.count, failures: failures)
    }

    /// The jobs of `text`, and the lines that are not jobs. Two lines writing one file would race, so
    /// the later one is refused.
    package func parse(_ text: String) -> (jobs: [BatchJob], failures: [Failure]) {
        parse(text, workers: ProcessInfo.processInfo.activeProcessorCount)
    }

    func parse(_ text: String, workers: Int) -> (jobs: [BatchJob], failures: [Failure]) {
        Self.parse(text, catalogue: catalogue, workers: workers)
    }

    /// `parse(_:)` with the sets of `catalogue`, on `workers` threads, needing no renderer (so a command
    /// can read its lines while its renderer opens the fonts): the lines are split here, read on every
    /// core (each line's JSON, its set and variant, its output path made absolute: 0.15 M instructions a
    /// line, 11 M for the 72 variants, which ran alone before any picture did), then checked here in line
    /// order for two lines writing one file, so the jobs and failures are the same, in the same order, as
    /// read one by one.
    package static func parse(_ text: String, catalogue: Catalogue, workers: Int) -> (jobs: [BatchJob], failures: [Failure]) {
        var lines: [(number: Int, text: Substring)] = []
        // Split by scalars: as Characters, a CRLF line end is one "\r\n" that never equals "\n", and a
        // Windows file would be read as one line.
        for (index, raw) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Substring(raw.last == "\r" ? raw.dropLast() : raw)
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            lines.append((index + 1, line))
        }
        let directory = FileManager.default.currentDirectoryPath
        let read = ParallelMap.map(lines, workers: workers) { line -> (job: BatchJob?, path: String, failure: Failure?) in
            do {
                guard line.text.utf8.count <= Limits.batchLineBytes else {
                    throw BatchLineError("the line is \(line.text.utf8.count) bytes, more than the \(Limits.batchLineBytes) a job may be (Limits.batchLineBytes)")
                }
                let job = try BatchJob(line: line.number, json: line.text, catalogue: catalogue)
                return (job, Self.writtenPath(job.out, in: directory), nil)
            } catch {
                return (nil, "", Failure(line: line.number, message: "\(error)"))
            }
        }
        var jobs: [BatchJob] = []
        var failures: [Failure] = []
        var writers: [String: Int] = [:]
        for entry in read {
            guard let job = entry.job else {
                if let failure = entry.failure { failures.append(failure) }
                continue
            }
            if let first = writers[entry.path] {
                failures.append(Failure(line: job.line, message: "\(job.out) is already written by line \(first); give each line its own \"out\""))
                continue
            }
            writers[entry.path] = job.line
            jobs.append(job)
        }
        return (jobs, failures)
    }

    /// The file `path` names, as two lines writing one file are told apart: made absolute against
    /// `directory` as text (as `URL.standardizedFileURL` did, without the `stat` it made of every line's
    /// file). Links are not followed: the output rule refuses a link as the file, and two spellings
    /// through a linked folder still race, as before.
    /// The file a line writes, however it is named: its folder resolved as the kernel resolves it
    /// (links and `..`), so `out/a.png` and `link/a.png` with `link -> out` are one file.
    static func writtenPath(_ path: String, in directory: String) -> String {
        let absolute = PathText.absolute(path, in: directory)
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return absolute }
        let folder = String(absolute[..<slash])
        guard let real = realpath(folder, nil) else { return absolute }
        defer { free(real) }
        return String(cString: real) + absolute[slash...]
    }
}
