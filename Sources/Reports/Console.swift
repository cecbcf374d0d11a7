#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal the command writes to.
public enum Console {
    /// An output stream.
    public enum Stream: Sendable { case standardOutput, standardError }

    /// Whether `stream` is a terminal.
    public static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream == .standardOutput ? 1 : 2) != 0
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (to anything).
    public static func colorEnabled(for stream: Stream) -> Bool {
        getenv("NO_COLOR") == nil && isTerminal(stream)
    }
}
