/// A JUnit XML file of a verification: one test case per golden and per orphan, as CI systems read it.
///
/// Test cases are named `classname="Snapshots.Text Input"`, `name="Type=Password, State=Error dark@2x"`;
/// a failing one holds a `<failure>` whose message is the kind and whose text is the one-line report.
public enum JUnitReport {
    public static func xml(_ result: VerificationResult) -> String {
        let tests = result.outcomes.count
        let failures = result.failures.count
        let time = SnapshotFormat.number((result.seconds * 1000).rounded() / 1000)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"specimen snapshot verify\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">",
            "  <testsuite name=\"Snapshots\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">",
        ]
        for outcome in result.outcomes {
            let (classname, name) = names(outcome)
            let head = "    <testcase classname=\"\(XMLText.escaped(classname))\" name=\"\(XMLText.escaped(name))\" file=\"\(XMLText.escaped("Snapshots/" + outcome.file))\""
            if outcome.passed {
                lines.append(head + "/>")
            } else {
                lines.append(head + ">")
                lines.append("      <failure type=\"\(XMLText.escaped(outcome.kind.rawValue))\" message=\"\(XMLText.escaped(outcome.line))\">\(XMLText.escaped(outcome.line))</failure>")
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func names(_ outcome: GoldenOutcome) -> (String, String) {
        guard let subject = outcome.subject else { return ("Snapshots.\(outcome.kind == .badManifest ? "manifest" : "orphans")", outcome.file) }
        let configuration = subject.configuration
        let variant = subject.name.dropFirst(configuration.set.name.count + 1)
        return ("Snapshots.\(configuration.set.name)", String(variant))
    }
}
