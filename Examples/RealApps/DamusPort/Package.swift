// swift-tools-version:6.0
import PackageDescription

// Damus (github.com/damus-io/damus, a Nostr client), its navigation ported to plain Swift (Damus:
// NavigationCoordinator, Route, Timeline, Sheets and ContentView's navigation state and handlers), and
// its NavCheck spec (DamusTests), checked with `swift test` and the default options. README.md names
// the commit, the files ported and every modelling decision.
let package = Package(
    name: "DamusPort",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Damus", targets: ["Damus"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../../.."),
    ],
    targets: [
        // The app's navigation code, ported: no dependency on NavCheck.
        .target(name: "Damus"),
        // The spec of its router, written as the README tells a user.
        .testTarget(name: "DamusTests", dependencies: [
            "Damus",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
