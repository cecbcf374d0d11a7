import Foundation
import Testing

/// `NavCheckTesting` is what a user's test target imports: it never depends on the module that holds
/// the seed ports (`SeedStores`), the catalog (`NavigationSpecs`), the command's reports (`Reports`)
/// or the models only the benchmarks measure (`BenchmarkModels`), neither in the manifest (directly or
/// through another target) nor by an import in its sources.
@Suite struct ModuleBoundaryTests {
    /// The modules `NavCheckTesting` must not reach.
    static let forbidden: Set<String> = ["SeedStores", "NavigationSpecs", "Reports", "BenchmarkModels"]

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The check, first on a doctored manifest and sources (a witness: it finds each way in — a direct
    /// dependency, one through another target, a product, imports of every form — and names it, and
    /// passes once they are gone), then on the real `Package.swift` and `Sources/NavCheckTesting`.
    @Test func navCheckTestingReachesNoSeedPortsCatalogReportsOrBenchmarks() throws {
        let doctored = """
            let package = Package(
                name: "NavCheck",
                targets: [
                    .target(name: "ModelChecker", dependencies: ["Generators"]),
                    .target(name: "Helpers", dependencies: ["ModelChecker", "NavigationSpecs"]),
                    // .target(name: "NavCheckTesting", dependencies: ["Reports"]),  (a comment)
                    .target(name: "NavCheckTesting", dependencies: [
                        "ModelChecker", "Helpers", // "SeedStores" in a comment is no dependency
                        .product(name: "Reports", package: "NavCheck"),
                    ], exclude: ["Notes (old)"]),
                    .testTarget(name: "NavCheckTestingTests", dependencies: ["NavCheckTesting", "SeedStores"]),
                ]
            )
            """
        let doctoredSources = [
            (file: "A.swift", text: "import ModelChecker\n@_exported import SeedStores\n// import Reports\nimport BenchmarkModels\n"),
            (file: "B.swift", text: "  @testable import struct NavigationSpecs.Catalog\nimport ReportsHelpers\nlet s = \"import Reports\"\n"),
        ]
        #expect(Self.offenders(manifest: doctored, sources: doctoredSources) == [
            "Package.swift: NavCheckTesting depends on NavigationSpecs (NavCheckTesting → Helpers → NavigationSpecs)",
            "Package.swift: NavCheckTesting depends on Reports (NavCheckTesting → Reports)",
            "A.swift:2: imports SeedStores",
            "A.swift:4: imports BenchmarkModels",
            "B.swift:1: imports NavigationSpecs",
        ])
        let repaired = doctored.replacingOccurrences(of: "\"NavigationSpecs\"]", with: "\"Generators\"]")
            .replacingOccurrences(of: ".product(name: \"Reports\", package: \"NavCheck\"),", with: "")
        #expect(Self.offenders(manifest: repaired, sources: [(file: "C.swift", text: "import ModelChecker\n")]).isEmpty)

        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let folder = root.appendingPathComponent("Sources/NavCheckTesting")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!names.isEmpty, "no sources found in \(folder.path)")
        let sources = try names.map { name in
            (file: "Sources/NavCheckTesting/" + name,
             text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        #expect(Self.targets(in: manifest)["NavCheckTesting"] != nil, "Package.swift has no NavCheckTesting target")
        let offenders = Self.offenders(manifest: manifest, sources: sources)
        #expect(offenders.isEmpty,
                "NavCheckTesting must not reach SeedStores, NavigationSpecs, Reports or BenchmarkModels:\n\(offenders.joined(separator: "\n"))")
    }

    // MARK: - The check

    /// Every way `NavCheckTesting` reaches a forbidden module, one sentence each naming the offender:
    /// the manifest's dependencies (with the path through other targets), then the sources' imports.
    static func offenders(manifest: String, sources: [(file: String, text: String)]) -> [String] {
        var found: [String] = []
        let graph = targets(in: manifest)
        var paths: [String: [String]] = ["NavCheckTesting": ["NavCheckTesting"]]
        var queue = ["NavCheckTesting"]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            for dependency in graph[name] ?? [] where paths[dependency] == nil {
                paths[dependency] = paths[name]! + [dependency]
                if !forbidden.contains(dependency) { queue.append(dependency) }
            }
        }
        for name in forbidden.sorted() {
            if let path = paths[name] {
                found.append("Package.swift: NavCheckTesting depends on \(name) (\(path.joined(separator: " → ")))")
            }
        }
        for source in sources {
            for (number, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let module = importedModule(String(line)), forbidden.contains(module) {
                    found.append("\(source.file):\(number + 1): imports \(module)")
                }
            }
        }
        return found
    }

    /// Each target of a manifest with the names it depends on: the string literals of its
    /// `.target(…)` call after the name (targets, products and by-name dependencies alike).
    static func targets(in manifest: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        let chars = Array(manifest)
        var i = 0
        for call in [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".plugin("] {
            i = 0
            while let start = find(call, in: chars, from: i) {
                let (literals, end) = stringLiterals(chars, from: start + call.count)
                if let name = literals.first { result[name, default: []] += literals.dropFirst() }
                i = end
            }
        }
        return result
    }

    /// The string literals from `start` to the parenthesis that closes the call, skipping comments;
    /// and where the call ends.
    static func stringLiterals(_ chars: [Character], from start: Int) -> (literals: [String], end: Int) {
        var literals: [String] = []
        var depth = 1, i = start
        while i < chars.count, depth > 0 {
            let c = chars[i]
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "\"" {
                var literal = ""
                i += 1
                while i < chars.count, chars[i] != "\"" {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    literal.append(chars[i])
                    i += 1
                }
                literals.append(literal)
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
            }
            i += 1
        }
        return (literals, i)
    }

    /// Where `needle` next starts in `chars` at or after `from`, outside line comments.
    static func find(_ needle: String, in chars: [Character], from: Int) -> Int? {
        let pattern = Array(needle)
        var i = from, inComment = false
        while i + pattern.count <= chars.count {
            if chars[i] == "\n" { inComment = false }
            if !inComment, chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "/" { inComment = true }
            if !inComment, Array(chars[i..<i + pattern.count]) == pattern { return i }
            i += 1
        }
        return nil
    }

    /// The module an import declaration on `line` names (`import X`, `@_exported import X`,
    /// `@testable import X`, `import struct X.Y`, `public import X`), or nil for any other line.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }
}
