import Testing
import Generators

/// What random mode relies on: weighted sampling among allowed indices, reproducible from a seed.
@Suite struct SampleIndexTests {
    let letters = Generator.element(of: ["a", "b", "c", "d"])

    @Test func theSameSeedGivesTheSameIndices() {
        var a = Xoshiro256StarStar(seed: 77), b = Xoshiro256StarStar(seed: 77)
        let first = (0..<50).map { _ in letters.sampleIndex(using: &a) }
        let second = (0..<50).map { _ in letters.sampleIndex(using: &b) }
        #expect(first == second)
        #expect(Set(first.compactMap { $0 }) == [0, 1, 2, 3])
    }

    @Test func onlyAllowedIndicesAreSampled() {
        var rng = Xoshiro256StarStar(seed: 1)
        for _ in 0..<200 {
            let i = letters.sampleIndex(using: &rng, where: { $0 == 1 || $0 == 3 })
            #expect(i == 1 || i == 3)
        }
        #expect(letters.sampleIndex(using: &rng, where: { _ in false }) == nil)
    }

    @Test func zeroWeightsAreNeverSampled() {
        let weighted = Generator(count: 3, weight: { $0 == 1 ? 0 : 1 }) { $0 }
        var rng = Xoshiro256StarStar(seed: 2)
        let picks = (0..<300).compactMap { _ in weighted.sampleIndex(using: &rng) }
        #expect(picks.count == 300)
        #expect(!picks.contains(1))
        #expect(weighted.sampleIndex(using: &rng, where: { $0 == 1 }) == nil)
    }

    @Test func weightsSetTheProportions() {
        let weighted = Generator(count: 2, weight: { $0 == 0 ? 9 : 1 }) { $0 }
        var rng = Xoshiro256StarStar(seed: 3)
        let zeros = (0..<10_000).filter { _ in weighted.sampleIndex(using: &rng) == 0 }.count
        #expect((8_800...9_200).contains(zeros))
    }
}
