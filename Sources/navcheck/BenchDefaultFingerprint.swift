import BenchmarkModels
import Generators
import ModelChecker
import NavigationSpecs

/// ``BenchRouterSpec`` without its own fingerprint: snapshots are fingerprinted as the adapter's
/// default does for a spec that writes none, every stored value by reflection
/// (`Fingerprinter.combine(structureOf:)`); or, with `fullyHashable`, as it does for a snapshot type
/// that declares ``FullyHashable``: by its `hashValue`. Everything else is the router spec's.
struct DefaultFingerprintRouterSpec: ReferenceStoreMachine {
    typealias Action = BenchRouterAction
    typealias Snapshot = BenchRouterState
    let base: BenchRouterSpec
    var fullyHashable = false

    /// The body of the adapter's default: for any snapshot, or for a snapshot type that declares
    /// ``FullyHashable`` (`BenchRouterState`'s `==` and `hash(into:)` are synthesized).
    func fingerprint(snapshot: BenchRouterState, into f: inout Fingerprinter) {
        if fullyHashable { f.combine(snapshot.hashValue) } else { f.combine(structureOf: snapshot) }
    }

    var name: String { base.name }
    var actions: Generator<BenchRouterAction> { base.actions }
    func makeStore() -> BenchRouter { base.makeStore() }
    func snapshot(of store: BenchRouter) -> BenchRouterState { base.snapshot(of: store) }
    func perform(_ action: BenchRouterAction, on store: BenchRouter) throws { try base.perform(action, on: store) }
    func restore(_ snapshot: BenchRouterState, into store: BenchRouter) -> Bool { base.restore(snapshot, into: store) }
    func isEnabled(_ action: BenchRouterAction, in s: State) -> Bool { base.isEnabled(action, in: s) }
    func screens(of s: State) -> String { base.screens(of: s) }

    /// The router spec's properties, each checked on the router spec.
    var properties: [Property<DefaultFingerprintRouterSpec>] {
        base.properties.map { p in
            switch p.kind {
            case .transition:
                .transition(p.name, p.meaning) { spec, before, action, after in p.check(spec.base, before, action, after) }
            case .contract:
                .contract(p.name, p.meaning, applies: { _ in true }) { spec, before, action, after in
                    p.check(spec.base, before, action, after)
                }
            default:
                .invariant(p.name, p.meaning) { spec, s in p.check(spec.base, s) }
            }
        }
    }
}
