/// One thing a person does to a component: the words of an event script.
public enum BehaviourEvent: Hashable, Sendable, CustomStringConvertible {
    /// The field takes keyboard focus.
    case focus
    /// The field loses focus.
    case blur
    /// Characters typed one by one at the caret (the end of the text).
    case type(String)
    /// Text pasted at the caret in one step.
    case paste(String)
    /// Deletes this many characters before the caret (at least 1).
    case backspace(Int)
    /// Empties the field.
    case clear
    /// The Return key.
    case enter
    /// A tap on the layout's button node with this name (`increment`, `send`, `chip2Remove`).
    case press(String)

    /// The event's word in a script.
    package var word: String {
        switch self {
        case .focus: "focus"
        case .blur: "blur"
        case .type: "type"
        case .paste: "paste"
        case .backspace: "backspace"
        case .clear: "clear"
        case .enter: "enter"
        case .press: "press"
        }
    }

    /// The event as a script writes it: `type "Hi"`, `backspace 2`, `press send`.
    public var description: String {
        switch self {
        case .type(let text), .paste(let text): "\(word) \(EventScript.quoted(text))"
        case .backspace(let count): count == 1 ? word : "\(word) \(count)"
        case .press(let node): "\(word) \(node)"
        default: word
        }
    }

    /// Every event word and how it is written, for error messages and `--help`.
    package static let grammar = ["focus", "blur", "type \"text\"", "paste \"text\"", "backspace [N]", "clear", "enter", "press NODE"]
}
