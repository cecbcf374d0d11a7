import Foundation
import Generators
import ModelChecker
import NavCheckTesting
import Testing

/// A spec that can be made wrong in each of the ways a user can get one wrong.
struct Misusable: StateMachine {
    typealias State = Int
    typealias Action = Toy.Action
    var starts: [Int] = [0]
    var alphabet: [Toy.Action] = [.compact, .regular]
    var names = ["a", "b"]
    var name: String { "misusable" }
    var initialStates: [Int] { starts }
    var actions: Generator<Toy.Action> { .element(of: alphabet) }
    func apply(_ action: Toy.Action, to state: inout Int) throws { state = action == .compact ? 0 : 1 }
    func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
    var properties: [Property<Misusable>] {
        names.map { name in .invariant(name, "holds") { _, _ in .holds } }
    }
}

@Suite struct MisuseTests {
    static let cases: [(String, Misusable, NavCheckOptions, String)] = [
        ("no initial state", Misusable(starts: []), .init(), "has no initial state: give initialStates at least one state"),
        ("no actions", Misusable(alphabet: []), .init(), "has no actions: give its action generator at least one value"),
        ("a name used twice", Misusable(names: ["a", "a"]), .init(), "names the property 'a' twice"),
        ("the reserved name", Misusable(names: ["noFault"]), .init(), "give each property its own name"),
        ("max depth zero", Misusable(), .init(exhaustive: .init(maxDepth: 0)), "max depth must be a positive whole number, not 0"),
        ("max states zero", Misusable(), .init(exhaustive: .init(maxStates: 0)), "max states must be a positive whole number, not 0"),
        ("zero walks", Misusable(), .init(exhaustive: nil, random: .init(seed: 0, runs: 0)), "runs must be a positive whole number, not 0"),
        ("walks of length zero", Misusable(), .init(exhaustive: nil, random: .init(seed: 0, steps: 0)), "steps must be a positive whole number, not 0"),
        ("nothing to run", Misusable(), .init(exhaustive: nil, random: nil), "nothing to run: give exhaustive or random options"),
    ]

    @Test(arguments: 0..<cases.count)
    func misuseIsAnErrorThatSaysWhatToFix(_ i: Int) {
        let (what, spec, options, message) = Self.cases[i]
        #expect(throws: CheckError.self, "\(what)") {
            try NavCheck.run(spec, options: options, module: "M", test: nil)
        }
        do {
            _ = try NavCheck.run(spec, options: options, module: "M", test: nil)
        } catch {
            #expect(error.message.contains(message), "\(what): \(error.message)")
        }
    }

    @Test(arguments: 0..<cases.count)
    func misuseIsRecordedAsOneIssue(_ i: Int) {
        let (what, spec, options, message) = Self.cases[i]
        let log = IssueLog()
        withKnownIssue("\(what)") {
            #expect(checkNavigation(spec, options) == nil)
        } matching: { issue in
            log.add(issue)
            return true
        }
        #expect(log.all.count == 1)
        #expect(log.all.first?.hasPrefix("NavCheck cannot check 'misusable': ") == true)
        #expect(log.all.first?.contains(message) == true)
    }

    @Test func aTraceOfAnotherSpecIsRefused() {
        #expect {
            try NavCheck.replay("\(regressions)/seed-class--rootNotInStack.json", on: Toy(), module: "M", test: nil)
        } throws: { error in
            (error as? CheckError)?.message.hasSuffix("seed-class--rootNotInStack.json: a trace of 'seed-class', not of 'toy': "
                + "replay it on the spec that wrote it, or move it to that spec's Regressions folder") ?? false
        }
    }

    @Test func aTraceThatNoLongerFitsTheSpecSaysWhere() throws {
        // The trace starts with select(rootID: 0); with one root id fewer… the action is still enabled, so
        // take away select altogether: a spec whose selection is never enabled.
        struct NoSelect: StateMachine {
            let base = SeedClassSpec()
            var name: String { base.name }
            var initialStates: [SeedClassSpec.State] { base.initialStates }
            var actions: Generator<SeedClassSpec.Action> { base.actions }
            func isEnabled(_ action: SeedClassSpec.Action, in s: SeedClassSpec.State) -> Bool {
                if case .select = action { return false }
                return base.isEnabled(action, in: s)
            }
            func apply(_ action: SeedClassSpec.Action, to s: inout SeedClassSpec.State) throws { try base.apply(action, to: &s) }
            func fingerprint(of s: SeedClassSpec.State, into f: inout Fingerprinter) { base.fingerprint(of: s, into: &f) }
            var properties: [Property<NoSelect>] { [] }
        }
        do {
            _ = try NavCheck.replay("\(regressions)/seed-class--rootNotInStack.json", on: NoSelect(), module: "M", test: nil)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasSuffix("seed-class--rootNotInStack.json: step 1: 'select(rootID: 0)' cannot be taken: it is not enabled here"),
                    "\(error.message)")
        }
    }

    @Test func aMissingTraceFileIsAnError() {
        do {
            _ = try NavCheck.replay("/nonexistent/trace.json", on: Toy(), module: "M", test: nil)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "/nonexistent/trace.json: no such file. Give the path of a trace file NavCheck wrote "
                + "(RegressionTraces.files() lists a folder's)")
        }
    }
}
