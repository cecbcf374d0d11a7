import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// An intent that dismisses a sheet and changes what is beneath it on purpose (DismissNavigatingApps.swift).

@Suite("A dismissal that navigates beneath the sheet on purpose")
struct DismissNavigatingTests {
    // Both split views change with the album they share: the one on view (the selected tab's) is
    // named, not the first declared.
    @Test func aChangeBeneathNamesTheSplitViewOnView() throws {
        let broken = try explore(PlayerApp(variant: .undeclared), "sheetKeepsStacksBeneath", depth: 3)
        #expect(broken.trace == ["play", "showAlbum"] && broken.finding == .atRest)
        #expect(broken.message == "showAlbum changed browse selection: none became b beneath player")
    }

    @Test func aRoleThatSaysWhatItChangesIsAccepted() throws {
        let fixed = try explore(PlayerApp(variant: .declared), "sheetKeepsStacksBeneath", depth: 4)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
        // What the role does not name is still judged: the library's own stack is not the album's.
        let broken = try explore(PlayerApp(variant: .alsoPushesLibrary), "sheetKeepsStacksBeneath", depth: 3)
        #expect(broken.trace == ["play", "showAlbum"] && broken.finding == .atRest)
        #expect(broken.message == "showAlbum changed library beneath player: [] became [top]")
    }
}
