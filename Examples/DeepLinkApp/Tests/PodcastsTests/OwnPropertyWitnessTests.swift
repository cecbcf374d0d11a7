import NavCheckTesting
import Podcasts
import Testing

/// The podcast app's own property can fail: an episode not just above its show violates it.
@Suite struct OwnPropertyWitnessTests {
    @Test func episodeAboveItsShowFailsOnAnEpisodeUnderAnotherShow() throws {
        let machine = AppMachine(PodcastSpec(defect: false))
        let property = try #require(machine.properties.first { $0.name == "episodeAboveItsShow" })
        var broken = try #require(machine.initialStates.first).snapshot
        broken.model.libraryPath = [.show(2), .episode(show: 3, number: 1)]
        guard case .violated = property.check(machine, StoreState(snapshot: broken, trace: [])) else {
            Issue.record("episodeAboveItsShow held on \(broken.model.libraryPath)")
            return
        }
        broken.model.libraryPath = [.show(3), .episode(show: 3, number: 1)]
        #expect(property.check(machine, StoreState(snapshot: broken, trace: [])) == .holds)
    }
}
