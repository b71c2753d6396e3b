import Foundation
import Testing

/// The hostile matrix's own checks: good commands pass it touching only their output, and a command
/// that touches a file the case did not allow, or ends with another status, fails it (a known issue
/// here), so a fault row cannot pass by the harness looking away.
@Suite struct HostileMatrixTests {
    static let goldens = "$D/Snapshots"
    static let variant = "Snapshots/" + HostileSandbox.goldensFolder
    static let verify = ["snapshot", "verify", "--snapshots", goldens, "--filter", HostileSandbox.goldensFilter]

    static let good: [HostileCase] = [
        HostileCase("render writes its --out and nothing else", ["render", "Stepper", "--out", "$D/out.png"], status: 0, outputs: ["out.png"]),
        HostileCase(
            "verify of the sandbox's goldens passes, writing its report only", verify + ["--report", "$D/report"],
            status: 0, outputs: ["report"], check: { _, run in #expect(run.stdout.contains("7 goldens: 7 matched"), "\(run.stdout)") }),
        HostileCase(
            "record into the sandbox's goldens rewrites the changed golden only",
            ["snapshot", "record", "--snapshots", goldens, "--filter", HostileSandbox.goldensFilter], status: 0,
            outputs: [variant + "/light@1x.png"],
            setup: { sandbox in
                try sandbox.write(variant + "/light@1x.png", bytes: try #require(sandbox.bytes("inputs/b.png")))
            },
            check: { sandbox, _ in
                let recorded = try HostileSandbox.repositoryBytes(variant + "/light@1x.png")
                #expect(sandbox.bytes(variant + "/light@1x.png") == recorded, "the checkout's golden, rendered again")
            }),
        HostileCase("a refusal is one line, exit 2", ["render", "Stepper", "--scale", "0", "--out", "$D/out.png"], message: "scale"),
    ]

    @Test(arguments: good) func goodCommandsTouchOnlyTheirOutput(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }

    @Test func aFileWrittenOutsideTheOutputsFailsTheCase() throws {
        try withKnownIssue { try HostileMatrix.run(HostileCase("writes out.png undeclared", ["render", "Stepper", "--out", "$D/out.png"], status: 0)) }
    }

    @Test func anotherExitStatusFailsTheCase() throws {
        try withKnownIssue { try HostileMatrix.run(HostileCase("exits 0, not 2", ["list"], status: 2)) }
    }

    @Test func theChangesAreReported() throws {
        let run = try HostileMatrix.run(HostileCase("render", ["render", "Stepper", "--out", "$D/out.png"], status: 0, outputs: ["out.png"]))
        #expect(run.changes.map(\.path) == ["out.png"])
    }
}
