import BenchmarkModels
import ModelChecker
@testable import SwiftUIBehavior
import Testing

/// The scene compiled to numbers on the benchmark's real-app shapes: every scene state reached decodes
/// from its code, and no two share one.
@MainActor
@Suite struct SceneCodeRealAppTests {
    @Test func iceCubesScenesRoundTrip() {
        let trip = SceneCodeRoundTrip(AppMachine(IceCubesApp()), maxStates: 6_000)
        #expect(trip.failures.isEmpty, "\(trip.failures)")
        #expect(trip.codes == trip.scenes && trip.states == 6_000)
        #expect(trip.readsCompared == trip.states && trip.readMismatches == 0)
        #expect(trip.partsSeen.isSuperset(of: ["sheets", "items", "pending", "splits", "selection", "sizeClass", "routes"]),
                "\(trip.partsSeen.sorted())")
        #expect(trip.codeBytes < trip.sceneBytes)
        print("Ice Cubes: \(trip.states) states, \(trip.scenes) scene states, \(trip.sceneBytes / max(trip.scenes, 1)) → "
            + "\(trip.codeBytes / max(trip.scenes, 1)) bytes a scene state")
    }

    /// The walk takes every enabled action, answers included, whatever the alphabet: the race alphabet's
    /// states and more.
    @Test func readerScenesRoundTrip() {
        let trip = SceneCodeRoundTrip(AppMachine(ReaderApp(alphabet: .race)), maxStates: 3_000)
        #expect(trip.failures.isEmpty, "\(trip.failures)")
        #expect(trip.codes == trip.scenes && trip.states > 100)
        #expect(trip.readsCompared == trip.states && trip.readMismatches == 0)
        print("Reader: \(trip.states) states, \(trip.scenes) scene states")
    }

    /// The proof of the compiled reader can fail: a reader lowered from the scene without its split view
    /// reads Ice Cubes' sidebar wrong, and the walk says where.
    @Test func aReaderThatForgetsTheSplitViewIsCaught() {
        var machine = AppMachine(IceCubesApp())
        var scene = machine.scene
        scene.splits = []
        machine.reader = SceneReader(scene, lookup: SceneLookup(scene))
        let trip = SceneCodeRoundTrip(machine, maxStates: 500, coder: SceneCoder(SceneTables(scene)))
        #expect(trip.readMismatches > 0)
        #expect(trip.failures.contains { $0.contains("the compiled reader differs from the generic machine") }, "\(trip.failures)")
    }
}
