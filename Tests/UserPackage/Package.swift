// swift-tools-version:6.0
// A package of a Specimen user's, as the README tells users to write it: it depends on Specimen (here
// by path, so the checkout under test is the one used) and snapshot-tests its own screens' fields.
// `make test` runs Tests/UserPackage/check.sh, which builds it in the main build's folder.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name (a user's clone is `specimen`; this checkout's may
// be called anything), so the name is read from the path rather than written down.
let specimenCheckout = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
let specimen = specimenCheckout.lastPathComponent

let package = Package(
    name: "UserPackage",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .testTarget(
            name: "SignUpTests",
            dependencies: [
                .product(name: "SpecimenSnapshot", package: specimen)
            ])
    ],
    swiftLanguageModes: [.v6]
)
