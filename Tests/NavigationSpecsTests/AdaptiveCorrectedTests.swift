import Testing
import ModelChecker
import NavigationModel
@testable import NavigationSpecs
import SeedStores

/// The corrected adaptive app holds everywhere; a copy with a defect put back is caught.
@Suite struct AdaptiveCorrectedTests {
    static func spec(_ alphabet: Alphabet, _ profile: PlatformProfile, roots: Int = 3, depth: Int = 8)
        -> AdaptiveSpec<CorrectedAdaptiveStore> {
        try! AdaptiveSpec(name: "adaptive-corrected", roots: roots, maxPathDepth: depth, profile: profile, alphabet: alphabet,
                          design: .storeAndOnChange) { CorrectedAdaptiveStore() }
    }

    @Test(arguments: Alphabet.allCases, PlatformProfile.allCases)
    func correctedAppHoldsCompletely(alphabet: Alphabet, profile: PlatformProfile) throws {
        let result = try Explorer(Self.spec(alphabet, profile)).run()
        #expect(result.complete)
        #expect(result.counterexamples.isEmpty, "\(result.counterexamples.map { "\($0.property) \($0.actions)" })")
        #expect(result.statistics.vacuousProperties.isEmpty)
    }

    @Test("the corrected store behind the article's view still shows the view's one-frame glitches, and nothing else")
    func correctedStoreInTheArticlesView() throws {
        let spec = try AdaptiveSpec(name: "store-only", roots: 2, maxPathDepth: 4, design: .environmentAndTask) { CorrectedAdaptiveStore() }
        let result = try Explorer(spec).run()
        #expect(!result.counterexamples.isEmpty)
        #expect(result.counterexamples.allSatisfy { $0.finding == .glitch })
    }

    /// The corrected store with one defect put back: the rebuild to the split view forgets to drop
    /// the level-1 element.
    struct ForgetfulStore: AdaptiveNavigationStore {
        var base = CorrectedAdaptiveStore()
        var detailPath: [DetailInfo] { get { base.detailPath } set { base.detailPath = newValue } }
        var rootID: Int? { base.rootID }
        var sizeClass: SizeClass? {
            get { base.sizeClass }
            set {
                let kept = base.detailPath
                base.sizeClass = newValue
                if base.layout == .split, base.rootDetail != nil, kept.first?.level == 1 {
                    base.detailPath = kept
                }
            }
        }
        var identities: IdentitySource { get { base.identities } set { base.identities = newValue } }
        var heldDetails: [DetailInfo] { base.heldDetails }
        mutating func selectRootID(rootID: Int) { base.selectRootID(rootID: rootID) }
        mutating func backParent() { base.backParent() }
        mutating func backRoot() { base.backRoot() }
        mutating func open(rootID: Int, depth: Int) { base.open(rootID: rootID, depth: depth) }
    }

    @Test func aBrokenCopyIsCaughtAtRest() throws {
        let spec = try AdaptiveSpec(name: "forgetful", roots: 2, maxPathDepth: 3, design: .storeAndOnChange) { ForgetfulStore() }
        let result = try Explorer(spec).run()
        let c = try #require(result.counterexample(for: "rootNotInStack"))
        #expect(c.finding == .atRest)
        #expect(c.actions == [.handler, .select(rootID: 0), .resize(.regular), .handler])
    }

    @Test func badBoundsAreErrors() {
        #expect(throws: CheckError.self) { try AdaptiveSpec(name: "x", roots: 0, maxPathDepth: 3, design: .storeAndOnChange) { AdaptiveStore() } }
        #expect(throws: CheckError.self) { try AdaptiveSpec(name: "x", roots: 2, maxPathDepth: 0, design: .storeAndOnChange) { AdaptiveStore() } }
    }
}
