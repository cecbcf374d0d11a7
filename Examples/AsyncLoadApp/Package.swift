// swift-tools-version:6.0
import PackageDescription

// A news app whose article screens load their text in `.task` and whose "Related" button pushes the
// answer of a `Task { }` (News), and its NavCheck spec (NewsTests), checked with `swift test`. Set
// NAVCHECK_EXAMPLE_DEFECT=1 to switch on a deliberate defect and see the counterexample NavCheck reports.
let package = Package(
    name: "AsyncLoadApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "News", targets: ["News"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../.."),
    ],
    targets: [
        // The app's code: no dependency on NavCheck.
        .target(name: "News"),
        // The app's tests: the spec of its router, checked under Swift Testing and XCTest.
        .testTarget(name: "NewsTests", dependencies: [
            "News",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ], exclude: ["Regressions"]),
    ],
    swiftLanguageModes: [.v6]
)
