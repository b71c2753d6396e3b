// The harness of `Tools/json-callgrind.sh`: one JSON job per mode, Foundation's way or the codec's, so
// callgrind counts each against a run that does no JSON ("none"). Not part of the package.
import Foundation

struct Fingerprint: Codable { var specimen: String?; var renderer: String; var fonts: String }
struct Compare: Codable { var maxDelta: Int?; var maxPixels: Int?; var maxRatio: Double?; var perceptual: Double?; var masks: [String]? }
struct Digest: Codable { var file: String; var pixels: String }
struct Loc: Codable { var locale: String?; var direction: String; var textScale: Double }
struct Entry: Codable { var file, set, variant: String; var properties: [String: String]; var theme: String; var scale: Double; var width, height: Int; var fingerprint: Fingerprint; var compare: Compare?; var localisation: Loc?; var digest: Digest? }
struct Manifest: Codable { var format: Int; var goldens: [Entry] }

func entry(_ f: JSONFields) throws(JSONFieldError) -> Entry {
    let fp = try f.object("fingerprint")
    var e = Entry(file: try f.string("file"), set: try f.string("set"), variant: try f.string("variant"), properties: try f.stringsByName("properties"), theme: try f.string("theme"), scale: try f.double("scale"), width: try f.int("width"), height: try f.int("height"), fingerprint: Fingerprint(specimen: try fp.optionalString("specimen"), renderer: try fp.string("renderer"), fonts: try fp.string("fonts")))
    if let c = try f.optionalObject("compare") { e.compare = Compare(maxDelta: try c.optionalInt("maxDelta"), maxPixels: try c.optionalInt("maxPixels"), maxRatio: try c.optionalDouble("maxRatio"), perceptual: try c.optionalDouble("perceptual"), masks: try c.optionalStrings("masks")) }
    if let d = try f.optionalObject("digest") { e.digest = Digest(file: try d.string("file"), pixels: try d.string("pixels")) }
    if let l = try f.optionalObject("localisation") { e.localisation = Loc(locale: try l.optionalString("locale"), direction: try l.string("direction"), textScale: try l.double("textScale")) }
    return e
}

struct Region: Codable { var node: String; var x, y, width, height, pixels, maxDelta: Int }
struct RResult: Codable { var name, file: String; var set, variant, theme: String?; var scale: Double?; var status: String; var passed: Bool; var changedPixels: Int; var regions: [Region]; var seconds: Double; var message: String }
struct Doc: Codable { var format: Int; var specimen: String; var results: [RResult] }
func json(_ r: RResult) -> JSONValue {
    var m: [(key: String, value: JSONValue)] = [("name", .string(r.name)), ("file", .string(r.file)), ("status", .string(r.status)), ("passed", .bool(r.passed)), ("changedPixels", .number(r.changedPixels)), ("regions", .array(r.regions.map { g in .object([("node", .string(g.node)), ("x", .number(g.x)), ("y", .number(g.y)), ("width", .number(g.width)), ("height", .number(g.height)), ("pixels", .number(g.pixels)), ("maxDelta", .number(g.maxDelta))]) })), ("seconds", .number(r.seconds)), ("message", .string(r.message))]
    if let s = r.set { m.append(("set", .string(s))) }; if let s = r.variant { m.append(("variant", .string(s))) }; if let s = r.theme { m.append(("theme", .string(s))) }; if let s = r.scale { m.append(("scale", .number(s))) }
    return .object(m)
}

struct Line: Decodable { var set: String?; var variant: String?; var props: [String: String]?; var theme: String?; var scale: Double?; var out: String? }

let mode = CommandLine.arguments[1]
let manifestBytes = Array(FileManager.default.contents(atPath: CommandLine.arguments[2])!)
let results = (0..<288).map { i in RResult(name: "Text Input/Type=Default, State=Error light@\(i % 3 + 1)x", file: "Text Input/Type=Default, State=Error/light@\(i % 3 + 1)x.png", set: "Text Input", variant: "Type=Default, State=Error", theme: "light", scale: Double(i % 3 + 1), status: "matched", passed: true, changedPixels: 0, regions: [], seconds: 0.012, message: "matched") }
let lines = (0..<1000).map { i in #"{"set": "Text Input", "variant": "Type=Password, State=Error", "props": {"Help": "off"}, "theme": "dark", "scale": 2, "out": "out/\#(i).png"}"# }
var sink = 0
switch mode {
case "manifest-decoder": sink = try! JSONDecoder().decode(Manifest.self, from: Data(manifestBytes)).goldens.count
case "manifest-codec":
    let doc = try! JSONFields.document(try! JSONReader.parse(manifestBytes, dialect: .strict))
    sink = try! doc.objects("goldens").map(entry).count
case "results-encoder":
    let e = JSONEncoder(); e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    sink = try! e.encode(Doc(format: 1, specimen: "0.1", results: results)).count
case "results-codec":
    sink = JSONWriter.pretty(.object([("format", .number(1)), ("specimen", .string("0.1")), ("results", .array(results.map(json)))])).count
case "lines-decoder": for l in lines { sink += (try! JSONDecoder().decode(Line.self, from: Data(l.utf8))).out!.count }
case "lines-codec": for l in lines { if case .string(let o)? = (try! JSONReader.parse(Array(l.utf8), dialect: .strict))["out"] { sink += o.count } }
default: sink = results.count + lines.count + manifestBytes.count
}
print(mode, sink)
