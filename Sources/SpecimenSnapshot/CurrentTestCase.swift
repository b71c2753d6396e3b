#if canImport(Testing)
import Testing
#endif

/// Which case of a parameterised Swift Testing test is running, so each argument gets its own reference
/// (`colours(dark).1.png`, `colours(light).1.png`) instead of every case fighting over one file.
enum CurrentTestCase {
    /// What is known about the running test case.
    enum Arguments: Equatable {
        /// Not inside a parameterised Swift Testing test (XCTest, a plain test, or no test at all).
        case none
        /// The arguments' descriptions, in parameter order.
        case described([String])
        /// A parameterised test whose arguments could not be read.
        case unknown
    }

    /// The running case's arguments. Swift Testing keeps them out of its public API (as of 6.3), so they
    /// are read by reflection; if a later Swift Testing stores them differently the answer is `.unknown`
    /// and the caller asks for `named:` rather than letting every case share one reference.
    static var arguments: Arguments {
        #if canImport(Testing)
        guard let testCase = Test.Case.current, testCase.isParameterized else { return .none }
        guard let list = child(named: "arguments", in: Mirror(reflecting: testCase), depth: 4) else { return .unknown }
        var described: [String] = []
        for argument in Mirror(reflecting: list).children {
            guard let value = Mirror(reflecting: argument.value).children.first(where: { $0.label == "value" })?.value else { return .unknown }
            described.append(describe(value))
        }
        return described.isEmpty ? .unknown : .described(described)
        #else
        return .none
        #endif
    }

    /// A string argument as itself (no quotes in file names), anything else as Swift Testing shows it.
    static func describe(_ value: Any) -> String {
        if let text = value as? String { return text }
        #if canImport(Testing)
        return String(describingForTest: value)
        #else
        return String(describing: value)
        #endif
    }

    private static func child(named label: String, in mirror: Mirror, depth: Int) -> Any? {
        for child in mirror.children {
            if child.label == label { return child.value }
        }
        guard depth > 0 else { return nil }
        for child in mirror.children {
            if let found = Self.child(named: label, in: Mirror(reflecting: child.value), depth: depth - 1) { return found }
        }
        return nil
    }
}
