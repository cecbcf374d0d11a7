import Foundation
import NavCheckTesting
import Testing

/// A counter stepped by one or two up to twelve; five and seven are both forbidden: one property, two
/// causes that break it (its message names which number, as a word, so the two are two causes).
struct Steps: StateMachine {
    enum Action: Hashable, Codable, Sendable, CustomStringConvertible {
        case add(Int)
        var description: String { if case .add(let n) = self { "add(\(n))" } else { "" } }
    }
    var name: String { "steps" }
    var initialStates: [Int] { [0] }
    var actions: Generator<Action> { .element(of: [.add(1), .add(2)]) }
    func isEnabled(_ a: Action, in s: Int) -> Bool { s < 12 }
    func apply(_ a: Action, to s: inout Int) throws { if case .add(let n) = a { s += n } }
    func fingerprint(of s: Int, into f: inout Fingerprinter) { f.combine(s) }
    var properties: [Property<Steps>] {
        [.invariant("avoidsFiveAndSeven", "the counter never shows five or seven") { _, s in .expect(s != 5 && s != 7, s == 5 ? "at five" : "at seven") }]
    }
}

@Suite struct ManyCounterexamplesTests {
    @Test("a check can report several counterexamples of one property, each with its own trace file")
    func severalPerProperty() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-many-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try NavCheck.run(Steps(), options: .init(exhaustive: .init(counterexamplesPerProperty: 3), traceDirectory: directory),
                                      module: "NavCheckTestingTests", test: nil)
        #expect(result.failures.map { $0.violation.actions } == [["add(1)", "add(2)", "add(2)"], ["add(1)", "add(2)", "add(2)", "add(2)"]])
        #expect(result.failures.map { $0.traceFile.map { URL(fileURLWithPath: $0).lastPathComponent } }
                == ["steps--avoidsFiveAndSeven.json", "steps--avoidsFiveAndSeven-2.json"])
        // By default a check shows each cause (up to three); one asked for, one shown.
        let byDefault = try NavCheck.run(Steps(), options: .init(traceDirectory: nil), module: "NavCheckTestingTests", test: nil)
        #expect(byDefault.failures.map(\.violation.message) == ["at five", "at seven"])
        let one = try NavCheck.run(Steps(), options: .init(exhaustive: .init(counterexamplesPerProperty: 1), traceDirectory: nil),
                                   module: "NavCheckTestingTests", test: nil)
        #expect(one.failures.count == 1)
        // Another machine's trace is refused as such, before its actions are read.
        let path = try #require(result.failures.first?.traceFile)
        #expect {
            try NavCheck.replay(path, on: TwoTabs(), module: "NavCheckTestingTests", test: nil)
        } throws: { error in
            (error as? CheckError)?.message == "\(path): a trace of 'steps', not of 'two-tabs': replay it on the spec that wrote it, "
                + "or move it to that spec's Regressions folder"
        }
    }
}
