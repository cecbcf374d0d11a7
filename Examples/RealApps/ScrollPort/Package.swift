// swift-tools-version:6.0
import PackageDescription

// Scroll (github.com/kyleerhabor/scroll, a macOS media-list app), its navigation and state restoration
// ported to plain Swift (Scroll: ContentView's NavigationStack, its @SceneStorage("navigation") and the
// Codable `Navigation` routes), and its NavCheck spec (ScrollTests), checked with `swift test` and the
// default options. README.md names the commit, the files ported, every modelling decision and every
// finding with its verdict.
let package = Package(
    name: "ScrollPort",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Scroll", targets: ["Scroll"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../../.."),
    ],
    targets: [
        // The app's navigation code, ported: no dependency on NavCheck.
        .target(name: "Scroll"),
        // The spec of its navigation, written as the README tells a user.
        .testTarget(name: "ScrollTests", dependencies: [
            "Scroll",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
