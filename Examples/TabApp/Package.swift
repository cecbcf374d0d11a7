// swift-tools-version:6.0
import PackageDescription

// A shop app with a tab bar and a navigation stack per tab (Shop), and its NavCheck spec (ShopTests),
// checked with `swift test`. Set NAVCHECK_EXAMPLE_DEFECT=1 to switch on a deliberate defect and see
// the counterexample NavCheck reports.
let package = Package(
    name: "TabApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Shop", targets: ["Shop"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../.."),
    ],
    targets: [
        // The app's code: no dependency on NavCheck.
        .target(name: "Shop"),
        // The app's tests: the spec of its router, checked under Swift Testing and XCTest.
        .testTarget(name: "ShopTests", dependencies: [
            "Shop",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ], exclude: ["Regressions"]),
    ],
    swiftLanguageModes: [.v6]
)
