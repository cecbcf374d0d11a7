import Testing
@testable import Generators

@Suite struct AlphabetOrderTests {
    /// Explorers try actions in enumeration order, so `oneOf` must keep the parts' order exactly.
    @Test(arguments: [0, 1, 3], [0, 2, 5])
    func oneOfEnumeratesPartsInOrder(first: Int, second: Int) {
        let g = Generator.oneOf([Generator.range(0..<first).map { "a\($0)" },
                                 Generator.range(0..<second).map { "b\($0)" },
                                 Generator.element(of: ["c"])])
        let expected = (0..<first).map { "a\($0)" } + (0..<second).map { "b\($0)" } + ["c"]
        #expect(g.count == expected.count)
        #expect(g.allValues == expected)
        for i in 0..<g.count { #expect(g[i] == expected[i]) }
    }
}
