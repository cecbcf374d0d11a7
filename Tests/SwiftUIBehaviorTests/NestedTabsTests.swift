import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// A tab view on a pushed screen, each tab with its own stack (NestedTabsApps.swift).

@Suite("A tab view on a pushed screen")
struct NestedTabsTests {
    @Test(arguments: [true, false]) func theTabsShowWhileTheirScreenIsOnTop(tree: Bool) throws {
        var d = Driver(LibraryApp(tree: tree))
        #expect(d.machine.screensOnView(of: d.state) == "main" && !d.offers(.tapTab("authors")))
        try d.tap(.openLibrary)
        #expect(d.machine.screensOnView(of: d.state) == "[books] books" && d.offers(.tapTab("authors")))
        #expect(d.machine.shownScreens(d.state.snapshot).contains("main › library"))
        try d.tap(.openBook)
        #expect(d.offers(.back("books")) && d.offers(.back("main")))
        try d.run(.tapTab("authors"))
        #expect(d.machine.screensOnView(of: d.state) == "[authors] authors" && d.store.books == ["book(1)"])
        // A push onto the main stack covers the tab view; back shows it again, and pops it in turn.
        try d.tap(.openSettings)
        #expect(d.machine.screensOnView(of: d.state) == "main › library › settings" && !d.offers(.tapTab("books")))
        try d.run(.back("main"))
        #expect(d.machine.screensOnView(of: d.state) == "[authors] authors")
        try d.run(.back("main"))
        #expect(d.machine.screensOnView(of: d.state) == "main" && !d.offers(.back("books")))
    }

    // The main stack is no tab's: a tab switch in the pushed tab view must keep it (it pushed the tab view).
    @Test func aTabSwitchThatPopsTheStackHoldingTheTabView() throws {
        let broken = try explore(LibraryApp(resetsOnTabChange: true), "switchingTabsKeepsStacks", depth: 3)
        #expect(broken.trace == ["openLibrary", "tapTab(authors)"] && broken.finding == .atRest)
        #expect(broken.message == "tapTab(authors): tab books → authors; main [library] → []")
        let fixed = try explore(LibraryApp(), "switchingTabsKeepsStacks", depth: 4)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }
}
