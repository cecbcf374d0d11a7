// swift-tools-version:6.0
import PackageDescription

// An app-style navigation store (NotesApp) and its NavCheck spec (NotesAppTests), checked with
// `swift test`. Set NAVCHECK_EXAMPLE_DEFECT=1 to switch on a deliberate defect and see the
// counterexample NavCheck reports.
let package = Package(
    name: "AdaptiveApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "NotesApp", targets: ["NotesApp"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../.."),
    ],
    targets: [
        // The app's code: no dependency on NavCheck.
        .target(name: "NotesApp"),
        // The app's tests: the spec of its store, checked under Swift Testing and XCTest.
        .testTarget(name: "NotesAppTests", dependencies: [
            "NotesApp",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ], exclude: ["Regressions"]),
    ],
    swiftLanguageModes: [.v6]
)
