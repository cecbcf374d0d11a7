import Foundation
import Testing
@testable import ModelChecker

@Suite struct TraceFileTests {
    let machine = CounterMachine()

    func trace(_ actions: [CounterMachine.Action], expected: TraceExpectation = .violates,
               origin: TraceOrigin = .exhaustive) -> TraceFile<CounterMachine.Action> {
        let counterexample = Counterexample<CounterMachine>(
            property: "belowLimit", kind: .invariant, meaning: "the counter stays below the limit", message: "7 ≥ 7",
            initialState: 0, actions: actions, actionIndices: [], finding: .atRest)
        return machine.traceFile(for: counterexample, entry: "counter-entry", subject: "a counter", bounds: "limit 7",
                                 alphabetName: "all", expected: expected, origin: origin)
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func recordsTheEntryThePropertyTheAlphabetAndTheActions() {
        let file = trace([.add(3), .add(3), .increment])
        #expect(file.formatVersion == 1)
        #expect(file.entry == "counter-entry")
        #expect(file.machine == "counter")
        #expect(file.alphabet == ["increment", "reset", "add(1)", "add(2)", "add(3)"])
        #expect(file.length == 3)
        #expect(file.actions.map(\.call) == ["add(3)", "add(3)", "increment"])
        #expect(file.origin == .exhaustive)
    }

    @Test func encodesToSortedPrettyJSONAndBackByteForByte() throws {
        let origin = TraceOrigin.random(seed: UInt64.max, run: 3, swarm: true, originalLength: 17, shrinkSteps: 5)
        let bytes = try TraceCoding.encode(trace([.add(3), .add(3), .increment], origin: origin))
        #expect(try TraceCoding.encode(trace([.add(3), .add(3), .increment], origin: origin)) == bytes)
        let decoded = try TraceCoding.decode(CounterMachine.Action.self, from: bytes)
        #expect(decoded == trace([.add(3), .add(3), .increment], origin: origin))
        #expect(decoded.origin.seed == UInt64.max)
        #expect(try TraceCoding.encode(decoded) == bytes)
        let json = text(bytes)
        #expect(json.hasPrefix("{\n  \"actions\" : [\n"))
        #expect(json.hasSuffix("}\n"))
        #expect(json.contains("\"call\" : \"add(3)\""))
        #expect(json.contains("\"expected\" : \"violates\""))
        #expect(json.contains("\"seed\" : 18446744073709551615"))
    }

    @Test func replayingAViolatingTraceMatchesWhenExpectedToViolate() throws {
        let verdict = try machine.replay(trace([.add(3), .add(3), .increment]))
        #expect(verdict.matches)
        #expect(verdict.violatedAtStep == 3)
        #expect(verdict.message == "still violates belowLimit at step 3 of 3 (at rest)")
    }

    @Test func aTraceThatNoLongerViolatesSaysItNoLongerReproduces() throws {
        let fixed = CounterMachine(limit: 8)
        let verdict = try fixed.replay(trace([.add(3), .add(3), .increment]))
        #expect(!verdict.matches)
        #expect(verdict.violatedAtStep == nil)
        #expect(verdict.message == "no longer reproduces: belowLimit holds at every step of the 3-step trace on 'counter'")
    }

    @Test func anExpectationToHoldIsCheckedToo() throws {
        let holds = try CounterMachine(limit: 8).replay(trace([.add(3), .add(3), .increment]), expecting: .holds)
        #expect(holds.matches)
        #expect(holds.message == "belowLimit holds at every step of the 3-step trace, as expected")
        let broken = try machine.replay(trace([.add(3), .add(3), .increment]), expecting: .holds)
        #expect(!broken.matches)
        #expect(broken.message == "violates belowLimit at step 3 of 3, expected to hold: 7 ≥ 7")
    }

    @Test func anActionNotEnabledAtItsStepIsAnErrorNamingTheStep() {
        #expect(throws: CheckError(.badTrace, "step 3: 'reset' cannot be taken: it is not enabled here")) {
            try machine.replay(trace([.increment, .reset, .reset]))
        }
    }

    @Test func anActionOutsideTheAlphabetIsAnErrorNamingTheStep() {
        #expect(throws: CheckError(.badTrace, "step 2: 'crash' is not in the alphabet of 'counter'")) {
            try machine.replay(trace([.increment, .crash]))
        }
    }

    @Test func anUnknownPropertyIsAnError() throws {
        var file = trace([.increment])
        file.property = "nope"
        let error = try #require(throws: CheckError.self) { try machine.replay(file) }
        #expect(error.message.hasPrefix("unknown property 'nope' for 'counter'; valid properties: belowLimit"))
    }

    @Test func rejectsTextThatIsNotJSONOrIsTruncated() throws {
        let good = try TraceCoding.encode(trace([.increment]))
        for bad in [Array("hello".utf8), Array(good.prefix(good.count / 2)), []] {
            let error = try #require(throws: CheckError.self) { try TraceCoding.decode(CounterMachine.Action.self, from: bad) }
            #expect(error.code == .badTrace)
            #expect(error.message.hasPrefix("not valid JSON (or truncated)"))
        }
    }

    @Test func rejectsAnUnknownFormatVersion() throws {
        let good = text(try TraceCoding.encode(trace([.increment])))
        let future = Array(good.replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 2").utf8)
        #expect(throws: CheckError(.badTrace, "unknown format version 2 (this navcheck reads version 1)")) {
            try TraceCoding.header(from: future)
        }
    }

    @Test func anUnreadableActionNamesItsStep() throws {
        let good = text(try TraceCoding.encode(trace([.increment, .add(2)])))
        let bad = Array(good.replacingOccurrences(of: "\"add\" : {", with: "\"fly\" : {").utf8)
        let error = try #require(throws: CheckError.self) { try TraceCoding.decode(CounterMachine.Action.self, from: bad) }
        #expect(error.message.hasPrefix("step 2: unknown or unreadable action"))
    }

    @Test func aMissingFieldIsNamed() throws {
        let good = text(try TraceCoding.encode(trace([.increment])))
        let bad = Array(good.replacingOccurrences(of: "\"property\" :", with: "\"propertyX\" :").utf8)
        let error = try #require(throws: CheckError.self) { try TraceCoding.header(from: bad) }
        #expect(error.message.hasPrefix("missing field 'property'"))
    }
}
