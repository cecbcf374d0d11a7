// swift-tools-version:6.0
import PackageDescription

// TetraTrack (github.com/darrylcauldwell/TetraTrack, a tetrathlon training app), the navigation state of
// its disciplines hub and its competition hub (a TabView on a pushed screen) ported to plain Swift
// (TetraTrack), and its NavCheck spec (TetraTrackTests), checked with `swift test` and the default
// options. README.md names the commit, the files ported and every modelling decision.
let package = Package(
    name: "TetraTrackPort",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "TetraTrack", targets: ["TetraTrack"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../../.."),
    ],
    targets: [
        // The app's navigation state, ported: no dependency on NavCheck.
        .target(name: "TetraTrack"),
        // The spec of its views, written as the README tells a user.
        .testTarget(name: "TetraTrackTests", dependencies: [
            "TetraTrack",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
