import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

/// A scene that keeps a path as `@SceneStorage` (with damaged and older-format relaunches), the tab as
/// `@AppStorage`, and a save of the app's own that is skipped while the path holds "x".
private var restoring: Scene<ProbeStore> {
    Scene<ProbeStore> {
        tabView(\.tab) {
            navigationStack("home", \.home).tag("home")
            view().tag("search")
        }
    }
        .sceneStorage("home", \.home)
        .appStorage("tab", \.tab)
        .savedByApp("search", save: { $0.home.contains("x") ? nil : $0.search.joined(separator: ",") },
                    load: { s, text in
                        guard !text.hasSuffix(",") else { throw CancellationError() }
                        s.search = text.split(separator: ",").map(String.init)
                    }, onDamaged: { s, text in s.log.append("kept \(text)") })
        .relaunchVariants(damaging: ["home", "search"], olderFormats: ["home": ["not json"]])
}

private let buttons: [String: Probe.Button] = [
    "push": { s, _ in s.home.append("a") },
    "pushX": { s, _ in s.home.append("x") },
    "find": { s, _ in s.search.append("b") },
]

@Suite("Relaunch: the kept launch is the state a performed relaunch reaches")
struct RelaunchSuccessorTests {
    @Test func everyRelaunchFromEveryStateGivesThePerformedState() throws {
        let m = AppMachine(Probe(scene: restoring, buttons: buttons))
        let relaunches = m.actions.allValues.filter { if case .system(.relaunch) = $0 { true } else { false } }
        #expect(relaunches.count == 5)
        // Every state within three steps, stale saves and undecodable launches included.
        var states = m.initialStates, frontier = states
        for _ in 0..<3 {
            frontier = try frontier.flatMap { s in
                try m.actions.allValues.filter { m.isEnabled($0, in: s) }.map { try m.run([$0], from: s) }
            }
            states += frontier
        }
        var checked = 0, stale = 0, unreadable = 0
        for s in states {
            #expect(try m.knownSuccessor(of: s, by: .user("push")) == nil)
            for relaunch in relaunches where m.isEnabled(relaunch, in: s) {
                let known = try #require(try m.knownSuccessor(of: s, by: relaunch))
                let (store, copied) = try m.liveStore(for: s)
                try m.perform(relaunch, on: store)
                #expect(copied && known.snapshot == m.snapshot(of: store), "\(relaunch) from \(s)")
                let performed = AppMachine<Probe>.State(snapshot: m.snapshot(of: store), trace: [], store: StoreBox(store))
                #expect(m.fingerprint(of: known) == m.fingerprint(of: performed))
                checked += 1
                stale += s.snapshot.scene.relaunch.saved.filter(\.stale).count
                unreadable += known.snapshot.scene.relaunch.unreadable.count
            }
        }
        // The sweep reached what makes a launch differ: skipped saves and data that does not decode.
        #expect(checked > 100 && stale > 0 && unreadable > 0)
    }

    @Test func aLaunchRunsOnceForWhatItReads() throws {
        let m = AppMachine(Probe(scene: restoring, buttons: buttons))
        let launch = try #require(m.initialStates.first)
        let pushed = try m.run([.user("push")], from: launch)
        let relaunch = AppAction<String>.system(.relaunch(.processEnded))
        let once = try #require(try m.knownSuccessor(of: pushed, by: relaunch))
        let again = try #require(try m.knownSuccessor(of: try m.run([.user("find"), .system(.back("home"))], from: pushed), by: relaunch))
        #expect(once.snapshot.home == ["a"])
        // The same saved texts in another state: the same kept world, not a launch of its own.
        #expect(again.snapshot.search == ["b"] && again.snapshot.home == [])
        let same = try #require(try m.knownSuccessor(of: try m.run([.user("find")], from: launch), by: relaunch))
        #expect(same.snapshot == again.snapshot && same.keptStore?.value === again.keptStore?.value)
        #expect(once.keptStore?.value !== again.keptStore?.value)
    }
}
