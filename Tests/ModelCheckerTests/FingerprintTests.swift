import Testing
@testable import ModelChecker

@Suite struct FingerprintTests {
    @Test func fingerprintsAreDeterministicAndDistinguish() {
        func fp(_ words: [Int]) -> UInt64 { var f = Fingerprinter(); for w in words { f.combine(w) }; return f.value }
        #expect(fp([1, 2, 3]) == fp([1, 2, 3]))
        var seen = Set<UInt64>()
        for a in 0..<20 { for b in 0..<20 { for c in 0..<20 { seen.insert(fp([a, b, c])) } } }
        #expect(seen.count == 8000)
        var none = Fingerprinter(); none.combine(nil as Int?)
        var zero = Fingerprinter(); zero.combine(0 as Int?)
        #expect(none.value != zero.value)
    }

    @Test(arguments: [1, 7, 100, 10_000])
    func tableInsertsEachOnceAndGrows(n: Int) {
        let table = StateTable(shardBits: 0, initialCapacityBits: 4)
        for i in 1...n { let added = table.insert(UInt64(i) &* 0x9E37_79B9_7F4A_7C15 | 1); #expect(added) }
        for i in 1...n { let added = table.insert(UInt64(i) &* 0x9E37_79B9_7F4A_7C15 | 1); #expect(!added) }
        #expect(table.count == n)
        #expect(table.contains(0x9E37_79B9_7F4A_7C15 | 1))
        #expect(!table.contains(2))
    }
}
