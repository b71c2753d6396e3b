import Specimen
import Testing

/// A batch line that is not JSON says why, at which column, and what a line looks like.
@Suite struct BatchJobJSONTests {
    @Test(arguments: [
        (
            #"{"set": "Stepper", "out": "a.png", "set": "Text Input"}"#,
            #"not JSON: the key "set" appears twice in one object (first at column 2); each name may appear once (column 36); write {"set": ..., "out": ...} on one line"#
        ),
        ("not json", #"not JSON: unexpected character 'n' (column 1); write {"set": ..., "out": ...} on one line"#),
        (#"{"set": "Stepper", "out": "a.png", // note"#, #"not JSON: expected a key in quotes (column 36); write {"set": ..., "out": ...} on one line"#),
        (
            #"{"set": "Stepper", "out": "a.png", "scale": 1e999}"#,
            "not JSON: the number 1e999 is too large to be a number (at most about 1.8e308) (column 45); write {\"set\": ..., \"out\": ...} on one line"
        ),
    ])
    func aLineThatIsNotJSONSaysWhy(line: String, message: String) {
        let error = #expect(throws: BatchLineError.self) { try BatchJob(line: 1, json: Substring(line)) }
        #expect(error?.description == message)
    }

    @Test func aTrailingCommaAndNullsReadAsJSONDecoderReadThem() throws {
        let job = try BatchJob(line: 1, json: #"{"set": "Stepper", "out": "a.png", "theme": null, "props": {},}"#)
        #expect(job.out == "a.png")
        #expect(job.options == RenderOptions())
    }
}
