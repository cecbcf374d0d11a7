/// What a violation is a defect of: what the failing step did and which part of the state it broke.
/// Two counterexamples of one property (and kind of finding) with the same defect are one finding,
/// reported once; with different defects, two.
///
/// The machine says it (``StateMachine/defect(of:message:before:step:after:)``), from the failing
/// step and the states around it, once a violation is seen (never for a step that holds), so it costs
/// nothing where nothing is wrong:
///
/// - ``step`` is the *kind* of the failing step, not its name or payload: a ``SwiftUIApp`` says
///   `swipe-down` for the system's dismissal, `entry` for a link, a notification or a handoff alike,
///   `tap` for the app's own controls. A state property (an invariant) judges a state, whatever step
///   reached it: by default `state`, and `any step` for a ``SwiftUIApp``.
/// - ``part`` is the part of the state the property found broken: a ``SwiftUIApp`` names the outermost
///   part of the scene the step changed (`sheet editor`, else `tab`) with the sheet left on top, else
///   where the user meets the state (`stack recipes`); for a state property, `the state` as a whole.
///
/// A machine that says nothing of its own gets the default: the origin of the step (``ActionOrigin``)
/// and the message with its values left out (``ViolationCause``).
public struct Defect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What the failing step did, as a kind (`swipe-down`, `entry`, `tap`), or `state` for a state
    /// property.
    public var step: String
    /// The part of the state that broke the property (`stack recipes, over editor`).
    public var part: String

    /// A defect of a step of kind `step` that broke `part`.
    public init(step: String, part: String) {
        self.step = step
        self.part = part
    }

    /// The default defect of a violation whose message is `message`, seen after a step of origin
    /// `origin` (nil: in a state): the origin and the message with its values left out.
    public static func byMessage(_ message: String, origin: ActionOrigin?) -> Defect {
        Defect(step: origin?.rawValue ?? "state", part: ViolationCause.of(message))
    }

    /// `swipe-down → sheet editor`.
    public var description: String { "\(step) → \(part)" }
}

extension StateMachine {
    /// The default: the step's origin and the message with its values left out (``Defect/byMessage(_:origin:)``).
    public func defect(of property: String, message: String, before: State?, step: Action?, after: State?) -> Defect {
        Defect.byMessage(message, origin: step.map { origin(of: $0) })
    }

    /// The defect of a counterexample of `property` (of kind `kind`) from initial state `initial`
    /// through `actions`: the last step, re-executed, for a step property or a fault; the last state for
    /// the others (a state property judges a state, whatever step reached it).
    public func defect(ofTrace property: String, kind: PropertyKind, message: String, initial: Int,
                       actions: [Action]) -> Defect {
        guard initialStates.indices.contains(initial) else { return .byMessage(message, origin: nil) }
        var before: State? = nil
        var after: State? = initialStates[initial]
        var faulted = false
        for action in actions {
            before = after
            guard let state = after else { break }
            var next = state
            do { try apply(action, to: &next) } catch {
                after = nil
                faulted = true
                break
            }
            after = next
        }
        switch kind {
        case .transition, .contract, .fault:
            guard let last = actions.last else { return .byMessage(message, origin: nil) }
            return defect(of: property, message: message, before: before, step: last, after: faulted ? nil : after)
        default:
            return defect(of: property, message: message, before: nil, step: nil, after: after)
        }
    }
}
