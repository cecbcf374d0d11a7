import Generators

/// A state of a ``DifferentialMachine``: the state each machine reached after the same actions.
public struct DifferentialState<Old: Sendable, New: Sendable>: Sendable, CustomStringConvertible {
    /// The old machine's state.
    public var old: Old
    /// The new machine's state.
    public var new: New

    /// Creates the pair.
    public init(old: Old, new: New) {
        self.old = old
        self.new = new
    }

    public var description: String { "old: \(old); new: \(new)" }
}

/// An action of a ``DifferentialMachine``: one action of the shared alphabet, as each machine takes it.
/// It prints as the old machine's call, or `old → new` when the two are named differently (a renamed
/// intent); a trace file keeps both, so it replays on both machines.
public struct DifferentialAction<Old: Hashable & Codable & Sendable, New: Hashable & Codable & Sendable>:
    Hashable, Codable, Sendable, CustomStringConvertible {
    /// The action as the old machine takes it.
    public let old: Old
    /// The action as the new machine takes it.
    public let new: New

    /// Pairs an action of the old machine with its counterpart in the new one.
    public init(old: Old, new: New) {
        self.old = old
        self.new = new
    }

    public var description: String {
        let o = StableText.name(of: old), n = StableText.name(of: new)
        return o == n ? o : "\(o) → \(n)"
    }
}

/// What counts as the same in a ``DifferentialMachine``: a property name, its meaning, and how two
/// states are told apart (nil: the same; else what differs, in words).
public struct Sameness<Old: StateMachine, New: StateMachine>: Sendable {
    /// The property's name, e.g. `sameScreens`.
    public let name: String
    /// What it means, in one sentence.
    public let meaning: String
    let difference: @Sendable (Old, Old.State, New, New.State) -> String?

    /// Two states are the same when `difference` returns nil; else it says what differs.
    public init(_ name: String, _ meaning: String,
                difference: @escaping @Sendable (Old, Old.State, New, New.State) -> String?) {
        self.name = name
        self.meaning = meaning
        self.difference = difference
    }

    /// The default: what the user sees, each machine's ``StateMachine/screens(of:)``, is the same line.
    public static var screens: Sameness {
        Sameness("sameScreens", "after the same actions, the user sees the same screens in both") { old, o, new, n in
            let a = old.screens(of: o), b = new.screens(of: n)
            return a == b ? nil : "old shows \(a), new shows \(b)"
        }
    }

    /// Each state seen through a function of its own (the old store's state mapped into the new one's
    /// terms, or both mapped to what matters); the two views must be equal.
    public static func view<View: Hashable & Sendable>(_ name: String, _ meaning: String,
                                            old: @escaping @Sendable (Old.State) -> View,
                                            new: @escaping @Sendable (New.State) -> View) -> Sameness {
        Sameness(name, meaning) { _, o, _, n in
            let a = old(o), b = new(n)
            return a == b ? nil : "old gives \(a), new gives \(b)"
        }
    }
}

/// Two machines explored in lockstep over the actions both declare, to find the shortest sequence
/// after which they can be told apart: what counts as the same (``Sameness``, by default the screens)
/// differs, or an action of the shared alphabet is enabled in one and not in the other. It is a
/// ``StateMachine`` like any other, so the explorer's breadth-first search, bounds, PARTIAL results,
/// counterexamples and trace files apply to it unchanged; a complete result means that no sequence
/// within the bounds tells the two apart.
///
/// The shared alphabet is the old machine's actions, in its order, each paired with the new machine's
/// action that `matching` gives, or else the one with the same name (``StableText/name(of:)``, so
/// equal values of the same type match). Actions only one machine declares are left out of the
/// comparison and listed (``onlyOld``, ``onlyNew``).
///
/// ```swift
/// let diff = try DifferentialMachine(OldRouterSpec(), NewRouterSpec())
/// let result = try Explorer(diff).run()          // sameScreens, sameEnabledActions, noFault
/// ```
public struct DifferentialMachine<Old: StateMachine, New: StateMachine>: StateMachine {
    public typealias State = DifferentialState<Old.State, New.State>
    public typealias Action = DifferentialAction<Old.Action, New.Action>

    /// The machine compared against (before the change).
    public let old: Old
    /// The machine compared (after the change).
    public let new: New
    /// What counts as the same.
    public let sameness: Sameness<Old, New>
    /// The shared alphabet, in the old machine's order.
    public let shared: [Action]
    /// The old machine's actions the new one does not declare (left out of the comparison).
    public let onlyOld: [String]
    /// The new machine's actions the old one does not declare (left out of the comparison).
    public let onlyNew: [String]
    /// The name of the property that compares the enabled actions.
    public static var sameEnabledActionsName: String { "sameEnabledActions" }
    let label: String

    /// Pairs `old` and `new`. Throws when they share no action, or when they are offered under
    /// different alphabets (compare them under the same one).
    ///
    /// - Parameters:
    ///   - name: the machine's name in reports and trace files (default `old..new`).
    ///   - sameness: what counts as the same (default: the screens).
    ///   - matching: the new machine's counterpart of an old action (a renamed intent), or nil to match
    ///     it by name.
    public init(_ old: Old, _ new: New, name: String? = nil, sameness: Sameness<Old, New> = .screens,
                matching: @escaping @Sendable (Old.Action) -> New.Action? = { _ in nil }) throws(CheckError) {
        self.old = old
        self.new = new
        self.sameness = sameness
        label = name ?? "\(old.name)..\(new.name)"
        guard old.alphabet == new.alphabet else {
            throw CheckError(.noActions, "'\(old.name)' is offered the \(old.alphabet) alphabet and '\(new.name)' the \(new.alphabet) one: "
                + "compare them under the same alphabet")
        }
        let newActions = new.actions.allValues
        var byName: [String: New.Action] = [:]
        for action in newActions { let n = StableText.name(of: action); if byName[n] == nil { byName[n] = action } }
        var pairs: [Action] = [], unmatched: [String] = [], used = Set<New.Action>()
        for action in old.actions.allValues {
            if let counterpart = matching(action) ?? byName[StableText.name(of: action)], newActions.contains(counterpart),
               !used.contains(counterpart) {
                pairs.append(Action(old: action, new: counterpart))
                used.insert(counterpart)
            } else {
                unmatched.append(StableText.name(of: action))
            }
        }
        guard !pairs.isEmpty else {
            throw CheckError(.noActions, "'\(old.name)' and '\(new.name)' share no action, so no sequence can compare them "
                + "(actions of '\(old.name)': \(old.actions.allValues.prefix(8).map { StableText.name(of: $0) }.joined(separator: ", ")); "
                + "of '\(new.name)': \(newActions.prefix(8).map { StableText.name(of: $0) }.joined(separator: ", "))); "
                + "match renamed actions with a mapping")
        }
        shared = pairs
        onlyOld = unmatched
        onlyNew = newActions.filter { !used.contains($0) }.map { StableText.name(of: $0) }
    }

    public var name: String { label }

    /// The i-th initial state of each, when both have as many; else every pair.
    public var initialStates: [State] {
        let a = old.initialStates, b = new.initialStates
        if a.count == b.count { return zip(a, b).map { State(old: $0, new: $1) } }
        return a.flatMap { o in b.map { State(old: o, new: $0) } }
    }

    public var actions: Generator<Action> { .element(of: shared) }

    public func isEnabled(_ action: Action, in state: State) -> Bool {
        old.isEnabled(action.old, in: state.old) && new.isEnabled(action.new, in: state.new)
    }

    public func apply(_ action: Action, to state: inout State) throws {
        do { try old.apply(action.old, to: &state.old) } catch { throw Fault("in \(old.name): \(error)") }
        do { try new.apply(action.new, to: &state.new) } catch { throw Fault("in \(new.name): \(error)") }
    }

    public func fingerprint(of state: State, into fingerprinter: inout Fingerprinter) {
        fingerprinter.combine(old.fingerprint(of: state.old))
        fingerprinter.combine(new.fingerprint(of: state.new))
    }

    public func isWithinBounds(_ state: State) -> Bool { old.isWithinBounds(state.old) && new.isWithinBounds(state.new) }
    /// The new machine's defect: a difference is judged by what the step did to the app as changed and
    /// where it left it, not by the words that tell the two apps apart.
    public func defect(of property: String, message: String, before: State?, step: Action?, after: State?) -> Defect {
        new.defect(of: property, message: message, before: before?.new, step: step?.new, after: after?.new)
    }

    /// The sameness property, then `sameEnabledActions`.
    public var properties: [Property<DifferentialMachine>] {
        let sameness = sameness
        return [
            .invariant(sameness.name, sameness.meaning) { m, s in
                m.sameness.difference(m.old, s.old, m.new, s.new).map(Check.violated) ?? .holds
            },
            .invariant(Self.sameEnabledActionsName, "every shared action is enabled in both or in neither") { m, s in
                m.enabledDifference(in: s).map(Check.violated) ?? .holds
            },
        ]
    }

    /// The first shared action offered and enabled in one machine and not in the other, in words.
    public func enabledDifference(in state: State) -> String? {
        let oldSettled = old.isSettled(state.old), newSettled = new.isSettled(state.new)
        for action in shared {
            let a = old.alphabet.offers(old.origin(of: action.old), settled: oldSettled) && old.isEnabled(action.old, in: state.old)
            let b = new.alphabet.offers(new.origin(of: action.new), settled: newSettled) && new.isEnabled(action.new, in: state.new)
            if a != b {
                return "\(action) is enabled in \(a ? old.name : new.name) but not in \(a ? new.name : old.name)"
            }
        }
        return nil
    }

    /// Both screen lines side by side: `old  =  new` where they count as the same, `old  ≠  new` where
    /// they do not.
    public func screens(of state: State) -> String {
        let same = sameness.difference(old, state.old, new, state.new) == nil
        return old.screens(of: state.old) + (same ? "  =  " : "  ≠  ") + new.screens(of: state.new)
    }

    /// The old machine's fields, then the new one's, each named with its side.
    public func fields(of state: State) -> [StateField] {
        old.fields(of: state.old).map { StateField(name: "old " + $0.name, value: $0.value) }
            + new.fields(of: state.new).map { StateField(name: "new " + $0.name, value: $0.value) }
    }

    public var alphabet: Alphabet { old.alphabet }
    public func origin(of action: Action) -> ActionOrigin { old.origin(of: action.old) }
    public func isSettled(_ state: State) -> Bool { old.isSettled(state.old) && new.isSettled(state.new) }
    public var stepThreads: StepThreads { old.stepThreads == .calling || new.stepThreads == .calling ? .calling : .any }
    public var reachNote: String? {
        let notes = [old.reachNote.map { "old: \($0)" }, new.reachNote.map { "new: \($0)" }].compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// What the comparison covers, in one line: the shared actions, and those left out on either side.
    public var alphabetNote: String {
        var note = "compared over \(shared.count) shared action\(shared.count == 1 ? "" : "s")"
        if !onlyOld.isEmpty { note += "; only in \(old.name): " + onlyOld.joined(separator: ", ") }
        if !onlyNew.isEmpty { note += "; only in \(new.name): " + onlyNew.joined(separator: ", ") }
        return note
    }
}
