import Generators
import ModelChecker
import Testing

/// A counter on screen: `tap` adds one up to `cap`, `clear` empties it; `wraps` makes the fourth tap
/// wrap to zero (the refactor's deliberate difference). `verb` renames the tap.
private struct Tally: StateMachine {
    struct Action: Hashable, Codable, Sendable, CustomStringConvertible {
        var verb: String
        var description: String { verb }
    }
    var label = "tally"
    var cap = 5
    var wraps = false
    var verb = "tap"

    var name: String { label }
    var initialStates: [Int] { [0] }
    var actions: Generator<Action> { .element(of: [Action(verb: verb), Action(verb: "clear")]) }
    func isEnabled(_ action: Action, in state: Int) -> Bool { action.verb == "clear" ? state > 0 : state < cap }
    func apply(_ action: Action, to state: inout Int) throws {
        state = action.verb == "clear" ? 0 : (wraps && state == 3 ? 0 : state + 1)
    }
    func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
    var properties: [Property<Tally>] { [] }
    func screens(of state: Int) -> String { "Count \(state)" }
}

@Suite struct DifferentialMachineTests {
    @Test func aRealDifferenceIsFoundWithTheShortestSequence() throws {
        let diff = try DifferentialMachine(Tally(label: "old"), Tally(label: "new", wraps: true))
        let report = try Explorer(diff).run().report(on: diff)
        let screens = try #require(report.violations.first { $0.property == "sameScreens" })
        #expect(screens.actions == ["tap", "tap", "tap", "tap"])
        #expect(screens.message == "old shows Count 4, new shows Count 0")
        #expect(diff.screens(of: DifferentialState(old: 4, new: 0)) == "Count 4  ≠  Count 0")
        #expect(diff.screens(of: DifferentialState(old: 2, new: 2)) == "Count 2  =  Count 2")
        let enabled = try #require(report.violations.first { $0.property == "sameEnabledActions" })
        #expect(enabled.actions == ["tap", "tap", "tap", "tap"])
        #expect(enabled.message == "clear is enabled in old but not in new")
    }

    @Test func identicalMachinesReportNoDifferenceAndTheSearchIsComplete() throws {
        let diff = try DifferentialMachine(Tally(), Tally())
        let report = try Explorer(diff).run().report(on: diff)
        #expect(report.violations.isEmpty)
        #expect(report.complete)
        #expect(diff.name == "tally..tally")
        #expect(diff.alphabetNote == "compared over 2 shared actions")
    }

    @Test func aRenamedActionIsMatchedThroughTheMapping() throws {
        let new = Tally(verb: "increment")
        let unmatched = try DifferentialMachine(Tally(), new)
        #expect(unmatched.onlyOld == ["tap"] && unmatched.onlyNew == ["increment"])
        let mapped = try DifferentialMachine(Tally(), new) { $0.verb == "tap" ? .init(verb: "increment") : nil }
        #expect(mapped.shared.map(\.description) == ["tap → increment", "clear"])
        let report = try Explorer(mapped).run().report(on: mapped)
        #expect(report.violations.isEmpty && report.complete)
    }

    @Test func aSnapshotViewDecidesWhatCountsAsTheSame() throws {
        let parity = Sameness<Tally, Tally>.view("sameParity", "the same parity", old: { $0 % 2 }, new: { $0 % 2 })
        let diff = try DifferentialMachine(Tally(label: "old"), Tally(label: "new", wraps: true), sameness: parity)
        let report = try Explorer(diff).run().report(on: diff)
        // Wrapping at four keeps the parity: seen through it the two are the same, though the taps enabled differ.
        #expect(report.violations.map(\.property) == ["sameEnabledActions"])
        #expect(diff.properties.map(\.name) == ["sameParity", "sameEnabledActions"])
    }

    @Test func oneAndTwoWorkersGiveTheSameResult() throws {
        let diff = try DifferentialMachine(Tally(label: "old", cap: 9), Tally(label: "new", cap: 9, wraps: true))
        let one = try Explorer(diff, options: ExplorationOptions(workers: 1)).run().report(on: diff)
        let two = try Explorer(diff, options: ExplorationOptions(workers: 2)).run().report(on: diff)
        #expect(one.violations.map(\.actions) == two.violations.map(\.actions))
        #expect(one.statistics.distinctStates == two.statistics.distinctStates)
    }

    @Test func machinesWithNoSharedActionAreRefused() {
        do {
            _ = try DifferentialMachine(Tally(), OnlyReset())
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("share no action"))
        }
    }
}

/// A machine whose only action no tally has.
private struct OnlyReset: StateMachine {
    var name: String { "reset-only" }
    var initialStates: [Int] { [0] }
    var actions: Generator<String> { .element(of: ["reset"]) }
    func apply(_ action: String, to state: inout Int) throws { state = 0 }
    func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
    var properties: [Property<OnlyReset>] { [] }
}
