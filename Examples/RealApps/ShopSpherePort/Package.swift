// swift-tools-version:6.0
import PackageDescription

// ShopSphere (github.com/AboEisa/ShopSphere, a shopping app), its tab bar and per-tab routers ported to
// plain Swift (ShopSphere), and its NavCheck spec (ShopSphereTests), checked with `swift test` and the
// default options. README.md names the commit, the files ported and every modelling decision.
let package = Package(
    name: "ShopSpherePort",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ShopSphere", targets: ["ShopSphere"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../../.."),
    ],
    targets: [
        // The app's navigation code, ported: no dependency on NavCheck.
        .target(name: "ShopSphere"),
        // The spec of its router, written as the README tells a user.
        .testTarget(name: "ShopSphereTests", dependencies: [
            "ShopSphere",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
