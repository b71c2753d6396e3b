import SpecimenSupport

/// `results.json` as JSON: written through `JSONWriter.pretty`, whose bytes are `JSONEncoder`'s with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (absent optionals left out), and read
/// back through `JSONFields` with `JSONDecoder`'s rules, so a merge reads what a shard wrote.
extension VerificationDocument {
    /// The document as a JSON value; `JSONWriter` sorts the keys.
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("filter", .array(filter.map(JSONValue.string))), ("format", .number(format)),
            ("results", .array(results.map(\.json))), ("shards", .array(shards.map(JSONValue.string))),
            ("specimen", .string(specimen)), ("tolerance", .string(tolerance)), ("totals", totals.json),
        ]
        if let rerecord { members.append(("rerecord", .string(rerecord))) }
        return .object(members)
    }

    /// Reads a document's fields; `wrong type at results.3.passed` or `missing key 'file'` when they are not one.
    init(_ fields: JSONFields) throws(JSONFieldError) {
        format = try fields.int("format")
        specimen = try fields.string("specimen")
        shards = try fields.strings("shards")
        filter = try fields.strings("filter")
        tolerance = try fields.string("tolerance")
        totals = try Totals(try fields.object("totals"))
        rerecord = try fields.optionalString("rerecord")
        results = try fields.objects("results").map { (fields) throws(JSONFieldError) in try Result(fields) }
    }
}

extension VerificationDocument.Result {
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("changedPixels", .number(changedPixels)), ("file", .string(file)), ("message", .string(message)),
            ("name", .string(name)), ("passed", .bool(passed)), ("regions", .array(regions.map(\.json))),
            ("seconds", .number(seconds)), ("status", .string(status)),
        ]
        if let images { members.append(("images", images.json)) }
        if let rerecord { members.append(("rerecord", .string(rerecord))) }
        if let scale { members.append(("scale", .number(scale))) }
        if let set { members.append(("set", .string(set))) }
        if let theme { members.append(("theme", .string(theme))) }
        if let variant { members.append(("variant", .string(variant))) }
        return .object(members)
    }

    init(_ fields: JSONFields) throws(JSONFieldError) {
        self.init(
            name: try fields.string("name"), file: try fields.string("file"), set: try fields.optionalString("set"),
            variant: try fields.optionalString("variant"), theme: try fields.optionalString("theme"),
            scale: try fields.optionalDouble("scale"), status: try fields.string("status"), passed: try fields.bool("passed"),
            changedPixels: try fields.int("changedPixels"),
            regions: try fields.objects("regions").map { (fields) throws(JSONFieldError) in try VerificationDocument.Region(fields) },
            images: try fields.optionalObject("images").map { (fields) throws(JSONFieldError) in try VerificationDocument.Images(fields) },
            seconds: try fields.double("seconds"), message: try fields.string("message"), rerecord: try fields.optionalString("rerecord"))
    }
}

extension VerificationDocument.Region {
    var json: JSONValue {
        .object([
            ("height", .number(height)), ("maxDelta", .number(maxDelta)), ("node", .string(node)), ("pixels", .number(pixels)),
            ("width", .number(width)), ("x", .number(x)), ("y", .number(y)),
        ])
    }

    init(_ fields: JSONFields) throws(JSONFieldError) {
        self.init(
            node: try fields.string("node"), x: try fields.int("x"), y: try fields.int("y"), width: try fields.int("width"),
            height: try fields.int("height"), pixels: try fields.int("pixels"), maxDelta: try fields.int("maxDelta"))
    }
}

extension VerificationDocument.Images {
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("golden", .string(golden))]
        if let actual { members.append(("actual", .string(actual))) }
        if let diff { members.append(("diff", .string(diff))) }
        if let expected { members.append(("expected", .string(expected))) }
        return .object(members)
    }

    init(_ fields: JSONFields) throws(JSONFieldError) {
        self.init(
            golden: try fields.string("golden"), expected: try fields.optionalString("expected"), actual: try fields.optionalString("actual"),
            diff: try fields.optionalString("diff"))
    }
}

extension VerificationDocument.Totals {
    var json: JSONValue {
        .object([
            ("byStatus", .object(byStatus.map { ($0.key, .number($0.value)) })), ("failed", .number(failed)),
            ("goldens", .number(goldens)), ("matched", .number(matched)), ("seconds", .number(seconds)),
        ])
    }

    init(_ fields: JSONFields) throws(JSONFieldError) {
        self.init(
            goldens: try fields.int("goldens"), matched: try fields.int("matched"), failed: try fields.int("failed"),
            byStatus: try fields.integersByName("byStatus"), seconds: try fields.double("seconds"))
    }
}
