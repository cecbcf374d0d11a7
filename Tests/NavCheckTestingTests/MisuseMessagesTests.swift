import Foundation
import Generators
import ModelChecker
import NavCheckTesting
import Testing

/// An editor sheet over a list: open, edit, close. With `editNeverShown` the spec's isEnabled asks
/// for the sheet to be closed and open at once, so `edit` is never taken; with `nothingEnabled` no
/// action is ever enabled, so the step property is never evaluated. `openAPI` adds an API call that
/// the `ui` alphabet never offers.
struct EditorSpec: StateMachine {
    enum Action: Hashable, Codable, Sendable { case open, edit(draft: Int), close, openAPI }
    struct State: Hashable, Sendable {
        var open = false
        var edits = 0
    }
    var editNeverShown = false
    var nothingEnabled = false
    var name: String { "editor" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.open, .edit(draft: 1), .close, .openAPI]) }
    func origin(of action: Action) -> ActionOrigin { action == .openAPI ? .api : .user }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        if nothingEnabled { return false }
        switch action {
        case .open, .openAPI: return !s.open
        case .edit: return s.open && s.edits < 2 && !(editNeverShown && s.open)
        case .close: return s.open
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .open, .openAPI: s.open = true
        case .edit: s.edits += 1
        case .close: s.open = false
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) { f.combine(structureOf: s) }
    var properties: [Property<EditorSpec>] {
        [.transition("closeKeepsEdits", "closing the sheet keeps the edits") { _, before, action, after in
            .when(action == .close) { .expect(after.edits == before.edits, "\(before.edits) became \(after.edits)") }
        }]
    }
}

/// A screen switcher that gives every navigation a fresh identity (a counter, as `UUID()` would):
/// no state is ever seen twice, and the state space never ends.
struct FreshIdentities: StateMachine {
    enum Action: Hashable, Codable, Sendable { case show(Int) }
    struct State: Hashable, Sendable {
        var screen = 0
        var navigationID = 0
    }
    var name: String { "fresh-ids" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.show(0), .show(1), .show(2)]) }
    func apply(_ action: Action, to s: inout State) throws {
        guard case .show(let screen) = action else { return }
        s.screen = screen
        s.navigationID += 1
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) { f.combine(structureOf: s) }
    var properties: [Property<FreshIdentities>] {
        [.invariant("screenKnown", "the screen is one of three") { _, s in .expect((0..<3).contains(s.screen), "\(s.screen)") }]
    }
}

@Suite struct MisuseMessagesTests {
    @Test("an action of the spec's own that a complete check never found enabled fails, saying what to do")
    func actionNeverEnabled() throws {
        let result = try NavCheck.run(EditorSpec(editNeverShown: true), options: .init(traceDirectory: nil), module: "M", test: nil)
        #expect(result.report?.complete == true)
        #expect(result.problems == ["NavCheck editor: edit(draft: 1) was never enabled in 2 states, so it was never taken and "
            + "nothing after it was checked: make isEnabled (isOnScreen in a SwiftUIApp) allow it in a state the check reaches "
            + "(within isWithinBounds and the bounds), or remove it from the actions."])
        #expect(!result.holds)
    }

    @Test("witness: a spec whose actions are each enabled somewhere gets no such message; nor does an API call under ui")
    func actionsEnabledWitness() throws {
        let result = try NavCheck.run(EditorSpec(), options: .init(traceDirectory: nil), module: "M", test: nil)
        #expect(result.report?.complete == true)
        #expect(result.report?.statistics.actions.first { $0.action == "openAPI" }?.enabled == 0)
        #expect(result.problems.isEmpty)
        #expect(result.holds)
    }

    @Test("witness: a partial check does not say an action was never enabled (it may be, beyond the cut)")
    func partialCheckSaysNothingOfActions() throws {
        let options = NavCheckOptions(exhaustive: .init(maxStates: 1), traceDirectory: nil, allowIncomplete: true)
        let result = try NavCheck.run(EditorSpec(editNeverShown: true), options: options, module: "M", test: nil)
        #expect(result.report?.complete == false)
        #expect(result.report?.statistics.actions.first { $0.action == "edit(draft: 1)" }?.enabled == 0)
        #expect(!result.problems.contains { $0.contains("never enabled") })
    }

    @Test("a property that was never evaluated fails, apart from one evaluated but never applicable")
    func propertyNeverEvaluated() throws {
        let result = try NavCheck.run(EditorSpec(nothingEnabled: true), options: .init(traceDirectory: nil), module: "M", test: nil)
        #expect(result.problems.first == "NavCheck editor: closeKeepsEdits was never evaluated, so it checked nothing: it is "
            + "checked at each step, and no step was taken (1 state, 0 transitions): make an action enabled where the check "
            + "starts (isEnabled, the bounds), or remove the property.")
        #expect(result.problems.dropFirst().map { $0.components(separatedBy: " was never enabled in 1 state, ").first }
                == ["NavCheck editor: open", "NavCheck editor: edit(draft: 1)", "NavCheck editor: close"])
        #expect(!result.problems.contains { $0.contains("never applied") })
    }

    @Test("witness: the properties of a well-formed spec are each evaluated: no such message")
    func propertiesEvaluatedWitness() throws {
        let result = try NavCheck.run(TwoTabs(depth: 1), options: .init(traceDirectory: nil), module: "M", test: nil)
        #expect(result.report?.statistics.properties.allSatisfy { $0.evaluated > 0 } == true)
        #expect(result.problems.isEmpty)
    }

    @Test("a state space that grows without end: the PARTIAL message names fresh identities as a likely cause")
    func unboundedGrowth() throws {
        let options = NavCheckOptions(exhaustive: .init(maxStates: 200), traceDirectory: nil)
        let result = try NavCheck.run(FreshIdentities(), options: options, module: "M", test: nil)
        #expect(result.problems == ["NavCheck fresh-ids: PARTIAL: the exploration was cut by max states 200 after 200 states "
            + "to depth 67, so properties were not checked everywhere. Raise it with .init(exhaustive: .init(maxStates: 800)), "
            + "or pass allowIncomplete: true in NavCheckOptions to accept a partial check. The depth kept growing (to 67) "
            + "with about as many new states at each level (3 at each of the last 16), as a state space that never ends does: "
            + "a likely cause is a fresh identity in the snapshot (a UUID(), a counter, a date) that makes a state new at "
            + "every step. Leave it out of the snapshot or the fingerprint, or renumber such identities canonically (by "
            + "their order on screen), so that the same screens are the same state. Estimated from the growth of the levels "
            + "(the levels grow ×1.0 at depth 66): bounding the app at depth 66 in isWithinBounds (for example on the length "
            + "of its paths, or a cap on a counter) would let it complete in about 199 states; each level deeper takes about "
            + "×1.0 as many."])
        var allowed = options
        allowed.allowIncomplete = true
        let accepted = try NavCheck.run(FreshIdentities(), options: allowed, module: "M", test: nil)
        #expect(accepted.problems.isEmpty)
        #expect(accepted.coverage.contains("\n  note: The depth kept growing (to 67) with about as many new states at each level"))
    }

    @Test("witness: a finite state space cut early grows by a factor at each level: PARTIAL, without the likely cause")
    func finiteSpaceCutEarlyWitness() throws {
        let options = NavCheckOptions(exhaustive: .init(maxStates: 1_000), traceDirectory: nil)
        let result = try NavCheck.run(TwoTabs(), options: options, module: "M", test: nil)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.hasPrefix("NavCheck two-tabs: PARTIAL: the exploration was cut by max states 1,000") == true)
        #expect(result.problems.first?.contains("or pass allowIncomplete: true in NavCheckOptions to accept a partial check.") == true)
        #expect(result.problems.first?.contains("The depth kept growing") == false)
    }

    // MARK: regression folders

    @Test("a regression folder that does not exist: one issue naming the path and what to do, not a pass over zero files")
    func missingRegressionFolder() throws {
        let folder = temporaryDirectory() + "/Regressions"
        #expect(RegressionTraces.files("Regressions", besides: folder) == [folder])
        let expected = "\(folder): no such folder. Create it and move into it the trace files NavCheck writes "
            + "(.navcheck/traces/*.json) once their bugs are fixed, or name the folder that holds them "
            + "(RegressionTraces.files(\"Folder\"), XCTAssertRegressionsHold(in:))."
        #expect { try NavCheck.replay(folder, on: TwoTabs(), module: "M", test: nil) } throws: { error in
            (error as? CheckError)?.message == expected
        }
        let log = IssueLog()
        withKnownIssue {
            replayRegression(folder, on: TwoTabs())
        } matching: { issue in
            log.add(issue)
            return true
        }
        #expect(log.all == ["NavCheck cannot replay " + expected])
    }

    @Test("a file where the regression folder should be: what is wrong and what to do")
    func regressionFolderIsAFile() throws {
        let file = temporaryDirectory() + "/Regressions"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        #expect(RegressionTraces.files("Regressions", besides: file) == [file])
        #expect { try NavCheck.replay(file, on: TwoTabs(), module: "M", test: nil) } throws: { error in
            (error as? CheckError)?.message == "\(file): a file, but neither a folder of trace files nor a trace file "
                + "(whose name ends in .json). Name the folder that holds the trace files."
        }
    }

    @Test("an empty regression folder passes and says that nothing was replayed yet")
    func emptyRegressionFolder() throws {
        let folder = temporaryDirectory()
        let result = try NavCheck.replay(folder, on: TwoTabs(), module: "M", test: nil)
        #expect(result.holds)
        #expect(result.coverage == "NavCheck two-tabs: no trace files in \(folder) yet, nothing replayed: once a "
            + "counterexample's bug is fixed, move its trace file from .navcheck/traces into this folder.\n")
    }

    @Test("witness: a folder of trace files gives one path per file, and none of these messages")
    func regressionFolderWitness() throws {
        let files = RegressionTraces.files()
        #expect(files.count == 2 && files.allSatisfy { $0.hasSuffix(".json") })
        #expect { try NavCheck.replay(regressions, on: SeedClassSpec(), module: "M", test: nil) } throws: { error in
            (error as? CheckError)?.message.hasSuffix(": a folder, not a trace file. Replay each of its trace files "
                + "(@Test(arguments: RegressionTraces.files()), or XCTAssertRegressionsHold(in:)).") ?? false
        }
    }
}

/// A router with a service behind a protocol (an existential): not copied field by field, so its
/// states are replayed.
protocol RoutingService: AnyObject {}
final class DelegatingRouter {
    final class Service: RoutingService {}
    var path: [Int] = []
    let service: any RoutingService = Service()
}

struct DelegatingRouterApp: SwiftUIApp, Sendable {
    enum Tap: Int, Hashable, Codable, Sendable { case open }
    struct Snapshot: Hashable, Sendable { var path: [Int] }
    var name: String { "delegating" }
    func makeStore() -> DelegatingRouter { DelegatingRouter() }
    func snapshot(of r: DelegatingRouter) -> Snapshot { Snapshot(path: r.path) }
    var scene: Scene<DelegatingRouter> { Scene { navigationStack("main", \.path) } }
    var intents: [Tap] { [.open] }
    func perform(_ tap: Tap, on r: inout DelegatingRouter, effects: inout Effects<DelegatingRouter>) throws {
        r.path.append(r.path.count)
    }
    var properties: [AppProperty<Self>] { [.backLowersDepthByOne()] }
}

@Suite struct ReachNoteTests {
    @Test("a check cut short says its states were replayed, and which property keeps the store from being copied")
    func replayedStoreIsNamed() throws {
        let options = NavCheckOptions(exhaustive: .init(maxStates: 20), traceDirectory: nil)
        let result = try NavCheck.run(AppMachine(DelegatingRouterApp()), options: options, module: "M", test: nil)
        let partial = try #require(result.problems.first)
        #expect(partial.contains("States were reached by replaying their actions on a fresh DelegatingRouter, a step per action: "
            + "it is not copied field by field: its property 'service' is a RoutingService"))
        #expect(partial.hasSuffix("Write restore(_:into:) (or copy(of:)) to reach them quicker."))
    }

    @Test("witness: a store that is copied says so")
    func copiedStoreIsNamed() throws {
        let options = NavCheckOptions(exhaustive: .init(maxStates: 20), traceDirectory: nil)
        let result = try NavCheck.run(AppMachine(LoadingCopiedApp()), options: options, module: "M", test: nil)
        #expect(result.problems.first?.contains("States were reached by copying each Router (copy(of:): field by field by default)") == true)
    }
}

/// A class router with value fields only: copied.
struct LoadingCopiedApp: SwiftUIApp, Sendable {
    final class Router { var path: [Int] = [] }
    enum Tap: Int, Hashable, Codable, Sendable { case open }
    struct Snapshot: Hashable, Sendable { var path: [Int] }
    var name: String { "copied" }
    func makeStore() -> Router { Router() }
    func snapshot(of r: Router) -> Snapshot { Snapshot(path: r.path) }
    var scene: Scene<Router> { Scene { navigationStack("main", \.path) } }
    var intents: [Tap] { [.open] }
    func perform(_ tap: Tap, on r: inout Router, effects: inout Effects<Router>) throws { r.path.append(1) }
    var properties: [AppProperty<Self>] { [.backLowersDepthByOne()] }
}
