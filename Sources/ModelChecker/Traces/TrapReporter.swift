#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names the actions that were running when the user's store trapped (a force-unwrap of nil, an index
/// out of range, a `fatalError`), so that a check ending in a signal still says how to reproduce it.
///
/// Once armed (``arm()``; the test helpers arm it), every search and random walk prepares, before it
/// takes each step, a buffer on its thread with the actions that reached the state and the action
/// being taken. A handler for the signals a trap raises (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
/// SIGABRT) writes that buffer to standard error with `write(2)` only, then gives the signal back to
/// the handler that was there before (the runtime's backtrace) and the process ends as it would have.
/// Unarmed (the command, the benchmarks), each step costs one load of a flag.
public enum TrapReporter {
    /// Whether the handlers are installed and steps are recorded.
    nonisolated(unsafe) public private(set) static var isArmed = false

    /// Installs the signal handlers (once per process).
    public static func arm() {
        lock.lock()
        defer { lock.unlock() }
        guard !isArmed else { return }
        pthread_key_create(&slotKey, nil)
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handle
            #else
            action.__sigaction_u.__sa_sigaction = handle
            #endif
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
        isArmed = true
    }

    /// The names a search or walk prints its actions with: one per action of the machine's alphabet,
    /// in order. Made once per search and kept for the life of the process (a handler may read it).
    public final class Names: @unchecked Sendable {
        let machine: UnsafeMutableBufferPointer<UInt8>
        let names: [UnsafeMutableBufferPointer<UInt8>]

        /// The names of `machine`'s actions.
        public init(machine: String, actions: [String]) {
            self.machine = Self.bytes(machine)
            names = actions.map(Self.bytes)
            _ = Unmanaged.passUnretained(self).retain()   // never freed: a handler may read it at any time
        }

        static func bytes(_ s: String) -> UnsafeMutableBufferPointer<UInt8> {
            let utf8 = Array(s.utf8)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, utf8.count))
            _ = buffer.initialize(from: utf8)
            return UnsafeMutableBufferPointer(rebasing: buffer[0..<utf8.count])
        }
    }

    /// Notes, on this thread, that the steps out of the state reached by `initial` then `path`
    /// (action indices) are about to be taken. Call it only when ``isArmed``.
    public static func expanding(_ names: Names, initial: Int, path: [Int]) {
        let slot = currentSlot()
        slot.names = names
        slot.initial = initial
        slot.count = min(path.count, slot.capacity)
        slot.length = path.count
        for i in 0..<slot.count { slot.path[i] = Int32(truncatingIfNeeded: path[i]) }
        slot.action = -1
    }

    /// Notes, on this thread, that the state properties of the state reached by `initial` then `path`
    /// are about to be checked. Call it only when ``isArmed``.
    public static func checking(_ names: Names, initial: Int, path: [Int]) {
        expanding(names, initial: initial, path: path)
        currentSlot().action = checkingState
    }

    /// Notes, on this thread, that its search, walk or replay is over: a trap after it is not named.
    public static func done() {
        guard isArmed, let raw = pthread_getspecific(slotKey) else { return }
        let slot = Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue()
        slot.names = nil
        slot.action = -1
    }

    /// The slot's action while a state's properties are checked.
    static let checkingState = -2

    /// Notes, on this thread, that action `a` is being taken. Call it only when ``isArmed``.
    @inlinable
    public static func taking(_ a: Int) {
        guard let raw = pthread_getspecific(slotKey) else { return }
        Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue().action = a
    }

    /// What one thread is doing: the path to the state it expands, and the action it takes.
    @usableFromInline final class Slot {
        var names: Names?
        var initial = 0
        var count = 0
        /// The length of the path, of which the first `capacity` actions are kept.
        var length = 0
        let capacity = 4096
        let path: UnsafeMutablePointer<Int32>
        @usableFromInline var action = -1
        init() { path = .allocate(capacity: capacity) }
    }

    @usableFromInline nonisolated(unsafe) static var slotKey = pthread_key_t()
    /// The handlers that were there before, by signal number.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        UnsafeMutableRawPointer(p).initializeMemory(as: UInt8.self, repeating: 0, count: 65 * MemoryLayout<sigaction>.stride)
        return p
    }()
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
    static let lock = Lock()

    static func currentSlot() -> Slot {
        if let raw = pthread_getspecific(slotKey) { return Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue() }
        let slot = Slot()
        pthread_setspecific(slotKey, Unmanaged.passRetained(slot).toOpaque())   // kept for the thread's life
        return slot
    }

    /// A pthread mutex, so that arming needs nothing above the C library.
    final class Lock: @unchecked Sendable {
        private var mutex = pthread_mutex_t()
        init() { pthread_mutex_init(&mutex, nil) }
        func lock() { pthread_mutex_lock(&mutex) }
        func unlock() { pthread_mutex_unlock(&mutex) }
    }

    /// The handler: only `write(2)`, reads of memory prepared before the step, and `sigaction`.
    static let handle: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { signal, info, _ in
        if let raw = pthread_getspecific(slotKey) {
            let slot = Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue()
            if let names = slot.names, slot.action < names.names.count, slot.action >= 0 || slot.action == checkingState {
                out("\nNavCheck: the check of ")
                out(names.machine)
                out(" stopped the process with signal ")
                outNumber(Int(signal))
                out(signal == SIGILL || signal == SIGTRAP ? " (a Swift runtime trap: a force-unwrap of nil, an index out of range, a fatalError)" : "")
                if slot.action >= 0 {
                    out(" while the store took the step\n  ")
                    out(names.names[slot.action])
                    out("\nafter the actions\n  ")
                } else {
                    out(" while a property was checked in the state reached by the actions\n  ")
                }
                if slot.count == 0 { out("(none: the initial state)") }
                for i in 0..<slot.count {
                    if i > 0 { out(", ") }
                    let a = Int(slot.path[i])
                    if a >= 0 && a < names.names.count { out(names.names[a]) }
                }
                if slot.length > slot.count {
                    out(", … (the first ")
                    outNumber(slot.count)
                    out(" of ")
                    outNumber(slot.length)
                    out(")")
                }
                out(slot.action >= 0 ? "\nPerform those actions, then that one, on the store in a test to reproduce it.\n"
                                     : "\nPerform those actions on the store in a test and check the property to reproduce it.\n")
            }
        }
        // Give the signal back to the handler that was there before; the faulting instruction runs
        // again (or, for an abort, the signal is raised again) and the process ends as it would have.
        sigaction(signal, previous + Int(signal), nil)
        // A signal sent by a program (kill, raise; si_code ≤ 0) has no instruction to run again: raise
        // it again, as an abort's.
        if signal == SIGABRT || (info?.pointee.si_code ?? 0) <= 0 { raise(signal) }
    }

    static func out(_ s: StaticString) {
        _ = write(2, s.utf8Start, s.utf8CodeUnitCount)
    }

    static func out(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        if let base = bytes.baseAddress { _ = write(2, base, bytes.count) }
    }

    static func outNumber(_ n: Int) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var value = max(0, n), i = buffer.count
            repeat {
                i -= 1
                buffer[i] = UInt8(48 + value % 10)
                value /= 10
            } while value > 0 && i > 0
            _ = write(2, buffer.baseAddress! + i, buffer.count - i)
        }
    }
}
