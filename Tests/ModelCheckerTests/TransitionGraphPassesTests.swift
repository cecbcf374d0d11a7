import Testing
@testable import ModelChecker

/// The backward passes of the liveness properties on hand-made graphs: the forward sweeps give the
/// states that reach the seeds exactly, whether they settle or hand over to the reversed transitions.
@Suite struct TransitionGraphPassesTests {
    /// A graph of `edges` (source, target, action) over `count` states, goal 0 reached by `goal`.
    func graph(_ count: Int, _ edges: [(Int, Int, Int)], goal: Set<Int>) -> TransitionGraph {
        let g = TransitionGraph(goals: 1, actions: 2, sometimes: [])
        for i in 0..<count { g.noteState(i, goals: goal.contains(i) ? 1 : 0) }
        for i in 0..<count {
            g.begin(i)
            for (s, t, a) in edges where s == i { g.edge(to: t, key: 0, via: a) }
            g.end(i, complete: true)
        }
        g.finishRecording { _ in nil }
        return g
    }

    func closure(_ g: TransitionGraph, using: [Bool], sweeps: Int) -> [Int] {
        let marked = g.backwardClosure(from: g.reaching(0), using: using, sweeps: sweeps) { g.reversed(using: using) }
        return (0..<g.count).filter { marked.contains($0) }
    }

    @Test("a chain to the goal needs a sweep a state: the reversed pass finishes it, with the same states", arguments: [0, 1, 4, 40])
    func chainNeedsTheReversedPass(sweeps: Int) {
        // 0 → 1 → … → 29 (the goal); 30 loops on itself; 31 → 30. Only 0…29 reach the goal.
        let chain = (0..<29).map { ($0, $0 + 1, 0) } + [(30, 30, 0), (31, 30, 0)]
        let g = graph(32, chain, goal: [29])
        #expect(closure(g, using: [true, true], sweeps: sweeps) == Array(0...29))
    }

    @Test("paths back to lower indices settle in the sweeps; a step not allowed does not count", arguments: [0, 4])
    func backwardPathsSettle(sweeps: Int) {
        // A tree of pushes (action 1) whose pops (action 0) lead back to the root, the goal.
        let pushes = (1..<20).map { (($0 - 1) / 2, $0, 1) }
        let pops = (1..<20).map { ($0, ($0 - 1) / 2, 0) }
        let g = graph(20, pushes + pops, goal: [0])
        #expect(closure(g, using: [true, true], sweeps: sweeps) == Array(0..<20))
        // With pops not allowed, only the root reaches it.
        #expect(closure(g, using: [false, true], sweeps: sweeps) == [0])
    }
}
