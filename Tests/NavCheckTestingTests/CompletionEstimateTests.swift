import Foundation
import NavCheckTesting
import Testing

/// 1,024 start screens that merge pairwise, level by level, into one: levels of 1,024, 512, … 1 states,
/// 2,047 in all. Its levels shrink by half: a space that ends.
struct Funnel: StateMachine {
    struct State: Hashable, Sendable {
        var level = 0
        var index = 0
    }
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case merge
        var description: String { rawValue }
    }
    var name: String { "funnel" }
    var initialStates: [State] { (0..<1_024).map { State(index: $0) } }
    var actions: Generator<Action> { .element(of: [.merge]) }
    func isEnabled(_ action: Action, in s: State) -> Bool { s.level < 10 }
    func apply(_ action: Action, to s: inout State) throws {
        s.level += 1
        s.index /= 2
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.level)
        f.combine(s.index)
    }
    var properties: [Property<Funnel>] {
        [.invariant("inRange", "the index fits its level") { _, s in .expect(s.index < 1_024 >> s.level, "out of range") }]
    }
}

/// A grid of `side` × `side` cells walked from a corner, one cell right, left, up or down:
/// `side`² states, levels that grow by one to the diagonal and shrink after it.
struct CellGrid: StateMachine {
    struct State: Hashable, Sendable {
        var x = 0
        var y = 0
    }
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case right, left, up, down
        var description: String { rawValue }
    }
    var side = 120
    var name: String { "grid" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.right, .left, .up, .down]) }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .right: s.x < side - 1
        case .left: s.x > 0
        case .up: s.y < side - 1
        case .down: s.y > 0
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .right: s.x += 1
        case .left: s.x -= 1
        case .up: s.y += 1
        case .down: s.y -= 1
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.x)
        f.combine(s.y)
    }
    var properties: [Property<CellGrid>] {
        [.invariant("onTheGrid", "the cell is on the grid") { m, s in .expect(s.x < m.side && s.y < m.side, "off the grid") }]
    }
}

/// The bound a PARTIAL check names, rerun, completes, or comes within a factor of two of the space's
/// true size; the estimate never falls below the states already explored.
@Suite struct CompletionEstimateTests {
    static func partial(_ result: NavigationCheckResult) throws -> String {
        try #require(result.problems.first { $0.contains("PARTIAL") })
    }

    /// The whole number after `label` in `text` (`maxStates: 2_600` → 2,600), after `from` when given.
    static func number(after label: String, in text: String, from: String = "") throws -> Int {
        let after = from.isEmpty ? text.startIndex : try #require(text.range(of: from)).upperBound
        let start = try #require(text.range(of: label, range: after..<text.endIndex)).upperBound
        let digits = text[start...].prefix { $0.isNumber || $0 == "_" || $0 == "," }.filter(\.isNumber)
        return try #require(Int(String(digits)))
    }

    /// Cut once two levels are known (1,024 and 512 of 2,047 states), the estimate names a state bound
    /// that, rerun, completes, and is no more than twice the space's size.
    @Test(arguments: [1_800, 1_950, 2_000])
    func aShrinkingSpaceNamesAStateBoundThatCompletes(cut: Int) throws {
        let options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: cut), traceDirectory: nil)
        let text = try Self.partial(try NavCheck.run(Funnel(), options: options, module: "M", test: nil))
        let whole = try Self.number(after: "the whole space is about ", in: text)
        #expect(whole >= cut, "the estimate \(whole) is below the \(cut) states explored")
        let bound = try Self.number(after: "maxStates: ", in: text, from: "the whole space is about ")
        let rerun = try NavCheck.run(Funnel(), options: .init(exhaustive: ExplorationOptions(maxStates: bound), traceDirectory: nil),
                                     module: "M", test: nil)
        #expect(rerun.report?.complete == true, "\(text)")
        #expect(bound <= 2 * 2_047, "\(text)")
    }

    /// Cut while the levels grow (before the diagonal) or as they barely shrink (after it): the depth it
    /// names, rerun as a depth bound within the same state bound, completes, with about as many states
    /// as it said (within a factor of two).
    @Test(arguments: [3_000, 9_000])
    func aGrowingSpaceNamesADepthThatFitsTheBudget(cut: Int) throws {
        let options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: cut), traceDirectory: nil)
        let text = try Self.partial(try NavCheck.run(CellGrid(), options: options, module: "M", test: nil))
        let depth = try Self.number(after: "bounding the app at depth ", in: text)
        let said = try Self.number(after: "complete in about ", in: text)
        let rerun = try NavCheck.run(CellGrid(), options: .init(exhaustive: ExplorationOptions(maxDepth: depth, maxStates: cut),
                                                                 traceDirectory: nil, allowIncomplete: true), module: "M", test: nil)
        let report = try #require(rerun.report)
        #expect(report.stopReason == .maxDepth, "\(text)")
        let states = report.statistics.distinctStates
        #expect(states <= cut && states * 2 >= said && states <= said * 2, "\(text): \(states) states")
    }

    /// Under a race bound cut in a later pass, the estimate counts the passes before it: never below
    /// what was explored.
    @Test func aSearchCutInARacePassEstimatesAtLeastWhatItExplored() throws {
        let feed = RacyFeed(checksScreen: true, pages: 2)
        let whole = try NavCheck.run(feed, options: .init(traceDirectory: nil), module: "Feed", test: nil)
        let states = try #require(whole.report?.raceCoverage?.states)
        try #require(whole.report?.complete == true && states.count == 3)
        let cut = states[0] + (states[1] - states[0]) * 3 / 4
        let options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: cut), traceDirectory: nil)
        let text = try Self.partial(try NavCheck.run(feed, options: options, module: "Feed", test: nil))
        #expect(text.contains("k = 1 cut"), "\(text)")
        if text.contains("the whole space is about ") {
            #expect(try Self.number(after: "the whole space is about ", in: text) >= cut, "\(text)")
        } else {
            #expect(try Self.number(after: "complete in about ", in: text) <= cut, "\(text)")
        }
        #expect(text.contains("Estimated from the growth of the levels"), "\(text)")
    }
}
