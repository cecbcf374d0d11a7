import Generators
@testable import ModelChecker
import NavigationModel
@testable import NavigationSpecs
import SeedStores

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

/// A machine with a defect planted after each action of one kind: the same alphabet, enabledness and
/// properties as `Base`.
struct PlantedMachine<Base: StateMachine>: StateMachine {
    let base: Base
    let plant: @Sendable (Base.Action, inout Base.State) -> Void
    var name: String { base.name }
    var initialStates: [Base.State] { base.initialStates }
    var actions: Generator<Base.Action> { base.actions }
    var alphabet: Alphabet { base.alphabet }
    func origin(of action: Base.Action) -> ActionOrigin { base.origin(of: action) }
    func isSettled(_ s: Base.State) -> Bool { base.isSettled(s) }
    func isEnabled(_ action: Base.Action, in s: Base.State) -> Bool { base.isEnabled(action, in: s) }
    func isWithinBounds(_ s: Base.State) -> Bool { base.isWithinBounds(s) }
    func apply(_ action: Base.Action, to s: inout Base.State) throws {
        try base.apply(action, to: &s)
        plant(action, &s)
    }
    func fingerprint(of s: Base.State, into f: inout Fingerprinter) { base.fingerprint(of: s, into: &f) }
    var properties: [Property<PlantedMachine>] {
        base.properties.map { p -> Property<PlantedMachine> in
            var stateCheck: (@Sendable (PlantedMachine, Base.State) -> Check)?
            if let check = p.stateCheck { stateCheck = { m, s in check(m.base, s) } }
            var stepCheck: (@Sendable (PlantedMachine, Base.State, Base.Action, Base.State) -> Check)?
            if let check = p.stepCheck { stepCheck = { m, b, a, s in check(m.base, b, a, s) } }
            return Property(name: p.name, meaning: p.meaning, kind: p.kind, stateCheck: stateCheck, stepCheck: stepCheck)
        }
    }
}

/// Witnesses for the tabbed app's properties: the model held to a stricter bound than it keeps, or a
/// defect planted after one kind of action.
enum TabbedWitnesses {
    static func planted(_ property: String, _ broken: String,
                        _ plant: @escaping @Sendable (TabbedAction, inout TabbedNavigation) -> Void) -> Witness {
        Witness(family: "tabbed app (benchmark model)", property: property, broken: broken) {
            let spec = try TabbedAppSpec(name: "broken", tabs: 2, destinations: 2, maxDepth: 3, checksContracts: true)
            let m = PlantedMachine(base: spec, plant: plant)
            return try Explorer(m).run().report(on: m)
        }
    }

    static let all: [Witness] = [
        planted("selectTabKeepsStacks", "tapping a tab empties the first tab's stack") { action, s in
            if case .selectTab = action { s.setPath(ofTab: 0, to: TabStack()) }
        },
        planted("pushAddsOneScreen", "a push is recorded twice") { action, s in
            if case .push(let k) = action, s.selectedPath.count < 3 { s.push(k) }
        },
        planted("popRemovesTopScreen", "back pops to the root") { action, s in
            if action == .pop { s.popToRoot() }
        },
        planted("popToRootEmptiesTab", "back to root also empties the other tab") { action, s in
            if action == .popToRoot { for t in 0..<s.tabCount { s.setPath(ofTab: t, to: TabStack()) } }
        },
        planted("sizeChangeKeepsStacks", "a size change pops the selected tab to its root") { action, s in
            if action == .toggleSizeClass { s.popToRoot() }
        },
        Witness(family: "tabbed app (benchmark model)", property: "tabDepthWithinBound",
                broken: "the property holds the tabs to depth 2 while pushes reach 3") {
            var spec = try TabbedAppSpec(name: "broken", tabs: 2, destinations: 2, maxDepth: 3)
            spec.checkedDepth = 2
            return try Explorer(spec).run().report(on: spec)
        },
        Witness(family: "tabbed app (benchmark model)", property: "selectedTabValid",
                broken: "the property counts one tab while the app has two") {
            var spec = try TabbedAppSpec(name: "broken", tabs: 2, destinations: 2, maxDepth: 3)
            spec.checkedTabs = 1
            return try Explorer(spec).run().report(on: spec)
        },
    ]
}

/// The implicit `noFault`, for every subject: a machine whose step traps is caught.
enum FaultWitness {
    struct Crashing: StateMachine {
        enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
            case step, crash
            var description: String { rawValue }
        }
        var name: String { "crashing" }
        var initialStates: [Int] { [0] }
        var actions: Generator<Action> { .element(of: [.step, .crash]) }
        func isEnabled(_ action: Action, in state: Int) -> Bool { action == .step ? state < 2 : state == 2 }
        func apply(_ action: Action, to state: inout Int) throws {
            if action == .crash { throw Fault("removeLast() on an empty path") }
            state += 1
        }
        func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
        var properties: [Property<Crashing>] { [] }
    }

    /// The fault witness under each family name, so that `noFault` needs no witness of its own per
    /// subject: the engine treats a thrown fault the same way whatever the machine.
    static func all(families: [String]) -> [Witness] {
        families.map { family in
            Witness(family: family, property: noFaultPropertyName, broken: "a step that traps (throws a Fault)") {
                let m = Crashing()
                return try Explorer(m).run().report(on: m)
            }
        }
    }
}
