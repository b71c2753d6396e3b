import Foundation
import Specimen

extension BenchSuite {
    /// A generated design system of `documents` component documents with `variantsEach` variants each
    /// (10 sizes x `variantsEach / 10` states), every document a button-like frame with a label and an
    /// icon, its colours and type from the folder's own light token file, as a team's would be.
    static func writeGeneratedDesignSystem(to folder: URL, documents: Int, variantsEach: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sizes = 10, states = max(1, variantsEach / sizes)
        let sizeOptions = (1...sizes).map { "\"s\($0)\"" }.joined(separator: ", ")
        let stateOptions = (1...states).map { "\"t\($0)\"" }.joined(separator: ", ")
        for index in 1...documents {
            var rules: [String] = []
            for size in 1...sizes {
                rules.append(#"{"when": {"Size": "s\#(size)"}, "set": {"root": {"height": \#(20 + 2 * size)}}}"#)
            }
            for state in 1...states {
                rules.append(#"{"when": {"State": "t\#(state)"}, "set": {"label": {"color": "color/c\#(state % 8)"}}}"#)
            }
            let text = """
                {"version": 1, "name": "Generated \(index)", "description": "A generated set for the benchmark.",
                 "designSystem": "Generated", "position": \(index),
                 "properties": [
                   {"name": "Size", "kind": "variant", "options": [\(sizeOptions)], "default": "s1"},
                   {"name": "State", "kind": "variant", "options": [\(stateOptions)], "default": "t1"},
                   {"name": "Label", "kind": "text", "default": "Item \(index)"}
                 ],
                 "root": {"name": "root", "type": "frame", "direction": "horizontal", "gap": 4,
                          "padding": {"top": 0, "left": 8, "bottom": 0, "right": 8}, "counterAlignment": "center",
                          "width": "hug", "height": 22,
                          "fills": [{"shape": "rectangle", "radius": 4, "color": "color/bg"}],
                          "children": [
                            {"name": "icon", "type": "icon", "icon": "star", "color": "color/c1", "width": 16, "height": 16},
                            {"name": "label", "type": "text", "characters": {"property": "Label"}, "textStyle": "type/body",
                             "color": "color/c0", "width": "hug"}
                          ]},
                 "rules": [\(rules.joined(separator: ",\n"))],
                 "decisions": []}
                """
            try Data(text.utf8).write(to: folder.appendingPathComponent("Generated\(index).component.json"))
        }
        let colours = (0..<8).map { index -> String in
            let hex = String(format: "%02X%02X%02X", 30 * index, 100, 255 - 30 * index)
            return "\"c\(index)\": {\"$type\": \"color\", \"$value\": \"#\(hex)\"}"
        }
        let tokens = """
            {"color": {"bg": {"$type": "color", "$value": "#F4F4F5"}, \(colours.joined(separator: ", "))},
             "type": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 14, "fontWeight": 500, "lineHeight": 20}}}}
            """
        try Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens.json"))
    }

    /// A generated design system of 200 documents and 10,000 variants (issue 22's speed row): goldens
    /// recorded once, then `snapshot verify` of every golden timed per golden, and the gallery of every
    /// variant at 1x with its peak memory; one round each (the run is minutes, not milliseconds).
    mutating func generatedDesignSystem(documents: Int = 200, variantsEach: Int = 50) throws {
        let project = URL(fileURLWithPath: try folder("generated-ds"), isDirectory: true)
        let ds = project.appendingPathComponent("ds", isDirectory: true)
        try Self.writeGeneratedDesignSystem(to: ds, documents: documents, variantsEach: variantsEach)
        let variants = documents * variantsEach, goldens = variants * 2
        // Every variant light and dark at 2x (a design system's goldens with no project file to narrow them).
        let common = ["--design-system", ds.path, "--snapshots", project.path + "/Goldens"]
        let record = try BenchProcess.succeed([specimen, "snapshot", "record"] + common, peakMemory: true)
        let verify = try BenchProcess.succeed([specimen, "snapshot", "verify", "--report", project.path + "/report"] + common, peakMemory: true)
        let gallery = try BenchProcess.succeed([specimen, "gallery", "--scale", "1", "--out", project.path + "/gallery", "--design-system", ds.path], peakMemory: true)
        rows.append(
            Row(
                measurement: "generated design system, \(documents) documents, \(variants) variants: record \(goldens) goldens",
                specimen: Self.ms(record.seconds) + " (peak " + Self.mb(record.peakBytes) + ")", reference: "—", ratio: "—", target: "—"))
        rows.append(
            Row(
                measurement: "generated design system: verify per golden (\(goldens) goldens)",
                specimen: Self.ms(verify.seconds / Double(goldens)), reference: "record per golden: " + Self.ms(record.seconds / Double(goldens)),
                ratio: Self.ratio(verify.seconds, record.seconds), target: "<= 1.00x"))
        rows.append(
            Row(
                measurement: "generated design system: gallery of \(variants) variants at 1x, peak memory",
                specimen: Self.mb(gallery.peakBytes) + " (" + Self.ms(gallery.seconds) + ")", reference: "—", ratio: "—", target: "< 200 MB"))
    }
}
