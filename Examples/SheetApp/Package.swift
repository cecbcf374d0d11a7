// swift-tools-version:6.0
import PackageDescription

// A journal app with sheets and a full-screen cover over its navigation stack (Journal), and its
// NavCheck spec (JournalTests), checked with `swift test`. Set NAVCHECK_EXAMPLE_DEFECT=1 to switch on a
// deliberate defect and see the counterexample NavCheck reports.
let package = Package(
    name: "SheetApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Journal", targets: ["Journal"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../.."),
    ],
    targets: [
        // The app's code: no dependency on NavCheck.
        .target(name: "Journal"),
        // The app's tests: the spec of its router, checked under Swift Testing.
        .testTarget(name: "JournalTests", dependencies: [
            "Journal",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ], exclude: ["Regressions"]),
    ],
    swiftLanguageModes: [.v6]
)
