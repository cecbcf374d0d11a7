#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An alternate signal stack for one thread (`sigaltstack`): where a handler runs when the thread's
/// own stack is used up, as it is by a recursion without end. Without one, the kernel finds no room
/// to run ``TrapReporter``'s handler and ends the process at once, with nothing said.
final class AltStack {
    /// The size of each stack: room for the handler's few frames, many times over.
    static let size = 64 << 10

    private let memory: UnsafeMutableRawPointer

    private init(memory: UnsafeMutableRawPointer) { self.memory = memory }

    /// Gives the calling thread an alternate signal stack, unless it has one already (the runtime or
    /// the program gave it one): returns the stack given, or nil.
    static func installIfNone() -> AltStack? {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return nil }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = size
        stack.ss_flags = 0
        guard sigaltstack(&stack, nil) == 0 else {
            memory.deallocate()
            return nil
        }
        return AltStack(memory: memory)
    }

    /// Takes the stack away from the calling thread (the one it was given to, as it ends) and frees
    /// it; a stack the thread no longer uses is only freed.
    func remove() {
        var current = stack_t()
        if sigaltstack(nil, &current) == 0, current.ss_sp == memory, current.ss_flags & Int32(SS_ONSTACK) == 0 {
            var off = stack_t()
            off.ss_flags = Int32(SS_DISABLE)
            guard sigaltstack(&off, nil) == 0 else { return }   // still in use: kept, never freed
        } else if current.ss_sp == memory {
            return
        }
        memory.deallocate()
    }
}

extension TrapReporter {
    /// Creates the key of each thread's slot, whose destructor releases the slot and its stack when
    /// the thread ends.
    static func createSlotKey() {
        #if canImport(Glibc)
        pthread_key_create(&slotKey) { raw in
            if let raw { TrapReporter.release(raw) }
        }
        #else
        pthread_key_create(&slotKey) { raw in TrapReporter.release(raw) }
        #endif
    }
}
