// swift-tools-version:6.0
import PackageDescription

// PulsePay (github.com/pulse-pay/client, a utility-payments app), its sign-in gate, custom tab bar and
// stacks ported to plain Swift (PulsePay), and its NavCheck spec (PulsePayTests), checked with
// `swift test` and the default options. README.md names the commit, the files ported and every
// modelling decision.
let package = Package(
    name: "PulsePayPort",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "PulsePay", targets: ["PulsePay"]),
    ],
    dependencies: [
        .package(name: "NavCheck", path: "../../.."),
    ],
    targets: [
        // The app's navigation state and actions, ported: no dependency on NavCheck.
        .target(name: "PulsePay"),
        // The spec of its views, written as the guide tells a user.
        .testTarget(name: "PulsePayTests", dependencies: [
            "PulsePay",
            .product(name: "NavCheckTesting", package: "NavCheck"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
