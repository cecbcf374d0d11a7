import Foundation
import NavCheckTesting
import Testing

/// The README's first example of a SwiftUIApp is `SmallestAppExample.swift`, verbatim, and the
/// failure it shows is the one the checker prints.
@Suite struct SmallestAppExampleTests {
    @Test func theReadmeHoldsTheExampleVerbatim() throws {
        let example = try DocPages.read("Tests/NavCheckTestingTests/SmallestAppExample.swift")
        #expect(DocPages.blocks("swift", in: try DocPages.read("README.md")).contains(example),
                "README.md must hold SmallestAppExample.swift verbatim")
    }

    @Test func aForgottenSheetIsReportedAsTheReadmeShows() throws {
        var app = RecipesApp()
        app.forgetsTheSheet = true
        let result = try NavCheck.run(AppMachine(app), options: .init(traceDirectory: nil), module: "MyAppTests",
                                      test: "recipesNavigationHolds()", environment: [:])
        #expect(result.failures.map(\.property) == ["linkNotHiddenUnderSheet"])
        let text = try #require(result.failures.first?.text)
        #expect(DocPages.blocks("text", in: try DocPages.read("README.md")).contains(text),
                "README.md must show the failure as printed:\n\(text)")
    }
}
