import Foundation
import NavCheckTesting
import Testing

@Suite struct DamusNavigationTests {
    /// What the check finds in Damus as written, each accepted with the app's code it rests on
    /// (README.md, "Findings"). Once NavCheck's own false alarms are mended, their entries fail the
    /// test with "no longer shows": remove them then.
    static let known: [KnownViolation] = [
        // Real.
        KnownViolation("linkNotHiddenUnderSheet", kind: .atRest, actions: ["reply", "notificationTap(\"note1\")"],
                       because: "real: ContentView.execute_open_action pushes with navigationCoordinator.push(route:) and leaves active_sheet as it is, so a notification tap or a URL opened while the composer is up pushes under the sheet"),
        KnownViolation("sideMenuOnlyAtRoot", kind: .atRest, actions: ["openSideMenu", "notificationTap(\"note1\")"],
                       because: "real: execute_open_action pushes without closing the side menu (only switch_timeline and popToRoot set isSideBarOpened = false), and TabBar is not drawn while isSideBarOpened"),
        // NavCheck's own false alarms.
        KnownViolation("linkShowsItsTarget", kind: .atRest, actions: ["notificationTap(\"note1\")", "notificationTap(\"note1\")"],
                       because: "NavCheck false alarm (de-duplicating link pushes): NavigationCoordinator.push does nothing when the route is on top already, and the target is on top"),
        KnownViolation("linkShowsItsTarget", kind: .race,
                       because: "NavCheck false alarm (de-duplicating link pushes), as above, with a URL's Task pending meanwhile"),
        KnownViolation("switchingTabsKeepsStacks", kind: .atRest, actions: ["openThread", "tapTab(dms)"],
                       because: "NavCheck false alarm (a stack around the tab bar): ContentView has one NavigationStack around all timelines, and switch_timeline pops it to the root on purpose"),
        KnownViolation("retapFollowsBehavior", kind: .atRest, actions: ["openThread", "tapTab(home)"],
                       because: "NavCheck false alarm (retapFollowsBehavior with a stack around the tab bar): switch_timeline pops the one stack, as the spec's retap: .app(.popsToRoot) says"),
    ]

    /// Damus's navigation, checked with the default options (and the findings above accepted).
    @Test func navigationHolds() {
        checkNavigation(DamusSpec(), .init(knownViolations: Self.known))
    }

    /// The same check without the time bound, for the figures in README.md (NAVCHECK_FULL=1).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["NAVCHECK_FULL"] == "1"))
    func navigationHoldsWithoutTimeBound() {
        checkNavigation(DamusSpec(), .init(exhaustive: .init(maxStates: 5_000_000, maxSeconds: 900), knownViolations: Self.known))
    }
}
