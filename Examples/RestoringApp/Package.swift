// swift-tools-version:6.0
import PackageDescription

// A recipes app that restores where the user was (Kitchen): its split view's selection kept as
// @AppStorage and its detail stack as @SceneStorage, and its NavCheck spec (KitchenTests), checked with
// `swift test` on the iPad profile, across size changes and relaunches. Set NAVCHECK_EXAMPLE_DEFECT=1
// to switch on a deliberate defect and see the counterexample NavCheck reports.
let package = Package(
    name: "RestoringApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Kitchen", targets: ["Kitchen"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../.."),
    ],
    targets: [
        // The app's code: no dependency on NavCheck.
        .target(name: "Kitchen"),
        // The app's tests: the spec of its router, checked under Swift Testing.
        .testTarget(name: "KitchenTests", dependencies: [
            "Kitchen",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
