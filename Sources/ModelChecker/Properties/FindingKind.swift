/// Who makes an action happen in the app being modelled.
///
/// The origin decides which alphabet offers the action (see ``Alphabet``) and what kind of finding a
/// trace that uses it is (see ``FindingKind``).
public enum ActionOrigin: String, Sendable, Hashable, Codable, CaseIterable {
    /// A person: a tap, a swipe, a gesture on a control that is on screen.
    case user
    /// The system or the environment: a size-class change, a container's appear task running, an
    /// asynchronous answer arriving, a deferred update firing.
    case system
    /// A call that no control of the app makes: the store's public API driven directly.
    case api
}

/// Which actions an exploration offers. The names are the same everywhere: catalog, `navcheck list`,
/// reports, JSON, trace files and NavCheckTesting.
public enum Alphabet: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Only what a person can touch on the top screen, and no touch while an effect is pending (an
    /// appear task that has not run yet, an update not yet applied); the system acts in between.
    case ui
    /// The same touches, also in the frame before a pending effect runs.
    case race
    /// Every public call, in any state, besides the touches of ``ui`` and the system (touches in the
    /// pending frame are ``race``'s, so that each entry's findings say what they need).
    case api

    public var description: String { rawValue }

    /// Whether an action of `origin` may be taken in a state that is settled (`settled`, read only for
    /// a user's action) or not.
    @inlinable
    public func offers(_ origin: ActionOrigin, settled: @autoclosure () -> Bool) -> Bool {
        switch origin {
        case .system: true
        case .user: self == .race || settled()
        case .api: self == .api
        }
    }
}

/// What kind of finding a counterexample is: how a user of the app as written can meet it.
public enum FindingKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Violated in a state with no pending effect, reached by touches on what is on screen.
    case atRest
    /// Violated only while an effect is pending (the frame before an appear task runs), and gone when
    /// it runs.
    case glitch
    /// Needs a touch in the frame before a pending effect runs.
    case race
    /// Needs a call that no control of the app makes.
    case api

    /// In words: "at rest", "one-frame glitch", "race", "API misuse".
    public var description: String {
        switch self {
        case .atRest: "at rest"
        case .glitch: "one-frame glitch"
        case .race: "race"
        case .api: "API misuse"
        }
    }

    /// What the kind means, in one phrase.
    public var explanation: String {
        switch self {
        case .atRest: "seen in a state with no pending effect, reached by touches on what is on screen"
        case .glitch: "seen only while an effect is pending (the frame before a view's handler runs, or a load not yet answered), and gone when it completes"
        case .race: "needs a touch while an effect is pending (in the frame before a handler runs, or before a load is answered)"
        case .api: "needs a call that no control of the app makes"
        }
    }

    /// Most visible to a user first: at rest, glitch, race, API.
    public static func < (a: FindingKind, b: FindingKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The kind of a trace: API when it uses an API call; else race when it touches while an effect is
    /// pending; else a glitch when the violation is seen while an effect is pending; else at rest.
    ///
    /// - Parameters:
    ///   - steps: per action, its origin and whether the state it was taken in was settled.
    ///   - settledAtViolation: whether the state in which the violation is seen was settled.
    public static func classify(steps: [(origin: ActionOrigin, settledBefore: Bool)], settledAtViolation: Bool) -> FindingKind {
        steps.reduce(PathTaint.ui) { $0.then(.of($1.origin, settledBefore: $1.settledBefore)) }
            .finding(settled: settledAtViolation)
    }

    /// The kind of a violation seen in a state settled or not, reached by a path of taint `taint`
    /// (0 `ui`, 1 `race`, 2 `api`).
    @available(*, deprecated, message: "the taint is a PathTaint now: use PathTaint.finding(settled:)")
    public static func of(taint: Int, settled: Bool) -> FindingKind {
        (PathTaint(rawValue: UInt8(min(max(taint, 0), 2))) ?? .ui).finding(settled: settled)
    }
}
