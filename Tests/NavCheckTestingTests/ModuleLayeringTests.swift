import Foundation
import Testing

/// The modules layer one way. `Package.swift` lists them in the order below, each depends only on
/// modules listed before it, and no source file imports or re-exports a module listed after its own;
/// the tests of a module keep to the same rule. Two modules see less still: NavigationModel, the
/// headless model of what SwiftUI keeps, knows nothing about checking (no other module of the
/// package), and the seed ports in SeedStores see NavigationModel only (not the engine through it).
@Suite struct ModuleLayeringTests {
    /// The modules, lowest first: the order of `Package.swift`'s targets.
    static let layers = ["Generators", "ModelChecker", "NavCheckPages", "NavigationModel", "NavigationProperties", "SwiftUIBehavior",
                         "SeedStores", "NavigationSpecs", "BenchmarkModels", "Reports", "NavCheckTesting", "navcheck"]
    /// Modules that may see (depend on, or be handed through a re-export) only these of the package's.
    static let onlySees: [String: Set<String>] = ["NavigationModel": [], "SeedStores": ["NavigationModel"]]

    /// A source file of a module (or of its test target) and its text.
    struct Source {
        var module: String
        var file: String
        var text: String
    }

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A witness first: a doctored manifest and sources with each kind of upward reach (a dependency, a
    /// re-export, an import in a subfolder, a test target's import, a module out of order, the engine
    /// handed to the seed ports through a re-export) are named file by file, and pass once repaired.
    @Test func upwardImportsAreNamed() {
        let manifest = """
            let package = Package(
                name: "NavCheck",
                targets: [
                    .target(name: "Generators", path: "Generators"),
                    .target(name: "ModelChecker", dependencies: ["Generators"]),
                    .target(name: "NavCheckPages", dependencies: ["ModelChecker"]),
                    .target(name: "NavigationModel", dependencies: ["SwiftUIBehavior"]),
                    .target(name: "NavigationProperties", dependencies: ["ModelChecker", "NavigationModel"]),
                    .target(name: "SwiftUIBehavior", dependencies: ["ModelChecker", "NavigationModel"]),
                    .target(name: "SeedStores", dependencies: ["NavigationModel"]),
                    // .target(name: "NavigationSpecs", dependencies: ["Reports"]),  (a comment)
                    .target(name: "NavigationSpecs", dependencies: ["SeedStores", "NavigationProperties"]),
                    .target(name: "BenchmarkModels", dependencies: ["SwiftUIBehavior"]),
                    .target(name: "Reports", dependencies: ["NavigationSpecs"]),
                    .target(name: "NavCheckTesting", dependencies: ["SwiftUIBehavior"]),
                    .executableTarget(name: "navcheck", dependencies: ["Reports"]),
                    .testTarget(name: "NavigationModelTests", dependencies: ["NavigationModel", "SeedStores"]),
                ]
            )
            """
        let sources = [
            Source(module: "NavigationModel", file: "Sources/NavigationModel/Exports.swift",
                   text: "// import Reports\n@_exported import SwiftUIBehavior\n"),
            Source(module: "ModelChecker", file: "Sources/ModelChecker/Search/Level.swift",
                   text: "import Generators\nimport struct NavigationModel.ErasedPath\nlet s = \"import Reports\"\n"),
            Source(module: "NavigationModelTests", file: "Tests/NavigationModelTests/PathTests.swift",
                   text: "@testable import NavigationModel\nimport NavigationSpecs\nimport Foundation\n"),
        ]
        #expect(Self.offenders(manifest: manifest, sources: sources) == [
            "Package.swift: NavigationModel depends on SwiftUIBehavior, which comes after it",
            "Package.swift: NavigationModelTests depends on SeedStores, which comes after NavigationModel",
            "Sources/NavigationModel/Exports.swift:2: NavigationModel re-exports SwiftUIBehavior, which comes after it",
            "Sources/ModelChecker/Search/Level.swift:2: ModelChecker imports NavigationModel, which comes after it",
            "Tests/NavigationModelTests/PathTests.swift:2: NavigationModelTests imports NavigationSpecs, which comes after NavigationModel",
            "NavigationModel sees SwiftUIBehavior (NavigationModel → SwiftUIBehavior); it may see no other module of the package",
            "SeedStores sees SwiftUIBehavior (SeedStores → NavigationModel → SwiftUIBehavior); it may see only NavigationModel",
        ])

        // The engine reached through a re-export alone (no upward edge) is still named for the seed ports.
        let engineHandedDown = manifest.replacingOccurrences(of: "dependencies: [\"SwiftUIBehavior\"]),\n        .target(name: \"NavigationProperties\"",
                                                             with: "dependencies: [\"ModelChecker\"]),\n        .target(name: \"NavigationProperties\"")
            .replacingOccurrences(of: ", \"SeedStores\"]),", with: "]),")
        let reexport = Source(module: "NavigationModel", file: "Sources/NavigationModel/Exports.swift",
                              text: "@_exported import ModelChecker\n")
        #expect(Self.offenders(manifest: engineHandedDown, sources: [reexport]) == [
            "NavigationModel sees ModelChecker (NavigationModel → ModelChecker); it may see no other module of the package",
            "SeedStores sees ModelChecker (SeedStores → NavigationModel → ModelChecker); it may see only NavigationModel",
        ])

        let outOfOrder = engineHandedDown.replacingOccurrences(of: "dependencies: [\"ModelChecker\"]),", with: "),")
            .replacingOccurrences(of: "        .target(name: \"Generators\", path: \"Generators\"),\n", with: "")
            + "\n        .target(name: \"Generators\", path: \"Generators\"),"
        #expect(Self.offenders(manifest: outOfOrder, sources: []) == [
            "Package.swift lists the modules as ModelChecker, NavCheckPages, NavigationModel, NavigationProperties, SwiftUIBehavior, "
                + "SeedStores, NavigationSpecs, BenchmarkModels, Reports, NavCheckTesting, navcheck, Generators; the layers are "
                + Self.layers.joined(separator: ", "),
        ])

        let repaired = engineHandedDown.replacingOccurrences(of: "dependencies: [\"ModelChecker\"]),", with: "),")
        let repairedSources = [
            Source(module: "NavigationModel", file: "Sources/NavigationModel/Exports.swift", text: "import Foundation\n"),
            Source(module: "ModelChecker", file: "Sources/ModelChecker/Search/Level.swift", text: "import Generators\n"),
            Source(module: "NavigationModelTests", file: "Tests/NavigationModelTests/PathTests.swift",
                   text: "@testable import NavigationModel\n"),
        ]
        #expect(Self.offenders(manifest: repaired, sources: repairedSources).isEmpty)
    }

    /// The real `Package.swift`, every Swift file under each module's folder (subfolders included) and
    /// under each module's test folder.
    @Test func modulesLayerOneWay() throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var sources: [Source] = []
        var modules = Self.layers.map { name in
            (module: name, folder: FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/" + name).path)
                ? "Sources/" + name : name)
        }
        modules += Self.layers.map { (module: $0 + "Tests", folder: "Tests/" + $0 + "Tests") }
        for (module, folder) in modules {
            let files = Self.swiftFiles(under: root.appendingPathComponent(folder))
            if Self.layers.contains(module) { #expect(!files.isEmpty, "no sources found for \(module) in \(folder)") }
            sources += try files.map { path in
                Source(module: module, file: folder + "/" + path,
                       text: try String(contentsOf: root.appendingPathComponent(folder + "/" + path), encoding: .utf8))
            }
        }
        let offenders = Self.offenders(manifest: manifest, sources: sources)
        #expect(offenders.isEmpty, "the modules must layer one way:\n\(offenders.joined(separator: "\n"))")
    }

    // MARK: - The check

    /// Every way the manifest and the sources break the layering, one sentence each naming the target or
    /// the file and line: the manifest's order, its upward dependencies, the sources' upward imports and
    /// re-exports, then what the narrowest modules see.
    static func offenders(manifest: String, sources: [Source]) -> [String] {
        var found: [String] = []
        let rank = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
        let order = declaredModules(in: manifest)
        if order != layers {
            found.append("Package.swift lists the modules as \(order.joined(separator: ", ")); the layers are "
                         + layers.joined(separator: ", "))
        }
        // A test target `XTests` keeps to the layer of `X`; any other test target is not checked.
        func owner(of target: String) -> String? {
            if rank[target] != nil { return target }
            return target.hasSuffix("Tests") ? String(target.dropLast(5)) : nil
        }
        func above(_ module: String, _ target: String) -> String? {
            guard let owner = owner(of: target), let own = rank[owner], let other = rank[module], other > own else { return nil }
            return owner == target ? "after it" : "after \(owner)"
        }
        let graph = ModuleBoundaryTests.targets(in: manifest)
        for target in graph.keys.sorted(by: { (rank[owner(of: $0) ?? ""] ?? 99, $0) < (rank[owner(of: $1) ?? ""] ?? 99, $1) }) {
            var named: Set<String> = []
            for dependency in graph[target] ?? [] where named.insert(dependency).inserted {
                if let place = above(dependency, target) {
                    found.append("Package.swift: \(target) depends on \(dependency), which comes \(place)")
                }
            }
        }
        var reexports: [String: [String]] = [:]
        for source in sources {
            for (number, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let module = ModuleBoundaryTests.importedModule(String(line)), rank[module] != nil else { continue }
                let exported = line.trimmingCharacters(in: .whitespaces).hasPrefix("@_exported")
                if exported { reexports[source.module, default: []].append(module) }
                if let place = above(module, source.module) {
                    found.append("\(source.file):\(number + 1): \(source.module) \(exported ? "re-exports" : "imports") "
                                 + "\(module), which comes \(place)")
                }
            }
        }
        for module in layers where onlySees[module] != nil {
            let allowed = onlySees[module]!
            for (seen, path) in visible(from: module, graph: graph, reexports: reexports) where !allowed.contains(seen) {
                let limit = allowed.isEmpty ? "no other module of the package"
                    : "only " + allowed.sorted().joined(separator: ", ")
                found.append("\(module) sees \(seen) (\(([module] + path).joined(separator: " → "))); it may see \(limit)")
            }
        }
        return found
    }

    /// The package's modules `module` sees, each with the way it is reached: its own dependencies, then
    /// what those re-export, breadth first (so the shortest way is named), in the order found.
    static func visible(from module: String, graph: [String: [String]], reexports: [String: [String]])
        -> [(module: String, path: [String])] {
        var seen: [(module: String, path: [String])] = []
        var queue = (graph[module] ?? []).filter { layers.contains($0) && $0 != module }.map { [$0] }
        while !queue.isEmpty {
            let path = queue.removeFirst()
            guard path.last! != module, !seen.contains(where: { $0.module == path.last! }) else { continue }
            seen.append((path.last!, path))
            queue += (reexports[path.last!] ?? []).map { path + [$0] }
        }
        return seen
    }

    /// The library and executable targets of a manifest, in the order it declares them.
    static func declaredModules(in manifest: String) -> [String] {
        let chars = Array(manifest)
        var found: [(at: Int, name: String)] = []
        for call in [".target(", ".executableTarget("] {
            var i = 0
            while let start = ModuleBoundaryTests.find(call, in: chars, from: i) {
                let (literals, end) = ModuleBoundaryTests.stringLiterals(chars, from: start + call.count)
                if let name = literals.first { found.append((start, name)) }
                i = end
            }
        }
        return found.sorted { $0.at < $1.at }.map(\.name)
    }

    /// The Swift files under `folder`, subfolders included, as paths relative to it, sorted.
    static func swiftFiles(under folder: URL) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }
}
