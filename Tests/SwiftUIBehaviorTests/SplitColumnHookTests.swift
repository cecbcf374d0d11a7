import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// A three-column split view whose detail is not a NavigationStack, and hooks on each of its columns
// (SplitColumnHookApps.swift).

@Suite("Split views: a detail that is not a stack, hooks on every column")
struct SplitColumnHookTests {
    // The detail shows the content column's selection: drawn with its row, never as an empty detail,
    // and with no stack of its own back is offered only collapsed (where it writes the selections).
    @Test func aDetailThatIsNotAStackShowsTheContentSelection() throws {
        var wide = Driver(FlatMailApp(profile: .iPad))
        try wide.run(.select("mail", row: "inbox"))
        try wide.run(.selectContent("mail", row: "m1"))
        #expect(wide.machine.screensOnView(of: wide.state) == "[mail ▸ inbox] | [inbox ▸ m1] | m1")
        #expect(wide.store.log == ["open m1"] && !wide.offers(.back("mail")))
        try wide.run(.selectContent("mail", row: "m2"))
        #expect(wide.store.log == ["open m1", "open m2"], "another message's detail is another screen")
        var narrow = Driver(FlatMailApp())
        try narrow.run(.select("mail", row: "inbox"))
        try narrow.run(.selectContent("mail", row: "m1"))
        #expect(narrow.machine.screensOnView(of: narrow.state) == "mail › inbox › m1")
        try narrow.run(.back("mail"))
        #expect(narrow.store.message == nil && narrow.store.folder == "inbox")
        try narrow.run(.back("mail"))
        #expect(narrow.store.folder == nil && !narrow.offers(.back("mail")))
        let reached = try Explorer(AppMachine(FlatMailApp(profile: .iPad)), options: ExplorationOptions(maxDepth: 3, workers: 1)).run()
        #expect(reached.violatedProperties.isEmpty)
    }

    @Test func backFromADetailThatIsNotAStackRemovesOneScreen() throws {
        let broken = try explore(FlatMailApp(defect: .closingClearsFolder), "backLowersDepthByOne", depth: 4)
        #expect(broken.trace == ["select(mail, inbox)", "selectContent(mail, m1)", "back(mail)"] && broken.finding == .atRest)
        #expect(broken.message == "back(mail) in mail: [inbox, m1] became []; rests on: back from a collapsed split view's first detail screen writes nil to the selection (assumed)")
        let fixed = try explore(FlatMailApp(), "backLowersDepthByOne", depth: 4)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    // Collapsed, each column is on view while it is the top of the collapsed stack.
    @Test func eachColumnsHooksRunWhenItsColumnShowsCollapsed() throws {
        var d = Driver(MailApp())
        #expect(d.store.log == ["folders+"] && d.scene.nodes == ["folders", "messages", "message"])
        try d.run(.select("mail", row: "inbox"))
        #expect(d.store.log == ["folders+", "folders-", "messages+"] && d.pending == ["load"])
        try d.run(.answer(0))
        try d.run(.selectContent("mail", row: "m1"))
        #expect(d.store.log.suffix(2) == ["messages-", "message+"])
        try d.run(.back("mail"))
        // In one step, in the order of the tree (the order of onAppear and onDisappear within a step is an assumption).
        #expect(d.store.log.suffix(2) == ["messages+", "message-"] && d.pending == ["load"])
    }

    // In regular width every column the visibility shows is on view; hiding the leading columns takes
    // them off view, and the content column's task is cancelled with it.
    @Test func eachColumnsHooksFollowTheColumnVisibility() throws {
        var d = Driver(MailApp(profile: .iPad))
        #expect(d.store.log == ["folders+", "messages+", "message+"] && d.pending == ["load"])
        try d.run(.answer(0))
        try d.run(.showColumns("mail", .detailOnly))
        #expect(d.store.log.suffix(2) == ["folders-", "messages-"] && d.pending.isEmpty)
        try d.run(.showColumns("mail", .doubleColumn))
        #expect(d.store.log.last == "messages+" && d.pending == ["load"])
    }

    @Test func aContentColumnHookThatSelectsUndoesBack() throws {
        let broken = try explore(MailApp(defect: .contentAppearSelects), "backLowersDepthByOne", depth: 4)
        #expect(broken.trace == ["select(mail, inbox)", "back(mail)"] && broken.finding == .atRest)
        #expect(broken.message == "back(mail) in mail: [inbox, m1] became [inbox, m1]")
        let fixed = try explore(MailApp(), "backLowersDepthByOne", depth: 4)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }
}
