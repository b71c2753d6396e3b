import Foundation

/// A small throwaway design system shaped like IBM's Carbon, written as a user would write one, for the
/// tests that another system's guidelines never reach it (issue 36): a 32 pt button (Carbon's small
/// button, under the platforms' 44 and 48 but over WCAG's 24) and a field whose Error state is the red
/// rule alone with 14 pt text and no label, which a system asking for those guidelines would flag. It
/// ships no `guidelines.json`, so it gets the universal checks only.
public enum CarbonLikeDesignSystem {
    public static let name = "Carbon-like"
    public static let buttonHeight = 32.0

    public static let button = """
        {
          "version": 1, "name": "Carbon Button", "description": "A small primary button.", "designSystem": "\(name)", "position": 1,
          "properties": [{"name": "Label", "kind": "text", "default": "Button"}],
          "root": {
            "name": "button", "type": "frame", "role": "button", "action": "submit",
            "direction": "horizontal", "padding": {"vertical": 0, "horizontal": 16}, "counterAlignment": "center",
            "width": "hug", "height": \(Int(buttonHeight)),
            "fills": [{"shape": "rectangle", "color": "button/primary"}],
            "children": [
              {"name": "label", "type": "text", "role": "text", "characters": {"property": "Label"},
               "textStyle": "type/body-compact", "color": "text/on-color"}
            ]
          }
        }
        """

    public static let field = """
        {
          "version": 1, "name": "Carbon Field", "description": "A text input, its error the red rule alone.", "designSystem": "\(name)", "position": 2,
          "properties": [
            {"name": "State", "kind": "variant", "options": ["Default", "Error"], "default": "Default"},
            {"name": "Placeholder", "kind": "text", "default": "Placeholder text"}
          ],
          "root": {
            "name": "input", "type": "frame", "direction": "vertical", "width": 288, "height": "hug",
            "children": [
              {"name": "field", "type": "frame", "role": "field", "direction": "horizontal",
               "padding": {"vertical": 0, "horizontal": 16}, "counterAlignment": "center", "width": "fill", "height": 40,
               "fills": [{"shape": "rectangle", "color": "field/background"}],
               "children": [
                 {"name": "placeholder", "type": "text", "role": "value", "characters": {"property": "Placeholder"},
                  "textStyle": "type/body-compact", "color": "text/placeholder"}
               ]},
              {"name": "rule", "type": "frame", "role": "rule", "width": "fill", "height": 1,
               "fills": [{"shape": "rectangle", "color": "border/strong"}]}
            ]
          },
          "rules": [
            {"when": {"State": "Error"}, "set": {"rule": {"fills": [{"shape": "rectangle", "color": "support/error"}]}}}
          ]
        }
        """

    public static let tokens = """
        {
          "button": {"primary": {"$type": "color", "$value": "#0F62FE"}},
          "text": {"on-color": {"$type": "color", "$value": "#FFFFFF"}, "placeholder": {"$type": "color", "$value": "#6F6F6F"}},
          "field": {"background": {"$type": "color", "$value": "#F4F4F4"}},
          "border": {"strong": {"$type": "color", "$value": "#8D8D8D"}},
          "support": {"error": {"$type": "color", "$value": "#DA1E28"}},
          "type": {"body-compact": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 14, "lineHeight": 18, "fontWeight": 400}}}
        }
        """

    /// Writes the folder into `folder` (made if need be) and returns it.
    @discardableResult
    public static func write(to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = ["Button.component.json": button, "Field.component.json": field, "tokens.json": tokens]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }
}
