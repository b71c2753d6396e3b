#if canImport(Testing)
import Testing
#endif

/// Which test is taking a snapshot: its suite (the types it is declared in) and its function, read from
/// Swift Testing's public `Test.current.id`, so two `@Suite`s in one file with a test of the same name
/// never share a reference (Paparazzi keys its snapshots by class and method the same way).
///
/// Nothing is read from Swift Testing's private storage. Its public API says whether the running case
/// is one of several (`Test.Case.isParameterized`) but not which, so a parameterised test names each
/// snapshot (`named: theme`) instead of Specimen guessing the case from reflection.
struct SnapshotTestIdentity: Equatable {
    /// The enclosing types, outermost first (`["SignUpTests", "Dark"]`); empty for a test at file scope.
    var suite: [String]
    /// The function's base name, without its parameter list: `quantity` for `quantity(theme:)`.
    var test: String
    /// True inside one case of a parameterised Swift Testing test.
    var isParameterized: Bool

    /// `Suite.Inner.test`: what a reference file's name and a failure message start with.
    var key: String { (suite + [test]).joined(separator: ".") }

    /// The running Swift Testing test when there is one; otherwise (XCTest, a plain function) the
    /// `#function` the caller passed, with no suite.
    static func current(testName: String) -> SnapshotTestIdentity {
        #if canImport(Testing)
        if let running = Test.current, !running.isSuite, let function = running.id.nameComponents.last {
            return SnapshotTestIdentity(
                suite: Array(running.id.nameComponents.dropLast()), test: baseName(function),
                isParameterized: Test.Case.current?.isParameterized ?? running.isParameterized)
        }
        #endif
        return SnapshotTestIdentity(suite: [], test: baseName(testName), isParameterized: false)
    }

    /// `quantity(theme:)` -> `quantity`: the labels are the same for every case and say nothing.
    static func baseName(_ function: String) -> String {
        let base = String(function.prefix { $0 != "(" })
        return base.isEmpty ? function : base
    }
}
