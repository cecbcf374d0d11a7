import Testing
import NavigationModel
@testable import SeedStores

@Suite struct CorrectedAdaptiveStoreTests {
    static let classes: [SizeClass?] = [nil, .compact, .regular]

    /// Every store reachable by selecting a root and pushing up to three levels, in every size class.
    func stores() -> [CorrectedAdaptiveStore] {
        var out: [CorrectedAdaptiveStore] = []
        for sizeClass in Self.classes {
            out.append(CorrectedAdaptiveStore(sizeClass: sizeClass, identities: .counter()))
            for depth in 1...4 {
                var s = CorrectedAdaptiveStore(sizeClass: sizeClass, identities: .counter())
                s.open(rootID: 2, depth: depth)
                out.append(s)
            }
        }
        return out
    }

    @Test func everyResizeKeepsTheLocationAndRoundTripsExactly() {
        for start in stores() {
            for target in Self.classes {
                var s = start
                s.sizeClass = target
                #expect(s.location == start.location, "\(start.screens) → \(target.swiftDescription)")
                s.sizeClass = start.sizeClass
                #expect(s == start, "\(start.screens) → \(target.swiftDescription) → back gave \(s.screens)")
            }
        }
    }

    @Test func selectionBeforeTheSizeClassIsKnownIsRebuilt() {
        var s = CorrectedAdaptiveStore(identities: .counter())
        s.selectRootID(rootID: 0)
        s.sizeClass = .regular
        #expect(s.detailPath.isEmpty)
        #expect(s.screens == "[Sidebar ▸ 0] | Root 0 · L1")
    }

    @Test func backingOutOfTheStackClearsTheSelection() {
        for sizeClass in [nil, SizeClass.compact] {
            var s = CorrectedAdaptiveStore(sizeClass: sizeClass, identities: .counter())
            s.open(rootID: 1, depth: 2)
            s.backParent()
            #expect(s.rootID == 1)
            s.backParent()
            #expect(s.rootID == nil && s.detailPath.isEmpty, "\(sizeClass.swiftDescription)")
        }
    }

    @Test func deepLinkSetsTheWholePathInTheLayoutsForm() {
        var stack = CorrectedAdaptiveStore(sizeClass: .compact, identities: .counter())
        stack.open(rootID: 0, depth: 3)
        #expect(stack.detailPath.map(\.level) == [1, 2, 3])
        var split = CorrectedAdaptiveStore(sizeClass: .regular, identities: .counter())
        split.open(rootID: 0, depth: 3)
        #expect(split.detailPath.map(\.level) == [2, 3])
        #expect(split.location == stack.location)
    }
}
