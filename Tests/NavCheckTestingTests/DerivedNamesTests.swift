import Foundation
import Generators
import ModelChecker
import NavCheckTesting
import Testing

/// A recipe app's spec as a user writes it: its actions an enum with payloads and no `description`,
/// its fingerprint the structural one. The defect: switching to favourites while recipe 2 is open
/// empties the browse stack.
struct PlainRecipes: StateMachine {
    enum Tab: Hashable, Codable, Sendable { case browse, favourites }
    enum Action: Hashable, Codable, Sendable {
        case openRecipe(Int)
        case tap(Tab)
        case back
    }
    struct State: Hashable, Sendable {
        var tab: Tab = .browse
        var path: [Int] = []
    }
    var fixed = false
    var name: String { "plain-recipes" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.openRecipe(1), .openRecipe(2), .tap(.browse), .tap(.favourites), .back]) }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .openRecipe: s.tab == .browse && s.path.count < 2
        case .tap: true
        case .back: s.tab == .browse && !s.path.isEmpty
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .openRecipe(let id): s.path.append(id)
        case .tap(let tab) where tab == s.tab: if tab == .browse { s.path = [] }
        case .tap(let tab):
            if !fixed && s.path == [2] { s.path = [] }
            s.tab = tab
        case .back: s.path.removeLast()
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) { f.combine(structureOf: s) }
    func screens(of s: State) -> String { "[\(s.tab)] " + (["browse"] + s.path.map { "recipe \($0)" }).joined(separator: " › ") }
    func fields(of s: State) -> [StateField] { StableText.fields(of: s) ?? [] }
    var properties: [Property<PlainRecipes>] {
        [.transition("switchKeepsStack", "switching tabs keeps the browse stack") { _, before, action, after in
            guard case .tap(let tab) = action, tab != before.tab else { return .notApplicable }
            return .expect(after.path == before.path, "\(before.path) became \(after.path)")
        }]
    }
}

@Suite struct DerivedNamesTests {
    @Test("an action enum with no description: the failure text and the trace name its actions as Swift calls")
    func failureTextAndTraceUseDerivedNames() throws {
        let directory = temporaryDirectory()
        let result = try NavCheck.run(PlainRecipes(), options: .init(traceDirectory: directory),
                                      module: "NavCheckTestingTests", test: "plain()")
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        #expect(failure.text == """
            switchKeepsStack (transition) in plain-recipes, at rest, 2 actions: switching tabs keeps the browse stack
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              [2] became []
              actions: openRecipe(2), tap(.favourites)
               0. start                        [browse] browse
               1. openRecipe(2)                [browse] browse › recipe 2
               2. tap(.favourites)             [favourites] browse
              the last step changed (- before, + after):
              - tab: browse
              + tab: favourites
              - path: [2]
              + path: []
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              trace: \(directory)/plain-recipes--switchKeepsStack.json
              replay: swift test --filter 'NavCheckTestingTests.*plain'

            """)
        #expect(result.report?.statistics.actions.map(\.action)
                == ["openRecipe(1)", "openRecipe(2)", "tap(.browse)", "tap(.favourites)", "back"])

        // The trace keeps each action as data and as its name, and the alphabet by name.
        let path = try #require(failure.traceFile)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let trace = try TraceCoding.decode(PlainRecipes.Action.self, from: bytes)
        #expect(trace.actions.map(\.call) == ["openRecipe(2)", "tap(.favourites)"])
        #expect(trace.actions.map(\.value) == [.openRecipe(2), .tap(.favourites)])
        #expect(trace.alphabet == ["openRecipe(1)", "openRecipe(2)", "tap(.browse)", "tap(.favourites)", "back"])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"call\" : \"tap(.favourites)\""))

        // Replayed as a regression: it holds on the fixed spec, and fails with the same names on the defect.
        #expect(try NavCheck.replay(path, on: PlainRecipes(fixed: true), module: "M", test: nil).failures.isEmpty)
        let again = try NavCheck.replay(path, on: PlainRecipes(), module: "M", test: nil)
        #expect(again.failures.first?.text.contains("  actions: openRecipe(2), tap(.favourites)\n") == true)
    }

    @Test("the fixed spec holds, with nothing else to say")
    func fixedSpecHolds() throws {
        let result = try NavCheck.run(PlainRecipes(fixed: true), options: .init(traceDirectory: nil), module: "M", test: nil)
        #expect(result.holds)
        #expect(result.problems.isEmpty)
    }
}
