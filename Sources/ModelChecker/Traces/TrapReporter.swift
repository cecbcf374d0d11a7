#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names the check, the step or property and the actions that were running when the user's store
/// crashed — a trap (a force-unwrap of nil, an index out of range, a `fatalError`), a stack overflow (a
/// recursion without end, as a `description` that prints itself) or a fatal signal it raised — so
/// that a check ending in a signal still says how to reproduce it.
///
/// Once armed (``arm()``; the test helpers arm it), every search and random walk prepares, before it
/// takes each step and before it checks each property, a buffer on its thread with the actions that
/// reached the state, the action being taken and the property being checked. Each thread that
/// records gets an alternate signal stack of its own (a stack overflow leaves no room on the thread's
/// stack to run a handler). A handler for the signals a crash raises (``signals``) writes that buffer
/// to standard error with `write(2)` only, then gives the signal back to the handler that was there
/// before (the runtime's backtrace) and the process ends as it would have. Unarmed (the command, the
/// benchmarks), each step costs one load of a flag.
public enum TrapReporter {
    /// Whether the handlers are installed and steps are recorded.
    nonisolated(unsafe) public private(set) static var isArmed = false

    /// The test a check runs in, named in a crash report with the check's machine: bound by the test
    /// helpers around a check (`TrapReporter.$test.withValue("Module.test()") { … }`), read when a
    /// search or walk makes its ``Names``.
    @TaskLocal public static var test: String?

    /// The signals a crash in the user's code ends the process with: a Swift runtime trap (SIGILL,
    /// SIGTRAP), a bad memory access or a stack overflow (SIGSEGV, SIGBUS), an arithmetic fault
    /// (SIGFPE) and an abort (SIGABRT), whether the fault raised them or the code did (`raise`, `abort`).
    public static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Installs the signal handlers (once per process).
    public static func arm() {
        lock.lock()
        defer { lock.unlock() }
        guard !isArmed else { return }
        createSlotKey()
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handle
            #else
            action.__sigaction_u.__sa_sigaction = handle
            #endif
            // On the thread's alternate stack (AltStack), so that a stack overflow can be reported.
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
        isArmed = true
    }

    /// The names a search or walk prints its machine, actions and properties with. Made once per search
    /// and kept for the life of the process (a handler may read it).
    public final class Names: @unchecked Sendable {
        let machine: UnsafeMutableBufferPointer<UInt8>
        /// The test the check runs in; empty when none was named.
        let test: UnsafeMutableBufferPointer<UInt8>
        let names: [UnsafeMutableBufferPointer<UInt8>]
        let properties: [UnsafeMutableBufferPointer<UInt8>]

        /// The names of `machine`'s actions, in alphabet order, and of its properties, in declaration
        /// order; `test` is the test the check runs in (default: ``TrapReporter/test``).
        public init(machine: String, actions: [String], properties: [String] = [], test: String? = TrapReporter.test) {
            self.machine = Self.bytes(machine)
            self.test = Self.bytes(test ?? "")
            names = actions.map(Self.bytes)
            self.properties = properties.map(Self.bytes)
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
        slot.property = -1
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
        slot.property = -1
    }

    /// The slot's action while a state's properties are checked.
    static let checkingState = -2

    /// Notes, on this thread, that action `a` is being taken. Call it only when ``isArmed``.
    @inlinable
    public static func taking(_ a: Int) {
        guard let raw = pthread_getspecific(slotKey) else { return }
        let slot = Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue()
        slot.action = a
        slot.property = -1
    }

    /// Notes, on this thread, that property `p` (its place in the machine's properties) is being
    /// checked, or, with -1, that no property is any more. Call it only when ``isArmed``.
    @inlinable
    public static func checkingProperty(_ p: Int) {
        guard let raw = pthread_getspecific(slotKey) else { return }
        Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue().property = p
    }

    /// What one thread is doing: the path to the state it expands, the action it takes and the
    /// property it checks; and the alternate signal stack it was given.
    @usableFromInline final class Slot {
        var names: Names?
        var initial = 0
        var count = 0
        /// The length of the path, of which the first `capacity` actions are kept.
        var length = 0
        let capacity = 4096
        let path: UnsafeMutablePointer<Int32>
        @usableFromInline var action = -1
        /// The property being checked (its place in the machine's properties), or -1.
        @usableFromInline var property = -1
        /// The alternate signal stack this thread was given, if it had none (``AltStack``).
        var altStack: AltStack?
        init() { path = .allocate(capacity: capacity) }
        deinit { path.deallocate() }
    }

    @usableFromInline nonisolated(unsafe) static var slotKey = pthread_key_t()
    /// The handlers that were there before, by signal number.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        UnsafeMutableRawPointer(p).initializeMemory(as: UInt8.self, repeating: 0, count: 65 * MemoryLayout<sigaction>.stride)
        return p
    }()
    static let lock = Lock()

    /// This thread's slot, made (with an alternate signal stack) the first time the thread records.
    static func currentSlot() -> Slot {
        if let raw = pthread_getspecific(slotKey) { return Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue() }
        let slot = Slot()
        slot.altStack = AltStack.installIfNone()
        pthread_setspecific(slotKey, Unmanaged.passRetained(slot).toOpaque())   // released when the thread ends
        return slot
    }

    /// Releases a slot when its thread ends, and the alternate stack it gave the thread.
    static func release(_ raw: UnsafeMutableRawPointer) {
        let slot = Unmanaged<Slot>.fromOpaque(raw).takeRetainedValue()
        slot.altStack?.remove()
        slot.altStack = nil
    }

    /// A pthread mutex, so that arming needs nothing above the C library.
    final class Lock: @unchecked Sendable {
        private var mutex = pthread_mutex_t()
        init() { pthread_mutex_init(&mutex, nil) }
        func lock() { pthread_mutex_lock(&mutex) }
        func unlock() { pthread_mutex_unlock(&mutex) }
    }
}
