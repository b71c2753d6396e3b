import Foundation
import SpecimenSupport
import Synchronization

/// What a design system's own guidelines ask of its components, read from `guidelines.json` in its
/// folder (the shipped one's is `Themes/<system>/guidelines.json`, beside its documents): each check beyond
/// the universal ones, with the words it quotes and its bar, and the system's own words for a
/// universal check if it has some.
///
/// Decision (issue 36): a design system without the file gets the universal checks only (WCAG 2.2's
/// contrast, 1.4.3 and 1.4.11, and its target size, 2.5.8), quoted in WCAG's words, and never another
/// system's guideline; so no check here names a design system or holds its numbers.
package struct Guidelines: Sendable, Hashable {
    /// One check a design system's guidelines ask for.
    package struct Entry: Sendable, Hashable {
        /// The guideline's words, as its source writes them.
        package let quote: String
        /// Its bar (points for a size); nil for a check without one.
        package let minimum: Double?
    }

    /// The checks the design system asks for, by check.
    package let entries: [AuditFinding.Check: Entry]

    /// None: only the universal checks.
    package static let none = Guidelines(entries: [:])

    /// The file a design system's folder keeps its guidelines in.
    package static let fileName = "guidelines.json"

    /// The universal checks every design system gets.
    package static let universal: [AuditFinding.Check] = [.textContrast, .iconContrast, .nonTextContrast, .targetSize]

    package init(entries: [AuditFinding.Check: Entry]) {
        self.entries = entries
    }

    /// True when the audit makes `check`: a universal check, or one the guidelines ask for.
    package func asks(_ check: AuditFinding.Check) -> Bool { Self.universal.contains(check) || entries[check] != nil }

    /// The words `check` quotes: the design system's own, else WCAG's for a universal check ("" for neither).
    package func quote(_ check: AuditFinding.Check) -> String { entries[check]?.quote ?? check.universalGuideline ?? "" }

    /// The bar of a check the guidelines ask for, else `fallback`.
    package func minimum(_ check: AuditFinding.Check, else fallback: Double = 0) -> Double { entries[check]?.minimum ?? fallback }

    /// Reads `url`; a file that is not a guidelines file is an error naming it and what it should hold.
    package static func read(_ url: URL) throws -> Guidelines {
        do {
            let fields = try JSONFields.document(try JSONReader.parse(Array(try Data(contentsOf: url)), dialect: .json5))
            var entries: [AuditFinding.Check: Entry] = [:]
            for entry in try fields.objects("guidelines") {
                let name = try entry.string("check")
                guard let check = AuditFinding.Check(rawValue: name) else {
                    let valid = AuditFinding.Check.allCases.map(\.rawValue).joined(separator: ", ")
                    throw GuidelinesError(file: url.path, reason: "\"\(name)\" is not a check the audit makes; valid: \(valid)")
                }
                entries[check] = Entry(quote: try entry.string("quote"), minimum: try entry.optionalDouble("minimum"))
            }
            return Guidelines(entries: entries)
        } catch let error as GuidelinesError {
            throw error
        } catch let error as JSONSyntaxError {
            throw GuidelinesError(file: url.path, reason: "not JSON: \(error.reason)")
        } catch {
            throw GuidelinesError(file: url.path, reason: "\(error)")
        }
    }

    private static let cache = Mutex<[String: Guidelines]>([:])

    /// The guidelines of the design system whose folder is `folder`: its file's, or `none` without one;
    /// read once per folder.
    package static func of(folder: URL) throws -> Guidelines {
        let url = folder.appendingPathComponent(fileName)
        if let found = cache.withLock({ $0[url.path] }) { return found }
        let guidelines = FileManager.default.fileExists(atPath: url.path) ? try read(url) : none
        cache.withLock { $0[url.path] = guidelines }
        return guidelines
    }
}

/// A `guidelines.json` that cannot be read: the file, and what is wrong with it.
package struct GuidelinesError: Error, CustomStringConvertible {
    package let file: String
    package let reason: String

    package var description: String { "\(file): \(reason) (a design system's guidelines.json holds {\"guidelines\": [{\"check\": ..., \"quote\": ..., \"minimum\": ...}]})" }
}

extension Renderer {
    /// The guidelines of `designSystem`, from its folder (`Guidelines`).
    package func guidelines(of designSystem: String) throws -> Guidelines {
        try Guidelines.of(folder: folder(ofDesignSystem: designSystem))
    }
}
