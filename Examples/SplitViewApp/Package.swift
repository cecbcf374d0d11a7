// swift-tools-version:6.0
import PackageDescription

// A workouts app with a split view in a tab (Workouts), and its NavCheck spec (WorkoutsTests), checked
// with `swift test` on the iPad and iPhone profiles. Set NAVCHECK_EXAMPLE_DEFECT=1 to switch on a
// deliberate defect and see the counterexample NavCheck reports.
let package = Package(
    name: "SplitViewApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Workouts", targets: ["Workouts"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../.."),
    ],
    targets: [
        // The app's code: no dependency on NavCheck.
        .target(name: "Workouts"),
        // The app's tests: the spec of its router, checked under Swift Testing and XCTest.
        .testTarget(name: "WorkoutsTests", dependencies: [
            "Workouts",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
