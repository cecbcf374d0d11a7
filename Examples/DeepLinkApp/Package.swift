// swift-tools-version:6.0
import PackageDescription

// A podcast app whose `onOpenURL` router opens shows, episodes and categories in their tabs (Podcasts),
// and its NavCheck spec (PodcastsTests), checked with `swift test`. Set NAVCHECK_EXAMPLE_DEFECT=1 to
// switch on a deliberate defect and see the counterexample NavCheck reports.
let package = Package(
    name: "DeepLinkApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Podcasts", targets: ["Podcasts"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../.."),
    ],
    targets: [
        // The app's code: no dependency on NavCheck.
        .target(name: "Podcasts"),
        // The app's tests: the spec of its router, checked under Swift Testing.
        .testTarget(name: "PodcastsTests", dependencies: [
            "Podcasts",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ], exclude: ["Regressions"]),
    ],
    swiftLanguageModes: [.v6]
)
