/// The explored state graph of a machine, for people who want to look at the space: nodes are distinct
/// states (labelled with what the user sees), edges are the steps between them.
public struct StateGraph: Sendable, Hashable {
    /// A distinct state.
    public struct Node: Sendable, Hashable {
        /// 0 for the first initial state, then in breadth-first discovery order.
        public var id: Int
        /// What the user sees.
        public var label: String
        /// Whether some property is violated in this state (invariants and hypothetical properties).
        public var violates: [String]
    }
    /// A step.
    public struct Edge: Sendable, Hashable {
        public var from: Int
        public var to: Int
        public var action: String
    }
    /// A step that faulted.
    public struct FaultEdge: Sendable, Hashable {
        public var from: Int
        public var action: String
        public var message: String
    }

    /// The states.
    public var nodes: [Node] = []
    /// The steps between states.
    public var edges: [Edge] = []
    /// The steps that faulted.
    public var faults: [FaultEdge] = []

    /// Explores `machine` breadth-first and keeps the whole graph; throws when it has more than
    /// `limit` states (drawing a larger graph helps nobody).
    public init<M: StateMachine>(_ machine: M, limit: Int) throws(CheckError) {
        try machine.validate()
        guard limit > 0 else { throw CheckError(.invalidBound, "the state limit must be positive, not \(limit)") }
        var ids: [UInt64: Int] = [:]
        var queue: [M.State] = []
        let step = StepEvaluator(machine)
        var log = GraphLog(faultIndex: step.faultIndex, names: machine.actions.allValues.map { StableText.name(of: $0) })
        func add(_ state: M.State, _ log: inout GraphLog) throws(CheckError) -> Int {
            let fp = machine.fingerprint(of: state)
            if let id = ids[fp] { return id }
            guard nodes.count < limit else {
                throw CheckError(.invalidBound,
                    "the state graph of '\(machine.name)' has more than \(limit) states; raise --max-states or draw a smaller entry")
            }
            let id = nodes.count
            ids[fp] = id
            log.broken = []
            step.checkState(state, &log)
            nodes.append(Node(id: id, label: machine.screens(of: state), violates: log.broken.map(step.name)))
            queue.append(state)
            return id
        }
        for state in machine.initialStates { _ = try add(state, &log) }
        var next = 0
        var failure: CheckError?
        while next < queue.count {
            let state = queue[next]
            log.from = next
            next += 1
            _ = step.expand(state, trap: { nil }, &log) { a, successor, log in
                do throws(CheckError) {
                    edges.append(Edge(from: log.from, to: try add(successor, &log), action: log.names[a]))
                    return .proceed
                } catch {
                    failure = error
                    return .stop
                }
            }
            if let failure { throw failure }
        }
        faults = log.faults
    }

    /// Graphviz DOT.
    public var dot: String {
        var out = "digraph navcheck {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        for n in nodes {
            let color = n.violates.isEmpty ? "" : ", color=red, xlabel=\"\(escape(n.violates.joined(separator: ", ")))\""
            out += "  s\(n.id) [label=\"\(escape(n.label))\"\(color)];\n"
        }
        for e in edges { out += "  s\(e.from) -> s\(e.to) [label=\"\(escape(e.action))\"];\n" }
        for (i, f) in faults.enumerated() {
            out += "  f\(i) [label=\"fault: \(escape(f.message))\", color=red, shape=octagon];\n"
            out += "  s\(f.from) -> f\(i) [label=\"\(escape(f.action))\"];\n"
        }
        return out + "}\n"
    }

    /// A Mermaid flowchart.
    public var mermaid: String {
        func m(_ s: String) -> String { s.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "#quot;") }
        var out = "flowchart LR\n"
        for n in nodes {
            out += "  s\(n.id)[\"\(m(n.label))\(n.violates.isEmpty ? "" : " ⚠ " + n.violates.joined(separator: ", "))\"]\n"
        }
        for e in edges { out += "  s\(e.from) -->|\"\(m(e.action))\"| s\(e.to)\n" }
        for (i, f) in faults.enumerated() {
            out += "  f\(i)[\"fault: \(m(f.message))\"]\n  s\(f.from) -->|\"\(m(f.action))\"| f\(i)\n"
        }
        return out
    }

    func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(c)
            }
        }
        return out
    }
}

/// What the state graph keeps of a step evaluation: the faults of the steps out of the state being
/// expanded, and the state properties a new state violates.
struct GraphLog: StepObserver {
    let faultIndex: Int
    let names: [String]
    var from = 0
    var faults: [StateGraph.FaultEdge] = []
    var broken: [Int] = []
    mutating func enabled(_ action: Int) {}
    mutating func taken(_ action: Int) {}
    mutating func evaluated(_ property: Int, applied: Bool) {}
    mutating func violated(_ violation: Violation) {
        if violation.property == faultIndex, let a = violation.action {
            faults.append(StateGraph.FaultEdge(from: from, action: names[a], message: violation.message))
        } else if violation.action == nil {
            broken.append(violation.property)
        }
    }
}
