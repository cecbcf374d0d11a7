import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// NavigationView over NavigationLink bindings: a stack of optional selections (NavigationViewApps.swift).

@Suite("NavigationView: a stack of optional selections")
struct NavigationViewTests {
    @Test(arguments: [true, false]) func eachLevelsBindingPushesTheNextScreen(tree: Bool) throws {
        var d = Driver(LinksApp(tree: tree))
        try d.tap(.openInbox)
        try d.tap(.info)
        #expect(d.scene.stack("mail") == ["inbox", "info"] && d.machine.screensOnView(of: d.state) == "mail › inbox › info")
        #expect(d.store.log == ["+root", "+inbox", "+info"])
        // Back writes false to the link that pushed the top screen.
        try d.run(.back("mail"))
        #expect(!d.store.showsInfo && d.store.folder == "inbox" && d.scene.stack("mail") == ["inbox"])
        try d.tap(.info)
        // The back button's menu down to the root writes nil to every link above it.
        try d.run(.longPressBack("mail", to: 0))
        #expect(!d.store.showsInfo && d.store.folder == nil && d.scene.stack("mail").isEmpty)
    }

    // The app's own write of the root's selection pops every screen above it and leaves the deeper
    // binding set: not on view (nothing pushes it), until a folder is opened again.
    @Test func aBindingAboveAnInactiveLevelIsNotOnView() throws {
        var d = Driver(LinksApp(homeLeavesInfoSet: true))
        try d.tap(.openInbox)
        try d.tap(.info)
        try d.tap(.home)
        #expect(d.store.showsInfo && d.scene.stack("mail").isEmpty && d.machine.screensOnView(of: d.state) == "mail")
        try d.tap(.openArchive)
        #expect(d.scene.stack("mail") == ["archive", "info"])
    }

    @Test func popToRootThatLeavesADeeperLinkActive() throws {
        let broken = try explore(LinksApp(homeLeavesInfoSet: true), "pushAddsOneScreen", depth: 5)
        #expect(broken.trace == ["openInbox", "info", "home", "openInbox"] && broken.finding == .atRest)
        #expect(broken.message == "openInbox in mail: [] became [inbox, info]")
        let fixed = try explore(LinksApp(), "pushAddsOneScreen", depth: 5)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }
}
