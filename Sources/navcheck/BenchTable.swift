import ModelChecker
import Reports

/// Prints `navcheck bench` figures as an aligned table, or as key=value lines for scripts.
struct BenchTable {
    var kv: Bool

    static let header = "run".padding(32) + "encoding".padding(13) + "workers".padding(8)
        + "distinct".leftPadding(12) + "transitions".leftPadding(14) + "seconds".leftPadding(10)
        + "states/s".leftPadding(13) + "peak MB".leftPadding(10) + "B/state".leftPadding(9)
        + "struct B/state".leftPadding(15) + "  result"

    static func megabytes(_ bytes: Int) -> String { String(format1(Double(bytes) / 1_048_576)) + " MB" }

    static func format1(_ x: Double) -> String {
        let tenths = Int((x * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    static func format3(_ x: Double) -> String {
        let thousandths = Int((x * 1000).rounded())
        let frac = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }

    static func grouped(_ n: Int) -> String { ModelChecker.grouped(n) }

    mutating func add(_ f: BenchmarkFigures, expected: Int?, note: String? = nil) {
        var result: String
        if !f.complete {
            result = "PARTIAL (stopped: \(f.stopReason?.rawValue ?? "bound"))"
        } else if let expected {
            result = f.distinctStates == expected ? "complete, = formula" : "COUNT DIFFERS FROM FORMULA \(Self.grouped(expected))"
        } else {
            result = "complete"
        }
        if let note { result += ", " + note }
        if kv {
            var fields = ["run=\(f.name)", "encoding=\(f.packed ? "packed" : "fingerprints")", "workers=\(f.workers)",
                          "complete=\(f.complete)", "stop=\(f.stopReason?.rawValue ?? "none")",
                          "states=\(f.distinctStates)", "transitions=\(f.transitions)", "seconds=\(Self.format3(f.seconds))",
                          "states_per_second=\(Int(f.statesPerSecond))"]
            if let expected { fields.append("expected=\(expected)") }
            if let peak = f.peakResidentBytes { fields.append("peak_bytes=\(peak)") }
            fields.append("peak_per_run=\(f.peakIsPerRun)")
            if let b = f.peakBytesPerState { fields.append("bytes_per_state=\(Self.format1(b))") }
            if let b = f.structureBytesPerState { fields.append("struct_bytes_per_state=\(Self.format1(b))") }
            print(fields.joined(separator: " "))
            return
        }
        let peak = f.peakResidentBytes.map { Self.format1(Double($0) / 1_048_576) + (f.peakIsPerRun ? "" : "*") } ?? "—"
        print(f.name.padding(32) + (f.packed ? "packed" : "fingerprints").padding(13) + String(f.workers).padding(8)
              + Self.grouped(f.distinctStates).leftPadding(12) + Self.grouped(f.transitions).leftPadding(14)
              + Self.format3(f.seconds).leftPadding(10) + Self.grouped(Int(f.statesPerSecond)).leftPadding(13)
              + peak.leftPadding(10) + (f.peakBytesPerState.map(Self.format1) ?? "—").leftPadding(9)
              + (f.structureBytesPerState.map(Self.format1) ?? "—").leftPadding(15) + "  " + result)
    }

    func speedup(name: String, one: BenchmarkFigures, many: BenchmarkFigures, identical: Bool) {
        let ratio = many.seconds > 0 ? one.seconds / many.seconds : 0
        if kv {
            print("speedup=\(name) workers=\(many.workers) ratio=\(Self.format3(ratio)) identical=\(identical)")
        } else {
            print("  \(name): \(many.workers) workers vs 1: speed-up \(Self.format3(ratio))×, results "
                  + (identical ? "identical (statistics and counterexamples)" : "DIFFER"))
        }
    }
}

extension String {
    func leftPadding(_ width: Int) -> String { count >= width ? " " + self : String(repeating: " ", count: width - count) + self }
}
