import Foundation
import NavCheckTesting
import Testing

/// The README's first example of a SwiftUIApp is `SmallestAppExample.swift`, verbatim, and the
/// failure it shows is the one the checker prints.
@Suite struct SmallestAppExampleTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theReadmeHoldsTheExampleVerbatim() throws {
        let example = try String(contentsOf: root.appendingPathComponent("Tests/NavCheckTestingTests/SmallestAppExample.swift"),
                                 encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```"), "README.md must hold SmallestAppExample.swift verbatim")
    }

    @Test func aForgottenSheetIsReportedAsTheReadmeShows() throws {
        var app = RecipesApp()
        app.forgetsTheSheet = true
        let result = try NavCheck.run(AppMachine(app), options: .init(traceDirectory: nil), module: "MyAppTests",
                                      test: "recipesNavigationHolds()", environment: [:])
        #expect(result.failures.map(\.property) == ["linkNotHiddenUnderSheet"])
        let text = try #require(result.failures.first?.text)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```text\n" + text + "```"), "README.md must show the failure as printed:\n\(text)")
    }
}
