import Foundation
import ModelChecker

/// One answer of the explorer's server.
public struct HTTPResponse: Sendable, Equatable {
    /// 200, 400, 404 or 405.
    public var status: Int
    /// `text/html; charset=utf-8` or `application/json`.
    public var contentType: String
    /// The body.
    public var body: String

    /// The status line's reason.
    var reason: String { [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed"][status] ?? "Error" }

    /// An HTML page that says what was wrong with the request.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        let page = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>NavCheck explorer — error</title>
            <style>\(PageStyle.css)</style></head><body><header><h1>NavCheck explorer: \(status)</h1></header>
            <main><p class="error" id="error">\(HTMLReport.escape(message))</p><p><a href="/">Back to the start</a></p></main></body></html>

            """
        return HTTPResponse(status: status, contentType: "text/html; charset=utf-8", body: page)
    }
}

/// What the explorer's server asks of a session: an answer to each request.
public protocol ExploreResponder: Sendable {
    /// The answer to `method` on `target` (a path with an optional query).
    func respond(method: String, target: String) -> HTTPResponse
}

extension ExploreSession: ExploreResponder {
    /// `/` the page; `/api/state?path=0,3` a state; `/api/counterexamples`; `/api/states?q=text` the
    /// states found whose screen line contains the text, with their shortest paths.
    public func respond(method: String, target: String) -> HTTPResponse {
        guard method == "GET" else { return .error(405, "the explorer answers GET requests only, not \(method)") }
        let parts = target.split(separator: "?", maxSplits: 1)
        let route = parts.first.map(String.init) ?? "/"
        let query = parts.count > 1 ? Self.query(String(parts[1])) : [:]
        switch route {
        case "/", "/index.html":
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: ExplorePage.html(title: machine.name))
        case "/api/state":
            let text = query["path"] ?? ""
            let items = text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard items.allSatisfy({ $0 != nil && $0! >= 0 }) else {
                return .error(400, "path must be action indices separated by commas, such as 0,3,1; not '\(text)'")
            }
            do {
                return json(try view(items.compactMap { $0 }))
            } catch {
                return .error(400, error.description)
            }
        case "/api/counterexamples":
            return json(counterexamples.map { Found(title: $0.title, path: $0.path) })
        case "/api/states":
            let q = (query["q"] ?? "").lowercased()
            let matches = found.lazy.filter { q.isEmpty || $0.screens.lowercased().contains(q) }.prefix(100)
            return json(StatesFound(total: found.count, capped: capped, states: matches.map { Found(title: $0.screens, path: $0.path) }))
        default:
            return .error(404, "no page at \(route); the explorer serves /, /api/state?path=…, /api/counterexamples and /api/states?q=…")
        }
    }

    private func json<T: Encodable>(_ value: T) -> HTTPResponse {
        HTTPResponse(status: 200, contentType: "application/json", body: HTMLReport.json(value))
    }

    /// `a=1&b=x%20y` as a dictionary, percent-decoded.
    static func query(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1).map { String($0).replacingOccurrences(of: "+", with: " ") }
            let key = kv[0].removingPercentEncoding ?? kv[0]
            out[key] = kv.count > 1 ? (kv[1].removingPercentEncoding ?? kv[1]) : ""
        }
        return out
    }
}

/// A counterexample or a state found, with its path.
struct Found: Encodable { var title: String; var path: [Int] }
/// The states found that match a query.
struct StatesFound: Encodable {
    var total: Int
    /// Whether the search stopped at its bound before it found every state.
    var capped: Bool
    var states: [Found]
}
