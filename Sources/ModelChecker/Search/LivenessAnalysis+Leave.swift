/// Judging a property that asks to leave what a state shows (``Property/canAlwaysLeave(_:_:using:view:where:)``,
/// an app's `noDeadEnd`) on the transitions the search kept, without running a step again.
///
/// A state *leaves* when it has an allowed transition to a state of another view, or when it was not
/// fully explored (beyond the depth bound, outside the spec's bounds, cut by a bound: it may leave beyond
/// it). A judged state is stuck when no allowed path from it reaches a state that leaves: every state it
/// can reach shows its view, and all of them were explored. The first such state in breadth-first order
/// is the finding, so a state outside the spec's bounds is never judged stuck, nor is one from which such
/// a state can be reached.
extension LivenessAnalysis {
    /// The first state, in breadth-first order, that goal `g` judges and from which no allowed path
    /// reaches another view (view `v` of the graph).
    func stuck(_ p: Int, judged g: Int, view v: Int, using: [Bool]) -> Counterexample<Machine>? {
        let leaving = graph.leaving(view: v, using: using)
        let marked = graph.backwardClosure(from: leaving, using: using) { reversed.edges(of: graph, using: using) }
        guard let stuck = graph.reaching(g).first(below: graph.count, notIn: marked) else { return nil }
        var tried: [String] = []
        for t in graph.transitions(of: stuck) where using[Int(graph.actions[t])] {
            let name = StableText.name(of: step.alphabet[Int(graph.actions[t])])
            if !tried.contains(name) { tried.append(name) }
        }
        let screens = state(at: stuck).map(step.machine.screens(of:)) ?? "this screen"
        guard !tried.isEmpty else { return counterexample(p, at: stuck, message: "nothing on \(screens) can be touched") }
        let others = graph.forwardClosure(from: stuck, using: using).count - 1
        var message = "nothing leaves \(screens): \(tried.joined(separator: ", ")) keep\(tried.count == 1 ? "s" : "") it on screen"
        if others > 0 {
            message += ", and so does every step from the \(others) other state\(others == 1 ? "" : "s") reached that way"
        }
        return counterexample(p, at: stuck, message: message)
    }
}
