import ModelChecker
import NavigationModel
@testable import SwiftUIBehavior

/// Probes whose states hold the parts of a scene state the suite's named apps leave empty: a hidden tab
/// bar, a three-column split view's content rows, work cancelled on view, work that navigates on
/// purpose, and a skipped (stale) save.
enum SceneCodeProbes {
    static let push: [String: Probe.Button] = ["push": { s, _ in s.home.append("a") }, "pushX": { s, _ in s.home.append("x") },
                                               "find": { s, _ in s.search.append("b") }]

    static var customBar: Probe {
        Probe(scene: Scene {
            customTabBar(\.tab, retap: .app(.nothing), hidden: { $0.home.count >= 2 }) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
            }
        }, buttons: push)
    }

    static func threeColumns(_ profile: PlatformProfile) -> Probe {
        Probe(profile: profile, scene: Scene<ProbeStore> {
            navigationSplitView("music", selection: \.sheet, rows: ["rock", "jazz"], content: \.cover,
                                contentRows: { $0 == "rock" ? ["r1", "r2"] : ["j1"] }, path: \.home, columns: .changes)
        })
    }

    static var restartedTask: Probe {
        Probe(alphabet: .race, scene: Scene<ProbeStore> {
            tabView(\.tab) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
            }
            .task(ScreenTask("load", cancellation: .either, id: { $0.tab }) { $0.help = true })
        })
    }

    static var restoring: Probe {
        Probe(scene: Scene<ProbeStore> {
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
            .relaunchVariants(damaging: ["home", "search"], olderFormats: ["home": ["not json"]]), buttons: push)
    }

    /// Each probe with its round trip.
    static let apps: [(name: String, walk: @Sendable (Int) -> SceneCodeRoundTrip)] = [
        ("custom tab bar", { SceneCodeRoundTrip(AppMachine(customBar), maxStates: $0) }),
        ("three columns iPhone", { SceneCodeRoundTrip(AppMachine(threeColumns(.iPhone)), maxStates: $0) }),
        ("three columns iPad", { SceneCodeRoundTrip(AppMachine(threeColumns(.iPad)), maxStates: $0) }),
        ("task(id:) restarted", { SceneCodeRoundTrip(AppMachine(restartedTask), maxStates: $0) }),
        ("answer that presents", { SceneCodeRoundTrip(AppMachine(PurposefulWorkTests.viewer(declared: true)), maxStates: $0) }),
        ("saved data", { SceneCodeRoundTrip(AppMachine(restoring), maxStates: $0) }),
    ]
}
