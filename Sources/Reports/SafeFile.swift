#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files safely: only a regular file (never a FIFO, a device, a socket or a folder, which
/// could block or never end), its size checked before a byte is read, and never more than a limit in
/// memory. Errors are sentences that name the file, say what is wrong and what to do.
public enum SafeFile {
    /// The most a trace file may hold: a trace of tens of thousands of actions fits.
    public static let traceLimit = 4 << 20
    /// The most a JSON report may hold (`latest.json`, a baseline, a shard's report).
    public static let reportLimit = 64 << 20

    /// What a path is, without following it into a read.
    public enum Kind: Sendable, Equatable {
        case missing, regular(size: Int), directory, other(String)
    }

    /// What is at `path` (following a symbolic link, as an open would).
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular(size: Int(info.st_size))
        case S_IFDIR: return .directory
        case S_IFIFO: return .other("a FIFO (named pipe)")
        case S_IFCHR, S_IFBLK: return .other("a device")
        case S_IFSOCK: return .other("a socket")
        default: return .other("not a regular file")
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// - Parameters:
    ///   - what: what the file should be, for messages, e.g. `a trace file`.
    public static func read(_ path: String, limit: Int, what: String) throws(ReportError) -> [UInt8] {
        guard !path.isEmpty else { throw ReportError("an empty file name was given; give the path of \(what)") }
        // O_NONBLOCK: opening a FIFO with no writer must not wait; the kind is checked on the open file.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw ReportError("\(path): no such file; check the path (it should be \(what))")
            case EACCES: throw ReportError("\(path): permission denied; make the file readable or give another")
            case ENOTDIR: throw ReportError("\(path): a part of the path is not a folder; check the path")
            default: throw ReportError("\(path): cannot be opened (\(describe(code))); give \(what)")
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReportError("\(path): cannot be examined (\(describe(errno))); give \(what)") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ReportError("\(path): is a folder, not \(what); give the file itself")
        case S_IFIFO: throw ReportError("\(path): is a FIFO (named pipe), not a regular file; give \(what) saved on disk")
        case S_IFCHR, S_IFBLK: throw ReportError("\(path): is a device, not a regular file; give \(what) saved on disk")
        default: throw ReportError("\(path): is not a regular file; give \(what) saved on disk")
        }
        let size = Int(info.st_size)
        if size > limit {
            throw ReportError("\(path): is \(byteCount(size)), over the limit of \(byteCount(limit)) for \(what); is it the right file?")
        }
        // Back to blocking reads for a regular file, then read at most limit + 1 bytes (the file may grow).
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemRead(fd, base + count, buffer.count - count)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReportError("\(path): cannot be read (\(describe(errno))); give \(what)")
            }
            if n == 0 { break }
            count += n
            if count == bytes.count && count <= limit {
                bytes += [UInt8](repeating: 0, count: min(64 << 10, limit + 1 - count))
            }
        }
        if count > limit {
            throw ReportError("\(path): grew past the limit of \(byteCount(limit)) for \(what) while it was read")
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// The C library's message for `code`, e.g. `No space left on device`.
    public static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// `1.1 GB`, `4 MB`, `312 bytes`.
    public static func byteCount(_ n: Int) -> String {
        if n < 1 << 10 { return "\(n) bytes" }
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        var value = Double(n) / 1024, unit = 0
        while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
        let rounded = (value * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text) \(units[unit])"
    }
}

@inline(__always) private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
