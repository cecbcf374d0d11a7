import Foundation
import ModelChecker

/// The number of states at each breadth-first level of the last search pass (a search raised through
/// race bounds runs one pass per bound, each from level 0), as the search reports them, and that
/// pass's pace.
final class LevelSizes: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int] = []
    private var deepest = 0

    /// Notes the size of the level `progress` is at; a level shallower than one seen before starts a
    /// new pass.
    func record(_ progress: ExplorationProgress) {
        lock.lock()
        defer { lock.unlock() }
        if progress.depth < deepest {
            counts = []
            deepest = 0
        }
        deepest = progress.depth
        if counts.count <= progress.depth { counts += Array(repeating: 0, count: progress.depth + 1 - counts.count) }
        counts[progress.depth] = progress.frontier
    }

    /// The sizes, level 0 first.
    var sizes: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}

/// Prints the progress of a long check: nothing in its first three seconds, then at most one line a
/// second (states, depth, rate, the level's size and how far into it, the race pass), on standard
/// output, flushed at once. `swift test` collects what a test prints and may pass it on only when the
/// test ends when its output goes to a file or a pipe; `NAVCHECK_PROGRESS=<file>` appends each line to
/// that file as well, as it is written, so that a long check can be followed (`tail -f`).
final class ProgressPrinter: @unchecked Sendable {
    private let lock = NSLock()
    private var lastPrinted = -1.0
    private let machine: String
    private let clock = ContinuousClock()
    private let began: ContinuousClock.Instant
    private var deepest = 0
    private var pass = 0
    private let file: FileHandle?

    private init(machine: String, progressFile: String?) {
        self.machine = machine
        began = clock.now
        file = progressFile.flatMap { path in
            if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            return FileHandle(forWritingAtPath: path)
        }
        _ = try? file?.seekToEnd()
    }

    /// The printer's observer; `environment`'s `NAVCHECK_PROGRESS` names a file to append the lines to.
    static func observer(machine: String, environment: [String: String]) -> (ProgressObserver, ProgressPrinter) {
        let printer = ProgressPrinter(machine: machine, progressFile: environment[variable].flatMap { $0.isEmpty ? nil : $0 })
        return (ProgressObserver { printer.report($0) }, printer)
    }

    /// The variable that names the progress file.
    static let variable = "NAVCHECK_PROGRESS"

    private var seconds: Double { NavCheck.seconds(clock.now - began) }

    private func report(_ p: ExplorationProgress) {
        lock.lock()
        defer { lock.unlock() }
        // A search raised through race bounds starts each pass at level 0 again.
        if p.depth < deepest { pass += 1 }
        deepest = p.depth
        let now = seconds
        guard now >= 3, now - lastPrinted >= 1 else { return }
        lastPrinted = now
        let passNote = pass > 0 ? ", race pass k = \(pass)" : ""
        if let expanded = p.expanded {
            // Inside a level the states it adds are not counted yet: no rate, which would only fall.
            emit("NavCheck \(machine): depth \(p.depth), \(grouped(expanded)) of the level's \(grouped(p.frontier)) states "
                 + "expanded, \(grouped(p.distinctStates)) states before it\(passNote), \(Int(now)) s")
        } else {
            emit("NavCheck \(machine): \(grouped(p.distinctStates)) states, depth \(p.depth), "
                 + "\(grouped(Int(p.rate))) states/s\(passNote), \(Int(now)) s, level \(p.depth): \(grouped(p.frontier)) states to expand")
        }
    }

    /// Says that the search was cut and walks take over.
    func walksBegin(walks: Int, after report: CheckReport) {
        lock.lock()
        defer { lock.unlock() }
        emit("NavCheck \(machine): the search was cut (\(Coverage.bound(report.stopReason))) after "
             + "\(grouped(report.statistics.distinctStates)) states; \(grouped(walks)) random walk\(walks == 1 ? "" : "s"), "
             + "races included")
    }

    private func emit(_ line: String) {
        print(line)
        // A pipe or a file buffers standard output: each line is sent as it is written.
        fflush(nil)
        if let file { try? file.write(contentsOf: Array((line + "\n").utf8)) }
    }
}
