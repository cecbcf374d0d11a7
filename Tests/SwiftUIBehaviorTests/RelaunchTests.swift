import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

/// The system actions of a probe, as text.
private func relaunches(_ scene: Scene<ProbeStore>) -> [String] {
    let m = AppMachine(Probe(scene: scene))
    return m.actions.allValues.map(\.description).filter { $0.hasPrefix("relaunch") }
}

/// The state `actions` reach from the probe's launch.
private func reach(_ scene: Scene<ProbeStore>, start: ProbeStore = ProbeStore(),
                   buttons: [String: Probe.Button] = [:], _ actions: [AppAction<String>]) throws -> AppState<ProbeStore> {
    let m = AppMachine(Probe(start: start, scene: scene, buttons: buttons))
    let launch = try #require(m.initialStates.first)
    return try m.run(actions, from: launch).snapshot
}

@Suite("Relaunch: what survives, and when it is offered")
struct RelaunchTests {
    @Test func offeredOnlyWhereTheSceneDeclaresWhatSurvives() {
        let stack = Scene<ProbeStore> { navigationStack("home", \.home) }
        #expect(relaunches(stack) == [])
        #expect(relaunches(stack.appStorage("tab", \.tab)) == ["relaunch"])
        #expect(relaunches(stack.sceneStorage("home", \.home)) == ["relaunch", "relaunch(.sceneDestroyed)"])
        #expect(relaunches(stack.sceneStorage("home", \.home).relaunchVariants(damaging: ["home"], olderFormats: ["home": ["a"]]))
            == ["relaunch", "relaunch(.sceneDestroyed)", "relaunch(damaged: \"home\")", "relaunch(olderFormat: \"home\", 0)"])
    }

    @Test func sceneStorageIsLostWithTheSceneAndAppStorageIsNot() throws {
        let scene = Scene<ProbeStore> {
            tabView(\.tab) {
                navigationStack("home", \.home).tag("home")
                view().tag("search")
            }
        }
            .sceneStorage("home", \.home)
            .appStorage("tab", \.tab)
        let push: [String: Probe.Button] = ["push": { s, _ in s.home.append("a") }]
        let left: [AppAction<String>] = [.user("push"), .system(.tapTab("search"))]
        let ended = try reach(scene, buttons: push, left + [.system(.relaunch(.processEnded))])
        #expect(ended.home == ["a"] && ended.tab == "search")
        let destroyed = try reach(scene, buttons: push, left + [.system(.relaunch(.sceneDestroyed))])
        #expect(destroyed.home == [] && destroyed.tab == "search")
        #expect(destroyed.scene.relaunch.saved.map(\.description) == [#"home = []"#, #"tab = "search""#])
    }

    @Test func memoryIsGoneAndTheLaunchTasksRunAgain() throws {
        let scene = Scene<ProbeStore> {
            navigationStack("home", \.home, task: { route in route == nil ? ScreenTask("load") { $0.search = ["loaded"] } : nil })
                .sheet("help", isPresented: \.help)
        }
            .sceneStorage("home", \.home)
        let buttons: [String: Probe.Button] = ["push": { s, _ in s.home.append("a") }, "help": { s, _ in s.help = true }]
        // Relaunched with the root's task pending and the help sheet up: both gone, the task started again.
        let after = try reach(scene, buttons: buttons, [.user("help"), .system(.relaunch(.processEnded))])
        #expect(after.scene.sheets.isEmpty && !after.help)
        #expect(after.scene.pending.map(\.name) == ["load"])
        #expect(after.search == [])
    }

    @Test func damagedAndOlderDataGoThroughTheAppsDecode() throws {
        let decode: (String) throws -> [String] = { text in
            guard text.hasPrefix("v2:"), text.hasSuffix(";") else { throw CancellationError() }
            return text.dropFirst(3).dropLast().split(separator: ",").map(String.init)
        }
        let scene = Scene<ProbeStore> {
            navigationStack("home", \.home)
        }
            .sceneStorage("home", \.home, encode: { "v2:" + $0.joined(separator: ",") + ";" }, decode: decode,
                          onDamaged: { s, text in s.log.append("kept \(text)") })
            .relaunchVariants(damaging: ["home"], olderFormats: ["home": ["a,b"]])
        let start = ProbeStore(home: ["a", "b"])
        let damaged = try reach(scene, start: start, [.system(.relaunch(.damaged("home")))])
        #expect(damaged.home == start.home && damaged.log.last == "kept v2:a,b")
        #expect(damaged.scene.relaunch.unreadable.map(\.description) == ["home = v2:a,b"])
        #expect(damaged.scene.relaunch.handled == ["home"])
        let older = try reach(scene, start: start, [.system(.relaunch(.olderFormat("home", 0)))])
        #expect(older.log.last == "kept a,b")
        // The next step forgets what the launch could not read.
        let next = try reach(scene, start: start, [.system(.relaunch(.damaged("home"))), .system(.relaunch(.processEnded))])
        #expect(next.scene.relaunch.unreadable.isEmpty)
    }

    @Test func aCrashWhileDecodingIsAFault() throws {
        let scene = Scene<ProbeStore> {
            navigationStack("home", \.home)
        }
            .appStorage("home", \.home, encode: { $0.joined() }, decode: { _ in throw Fault("try! decode") })
        let result = try Explorer(AppMachine(Probe(scene: scene)), options: ExplorationOptions(maxDepth: 2, workers: 1)).run()
        #expect(result.counterexamples.first?.actions.map(\.description) == ["relaunch"])
        #expect(result.counterexamples.first?.message.contains("try! decode") == true)
    }

    @Test func aNodesSceneStorageSurvivesAndItsStateDoesNot() throws {
        let scene = Scene<ProbeStore> {
            view("settings").state(\.lockSheet, initial: false).sceneStorage("hideBack", \.hideBack)
        }
        let buttons: [String: Probe.Button] = ["set": { s, _ in s.lockSheet = true; s.hideBack = true }]
        let after = try reach(scene, buttons: buttons, [.user("set"), .system(.relaunch(.processEnded))])
        #expect(after.hideBack && !after.lockSheet)
    }

    @Test func theBuiltInsSayWhatTheyWaitFor() {
        let m = AppMachine(Probe(scene: Scene<ProbeStore> { navigationStack("home", \.home) },
                                 properties: [.lastSaveIsReadBack(), .damagedDataNotLost()]))
        #expect(m.whatPropertyWaitsFor("lastSaveIsReadBack")?.hasPrefix("the scene declares nothing that survives a relaunch") == true)
        let saved = AppMachine(Probe(scene: Scene<ProbeStore> { navigationStack("home", \.home) }.sceneStorage("home", \.home),
                                     properties: [.damagedDataNotLost()]))
        #expect(saved.whatPropertyWaitsFor("damagedDataNotLost")?.hasPrefix("the scene explores no damaged") == true)
    }
}
