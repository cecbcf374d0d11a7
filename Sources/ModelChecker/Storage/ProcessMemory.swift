#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's memory and the machine's cores, as the operating system reports them (with
/// `WordAllocation`, the only platform-specific code).
public enum ProcessMemory {
    /// The peak resident memory of this process so far, in bytes: `VmHWM` in `/proc/self/status` on
    /// Linux, `ru_maxrss` of `getrusage` elsewhere. Nil when it cannot be read.
    public static func peakResidentBytes() -> Int? {
        #if os(Linux)
        return statusField("VmHWM:")
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
        #endif
    }

    /// The resident memory of this process now, in bytes (`VmRSS` on Linux; elsewhere the peak, an
    /// upper bound). Nil when it cannot be read.
    public static func residentBytes() -> Int? {
        #if os(Linux)
        return statusField("VmRSS:")
        #else
        return peakResidentBytes()
        #endif
    }

    /// Starts a new peak: later ``peakResidentBytes()`` readings cover only what follows (Linux: hands
    /// freed memory back to the system, then writes `5` to `/proc/self/clear_refs`). Returns false
    /// where the peak cannot be reset; the peak then covers the whole process.
    @discardableResult
    public static func resetPeak() -> Bool {
        #if os(Linux)
        trimFreedMemory()
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
        #else
        return false
        #endif
    }

    /// What a search with a memory bound starts from: the resident memory of the process when its
    /// first such search began (once memory freed before it was handed back, Linux), rounded up to a
    /// whole mebibyte, plus a mebibyte for each core (the stacks and free lists that worker threads
    /// keep between searches). The same for every search of the process and every number of
    /// workers, so that a memory bound cuts the same level whatever ran before and however many
    /// workers run; memory freed by earlier searches is handed back before each one.
    public static func searchBaselineBytes() -> Int {
        #if os(Linux)
        trimFreedMemory()
        #endif
        return baseline.value + activeCores << 20
    }

    private static let baseline = Baseline()

    private final class Baseline: Sendable {
        let value: Int
        init() {
            #if os(Linux)
            ProcessMemory.trimFreedMemory()
            #endif
            let mebibyte = 1 << 20
            value = ((ProcessMemory.residentBytes() ?? 0) + mebibyte - 1) / mebibyte * mebibyte
        }
    }

    /// The number of cores online (at least 1).
    public static var activeCores: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    #if os(Linux)
    /// Calls the C library's `malloc_trim(0)` where it has one (glibc), so that memory freed by earlier
    /// work does not count in the next peak.
    static func trimFreedMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    static func statusField(_ name: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard line.hasPrefix(name) else { continue }
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
    #endif
}
