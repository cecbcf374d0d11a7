// swift-tools-version:6.0
import PackageDescription

// A social app shaped as real ones are (Social): a tab bar of its own, an image viewer a `Task`
// presents at the root, an in-app browser in a window above everything, sheets over sheets kept as
// layers, notification taps and links that push on top of the current tab; and its NavCheck spec
// (SocialTests), checked with `swift test`. Set NAVCHECK_EXAMPLE_DEFECT=1 to switch on a deliberate
// defect and see the counterexample NavCheck reports.
let package = Package(
    name: "SocialApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Social", targets: ["Social"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../.."),
    ],
    targets: [
        // The app's code: no dependency on NavCheck.
        .target(name: "Social"),
        // The app's tests: the spec of its router.
        .testTarget(name: "SocialTests", dependencies: [
            "Social",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ], exclude: ["Regressions"]),
    ],
    swiftLanguageModes: [.v6]
)
