import Foundation
import ModelChecker
import NavCheckPages
import SwiftUIBehavior

/// What ``exploreNavigation(_:maxStates:idleTimeout:environment:)`` reads of the
/// environment, and what it does when it cannot serve.
public enum NavCheckExplore {
    /// Set to `1` to serve the explorer (any other value but `0` too): `NAVCHECK_EXPLORE=1 swift test
    /// --filter explore`. Unset, the helper does nothing, so the test passes in CI.
    public static let variable = "NAVCHECK_EXPLORE"
    /// The port on 127.0.0.1 to serve on; unset or `0`, a free one (printed).
    public static let portVariable = "NAVCHECK_EXPLORE_PORT"

    /// Why the explorer could not be served: the port is in use, the port variable is not a port, or
    /// the spec cannot be explored (no initial state, a bound that is not positive, …).
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What is wrong and what to do, in words.
        public var description: String
    }

    /// Whether `environment` asks for the explorer.
    static func isOn(in environment: [String: String]) -> Bool {
        guard let value = environment[variable] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// The port `environment` asks for: 0 (a free one) when unset.
    static func port(in environment: [String: String]) throws(Failure) -> UInt16 {
        guard let text = environment[portVariable], !text.isEmpty else { return 0 }
        guard let port = UInt16(text) else { throw Failure(description: "\(portVariable)=\(text) is not a port (0 to 65535)") }
        return port
    }
}

/// Serves a page on 127.0.0.1 to walk `machine`'s states in the browser, while `NAVCHECK_EXPLORE` is
/// set; does nothing otherwise, so a test that calls it passes in CI. From the initial state, tap any
/// enabled action (the controls on screen, the system's gestures, a size change, a pending answer); the
/// page draws the device, the path so far with a step back, which properties hold and fail in that
/// state, the shortest trace to any state the search found, and each counterexample. It prints the
/// address, and returns after `idleTimeout` seconds with no request (Ctrl-C stops it sooner).
///
/// ```swift
/// @Test func explore() throws { try exploreNavigation(RecipesApp()) }
/// // NAVCHECK_EXPLORE=1 swift test --filter explore
/// ```
///
/// - Parameters:
///   - machine: the spec to walk.
///   - maxStates: the states searched for the list of states found and for the counterexamples.
///   - idleTimeout: seconds with no request after which it stops.
///   - environment: where `NAVCHECK_EXPLORE` and `NAVCHECK_EXPLORE_PORT` are read; default: the process's.
/// - Throws: ``NavCheckExplore/Failure`` when the port is in use or the spec cannot be explored.
public func exploreNavigation<M: StateMachine>(_ machine: M, maxStates: Int = 20_000, idleTimeout: Double = 1800,
                                               environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    guard NavCheckExplore.isOn(in: environment) else { return }
    print("NavCheck \(machine.name): searching up to \(maxStates) states for the explorer…")
    fflush(nil)
    let server = try exploreServer(machine, maxStates: maxStates, idleTimeout: idleTimeout, environment: environment)
    print("NavCheck \(machine.name): exploring at http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")
    fflush(nil)
    server.run()
    print("NavCheck \(machine.name): no request for \(Int(idleTimeout)) seconds; stopped")
}

/// Serves the explorer of `app` (its store, its controls and SwiftUI's behaviour around it) while
/// `NAVCHECK_EXPLORE` is set, as ``exploreNavigation(_:maxStates:idleTimeout:environment:)`` does.
public func exploreNavigation<A: SwiftUIApp>(_ app: A, maxStates: Int = 20_000, idleTimeout: Double = 1800,
                                             environment: [String: String] = ProcessInfo.processInfo.environment,
                                             isolation: isolated (any Actor)? = #isolation) throws {
    try exploreNavigation(AppMachine(app), maxStates: maxStates, idleTimeout: idleTimeout, environment: environment)
}

/// The server of `machine`'s explorer, listening but not yet serving.
func exploreServer<M: StateMachine>(_ machine: M, maxStates: Int, idleTimeout: Double,
                                    environment: [String: String]) throws(NavCheckExplore.Failure) -> ExploreServer {
    guard maxStates > 0, idleTimeout > 0 else {
        throw .init(description: "exploreNavigation needs a positive maxStates and idleTimeout (got \(maxStates) and \(idleTimeout))")
    }
    let port = try NavCheckExplore.port(in: environment)
    let session: ExploreSession<M>
    do { session = try ExploreSession(machine, maxStates: maxStates) } catch {
        throw .init(description: "NavCheck cannot explore '\(machine.name)': \(error.message)")
    }
    do { return try ExploreServer(session, port: port, idleTimeout: idleTimeout) } catch {
        throw .init(description: "NavCheck cannot serve '\(machine.name)': \(error.description)")
    }
}
