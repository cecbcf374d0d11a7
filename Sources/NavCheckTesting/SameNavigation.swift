import ModelChecker
import Testing
import XCTest

// A differential check: two apps (or two specs) explored in lockstep over the actions both declare,
// failing with the shortest sequence after which the user can tell them apart. It is the check of a
// ``DifferentialMachine``, so its options, bounds, PARTIAL results, known violations (known
// differences), failure texts and trace files are those of `checkNavigation`.

extension FailureSink {
    /// Pairs the two machines and checks the pair; a pair that cannot be made (no shared action,
    /// different alphabets) is one failure saying why.
    func checkSame<O: StateMachine, N: StateMachine>(
        _ names: (String, String), _ options: NavCheckOptions,
        _ pair: () throws(CheckError) -> DifferentialMachine<O, N>
    ) -> NavigationCheckResult? {
        let machine: DifferentialMachine<O, N>
        do { machine = try pair() } catch {
            record("NavCheck cannot compare '\(names.0)' with '\(names.1)': \(error.message)")
            return nil
        }
        print("NavCheck \(machine.name): \(machine.alphabetNote)")
        return check(machine, options)
    }
}

extension KnownViolation {
    /// A difference between the two apps of ``checkSameNavigation(_:_:sameness:intents:_:sourceLocation:isolation:)``
    /// that is accepted for now: it is printed as known and does not fail the test (once it no longer
    /// shows, the test fails and says to remove it). `property` is `sameScreens` (the default),
    /// `sameSnapshot`, `sameEnabledActions` or a ``Sameness``'s own name; `actions` pins the sequence.
    public static func difference(_ property: String = "sameScreens", kind: FindingKind? = nil, actions: [String]? = nil,
                                  because reason: String) -> KnownViolation {
        KnownViolation(property, kind: kind, actions: actions, because: reason)
    }
}

/// Checks in a Swift Testing test that `new` navigates as `old` does: explores both apps in lockstep over
/// the intents both declare and SwiftUI's own actions, and records an issue with the shortest sequence
/// after which the user sees something else (`sameScreens`, or `sameness`), or an action is enabled in
/// one and not in the other (`sameEnabledActions`), with both screen lines at every step.
///
/// ```swift
/// @Test func refactorKeepsNavigation() {
///     checkSameNavigation(LegacyRouterApp(), PathRouterApp(), intents: { $0 == .showItem ? .openItem : nil })
/// }
/// ```
///
/// - Parameters:
///   - old: the app as it was.
///   - new: the app as it is now.
///   - sameness: what counts as the same (default: the screens on view; ``Sameness/snapshot(_:)`` maps
///     the old store's snapshot into the new one's terms).
///   - intents: the new app's intent for an old one that was renamed (nil: the one of the same name).
///   - options: bounds, known differences (``KnownViolation/difference(_:kind:actions:because:)``), traces.
///   - sourceLocation: where a failure is recorded; the caller's by default.
///   - isolation: the actor the apps' steps run on; the caller's by default.
@discardableResult
public func checkSameNavigation<O: SwiftUIApp, N: SwiftUIApp>(
    _ old: O, _ new: N, sameness: Sameness<AppMachine<O>, AppMachine<N>>? = nil,
    intents: @escaping @Sendable (O.Intent) -> N.Intent? = { _ in nil },
    _ options: NavCheckOptions = NavCheckOptions(),
    sourceLocation: SourceLocation = #_sourceLocation, isolation: isolated (any Actor)? = #isolation
) -> NavigationCheckResult? {
    FailureSink(sourceLocation).checkSame((old.name, new.name), options) { () throws(CheckError) in
        try DifferentialMachine(apps: AppMachine(old), AppMachine(new), sameness: sameness, intents: intents)
    }
}

/// Checks that two `Sendable` apps navigate alike, on every core.
@discardableResult
public func checkSameNavigation<O: SwiftUIApp & Sendable, N: SwiftUIApp & Sendable>(
    _ old: O, _ new: N, sameness: Sameness<AppMachine<O>, AppMachine<N>>? = nil,
    intents: @escaping @Sendable (O.Intent) -> N.Intent? = { _ in nil },
    _ options: NavCheckOptions = NavCheckOptions(), sourceLocation: SourceLocation = #_sourceLocation
) -> NavigationCheckResult? {
    FailureSink(sourceLocation).checkSame((old.name, new.name), options) { () throws(CheckError) in
        try DifferentialMachine(apps: AppMachine(old), AppMachine(new), sameness: sameness, intents: intents)
    }
}

/// Checks in a Swift Testing test that two specs can be told apart by no sequence within the bounds:
/// actions match by their name as Swift calls (``StableText/name(of:)``), or through `matching`.
@discardableResult
public func checkSameNavigation<O: StateMachine, N: StateMachine>(
    _ old: O, _ new: N, sameness: Sameness<O, N> = .screens,
    matching: @escaping @Sendable (O.Action) -> N.Action? = { _ in nil },
    _ options: NavCheckOptions = NavCheckOptions(), sourceLocation: SourceLocation = #_sourceLocation
) -> NavigationCheckResult? {
    FailureSink(sourceLocation).checkSame((old.name, new.name), options) { () throws(CheckError) in
        try DifferentialMachine(old, new, sameness: sameness, matching: matching)
    }
}

/// ``checkSameNavigation(_:_:sameness:intents:_:sourceLocation:isolation:)`` in an XCTest test: one
/// `XCTFail` per difference found.
@discardableResult
public func XCTAssertSameNavigation<O: SwiftUIApp, N: SwiftUIApp>(
    _ old: O, _ new: N, sameness: Sameness<AppMachine<O>, AppMachine<N>>? = nil,
    intents: @escaping @Sendable (O.Intent) -> N.Intent? = { _ in nil },
    _ options: NavCheckOptions = NavCheckOptions(),
    file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, function: String = #function,
    isolation: isolated (any Actor)? = #isolation
) -> NavigationCheckResult? {
    FailureSink(file: file, line: line, fileID: fileID, function: function).checkSame((old.name, new.name), options) { () throws(CheckError) in
        try DifferentialMachine(apps: AppMachine(old), AppMachine(new), sameness: sameness, intents: intents)
    }
}

/// Two `Sendable` apps compared in an XCTest test, on every core.
@discardableResult
public func XCTAssertSameNavigation<O: SwiftUIApp & Sendable, N: SwiftUIApp & Sendable>(
    _ old: O, _ new: N, sameness: Sameness<AppMachine<O>, AppMachine<N>>? = nil,
    intents: @escaping @Sendable (O.Intent) -> N.Intent? = { _ in nil },
    _ options: NavCheckOptions = NavCheckOptions(),
    file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, function: String = #function
) -> NavigationCheckResult? {
    FailureSink(file: file, line: line, fileID: fileID, function: function).checkSame((old.name, new.name), options) { () throws(CheckError) in
        try DifferentialMachine(apps: AppMachine(old), AppMachine(new), sameness: sameness, intents: intents)
    }
}

/// Two specs compared in an XCTest test.
@discardableResult
public func XCTAssertSameNavigation<O: StateMachine, N: StateMachine>(
    _ old: O, _ new: N, sameness: Sameness<O, N> = .screens,
    matching: @escaping @Sendable (O.Action) -> N.Action? = { _ in nil },
    _ options: NavCheckOptions = NavCheckOptions(),
    file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, function: String = #function
) -> NavigationCheckResult? {
    FailureSink(file: file, line: line, fileID: fileID, function: function).checkSame((old.name, new.name), options) { () throws(CheckError) in
        try DifferentialMachine(old, new, sameness: sameness, matching: matching)
    }
}
