import Foundation
import NavCheckTesting
import Testing

/// The reference's (docs/Reference.md) first example of a SwiftUIApp is `SmallestAppExample.swift`, verbatim, and the
/// failure it shows is the one the checker prints.
@Suite struct SmallestAppExampleTests {
    @Test func theReferenceHoldsTheExampleVerbatim() throws {
        let example = try DocPages.read("Tests/NavCheckTestingTests/SmallestAppExample.swift")
        #expect(DocPages.blocks("swift", in: try DocPages.read("docs/Reference.md")).contains(example),
                "docs/Reference.md must hold SmallestAppExample.swift verbatim")
    }

    @Test func aForgottenSheetIsReportedAsTheReferenceShows() throws {
        var app = RecipesApp()
        app.forgetsTheSheet = true
        let result = try NavCheck.run(AppMachine(app), options: .init(traceDirectory: nil), module: "MyAppTests",
                                      test: "recipesNavigationHolds()", environment: [:])
        #expect(result.failures.map(\.property) == ["linkNotHiddenUnderSheet"])
        let text = try #require(result.failures.first?.text)
        #expect(DocPages.blocks("text", in: try DocPages.read("docs/Reference.md")).contains(text),
                "docs/Reference.md must show the failure as printed:\n\(text)")
    }
}
