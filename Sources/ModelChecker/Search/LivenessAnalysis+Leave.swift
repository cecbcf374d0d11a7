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
        func leaves(_ i: Int) -> Bool {
            guard graph.isExpanded(i) else { return true }
            let here = graph.view(v, of: i)
            return graph.transitions(of: i).contains { t in
                using[Int(graph.actions[t])] && graph.view(v, of: Int(graph.targets[t])) != here
            }
        }
        let marked = backwardClosure(using: using, from: leaves)
        guard let stuck = (0..<graph.count).first(where: { graph.reaches(g, $0) && !marked[$0] }) else { return nil }
        var tried: [String] = []
        for t in graph.transitions(of: stuck) where using[Int(graph.actions[t])] {
            let name = StableText.name(of: step.alphabet[Int(graph.actions[t])])
            if !tried.contains(name) { tried.append(name) }
        }
        let screens = state(at: stuck).map(step.machine.screens(of:)) ?? "this screen"
        guard !tried.isEmpty else { return counterexample(p, at: stuck, message: "nothing on \(screens) can be touched") }
        let others = forwardClosure(from: stuck, using: using).count - 1
        var message = "nothing leaves \(screens): \(tried.joined(separator: ", ")) keep\(tried.count == 1 ? "s" : "") it on screen"
        if others > 0 {
            message += ", and so does every step from the \(others) other state\(others == 1 ? "" : "s") reached that way"
        }
        return counterexample(p, at: stuck, message: message)
    }
}
