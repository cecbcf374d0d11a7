#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavCheckTesting

/// A value whose `description` prints the value itself: a recursion without end, which overflows
/// the stack the first time it is printed.
struct SelfDescribing: CustomStringConvertible {
    var description: String { "\(self)" }
}

/// How ``CrashingStack``'s store goes wrong once the path is `[2, 1]`.
enum CrashKind: String, CaseIterable, Sendable {
    /// The store force-unwraps nil in the step `open(2)`.
    case unwrapInStep
    /// The invariant `labelled` force-unwraps nil.
    case unwrapInProperty
    /// The store prints a value whose description never ends, in the step `open(2)`.
    case recursionInStep
    /// The invariant `labelled` prints such a value.
    case recursionInProperty
    /// The transition property `opensOne` raises SIGBUS, as C code does on a bad mapped file.
    case signalInStepProperty
    /// The store calls `abort()` in the step `open(2)`, as a C library's failed assertion does.
    case abortInStep
    /// The invariant `notOne` fails at `[1]`, and the store force-unwraps nil as in ``unwrapInStep``.
    case failsThenUnwraps
}

/// A stack of ids whose store or properties crash, as `kind` says, after `[2, 1]`.
struct CrashingStack: StateMachine {
    enum Action: Hashable, Codable, Sendable, CustomStringConvertible {
        case open(Int), back
        var description: String {
            switch self {
            case .open(let id): "open(\(id))"
            case .back: "back"
            }
        }
    }
    let kind: CrashKind
    var name: String { "crashing-stack" }
    var initialStates: [[Int]] { [[]] }
    var actions: Generator<Action> { .element(of: [.open(1), .open(2), .back]) }
    func isEnabled(_ a: Action, in s: [Int]) -> Bool { a == .back ? !s.isEmpty : s.count < 4 }
    func apply(_ a: Action, to s: inout [Int]) throws {
        switch a {
        case .open(let id):
            if s == [2, 1], id == 2 {
                switch kind {
                case .unwrapInStep, .failsThenUnwraps: _ = [1: "one"][id]!
                case .recursionInStep: _ = SelfDescribing().description
                case .abortInStep: abort()
                default: break
                }
            }
            s.append(id)
        case .back: s.removeLast()
        }
    }
    func fingerprint(of s: [Int], into f: inout Fingerprinter) {
        f.combine(s.count)
        for id in s { f.combine(id) }
    }
    var properties: [Property<CrashingStack>] {
        [.invariant("labelled", "every screen has a title") { m, s in
            if s == [2, 1, 2] {
                if m.kind == .unwrapInProperty { _ = [1: "one"][s.count]! }
                if m.kind == .recursionInProperty { _ = SelfDescribing().description }
            }
            return .holds
        },
         .invariant("notOne", "the stack is never [1]") { m, s in
            m.kind == .failsThenUnwraps && s == [1] ? .violated("the stack is [1]") : .holds
         },
         .transition("opensOne", "open adds one screen") { m, before, _, after in
            if m.kind == .signalInStepProperty, after == [2, 1, 2] { raise(SIGBUS) }
            return after.count == before.count + 1 || after.count == before.count - 1 ? .holds : .violated("\(after)")
        }]
    }
}
