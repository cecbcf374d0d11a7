#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Reports

/// What the command checks about a report folder before it works: its report files are what they
/// should be, and it is not nested in a report folder's `traces/`.
enum ReportFolder {
    /// The names a run may replace in the report folder (its report set).
    static let setNames: Set<String> = ["latest.json", "latest.md", "previous.json", "traces", "baseline.json", "baseline.md"]

    /// `path` with symbolic links, `.` and `..` resolved as far as it exists (the rest appended).
    static func resolved(_ path: String) -> String {
        var head = path.isEmpty ? "." : path
        var tail: [String] = []
        while true {
            if let real = realpath(head, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return tail.reversed().reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
            }
            let parent = CIText.parentFolder(of: head)
            let last = CIText.lastComponent(of: head)
            if parent == head || last.isEmpty { return path }
            if last != "." { tail.append(last) }
            head = parent
        }
    }

    /// The `traces` folder of a report folder that `path` is, or is inside, if any.
    static func enclosingTraces(of path: String) -> String? {
        var current = resolved(path)
        while current != "/" && !current.isEmpty {
            let parent = CIText.parentFolder(of: current)
            if CIText.lastComponent(of: current) == "traces" && isReportFolder(parent) { return current }
            if parent == current { break }
            current = parent
        }
        return nil
    }

    /// Whether `folder` holds a navcheck report (or a set being switched in).
    static func isReportFolder(_ folder: String) -> Bool {
        (["latest.json", "latest.md", "baseline.json"] + ReportSet.hiddenNames).contains { SafeFile.kind(of: folder + "/" + $0) != .missing }
    }

    /// The report files already in `folder` are of the right kind: `traces` a folder, the others files.
    static func checkContents(_ folder: String, option: String) throws(UsageError) {
        for name in setNames.sorted() {
            let kind = SafeFile.kind(of: folder + "/" + name)
            let file = shown(folder + "/" + name)
            switch (name == "traces", kind) {
            case (_, .missing), (true, .directory), (false, .regular): continue
            case (true, _): throw UsageError("\(option) \(shown(folder)): \(file) is not a folder, so the traces cannot be written; move it away or give another folder")
            case (false, _): throw UsageError("\(option) \(shown(folder)): \(file) is not a regular file, so the report cannot replace it; move it away or give another folder")
            }
        }
    }

    /// `path` (the folder `given` names, or one of its ancestors), which `stat` does not find, is not a
    /// symbolic link in a loop or to nothing: no folder could be made there, and the run would fail only
    /// when it writes its report.
    static func checkNoBrokenLink(_ path: String, of given: String, option: String) throws(UsageError) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return }
        let which = path == given ? "is a symbolic link" : "\(shown(path)) is a symbolic link"
        if stat(path, &info) != 0 && errno == ELOOP {
            throw UsageError("\(option) \(shown(given)): \(which) in a loop, so no folder can be made there; remove the link or give another folder")
        }
        var target = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &target, 4096)
        let to = count > 0 ? " to \(shown(String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)))" : ""
        throw UsageError("\(option) \(shown(given)): \(which)\(to), which does not exist; make the folder it names, remove the link, or give another folder")
    }
}
