import ModelChecker
import NavigationModel
@testable import NavigationSpecs

/// The corrected adaptive store with one defect planted; everything else it does right.
struct BrokenAdaptiveStore: AdaptiveNavigationStore {
    /// The planted defects.
    enum Plant: Sendable, Hashable {
        /// A push through the binding is recorded twice.
        case pushDoubles
        /// The size-class setter is ignored.
        case ignoresSizeClass
        /// Setting the size class the store already has starts it afresh.
        case sameSizeClassClearsSelection
    }
    var base = CorrectedAdaptiveStore()
    let plant: Plant

    init(_ plant: Plant) { self.plant = plant }

    var detailPath: [DetailInfo] {
        get { base.detailPath }
        set {
            let grew = newValue.count == base.detailPath.count + 1 && Array(newValue.dropLast()) == base.detailPath
            base.detailPath = newValue
            if plant == .pushDoubles, grew, let last = newValue.last {
                base.detailPath.append(DetailInfo(level: last.level + 1, rootID: last.rootID, identities: &base.identities))
            }
        }
    }
    var rootID: Int? { base.rootID }
    var sizeClass: SizeClass? {
        get { base.sizeClass }
        set {
            switch plant {
            case .ignoresSizeClass: return
            case .sameSizeClassClearsSelection where newValue == base.sizeClass:
                base = CorrectedAdaptiveStore(sizeClass: newValue, identities: base.identities)
            default: base.sizeClass = newValue
            }
        }
    }
    var identities: IdentitySource { get { base.identities } set { base.identities = newValue } }
    var heldDetails: [DetailInfo] { base.heldDetails }
    mutating func selectRootID(rootID: Int) { base.selectRootID(rootID: rootID) }
    mutating func backParent() { base.backParent() }
    mutating func backRoot() { base.backRoot() }
    mutating func open(rootID: Int, depth: Int) { base.open(rootID: rootID, depth: depth) }

    static func == (a: BrokenAdaptiveStore, b: BrokenAdaptiveStore) -> Bool { a.base == b.base }
}

/// Witnesses for the adaptive app's properties that no seed entry violates.
enum AdaptiveWitnesses {
    static func witness(_ property: String, _ broken: String, _ plant: BrokenAdaptiveStore.Plant,
                        alphabet: Alphabet = .ui) -> Witness {
        Witness(family: "adaptive app", property: property, broken: broken) {
            let spec = try AdaptiveSpec(name: "broken", roots: 2, maxPathDepth: 3, profile: .iPad, alphabet: alphabet,
                                        design: .storeAndOnChange) { BrokenAdaptiveStore(plant) }
            return try Explorer(spec).run().report(on: spec)
        }
    }

    static let all: [Witness] = [
        witness("pushAddsOneLevel", "a push through the binding is recorded twice", .pushDoubles),
        witness("handlerTellsStore", "the store ignores the size class it is told", .ignoresSizeClass),
        witness("setSizeClassIsKept", "setting the size class the store has clears the selection",
                .sameSizeClassClearsSelection, alphabet: .api),
    ]
}
