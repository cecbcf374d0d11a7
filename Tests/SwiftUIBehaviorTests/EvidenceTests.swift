import Foundation
import ModelChecker
import SwiftUIBehavior
import Testing

// The behaviours of SwiftUI the model assumes, their evidence by OS version (docs/SwiftUIBehavior.md,
// "Evidence by behaviour"), and the findings that say what weak evidence they rest on.

@Suite("Evidence: what findings rest on")
struct EvidenceTests {
    private static let backOne: @Sendable (inout ProbeStore) -> Void = { s in
        if s.tab == "home", !s.home.isEmpty { s.home.removeLast() }
        if s.tab == "search", !s.search.isEmpty { s.search.removeLast() }
    }

    private func check(_ app: Probe) throws -> [Counterexample<AppMachine<Probe>>] {
        try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: 3, workers: 1)).run().counterexamples
    }

    // iOS 26's re-tap pop rests on one app with a UIKit tab bar (mlem PR 2457; mlem PR 1005 made its tab
    // bar UIKit's), and another app with SwiftUI stacks under a UIKit tab bar saw none (woocommerce-ios
    // PR 17624). An app that saw no pop says so, and the check follows it: no pop, and the re-tap promises
    // nothing.
    @Test func anAppThatSawNoPopOnIOS26IsCheckedWithout() throws {
        var d = Driver(Probe(osVersion: .iOS26, assumptions: Assumptions(retapPopsOnIOS26: false),
                             start: ProbeStore(home: ["a", "b"]), scene: Probe.tabbed()))
        try d.run(.tapTab("home"))
        #expect(d.store.home == ["a", "b"], "no system pop")
        #expect(d.log == ["select(home)"])
        let app = Probe(osVersion: .iOS26, assumptions: Assumptions(retapPopsOnIOS26: false), start: ProbeStore(home: ["a", "b"]),
                        scene: Probe.tabbed(), properties: [.retapFollowsBehavior()])
        #expect(try check(app).isEmpty)

        // Its own handling that goes back one screen then keeps its promise from any depth.
        var own = app
        own.scene = Probe.tabbed(retap: .app(.popsOne, Self.backOne))
        #expect(try check(own).isEmpty)
        // Under the model's default (the pop happens first), the same promise breaks from depth 2, and
        // the finding says what it rests on.
        own.assumptions = Assumptions()
        let found = try check(own)
        #expect(found.map(\.property) == ["retapFollowsBehavior"])
        #expect(found.first?.message.contains(
            "rests on: re-tap pops on iOS 26 (reported by one app, whose tab bar is UIKit's; another saw no pop)") == true,
            "\(found.first?.message ?? "")")
    }

    // With no observation of its own, a TabView re-tap on iOS 26 may pop to the root or do nothing:
    // retapFollowsBehavior accepts either (one report does not make the pop mandatory).
    @Test func retapPropertyAcceptsEitherOnIOS26UnlessTheAppSays() throws {
        let m = AppMachine(Probe(osVersion: .iOS26, start: ProbeStore(home: ["a", "b"]), scene: Probe.tabbed(),
                                 properties: [.retapFollowsBehavior()]))
        let before = m.initialStates[0]
        var after = before
        try m.apply(.system(.tapTab("home")), to: &after)
        #expect(after.snapshot.scene.stack("home") == [], "the model's default: the pop")
        let property = try #require(m.properties.first { $0.name == "retapFollowsBehavior" })
        #expect(property.check(m, before, .system(.tapTab("home")), after) == .holds)
        #expect(property.check(m, before, .system(.tapTab("home")), before) == .holds, "no pop is accepted too")
        let said = AppMachine(Probe(osVersion: .iOS26, assumptions: Assumptions(retapPopsOnIOS26: true),
                                    start: ProbeStore(home: ["a", "b"]), scene: Probe.tabbed(), properties: [.retapFollowsBehavior()]))
        let strict = try #require(said.properties.first)
        if case .violated = strict.check(said, before, .system(.tapTab("home")), before) {} else {
            Issue.record("an app that saw the pop expects it")
        }
    }

    // From iOS 18 `interactiveDismissDisabled` holds only on the sheet's direct content
    // (woocommerce-ios PR 16836 and issue 15135, Apple Developer Forums thread 767475; stinsen PR 148).
    // The witness: a lock below the content lets the sheet be swiped away while it edits, on iOS 18 only;
    // the lock moved to the content holds.
    @Test(arguments: OSVersion.allCases)
    func aLockBelowTheSheetsContentIsIgnoredFromIOS18(os: OSVersion) throws {
        var start = ProbeStore(home: ["a"], sheet: "draft")
        start.lockSheet = true
        let stays = AppProperty<Probe>.transition("lockedSheetStays", "a locked sheet is never swiped away") { _, before, action, _ in
            guard case .system(.swipeDown("sheet")) = action else { return .notApplicable }
            return .expect(!before.lockSheet, "\(action) while the sheet is locked")
        }
        let nested = Probe(osVersion: os, start: start, scene: Probe.tabbed().dismissLockNested(in: "sheet"), properties: [stays])
        let d = Driver(nested)
        #expect(d.offers(.swipeDown("sheet")) == (os != .iOS17))
        let found = try check(nested)
        if os == .iOS17 {
            #expect(found.isEmpty)
        } else {
            #expect(found.map(\.property) == ["lockedSheetStays"])
            #expect(found.first?.actions.map(\.description) == ["swipeDown(sheet)"])
            #expect(found.first?.message.contains("rests on: interactiveDismissDisabled stops the swipe (reported by apps: only on the sheet's direct content)") == true,
                    "\(found.first?.message ?? "")")
        }
        // Corrected: the lock on the sheet's direct content.
        var fixed = nested
        fixed.scene = Probe.tabbed()
        #expect(!Driver(fixed).offers(.swipeDown("sheet")))
        #expect(try check(fixed).isEmpty)
    }

    // The presenter's onAppear after a full-screen cover rests on UIKit's documentation and an
    // assumption; a step that dismisses a cover over screens with hooks says so.
    @Test func aCoverDismissedOverHooksRestsOnThePresentersReappearance() throws {
        let scene = Probe.tabbed(onAppear: { s, route in s.log.append("appear(\(route ?? "root"))") })
        var d = Driver(Probe(scene: scene, buttons: ["cover": { s, _ in s.cover = "c" }, "uncover": { s, _ in s.cover = nil }]))
        try d.tap("cover")
        let before = d.state
        try d.tap("uncover")
        #expect(d.machine.restsOn(before: before, action: .user("uncover"), after: d.state) == [.coverHidesPresenter])
        let plain = Driver(Probe(scene: Probe.tabbed(), buttons: ["cover": { s, _ in s.cover = "c" }, "uncover": { s, _ in s.cover = nil }]))
        var p = plain
        try p.tap("cover")
        let was = p.state
        try p.tap("uncover")
        #expect(p.machine.restsOn(before: was, action: .user("uncover"), after: p.state).isEmpty, "no hooks: nothing rests on it")
    }

    // An app that has seen the presenter not run onAppear after a cover (one iOS 18.2 report is cited
    // for it) says so: the screens beneath come back without their hooks, and nothing rests on the
    // model's default any more. Exploring both checks the two ways.
    @Test func anAppThatSawNoOnAppearAfterACoverIsCheckedWithout() throws {
        let scene = Probe.tabbed(onAppear: { s, route in s.log.append("appear(\(route ?? "root"))") },
                                 task: { route in ScreenTask("load(\(route ?? "root"))", cancellation: .withScreen) { _ in } })
        let buttons: [String: Probe.Button] = ["cover": { s, _ in s.cover = "c" }, "uncover": { s, _ in s.cover = nil }]
        var d = Driver(Probe(assumptions: Assumptions(presenterAppearsAfterCover: false), scene: scene, buttons: buttons))
        try d.tap("cover")
        #expect(d.pending == [])
        let before = d.state
        try d.tap("uncover")
        #expect(d.log == ["appear(root)"], "no onAppear again")
        #expect(d.pending == [], "nor a task")
        #expect(d.scene.visible.map(\.place) == ["home"], "home is on view all the same")
        #expect(d.machine.restsOn(before: before, action: .user("uncover"), after: d.state).isEmpty)

        let both = AppMachine(Probe(assumptions: Assumptions(exploresBoth: true), scene: scene, buttons: buttons))
        #expect(both.assumptionVariants.map(\.label) == ["onAppear after a cover", "no onAppear after a cover"],
                "iOS 18: only the cover is explored both ways")
        #expect(AppMachine(Probe(assumptions: Assumptions(exploresBoth: true), scene: Probe.tabbed())).assumptionVariants.count == 1,
                "no hooks beneath the cover: nothing to explore")
    }

    // Strong evidence adds nothing to a finding's text.
    @Test func documentedBehavioursAddNothing() throws {
        let weak = Behavior.allCases.filter { $0.confidence(on: .iOS18).isWeak }
        #expect(!weak.contains(.backWritesShorterPath) && !weak.contains(.swipeDownWritesBinding))
        #expect(Behavior.retapPopsOnIOS26.restsOn(.iOS26).hasPrefix("rests on: re-tap pops on iOS 26 (reported by one app"))
        #expect(Behavior.splitBackClearsSelection.restsOn(.iOS18)
            == "rests on: back from a collapsed split view's first detail screen writes nil to the selection (assumed)")
    }

    // Every behaviour the model declares is listed once in docs/SwiftUIBehavior.md's evidence table,
    // with the confidence the code gives it on each OS version.
    @Test func theEvidenceTableListsEveryBehaviourWithItsConfidence() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/SwiftUIBehavior.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Evidence by behaviour").dropFirst().first)
        let rows = section.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
        for behavior in Behavior.allCases {
            let matching = rows.filter { $0.hasPrefix("| `\(behavior.rawValue)`") }
            #expect(matching.count == 1, "\(behavior) is listed once")
            guard let row = matching.first else { continue }
            let cells = row.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            // | id | behaviour | iOS 17 | iOS 18 | iOS 26 | evidence |
            for (i, os) in OSVersion.allCases.enumerated() where cells.count > 3 + i {
                #expect(cells[3 + i] == (behavior.applies(on: os) ? behavior.confidence(on: os).rawValue : "—"), "\(behavior) on \(os)")
            }
        }
    }
}
