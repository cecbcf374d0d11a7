import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files one run writes into a report folder, switched in as one unit.
///
/// The new set is written beside the old one, into the hidden folder `.navcheck-new` inside the report
/// folder, with a manifest of the names it replaces or removes. Renaming that folder to
/// `.navcheck-switching` marks the set complete; each old file is then renamed into `.navcheck-old`
/// and its new one into place, and renaming `.navcheck-switching` to `.navcheck-done` commits the new
/// set (the old files are then deleted). So:
///
/// - a signal (SIGINT, SIGTERM) before the commit undoes the renames and removes the hidden folders:
///   the previous set is as it was, and nothing stray is left (``Interruption``);
/// - after SIGKILL at any moment, ``recover(in:)`` at the next start puts the folder back to the old
///   set (or, once committed, finishes with the new one), and removes what is left over.
///
/// Two runs never write one folder at once: the folder is locked (`flock`) while a set is switched.
public struct ReportSet: Sendable {
    /// The report folder.
    public var directory: String
    /// Files of the new set, by name (top level of the folder).
    public var files: [String: [UInt8]] = [:]
    /// Existing files to bring into the new set under another name, as hard links (exact bytes):
    /// e.g. `previous.json` ← `latest.json`.
    public var links: [String: String] = [:]
    /// Names of the old set that the new set drops.
    public var removals: Set<String> = []
    /// The new `traces/` folder's files; nil leaves `traces/` as it is.
    public var traces: [String: [UInt8]]?
    /// Whether the new `traces/` starts from the old one's files (a run of some entries adds its
    /// traces to the folder) rather than replacing it.
    public var keepsOtherTraces = false

    static let staging = ".navcheck-new"
    static let switching = ".navcheck-switching"
    static let retired = ".navcheck-old"
    static let done = ".navcheck-done"
    static let manifest = "manifest"
    /// The hidden names the switch uses; a folder holding one of them (and no switch) has leftovers.
    public static let hiddenNames = [staging, switching, retired, done]

    /// An empty set for `directory`.
    public init(directory: String) { self.directory = directory }

    func path(_ name: String) -> String { directory.hasSuffix("/") ? directory + name : directory + "/" + name }
    func path(_ folder: String, _ name: String) -> String { path(folder) + "/" + name }

    /// Whether the set changes anything.
    public var isEmpty: Bool { files.isEmpty && links.isEmpty && removals.isEmpty && traces == nil }

    /// Writes the set beside the old one and switches it in. Throws ``Interruption/Interrupted`` (the
    /// old set intact) when a signal came before the commit, or ``ReportError`` when a file cannot be
    /// written (the old set intact, nothing left over).
    /// - Returns: what was put right first in the folder (``recover(in:)``), in words.
    @discardableResult
    public func commit() throws -> [String] {
        guard !isEmpty else { return [] }
        return try Interruption.recording {
            let made = try Self.makeFolder(directory)
            let lock = try Self.lock(directory)
            defer { Self.unlock(lock) }
            let notes = Self.recover(in: directory)
            do {
                try writeStaging()
                try Interruption.check()
                try Self.rename(path(Self.staging), path(Self.switching))
                try switchIn()
            } catch {
                Self.rollBack(in: directory)
                Self.remove(path(Self.staging))
                if made { _ = rmdir(directory) }
                throw error
            }
            // Committed: from here the new set stands, whatever comes.
            Interruption.finishing()
            Self.remove(path(Self.retired))
            Self.remove(path(Self.done))
            return notes
        }
    }

    /// Puts right what a stopped run left in `directory` (``recover(in:)``), holding the folder's lock
    /// so that a run writing it meanwhile is not disturbed; nothing when the folder does not exist.
    public static func recoverAtStart(in directory: String) -> [String] {
        guard case .directory = SafeFile.kind(of: directory), hasLeftovers(in: directory) else { return [] }
        return Interruption.recording {
            guard let lock = try? lock(directory) else { return [] }
            defer { unlock(lock) }
            return recover(in: directory)
        }
    }

    /// Names this set replaces or removes, in the order they are switched.
    var manifestNames: [(name: String, replaces: Bool)] {
        var names = Set(files.keys).union(links.keys)
        if traces != nil { names.insert("traces") }
        return names.sorted().map { ($0, true) } + removals.subtracting(names).sorted().map { ($0, false) }
    }

    func writeStaging() throws {
        let stage = path(Self.staging)
        try Self.makeFolder(stage, fresh: true)
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            try Interruption.check()
            try Self.writeFile(bytes, to: stage + "/" + name)
        }
        for (name, source) in links.sorted(by: { $0.key < $1.key }) {
            try Interruption.check()
            try Self.link(path(source), stage + "/" + name)
        }
        if let traces {
            let folder = stage + "/traces"
            try Self.makeFolder(folder, fresh: true)
            if keepsOtherTraces {
                let old = path("traces")
                for name in ((try? FileManager.default.contentsOfDirectory(atPath: old)) ?? []).sorted()
                where traces[name] == nil && !name.hasPrefix(".") {
                    try Interruption.check()
                    if case .regular = SafeFile.kind(of: old + "/" + name) { try Self.link(old + "/" + name, folder + "/" + name) }
                }
            }
            for (name, bytes) in traces.sorted(by: { $0.key < $1.key }) {
                try Interruption.check()
                try Self.writeFile(bytes, to: folder + "/" + name)
            }
            Self.sync(folder)
        }
        let lines = manifestNames.map { ($0.replaces ? "replace " : "remove ") + $0.name }
        try Self.writeFile(Array((lines.joined(separator: "\n") + "\n").utf8), to: stage + "/" + Self.manifest)
        Self.sync(stage)
    }

    func switchIn() throws {
        let ready = path(Self.switching), old = path(Self.retired)
        try Self.makeFolder(old, fresh: true)
        for (name, replaces) in manifestNames {
            try Interruption.check()
            if Self.exists(path(name)) { try Self.rename(path(name), old + "/" + name) }
            if replaces { try Self.rename(ready + "/" + name, path(name)) }
        }
        try Interruption.check()
        Self.sync(directory)
        try Self.rename(ready, path(Self.done))
        Self.sync(directory)
    }

    /// Undoes a switch under way (the folder `.navcheck-switching` and its manifest): every old file
    /// back in place, the hidden folders removed.
    static func rollBack(in directory: String) {
        let set = ReportSet(directory: directory)
        let ready = set.path(switching), old = set.path(retired)
        if let text = try? SafeFile.read(ready + "/" + manifest, limit: 1 << 20, what: "a manifest") {
            let entries = String(decoding: text, as: UTF8.self).split(separator: "\n").compactMap { line -> (String, Bool)? in
                let parts = line.split(separator: " ", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                return (String(parts[1]), parts[0] == "replace")
            }
            for (name, replaces) in entries.reversed() {
                if replaces && !exists(ready + "/" + name) && exists(set.path(name)) { try? rename(set.path(name), ready + "/" + name) }
                if exists(old + "/" + name) && !exists(set.path(name)) { try? rename(old + "/" + name, set.path(name)) }
            }
        }
        remove(ready)
        remove(old)
    }

    /// Cleans up after a run that was stopped (SIGKILL, a crash) while it wrote `directory`: a half-made
    /// set is removed, a switch under way is undone, a committed one is finished. Returns what it did,
    /// in words (empty when there was nothing to do).
    @discardableResult
    public static func recover(in directory: String) -> [String] {
        let set = ReportSet(directory: directory)
        var notes: [String] = []
        if exists(set.path(done)) {
            remove(set.path(retired))
            remove(set.path(done))
            notes.append("\(directory): finished switching in the report set of a run that was stopped after writing it")
        } else if exists(set.path(switching)) {
            rollBack(in: directory)
            notes.append("\(directory): a run was stopped while it switched in its report set; the set before it was put back")
        } else if exists(set.path(retired)) {
            remove(set.path(retired))
        }
        if exists(set.path(staging)) {
            remove(set.path(staging))
            notes.append("\(directory): removed the unfinished report set of a run that was stopped")
        }
        return notes
    }

    /// Whether `directory` holds anything a stopped run left (hidden staging folders).
    public static func hasLeftovers(in directory: String) -> Bool {
        hiddenNames.contains { exists(ReportSet(directory: directory).path($0)) }
    }

    // MARK: - Files

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    static func remove(_ path: String) {
        if exists(path) { try? FileManager.default.removeItem(atPath: path) }
    }

    static func rename(_ from: String, _ to: String) throws(ReportError) {
        guard systemRename(from, to) == 0 else {
            throw ReportError("cannot rename \(from) to \(to) (\(SafeFile.describe(errno))); check the folder's permissions")
        }
    }

    static func link(_ source: String, _ destination: String) throws(ReportError) {
        if systemLink(source, destination) == 0 { return }
        // No hard links here (some file systems): copy the bytes instead.
        let bytes = try SafeFile.read(source, limit: Int.max / 2, what: "a report file")
        try writeFile(bytes, to: destination)
    }

    /// Makes `path` (and its parents); returns whether the folder itself was made. `fresh`: remove it first.
    @discardableResult
    static func makeFolder(_ path: String, fresh: Bool = false) throws(ReportError) -> Bool {
        if fresh { remove(path) }
        if case .directory = SafeFile.kind(of: path) { return false }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw ReportError("cannot make the folder \(path) (\(SafeFile.describe(errno == 0 ? EACCES : errno))); give a folder that can be written")
        }
        return true
    }

    /// Writes `bytes` to a new file at `path` and flushes it to disk; errors are sentences (a full disk says so).
    static func writeFile(_ bytes: [UInt8], to path: String) throws(ReportError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ReportError("cannot create \(path) (\(SafeFile.describe(errno))); check the folder's permissions and free space") }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                guard let base = buffer.baseAddress else { break }
                let n = write(fd, base + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                written += n
            }
        }
        if failure == 0 && fsync(fd) != 0 && errno != EINVAL { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw ReportError("cannot write \(path) (\(SafeFile.describe(failure))); free some space or give another folder")
        }
    }

    static func sync(_ folder: String) {
        let fd = open(folder, O_RDONLY)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    static func lock(_ folder: String) throws(ReportError) -> Int32 {
        let fd = open(folder, O_RDONLY)
        guard fd >= 0 else { throw ReportError("cannot open the folder \(folder) (\(SafeFile.describe(errno))); give a folder that can be written") }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {
            if Interruption.received != nil { break }
        }
        return fd
    }

    static func unlock(_ fd: Int32) {
        _ = flock(fd, LOCK_UN)
        close(fd)
    }
}

private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func systemLink(_ from: String, _ to: String) -> Int32 { link(from, to) }
