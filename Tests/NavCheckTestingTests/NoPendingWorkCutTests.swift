import NavCheckTesting
import Testing

/// A stack of three rows, each pushing one more screen, to eight screens: 9,841 states and no work
/// ever pending (no `.task`, no answer), so no tap can be made while work is pending.
struct ThreeRows: SwiftUIApp {
    final class Router {
        var path: [Int] = []
    }
    enum Tap: Hashable, Codable, Sendable { case open(Int) }
    typealias Snapshot = StoredProperties<Router>
    var name: String { "three-rows" }
    func makeStore() -> Router { Router() }
    func snapshot(of r: Router) -> Snapshot { StoredProperties(r) }
    var scene: Scene<Router> { Scene { navigationStack("rows", \.path) } }
    var intents: [Tap] { [.open(1), .open(2), .open(3)] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool { s.path.count < 8 }
    func perform(_ tap: Tap, on r: inout Router, effects: inout Effects<Router>) throws {
        if case .open(let row) = tap { r.path.append(row) }
    }
    func role(of tap: Tap) -> IntentRole? {
        if case .open(let row) = tap { .push("rows", row) } else { nil }
    }
    var properties: [AppProperty<Self>] { [.backLowersDepthByOne(), .pushAddsOneScreen()] }
}

/// A check cut short in an app where no state explored had work pending says so, and its estimate
/// names no race bound: no race pass is to come that the levels do not show.
@Suite struct NoPendingWorkCutTests {
    @Test func aCutWithNoWorkPendingNamesNoRaceBound() throws {
        let result = try NavCheck.run(AppMachine(ThreeRows()), options: .init(exhaustive: .init(maxStates: 1_000), traceDirectory: nil),
                                      module: "Rows", test: nil)
        let races = try #require(result.report?.raceCoverage)
        #expect(races.racesMet == false)
        #expect(result.coverage.contains("k = 0 cut (no state explored so far had work pending)"))
        let partial = try #require(result.problems.first { $0.contains("PARTIAL") })
        #expect(partial.contains("Estimated from the growth of the levels"))
        #expect(!partial.contains("raceBound"))
        #expect(!partial.contains("more taps add states no level shows yet"))
    }
}
