// swift-tools-version:6.0
// The targets follow Specimen's pipeline, so a backward reach does not compile: the README's "How it is
// built" draws it (Catalogue, Tokens, AutoLayout -> Document; Document, Behaviour, Text -> Layout -> Scene
// -> Raster | SVG | PDF -> Specimen (API) -> Diffing -> SnapshotTesting, Goldens -> Reports -> Gallery -> CLI),
// and ReadmeFactsTests holds that drawing to the dependencies below.
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
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        // Deflate, said once: bytes that must be the same on every machine are compressed by Specimen's
        // own writer (SpecimenPNG's ZlibWriter: every PNG PNGEncoder writes, so the goldens, whatever the
        // machine's zlib). zlib is used only where the bytes need not be: PDF streams (SpecimenPDF's
        // Deflate: text and font data, which the own writer, matching one pixel and one row back, does
        // not suit; a PDF is compared as pixels, and Primer's committed packet only on this machine's
        // zlib) and the streamed difference image (PNGRowWriter, through libpng: a report, its pixels
        // equal to PNGEncoder's, its bytes fixed for a given zlib).
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        // The gallery's prose: CommonMark with GitHub's tables (cmark-gfm, GitHub's own renderer); the
        // extensions' library has no .pc of its own, libcmark-gfm.pc links it.
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        // ICU is opened on first use (Sources/CICU/shim.h), not linked, except by the static release
        // (Makefile, STATIC_EXE), which links its archives: only its headers are needed here.
        .systemLibrary(name: "CICU", providers: [.apt(["libicu-dev"])]),
        // Two Linux system calls glibc's headers hide (renameat2, syncfs), so no build looks them up by name.
        .systemLibrary(name: "CLinux"),

        // Dependency-free value types.
        .target(name: "Geometry"),
        // What several stages need (one hash, one parallel map, ...), so no stage depends on another only for a utility.
        .target(name: "SpecimenLimits"),
        .target(name: "SpecimenSupport", dependencies: ["SpecimenLimits"]),
        // What Specimen may touch on disk, and how it writes there (every stage that writes sits above it).
        .target(name: "SpecimenFiles", dependencies: ["SpecimenSupport", "CLinux"]),
        .target(name: "Pixels"),
        // Figma's auto layout as one general engine: input style in, frames out; knows no text or tokens.
        .target(name: "SpecimenAutoLayout", dependencies: ["Geometry"]),
        // Reading a user's files within the limits: never blocking on a FIFO, never past a byte limit.
        .target(name: "SpecimenInput", dependencies: ["SpecimenLimits"]),

        // The pipeline.
        .target(name: "SpecimenCatalogue", dependencies: ["SpecimenLimits", "SpecimenSupport"]),
        .target(name: "SpecimenBehaviour", dependencies: ["SpecimenCatalogue", "SpecimenLimits"]),
        .target(name: "SpecimenTokens", dependencies: ["SpecimenLimits", "SpecimenSupport", "Pixels"]),
        // Component documents: read and checked once into typed values (the engine's enums included).
        .target(
            name: "SpecimenDocument",
            dependencies: ["Geometry", "Pixels", "SpecimenAutoLayout", "SpecimenCatalogue", "SpecimenInput", "SpecimenLimits", "SpecimenSupport", "SpecimenTokens"]),
        .target(name: "SpecimenText", dependencies: ["Geometry", "SpecimenInput", "SpecimenSupport", "SpecimenTokens", "CFreeType", "CHarfBuzz", "CFriBidi", "CICU"]),
        .target(
            name: "SpecimenLayout",
            dependencies: [
                "Geometry", "Pixels", "SpecimenAutoLayout", "SpecimenDocument", "SpecimenCatalogue", "SpecimenBehaviour", "SpecimenSupport", "SpecimenTokens",
                "SpecimenText",
            ],
            plugins: ["ShippedDataPlugin"]),
        .target(name: "SpecimenScene", dependencies: ["Geometry", "Pixels", "SpecimenLimits", "SpecimenSupport", "SpecimenTokens", "SpecimenText", "SpecimenLayout"]),
        .target(name: "SpecimenRaster", dependencies: ["Geometry", "Pixels", "SpecimenSupport", "SpecimenScene"]),
        .target(name: "SpecimenPNG", dependencies: ["Pixels", "SpecimenLimits", "SpecimenFiles", "CPNG"]),
        .target(name: "SpecimenSVG", dependencies: ["Geometry", "Pixels", "SpecimenSupport", "SpecimenScene", "SpecimenPNG"]),
        .target(name: "SpecimenPDF", dependencies: ["Geometry", "Pixels", "SpecimenScene", "CZlib"]),
        // Figma's REST JSON read, laid out by the auto-layout engine and checked against Figma's own boxes.
        .target(
            name: "SpecimenFigma",
            dependencies: [
                "Specimen", "Geometry", "Pixels", "SpecimenLimits", "SpecimenSupport", "SpecimenTokens", "SpecimenText", "SpecimenAutoLayout", "SpecimenDocument", "SpecimenLayout",
                "SpecimenInput",
            ]),

        // The shipped documents and themes (Themes/) compiled into Swift data in the build folder, by the
        // same readers a user's files go through; never shipped, nothing of it committed.
        .executableTarget(name: "specimen-compile", dependencies: ["SpecimenDocument", "SpecimenFiles", "SpecimenSupport", "SpecimenTokens"]),
        .plugin(name: "ShippedDataPlugin", capability: .buildTool(), dependencies: ["specimen-compile"], path: "Sources/ShippedDataPlugin"),

        // What users call.
        .target(
            name: "Specimen",
            dependencies: [
                "Geometry", "Pixels", "SpecimenLimits", "SpecimenInput", "SpecimenCatalogue", "SpecimenBehaviour", "SpecimenTokens", "SpecimenDocument", "SpecimenText",
                "SpecimenLayout",
                "SpecimenScene", "SpecimenRaster", "SpecimenPNG", "SpecimenSVG", "SpecimenPDF", "SpecimenSupport",
            ]),
        // Snapshot testing, split by job: what "differs" means (both the test API and `verify` use it),
        // the test API users call, the repository's golden store, and the reports of a verification.
        .target(name: "SpecimenDiffing", dependencies: ["Specimen", "SpecimenFiles", "SpecimenInput", "SpecimenLimits", "SpecimenPNG"]),
        .target(name: "SpecimenSnapshotTesting", dependencies: ["SpecimenDiffing", "SpecimenFiles"]),
        .target(name: "SpecimenGoldens", dependencies: ["SpecimenDiffing", "SpecimenFiles", "SpecimenLimits", "SpecimenPNG", "SpecimenSupport"]),
        .target(name: "SpecimenReports", dependencies: ["SpecimenGoldens", "SpecimenFiles", "SpecimenPNG", "SpecimenSupport"]),
        // The product users' tests depend on: the test API, re-exported.
        .target(name: "SpecimenSnapshot", dependencies: ["SpecimenSnapshotTesting"]),
        .target(
            name: "SpecimenGallery",
            dependencies: ["Specimen", "SpecimenFiles", "SpecimenGoldens", "SpecimenPDF", "SpecimenPNG", "SpecimenReports", "SpecimenSupport", "SpecimenInput", "CCmarkGFM"]),
        // The benchmark (`make bench`): times the `specimen` built beside it against other tools; never shipped in it.
        .executableTarget(name: "specimen-bench", dependencies: ["Specimen", "SpecimenFiles", "SpecimenPNG", "CZlib", "LayoutConformance", "SpecimenAutoLayout"]),
        .executableTarget(
            name: "specimen",
            dependencies: [
                "Specimen", "SpecimenFiles", "SpecimenLimits", "SpecimenInput", "SpecimenPNG", "SpecimenGoldens", "SpecimenReports", "SpecimenGallery", "SpecimenFigma",
            ]),

        // Helpers several test targets share (a seeded random generator, the Skia raster model the ink
        // conformance tests draw with); never part of a product.
        .target(name: "TestSupport", dependencies: ["Geometry", "Pixels"], path: "Tests/TestSupport"),
        // Layout conformance (Tests/Conformance): the neutral trees as SpecimenAutoLayout input, the
        // comparison with Chromium, Yoga and Taffy, and the whole-set runner `make conformance` uses.
        .target(name: "LayoutConformance", dependencies: ["SpecimenAutoLayout", "Geometry"], path: "Tests/Conformance/Support"),
        .executableTarget(name: "specimen-conformance", dependencies: ["LayoutConformance"], path: "Tests/Conformance/Runner"),
        .testTarget(name: "GeometryTests", dependencies: ["TestSupport", "Geometry"]),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels"]),
        .testTarget(name: "SupportTests", dependencies: ["TestSupport", "SpecimenSupport", "SpecimenLimits"]),
        .testTarget(name: "DocumentTests", dependencies: ["Geometry", "Pixels", "SpecimenDocument", "SpecimenSupport", "SpecimenTokens", "SpecimenLimits"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["TestSupport", "SpecimenAutoLayout", "Geometry"]),
        .testTarget(name: "LayoutConformanceTests", dependencies: ["LayoutConformance", "SpecimenAutoLayout", "Geometry"], exclude: ["Sample"]),
        .testTarget(name: "InputTests", dependencies: ["TestSupport", "SpecimenInput", "SpecimenLimits"]),
        .testTarget(name: "CatalogueTests", dependencies: ["SpecimenCatalogue", "SpecimenDocument", "SpecimenLayout", "SpecimenSupport"]),
        .testTarget(name: "BehaviourTests", dependencies: ["SpecimenBehaviour", "SpecimenCatalogue", "SpecimenDocument", "SpecimenLayout", "SpecimenText", "Geometry"]),
        .testTarget(name: "TokensTests", dependencies: ["SpecimenCatalogue", "SpecimenSupport", "SpecimenTokens"], exclude: ["Fixtures"]),
        .testTarget(
            name: "TextTests",
            dependencies: ["TestSupport", "SpecimenCatalogue", "SpecimenSupport", "SpecimenText", "SpecimenScene", "SpecimenRaster", "Pixels", "Geometry"],
            exclude: ["Conformance"]),
        .testTarget(name: "LayoutTests", dependencies: ["TestSupport", "SpecimenLayout", "SpecimenDocument", "SpecimenSupport", "SpecimenTokens"], exclude: ["LayoutSnapshots"]),
        .testTarget(name: "RasterTests", dependencies: ["TestSupport", "SpecimenRaster", "SpecimenScene"]),
        .testTarget(name: "FilesTests", dependencies: ["SpecimenFiles"]),
        .testTarget(name: "PNGTests", dependencies: ["TestSupport", "SpecimenFiles", "SpecimenPNG"]),
        .testTarget(name: "SVGTests", dependencies: ["TestSupport", "Specimen", "SpecimenRaster", "SpecimenSVG", "SpecimenSupport"]),
        .testTarget(name: "PDFTests", dependencies: ["TestSupport", "Specimen", "SpecimenPDF", "SpecimenRaster", "SpecimenGallery"]),
        .testTarget(name: "SpecimenTests", dependencies: ["TestSupport", "Specimen", "SpecimenFiles", "SpecimenPNG", "SpecimenRaster", "SpecimenScene", "SpecimenSVG"]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "TestSupport", "SpecimenSnapshot", "SpecimenDiffing", "SpecimenSnapshotTesting", "SpecimenGoldens", "SpecimenReports", "SpecimenFiles", "SpecimenPNG",
                "SpecimenSupport",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "GalleryTests", dependencies: ["TestSupport", "SpecimenFiles", "SpecimenGallery", "SpecimenPNG"]),
        .testTarget(
            name: "FigmaTests", dependencies: ["TestSupport", "Specimen", "SpecimenFigma", "SpecimenDocument", "SpecimenText", "SpecimenCatalogue", "SpecimenPNG"],
            exclude: ["Fixtures"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "Specimen", "SpecimenFiles", "SpecimenPNG", "specimen"]),
        .testTarget(name: "BenchTests", dependencies: ["TestSupport", "Specimen", "SpecimenPNG", "specimen-bench"]),

        // Fuzzing (Tests/Fuzz): the targets, and the replay of their corpora and crashers.
        .target(
            name: "SpecimenFuzzing", dependencies: ["Specimen", "SpecimenInput", "SpecimenGoldens", "SpecimenPNG", "SpecimenReports", "SpecimenFigma"],
            path: "Tests/Fuzz/Targets"),
        .testTarget(name: "FuzzTests", dependencies: ["SpecimenFuzzing"], path: "Tests/Fuzz/Regression"),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer's driver has no `main` (libFuzzer supplies it), so it exists only for `make fuzz`, which
// builds it with `-sanitize=fuzzer`.
// A tool built from source is compiled with the build's flags, so specimen-compile cannot link under
// -sanitize=fuzzer either: the fuzz build leaves the ShippedDataPlugin out, and every shipped document
// and theme is then read from its file at run time (SPECIMEN_NO_SHIPPED_DATA), as a changed one is.
if Context.environment["SPECIMEN_FUZZ"] != nil {
    for target in package.targets where target.name == "SpecimenLayout" {
        target.plugins = []
        target.swiftSettings = [.define("SPECIMEN_NO_SHIPPED_DATA")]
    }
    package.targets.append(.executableTarget(name: "specimen-fuzz", dependencies: ["SpecimenFuzzing"], path: "Tests/Fuzz/Driver"))
    package.products.append(.executable(name: "specimen-fuzz", targets: ["specimen-fuzz"]))
}

// `make test` sets SPECIMEN_TEST_OPTIMISE=1, which compiles these modules optimised in its debug build:
// the numeric stages of the drawing pipeline, whose loops unoptimised made most of the tests' time
// (the `specimen` the CLI tests start is built from them too). Measured on the 2-core machine, build
// and tests: SpecimenPNG alone 323 s + 307 s; these 321 s + 220 s; these with SpecimenLayout,
// SpecimenTokens and SpecimenSupport too 393 s + 192 s (those three cost more to optimise than they
// save). Only then, because a package with unsafe flags cannot be a
// versioned dependency (`from: "0.1.0"`, as the README shows) of a swift-tools-version 6.0 or 6.1
// package: SwiftPM refuses it ("contains unsafe build flags"). The manifest a user's package resolves
// has none; ReadmeManifestTests checks it.
let optimisedInTestBuilds: Set<String> = [
    "Pixels", "Geometry", "SpecimenText", "SpecimenAutoLayout", "SpecimenScene",
    "SpecimenRaster", "SpecimenPNG", "SpecimenSVG", "SpecimenPDF", "SpecimenDiffing",
]
if Context.environment["SPECIMEN_TEST_OPTIMISE"] == "1" {
    for target in package.targets where optimisedInTestBuilds.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug))]
    }
}
