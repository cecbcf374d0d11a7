import BenchmarkModels
import Foundation
import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

/// `ReaderTwin` is the reader app written as a plain value state machine: explored to the same depth
/// as `AppMachine(ReaderApp())`, it must find the same states level by level, the same transitions,
/// the same counts per action and per property, the same counterexamples, and show the same screens
/// along them.
@MainActor
@Suite struct ReaderTwinTests {
    /// What a run found, in terms both machines share.
    struct Figures: Equatable, CustomStringConvertible {
        var distinctStates: Int
        var transitions: Int
        var generatedStates: Int
        var depth: Int
        var complete: Bool
        /// Distinct states found by the start of each breadth-first level.
        var perLevel: [Int]
        var actions: [Statistics.ActionCount]
        var properties: [Statistics.PropertyCount]
        /// Property, kind of finding, actions and message of each counterexample, in order.
        var counterexamples: [String]
        /// Per counterexample, the screens and the fields of each state along it.
        var traces: [[String]]

        var description: String {
            "\(distinctStates) states, \(transitions) transitions, depth \(depth), levels \(perLevel), "
                + "counterexamples \(counterexamples)"
        }
    }

    /// Collects the distinct-state count at the start of each level.
    final class Levels: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int] = []
        func note(_ p: ExplorationProgress) {
            guard p.expanded == nil else { return }   // a report from inside a level
            lock.withLock { counts.append(p.distinctStates) }
        }
        var all: [Int] { lock.withLock { counts } }
    }

    /// Explores the machine `make` gives with the depth and state bounds and a level counter, and takes
    /// its figures. Generic, so that `AppMachine<ReaderApp>`, whose app's conformance is isolated to
    /// the main actor, is explored and read here (called on the main actor, it runs there).
    nonisolated static func figures<M: StateMachine>(
        maxDepth: Int?, maxStates: Int? = nil, _ make: () -> M
    ) throws -> Figures {
        let levels = Levels()
        let machine = make()
        let result = try Explorer(machine, options: ExplorationOptions(maxDepth: maxDepth, maxStates: maxStates,
                                                                       progress: ProgressObserver { levels.note($0) })).run()
        return Figures(
            distinctStates: result.statistics.distinctStates, transitions: result.statistics.transitions,
            generatedStates: result.statistics.generatedStates, depth: result.statistics.depth, complete: result.complete,
            perLevel: levels.all, actions: result.statistics.actions, properties: result.statistics.properties,
            counterexamples: result.counterexamples.map { c in
                "\(c.property) [\(c.finding)] \(c.actions.map { String(describing: $0) }) — \(c.message)"
            },
            traces: result.counterexamples.map { c in
                let (states, fault) = c.replay(on: machine)
                return states.map { s in
                    machine.screens(of: s) + " | " + machine.fields(of: s).map { "\($0.name)=\($0.value)" }.joined(separator: " ")
                } + (fault.map { ["fault: \($0)"] } ?? [])
            })
    }

    static func app(_ app: ReaderApp, maxDepth: Int?, maxStates: Int? = nil) throws -> Figures {
        try figures(maxDepth: maxDepth, maxStates: maxStates) { AppMachine(app) }
    }

    static func twin(_ twin: ReaderTwin, maxDepth: Int?, maxStates: Int? = nil) throws -> Figures {
        try figures(maxDepth: maxDepth, maxStates: maxStates) { twin }
    }

    /// A machine's actions as they print, and its properties' names, meanings and kinds.
    nonisolated static func alphabet<M: StateMachine>(_ machine: () -> M) -> [String] {
        let m = machine()
        return m.actions.allValues.map { String(describing: $0) }
            + m.actions.allValues.map { "\(m.origin(of: $0))" }
            + m.properties.map { "\($0.name): \($0.meaning) (\($0.kind))" }
            + ["\(m.alphabet)"]
    }

    /// Under `ui`, to depth 10 (a few seconds for the app in a debug build). Both find the settings link's
    /// defect at rest (one step) and as a glitch (three). The whole space (337,736 states, 1,234,392
    /// transitions, depth 39) agrees too: compared in a release build, too slow for a debug test.
    @Test func twinFindsWhatTheAppFindsUnderUI() throws {
        let app = try Self.app(ReaderApp(alphabet: .ui), maxDepth: 10)
        let twin = try Self.twin(ReaderTwin(alphabet: .ui), maxDepth: 10)
        #expect(app.distinctStates == 15_697)
        #expect(twin.distinctStates == app.distinctStates)
        #expect(twin.transitions == app.transitions)
        #expect(twin.perLevel == app.perLevel)
        #expect(twin.perLevel.count == 11)
        #expect(twin.actions == app.actions)
        #expect(twin.properties == app.properties)
        #expect(twin.counterexamples == app.counterexamples)
        #expect(twin.traces == app.traces)
        #expect(twin == app)
        #expect(app.counterexamples.contains { $0.hasPrefix("settingsNeedsSignIn [at rest]") })
    }

    /// With the settings link fixed there is nothing to find, in either.
    @Test func twinFindsWhatTheAppFindsWithTheLinkFixed() throws {
        let app = try Self.app(ReaderApp(alphabet: .ui, linkIgnoresSignIn: false), maxDepth: 7)
        let twin = try Self.twin(ReaderTwin(alphabet: .ui, linkIgnoresSignIn: false), maxDepth: 7)
        #expect(twin == app)
        #expect(app.counterexamples.isEmpty)
    }

    /// Under `race` (touches while work is pending: the space grows fast) to depth 4.
    @Test func twinFindsWhatTheAppFindsUnderRace() throws {
        let app = try Self.app(ReaderApp(alphabet: .race), maxDepth: 4)
        let twin = try Self.twin(ReaderTwin(alphabet: .race), maxDepth: 4)
        #expect(app.distinctStates == 2_394)
        #expect(twin == app)
    }

    /// The actions print the same, come in the same order and have the same origins; the properties
    /// are the same.
    @Test func sameAlphabetAndProperties() {
        let app = Self.alphabet { AppMachine(ReaderApp()) }
        #expect(app.count == 48 * 2 + 4 + 1)
        #expect(Self.alphabet { ReaderTwin() } == app)
        #expect(Self.alphabet { ReaderTwin(alphabet: .race) } == Self.alphabet { AppMachine(ReaderApp(alphabet: .race)) })
    }

    /// The comparison can fail: a twin in which no author is gone (the second author's load does not
    /// pop its screen) is a different app. (The first or third author gone instead of the second gives
    /// the same counts at these depths: the articles play symmetric parts.)
    @Test func aDifferentTwinIsTold() throws {
        let app = try Self.app(ReaderApp(alphabet: .ui), maxDepth: 7)
        let twin = try Self.twin(ReaderTwin(alphabet: .ui, goneAuthor: 0), maxDepth: 7)
        #expect(twin != app)
        #expect(twin.distinctStates != app.distinctStates)
        #expect(twin.perLevel != app.perLevel)
    }
}
