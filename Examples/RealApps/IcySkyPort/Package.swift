// swift-tools-version:6.0
import PackageDescription

// IcySky (github.com/Dimillian/IcySky, a Bluesky client), its navigation ported to plain Swift
// (IcySky: AppRouter 1.0.2's `Router` and the app's tabs, destinations, sheets and tab-view handler),
// and its NavCheck spec (IcySkyTests), checked with `swift test` and the default options. README.md
// names the commits, the files ported and every modelling decision.
let package = Package(
    name: "IcySkyPort",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "IcySky", targets: ["IcySky"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../../.."),
    ],
    targets: [
        // The app's navigation code, ported: no dependency on NavCheck.
        .target(name: "IcySky"),
        // The spec of its router, written as the README tells a user.
        .testTarget(name: "IcySkyTests", dependencies: [
            "IcySky",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
