import Foundation
import Testing
import SpecimenLayout

@Suite struct LayoutJSONTests {
    @Test func defaultTextInputHasTheKeysAndNumbersInOrder() throws {
        let json = try Fixtures.layout("Text Input").json()
        let lines = json.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[0] == "{")
        #expect(lines[1] == "\"set\": \"Text Input\",")
        #expect(lines[2] == "\"variant\": \"Type=Default, State=Placeholder\",")
        #expect(lines[3] == "\"frame\": {\"x\": 0, \"y\": 0, \"width\": 340, \"height\": 104},")
        #expect(lines[4] == "\"bounds\": {\"x\": 0, \"y\": 0, \"width\": 340, \"height\": 104},")
        #expect(lines[5] == "\"nodes\": [")
        #expect(json.contains("\"name\": \"field\",\n      \"role\": \"field\",\n      \"frame\": {\"x\": 0, \"y\": 26, \"width\": 340, \"height\": 56},"))
        #expect(
            json.contains(
                "\"name\": \"rule\",\n          \"role\": \"rule\",\n          \"frame\": {\"x\": 0, \"y\": 81, \"width\": 340, \"height\": 1},\n          \"children\": []"))
        #expect(!json.contains(".0,") && !json.contains(".0}"), "no needless decimals")
    }

    @Test func itIsValidJSONWithNodesNestedAsTheTree() throws {
        let tree = try Fixtures.layout("Counter Input", "State=Focused")
        let object = try JSONSerialization.jsonObject(with: Data(tree.json().utf8)) as? [String: Any]
        #expect(object?["set"] as? String == "Counter Input")
        let bounds = object?["bounds"] as? [String: Double]
        #expect(bounds?["x"] == -4)
        let nodes = object?["nodes"] as? [[String: Any]]
        #expect(nodes?.map { $0["name"] as? String } == tree.nodes.map(\.name))
        // Every node says what it is; a button what it does.
        #expect(nodes?.map { $0["role"] as? String } == ["group", "focus-ring", "field", "group"], "label, ring, pill, hint")
        let buttons = (nodes?[2]["children"] as? [[String: Any]])?.compactMap { $0["action"] as? String }
        #expect(buttons == ["decrement", "increment"])
    }

    @Test func fractionsKeepAtMostFourDecimals() throws {
        let json = try Fixtures.layout("Text Input").json()
        let decimals = json.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { token -> Int? in
            // Numbers only: an accessibility key such as "Appetite.titleRow.accessibility.tooltip" has dots too.
            guard token.contains(where: \.isNumber), let dot = token.firstIndex(of: ".") else { return nil }
            return token.distance(from: dot, to: token.endIndex) - 1
        }
        #expect(!decimals.isEmpty && decimals.allSatisfy { $0 >= 1 && $0 <= 4 })
    }

    @Test func theSameLayoutGivesTheSameBytes() throws {
        let once = try Fixtures.layout("Text Area", "State=Focused").json()
        let again = try Fixtures.layout("Text Area", "State=Focused").json()
        #expect(once == again)
    }
}
