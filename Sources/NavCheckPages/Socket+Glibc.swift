#if canImport(Glibc)
import Glibc

// The explorer's socket calls on Linux (Glibc): a listener on 127.0.0.1 only.

enum LoopbackSocket {
    /// A listening socket bound to 127.0.0.1:`port` (0: a free port), or the system's error text.
    static func listen(port: UInt16) -> Result<Int32, ExploreError> {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return .failure(ExploreError("cannot open a socket: \(String(cString: strerror(errno)))")) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(fd, 16) == 0 else {
            let text = String(cString: strerror(errno))
            close(fd)
            return .failure(ExploreError("cannot listen on 127.0.0.1:\(port): \(text)"))
        }
        return .success(fd)
    }

    /// The port a listening socket is bound to.
    static func port(of fd: Int32) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Whether `fd` has something to read within `milliseconds`.
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, milliseconds) > 0
    }

    /// A connection from the listener, or nil.
    static func accept(_ fd: Int32) -> Int32? {
        let client = Glibc.accept(fd, nil, nil)
        return client >= 0 ? client : nil
    }

    /// Up to `count` bytes read from `fd` (empty at the end or on an error).
    static func read(_ fd: Int32, count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, count) }
        return n > 0 ? Array(buffer[0..<n]) : []
    }

    /// Writes every byte of `bytes` to `fd` (stopping at an error).
    static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            offset += n
        }
    }

    /// Closes `fd`.
    static func close(_ fd: Int32) { _ = Glibc.close(fd) }
}
#endif
