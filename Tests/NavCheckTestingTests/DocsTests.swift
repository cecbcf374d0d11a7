import Foundation
import Testing

/// The reference's (docs/Reference.md) smallest complete example is the example package's file, verbatim, so it is
/// compiled and tested with the example.
@Suite struct DocsTests {
    @Test func theSmallestExampleIsCopiedVerbatim() throws {
        let example = try DocPages.read("Examples/AdaptiveApp/Tests/NotesAppTests/SmallestExample.swift")
        #expect(DocPages.blocks("swift", in: try DocPages.read("docs/Reference.md")).contains(example),
                "docs/Reference.md must hold SmallestExample.swift verbatim")
    }
}

/// The reference's (docs/Reference.md) `@MainActor` example is the guide's compiled one: a spec isolated to the main actor
/// whose own property calls a helper isolated to it.
@Suite struct MainActorReadmeTests {
    @Test func theMainActorExampleIsCopiedFromTheCompiledGuideExample() throws {
        let source = try DocPages.read("Tests/NavCheckTestingTests/Guide/CheckYourOwnStoreExamples.swift")
        let blocks = DocPages.blocks("swift", in: try DocPages.read("docs/Reference.md")).filter { $0.contains("InboxApp") }
        #expect(!blocks.isEmpty)
        #expect(blocks.contains { $0.contains("Self.fitsOnScreen(") })
        for block in blocks {
            #expect(DocPages.isCopied(block, from: source), "docs/Reference.md's block is not copied from the guide's examples:\n\(block)")
        }
    }
}
