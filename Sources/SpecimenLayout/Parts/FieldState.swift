import SpecimenTokens

/// The five field states the labelled sets share, and the colour token each part takes in each.
///
/// The colours follow the spec's token table ("Applied to") and its prose: only the rule, the text and
/// the icons change between states, so a form does not jump.
enum FieldState: Sendable {
    case placeholder, filled, focused, error, disabled

    /// "Focused is a 1 pt brand stroke" (Counter Input, Digit Input): every stroke of a boxed control
    /// and of a round button, drawn inside the shape so the spec's sizes stay exact.
    static let strokeWidth = 1.0

    /// The look of a labelled set's `State` option.
    init(_ option: FieldStateOption) {
        switch option {
        case .placeholder: self = .placeholder
        case .filled: self = .filled
        case .focused: self = .focused
        case .error: self = .error
        case .disabled: self = .disabled
        }
    }

    /// The look `option` takes with `value` as content: a Placeholder field that holds text looks
    /// Filled, and a Placeholder or Filled field with focus looks Focused. Error and Disabled keep
    /// their look whatever the content, since content cannot say a value is wrong or dead.
    init(_ option: FieldStateOption, content value: EditableText) {
        self.init(option, isFocused: value.isFocused, isEmpty: value.isEmpty)
    }

    /// The same rule for content that is more than one text (a Chip Input's chips and its entry).
    init(_ option: FieldStateOption, isFocused: Bool, isEmpty: Bool) {
        switch option {
        case .placeholder, .filled:
            self = isFocused ? .focused : (option == .placeholder && isEmpty ? .placeholder : .filled)
        default:
            self.init(option)
        }
    }

    /// Every state but Placeholder shows the typed value; Error keeps it readable, Disabled greys it.
    var showsValue: Bool { self != .placeholder }

    /// The rule under the field: gray at rest, "the brand rule alone" when focused, red on error.
    var ruleColor: TokenPath {
        switch self {
        case .focused: AppetiteToken.brandBase
        case .error: AppetiteToken.errorBase500
        default: AppetiteToken.borderSub200
        }
    }

    /// The stroke of a boxed control (Counter pill, Digit cell); nil when disabled ("without a stroke").
    var strokeColor: TokenPath? {
        switch self {
        case .focused: AppetiteToken.brandBase
        case .error: AppetiteToken.errorBase500
        case .disabled: nil
        default: AppetiteToken.borderSub200
        }
    }

    /// The fill of a boxed control: white, or "a flat gray fill" when disabled.
    var boxFill: TokenPath { self == .disabled ? AppetiteToken.bgWeak50 : AppetiteToken.bgWhite0 }

    /// The typed value: strong, or `text/disabled-400` when disabled.
    var valueColor: TokenPath { self == .disabled ? AppetiteToken.textDisabled400 : AppetiteToken.textStrong950 }

    /// A placeholder or an affix: `text/soft-500`, and `text/disabled-400` disabled (in dark the soft
    /// colour is brighter than the disabled value, so undimmed it would read as live).
    var placeholderColor: TokenPath { self == .disabled ? AppetiteToken.textDisabled400 : AppetiteToken.textSoft500 }

    /// Every icon: `fg/soft-500` at rest, `fg/disabled-400` disabled.
    var iconColor: TokenPath { self == .disabled ? AppetiteToken.fgDisabled400 : AppetiteToken.fgSoft500 }

    /// Hint text: `text/sub-700`, red on error, `text/disabled-400` disabled.
    var hintColor: TokenPath {
        switch self {
        case .error: AppetiteToken.errorBase500
        case .disabled: AppetiteToken.textDisabled400
        default: AppetiteToken.textSub700
        }
    }

    /// The hint's icon turns red with the hint on error.
    var hintIconColor: TokenPath { self == .error ? AppetiteToken.errorBase500 : iconColor }

    /// A count or other quiet text in the hint row: hint colour, but not red, since it is not the message.
    var counterColor: TokenPath { self == .disabled ? AppetiteToken.textDisabled400 : AppetiteToken.textSub700 }
}
