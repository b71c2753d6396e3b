/// The picture a design system puts behind a component that floats over a photo (a node filled with
/// `{"image": "backdrop"}`) when the user gives no photo of their own: a recipe of generic layers, read
/// from `backdrop.json` in the design system's folder (`BackdropPicture.read`), which the scene paints at
/// any size. The recipe is data, so no stage knows any design system's picture.
///
/// Positions are relative to the picture: `u` runs 0 to 1 left to right, `v` 0 to 1 top to bottom.
/// Round things (a glow, a disc, the grain's cells) are measured in picture heights, so a wide strip
/// shows a round disc, and every scale shows the same picture. Layers are painted in order, each over
/// the colour so far, which starts black. Colours are channels 0 to 255, fractions allowed, since they
/// are mixed as numbers and rounded to bytes only at the end.
package struct BackdropPicture: Sendable, Hashable {
    /// The version of the format this Specimen reads.
    package static let version = 1
    /// The file a design system's folder keeps its picture in.
    package static let fileName = "backdrop.json"

    /// A straight sRGB colour as three channels of 0 to 255.
    package struct RGB: Sendable, Hashable {
        package var red: Double
        package var green: Double
        package var blue: Double

        package init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// A point of the picture: `u` across in picture widths, `v` down in picture heights.
    package struct Point: Sendable, Hashable {
        package var u: Double
        package var v: Double

        package init(u: Double, v: Double) {
            self.u = u
            self.v = v
        }
    }

    /// One colour of a gradient at a height of the picture (0 the top, 1 the bottom).
    package struct Stop: Sendable, Hashable {
        package var position: Double
        package var color: RGB

        package init(position: Double, color: RGB) {
            self.position = position
            self.color = color
        }
    }

    /// How a gradient passes from one stop to the next.
    package enum Easing: String, Sendable, Hashable, CaseIterable {
        /// In proportion to the distance.
        case linear
        /// Along a smoothstep (`3t² − 2t³`), so bands melt into each other as a sky's do.
        case smooth
    }

    /// The picture's grain: smooth value noise in −0.5 to 0.5 on a square lattice, from a fixed integer
    /// hash of each lattice point and the seed, so it has the same values on every machine. The layers
    /// say how strongly they show it.
    package struct Grain: Sendable, Hashable {
        /// How many lattice cells fit in one picture height.
        package var cells: Double
        /// Another seed, another grain of the same fineness.
        package var seed: UInt32

        package init(cells: Double, seed: UInt32) {
            self.cells = cells
            self.seed = seed
        }
    }

    /// One layer of the picture.
    package enum Layer: Sendable, Hashable {
        /// The whole picture from top to bottom through `stops`: the colour of the first stop above it,
        /// of the last below it. It covers everything painted before it.
        case gradient(stops: [Stop], easing: Easing)
        /// A soft light around `center`, fading to nothing at `reach` (picture heights) with the square
        /// of what is left of the distance, at most `opacity`.
        case glow(center: Point, reach: Double, color: RGB, opacity: Double)
        /// A crisp, anti-aliased disc of `radius` (picture heights).
        case disc(center: Point, radius: Double, color: RGB)
        /// The grain added to everything painted so far, `amount` levels of 255 at its strongest.
        case grain(amount: Double)
        /// A silhouette filling everything below a ridge line through `heights` (one `v` each, evenly
        /// spaced across the width, joined by smoothsteps so each crest and dip is round), anti-aliased,
        /// in `color`, fading to `bottomColor` at the picture's bottom when given, with `grain` levels of
        /// the grain on it.
        case ridge(heights: [Double], color: RGB, bottomColor: RGB?, grain: Double)
    }

    /// What the picture shows, in words (for whoever edits the file).
    package var description: String?
    /// The grain the layers show; nil when none does.
    package var grain: Grain?
    /// The layers, painted in order.
    package var layers: [Layer]

    package init(description: String? = nil, grain: Grain? = nil, layers: [Layer]) {
        self.description = description
        self.grain = grain
        self.layers = layers
    }
}
