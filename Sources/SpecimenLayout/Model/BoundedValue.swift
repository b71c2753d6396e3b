import SpecimenCatalogue

/// A value between two whole-number bounds, as Stepper and Counter Input hold it.
///
/// The value is "Text, any string" in the spec, so it is kept as written; it sits on a bound only
/// when it reads as a whole number equal to that bound. A value that is not a number sits on neither,
/// so both buttons stay live (what a press does to it is behaviour's to decide).
package struct BoundedValue: Hashable, Sendable {
    /// The value as written: usually a whole number, but any string is kept.
    package var text: String
    /// The lowest whole number the value may step down to (the `Minimum` property).
    package var minimum: Int
    /// The highest whole number the value may step up to (the `Maximum` property).
    package var maximum: Int

    /// A value and its bounds, unchecked: `Minimum` above `Maximum` is refused only when the value is checked.
    package init(_ text: String, minimum: Int, maximum: Int) {
        self.text = text
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The value as a whole number, if it is one (spaces around it allowed).
    package var number: Int? { Int(text.trimmedWhitespace) }

    /// True when the value is at or below the minimum: the decrement would cross it.
    package var isAtMinimum: Bool { number.map { $0 <= minimum } ?? false }

    /// True when the value is at or above the maximum: the increment would cross it.
    package var isAtMaximum: Bool { number.map { $0 >= maximum } ?? false }

    /// The value itself, refused when its bounds cross (`Minimum` above `Maximum`): no value could
    /// sit between them. `set` and the property names make the one line the person reads.
    /// `moved` names a bound the variant put on the value, for the message.
    func checked(
        set: String, minimum minimumName: String = "Minimum", maximum maximumName: String = "Maximum",
        moved: String? = nil
    ) throws -> BoundedValue {
        guard minimum <= maximum else {
            throw LayoutError.crossedBounds(set: set, minimum: (minimumName, minimum), maximum: (maximumName, maximum), moved: moved)
        }
        return self
    }
}
