// The README's "The Swift API" example, verbatim between the markers (`ReadmeTests` checks the README
// holds the same text), alone in its file so that it compiles with its own imports only, as a
// user's file would. `SwiftAPITests` runs it.
// README-EXAMPLE-BEGIN
import Specimen

/// Builds a Backbase password field and an Appetite text input in code, and renders them.
func renderReadmeExample() throws -> (png: [UInt8], svg: String, layout: LayoutTree) {
    let password = InputPassword(
        text: "hunter2", placeholder: "Enter password",
        labelPrimaryText: "Password", labelSecondaryText: "Required"
    )
    .helperText("Use at least 8 characters and one number")
    .errorText("Minimum 8 characters")
    .charactersVisible(true)
    let png = try password.png(theme: .dark, scale: 2)  // PNG bytes, 686 x 192 pixels
    let svg = try password.svg(theme: .light, scale: 1)  // an SVG document with accessible names

    let email = TextInput(type: .default, state: .error)
        .label("Email")
        .hint("Enter a valid email address")
        .optional(false)
        .tooltip(false)
        .iconLeft("email-outline")
        .text("sam@example")
    let layout = try email.layout()  // every node's frame, in points
    return (png, svg, layout)
}
// README-EXAMPLE-END
