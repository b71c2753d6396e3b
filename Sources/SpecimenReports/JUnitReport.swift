import SpecimenSupport

/// A JUnit XML file of a verification: one test case per golden and per orphan, as CI systems read it.
///
/// Test cases are named `classname="Snapshots.Text Input"`, `name="Type=Password, State=Error dark@2x"`,
/// each with its `time` in seconds. A failing one holds a `<failure>` whose type is the kind and whose
/// text is the one-line report and the command that re-records it, and a `<system-out>` with one
/// `[[ATTACHMENT|path]]` line per image (difference, actual, expected): the convention Jenkins'
/// JUnit Attachments plugin and GitLab's test reports read to show the pictures beside the failure.
package enum JUnitReport {
    package static func xml(_ result: VerificationResult) -> String {
        xml(VerificationDocument(result, filter: nil, images: [:]), reportFolder: nil)
    }

    /// - Parameter reportFolder: the folder the document's image paths are relative to, as CI should see
    ///   it (relative to the working directory when it lies inside it); `nil` leaves them relative.
    package static func xml(_ document: VerificationDocument, reportFolder: String?) -> String {
        let tests = document.results.count
        let failures = document.failures.count
        let time = seconds(document.totals.seconds)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"specimen snapshot verify\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">",
            "  <testsuite name=\"Snapshots\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">",
        ]
        for result in document.results {
            let (classname, name) = names(result)
            let head =
                "    <testcase classname=\"\(XMLText.escaped(classname))\" name=\"\(XMLText.escaped(name))\" file=\"\(XMLText.escaped("Snapshots/" + result.file))\" time=\"\(seconds(result.seconds))\""
            if result.passed {
                lines.append(head + "/>")
                continue
            }
            lines.append(head + ">")
            let text = result.message + (result.rerecord.map { "\nre-record: " + $0 } ?? "")
            lines.append("      <failure type=\"\(XMLText.escaped(result.status))\" message=\"\(XMLText.escaped(result.message))\">\(XMLText.escaped(text))</failure>")
            let attachments = imagePaths(result, reportFolder: reportFolder)
            if !attachments.isEmpty {
                lines.append("      <system-out>" + attachments.map { XMLText.escaped("[[ATTACHMENT|\($0)]]") }.joined(separator: "\n") + "</system-out>")
            }
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The failure's report images, difference first, joined to `reportFolder`.
    static func imagePaths(_ result: VerificationDocument.Result, reportFolder: String?) -> [String] {
        guard let images = result.images else { return [] }
        return [images.diff, images.actual, images.expected].compactMap { $0 }.map { path in
            guard let reportFolder, !path.hasPrefix("/") else { return path }
            return reportFolder + "/" + path
        }
    }

    private static func names(_ result: VerificationDocument.Result) -> (String, String) {
        guard let set = result.set else { return ("Snapshots.\(result.status == "bad manifest" ? "manifest" : "orphans")", result.file) }
        return ("Snapshots.\(set)", String(result.name.dropFirst(set.count + 1)))
    }

    private static func seconds(_ value: Double) -> String { SnapshotFormat.number((value * 1000).rounded() / 1000) }
}
