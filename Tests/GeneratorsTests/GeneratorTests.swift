import Testing
@testable import Generators

@Suite struct GeneratorTests {
    @Test func rangeEnumeratesInOrder() {
        #expect(Generator.range(3..<7).allValues == [3, 4, 5, 6])
        #expect(Generator.range(1...3).allValues == [1, 2, 3])
        #expect(Generator.range(0..<0).count == 0)
    }

    @Test func oneOfConcatenatesAndSkipsEmptyParts() {
        let g = Generator.oneOf(.range(0..<2), .range(0..<0), .range(10..<13))
        #expect(g.allValues == [0, 1, 10, 11, 12])
        // Values of later parts shrink towards the first value of earlier parts.
        #expect(g.simplerCandidates(ofIndex: 4).contains(0))
        #expect(g.simplerCandidates(ofIndex: 0).isEmpty)
    }

    @Test func mapKeepsIndices() {
        let g = Generator.range(0..<3).map { "r\($0)" }
        #expect(g.allValues == ["r0", "r1", "r2"])
        #expect(g.simplerCandidates(ofIndex: 2) == Generator.range(0..<3).simplerCandidates(ofIndex: 2))
    }

    @Test func optionalPutsNilFirst() {
        let g = Generator.element(of: ["a", "b"]).optional
        #expect(g.allValues == [nil, "a", "b"])
        #expect(g.simplerCandidates(ofIndex: 2).first == 0)
    }

    @Test func pairsVaryTheSecondFastest() {
        let g = Generator.range(0..<2).pairs(with: .range(5...6))
        #expect(g.allValues.map { [$0.0, $0.1] } == [[0, 5], [0, 6], [1, 5], [1, 6]])
    }

    @Test(arguments: [0...0, 0...1, 1...3, 2...2])
    func arraysEnumerateEveryArrayOnce(lengths: ClosedRange<Int>) {
        let g = Generator.range(0..<3).arrays(lengths: lengths)
        let all = g.allValues
        let expected = lengths.reduce(0) { total, n in total + Int(pow3(n)) }
        #expect(all.count == expected)
        #expect(Set(all).count == all.count)
        #expect(all.allSatisfy { lengths.contains($0.count) })
        // Shorter arrays come first.
        #expect(all.map(\.count) == all.map(\.count).sorted())
        for i in all.indices {
            for j in g.simplerCandidates(ofIndex: i) { #expect(j < i, "\(all[j]) should be simpler than \(all[i])") }
        }
    }

    func pow3(_ n: Int) -> Int { (0..<n).reduce(1) { acc, _ in acc * 3 } }

    @Test func weightedSamplingRespectsWeightsAndFilter() {
        let g = Generator(count: 3, weight: { $0 == 2 ? 0 : UInt64($0 + 1) }) { $0 }
        var rng = Xoshiro256StarStar(seed: 1)
        var counts = [0, 0, 0]
        for _ in 0..<3000 { counts[g.sampleIndex(using: &rng)!] += 1 }
        #expect(counts[2] == 0)
        #expect(counts[1] > counts[0])
        #expect(g.sampleIndex(using: &rng, where: { $0 == 2 }) == nil)
        #expect(g.sampleIndex(using: &rng, where: { $0 == 0 }) == 0)
    }

    @Test func sameSeedSameSamples() {
        let g = Generator.range(0..<100)
        var a = Xoshiro256StarStar(seed: 9), b = Xoshiro256StarStar(seed: 9)
        let first = (0..<50).map { _ in g.sample(using: &a)! }
        let second = (0..<50).map { _ in g.sample(using: &b)! }
        #expect(first == second)
    }
}
