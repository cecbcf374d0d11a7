import Foundation
import ModelChecker
import NavigationModel
import NavigationSpecs
import Testing

/// Trace files written before finding kinds and the three alphabets (kept under `Fixtures/`, as the
/// previous release wrote them) still load: their property kinds, alphabet names and actions read as
/// they were written. A size class of nil, which is no longer an action, is rejected in words.
@Suite struct OldTraceFilesTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return Array(try Data(contentsOf: url))
    }

    @Test func aFormatOneTraceLoads() throws {
        let file = try TraceCoding.decode(AdaptiveAction.self, from: Self.fixture("format1-adaptive-seed--rootNotInStack.json"))
        #expect(file.formatVersion == 1)
        #expect(file.kind == .invariant)
        #expect(file.finding == nil, "written before kinds existed")
        #expect(file.alphabetName == "taps")
        #expect(file.actions.map(\.value) == [.select(rootID: 0), .resize(.regular)])
        #expect(file.expected == .violates)
        // Re-encoded, it keeps the spelling of every field it had, and says nothing of a kind.
        let text = String(decoding: try TraceCoding.encode(file), as: UTF8.self)
        #expect(text.contains("\"kind\" : \"invariant\""))
        #expect(text.contains("\"alphabetName\" : \"taps\""))
        #expect(!text.contains("\"finding\""))
    }

    @Test func aNilSizeClassIsRejectedInWords() throws {
        let error = try #require(throws: CheckError.self) {
            try TraceCoding.decode(AdaptiveAction.self, from: Self.fixture("format1-adaptive-seed--stackStartsAtLevelOne.json"))
        }
        #expect(error.message.contains("resize(nil) is not an action"), "\(error.message)")
    }

    @Test func kindsAndAlphabetsKeepTheirSpelling() throws {
        #expect(PropertyKind.allCases.map(\.rawValue) == ["invariant", "transition", "hypothetical", "contract", "fault", "sometimes", "canAlwaysReach", "eventually"])
        #expect(Alphabet.allCases.map(\.rawValue) == ["ui", "race", "api"])
        #expect(FindingKind.allCases.map(\.rawValue) == ["atRest", "glitch", "race", "api"])
        #expect(FindingKind.allCases.map(\.description) == ["at rest", "one-frame glitch", "race", "API misuse"])
        let json = String(decoding: try JSONEncoder().encode([PropertyKind.contract]), as: UTF8.self)
        #expect(json == "[\"contract\"]")
    }
}
