import Generators
import ModelChecker
import NavCheckTesting
import Testing

/// A user's store whose pushed screen loads its title in `.task`: the spec declares the task as the
/// system's step and the state with a load pending as not at rest, and the failures say what kind of
/// finding each is.
struct TitledStack: StateMachine {
    struct State: Hashable, Sendable {
        var path: [Int] = []
        var titles: [Int: String] = [:]
        /// The `.task` of the top screen has not run yet.
        var loading = false
    }
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case open, back, loadTitle, callOpenTwice
        var description: String { rawValue }
    }
    /// Whether the store's back forgets to drop the title of the screen it leaves (a defect at rest).
    var leaksTitles = false
    var alphabet: Alphabet = .ui
    /// Whether the app starts with its first screen's load pending (a `.task` at launch).
    var startsLoading = false
    /// A spec that forgets to say that the load is the system's (a mistake the checker must catch).
    var forgetsOrigin = false

    var name: String { "titled-stack" }
    var initialStates: [State] { [startsLoading ? State(path: [1], loading: true) : State()] }
    var actions: Generator<Action> { .element(of: [.open, .back, .loadTitle, .callOpenTwice]) }
    func origin(of action: Action) -> ActionOrigin {
        switch action {
        case .open, .back: .user
        case .loadTitle: forgetsOrigin ? .user : .system
        case .callOpenTwice: .api
        }
    }
    func isSettled(_ s: State) -> Bool { !s.loading }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .open, .callOpenTwice: s.path.count < 3
        case .back: !s.path.isEmpty
        case .loadTitle: s.loading
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .open:
            s.path.append(s.path.count + 1)
            s.loading = true
        case .callOpenTwice:
            s.path.append(s.path.count + 1)
            s.path.append(s.path.count + 1)
            s.loading = true
        case .back:
            let left = s.path.removeLast()
            if !leaksTitles { s.titles[left] = nil }
            s.loading = false
        case .loadTitle:
            if let top = s.path.last { s.titles[top] = "Screen \(top)" }
            s.loading = false
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.loading)
        f.combine(s.path.count)
        for p in s.path { f.combine(p) }
        for key in s.titles.keys.sorted() { f.combine(key) }
    }
    var properties: [Property<TitledStack>] {
        [
            .invariant("topScreenHasTitle", "the screen on top shows its title") { _, s in
                .when(!s.path.isEmpty) { .expect(s.titles[s.path.last!] != nil, "screen \(s.path.last!) has no title yet") }
            },
            .invariant("noTitleOfAScreenLeft", "no title is kept for a screen no longer on the stack") { _, s in
                .expect(Set(s.titles.keys).isSubset(of: Set(s.path)), "titles of \(Set(s.titles.keys).subtracting(s.path).sorted())")
            },
            .contract("openAddsOneScreen", "open adds exactly one screen", applies: { $0 == .open }) { _, before, _, after in
                .expect(after.path.count == before.path.count + 1, "\(before.path) became \(after.path)")
            },
        ]
    }
}

@Suite struct PendingEffectTests {
    @Test("a screen without its title until its task runs is a one-frame glitch, not a defect at rest")
    func glitchIsLabelled() throws {
        let result = try NavCheck.run(TitledStack(), options: .init(traceDirectory: nil), module: "M", test: nil)
        #expect(result.failures.map(\.property) == ["topScreenHasTitle"])
        let text = try #require(result.failures.first?.text)
        #expect(text.hasPrefix("topScreenHasTitle (invariant) in titled-stack, one-frame glitch, 1 action:"))
        #expect(text.contains("  kind: one-frame glitch: seen only while an effect is pending"))
        #expect(result.failures.first?.violation.finding == .glitch)
    }

    @Test("a defect the user meets with nothing pending is at rest; a call no control makes is API misuse")
    func atRestAndAPI() throws {
        var spec = TitledStack()
        spec.leaksTitles = true
        spec.alphabet = .api
        let result = try NavCheck.run(spec, options: .init(traceDirectory: nil), module: "M", test: nil)
        let kinds = Dictionary(uniqueKeysWithValues: result.failures.map { ($0.property + " " + $0.violation.finding.rawValue, $0.violation.actions) })
        #expect(kinds["noTitleOfAScreenLeft atRest"] == ["open", "loadTitle", "back"])
        #expect(kinds["topScreenHasTitle glitch"] == ["open"])
    }

    @Test("under ui no tap lands while the task is pending; under race one does, and is labelled so")
    func raceIsLabelled() throws {
        var spec = TitledStack()
        spec.alphabet = .race
        let result = try NavCheck.run(spec, options: .init(traceDirectory: nil), module: "M", test: nil)
        let race = try #require(result.failures.first { $0.violation.finding == .race })
        #expect(race.property == "topScreenHasTitle")
        // A second "open" while the first screen's task is pending: that task never runs for screen 1
        // (back cancels the second screen's), so back shows screen 1 without its title, nothing pending.
        // Under the default race bound the path with the fewest taps while work is pending comes first:
        // one (the second "open"), the first screen's title loaded before "back", rather than the
        // shorter path that also taps "back" while work is pending.
        #expect(race.violation.actions == ["open", "open", "loadTitle", "back"], "\(race.violation.actions)")
        // With no race bound (races are not counted, only whether a path has one), the shortest race.
        let unbounded = try NavCheck.run(spec, options: .init(traceDirectory: nil, raceBound: nil), module: "M", test: nil)
        let shortest = try #require(unbounded.failures.first { $0.violation.finding == .race })
        #expect(shortest.violation.actions == ["open", "open", "back"], "\(shortest.violation.actions)")
        let ui = try NavCheck.run(TitledStack(), options: .init(traceDirectory: nil), module: "M", test: nil)
        #expect(!ui.failures.contains { $0.violation.finding == .race })
    }

    @Test("a spec whose pending effect nothing can complete is an error in words, not a silent pass")
    func stuckPendingEffectIsAnError() throws {
        var spec = TitledStack()
        spec.startsLoading = true
        spec.forgetsOrigin = true
        let error = try #require(throws: CheckError.self) {
            try NavCheck.run(spec, options: .init(traceDirectory: nil), module: "M", test: nil)
        }
        #expect(error.code == .stuckPendingEffect)
        #expect(error.message.contains("initial state 0 is not at rest"))
        #expect(error.message.contains("origin .system in origin(of:)"))
        spec.forgetsOrigin = false
        #expect(try NavCheck.run(spec, options: .init(traceDirectory: nil), module: "M", test: nil).failures.count == 1)
    }
}
