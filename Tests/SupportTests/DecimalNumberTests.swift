import SpecimenSupport
import Testing

/// `DecimalNumber`: what a number written as text may be; a command line's `inf` and `nan` passed on.
@Suite struct DecimalNumberTests {
    static let accepted: [(String, Double)] = [("2", 2), ("1.5", 1.5), (".5", 0.5), ("2.", 2), ("-1", -1), ("+3", 3), ("1e-3", 0.001), ("1E2", 100), ("007", 7)]
    static let refused = ["0x2", "0X2", "0x1p3", "0x0.1p0", "1p3", "", ".", "e3", "1e", "1e+", "--1", "1.2.3", " 1", "1 ", "١", "½", "1_000"]

    @Test(arguments: accepted) func accepts(text: String, value: Double) {
        #expect(DecimalNumber.parse(text) == value && DecimalNumber.parse(text, passingNonFinite: true) == value)
    }
    @Test(arguments: refused) func refuses(text: String) { #expect(DecimalNumber.parse(text) == nil && DecimalNumber.parse(text, passingNonFinite: true) == nil) }
    @Test(arguments: ["inf", "-inf", "infinity", "+Infinity", "nan", "NaN", "1e999"]) func passesInfinityAndNaNOnToTheRangeCheck(text: String) {
        #expect(DecimalNumber.parse(text, passingNonFinite: true).map { $0.isNaN || $0.isInfinite } == true)
        // A token value is finite or nothing.
        #expect(DecimalNumber.parse(text) == nil)
    }
}
