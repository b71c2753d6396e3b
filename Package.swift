// swift-tools-version:6.0
// The targets follow Specimen's pipeline, so a backward reach does not compile:
// Catalogue -> Tokens -> Text -> Layout -> Scene -> Raster / PNG / SVG -> Specimen (API) -> Snapshot, Gallery -> CLI.
import PackageDescription

let package = Package(
    name: "Specimen",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Specimen", targets: ["Specimen"]),
        .library(name: "SpecimenSnapshot", targets: ["SpecimenSnapshot"]),
        .executable(name: "specimen", targets: ["specimen"]),
    ],
    targets: [
        // System C libraries, found through pkg-config.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),

        // Dependency-free value types.
        .target(name: "Geometry"),
        .target(name: "SpecimenLimits"),
        .target(name: "Pixels"),

        // The pipeline.
        .target(name: "SpecimenCatalogue", dependencies: ["SpecimenLimits"]),
        .target(name: "SpecimenTokens", dependencies: ["SpecimenCatalogue", "Pixels"]),
        .target(name: "SpecimenText", dependencies: ["Geometry", "SpecimenCatalogue", "SpecimenTokens", "CFreeType", "CHarfBuzz", "CFriBidi"]),
        .target(name: "SpecimenLayout", dependencies: ["Geometry", "SpecimenCatalogue", "SpecimenTokens", "SpecimenText"]),
        .target(name: "SpecimenScene", dependencies: ["Geometry", "Pixels", "SpecimenTokens", "SpecimenText", "SpecimenLayout"]),
        .target(name: "SpecimenRaster", dependencies: ["Geometry", "Pixels", "SpecimenScene"]),
        .target(name: "SpecimenPNG", dependencies: ["Pixels", "CPNG"]),
        .target(name: "SpecimenSVG", dependencies: ["Geometry", "Pixels", "SpecimenScene", "SpecimenPNG"]),

        // What users call.
        .target(name: "Specimen", dependencies: [
            "Geometry", "Pixels", "SpecimenLimits", "SpecimenCatalogue", "SpecimenTokens", "SpecimenText", "SpecimenLayout",
            "SpecimenScene", "SpecimenRaster", "SpecimenPNG", "SpecimenSVG",
        ]),
        .target(name: "SpecimenSnapshot", dependencies: ["Specimen"]),
        .target(name: "SpecimenGallery", dependencies: ["Specimen", "SpecimenSnapshot"]),
        .executableTarget(name: "specimen", dependencies: ["Specimen", "SpecimenSnapshot", "SpecimenGallery"]),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels"]),
        .testTarget(name: "CatalogueTests", dependencies: ["SpecimenCatalogue"]),
        .testTarget(name: "TokensTests", dependencies: ["SpecimenTokens"]),
        .testTarget(name: "TextTests", dependencies: ["SpecimenText"]),
        .testTarget(name: "LayoutTests", dependencies: ["SpecimenLayout"]),
        .testTarget(name: "RasterTests", dependencies: ["SpecimenRaster", "SpecimenScene"]),
        .testTarget(name: "PNGTests", dependencies: ["SpecimenPNG"]),
        .testTarget(name: "SVGTests", dependencies: ["Specimen", "SpecimenSVG"]),
        .testTarget(name: "SpecimenTests", dependencies: ["Specimen"]),
        .testTarget(name: "SnapshotTests", dependencies: ["SpecimenSnapshot"], exclude: ["__Snapshots__"]),
        .testTarget(name: "GalleryTests", dependencies: ["SpecimenGallery"]),
        .testTarget(name: "CLITests", dependencies: ["Specimen"]),
    ],
    swiftLanguageModes: [.v6]
)
