import Foundation
import NavCheckTesting
import Testing

/// README's smallest complete example is `SmallestStackExample.swift`, verbatim: a class store with a
/// stack, a spec of 18 lines with no snapshot type, and the failure its defect prints.
@Suite struct SmallestStackExampleTests {
    @Test func theReadmeHoldsTheExampleVerbatim() throws {
        let example = try DocPages.read("Tests/NavCheckTestingTests/SmallestStackExample.swift")
        #expect(try DocPages.read("README.md").contains("```swift\n" + example + "```"),
                "README.md must hold SmallestStackExample.swift verbatim")
        let spec = example.components(separatedBy: "struct MessagesApp")[1].components(separatedBy: "\n}\n")[0]
        #expect(spec.split(separator: "\n").count + 2 <= 25, "the spec is at most 25 lines")
    }

    @Test func theStoreHoldsAndItsDefectIsReportedAsTheReadmeShows() throws {
        let holds = try NavCheck.run(AppMachine(MessagesApp()), options: .init(traceDirectory: nil), module: "MyAppTests",
                                     test: "messagesNavigationHolds()", environment: [:])
        #expect(holds.holds)
        #expect(holds.report?.statistics.distinctStates == 15)
        let broken = try NavCheck.run(AppMachine(MessagesApp(closesTwo: true)), options: .init(traceDirectory: nil),
                                      module: "MyAppTests", test: "messagesNavigationHolds()", environment: [:])
        let text = try #require(broken.failures.first?.text)
        #expect(broken.failures.map(\.property) == ["backLowersDepthByOne"])
        #expect(try DocPages.read("README.md").contains("```text\n" + text + "```"), "README.md must show the failure as printed:\n\(text)")
    }
}
