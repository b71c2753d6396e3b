#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpecimenFiles
import Testing

/// Issue 35's classes as hostile-matrix rows: folders have owners, `init` never replaces anything,
/// nothing is written through a link or into a folder that is not Specimen's, nothing is read through a
/// link out of a user's folder, and work is bounded before it starts. Each row's number is the issue's.
/// Against main's build (`SPECIMEN_TEST_EXECUTABLE=<main's specimen>`) every row fails but the guards
/// marked "guard", which show the rule lets through what it should.
///
/// Most rows are refusals, which render nothing (about 0.1 CPU-second each); the few that record or
/// import say so.
@Suite struct WriteGateHostileTests {
    static let filter = HostileSandbox.goldensFilter

    /// `other/`: another clone of the project, with its own `specimen.json` and `Snapshots/` (its
    /// manifest names its own folder, `..`, as every manifest `record` writes does), and one golden no
    /// subject produces, which a prune from here would delete.
    static let otherClone: @Sendable (HostileSandbox) throws -> Void = { sandbox in
        try sandbox.write("other/specimen.json", "{}\n")
        for (file, bytes) in try HostileSandbox.goldensTemplate.get() { try sandbox.write("other/Snapshots/" + file, bytes: bytes) }
        try sandbox.write("other/Snapshots/Gone/State=Old/light@2x.png", bytes: try #require(sandbox.bytes("inputs/a.png")))
    }

    /// A one-component Figma file (a frame of 20 x 10), and the same with `field` set to `value`.
    static func figma(_ extra: String = "") -> String {
        #"{"name": "T", "document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "name": "Page", "children": ["#
            + #"{"id": "1:1", "type": "COMPONENT", "name": "Box", "layoutMode": "HORIZONTAL", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 20, "height": 10}"#
            + extra + #", "children": []}]}]}}"# + "\n"
    }

    static let figmaFile: @Sendable (HostileSandbox) throws -> Void = { sandbox in try sandbox.write("inputs/box.figma.json", figma()) }

    static let owners: [HostileCase] = [
        HostileCase(
            "1: record into another clone's goldens folder is refused, naming its project",
            ["snapshot", "record", "--snapshots", "$D/other/Snapshots", "--filter", filter], message: "belongs to the project in $D/other,",
            setup: otherClone),
        HostileCase(
            "1: prune of another clone's goldens folder deletes nothing", ["snapshot", "prune", "--snapshots", "$D/other/Snapshots"],
            message: "--adopt", setup: otherClone),
        HostileCase(
            "1: prune --check of another clone's goldens folder is refused too", ["snapshot", "prune", "--check", "--snapshots", "$D/other/Snapshots"],
            message: "$D/other", setup: otherClone),
        HostileCase(
            "1: a project file's \"snapshots\" naming another clone's folder is refused",
            ["snapshot", "prune"], message: "belongs to the project in $D/other,", environment: ["SPECIMEN_HOME": ""],
            setup: { sandbox in
                try otherClone(sandbox)
                try sandbox.write("specimen.json", #"{"snapshots": "other/Snapshots"}"# + "\n")
            }),
        HostileCase(
            "1: prune --adopt takes the folder over: its orphan goes, the manifest names this project",
            ["snapshot", "prune", "--adopt", "--snapshots", "$D/other/Snapshots"], status: 0, outputs: ["other/Snapshots/Gone"],
            setup: otherClone),
        HostileCase(
            "1: record --adopt takes the folder over and names this project in its manifest (renders 7 goldens)",
            ["snapshot", "record", "--adopt", "--snapshots", "$D/other/Snapshots", "--filter", filter], status: 0,
            outputs: ["other/Snapshots/manifest.json"], setup: otherClone,
            check: { sandbox, _ in
                let manifest = String(decoding: sandbox.bytes("other/Snapshots/manifest.json") ?? [], as: UTF8.self)
                #expect(manifest.hasPrefix("{\n  \"format\": 1,\n  \"project\": \"../..\",\n  \"goldens\": ["), "\(manifest.prefix(80))")
            }),
        HostileCase(
            "1: a manifest naming no project (written before owners) is this project's: record names it (renders 7 goldens)",
            ["snapshot", "record", "--snapshots", "$D/Snapshots", "--filter", filter], status: 0, outputs: ["Snapshots/manifest.json"],
            setup: { sandbox in
                let manifest = String(decoding: sandbox.bytes("Snapshots/manifest.json") ?? [], as: UTF8.self)
                try sandbox.write("Snapshots/manifest.json", manifest.replacingOccurrences(of: "  \"project\": \"..\",\n", with: ""))
            },
            check: { sandbox, _ in
                #expect(String(decoding: sandbox.bytes("Snapshots/manifest.json") ?? [], as: UTF8.self).contains("\n  \"project\": \"..\",\n"))
            }),
        // 2 and 5: init never replaces anything, and never writes through a link.
        HostileCase(
            "2: init keeps a dangling link at specimen.json", ["init", "$D/app"], message: "already exists",
            setup: { sandbox in try sandbox.link("app/specimen.json", to: "../nowhere/specimen.json") }),
        HostileCase(
            "2: init keeps a dangling link at design-system/tokens.json", ["init", "$D/app"], message: "already exists",
            setup: { sandbox in try sandbox.link("app/design-system/tokens.json", to: "../../nowhere.json") }),
        HostileCase(
            "5: init refuses a design-system link to another folder", ["init", "$D/app"], message: "symbolic link",
            setup: { sandbox in try sandbox.link("app/design-system", to: "../outside") }),
        HostileCase("guard: init of a new folder writes its two files", ["init", "$D/app"], status: 0, outputs: ["app"]),
    ]

    static let writtenOutside: [HostileCase] = [
        HostileCase(
            "3: import figma --out inside a goldens folder is refused", ["import", "figma", "$D/inputs/box.figma.json", "--out", "$D/Snapshots/imported"],
            message: "goldens folder", setup: figmaFile),
        HostileCase(
            "3: import figma --out through a link to another folder is refused",
            ["import", "figma", "$D/inputs/box.figma.json", "--out", "$D/link/imported"], message: "symbolic link",
            setup: { sandbox in
                try figmaFile(sandbox)
                try sandbox.link("link", to: "outside")
            }),
        HostileCase(
            "3: import figma --out through a relative link is refused", ["import", "figma", "inputs/box.figma.json", "--out", "link/imported"],
            message: "symbolic link",
            setup: { sandbox in
                try figmaFile(sandbox)
                try sandbox.link("link", to: "outside")
            }),
        HostileCase(
            "4: verify --report into a link to another folder is refused",
            ["snapshot", "verify", "--snapshots", "$D/Snapshots", "--filter", filter, "--report", "$D/rep"], message: "symbolic link",
            setup: { sandbox in try sandbox.link("rep", to: "outside") }),
        HostileCase(
            "4: verify --report into an existing folder of the user's is refused",
            ["snapshot", "verify", "--snapshots", "$D/Snapshots", "--filter", filter, "--report", "$D/photos"], message: WrittenFiles.fileName,
            setup: { sandbox in try sandbox.write("photos/holiday.jpg", "a photo\n") }),
        HostileCase(
            "4: verify --report into a folder holding only a dot file is refused",
            ["snapshot", "verify", "--snapshots", "$D/Snapshots", "--filter", filter, "--report", "$D/photos"], message: WrittenFiles.fileName,
            setup: { sandbox in try sandbox.write("photos/.album", "settings\n") }),
        HostileCase(
            "guard: verify --report into an existing empty folder writes the report (renders 7 goldens)",
            ["snapshot", "verify", "--snapshots", "$D/Snapshots", "--filter", filter, "--report", "$D/empty"], status: 0, outputs: ["empty"],
            setup: { sandbox in try sandbox.makeFolder("empty") }),
        HostileCase(
            "6: record into a folder holding only dot files (a home) is refused",
            ["snapshot", "record", "--snapshots", "$D/home", "--filter", filter], message: "holds other files",
            setup: { sandbox in
                try sandbox.write("home/.bashrc", "export PS1='$ '\n")
                try sandbox.write("home/.ssh/id_ed25519", "private\n")
            }),
        HostileCase(
            "6: \"snapshots\": \"~/Snapshots\" is relative to the project file, not $HOME",
            ["snapshot", "prune", "--check"], message: "$D/~/Snapshots:", environment: ["SPECIMEN_HOME": "", "HOME": "$D/outside"],
            setup: { sandbox in
                try sandbox.write("specimen.json", #"{"snapshots": "~/Snapshots"}"# + "\n")
                try sandbox.makeFolder("outside/Snapshots")
            }),
        HostileCase(
            "7: import figma --images never copies a <ref>.png linked from outside the folder",
            ["import", "figma", "$D/inputs/box.figma.json", "--out", "$D/imported", "--images", "$D/images"], status: 0, outputs: ["imported"],
            setup: { sandbox in
                try sandbox.write("inputs/box.figma.json", figma(#", "fills": [{"type": "IMAGE", "imageRef": "abc123", "scaleMode": "FILL"}]"#))
                try sandbox.write("outside/secret.png", bytes: try #require(sandbox.bytes("inputs/a.png")))
                try sandbox.link("images/abc123.png", to: "../outside/secret.png")
            },
            check: { sandbox, run in
                #expect(sandbox.bytes("imported/images/abc123.png") == nil, "the linked image was copied")
                #expect(run.stdout.contains("image fill abc123 dropped") && run.stdout.contains("leads out"), "\(run.stdout)")
            }),
        HostileCase(
            "7: an image fill reaching out of the design-system folder through a link is not drawn",
            ["render", "Card", "--design-system", "$D/ds", "--out", "$D/card.png"], message: "leads out of the design system",
            setup: { sandbox in
                try sandbox.write(
                    "ds/Card.component.json",
                    #"{"version": 1, "name": "Card", "designSystem": "Mine", "position": 1, "root": {"name": "card", "type": "frame", "children": ["#
                        + #"{"name": "photo", "type": "rectangle", "width": 40, "height": 40, "fills": [{"image": "images/photo.png"}]}]}}"#)
                try sandbox.write("ds/tokens.json", String(decoding: sandbox.bytes("inputs/tokens.json") ?? [], as: UTF8.self))
                try sandbox.link("ds/images/photo.png", to: "../../inputs/a.png")
            }),
    ]

    static let bounded: [HostileCase] = [
        HostileCase(
            "8: check figma on an absoluteBoundingBox of 1e308 is one line",
            ["check", "figma", "$D/inputs/huge.json"], message: "Limits.figmaNumberMagnitude",
            setup: { sandbox in
                try sandbox.write("inputs/huge.json", figma().replacingOccurrences(of: #""width": 20"#, with: #""width": 1e308"#))
            }),
        HostileCase(
            "8: check figma on paddingTop -1e300 is one line", ["check", "figma", "$D/inputs/huge.json"], message: "paddingTop",
            setup: { sandbox in try sandbox.write("inputs/huge.json", figma(#", "paddingTop": -1e300"#)) }),
        HostileCase(
            "8: import figma refuses the same file with the same line",
            ["import", "figma", "$D/inputs/huge.json", "--out", "$D/imported"], message: "Limits.figmaNumberMagnitude",
            setup: { sandbox in try sandbox.write("inputs/huge.json", figma(#", "itemSpacing": 1e300"#)) }),
        HostileCase(
            "9: documents F0..F8, each 10 instances of the next, are refused at the node budget",
            ["render", "F0", "--design-system", "$D/ds", "--out", "$D/f.png"], message: "Limits.layoutNodes", setup: fanOut
        ).timeout(30),
        HostileCase(
            "9: layout of the fan-out is refused too", ["layout", "F0", "--design-system", "$D/ds"], message: "Limits.layoutNodes",
            setup: fanOut
        ).timeout(30),
    ]

    /// A design-system folder of one document, `Box`, with `extra` in its variant property.
    static func box(options: String = #"["A", "B"]"#) -> @Sendable (HostileSandbox) throws -> Void {
        { sandbox in
            try sandbox.write(
                "ds/Box.component.json",
                #"{"version": 1, "name": "Box", "designSystem": "Mine", "position": 1, "properties": [{"name": "State", "kind": "variant", "options": \#(options)}], "#
                    + #""root": {"name": "box", "type": "frame", "width": 8, "height": 8}}"#)
        }
    }

    static let silent: [HostileCase] = [
        HostileCase(
            "silent: the same design system given twice (./ds/../ds) is refused", ["list", "--design-system", "$D/ds", "--design-system", "$D/ds/../ds"],
            message: "given already", setup: box()),
        HostileCase(
            "silent: the same design system through a link is refused", ["list", "--design-system", "$D/ds", "--design-system", "$D/again"],
            message: "given already",
            setup: { sandbox in
                try box()(sandbox)
                try sandbox.link("again", to: "ds")
            }),
        HostileCase(
            "silent: a variant option listed twice is refused", ["list", "--design-system", "$D/ds"], message: "listed twice",
            setup: box(options: #"["A", "B", "A"]"#)),
        HostileCase(
            "silent: a FIFO named *.tokens.json in a design system is refused", ["list", "--design-system", "$D/ds"],
            message: "not a regular file",
            setup: { sandbox in
                try box()(sandbox)
                try sandbox.fifo("ds/brand.tokens.json")
            }
        ).timeout(30),
        HostileCase(
            "silent: check figma --require 0x10 is refused", ["check", "figma", "$D/inputs/box.figma.json", "--require", "0x10"],
            message: "not a percentage", setup: figmaFile),
        HostileCase(
            "silent: a specimen.json that is a dangling link is named, not ignored", ["list"], message: "symbolic link",
            environment: ["SPECIMEN_HOME": ""], setup: { sandbox in try sandbox.link("specimen.json", to: "nowhere.json") }),
        HostileCase(
            "silent: a specimen.json that is a link loop is named, not ignored", ["list"], message: "symbolic link",
            environment: ["SPECIMEN_HOME": ""], setup: { sandbox in try sandbox.link("specimen.json", to: "specimen.json") }),
        HostileCase(
            "silent: verify against a folder that is no goldens folder says so on stderr, beside its missing goldens",
            ["snapshot", "verify", "--snapshots", "$D/outside", "--filter", filter, "--report", "$D/report"], status: 1,
            message: "holds no Specimen manifest.json", outputs: ["report"],
            check: { _, run in #expect(run.stdout.contains("7 goldens failed (7 missing)"), "\(run.stdout)") }
        ).lines(1),
        HostileCase(
            "silent: verify against /etc says it holds no Specimen manifest, beside its missing goldens",
            ["snapshot", "verify", "--snapshots", "/etc", "--filter", filter], status: 1, message: "holds no Specimen manifest.json",
            outputs: ["specimen-report"]
        ).lines(1),
        HostileCase(
            "silent: verify against another repository's root says so too",
            ["snapshot", "verify", "--snapshots", "$D/other", "--filter", filter], status: 1, message: "holds no Specimen manifest.json",
            outputs: ["specimen-report"],
            setup: { sandbox in
                try sandbox.write("other/.git/HEAD", "ref: refs/heads/main\n")
                try sandbox.write("other/README.md", "# another project\n")
            }
        ).lines(1),
        HostileCase(
            "silent: two batch lines writing one file through a linked folder: the second is refused", ["batch", "$D/two.jsonl"],
            status: 1, message: "is already written by line 1", outputs: ["out"],
            setup: { sandbox in
                try sandbox.makeFolder("out")
                try sandbox.link("link", to: "out")
                try sandbox.write(
                    "two.jsonl", #"{"set": "Stepper", "out": "\#(sandbox.path)/out/a.png"}"# + "\n" + #"{"set": "Stepper", "out": "\#(sandbox.path)/link/a.png"}"# + "\n")
            }
        ).lines(2),
        HostileCase(
            "silent: a document, token file or font linked from outside the design system is refused", ["list", "--design-system", "$D/ds"],
            message: "leads out of the design system",
            setup: { sandbox in
                try box()(sandbox)
                try sandbox.link("ds/brand.tokens.json", to: "../inputs/tokens.json")
            }),
        // The three below had in-process tables only (LoneSurrogateTableTests, FigmaVariableAliasTableTests,
        // ProjectOwnershipTests); as rows they run against an older build too.
        HostileCase(
            "silent: a lone \\ud800 before another escape in a --tokens file reads as U+FFFD (it trapped)",
            ["tokens", "--set", "Stepper", "--tokens", "$D/inputs/lone.json"], status: 0,
            setup: { sandbox in
                try sandbox.write("inputs/lone.json", ##"{"brand": {"base": {"$type": "color", "$value": "#3366ff", "$description": "a\ud800\u0041"}}}"## + "\n")
            }),
        HostileCase(
            "silent: import figma --variables whose aliases go round is one line",
            ["import", "figma", "$D/inputs/box.figma.json", "--variables", "$D/inputs/variables.json", "--out", "$D/imported"],
            message: "leads back to itself (a -> b -> a)",
            setup: { sandbox in
                try figmaFile(sandbox)
                // Variables a and b, each an alias of the other in the collection's one mode.
                let variable = { (name: String, target: String) in
                    #""id-\#(name)": {"name": "\#(name)", "resolvedType": "COLOR", "variableCollectionId": "c", "valuesByMode": {"1:0": {"type": "VARIABLE_ALIAS", "id": "id-\#(target)"}}}"#
                }
                try sandbox.write(
                    "inputs/variables.json",
                    #"{"meta": {"variableCollections": {"c": {"modes": [{"modeId": "1:0", "name": "Light"}], "defaultModeId": "1:0"}}, "variables": {"#
                        + variable("a", "b") + ", " + variable("b", "a") + "}}}\n")
            }),
    ]

    /// The silent case "a specimen.json in a parent folder owned by another user": run from `below/`,
    /// the project file in the folder above is another user's (uid 4242), so it is refused, not used.
    /// Only root can give a file away; elsewhere the row has nothing to show and returns.
    static let projectFileOfAnotherUser = HostileCase(
        "silent: a specimen.json above, owned by another user, is refused", ["list"], message: "is owned by another user (uid 4242)",
        environment: ["SPECIMEN_HOME": ""],
        setup: { sandbox in
            try sandbox.write("specimen.json", #"{"snapshots": "Snapshots"}"# + "\n")
            try sandbox.makeFolder("below")
            guard chown(sandbox.url("specimen.json").path, 4242, 4242) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        }
    ).inFolder("below")

    /// Documents F0..F8: F8 a box, each other one a frame of 10 instances of the next (10^8 nodes).
    /// Their rows keep the matrix's 1 GB bound: a child started with posix_spawn shares the test
    /// process's memory until it execs, and Linux keeps that high-water mark in the child's
    /// `ru_maxrss`, so with the whole suite loaded (about 580 MB) a tighter bound measured the test
    /// process, not `specimen` (alone the refusal peaks at 27 MB in 0.1 s).
    static let fanOut: @Sendable (HostileSandbox) throws -> Void = { sandbox in
        for level in 0...8 {
            let children =
                level == 8
                ? #"{"name": "box", "type": "rectangle", "width": 2, "height": 2}"#
                : (0..<10).map { #"{"name": "i\#($0)", "type": "instance", "component": "F\#(level + 1)"}"# }.joined(separator: ", ")
            try sandbox.write(
                "ds/F\(level).component.json",
                #"{"version": 1, "name": "F\#(level)", "designSystem": "Fan", "position": \#(level + 1), "root": {"name": "r", "type": "frame", "children": [\#(children)]}}"#)
        }
    }

    @Test(arguments: owners) func ownerCase(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
    @Test(arguments: writtenOutside) func outsideCase(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
    @Test(arguments: bounded) func boundedCase(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
    @Test(arguments: silent) func silentCase(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
    @Test func projectFileOfAnotherUserCase() throws {
        guard geteuid() == 0 else { return }
        try HostileMatrix.run(Self.projectFileOfAnotherUser)
    }
}
