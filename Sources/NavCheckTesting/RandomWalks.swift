import Generators
import ModelChecker

/// Seeded random walks over a machine, each violation shrunk: drop chunks of actions, then single
/// actions, then simplify each action through the alphabet's simpler candidates, keeping a candidate
/// only when every action is still enabled and it still breaks the same property.
struct RandomWalks<Machine: StateMachine> {
    /// A shrunk counterexample and how it was found.
    struct Found {
        var counterexample: Counterexample<Machine>
        var seed: UInt64
        var walkLength: Int
    }

    let machine: Machine
    let options: RandomWalkOptions
    let check: TraceCheck<Machine>

    init(_ machine: Machine, options: RandomWalkOptions) {
        self.machine = machine
        self.options = options
        check = TraceCheck(machine)
    }

    /// The first counterexample of each property over all walks, shrunk; properties in `skip` are not
    /// reported (already found by exhaustive search).
    func run(skipping skip: Set<String>) -> [Found] {
        var found: [Found] = []
        var known = skip
        guard let initial = machine.initialStates.first else { return [] }
        let generator = machine.actions
        for w in 0..<options.walks {
            let seed = options.seed &+ UInt64(w)
            var rng = Xoshiro256StarStar(seed: seed)
            var state = initial
            var walk: [Machine.Action] = []
            for _ in 0..<options.length {
                let current = state
                guard let i = generator.sampleIndex(using: &rng, where: { machine.isEnabled(generator[$0], in: current) })
                else { break }
                let action = generator[i]
                walk.append(action)
                do { try machine.apply(action, to: &state) } catch { break }
            }
            for hit in check.run(walk).hits where !known.contains(hit.property) {
                known.insert(hit.property)
                let shrunk = shrink(hit, Array(walk.prefix(hit.length)))
                found.append(Found(counterexample: check.counterexample(shrunk.hit, shrunk.actions), seed: seed, walkLength: hit.length))
            }
        }
        return found
    }

    func shrink(_ hit: TraceCheck<Machine>.Hit, _ start: [Machine.Action]) -> (hit: TraceCheck<Machine>.Hit, actions: [Machine.Action]) {
        var best = (hit: hit, actions: start)
        func accept(_ candidate: [Machine.Action]) -> Bool {
            guard let h = check.violates(hit.property, candidate) else { return false }
            best = (h, Array(candidate.prefix(h.length)))
            return true
        }
        var improved = true
        while improved {
            improved = false
            var chunk = max(1, best.actions.count / 2)
            while chunk >= 1 {
                var at = 0
                while at + chunk <= best.actions.count {
                    var candidate = best.actions
                    candidate.removeSubrange(at..<(at + chunk))
                    if accept(candidate) { improved = true } else { at += 1 }
                }
                chunk /= 2
            }
            let generator = machine.actions
            let alphabet = check.alphabet
            for at in best.actions.indices {
                guard at < best.actions.count, let index = alphabet.firstIndex(of: best.actions[at]) else { continue }
                for simpler in generator.simplerCandidates(ofIndex: index) {
                    var candidate = best.actions
                    candidate[at] = generator[simpler]
                    if accept(candidate) { improved = true; break }
                }
            }
        }
        return best
    }
}
