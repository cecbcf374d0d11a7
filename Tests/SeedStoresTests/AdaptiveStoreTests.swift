import Testing
import NavigationModel
@testable import SeedStores

/// The seed's behaviour, step by step, including the defects the checker reports.
@Suite struct AdaptiveStoreTests {
    func store(_ sizeClass: SizeClass?) -> AdaptiveStore { AdaptiveStore(sizeClass: sizeClass, identities: .counter()) }

    @Test(arguments: [SizeClass.compact, nil])
    func selectInStackLayoutAppendsLevelOne(sizeClass: SizeClass?) {
        var s = store(sizeClass)
        s.selectRootID(rootID: 4)
        #expect(s.rootID == 4)
        #expect(s.detailPath.map(\.level) == [1])
        #expect(s.detailPath[0].rootID == 4)
        #expect(s.layout == .stack)
    }

    @Test func selectInSplitLayoutClearsThePath() {
        var s = store(.regular)
        s.selectRootID(rootID: 1)
        s.pushNextLevel()
        #expect(s.detailPath.map(\.level) == [2])
        s.selectRootID(rootID: 2)
        #expect(s.rootID == 2 && s.detailPath.isEmpty)
    }

    @Test func emptyingThePathClearsTheSelectionOnlyWhenCompact() {
        var compact = store(.compact)
        compact.selectRootID(rootID: 0)
        compact.backParent()
        #expect(compact.rootID == nil)
        var unknown = store(nil)
        unknown.selectRootID(rootID: 0)
        unknown.backParent()
        #expect(unknown.rootID == 0, "the seed only clears the selection for .compact")
        var regular = store(.regular)
        regular.selectRootID(rootID: 0)
        regular.backRoot()
        #expect(regular.rootID == 0)
    }

    @Test func rebuildRunsOnlyBetweenKnownClasses() {
        var s = store(nil)
        s.selectRootID(rootID: 0)
        s.sizeClass = .regular
        #expect(s.detailPath.map(\.level) == [1], "nil → regular does not rebuild: the root stays in the stack")
        s.sizeClass = .compact
        #expect(s.detailPath.map(\.level) == [1, 1])
        s.sizeClass = .regular
        #expect(s.detailPath.map(\.level) == [1])
    }

    @Test func roundTripCreatesANewLevelOneIdentity() {
        var s = store(.compact)
        s.selectRootID(rootID: 3)
        s.pushNextLevel()
        let before = s.detailPath
        s.sizeClass = .regular
        #expect(s.detailPath == Array(before.dropFirst()))
        s.sizeClass = .compact
        #expect(s.detailPath.map(\.level) == [1, 2])
        #expect(s.detailPath[1] == before[1])
        #expect(s.detailPath[0].id != before[0].id)
    }

    @Test func screensShowBothLayouts() {
        var s = store(.compact)
        #expect(s.screens == "Sidebar")
        s.selectRootID(rootID: 0)
        s.pushNextLevel()
        #expect(s.screens == "Sidebar ▸ 0 › Root 0 · L1 › L2")
        s.sizeClass = .regular
        #expect(s.screens == "[Sidebar ▸ 0] | Root 0 · L1 › L2")
        s.backRoot()
        #expect(s.screens == "[Sidebar ▸ 0] | Root 0 · L1")
        #expect(store(.regular).screens == "[Sidebar] | Empty")
    }

    @Test func countedIdentitiesAreReproducible() {
        var a = IdentitySource.counter(), b = IdentitySource.counter()
        let first = (0..<5).map { _ in a.next() }
        let second = (0..<5).map { _ in b.next() }
        #expect(first == second)
        var r = IdentitySource.random
        let x = r.next(), y = r.next()
        #expect(x != y)
    }
}
