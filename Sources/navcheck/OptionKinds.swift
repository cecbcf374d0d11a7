import Foundation
import ModelChecker
import NavigationSpecs
import Reports

/// The kinds of value options take: each reads the text strictly (never computed past its range) and
/// says in a sentence what is wrong and what to give instead.
extension Option where Value == Int {
    /// A whole number from `range`: `--max-depth 0 is out of range: give a whole number from 1 to 1,000,000`.
    static func number(_ name: String, _ valueName: String, in range: ClosedRange<Int>, help: String,
                       default defaultValue: OptionDefault? = nil) -> Option {
        Option(name, valueName, help: help, allowed: "\(grouped(range.lowerBound)) to \(grouped(range.upperBound))",
               default: defaultValue) { text throws(UsageError) in
            let allowed = "a whole number from \(grouped(range.lowerBound)) to \(grouped(range.upperBound))"
            let digits = text.hasPrefix("+") ? String(text.dropFirst()) : text
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }),
                  digits.dropFirst().allSatisfy(\.isNumber) else {
                throw UsageError("\(name) takes \(allowed), not '\(shown(text))'")
            }
            guard let n = Int(digits), range.contains(n) else {
                throw UsageError("\(name) \(shown(text)) is out of range: give \(allowed)")
            }
            return n
        }
    }

    /// A byte size (`1500000000`, `512M`, `2G`, `1.5G`; powers of 1024) from ``Limits/minimumMemory``
    /// to ``Limits/memory``.
    static func byteSize(_ name: String, help: String) -> Option {
        Option(name, "SIZE", help: help, allowed: "1M to 64T, e.g. 512M or 2G") { text throws(UsageError) in
            let allowed = "a size from 1M to 64T, in bytes or with a unit (K, M, G, T: powers of 1024), such as 512M or 2G"
            let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
            var digits = Substring(text.uppercased())
            if digits.hasSuffix("IB") { digits = digits.dropLast(2) + "" } else if digits.hasSuffix("B") { digits = digits.dropLast() }
            var scale = 1
            if let last = digits.last, let unit = units[last] { scale = unit; digits = digits.dropLast() }
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), !parts[0].isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  parts.count == 1 || !parts[1].isEmpty, let value = Double(digits), value.isFinite else {
                throw UsageError("\(name) takes \(allowed), not '\(shown(text))'")
            }
            let bytes = value * Double(scale)
            guard bytes >= Double(Limits.minimumMemory), bytes <= Double(Limits.memory) else {
                throw UsageError("\(name) \(shown(text)) is out of range: give \(allowed)")
            }
            return Int(bytes)
        }
    }
}

extension Option where Value == Double {
    /// A number of seconds from 0.001 to a year.
    static func seconds(_ name: String, _ valueName: String, help: String) -> Option {
        Option(name, valueName, help: help, allowed: "0.001 to \(grouped(Limits.seconds))") { text throws(UsageError) in
            let allowed = "a number of seconds from 0.001 to \(Limits.seconds) (a year)"
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let s = Double(text), s.isFinite else {
                throw UsageError("\(name) takes \(allowed), not '\(shown(text))'")
            }
            guard s >= 0.001, s <= Double(Limits.seconds) else { throw UsageError("\(name) \(shown(text)) is out of range: give \(allowed)") }
            return s
        }
    }
}

extension Option where Value == String {
    /// One of `choices`: `--format takes 'dot' or 'mermaid', not 'svg'`.
    static func choice(_ name: String, _ choices: [String], help: String, default defaultValue: String) -> Option {
        let quoted = choices.map { "'\($0)'" }
        let list = quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
        return Option(name, choices.joined(separator: "|"), help: help, default: .text(defaultValue)) { text throws(UsageError) in
            guard choices.contains(text) else { throw UsageError("\(name) takes \(list), not '\(shown(text))'") }
            return text
        }
    }

    /// A file the command writes: a name must be given (the rest is checked with the other options,
    /// see ``CIOptions``).
    static func outputFile(_ name: String, help: String) -> Option {
        Option(name, "FILE", help: help) { text throws(UsageError) in
            guard !text.isEmpty else { throw UsageError("\(name) needs a file name, not an empty string") }
            return text
        }
    }

    /// A report folder the command writes (``CIOptions/checkFolder(_:option:)``).
    static func reportFolder(_ name: String, help: String, default defaultValue: OptionDefault? = nil, required: Bool = false) -> Option {
        Option(name, "DIR", help: help, default: defaultValue, required: required) { text throws(UsageError) in
            try CIOptions.checkFolder(text, option: name)
            return text
        }
    }
}

extension Option where Value == [String] {
    /// A comma-separated list of some of `known`.
    static func list(_ name: String, _ valueName: String, of known: [String], help: String, default defaultValue: String) -> Option {
        Option(name, valueName, help: help, default: .text(defaultValue)) { text throws(UsageError) in
            let items = text.split(separator: ",").map(String.init)
            if let unknown = items.first(where: { !known.contains($0) }) ?? (items.isEmpty ? text : nil) {
                throw UsageError("\(name) takes a comma-separated list of \(known.joined(separator: ", ")), not '\(shown(unknown))'")
            }
            return items
        }
    }
}

extension Option where Value == [Int] {
    /// Whole numbers separated by commas, as many as `valueName` has letters (`T,K,D`).
    static func numbers(_ name: String, _ valueName: String, help: String, example: String, default defaultValue: OptionDefault) -> Option {
        let count = valueName.split(separator: ",").count
        return Option(name, valueName, help: help, default: defaultValue) { text throws(UsageError) in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.filter { $0 != " " }) }
            guard parts.count == count, parts.allSatisfy({ $0 != nil }) else {
                throw UsageError("\(name) takes \(valueName): \(count) whole numbers separated by commas (e.g. \(example)), not '\(shown(text))'")
            }
            return parts.compactMap { $0 }
        }
    }
}

/// The largest values the options take: far beyond any real run, small enough that nothing
/// computed from them overflows.
enum Limits {
    /// Breadth-first depth and walk length.
    static let depth = 1_000_000
    /// Distinct states of a run: parent links are 32-bit.
    static let states = Int(Int32.max)
    /// Workers of one run.
    static let workers = 256
    /// Random walks of a simulation.
    static let runs = 100_000_000
    /// Actions per random walk.
    static let steps = 100_000
    /// Repetitions of a benchmark's explorations.
    static let repeats = 1_000_000
    /// Seeds of `bench-random`: each seed's figures are kept until the table is printed.
    static let seeds = 1_000_000
    /// Seconds (a year).
    static let seconds = 31_536_000
    /// States in a graph.
    static let graphStates = 100_000
    /// The largest `--max-memory`: 64 TiB.
    static let memory = 64 << 40
    /// The smallest `--max-memory`: 1 MiB.
    static let minimumMemory = 1 << 20
}

/// Options several commands share, declared once.
enum SharedOptions {
    static let json = Flag("--json", help: "print the JSON report on stdout instead of text")
    static let quiet = Flag("--quiet", help: "print only entries that did not meet their expectation, and the summary")
    static let kv = Flag("--kv", help: "one key=value line per run, for scripts")
    static let baseline = Option<BaselineFile>("--baseline", "FILE",
        help: "compare with a committed report (e.g. main's reports/baseline.json); exit 1 on a regression: a new finding, "
            + "a finding of a new kind, a lost \"holds\", a newly vacuous property") { path throws(UsageError) in
        try BaselineFile(path)
    }
    static let junit = Option<String>.outputFile("--junit", help: "write JUnit XML: one test case per entry, a failure for an unmet expectation")
    static let maxMemory = Option<Int>.byteSize("--max-memory", help: "stop, with a partial result, before the process would exceed SIZE; "
        + "a SIZE below what the process needs to start is refused, naming the smallest it can keep")

    /// Refuses a `--max-memory` below what the process needs to start: its resident memory when the
    /// search begins plus what the first level of the most demanding of `explorations` (a name and
    /// its ``Explorer/smallestMemoryBound()``) needs. Under such a bound nothing would be explored, in
    /// a process already past it. The bound named is rounded up to a mebibyte, and one more: the
    /// resident memory at the start varies a little from run to run.
    static func refuseMemoryBound(_ bound: Int?, below explorations: [(name: String, smallest: Int)]) throws(UsageError) {
        guard let bound, let most = explorations.max(by: { $0.smallest < $1.smallest }), bound < most.smallest else { return }
        let mebibyte = 1 << 20, start = ProcessMemory.searchBaselineBytes()
        let given = bound % mebibyte == 0 ? "\(bound / mebibyte)M" : bound % 1024 == 0 ? "\(bound / 1024)K" : "\(bound)"
        throw UsageError("\(maxMemory.name) \(given) is below what the process needs to start: \(BenchTable.megabytes(start)) when "
            + "the search begins, plus \(BenchTable.megabytes(most.smallest - start)) for the first level of \(most.name); "
            + "give at least \(maxMemory.name) \((most.smallest + mebibyte - 1) / mebibyte + 1)M")
    }

    /// Each exploration's ``Explorer/smallestMemoryBound()``, found by `smallest`; an error building
    /// its machine is a usage error.
    static func startingBounds(_ explorations: [(String, () throws(CheckError) -> Int)]) throws(UsageError) -> [(name: String, smallest: Int)] {
        var bounds: [(name: String, smallest: Int)] = []
        for (name, smallest) in explorations {
            do { bounds.append((name, try smallest())) } catch { throw UsageError(error.message) }
        }
        return bounds
    }

    /// `--workers N`, defaulting to `defaultValue`.
    static func workers(_ help: String, default defaultValue: OptionDefault) -> Option<Int> {
        .number("--workers", "N", in: 1...Limits.workers, help: help, default: defaultValue)
    }

    /// `--repeat N`: runs of each exploration.
    static let repeats = Option<Int>.number("--repeat", "N", in: 1...Limits.repeats, help: "runs of each exploration", default: .text("3"))
}

/// A report given with `--baseline`, read before any work.
struct BaselineFile: Sendable {
    var path: String
    var report: JSONReport

    init(_ path: String) throws(UsageError) {
        self.path = path
        do { report = try JSONReport.read(path) } catch {
            let message = CIText.withoutPath(error.message, path)
            let advice = message.contains("; ") ? "" : "; give a report written by navcheck, e.g. reports/baseline.json"
            throw UsageError("--baseline \(shown(path)): \(message)\(advice)")
        }
    }
}

/// A catalog entry named on the command line: an unknown name is refused with the valid ones (or, for a
/// name with control characters, with where to find them).
func catalogEntry(_ name: String) throws(UsageError) -> CatalogEntry {
    do { return try RunSelection.entry(named: name) } catch { throw UsageError(error.message) }
}
