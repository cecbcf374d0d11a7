// swift-tools-version:6.0
import PackageDescription

// A library app whose router was refactored (Library): the ObservableObject-style router with a
// `[Route]` array that views mutate, and the path-based router that replaced it. Its tests
// (LibraryTests) check with `swift test` that the refactor changed no navigation. Set
// NAVCHECK_EXAMPLE_DEFECT=1 to switch on a deliberate difference and see what NavCheck reports.
let package = Package(
    name: "RouterRefactor",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Library", targets: ["Library"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../.."),
    ],
    targets: [
        // The app's code: no dependency on NavCheck.
        .target(name: "Library"),
        // The app's tests: both routers' specs, compared under Swift Testing and XCTest.
        .testTarget(name: "LibraryTests", dependencies: [
            "Library",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
