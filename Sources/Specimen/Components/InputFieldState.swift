/// The `State` options Appetite's Text Input, Text Area, Chip Input and Counter Input share: the
/// layout model's own enum, so the API and the layout cannot disagree on a spelling.
public typealias InputFieldState = FieldStateOption
