#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM, handled so that an interrupted run leaves the report folder as it was.
///
/// While nothing is on disk to undo, a signal ends the process at once (exit 128 + the signal: 130
/// for SIGINT, 143 for SIGTERM). While a report set is written (``recording(_:)``), the signal is only
/// noted: the writer asks ``check()`` between steps, undoes what it did and throws ``Interrupted``.
/// Once a new set has been switched in (``finishing()``), a signal no longer changes anything and the
/// run ends as it would have. SIGPIPE is ignored: a closed pipe is a write error the output handles.
public enum Interruption {
    /// What a signal does now.
    enum Mode: Int32 {
        /// Nothing to undo: leave at once.
        case exitAtOnce = 0
        /// A write is under way: note it; the writer stops at its next ``check()``.
        case record = 1
        /// The new set is in: the run finishes as if nothing had come.
        case ignore = 2
    }

    /// Thrown by ``check()`` when a signal came during a write.
    public struct Interrupted: Error, Sendable {
        /// The signal, e.g. `SIGINT`.
        public var signal: Int32
        /// `SIGINT` or `SIGTERM`.
        public var name: String { signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)" }
        /// The exit status that says so: 128 + the signal.
        public var status: Int32 { 128 + signal }
    }

    /// Installs the handlers (once, at the start of the command).
    public static func install() {
        _ = state[0]
        _ = message.count
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handle
        #else
        action.__sigaction_handler.sa_handler = handle
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started this process with the signals blocked (the mask is inherited).
        var wanted = sigset_t()
        sigemptyset(&wanted)
        sigaddset(&wanted, SIGINT)
        sigaddset(&wanted, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &wanted, nil)
    }

    /// The signal that came while a write was under way, if one did.
    public static var received: Int32? { state[1] == 0 ? nil : state[1] }

    /// Throws ``Interrupted`` when a signal came during the write under way.
    public static func check() throws(Interrupted) {
        if state[2] == 0, state[0] == Mode.record.rawValue, state[1] != 0 { throw Interrupted(signal: state[1]) }
    }

    /// Runs `body` with signals noted rather than acted on (the writer checks them). When it returns
    /// or throws with a signal pending and nothing left to undo, the process ends with 128 + signal.
    public static func recording<T>(_ body: () throws -> T) rethrows -> T {
        // Once the new set is in, nothing is undone any more: the run ends as it would have.
        if state[2] != 0 { return try body() }
        let before = state[0]
        state[0] = Mode.record.rawValue
        defer {
            if before == Mode.exitAtOnce.rawValue && state[0] == Mode.record.rawValue {
                state[0] = before
                if state[1] != 0 { leave(state[1]) }
            }
        }
        return try body()
    }

    /// From now on a signal changes nothing: the new report set is in, and the run ends as it would have.
    public static func finishing() {
        state[2] = 1
        state[0] = Mode.ignore.rawValue
    }

    /// Says on stderr that the run was interrupted and ends the process with 128 + `signal`.
    public static func leave(_ signal: Int32) -> Never {
        message.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
        _exit(128 + signal)
    }

    /// [mode, signal received, finished]; written by the handler, so kept outside Swift's exclusivity
    /// checks.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        p.initialize(repeating: 0, count: 3)
        return p
    }()

    /// The line written when a signal ends the run before anything was written.
    static let message: [UInt8] = Array("navcheck: interrupted; the report folder is as it was\n".utf8)

    /// The handler: async-signal-safe work only (stores, write, _exit).
    static let handle: @convention(c) (Int32) -> Void = { signal in
        switch state[0] {
        case Mode.exitAtOnce.rawValue:
            Interruption.message.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
            _exit(128 + signal)
        default:
            if state[1] == 0 { state[1] = signal }
        }
    }
}
