import Geometry
import Pixels
@testable import SpecimenScene
import SpecimenLayout
import SpecimenTokens
import Testing

/// Backdrop photos and blurs are resolved into images before the scene leaves the builder.
@Suite struct SceneBackdropTests {
    static let photoFrame = Rect(x: 0, y: 0, width: 200, height: 80)
    static let fieldFrame = Rect(x: 20, y: 20, width: 120, height: 40)

    /// An Overlay bar: the photo, then a pill blurring what lies under it.
    static func overlayTree() throws -> LayoutTree {
        let field = LayoutNode(
            "field", frame: fieldFrame,
            paints: [
                .backdropBlur(.roundedRect(radius: 9999), radius: "backdropBlur/sm"),
                .fill(.roundedRect(radius: 9999), color: "colors/alpha/black/alpha-24"),
            ])
        let photo = LayoutNode("backdrop", frame: photoFrame, paints: [.backdropImage], children: [field])
        return try SceneFixtures.tree(photo, frame: photoFrame, configuration: try SceneFixtures.configuration("Composer", "Style=Overlay"))
    }

    @Test(arguments: [1.0, 2, 3])
    func thePhotoCoversItsFrameAtDeviceResolution(scale: Double) throws {
        let list = try SceneFixtures.build(try Self.overlayTree(), scale: scale)
        let photo = try #require(list.images.first)
        #expect(photo.frame == Self.photoFrame && photo.clip == nil)
        #expect(photo.pixmap.width == Int(200 * scale) && photo.pixmap.height == Int(80 * scale))
        let picture = try #require(SceneFixtures.backdropPicture)
        #expect(photo.pixmap == Backdrop.image(picture, width: Int(200 * scale), height: Int(80 * scale)))
    }

    /// A design system without a backdrop picture, given no photo, has nothing to float over: neither
    /// the photo nor a blur of it is drawn, and the tint still is.
    @Test func withNeitherAPhotoNorAPictureNothingIsDrawnThere() throws {
        let list = try SceneFixtures.build(try Self.overlayTree(), scale: 2, picture: nil)
        #expect(list.images.isEmpty)
        let tint = try SceneFixtures.theme("light").color("colors/alpha/black/alpha-24")
        #expect(list.paths.contains { $0.color == tint })
    }

    @Test(arguments: [1.0, 2, 3])
    func theBlurIsAnImageInsideTheShapesBoxClippedToTheShape(scale: Double) throws {
        let theme = try SceneFixtures.theme("light")
        let list = try SceneFixtures.build(try Self.overlayTree(), scale: scale)
        #expect(list.images.count == 2)
        let (photo, blur) = (list.images[0], list.images[1])
        #expect(blur.frame == Self.fieldFrame)
        #expect(blur.clip == Path.roundedRect(Self.fieldFrame, radius: 20))
        #expect(blur.pixmap.width == Int(120 * scale) && blur.pixmap.height == Int(40 * scale))

        // The 3-sigma margin holds the whole reach of the three box blurs, so the cropped result is
        // byte for byte the blur of the entire photo under the field.
        let sigma = try theme.dimension("backdropBlur/sm") * scale
        let whole = photo.pixmap.gaussianBlurred(sigma: sigma)
        let expected = try #require(whole.cropped(x: Int(20 * scale), y: Int(20 * scale), width: Int(120 * scale), height: Int(40 * scale)))
        #expect(blur.pixmap == expected)
        let unblurred = try #require(photo.pixmap.cropped(x: Int(20 * scale), y: Int(20 * scale), width: Int(120 * scale), height: Int(40 * scale)))
        #expect(blur.pixmap != unblurred)
        #expect(roughness(blur.pixmap) < roughness(unblurred) / 2)

        // The translucent fill comes after the blur, in the field's group.
        let field = try #require(list.group("field"))
        guard field.children.count == 2, case .image = field.children[0], case .path(let tint) = field.children[1] else {
            Issue.record("expected the blur image, then the tint")
            return
        }
        #expect(tint.color == (try theme.color("colors/alpha/black/alpha-24")))
    }

    @Test func aShapeReachingPastThePhotoIsCutToThePhoto() throws {
        let field = LayoutNode(
            "field", frame: Rect(x: 150, y: -10, width: 80, height: 40),
            paints: [.backdropBlur(.rect, radius: "backdropBlur/sm")])
        let photo = LayoutNode("backdrop", frame: Self.photoFrame, paints: [.backdropImage], children: [field])
        let list = try SceneFixtures.build(try SceneFixtures.tree(photo, frame: Self.photoFrame), scale: 2)
        let blur = try #require(list.images.last)
        #expect(blur.frame == Rect(x: 150, y: 0, width: 50, height: 30))
        #expect(blur.pixmap.width == 100 && blur.pixmap.height == 60)
        #expect(blur.clip == Path.rect(Rect(x: 150, y: -10, width: 80, height: 40)))
    }

    @Test func aUserPhotoReplacesTheBuiltInOne() throws {
        let colour = PremultipliedColor(red: 200, green: 30, blue: 60, alpha: 255)
        let user = try #require(Pixmap(width: 16, height: 9, fill: colour))
        let list = try SceneFixtures.build(try Self.overlayTree(), scale: 2, backdrop: user)
        let photo = try #require(list.images.first)
        #expect(photo.pixmap.width == 400 && photo.pixmap.height == 160)
        let flatPhoto = try #require(Pixmap(width: 400, height: 160, fill: colour))
        let flatField = try #require(Pixmap(width: 240, height: 80, fill: colour))
        #expect(photo.pixmap == flatPhoto)
        // Blurring a flat colour leaves it flat.
        #expect(list.images.last?.pixmap == flatField)
    }

    @Test func withNoPhotoUnderneathABlurDrawsNothing() throws {
        let field = LayoutNode(
            "field", frame: Self.fieldFrame,
            paints: [.backdropBlur(.roundedRect(radius: 9999), radius: "backdropBlur/sm")])
        let list = try SceneFixtures.build(try SceneFixtures.tree(field))
        #expect(list.images.isEmpty)
        #expect(try #require(list.group("field")).children.isEmpty)
    }

    @Test func buildingTwiceGivesTheSameImages() throws {
        let first = try SceneFixtures.build(try Self.overlayTree(), scale: 2)
        let second = try SceneFixtures.build(try Self.overlayTree(), scale: 2)
        #expect(first.images.map(\.pixmap) == second.images.map(\.pixmap))
    }

    /// Mean absolute difference between horizontal neighbours: how much detail an image holds.
    private func roughness(_ image: Pixmap) -> Double {
        var total = 0
        for y in 0..<image.height {
            for x in 1..<image.width {
                let a = image[x - 1, y], b = image[x, y]
                total += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
            }
        }
        return Double(total) / Double(image.height * (image.width - 1))
    }
}
