import Foundation
import Testing
@testable import NavigationModel

/// A small `Codable` element type for the sweeps.
struct Tag: Hashable, Sendable, Codable {
    var name: String
    var rank: Int
}

/// A destination that is only `Hashable` (as seed 001's `Target`), printed as Swift spells it.
enum Destination: Hashable, Sendable, CustomStringConvertible {
    case settings
    var description: String { ".settings" }
}

/// One value of the element alphabet the sweeps draw from.
enum Sample: CaseIterable, CustomStringConvertible {
    case int, string, bool, tag, quoted, profile

    var isCodable: Bool { self != .profile }

    func append(to path: inout ErasedPath) {
        switch self {
        case .int: path.append(3)
        case .string: path.append("Hello")
        case .bool: path.append(true)
        case .tag: path.append(Tag(name: "a,\"b\"", rank: 2))
        case .quoted: path.append("line\n\"two\"\\")
        case .profile: path.append(Profile())
        }
    }

    var description: String { "\(self)" }

    /// Every sequence of `samples` of length `0...maxLength`.
    static func sequences(of samples: [Sample], maxLength: Int) -> [[Sample]] {
        var all: [[Sample]] = [[]]
        var level: [[Sample]] = [[]]
        for _ in 0..<maxLength {
            level = level.flatMap { seq in samples.map { seq + [$0] } }
            all += level
        }
        return all
    }
}

func makePath(_ samples: [Sample]) -> ErasedPath {
    var path = ErasedPath()
    for s in samples { s.append(to: &path) }
    return path
}

let registry = PathTypes([Int.self, String.self, Bool.self, Tag.self])

@Suite("ErasedPath")
struct ErasedPathTests {
    @Test("removeLast(k) faults exactly when k exceeds the count, and leaves the path as it was")
    func removeLastSweep() {
        for n in 0...3 {
            for k in -1...5 {
                var path = makePath(Array(repeating: .int, count: n))
                let before = path
                do {
                    try path.removeLast(k)
                    #expect(k >= 0 && k <= n, "n = \(n), k = \(k) should fault")
                    #expect(path.count == n - k)
                } catch {
                    #expect(k < 0 || k > n, "n = \(n), k = \(k) should not fault")
                    #expect(path == before)
                    #expect(error.message == "removeLast(\(k)) on a path of \(n) element\(n == 1 ? "" : "s")")
                }
            }
        }
    }

    @Test("append, count, removeAll and replace")
    func basicOperations() {
        var path = ErasedPath()
        path.append(3)
        path.append(Destination.settings)
        #expect(path.count == 2)
        #expect(path.description == "[3, .settings]")
        var other = ErasedPath()
        other.append("deep")
        path.replace(with: other)
        #expect(path == other)
        path.removeAll()
        #expect(path.isEmpty)
    }

    @Test("contains(where:) finds elements by type, as seed 004's containsProject")
    func containsByType() {
        for samples in Sample.sequences(of: Sample.allCases, maxLength: 2) {
            let path = makePath(samples)
            #expect(path.contains(Profile.self) == samples.contains(.profile), "\(samples)")
            #expect(path.contains { $0 is Tag } == samples.contains(.tag), "\(samples)")
            #expect(path.contains(Int.self) == samples.contains(.int), "\(samples)")
        }
    }

    @Test("a codable representation exists exactly when every element was appended as Codable")
    func codableExistence() {
        for samples in Sample.sequences(of: Sample.allCases, maxLength: 3) {
            let path = makePath(samples)
            #expect((path.codable != nil) == samples.allSatisfy(\.isCodable), "\(samples)")
        }
    }

    @Test("the encoding is a flat array of type name and JSON pairs, oldest first")
    func encodingFormat() throws {
        var path = ErasedPath()
        path.append(3)
        path.append("Hi")
        let text = try #require(path.codable).jsonText()
        #expect(text == #"["Swift.Int","3","Swift.String","\"Hi\""]"#)
    }

    @Test("every mix of codable element types round-trips through JSON text")
    func roundTripSweep() throws {
        let codable = Sample.allCases.filter(\.isCodable)
        let sequences = Sample.sequences(of: codable, maxLength: 3)
        #expect(sequences.count == 1 + 5 + 25 + 125)
        for samples in sequences {
            let path = makePath(samples)
            let text = try #require(path.codable, "\(samples)").jsonText()
            var restored = makePath([.profile])
            try restored.restore(jsonText: text, types: registry)
            #expect(restored == path, "\(samples): \(text)")
            #expect(restored.codable?.jsonText() == text, "\(samples)")
        }
    }

    @Test("every truncation of a valid encoding is rejected and leaves the path untouched")
    func truncatedInputs() throws {
        for samples in Sample.sequences(of: [.int, .string, .tag], maxLength: 2) {
            let text = try #require(makePath(samples).codable).jsonText()
            for length in 0..<text.count {
                var path = makePath([.profile, .int])
                let before = path
                #expect(throws: PathDecodingError.self, "\(samples) cut at \(length)") {
                    try path.restore(jsonText: String(text.prefix(length)), types: registry)
                }
                #expect(path == before)
            }
        }
    }

    @Test("malformed inputs give a clear error of the right kind and leave the path untouched",
          arguments: [
              (#"["Swift.Int"]"#, PathDecodingError.Code.wrongArity),
              (#"["Swift.Int","3","Swift.Int"]"#, .wrongArity),
              (#"["MyApp.Project","{}"]"#, .unknownType),
              (#"["Swift.Int","3","Nope.T","1"]"#, .unknownType),
              (#"["Swift.Int","\"x\""]"#, .malformedElement),
              (#"["Swift.Int","[3"]"#, .malformedElement),
              (#"{"a":1}"#, .malformedJSON),
              (#"[1,2]"#, .malformedJSON),
              ("", .malformedJSON),
          ])
    func malformedInputs(text: String, code: PathDecodingError.Code) {
        var path = makePath([.int, .string])
        let before = path
        do {
            try path.restore(jsonText: text, types: registry)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.code == code, "\(text): \(error.message)")
            #expect(!error.message.isEmpty)
        }
        #expect(path == before)
    }

    @Test("a type the registry does not know is named in the error")
    func unknownTypeMessage() throws {
        var path = ErasedPath()
        path.append(Tag(name: "x", rank: 1))
        let text = try #require(path.codable).jsonText()
        #expect(throws: PathDecodingError.self) { try path.restore(jsonText: text, types: PathTypes([Int.self])) }
        do {
            _ = try ErasedPath(ErasedPath.CodableRepresentation(jsonText: text), types: PathTypes([Int.self]))
        } catch {
            #expect(error.code == .unknownType)
            #expect(error.message.contains("Tag"))
            #expect(error.message.contains("Swift.Int"))
        }
    }

    @Test("the representation's own Codable conformance writes the same flat array and rejects an odd number of strings")
    func representationCodable() throws {
        for samples in Sample.sequences(of: [.int, .quoted, .tag], maxLength: 2) {
            let rep = try #require(makePath(samples).codable)
            let data = try JSONEncoder().encode(rep)
            #expect(try JSONDecoder().decode([String].self, from: data) == rep.entries.flatMap { [$0.typeName, $0.json] })
            #expect(try JSONDecoder().decode(ErasedPath.CodableRepresentation.self, from: data) == rep)
            #expect(try ErasedPath.CodableRepresentation(jsonText: rep.jsonText()) == rep)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ErasedPath.CodableRepresentation.self, from: Data(#"["Swift.Int","3","Swift.Int"]"#.utf8))
        }
    }
}

@Suite("Typed paths")
struct TypedPathTests {
    @Test("Array.removeLast(checked:) faults exactly when Array.removeLast would trap")
    func checkedRemoveLast() {
        for n in 0...4 {
            for k in -1...6 {
                var path = Array(0..<n)
                do {
                    try path.removeLast(checked: k)
                    #expect(k >= 0 && k <= n)
                    #expect(path == Array(0..<(n - k)))
                } catch {
                    #expect(k < 0 || k > n)
                    #expect(path == Array(0..<n))
                }
            }
        }
    }
}
