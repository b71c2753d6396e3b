import Pixels
import SpecimenDocument
import SpecimenLimits

/// How one picture is drawn: its device scale, what lies under it, and the photo a floating component
/// (a node filled with the backdrop image) is drawn over.
public struct SceneOptions: Sendable {
    /// What the display list puts under the component.
    public enum Background: String, Sendable, Hashable, CaseIterable {
        /// The theme's page colour, `bg/white-0`, as the component sits in Figma.
        case surface
        /// Nothing: the picture keeps an alpha channel.
        case transparent
    }

    /// The largest device scale accepted (`Limits.scaleRange`); past it a picture is far larger than any
    /// screen draws it.
    public static let maximumScale = Limits.scaleRange.upperBound

    /// Device pixels per point (1, 2 and 3 are the usual ones).
    package var scale: Double
    /// The page colour under the picture, or none.
    package var background: Background
    /// A user photo for `Paint.backdropImage`; `nil` draws `backdropPicture` there.
    package var backdrop: Pixmap?
    /// The design system's backdrop picture (its folder's `backdrop.json`), drawn for `Paint.backdropImage`
    /// when there is no `backdrop` photo; with neither, nothing is drawn there.
    package var backdropPicture: BackdropPicture?
    /// The pixels of every image file the layout's `Paint.image` names, by the path it gives.
    package var images: [String: Pixmap]

    /// Options for a scene at `scale` over `background`, with the user's `backdrop` photo (or else the
    /// design system's `backdropPicture`) and image fills by name.
    package init(
        scale: Double = 1, background: Background = .surface, backdrop: Pixmap? = nil, backdropPicture: BackdropPicture? = nil,
        images: [String: Pixmap] = [:]
    ) {
        self.scale = scale
        self.background = background
        self.backdrop = backdrop
        self.backdropPicture = backdropPicture
        self.images = images
    }

    /// Throws when the scale is not a positive number no larger than `maximumScale`.
    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= SceneOptions.maximumScale else {
            throw SceneError.invalidScale(scale)
        }
    }
}
