import Foundation
import Testing

/// The independent tools some tests check Specimen's files against (rsvg-convert, Chromium, poppler,
/// Pillow), and the one way those tests are gated: tagged `.externalTool`, skipped with a reason
/// naming the install command when the tool is missing on a developer's machine, and required when
/// `CI` is set (the test then runs, and fails for the missing tool, rather than passing unseen).
/// `make test` and `.ci/run` install every one of them.
public enum ExternalTool: String, Sendable, CaseIterable {
    case rsvg = "rsvg-convert"
    case chromium
    case poppler = "pdftoppm"
    case pillow = "Pillow"
    /// Deque's axe-core, as PyPI's axe-core-python ships its `axe.min.js`.
    case axe = "axe-core"

    /// How to install it on Debian, for the skip message.
    public var install: String {
        switch self {
        case .rsvg: "apt-get install -y librsvg2-bin (make deps)"
        case .chromium: "apt-get install -y chromium (make browser-deps)"
        case .poppler: "apt-get install -y poppler-utils (make deps)"
        case .pillow: "pip install pillow (make python-deps)"
        case .axe: "pip install axe-core-python (make python-deps)"
        }
    }

    /// Whether the tool can be run here.
    public var isAvailable: Bool {
        switch self {
        case .pillow: Self.succeeds(["python3", "-c", "import PIL"])
        case .axe: Self.succeeds(["python3", "-c", "import axe_core_python"])
        default: Self.onPath(rawValue)
        }
    }

    /// True under CI, where every external tool is required.
    public static var isRequired: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    /// The trait every external-tool test carries: runs where the tool is or where `CI` is set,
    /// otherwise skipped, saying which tool is missing and how to install it.
    public var gate: ConditionTrait {
        let tool = self
        return .enabled("\(rawValue) is not installed: \(install); under CI it is required") {
            ExternalTool.isRequired || tool.isAvailable
        }
    }

    static func onPath(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    static func succeeds(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

extension Tag {
    /// A test that runs an independent tool (see `ExternalTool`): `swift test --skip .externalTool`-style
    /// filtering and reports can tell the slow, tool-bound tier from the rest.
    @Tag public static var externalTool: Tag
}
