import Foundation
import NavCheckTesting
import Testing

/// The guide (`docs/CheckYourOwnStore.md`) and the DocC catalog show compiled code and printed text:
/// each Swift block is copied from a file the suite compiles, and each text block is what a check
/// prints, written with the default trace directory.
@Suite struct GuideTests {
    /// The files the pages' Swift code is copied from; the suite compiles them and runs their tests.
    static let sources = ["Tests/NavCheckTestingTests/SmallestAppExample.swift",
                          "Tests/NavCheckTestingTests/Guide/GettingStartedExample.swift",
                          "Tests/NavCheckTestingTests/Guide/CheckYourOwnStoreExamples.swift",
                          "Tests/NavCheckTestingTests/Guide/TabBarAndLinkExamples.swift",
                          "Tests/NavCheckTestingTests/Guide/HooksExamples.swift",
                          "Tests/NavCheckTestingTests/Guide/SplitAndRootExamples.swift",
                          "Tests/NavCheckTestingTests/Guide/SceneTreeExamples.swift",
                          "Tests/NavCheckTestingTests/Guide/NestedShapesExamples.swift",
                          "Tests/NavCheckTestingTests/Guide/RelaunchExamples.swift",
                          "Tests/NavCheckTestingTests/Guide/StateSwitchExamples.swift",
                          "Tests/NavCheckTestingTests/Guide/FirstSpecExamples.swift"]
    static let guide = "docs/CheckYourOwnStore.md"
    static let catalog = "Sources/NavCheckTesting/NavCheckTesting.docc/"
    static let pages = [guide, catalog + "NavCheckTesting.md", catalog + "GettingStarted.md"]

    /// The guide's manifests: the Swift blocks that are not compiled here (they name NavCheck's
    /// repository by a placeholder, or a local checkout), the first shown the same on every page.
    static func manifests() throws -> [String] {
        let manifests = DocPages.blocks("swift", in: try DocPages.read(guide)).filter { $0.hasPrefix("// swift-tools-version") }
        #expect(manifests.count == 2, "the guide shows a manifest that fetches NavCheck and one for a local checkout")
        return manifests
    }

    @Test(arguments: pages)
    func everySwiftBlockIsCopiedFromACompiledFile(_ page: String) throws {
        let sources = try Self.sources.map(DocPages.read)
        let manifests = try Self.manifests()
        let text = try DocPages.read(page)
        let indentedFences = text.split(separator: "\n").filter { $0.hasPrefix(" ") && $0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }
        #expect(indentedFences.isEmpty, "\(page): a fence that is indented is not checked; start it at the margin")
        let blocks = DocPages.blocks("swift", in: text)
        #expect(!blocks.isEmpty)
        for block in blocks where !manifests.contains(block) {
            #expect(sources.contains { DocPages.isCopied(block, from: $0) }, "\(page) has a block found in none of \(Self.sources):\n\(block)")
        }
    }

    @Test func theManifestNamesThePackageAndTheProduct() throws {
        let package = try DocPages.read("Package.swift")
        #expect(package.contains("name: \"NavCheck\",") && package.contains(".library(name: \"NavCheckTesting\", targets: [\"NavCheckTesting\"])"))
        for manifest in try Self.manifests() {
            #expect(manifest.contains(".product(name: \"NavCheckTesting\", package: \"NavCheck\")"))
            #expect(manifest.contains("exclude: [\"Regressions\"]"))
        }
        // The local checkout's line is the one the example packages build with.
        #expect(try Self.manifests()[1].contains(".package(name: \"NavCheck\", path: \"../NavCheck\")"))
        #expect(try DocPages.read("Examples/TabApp/Package.swift").contains(".package(name: \"NavCheck\", path: \"../..\")"))
    }

    /// A check of `app` that writes its traces to a new temporary directory, with the trace lines
    /// then written as the default directory prints them.
    func run<A: SwiftUIApp>(_ app: A, _ options: NavCheckOptions = NavCheckOptions(), test: String,
                            in directory: String = temporaryDirectory()) throws -> (result: NavigationCheckResult, texts: [String]) {
        var options = options
        options.traceDirectory = directory
        let result = try NavCheck.run(AppMachine(app), options: options, module: "MyAppTests", test: test, environment: [:])
        let texts = result.failures.map { $0.text.replacingOccurrences(of: directory, with: ".navcheck/traces") }
        return (result, texts)
    }

    /// The failure of the smallest example with its defect, as `recipesNavigationHolds` prints it.
    func failureText() throws -> String {
        let failure = try run(RecipesApp(forgetsTheSheet: true), test: "recipesNavigationHolds()")
        #expect(failure.result.failures.map(\.property) == ["linkNotHiddenUnderSheet"])
        return try #require(failure.texts.first)
    }

    @Test func theFailureIsPrintedAsTheGuideShowsIt() throws {
        #expect(try failureText() == """
            linkNotHiddenUnderSheet (transition) in recipes, at rest, 3 actions: what a deep link shows is not hidden under a sheet
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              openURL("app://recipe/3"): recipes is under editor(1)
              actions: openRecipe, edit, openURL("app://recipe/3")
               0. start                        [recipes] recipes
               1. openRecipe                   [recipes] recipes › 1
               2. edit                         [recipes] recipes › 1 ⧉ editor(1)
               3. openURL("app://recipe/3")    [recipes] recipes › 3 ⧉ editor(1)
              the last step changed (- before, + after):
              - recipes: [1]
              + recipes: [3]
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              trace: .navcheck/traces/recipes-race--linkNotHiddenUnderSheet.json
              replay: swift test --filter 'MyAppTests.*recipesNavigationHolds'

            """)
    }

    /// Every text block of the guide, in order: what the checks it describes print.
    @Test func theGuidesTextIsWhatTheChecksPrint() throws {
        let holds = try run(RecipesApp(), test: "recipesNavigationHolds()").result
        #expect(holds.holds)

        let directory = temporaryDirectory()
        _ = try run(RecipesApp(forgetsTheSheet: true), test: "recipesNavigationHolds()", in: directory)
        let second = try run(RecipesApp(forgetsTheSheet: true), test: "recipesOnIPad()", in: directory).result
        let named = second.coverage.components(separatedBy: "\n").filter { $0.hasPrefix("  named: ") }
            .map { $0.replacingOccurrences(of: directory, with: ".navcheck/traces") + "\n" }.joined()
        try backdate(directory)
        let fixed = try run(RecipesApp(), test: "recipesNavigationHolds()", in: directory).result
        let fixedOutput = fixed.coverage.replacingOccurrences(of: directory, with: ".navcheck/traces")

        let random = try run(RecipesApp(forgetsTheSheet: true), randomWalks, test: "recipesRandomWalksHold()")
        let partial = try run(RecipesApp(), fourDeep, test: "recipesHoldFourDeep()").result
        #expect(partial.partial && !partial.holds)
        #expect(try run(RecipesApp(), fourDeepAccepted, test: "recipesHoldFourDeep()").result.holds)
        let known = try run(RecipesApp(forgetsTheSheet: true), editorLeftUpIsKnown, test: "recipesNavigationHolds()").result
        #expect(known.holds)
        let stale = try run(RecipesApp(), editorLeftUpIsKnown, test: "recipesNavigationHolds()").result
        #expect(stale.problems.count == 1)
        #expect(try run(RecipesApp(forgetsTheSheet: true), linkOverTheEditorIsKnown, test: "recipesNavigationHolds()").result.holds)

        let printed = [holds.coverage, try failureText(), named, fixedOutput, try #require(random.texts.first),
                       try #require(partial.problems.first) + "\n", known.coverage, try #require(stale.problems.first) + "\n"]
        let shown = DocPages.blocks("text", in: try DocPages.read(Self.guide))
        #expect(shown.count == printed.count)
        for (i, (shown, printed)) in zip(shown, printed).enumerated() {
            #expect(shown == printed, "text block \(i + 1) of \(Self.guide) is not what the check prints:\n\(printed)")
        }
    }

    @Test func theArticleShowsTheFailureAsPrinted() throws {
        #expect(DocPages.blocks("text", in: try DocPages.read(Self.catalog + "GettingStarted.md")) == [try failureText()])
    }

    /// The kept trace is the one the defect writes, and it holds on the fixed app (the regression
    /// tests in `Guide/GettingStartedExample.swift` replay it).
    @Test func theKeptTraceIsTheOneTheDefectWrites() throws {
        let directory = temporaryDirectory()
        let failure = try run(RecipesApp(forgetsTheSheet: true), test: "recipesNavigationHolds()", in: directory)
        let written = try String(contentsOfFile: try #require(failure.result.failures.first?.traceFile), encoding: .utf8)
        let files = RegressionTraces.files(besides: DocPages.root.appendingPathComponent(Self.sources[1]).path)
        #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["recipes-race--linkNotHiddenUnderSheet.json"])
        #expect(try String(contentsOfFile: files[0], encoding: .utf8) == written)
        #expect(written.contains("\"expected\" : \"holds\""))
        #expect(try NavCheck.replay(files[0], on: AppMachine(RecipesApp()), module: "MyAppTests", test: nil).holds)
        #expect(try !NavCheck.replay(files[0], on: AppMachine(RecipesApp(forgetsTheSheet: true)), module: "MyAppTests", test: nil).holds)
    }

    /// Several counterexamples of one property are shown only for distinct causes: the editor left up
    /// is one cause, however many ends reach it.
    @Test func severalCounterexamplesAreOfDistinctCauses() throws {
        let several = try run(RecipesApp(forgetsTheSheet: true), fivePerProperty, test: "recipesNavigationHolds()")
        #expect(several.result.failures.map { $0.traceFile.map { URL(fileURLWithPath: $0).lastPathComponent } }
                == ["recipes-race--linkNotHiddenUnderSheet.json"])
        #expect(several.result.failures.map(\.violation.actions) == [["openRecipe", "edit", "openURL(\"app://recipe/3\")"]])
        let one = try run(RecipesApp(forgetsTheSheet: true), onePerProperty, test: "recipesNavigationHolds()")
        #expect(one.result.failures.map(\.violation.actions) == several.result.failures.map(\.violation.actions))
    }
}
