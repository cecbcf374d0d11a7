import Journal
import NavCheckTesting
import Testing

/// The journal's own properties can fail: settings closed with screens pushed in them, and a draft
/// with text in a composer that can be swiped away.
@Suite struct OwnPropertyWitnessTests {
    @Test func settingsOpenAtTheirRootFailsOnSettingsClosedWithAScreenPushed() throws {
        let machine = AppMachine(JournalSpec(defect: false))
        let property = try #require(machine.properties.first { $0.name == "settingsOpenAtTheirRoot" })
        var broken = try #require(machine.initialStates.first).snapshot
        broken.model.showsSettings = false
        broken.model.settingsPath = [.about]
        #expect(property.check(machine, StoreState(snapshot: broken, trace: [])) == .violated("settings closed with [about] pushed"))
    }

    @Test func draftWithTextStaysUpFailsOnASwipeableComposerWithText() throws {
        let machine = AppMachine(JournalSpec(defect: false))
        let property = try #require(machine.properties.first { $0.name == "draftWithTextStaysUp" })
        var state = try #require(machine.initialStates.first)
        try machine.apply(.user(.compose), to: &state)          // an empty draft: the composer can be swiped
        var broken = state.snapshot
        #expect(broken.scene.sheet("composer")?.dismissDisabled == false)
        broken.model.draft = Draft(text: "Dear diary")             // text, but the composer still swipeable
        guard case .violated = property.check(machine, StoreState(snapshot: broken, trace: [])) else {
            Issue.record("draftWithTextStaysUp held on a swipeable composer with text")
            return
        }
    }
}
