import NavCheckTesting
import News
import Testing

/// The news app's own property can fail: an article on view, with nothing pending, and no text.
@Suite struct OwnPropertyWitnessTests {
    @Test func articlesOnViewLoadedAtRestFailsOnAnArticleWithoutItsText() throws {
        let machine = AppMachine(NewsSpec(defect: false))
        let property = try #require(machine.properties.first { $0.name == "articlesOnViewLoadedAtRest" })
        var broken = try #require(machine.initialStates.first).snapshot
        broken.scene.pending = []
        broken.model.selectedTab = .news
        broken.model.newsPath = [.article(1)]
        broken.model.bodies = [:]
        #expect(property.check(machine, StoreState(snapshot: broken, trace: [])) == .violated("article(1) shows Loading…"))
        broken.model.bodies = [1: "text"]
        #expect(property.check(machine, StoreState(snapshot: broken, trace: [])) == .holds)
    }
}
