import Foundation
import Synchronization

/// Headless Chromium for the browser check: found at /usr/bin/chromium, installed with apt-get when
/// missing, and run with a time limit so a hung browser fails the test instead of stalling the suite.
enum Chromium {
    static let path = "/usr/bin/chromium"

    /// The browser's path, installing Debian's `chromium` first when it is missing.
    static func located() throws -> String {
        if FileManager.default.isExecutableFile(atPath: path) { return path }
        let install = try run("/bin/sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"], timeout: 900)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw FixtureError(
                "headless Chromium is needed for the gallery's browser check and could not be installed "
                    + "(apt-get install chromium exited \(install.status): \(install.output.suffix(300))); run 'make browser-deps' as root")
        }
        return path
    }

    /// The DOM of `page` after its load event, as headless Chromium serialises it.
    /// `extraFlags` such as `--force-dark-mode` (which makes `prefers-color-scheme` dark).
    /// `profile` replaces the shared browser profile, for a run whose `localStorage` must not leak
    /// into (or in from) the other runs.
    static func dumpDOM(_ page: URL, extraFlags: [String] = [], profile: URL? = nil) throws -> String {
        // `?check` asks the page's check script to load its lazy pictures too and wait for them.
        let address = page.absoluteString + (page.query == nil ? "?check" : "")
        let result = try run(try located(), flags(profile: profile) + extraFlags + ["--virtual-time-budget=5000", "--dump-dom", address], timeout: 120)
        guard result.status == 0 else { throw FixtureError("chromium --dump-dom \(page.lastPathComponent) exited \(result.status): \(result.errors.suffix(500))") }
        return result.output
    }

    /// A PNG screenshot of `page` at 1280 x 2000, after its load event and scripts.
    static func screenshot(_ page: URL, to file: URL, extraFlags: [String] = [], size: String = "1280,2000") throws -> [UInt8] {
        try screenshot(page, to: file, arguments: flags + extraFlags + ["--virtual-time-budget=5000", "--window-size=\(size)"])
    }

    /// A screenshot of a lone image document (an SVG) at exactly `width` x `height` pixels. Chromium
    /// 156 draws such a page shrunk into the top rows when given a fresh `--user-data-dir` (seen here
    /// with SVG and PNG documents alike), so this one runs on the browser's default profile.
    static func screenshot(image page: URL, to file: URL, width: Int, height: Int) throws -> [UInt8] {
        let plain = flags.filter { !$0.hasPrefix("--user-data-dir") }
        return try screenshot(page, to: file, arguments: plain + ["--window-size=\(width),\(height)"])
    }

    private static func screenshot(_ page: URL, to file: URL, arguments: [String]) throws -> [UInt8] {
        try? FileManager.default.removeItem(at: file)
        let result = try run(try located(), arguments + ["--screenshot=\(file.path)", page.absoluteString], timeout: 120)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw FixtureError("chromium wrote no screenshot (exit \(result.status)): \(result.errors.suffix(500))")
        }
        return Array(data)
    }

    /// No sandbox (tests run as root in CI), no GPU, file pages may load their own images.
    static let flags = common + ["--user-data-dir=" + FileManager.default.temporaryDirectory.appendingPathComponent("specimen-chromium-\(getpid())").path]

    /// `flags`, with `profile` as the user data folder when one is given.
    static func flags(profile: URL?) -> [String] {
        guard let profile else { return flags }
        return common + ["--user-data-dir=" + profile.path]
    }

    /// A new, empty profile folder: its `localStorage` starts empty and no other run shares it.
    static func freshProfile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("specimen-chromium-\(getpid())-\(UUID().uuidString)")
    }

    private static let common = [
        "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--hide-scrollbars",
        "--no-first-run", "--disable-extensions", "--disable-background-networking", "--disable-sync",
        "--mute-audio",
    ]

    struct Output {
        let status: Int32
        let output: String
        let errors: String
    }

    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        // Without a session bus Chromium waits on D-Bus for a second per start; tell it there is none.
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        process.environment = environment
        try process.run()
        // Read both pipes while the process runs, so a full pipe cannot block it.
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isError) in [(out, false), (err, true)] {
            group.enter()
            DispatchQueue.global().async {
                collected.set(pipe.fileHandleForReading.readDataToEndOfFile(), error: isError)
                group.leave()
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw FixtureError("\(executable) did not finish within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        group.wait()
        return Output(status: process.terminationStatus, output: collected.text(error: false), errors: collected.text(error: true))
    }

    /// Bytes read from the two pipes: written by the readers and read after they finish.
    private final class Collected: Sendable {
        private let pipes = Mutex<(out: Data, err: Data)>((Data(), Data()))
        func set(_ data: Data, error: Bool) { pipes.withLock { if error { $0.err = data } else { $0.out = data } } }
        func text(error: Bool) -> String { pipes.withLock { String(decoding: error ? $0.err : $0.out, as: UTF8.self) } }
    }
}
