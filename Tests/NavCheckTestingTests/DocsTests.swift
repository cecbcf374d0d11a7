import Foundation
import Testing

/// The documentation's smallest complete example is the example package's file, verbatim, so it is
/// compiled and tested with the example.
@Suite struct DocsTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theSmallestExampleIsCopiedVerbatim() throws {
        let example = try String(contentsOf: root.appendingPathComponent("Examples/AdaptiveApp/Tests/NotesAppTests/SmallestExample.swift"),
                                 encoding: .utf8)
        let pages = ["README.md"].compactMap {
            try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }
        #expect(pages.contains { $0.contains("```swift\n" + example + "```") },
                "README.md must hold SmallestExample.swift verbatim")
    }
}
