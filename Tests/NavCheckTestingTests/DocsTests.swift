import Foundation
import Testing

/// The documentation's smallest complete example is the example package's file, verbatim, so it is
/// compiled and tested with the example.
@Suite struct DocsTests {
    @Test func theSmallestExampleIsCopiedVerbatim() throws {
        let example = try DocPages.read("Examples/AdaptiveApp/Tests/NotesAppTests/SmallestExample.swift")
        #expect(DocPages.blocks("swift", in: try DocPages.read("README.md")).contains(example),
                "README.md must hold SmallestExample.swift verbatim")
    }
}
