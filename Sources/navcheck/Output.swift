#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Reports

/// Standard output, written with checked writes: a full disk (`> /dev/full`) is an error the command
/// reports in one line and exits 3 for; a pipe closed by the reader (`| head`) ends the output quietly.
/// Nothing else in the command writes to standard output.
enum Output {
    /// The first write error, if any (`errno`).
    nonisolated(unsafe) private(set) static var failure: Int32 = 0
    nonisolated(unsafe) private static var buffer: [UInt8] = []
    /// On a terminal each line is shown at once.
    static let interactive = isatty(1) != 0

    /// Writes `text` and a newline (like `print`).
    static func say(_ text: String = "", terminator: String = "\n") {
        guard failure == 0 else { return }
        buffer += Array(text.utf8)
        buffer += Array(terminator.utf8)
        if buffer.count >= 1 << 16 || interactive { flush() }
    }

    /// Writes what is buffered; returns false when standard output failed.
    @discardableResult
    static func flush() -> Bool {
        var written = 0
        while failure == 0 && written < buffer.count {
            let n = buffer.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(1, base + written, raw.count - written)
            }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                failure = errno
            } else {
                written += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return failure == 0
    }

    /// Whether the reader closed the pipe (a quiet end, not an error).
    static var readerClosed: Bool { failure == EPIPE }

    /// The line to print on stderr when standard output failed for another reason, if it did.
    static var errorLine: String? {
        guard failure != 0, failure != EPIPE else { return nil }
        return "navcheck: error: cannot write the results to standard output (\(SafeFile.describe(failure))); free some space or send the output elsewhere"
    }
}

/// Writes `text` to standard output through ``Output``.
func say(_ text: String = "", terminator: String = "\n") { Output.say(text, terminator: terminator) }
