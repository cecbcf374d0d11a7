import NavCheckTesting
import Testing

@Suite struct ScrollNavigationTests {
    /// The check as the README tells a user to write it, with the default options: it fails, with the
    /// findings README.md lists.
    @Test func navigationHolds() {
        withKnownIssue("the findings of README.md") {
            checkNavigation(ScrollSpec())
        }
    }

    /// Each finding, with its shortest actions.
    @Test func theFindingsAreTheOnesTheReadmeGives() throws {
        let result = try NavCheck.run(AppMachine(ScrollSpec()), options: .init(traceDirectory: nil), module: "ScrollTests", test: nil)
        let found = result.failures.map { "\($0.property): \($0.violation.actions.joined(separator: ", ")): \($0.violation.message)" }
        #expect(found == [
            #"damagedDataNotLost: relaunch(damaged: "navigation"): relaunch(damaged: "navigation"): the unreadable data ["["] "#
                + "was overwritten by the launch's save, and the app said nothing (declare its onDamaged code)",
            "relaunchReturnsToScreen: openTitle, deleteTitle, relaunch: before the relaunch [titles › title(1)] was shown, "
                + "after it [titles › home]",
            #"lastSaveIsReadBack: openTitle, deleteTitle, relaunch: relaunch: "navigation" held ["x-coredata://scroll/Title/p1"], "#
                + #"but what the launch read back saves as ["home"]"#,
        ], "\(found.joined(separator: "\n"))")
        #expect(result.report?.complete == true)
    }
}
