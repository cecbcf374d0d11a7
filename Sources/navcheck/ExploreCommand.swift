import Foundation
import NavCheckPages
import NavigationSpecs

enum ExploreCommand {
    static let port = Option<Int>.number("--port", "N", in: 0...65_535, help: "the port on 127.0.0.1 to serve on; 0 a free one",
                                         default: .text("0"))
    static let idle = Option<Int>.number("--idle", "SECONDS", in: 1...86_400, help: "stop after this many seconds with no request",
                                         default: .text("1800"))
    static let maxStates = Option<Int>.number("--max-states", "N", in: 1...1_000_000,
                                              help: "the states searched for the list of states found and the counterexamples",
                                              default: .text("20000"))

    static let spec = CommandSpec(
        name: "explore", summary: "walk an entry's states in the browser: tap actions, see the device, jump to counterexamples",
        title: "serve a page on 127.0.0.1 to walk a catalog entry's states",
        positionals: Positionals(synopsis: "ENTRY", count: 1...1, tooFew: wrongCount) { _, _ in wrongCount },
        options: [port, idle, maxStates],
        about: """
            Prints the address to open. From the initial state, tap any enabled action (the controls on
            screen, the system's gestures, a size change, a pending answer); the page draws the device,
            the path with a step back, which properties hold and fail in this state, the shortest trace
            to any state found and each counterexample. It listens on 127.0.0.1 only, and stops on
            Ctrl-C or after --idle seconds with no request.
            """,
        examples: ["explore adaptive-seed", "explore adaptive-seed --port 8080 --idle 600"])

    static var wrongCount: String { "'explore' takes one entry name; valid entries: \(Catalog.entries.map(\.name).joined(separator: ", "))" }

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let entry = try catalogEntry(args.positionals[0])
        let session = try entry.exploreSession(maxStates: args.value(maxStates))
        let server: ExploreServer
        do {
            server = try ExploreServer(session, port: UInt16(args.value(port)), idleTimeout: Double(args.value(idle)))
        } catch {
            writeError("navcheck: error: \(error.description)")
            return 2
        }
        say("navcheck: exploring \(entry.name) at http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")
        Output.flush()
        fflush(nil)
        server.run()
        say("navcheck: no request for \(args.value(idle)) seconds; stopped")
        return 0
    }
}
