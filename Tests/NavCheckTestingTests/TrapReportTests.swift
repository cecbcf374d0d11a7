import Foundation
import NavCheckTesting
import Testing
import XCTest

/// A store whose third level force-unwraps a missing value: the trap a real store has.
struct TrappingStack: StateMachine {
    enum Action: Hashable, Codable, Sendable, CustomStringConvertible {
        case open(Int), back
        var description: String {
            switch self {
            case .open(let id): "open(\(id))"
            case .back: "back"
            }
        }
    }
    var name: String { "trapping-stack" }
    var initialStates: [[Int]] { [[]] }
    var actions: Generator<Action> { .element(of: [.open(1), .open(2), .back]) }
    func isEnabled(_ a: Action, in s: [Int]) -> Bool { a == .back ? !s.isEmpty : s.count < 4 }
    func apply(_ a: Action, to s: inout [Int]) throws {
        switch a {
        case .open(let id):
            let titles: [Int: String] = [1: "one"]
            if s == [2, 1] { _ = titles[id]! }   // the store's bug: no title for 2 after [2, 1]
            s.append(id)
        case .back: s.removeLast()
        }
    }
    func fingerprint(of s: [Int], into f: inout Fingerprinter) {
        f.combine(s.count)
        for id in s { f.combine(id) }
    }
    var properties: [Property<TrappingStack>] { [] }
}

/// Sixteen switches whose invariant force-unwraps when the first eight are on: a trap in a property,
/// checked in a level of 12,870 states (expanded and checked on every worker).
struct TrappingSwitches: StateMachine {
    enum Action: Hashable, Codable, Sendable { case flip(Int) }
    var name: String { "trapping-switches" }
    var initialStates: [UInt16] { [0] }
    var actions: Generator<Action> { .element(of: (0..<16).map(Action.flip)) }
    func apply(_ a: Action, to s: inout UInt16) throws { if case .flip(let i) = a { s ^= 1 << UInt16(i) } }
    func fingerprint(of s: UInt16, into f: inout Fingerprinter) { f.combine(Int(s)) }
    var properties: [Property<TrappingSwitches>] {
        [.invariant("labelled", "every state has a label") { _, s in
            let labels: [UInt16: String] = [:]   // the property forgot to fill it
            if s == 0xFF { _ = labels[s]! }
            return .holds
        }]
    }
}

/// Sixteen switches packed into bits 40 to 55 of a word, while the spec declares 16 bits: claiming
/// workers cannot carry such a word, and the check says which spec and what to change.
struct WideSwitches: PackedStateMachine {
    enum Action: Hashable, Codable, Sendable { case flip(Int) }
    var name: String { "wide-switches" }
    var initialStates: [UInt16] { [0] }
    var actions: Generator<Action> { .element(of: (0..<16).map(Action.flip)) }
    func apply(_ a: Action, to s: inout UInt16) throws { if case .flip(let i) = a { s ^= 1 << UInt16(i) } }
    func fingerprint(of s: UInt16, into f: inout Fingerprinter) { f.combine(Int(s)) }
    func pack(_ s: UInt16) -> UInt64 { UInt64(s) << 40 }
    func unpack(_ w: UInt64) -> UInt16 { UInt16(truncatingIfNeeded: w >> 40) }
    var packedBitWidth: Int { 16 }
    var properties: [Property<WideSwitches>] { [.invariant("any", "anything") { _, _ in .holds }] }
}

/// Run only as a child process of ``TrapReportTests``: checks the trapping store, which ends the
/// process with a signal.
final class TrapChildXCTests: XCTestCase {
    func testTrappingStoreChild() throws {
        guard ProcessInfo.processInfo.environment["NAVCHECK_TRAP_CHILD"] != nil else { return }
        let random = ProcessInfo.processInfo.environment["NAVCHECK_TRAP_CHILD"] == "random"
        if ProcessInfo.processInfo.environment["NAVCHECK_TRAP_CHILD"] == "width" {
            _ = try NavCheck.run(WideSwitches(), options: .init(exhaustive: .init(workers: 2), traceDirectory: nil),
                                 module: "NavCheckTestingTests", test: nil)
            return
        }
        if ProcessInfo.processInfo.environment["NAVCHECK_TRAP_CHILD"] == "property" {
            _ = try NavCheck.run(TrappingSwitches(), options: .init(exhaustive: .init(workers: 2), traceDirectory: nil),
                                 module: "NavCheckTestingTests", test: nil)
            return
        }
        _ = try NavCheck.run(TrappingStack(),
                             options: .init(exhaustive: random ? nil : .init(), random: random ? .init(seed: 3, runs: 200, steps: 8) : nil,
                                            traceDirectory: nil),
                             module: "NavCheckTestingTests", test: nil)
    }
}

@Suite struct TrapReportTests {
    /// Runs the child test in a process of its own and returns its standard error.
    func child(_ mode: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["NavCheckTestingTests.TrapChildXCTests/testTrappingStoreChild"]
        var environment = ProcessInfo.processInfo.environment
        environment["NAVCHECK_TRAP_CHILD"] = mode
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("a trap in the store during the exhaustive check names the step and the actions before it")
    func exhaustiveTrapNamed() throws {
        let (status, stderr) = try child("exhaustive")
        #expect(status != 0)
        #expect(stderr.contains("NavCheck: the check of trapping-stack in NavCheckTestingTests stopped the process with signal 4 (a Swift runtime trap"), "\(stderr)")
        #expect(stderr.contains("while the store took the step\n  open(2)\nafter the actions\n  open(2), open(1)\n"), "\(stderr)")
    }

    @Test("a trap during random walks names the walk's actions")
    func randomTrapNamed() throws {
        let (status, stderr) = try child("random")
        #expect(status != 0)
        #expect(stderr.contains("while the store took the step\n  open(2)\nafter the actions\n"), "\(stderr)")
        let actions = stderr.components(separatedBy: "after the actions\n  ").last?.components(separatedBy: "\n").first ?? ""
        #expect(actions.hasSuffix("open(2), open(1)"), "\(stderr)")
    }

    @Test("a packed spec whose words are wider than its declared packedBitWidth is named, with what to change")
    func packedWidthMisdeclared() throws {
        let (status, stderr) = try child("width")
        #expect(status != 0)
        #expect(stderr.contains("wide-switches: packedBitWidth is 16, but a state packed into "), "\(stderr)")
        #expect(stderr.contains("bits; make packedBitWidth cover every bit pack(_:) may set"), "\(stderr)")
    }

    @Test("a trap in a property checked on a worker names the property and the state it was checked in")
    func propertyTrapNamed() throws {
        let (status, stderr) = try child("property")
        #expect(status != 0)
        #expect(stderr.contains("NavCheck: the check of trapping-switches in NavCheckTestingTests stopped the process with signal 4"), "\(stderr)")
        let marker = "while the property labelled was checked in the state reached by the actions\n  "
        #expect(stderr.contains(marker), "\(stderr)")
        let actions = stderr.components(separatedBy: marker).last?.components(separatedBy: "\n").first ?? ""
        #expect(Set(actions.components(separatedBy: ", ")) == Set((0..<8).map { "flip(\($0))" }), "\(stderr)")
    }
}
