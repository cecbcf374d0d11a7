import Foundation
import Testing

/// The README is the front door: the two commands first, and every Swift block in it copied from a
/// file this test target compiles, as the guide's are (GuideTests).
@Suite struct ReadmeTests {
    /// The files the README's Swift code is copied from.
    static let sources = ["Tests/NavCheckTestingTests/SmallestStackExample.swift", "Tests/NavCheckTestingTests/ReadmeExamples.swift"]

    @Test func everySwiftBlockIsCopiedFromACompiledFile() throws {
        let sources = try Self.sources.map(DocPages.read)
        let blocks = DocPages.blocks("swift", in: try DocPages.read("README.md"))
        #expect(blocks.count >= 2)
        for block in blocks {
            #expect(sources.contains { DocPages.isCopied(block, from: $0) }, "README.md has a block found in none of \(Self.sources):\n\(block)")
        }
    }

    /// A witness: a block edited after it was copied is named.
    @Test func anEditedBlockIsFoundInNoSource() throws {
        let source = try DocPages.read(Self.sources[1])
        #expect(DocPages.isCopied("    try exploreNavigation(MessagesApp())   // serves only while NAVCHECK_EXPLORE is set\n", from: source))
        #expect(!DocPages.isCopied("    try exploreNavigation(MessagesApp(closesTwo: true))\n", from: source))
    }

    @Test func theFrontDoorIsShort() throws {
        let readme = try DocPages.read("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 300, "README.md has \(lines.count) lines; move reference material to docs/")
        #expect(lines.prefix(8).joined(separator: "\n").contains("swift run navcheck"))
        #expect(lines.prefix(8).joined(separator: "\n").contains("swift test"))
        #expect(readme.contains("](docs/images/report.png)"))
    }

    /// Every relative link of the README and of the pages under docs/ names a file that exists, and an
    /// anchor names a heading of that file.
    @Test func relativeLinksResolve() throws {
        var pages = ["README.md", "CHANGELOG.md"]
        let docs = DocPages.root.appendingPathComponent("docs")
        for name in (FileManager.default.enumerator(atPath: docs.path)?.allObjects as? [String] ?? []) where name.hasSuffix(".md") {
            pages.append("docs/" + name)
        }
        var broken: [String] = []
        for page in pages.sorted() {
            broken += DocPages.brokenLinks(in: page, text: try DocPages.read(page))
        }
        #expect(broken.isEmpty, "links that resolve to nothing:\n\(broken.joined(separator: "\n"))")
        #expect(DocPages.brokenLinks(in: "docs/X.md", text: "[a](Nowhere.md) [b](../README.md#no-such-heading)").count == 2)
    }
}
