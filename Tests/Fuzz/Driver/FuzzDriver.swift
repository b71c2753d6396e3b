import Foundation
import SpecimenFuzzing

/// libFuzzer's entry points; built only by `make fuzz` (with `-sanitize=fuzzer`). The target is picked
/// by `SPECIMEN_FUZZ_TARGET` (tokens, variant, strings, text, png).
nonisolated(unsafe) private var selected: FuzzTarget = .png

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let name = ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(Data("SPECIMEN_FUZZ_TARGET is '\(name)'; valid: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
        exit(2)
    }
    selected = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selected.run(bytes)
    return 0
}

/// libFuzzer's driver, which parses the fuzzing flags and calls `LLVMFuzzerTestOneInput`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// SwiftPM names an executable's entry point `<module>_main` and points `main` at it; this one hands
/// the process to libFuzzer.
@_cdecl("specimen_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var count = argc
    var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    _ = fuzzInitialize(&count, &vector)
    return runDriver(&count, &vector) { data, size in fuzzOneInput(data, size) }
}
