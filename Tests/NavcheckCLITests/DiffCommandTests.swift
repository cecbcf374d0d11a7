import Foundation
import Testing

/// `navcheck diff OLD NEW` end to end: a seed against its correction shows the shortest sequence that
/// tells them apart (exit 1, a trace file that names both), a corrected store against itself shows none
/// (exit 0), and bad input is refused in words (exit 2, nothing written).
@Suite struct DiffCommandTests {
    func folder() -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-diff-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aSeedAgainstItsCorrectionShowsTheDifference() throws {
        let dir = folder()
        let r = try Navcheck.run(["diff", "album-three-column-seed", "album-three-column-corrected", "--output", "out"], in: dir)
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("sameScreens (invariant) in album-three-column-seed..album-three-column-corrected, at rest, 3 actions"))
        #expect(r.stdout.contains("compared over 9 shared actions"))
        let traces = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/traces").path)
        #expect(traces.contains { $0.hasPrefix("album-three-column-seed..album-three-column-corrected--sameScreens") })
    }

    @Test func aCorrectedStoreAgainstItselfShowsNone() throws {
        let r = try Navcheck.run(["diff", "album-three-column-corrected", "album-three-column-corrected"], in: folder())
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(!r.stdout.contains("sameScreens (invariant)"))
    }

    @Test func anUnknownEntryIsRefusedAndNothingIsWritten() throws {
        let dir = folder()
        let r = try Navcheck.run(["diff", "album-three-column-seed", "no-such-entry", "--output", "out"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("no-such-entry"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
