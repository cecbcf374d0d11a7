import ModelChecker

/// Runs a machine along a given sequence of actions, checking every property at every step (as the
/// explorer does for each state it reaches), and keeps the first violation of each property.
struct TraceCheck<Machine: StateMachine> {
    /// One violation found along the trace: the property and the prefix of the trace that breaks it.
    struct Hit {
        var property: String
        var kind: String
        var meaning: String
        var message: String
        var length: Int
    }

    let machine: Machine
    let alphabet: [Machine.Action]
    let properties: [Property<Machine>]

    init(_ machine: Machine) {
        self.machine = machine
        alphabet = machine.actions.allValues
        properties = machine.properties
    }

    /// The first violation of each property along `actions`, in the order found. When an action is not
    /// enabled where it is taken, `disabledAt` is its position and the run stops before it.
    func run(_ actions: [Machine.Action]) -> (hits: [Hit], disabledAt: Int?) {
        var hits: [Hit] = []
        var seen: Set<String> = []
        func hit(_ p: Property<Machine>, _ message: String, _ length: Int) {
            guard seen.insert(p.name).inserted else { return }
            hits.append(Hit(property: p.name, kind: p.kind.rawValue, meaning: p.meaning, message: message, length: length))
        }
        guard var state = machine.initialStates.first else { return ([], nil) }
        for p in properties where p.kind != .transition {
            if case .violated(let m) = p.check(machine, state) { hit(p, m, 0) }
        }
        for (i, action) in actions.enumerated() {
            guard machine.isEnabled(action, in: state) else { return (hits, i) }
            var next = state
            do { try machine.apply(action, to: &next) } catch {
                hits.append(Hit(property: noFaultPropertyName, kind: "fault",
                                meaning: "no reachable step traps (crashes) the app",
                                message: String(describing: error), length: i + 1))
                return (hits, nil)
            }
            for p in properties where p.kind == .transition {
                if case .violated(let m) = p.check(machine, state, action, next) { hit(p, m, i + 1) }
            }
            for p in properties where p.kind != .transition {
                if case .violated(let m) = p.check(machine, next) { hit(p, m, i + 1) }
            }
            state = next
        }
        return (hits, nil)
    }

    /// Whether `actions` (all enabled in turn) breaks `property`.
    func violates(_ property: String, _ actions: [Machine.Action]) -> Hit? {
        let (hits, disabled) = run(actions)
        guard disabled == nil else { return nil }
        return hits.first { $0.property == property }
    }

    /// The counterexample of `hit` on `actions`.
    func counterexample(_ hit: Hit, _ actions: [Machine.Action]) -> Counterexample<Machine> {
        let prefix = Array(actions.prefix(hit.length))
        return Counterexample(property: hit.property, kind: hit.kind, meaning: hit.meaning, message: hit.message,
                              initialState: 0, actions: prefix,
                              actionIndices: prefix.map { a in alphabet.firstIndex(of: a) ?? -1 })
    }
}
