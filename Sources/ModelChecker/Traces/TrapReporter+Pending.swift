#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TrapReporter {
    /// Keeps `text`, the text of a failure a check has found and its test has not yet reported, so
    /// that a crash before the test reports it (later in the same check, or in another test running
    /// at the same time) writes it to standard error. Returns its ticket for ``reported(_:)``, or nil
    /// when the reporter is not armed or holds as many texts as it can (``Pending/capacity``).
    public static func holdUntilReported(_ text: String) -> Int? {
        guard isArmed else { return nil }
        return pending.hold(text)
    }

    /// Forgets the text of `ticket` (``holdUntilReported(_:)``): its test reported it, or will at once.
    public static func reported(_ ticket: Int) {
        pending.release(ticket)
    }

    /// The failure texts held (``holdUntilReported(_:)``), in fixed slots a handler can read without
    /// allocating; a handler reads them only when it can take the lock at once (never waits for it).
    final class Pending: @unchecked Sendable {
        /// The most texts held at once.
        static let capacity = 256
        private var mutex = pthread_mutex_t()
        private let texts: UnsafeMutablePointer<UnsafeMutableBufferPointer<UInt8>>

        init() {
            pthread_mutex_init(&mutex, nil)
            texts = .allocate(capacity: Self.capacity)
            texts.initialize(repeating: UnsafeMutableBufferPointer(start: nil, count: 0), count: Self.capacity)
        }

        func hold(_ text: String) -> Int? {
            let bytes = Names.bytes(text)
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            guard let free = (0..<Self.capacity).first(where: { texts[$0].baseAddress == nil }) else {
                bytes.deallocate()
                return nil
            }
            texts[free] = bytes
            return free
        }

        func release(_ ticket: Int) {
            guard ticket >= 0 && ticket < Self.capacity else { return }
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            texts[ticket].deallocate()
            texts[ticket] = UnsafeMutableBufferPointer(start: nil, count: 0)
        }

        /// Writes the texts held, after a line that says what they are; nothing when none is held or
        /// the lock is taken (by the thread that crashed, perhaps).
        func write() {
            guard pthread_mutex_trylock(&mutex) == 0 else { return }
            defer { pthread_mutex_unlock(&mutex) }
            var first = true
            for i in 0..<Self.capacity where texts[i].baseAddress != nil {
                if first {
                    out("\nNavCheck: failures found before the process stopped, which their tests had not reported yet:\n")
                    first = false
                }
                out("\n")
                out(texts[i])
                out("\n")
            }
        }
    }

    static let pending = Pending()
}
