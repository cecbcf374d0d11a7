import Foundation
import Generators
import ModelChecker
import NavCheckTesting
import Testing

@Suite struct FailureTextTests {
    /// A one-step counterexample of a small machine whose state is a size class.
    var violation: CheckReport.Violation {
        let c = Counterexample<Toy>(property: "rootNotInStack", kind: .invariant, meaning: "the root screen is never in the stack",
                                    message: "level 1 is in the stack", initialState: 0, actions: [.regular], actionIndices: [1],
                                    finding: .atRest)
        return c.report(on: Toy())
    }

    @Test func exhaustiveFailureText() {
        let text = FailureText.render(violation, machine: "notes", origin: .exhaustive,
                                      traceFile: ".navcheck/traces/notes--rootNotInStack.json",
                                      replayCommand: "swift test --filter 'AppTests.*holds'")
        #expect(text == """
            rootNotInStack (invariant) in notes, at rest, 1 action: the root screen is never in the stack
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              level 1 is in the stack
              actions: resize(.regular)
               0. start                        Sidebar
               1. resize(.regular)             [Sidebar] | Empty
              the last step changed (- before, + after):
              - sizeClass: nil
              + sizeClass: .regular
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              trace: .navcheck/traces/notes--rootNotInStack.json
              replay: swift test --filter 'AppTests.*holds'

            """)
    }

    @Test func randomAndRegressionOrigins() {
        let random = FailureText.render(violation, machine: "notes", origin: .random(seed: 42, run: 3, walkLength: 9),
                                        traceFile: nil, replayCommand: "x")
        #expect(random.contains("  found by: random walk 3 of seed 42 (shrunk from 9 to 1 actions)\n"))
        #expect(!random.contains("trace:"))
        let regression = FailureText.render(violation, machine: "notes", origin: .regression(file: "R/a.json"),
                                            traceFile: nil, replayCommand: "x")
        #expect(regression.contains("  found by: replaying the regression trace R/a.json\n"))
    }

    @Test func replayCommands() {
        #expect(FailureText.replayCommand(module: "AppTests", test: "navigationHolds()", seed: nil, environment: [:])
                == "swift test --filter 'AppTests.*navigationHolds'")
        #expect(FailureText.replayCommand(module: "AppTests", test: "testHolds", seed: 7, environment: [:])
                == "NAVCHECK_SEED=7 swift test --filter 'AppTests.*testHolds'")
        #expect(FailureText.replayCommand(module: "AppTests", test: nil, seed: nil, environment: [:]) == "swift test --filter 'AppTests'")
    }

    /// The replay command sets the variables NavCheck reads (NAVCHECK_TRACE_DIR; the seed that found
    /// the failure as NAVCHECK_SEED) and the spec's own that the options name, sorted by name and
    /// quoted for the shell where needed; no other variable, whatever its name, and no name a shell
    /// cannot assign.
    @Test func replayCommandsCarryOnlyTheVariablesNavCheckReadsAndThoseNamed() {
        let environment = ["NAVCHECK_TRACE_DIR": "/tmp/my traces", "NAVCHECK_EXAMPLE_DEFECT": "1", "NAVCHECK_SEED": "99",
                           "HOME": "/home/me", "PATH": "/usr/bin", "NAVCHECK_NOTE": "it's", "NAVCHECK_EMPTY": "",
                           "NAVCHECK_BAD-NAME": "x", "NAVCHECK_HOME": "~/x", "NAVCHECK_LIST": "a,b:c/d@e%f+g=h",
                           "NAVCHECK_PATH": ""]
        #expect(FailureText.replayCommand(module: "AppTests", test: "navigationHolds()", seed: nil, environment: environment)
                == "NAVCHECK_TRACE_DIR='/tmp/my traces' swift test --filter 'AppTests.*navigationHolds'")
        #expect(FailureText.replayCommand(module: "AppTests", test: "navigationHolds()", seed: nil, environment: environment,
                                          carrying: ["NAVCHECK_EMPTY", "NAVCHECK_EXAMPLE_DEFECT", "NAVCHECK_HOME", "NAVCHECK_LIST",
                                                     "NAVCHECK_NOTE", "NAVCHECK_BAD-NAME", "NAVCHECK_SEED", "HOME", "UNSET"])
                == "HOME=/home/me NAVCHECK_EMPTY='' NAVCHECK_EXAMPLE_DEFECT=1 NAVCHECK_HOME='~/x' NAVCHECK_LIST=a,b:c/d@e%f+g=h "
                + "NAVCHECK_NOTE='it'\\''s' NAVCHECK_TRACE_DIR='/tmp/my traces' swift test --filter 'AppTests.*navigationHolds'")
        #expect(FailureText.replayCommand(module: "AppTests", test: "testHolds", seed: 7,
                                          environment: ["NAVCHECK_EXAMPLE_DEFECT": "1", "NAVCHECK_SEED": "99", "NAVCHECK_TRACE_DIR": "t"])
                == "NAVCHECK_SEED=7 NAVCHECK_TRACE_DIR=t swift test --filter 'AppTests.*testHolds'")
        #expect(FailureText.replayCommand(module: "AppTests", test: nil, seed: nil, environment: ["NAVCHECK_SEED": "99"])
                == "swift test --filter 'AppTests'")
    }

    /// The variables NavCheck reads are those its sources read from the environment.
    @Test func theVariablesNavCheckReadsAreThoseItsSourcesRead() throws {
        let sources = ["Sources/NavCheckTesting/NavCheckOptions.swift", "Sources/NavCheckTesting/NavigationCheck.swift"]
        var read = Set<String>()
        for file in sources {
            let text = try DocPages.read(file)
            for match in text.matches(of: /environment\["(NAVCHECK_[A-Z_]+)"\]/) { read.insert(String(match.1)) }
        }
        #expect(read == FailureText.variablesRead)
    }

    /// A failure's text ends with the replay command of the environment the check ran with: a user's
    /// own NAVCHECK_PATH='' is not carried; a switch the options name is.
    @Test func aFailureCarriesTheVariablesItWasFoundWith() throws {
        let environment = ["NAVCHECK_EXAMPLE_DEFECT": "1", "NAVCHECK_TRACE_DIR": "/tmp/a b", "TERM": "dumb", "NAVCHECK_PATH": ""]
        let exhaustive = try NavCheck.run(Steps(), options: .init(traceDirectory: nil), module: "AppTests",
                                          test: "navigationHolds()", environment: environment)
        // Two causes (five and seven): two failures, each with the command.
        #expect(exhaustive.failures.map { $0.text.split(separator: "\n").last } == Array(repeating:
            "  replay: NAVCHECK_TRACE_DIR='/tmp/a b' swift test --filter 'AppTests.*navigationHolds'", count: 2))
        let random = try NavCheck.run(Steps(), options: .init(exhaustive: nil, random: .init(seed: 5, runs: 20, steps: 12), traceDirectory: nil,
                                                              replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]),
                                      module: "AppTests", test: "walks()", environment: environment)
        #expect(random.failures.map { $0.text.split(separator: "\n").last } == [
            "  replay: NAVCHECK_EXAMPLE_DEFECT=1 NAVCHECK_SEED=5 NAVCHECK_TRACE_DIR='/tmp/a b' swift test --filter 'AppTests.*walks'"])
    }

    /// The failure of the seed's class store: the two taps, what the user sees after each, the diff.
    @Test func seedClassStoreFailureText() throws {
        let directory = temporaryDirectory()
        let result = try NavCheck.run(SeedClassSpec(), options: .init(traceDirectory: directory),
                                      module: "NavCheckTestingTests", test: "seed()", environment: [:])
        let failure = try #require(result.failures.first { $0.property == "rootNotInStack" })
        #expect(failure.text == """
            rootNotInStack (invariant) in seed-class, at rest, 2 actions: in the split view the detail column's root screen (level 1) is never in its stack
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              level 1 is in the split view's stack: [L1(root 0)#0]
              actions: select(rootID: 0), resize(.regular)
               0. start                        Sidebar
               1. select(rootID: 0)            Sidebar ▸ 0 › Root 0 · L1
               2. resize(.regular)             [Sidebar ▸ 0] | Root 0 · L1 › L1
              the last step changed (- before, + after):
              - sizeClass: nil
              + sizeClass: .regular
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              trace: \(directory)/seed-class--rootNotInStack.json
              replay: swift test --filter 'NavCheckTestingTests.*seed'

            """)
        // Shortest first, ties in the order the breadth-first search found them (as `navcheck check`); the
        // round trips break with three causes each (three messages that differ beyond their values).
        #expect(result.failures.map(\.property) == ["selectionAgreesWithPath", "resizeRoundTripIdentity", "rootNotInStack",
                                                    "resizeRoundTrip", "resizeRoundTripIdentity", "levelsContiguous",
                                                    "locationPreservedAcrossResize", "stackStartsAtLevelOne", "resizeRoundTrip",
                                                    "resizeRoundTripIdentity", "resizeRoundTrip"])
        for name in ["resizeRoundTrip", "resizeRoundTripIdentity"] {
            #expect(Set(result.failures.filter { $0.property == name }.map { ViolationCause.of($0.violation.message) }).count == 3)
        }
        #expect(FileManager.default.fileExists(atPath: "\(directory)/seed-class--rootNotInStack.json"))
    }
}

/// A machine whose state is a size class and whose actions set it.
struct Toy: StateMachine {
    typealias State = String
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case compact, regular
        var description: String { "resize(.\(rawValue))" }
    }
    var name: String { "toy" }
    var initialStates: [String] { ["nil"] }
    var actions: Generators.Generator<Action> { .element(of: [.compact, .regular]) }
    func apply(_ action: Action, to state: inout String) throws { state = "." + action.rawValue }
    func fingerprint(of state: String, into f: inout Fingerprinter) { f.combine(state) }
    var properties: [Property<Toy>] { [] }
    func screens(of state: String) -> String { state == ".regular" ? "[Sidebar] | Empty" : "Sidebar" }
    func fields(of state: String) -> [StateField] { [StateField(name: "sizeClass", value: state)] }
}

/// A fresh, empty directory under the system's temporary directory.
func temporaryDirectory() -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("navcheck-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
