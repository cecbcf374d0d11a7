#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Zeroed word arrays for the state table, aligned to cache lines. On Linux, arrays of 2 MiB and more are aligned to 2 MiB and
/// marked for transparent huge pages: random probes into a large table then miss the TLB far less.
@usableFromInline
enum WordAllocation {
    static let hugePage = 2 << 20

    /// `count` zeroed words; release with ``free(_:)``.
    @usableFromInline
    static func zeroed(_ count: Int) -> UnsafeMutablePointer<UInt64> {
        let bytes = count * 8
        #if os(Linux)
        if bytes >= hugePage {
            var raw: UnsafeMutableRawPointer?
            if posix_memalign(&raw, hugePage, bytes) == 0, let raw {
                _ = madvise(raw, bytes, MADV_HUGEPAGE)
                memset(raw, 0, bytes)
                return raw.bindMemory(to: UInt64.self, capacity: count)
            }
        }
        #endif
        var raw: UnsafeMutableRawPointer?
        guard posix_memalign(&raw, 64, max(bytes, 64)) == 0, let raw else { fatalError("out of memory for \(bytes) bytes") }
        memset(raw, 0, max(bytes, 64))
        return raw.bindMemory(to: UInt64.self, capacity: count)
    }

    /// Releases an array from ``zeroed(_:)``.
    @usableFromInline
    static func free(_ words: UnsafeMutablePointer<UInt64>) {
        releaseMemory(words)
    }
}

/// The C library's `free`, under a name that does not clash with ``WordAllocation/free(_:)``.
@inline(__always) private func releaseMemory(_ pointer: UnsafeMutableRawPointer) { free(pointer) }
