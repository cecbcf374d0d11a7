/// The explorer's server: answers requests on 127.0.0.1 only, one at a time, until no request comes
/// for `idleTimeout` seconds (or the process is interrupted, Ctrl-C).
///
/// ```swift
/// let server = try ExploreServer(ExploreSession(AppMachine(MyApp())), port: 0)
/// print("open http://127.0.0.1:\(server.port)/")
/// server.run()
/// ```
public final class ExploreServer: Sendable {
    let responder: any ExploreResponder
    let listener: Int32
    /// The port it listens on (the one asked for, or a free one for 0).
    public let port: UInt16
    /// Seconds without a request after which ``run()`` returns.
    public let idleTimeout: Double

    /// Listens on 127.0.0.1:`port` (0: a free port); throws when the port is in use.
    public init(_ responder: any ExploreResponder, port: UInt16 = 0, idleTimeout: Double = 1800) throws(ExploreError) {
        self.responder = responder
        self.idleTimeout = idleTimeout
        switch LoopbackSocket.listen(port: port) {
        case .success(let fd): listener = fd
        case .failure(let error): throw error
        }
        self.port = LoopbackSocket.port(of: listener)
    }

    deinit { LoopbackSocket.close(listener) }

    /// Serves until `idleTimeout` seconds pass with no request.
    public func run() {
        let wait = Int32(max(1, min(idleTimeout * 1000, Double(Int32.max))))
        while LoopbackSocket.waitReadable(listener, milliseconds: wait) {
            guard let client = LoopbackSocket.accept(listener) else { continue }
            serve(client)
            LoopbackSocket.close(client)
        }
    }

    /// Reads one request's head and answers it; a request that is not HTTP gets a 400 page.
    func serve(_ client: Int32) {
        var head: [UInt8] = []
        while head.count < 16_384, !head.ends(with: [13, 10, 13, 10]) {
            guard LoopbackSocket.waitReadable(client, milliseconds: 5000) else { break }
            let bytes = LoopbackSocket.read(client, count: 4096)
            if bytes.isEmpty { break }
            head += bytes
        }
        let line = String(decoding: head.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self).split(separator: " ")
        let response: HTTPResponse
        if line.count == 3, line[2].hasPrefix("HTTP/"), line[1].hasPrefix("/") {
            response = responder.respond(method: String(line[0]), target: String(line[1]))
        } else {
            response = .error(400, "not an HTTP request the explorer understands")
        }
        let body = Array(response.body.utf8)
        let header = "HTTP/1.1 \(response.status) \(response.reason)\r\nContent-Type: \(response.contentType)\r\n"
            + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        LoopbackSocket.write(client, Array(header.utf8) + body)
    }
}

extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
