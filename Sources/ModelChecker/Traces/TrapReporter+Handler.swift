#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TrapReporter {
    /// The handler: only `write(2)`, reads of memory prepared before the step, and `sigaction`.
    static let handle: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { signal, info, _ in
        let sent = (info?.pointee.si_code ?? 0) <= 0
        if let raw = pthread_getspecific(slotKey) { report(Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue(), signal: signal, sent: sent) }
        // What the checks had found and their tests not yet reported would be lost with the process.
        pending.write()
        // Give the signal back to the handler that was there before; the faulting instruction runs
        // again (or, for an abort, the signal is raised again) and the process ends as it would have.
        sigaction(signal, previous + Int(signal), nil)
        // A signal sent by a program (kill, raise; si_code ≤ 0) has no instruction to run again: raise
        // it again, as an abort's.
        if signal == SIGABRT || sent { raise(signal) }
    }

    /// Writes what `slot` records: the check, the signal, the step or property and the actions.
    static func report(_ slot: Slot, signal: Int32, sent: Bool) {
        guard let names = slot.names, slot.action < names.names.count,
              slot.action >= -1 || slot.action == checkingState else { return }
        let property = slot.property >= 0 && slot.property < names.properties.count ? names.properties[slot.property] : nil
        out("\nNavCheck: the check of ")
        out(names.machine)
        if names.test.count > 0 {
            out(" in ")
            out(names.test)
        }
        out(" stopped the process with signal ")
        outNumber(Int(signal))
        outCause(signal, sent: sent)
        if let property {
            out(" while the property ")
            out(property)
            out(slot.action >= 0 ? " was checked after the step\n  " : " was checked in the state reached by the actions\n  ")
        } else if slot.action >= 0 {
            out(" while the store took the step\n  ")
        } else if slot.action == checkingState {
            out(" while a property was checked in the state reached by the actions\n  ")
        } else {
            out(" while the actions enabled were asked in the state reached by the actions\n  ")
        }
        if slot.action >= 0 {
            out(names.names[slot.action])
            out("\nafter the actions\n  ")
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
        out(slot.action >= 0 ? "\nPerform those actions, then that one, on the store in a test" : "\nPerform those actions on the store in a test")
        if let property {
            out(" and check ")
            out(property)
        }
        out(" to reproduce it.\n")
    }

    /// What the signal most likely means.
    static func outCause(_ signal: Int32, sent: Bool) {
        switch signal {
        case SIGABRT: out(" (an abort)")
        case _ where sent: out(" (raised by the program: raise or kill)")
        case SIGILL, SIGTRAP: out(" (a Swift runtime trap: a force-unwrap of nil, an index out of range, a fatalError)")
        case SIGSEGV, SIGBUS: out(" (a bad memory access, or a stack overflow: a recursion without end)")
        case SIGFPE: out(" (an arithmetic fault)")
        default: break
        }
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
