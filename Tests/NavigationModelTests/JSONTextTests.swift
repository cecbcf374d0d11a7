import Foundation
import NavigationModel
import Testing

@Suite("Typed path JSON")
struct TypedPathJSONTests {
    @Test("[Int] JSON written by hand matches JSONEncoder and reads back every path in a small sweep")
    func roundTrip() throws {
        var paths: [[Int]] = [[]]
        for _ in 0..<3 { paths += paths.filter { $0.count == paths.last!.count }.flatMap { p in [-7, 0, 32, Int.max].map { p + [$0] } } }
        for path in paths {
            let text = JSONText.encode(path)
            #expect(text == String(decoding: try JSONEncoder().encode(path), as: UTF8.self))
            #expect(JSONText.decodeInts(text) == path, "\(text)")
            #expect(JSONText.decodeInts(" \(text)\n") == path)
        }
    }

    @Test("malformed [Int] JSON is rejected", arguments: [
        "", "[", "[32,6", "[32,]", "[,]", "[01]", "[1 2]", "[\"1\"]", "[1.5]", "{}", "[1]x", "[99999999999999999999]", "[-]",
        Corruption.truncated.text, Corruption.foreignType.text,
    ])
    func malformed(text: String) {
        #expect(JSONText.decodeInts(text) == nil)
    }

    @Test("the damaged files the specs use are unreadable to JSONDecoder too", arguments: Corruption.allCases)
    func corruptionUnreadable(corruption: Corruption) {
        #expect((try? JSONDecoder().decode([Int].self, from: Data(corruption.text.utf8))) == nil)
    }
}
