/// The six looks of `BB.InputPassword`, derived from its content (`InputPasswordModel.look`); the
/// document's rules read the look as the `State` it reports.
enum PasswordState: Sendable {
    case rest, focused, editing, error, readOnly, disabled
}
