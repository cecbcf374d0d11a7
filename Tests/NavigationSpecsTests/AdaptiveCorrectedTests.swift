import Testing
import ModelChecker
import NavigationModel
@testable import NavigationSpecs

@Suite struct AdaptiveCorrectedTests {
    @Test(arguments: AdaptiveAlphabet.allCases)
    func correctedStoreHoldsCompletely(alphabet: AdaptiveAlphabet) throws {
        let spec = try AdaptiveSpec(name: "corrected", roots: 3, maxPathDepth: 8, alphabet: alphabet) {
            CorrectedAdaptiveStore(sizeClass: $0)
        }
        let result = try Explorer(spec).run()
        #expect(result.complete)
        #expect(result.counterexamples.isEmpty, "\(result.counterexamples.map { ($0.property, $0.actions) })")
        // Three size classes × (nothing selected + 3 roots × 8 levels).
        #expect(result.statistics.distinctStates == 75)
        #expect(result.statistics.vacuousProperties.isEmpty)
    }

    @Test(arguments: [SizeClass.compact, .regular, nil])
    func correctedStoreHoldsFromEveryInitialSizeClass(initial: SizeClass?) throws {
        let spec = try AdaptiveSpec(name: "corrected", roots: 2, maxPathDepth: 4, alphabet: .taps, initialSizeClass: initial) {
            CorrectedAdaptiveStore(sizeClass: $0)
        }
        #expect(try Explorer(spec).run().counterexamples.isEmpty)
    }

    /// The corrected store with one defect put back: the rebuild to the split view forgets to drop
    /// the level-1 element.
    struct ForgetfulStore: AdaptiveNavigationStore {
        var base: CorrectedAdaptiveStore
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

    @Test func aBrokenCopyIsCaught() throws {
        let spec = try AdaptiveSpec(name: "forgetful", roots: 2, maxPathDepth: 3, alphabet: .taps) {
            ForgetfulStore(base: CorrectedAdaptiveStore(sizeClass: $0))
        }
        let result = try Explorer(spec).run()
        let c = try #require(result.counterexample(for: "rootNotInStack"))
        #expect(c.actions == [.select(rootID: 0), .resize(.regular)])
        #expect(result.violatedProperties.contains("locationPreservedAcrossResize") || result.violatedProperties.contains("resizeRoundTrip"))
    }

    @Test func badBoundsAreErrors() {
        #expect(throws: CheckError.self) { try AdaptiveSpec(name: "x", roots: 0, maxPathDepth: 3, alphabet: .taps) { AdaptiveStore(sizeClass: $0) } }
        #expect(throws: CheckError.self) { try AdaptiveSpec(name: "x", roots: 2, maxPathDepth: 0, alphabet: .taps) { AdaptiveStore(sizeClass: $0) } }
    }
}
