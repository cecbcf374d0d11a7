// swift-tools-version:6.0
import PackageDescription

// Grocy Mobile (github.com/supergeorg/Grocy-SwiftUI, a grocery and household app for iOS and macOS),
// its navigation ported to plain Swift (Grocy: ContentView's size-class switch, AppSidebarNavigation's
// NavigationSplitView with no column visibility bound, AppTabNavigation's tabs), and its NavCheck spec
// (GrocyTests), checked with `swift test` and the default options. README.md names the commit, the
// files ported, every modelling decision and every finding with its verdict.
let package = Package(
    name: "GrocyPort",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Grocy", targets: ["Grocy"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../../.."),
    ],
    targets: [
        // The app's navigation code, ported: no dependency on NavCheck.
        .target(name: "Grocy"),
        // The spec of its navigation, written as the README tells a user.
        .testTarget(name: "GrocyTests", dependencies: [
            "Grocy",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
