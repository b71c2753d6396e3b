import Foundation
import SpecimenFiles
import SpecimenInput
import SpecimenLimits
import SpecimenPNG

/// `specimen diff` for two PNG files of any size within ``Limits/diffPixelBudget``: the comparison of
/// ``PixelComparison`` (tolerance and perceptual filter included), ``RegionGrouping``'s regions and
/// ``DiffImage``'s three-panel picture, computed a row at a time, so memory is a few rows of the wider
/// image however tall the images are.
///
/// The counts, regions and difference image's bytes equal those of the whole-image path (decode both,
/// `PixelComparison.compare`, `RegionGrouping.regions`, `DiffImage.threePanel`, `PNGEncoder`); tests
/// hold the two together. The perceptual filter looks two rows around each pixel, so the comparison
/// runs two rows behind the reading. The difference image's header says RGB or RGBA before its first
/// row, as ``PNGEncoder`` decides from the whole picture: a file that may hold alpha (an alpha channel
/// or `tRNS`) is read once ahead, up to its first non-opaque pixel, to know.
package enum StreamedComparison {
    /// What comparing found: a size mismatch, or the differing pixels and their regions.
    package enum Outcome: Sendable {
        case sizeMismatch(expected: PixelSize, actual: PixelSize)
        case compared(Difference)
    }

    /// Same-sized images compared: counts and the first regions in ``RegionGrouping``'s order.
    package struct Difference: Sendable {
        /// Columns of both images, in pixels.
        package let width: Int
        /// Rows of both images, in pixels.
        package let height: Int
        /// Pixels that differ under the tolerance.
        package let differingPixels: Int
        /// The first `listedRegions` regions, in order.
        package let regions: [DifferenceRegion]
        /// How many regions there are in all.
        package let regionCount: Int

        /// All pixels of one image: `width * height`.
        package var totalPixels: Int { width * height }
    }

    /// A file that could not be read, named: `a.png: truncated PNG data`.
    package struct FileFailure: Error, CustomStringConvertible {
        /// The file's path, as given.
        package let path: String
        /// Why it could not be read.
        package let underlying: any Error
        /// `path: reason`.
        package var description: String { "\(path): \(underlying)" }
    }

    /// Why an input cannot be read, as a line (the path is the ``FileFailure``'s).
    struct Reason: Error, CustomStringConvertible {
        let description: String
    }

    /// The three-panel picture would be past ``Limits/diffPixelBudget`` per panel.
    package struct DifferenceImageTooLarge: Error, CustomStringConvertible {
        /// The whole picture's width, in pixels: three panels and two gutters.
        package let width: Int
        /// The picture's height, in pixels.
        package let height: Int
        /// One line giving the size and the budget.
        package var description: String {
            "the difference image would be \(width) x \(height) pixels, panels past the budget of \(Limits.diffPixelBudget) pixels each"
        }
    }

    /// Compares `actualPath` (B) with `expectedPath` (A) and, with `differenceImage`, writes the
    /// expected | difference | actual picture there atomically.
    ///
    /// - Throws: ``FileFailure`` for an input that cannot be read or is not a PNG within the budget;
    ///   ``AtomicFileError`` or ``PNGError`` when the difference image cannot be written.
    package static func compare(
        expectedPath: String, actualPath: String, tolerance: Tolerance,
        differenceImage: String? = nil, durability: Durability = .none, listedRegions: Int = .max
    ) throws -> Outcome {
        // A pipe (`<(git show HEAD:a.png)`) can be read once, and the alpha pre-read reads a file twice:
        // such an input is first copied to a temporary file (its compressed bytes, not its pixels).
        var copies: [String] = []
        defer { for copy in copies { TemporaryFiles.remove(copy) } }
        let expected = try open(expectedPath, copies: &copies), actual = try open(actualPath, copies: &copies)
        var pass = Pass(expected: expected, actual: actual, tolerance: tolerance, listedRegions: listedRegions)
        if let differenceImage {
            guard Limits.fitsDiffPixelBudget(width: pass.width, height: pass.height) else {
                throw DifferenceImageTooLarge(width: pass.width * 3 + DiffImage.gutter * 2, height: pass.height)
            }
            let hasAlpha = pass.differenceImageHasAlpha()
            try AtomicFile.write(to: differenceImage, durability: durability) { descriptor in
                let writer = try PNGRowWriter(
                    descriptor: descriptor, path: differenceImage, width: pass.width * 3 + DiffImage.gutter * 2,
                    height: pass.height, hasAlpha: hasAlpha, pixelsPerPoint: expected.reader.pixelsPerPoint ?? 1)
                try pass.run(writer: writer)
                try writer.finish()
            }
        } else {
            try pass.run(writer: nil)
        }
        return pass.outcome
    }

    /// An input: its path for naming it in errors, the file read (a copy of a pipe), and its reader.
    struct Input {
        let path: String
        let source: String
        let reader: PNGRowReader

        func readRow(into row: inout [UInt8]) throws {
            do { try reader.readRow(into: &row) } catch { throw FileFailure(path: path, underlying: error) }
        }

        func finish() throws {
            do { try reader.finish() } catch { throw FileFailure(path: path, underlying: error) }
        }
    }

    static func open(_ path: String, copies: inout [String]) throws -> Input {
        var source = path
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFIFO || kind == S_IFSOCK else {
                throw FileFailure(path: path, underlying: Reason(description: "it is a device, not a file; name a PNG file or a pipe"))
            }
            // Read within Limits.pngFileBytes and Limits.pipeSilenceSeconds (a silent FIFO cannot hang the
            // command), then kept as a temporary file like any other (TemporaryFiles): removed on SIGINT or
            // SIGTERM too.
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(path, limit: Limits.pngFileBytes, what: "PNG", limitName: "Limits.pngFileBytes")
            } catch {
                throw FileFailure(path: path, underlying: Reason(description: error.reason))
            }
            do {
                source = try TemporaryFiles.scratch(bytes, in: FileManager.default.temporaryDirectory.path, name: "specimen-diff.png")
            } catch {
                throw FileFailure(path: path, underlying: PNGFileError(code: EIO))
            }
            copies.append(source)
        }
        do {
            return Input(path: path, source: source, reader: try PNGRowReader(path: source, maximumPixelCount: Limits.diffPixelBudget))
        } catch {
            throw FileFailure(path: path, underlying: error)
        }
    }

    /// True when some pixel of the file is not opaque; a file that cannot be read says false here and
    /// fails with its reason in the pass that follows.
    static func hasNonOpaquePixel(_ path: String) -> Bool {
        guard let reader = try? PNGRowReader(path: path, maximumPixelCount: Limits.diffPixelBudget) else { return false }
        var row: [UInt8] = []
        for _ in 0..<reader.height {
            guard (try? reader.readRow(into: &row)) != nil else { return false }
            var i = 3
            while i < row.count {
                if row[i] != 255 { return true }
                i += 4
            }
        }
        return false
    }
}
