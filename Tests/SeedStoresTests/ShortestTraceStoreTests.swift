import NavigationModel
import SeedStores
import Testing

/// The shortest trace of the seed's `rootNotInStack` defect, step by step on both stores: what the
/// regression corpus replays through the checker, seen at the model level.
@Suite struct ShortestTraceStoreTests {
    @Test func aSelectionBeforeTheSizeClassIsKnownStaysInTheSplitViewsStackInTheSeedOnly() {
        var seed = AdaptiveStore(identities: .counter())
        seed.selectRootID(rootID: 0)
        seed.sizeClass = .regular
        #expect(seed.layout == .split)
        #expect(seed.detailPath.map(\.level) == [1])
        #expect(seed.screens == "[Sidebar ▸ 0] | Root 0 · L1 › L1")

        var corrected = CorrectedAdaptiveStore(identities: .counter())
        corrected.selectRootID(rootID: 0)
        corrected.sizeClass = .regular
        #expect(corrected.layout == .split)
        #expect(corrected.detailPath.isEmpty)
        #expect(corrected.screens == "[Sidebar ▸ 0] | Root 0 · L1")
    }
}
