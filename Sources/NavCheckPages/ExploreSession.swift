import Foundation
import ModelChecker

/// A machine to walk in the browser: from its initial state, along a path of action indices (into
/// its alphabet), what the user sees, which actions are enabled, and which properties hold; with the
/// states a breadth-first search found (each with its shortest path) and the check's counterexamples.
/// Stateless between requests: a state is named by its path, so a step back is a shorter path.
public final class ExploreSession<Machine: StateMachine>: Sendable {
    let machine: Machine
    let step: StepEvaluator<Machine>
    /// The states the search found: the screen line and the shortest path to it, breadth-first order.
    let found: [(screens: String, path: [Int])]
    /// The check's counterexamples, with their paths.
    let counterexamples: [(title: String, path: [Int])]
    /// Whether the search stopped at its bound of states before it found every state.
    let capped: Bool

    /// A session on `machine`: searches up to `maxStates` states breadth-first for the list of states,
    /// and runs the check (bounded by the same number of states) for the counterexamples.
    public init(_ machine: Machine, maxStates: Int = 20_000) throws(CheckError) {
        self.machine = machine
        step = StepEvaluator(machine)
        found = Self.search(machine, StepEvaluator(machine), maxStates: maxStates)
        capped = found.count >= maxStates
        let result = try Explorer(machine, options: ExplorationOptions(maxStates: maxStates)).run()
        counterexamples = result.counterexamples.filter { $0.initialState == 0 }.map { c in
            ("\(c.property) (\(c.kind)) — \(c.finding), \(c.length) action\(c.length == 1 ? "" : "s")", c.actionIndices)
        }
    }

    /// Breadth-first from the first initial state: each distinct state once, with its shortest path.
    static func search(_ machine: Machine, _ step: StepEvaluator<Machine>, maxStates: Int) -> [(screens: String, path: [Int])] {
        guard let start = machine.initialStates.first else { return [] }
        var seen: Set<UInt64> = [machine.fingerprint(of: start)]
        var out: [(screens: String, path: [Int])] = [(machine.screens(of: start), [])]
        var frontier: [(Machine.State, [Int])] = [(start, [])]
        while !frontier.isEmpty && out.count < maxStates {
            var next: [(Machine.State, [Int])] = []
            for (state, path) in frontier where machine.isWithinBounds(state) {
                for a in step.alphabet.indices where step.isEnabled(a, in: state) {
                    var successor = state
                    guard (try? machine.apply(step.alphabet[a], to: &successor)) != nil else { continue }
                    guard seen.insert(machine.fingerprint(of: successor)).inserted else { continue }
                    out.append((machine.screens(of: successor), path + [a]))
                    next.append((successor, path + [a]))
                    if out.count >= maxStates { return out }
                }
            }
            frontier = next
        }
        return out
    }

    /// The state at the end of `path`, or an error naming the step that cannot be taken.
    func walk(_ path: [Int]) throws(ExploreError) -> [(action: Int?, state: Machine.State)] {
        guard let start = machine.initialStates.first else { throw ExploreError("the machine has no initial state") }
        var states: [(action: Int?, state: Machine.State)] = [(nil, start)]
        for (i, a) in path.enumerated() {
            let state = states[states.count - 1].state
            guard step.alphabet.indices.contains(a) else {
                throw ExploreError("step \(i + 1): there is no action \(a); the alphabet has \(step.alphabet.count) actions")
            }
            guard step.isEnabled(a, in: state) else {
                throw ExploreError("step \(i + 1): \(StableText.name(of: step.alphabet[a])) is not enabled in \(machine.screens(of: state))")
            }
            var successor = state
            do { try machine.apply(step.alphabet[a], to: &successor) } catch {
                throw ExploreError("step \(i + 1): \(StableText.name(of: step.alphabet[a])) faults: \(error)")
            }
            states.append((a, successor))
        }
        return states
    }

    /// The page's view of the state at the end of `path`.
    func view(_ path: [Int]) throws(ExploreError) -> ExploreView {
        let states = try walk(path)
        let (last, state) = states[states.count - 1]
        let steps = states.map { ExploreView.Step(action: $0.action.map { StableText.name(of: step.alphabet[$0]) },
                                                  screens: machine.screens(of: $0.state)) }
        let actions = step.alphabet.indices.filter { step.isEnabled($0, in: state) }.map {
            ExploreView.Action(index: $0, name: StableText.name(of: step.alphabet[$0]), origin: step.origins[$0].rawValue)
        }
        var verdicts: [ExploreView.Verdict] = []
        for p in machine.properties {
            let check: Check
            if p.kind.isLiveness {
                verdicts.append(.init(name: p.name, kind: p.kind.rawValue, verdict: "graph", message: "judged on the whole state space"))
                continue
            } else if p.kind.isStepProperty {
                guard let a = last, states.count >= 2 else {
                    verdicts.append(.init(name: p.name, kind: p.kind.rawValue, verdict: "notApplicable", message: ""))
                    continue
                }
                check = p.check(machine, states[states.count - 2].state, step.alphabet[a], state)
            } else {
                check = p.check(machine, state)
            }
            switch check {
            case .holds: verdicts.append(.init(name: p.name, kind: p.kind.rawValue, verdict: "holds", message: ""))
            case .violated(let m): verdicts.append(.init(name: p.name, kind: p.kind.rawValue, verdict: "violated", message: m))
            case .notApplicable: verdicts.append(.init(name: p.name, kind: p.kind.rawValue, verdict: "notApplicable", message: ""))
            }
        }
        let fields = machine.fields(of: state)
        let screens = machine.screens(of: state)
        return ExploreView(path: path, steps: steps, screens: screens,
                           picture: machine.picture(of: state) ?? DevicePicture(screenLine: screens, fields: fields),
                           actions: actions, properties: verdicts, settled: machine.isSettled(state))
    }
}

/// A request the explorer cannot answer: a path with an action out of range or not enabled.
public struct ExploreError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, in words.
    public var description: String
    init(_ description: String) { self.description = description }
}

/// What the explorer's page shows of one state (its JSON).
struct ExploreView: Encodable {
    struct Step: Encodable { var action: String?; var screens: String }
    struct Action: Encodable { var index: Int; var name: String; var origin: String }
    struct Verdict: Encodable { var name: String; var kind: String; var verdict: String; var message: String }
    var path: [Int]
    var steps: [Step]
    var screens: String
    var picture: DevicePicture
    var actions: [Action]
    var properties: [Verdict]
    var settled: Bool
}
