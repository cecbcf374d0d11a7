// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavCheck",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "navcheck", targets: ["navcheck"]),
        .library(name: "Generators", targets: ["Generators"]),
        .library(name: "ModelChecker", targets: ["ModelChecker"]),
        .library(name: "NavCheckPages", targets: ["NavCheckPages"]),
        .library(name: "NavigationModel", targets: ["NavigationModel"]),
        .library(name: "NavigationProperties", targets: ["NavigationProperties"]),
        .library(name: "SwiftUIBehavior", targets: ["SwiftUIBehavior"]),
        .library(name: "SeedStores", targets: ["SeedStores"]),
        .library(name: "NavigationSpecs", targets: ["NavigationSpecs"]),
        .library(name: "Reports", targets: ["Reports"]),
        .library(name: "NavCheckTesting", targets: ["NavCheckTesting"]),
    ],
    dependencies: [],
    targets: [
        // The modules in layer order: each depends only on modules above it in this list, and nothing
        // imports or re-exports a module listed after it (Tests/NavCheckTestingTests/ModuleLayeringTests.swift).
        .target(name: "Generators", path: "Generators"),
        .target(name: "ModelChecker", dependencies: ["Generators"]),
        // What a browser shows: the HTML report of a check and the explorer's page and server.
        .target(name: "NavCheckPages", dependencies: ["ModelChecker", "Generators"]),
        // The headless model of what SwiftUI keeps: knows nothing about checking.
        .target(name: "NavigationModel"),
        .target(name: "NavigationProperties", dependencies: ["ModelChecker", "NavigationModel"]),
        .target(name: "SwiftUIBehavior", dependencies: ["ModelChecker", "Generators", "NavigationModel", "NavigationProperties"]),
        .target(name: "SeedStores", dependencies: ["NavigationModel"]),
        .target(name: "NavigationSpecs", dependencies: ["SeedStores", "NavigationProperties", "SwiftUIBehavior", "ModelChecker", "NavCheckPages",
                                                        "NavigationModel", "Generators"]),
        // The models only `navcheck bench*` measures (the reader app and its value twin, the real-app
        // router and its twin, the benchmark stores): no library product, so no user links them.
        .target(name: "BenchmarkModels", dependencies: ["SwiftUIBehavior", "NavigationProperties", "ModelChecker", "NavigationModel",
                                                        "Generators"]),
        .target(name: "Reports", dependencies: ["ModelChecker", "NavCheckPages", "NavigationModel", "NavigationSpecs"]),
        // What a user's test target imports. Never the seed ports, the catalog, the command's reports or
        // the benchmark models (Tests/NavCheckTestingTests/ModuleBoundaryTests.swift).
        .target(name: "NavCheckTesting", dependencies: ["Generators", "ModelChecker", "NavCheckPages", "NavigationModel", "NavigationProperties",
                                                        "SwiftUIBehavior"]),
        .executableTarget(name: "navcheck", dependencies: ["Reports", "NavigationSpecs", "BenchmarkModels", "SwiftUIBehavior", "ModelChecker",
                                                           "NavCheckPages"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["Generators"]),
        .testTarget(name: "ModelCheckerTests", dependencies: ["ModelChecker", "Generators"]),
        .testTarget(name: "NavCheckPagesTests", dependencies: ["NavCheckPages", "ModelChecker"]),
        .testTarget(name: "NavigationModelTests", dependencies: ["NavigationModel"]),
        .testTarget(name: "SwiftUIBehaviorTests", dependencies: ["SwiftUIBehavior", "ModelChecker", "Generators", "NavigationModel"]),
        .testTarget(name: "SeedStoresTests", dependencies: ["SeedStores", "NavigationModel"]),
        .testTarget(name: "NavigationSpecsTests", dependencies: ["NavigationSpecs", "SeedStores", "NavigationProperties",
                                                               "SwiftUIBehavior", "ModelChecker", "NavigationModel"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "BenchmarkModelsTests", dependencies: ["BenchmarkModels", "SwiftUIBehavior", "ModelChecker", "NavigationModel"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "NavigationSpecs", "ModelChecker"]),
        .testTarget(name: "NavCheckTestingTests", dependencies: ["NavCheckTesting", "NavigationSpecs", "SeedStores", "BenchmarkModels",
                                                                "ModelChecker"],
                    exclude: ["Regressions", "Guide/Regressions"]),
        .testTarget(name: "NavcheckCLITests", dependencies: ["navcheck"]),
    ],
    swiftLanguageModes: [.v6]
)
