import Testing
@testable import Generators

@Suite struct RandomSourcesTests {
    @Test func splitMixMatchesReferenceValues() {
        // Reference outputs of SplitMix64 (Vigna's splitmix64.c) for seed 0.
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test(arguments: [0, 1, 42, UInt64.max])
    func sameSeedSameSequence(seed: UInt64) {
        var a = Xoshiro256StarStar(seed: seed), b = Xoshiro256StarStar(seed: seed)
        let first = (0..<100).map { _ in a.next() }
        let again = (0..<100).map { _ in b.next() }
        #expect(first == again)
        var c = Xoshiro256StarStar(seed: seed &+ 1)
        let other = (0..<100).map { _ in c.next() }
        #expect(first != other)
    }

    @Test func belowStaysInRangeAndCoversIt() {
        var rng = Xoshiro256StarStar(seed: 7)
        for bound in 1...9 {
            var seen = Set<Int>()
            for _ in 0..<500 {
                let x = rng.below(bound)
                #expect(x >= 0 && x < bound)
                seen.insert(x)
            }
            #expect(seen.count == bound, "bound \(bound)")
        }
    }
}
