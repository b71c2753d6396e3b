import Foundation

/// A small design system written as a user would write one (a folder of a component document, token
/// files for both modes and each mode, and optionally a font), for tests of `--design-system` and the
/// Swift API. Its numbers are the tests' expectations: a 32 pt button (28 at `Size=sm`) with 12 pt
/// side padding, a 14/20 label, and a 16 pt checkbox box with a `toggle` behaviour.
public enum SampleDesignSystem {
    public static let name = "Sample UI"
    public static let buttonHeight = 32.0
    public static let smallButtonHeight = 28.0
    public static let buttonPadding = 12.0
    public static let labelSize = 14.0
    public static let labelLineHeight = 20.0
    public static let checkboxSize = 16.0
    public static let lightBackground = "#1f883d"
    public static let darkBackground = "#238636"

    public static let button = """
        {
          "version": 1,
          "name": "Sample Button",
          "description": "A button for the design-system tests.",
          "designSystem": "\(name)",
          "position": 1,
          "properties": [
            {"name": "Size", "kind": "variant", "options": ["sm", "md"], "default": "md"},
            {"name": "State", "kind": "variant", "options": ["Rest", "Disabled"], "default": "Rest"},
            {"name": "Label", "kind": "text", "default": "Save"}
          ],
          "root": {
            "name": "button", "type": "frame", "role": "button", "action": "submit",
            "direction": "horizontal", "padding": {"top": 0, "left": \(Int(buttonPadding)), "bottom": 0, "right": \(Int(buttonPadding))},
            "counterAlignment": "center", "width": "hug", "height": \(Int(buttonHeight)),
            "fills": [{"shape": "rectangle", "radius": 6, "color": "button/bg"}],
            "children": [
              {"name": "label", "type": "text", "role": "text", "characters": {"property": "Label"},
               "textStyle": "type/body", "color": "button/fg", "width": "hug"}
            ]
          },
          "rules": [
            {"when": {"Size": "sm"}, "set": {"button": {"height": \(Int(smallButtonHeight))}}},
            {"when": {"State": "Disabled"}, "set": {"label": {"color": "button/fg-disabled"}}}
          ],
          "decisions": [
            {"decision": "the label is never cut", "because": "a test's decision, listed by specimen decisions"}
          ]
        }
        """

    public static let checkbox = """
        {
          "version": 1,
          "name": "Sample Checkbox",
          "description": "A checkbox that toggles.",
          "designSystem": "\(name)",
          "position": 2,
          "properties": [
            {"name": "Checked", "kind": "boolean", "default": false},
            {"name": "Label", "kind": "text", "default": "Remember me"}
          ],
          "behaviour": {"pattern": "toggle", "bind": {"value": "Checked", "button": "box"}},
          "root": {
            "name": "checkbox", "type": "frame", "direction": "horizontal", "gap": 8, "counterAlignment": "center",
            "width": "hug", "height": "hug",
            "children": [
              {"name": "box", "type": "frame", "role": "button", "action": "toggle",
               "width": \(Int(checkboxSize)), "height": \(Int(checkboxSize)),
               "fills": [{"shape": "rectangle", "radius": 3, "color": "checkbox/bg"}],
               "strokes": [{"shape": "rectangle", "radius": 3, "width": 1, "color": "checkbox/border"}]},
              {"name": "label", "type": "text", "role": "text", "characters": {"property": "Label"},
               "textStyle": "type/body", "color": "button/bg", "width": "hug"}
            ]
          },
          "rules": [
            {"while": "on", "set": {"box": {"fills": [{"shape": "rectangle", "radius": 3, "color": "button/bg"}]}}}
          ],
          "decisions": []
        }
        """

    /// Both modes' tokens: the label's typography.
    public static let shared = """
        {"type": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \(Int(labelSize)), "fontWeight": 500, "lineHeight": \(Int(labelLineHeight))}}}}
        """

    public static func colours(background: String) -> String {
        """
        {"button": {"bg": {"$type": "color", "$value": "\(background)"}, "fg": {"$type": "color", "$value": "#ffffff"},
                    "fg-disabled": {"$type": "color", "$value": "#8c959f"}},
         "checkbox": {"bg": {"$type": "color", "$value": "#ffffff"}, "border": {"$type": "color", "$value": "#8c959f"}}}
        """
    }

    /// Writes the folder into `folder` (made if need be) and returns it.
    @discardableResult
    public static func write(to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = [
            "Button.component.json": button, "Checkbox.component.json": checkbox, "tokens.json": shared,
            "light.tokens.json": colours(background: lightBackground), "dark.tokens.json": colours(background: darkBackground),
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }
}
