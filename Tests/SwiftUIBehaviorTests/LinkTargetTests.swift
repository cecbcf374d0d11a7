import ModelChecker
import SwiftUIBehavior
import Testing

// Link targets that are no fixed stack: a push a de-duplicating router skips when its route is on
// top, the selected tab's stack, the stack on top of the topmost layer, and a target computed from the
// scene where the link arrives. Each is judged by the link properties, and a handler that misses it
// is caught.

/// The selected tab's path in `ProbeStore` (home or search).
private func selected(_ s: inout ProbeStore, _ change: (inout [String]) -> Void) {
    if s.tab == "search" { change(&s.search) } else { change(&s.home) }
}

private func linking(_ links: [DeepLink], start: ProbeStore = ProbeStore(), buttons: [String: Probe.Button] = [:],
                     _ handle: @escaping @Sendable (inout ProbeStore, String) -> Void) -> Probe {
    Probe(alphabet: .ui, start: start, scene: Probe.tabbed().links(links) { s, url, _ in handle(&s, url) }, buttons: buttons,
          properties: [.linkShowsItsTarget(), .linkNotHiddenUnderSheet()])
}

@Suite("Link targets beyond a fixed stack")
struct LinkTargetTests {
    /// `app://a` pushes `a` on the stack on view unless it is on top already; `declared`: the link says
    /// so; `byContains`: the broken router skips the push when `a` is anywhere in the path.
    static func dedup(declared: Bool, byContains: Bool = false) -> Probe {
        linking([DeepLink("app://a", pushes: "a", unlessOnTop: declared)], buttons: ["pushB": { s, _ in selected(&s) { $0.append("b") } }]) { s, _ in
            selected(&s) { path in if byContains ? !path.contains("a") : path.last != "a" { path.append("a") } }
        }
    }

    @Test func aDeduplicatingPushCountsTheRouteOnTopAsShown() throws {
        let undeclared = try explore(Self.dedup(declared: false), "linkShowsItsTarget", depth: 3)
        #expect(undeclared.trace == ["openURL(\"app://a\")", "openURL(\"app://a\")"])
        #expect(undeclared.message == "openURL(\"app://a\"): home shows [a], not [a, a]")
        let declared = try explore(Self.dedup(declared: true), "linkShowsItsTarget", depth: 3)
        #expect(declared.violated.isEmpty && declared.nonVacuous > 0)
        let broken = try explore(Self.dedup(declared: true, byContains: true), "linkShowsItsTarget", depth: 3)
        #expect(broken.trace == ["openURL(\"app://a\")", "pushB", "openURL(\"app://a\")"] && broken.finding == .atRest)
        #expect(broken.message == "openURL(\"app://a\"): home shows [a, b], not [a, b, a]")
    }

    /// `app://top` takes the selected tab back to its root; the broken handler always empties home.
    static func toRoot(ofSelected: Bool) -> Probe {
        linking([DeepLink("app://top", shows: [String](), in: .selectedTab)], start: ProbeStore(search: ["s"])) { s, _ in
            if ofSelected { selected(&s) { $0 = [] } } else { s.home = [] }
        }
    }

    @Test func aSelectedTabTargetIsTheTabWhereTheLinkArrives() throws {
        let fixed = try explore(Self.toRoot(ofSelected: true), "linkShowsItsTarget", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
        let broken = try explore(Self.toRoot(ofSelected: false), "linkShowsItsTarget", depth: 3)
        #expect(broken.trace == ["tapTab(search)", "openURL(\"app://top\")"] && broken.finding == .atRest)
        #expect(broken.message == "openURL(\"app://top\"): search shows [s], not []")
    }

    /// `app://a` pushes `a` on top of the topmost layer: the sheet's own stack when the sheet is up;
    /// the broken handler pushes onto the selected tab under it.
    static func onTop(intoSheet: Bool) -> Probe {
        linking([DeepLink("app://a", pushes: "a", onto: .topLayer)], buttons: ["showSheet": { s, _ in s.sheet = "x" }]) { s, _ in
            if intoSheet && s.sheet != nil { s.sheetPath.append("a") } else { selected(&s) { $0.append("a") } }
        }
    }

    @Test func aTopLayerTargetIsTheSheetsStackWhenASheetIsUp() throws {
        let fixed = try explore(Self.onTop(intoSheet: true), "linkShowsItsTarget", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
        let notHidden = try explore(Self.onTop(intoSheet: true), "linkNotHiddenUnderSheet", depth: 3)
        #expect(notHidden.violated.isEmpty && notHidden.nonVacuous > 0)
        let broken = try explore(Self.onTop(intoSheet: false), "linkShowsItsTarget", depth: 3)
        #expect(broken.trace == ["showSheet", "openURL(\"app://a\")"] && broken.finding == .atRest)
        #expect(broken.message == "openURL(\"app://a\"): inSheet shows [], not [a]")
    }

    /// `app://a` pushes `a` onto the selected tab's stack, which must not stay under the sheet: the
    /// fixed handler dismisses the sheet first.
    static func underSheet(dismisses: Bool) -> Probe {
        linking([DeepLink("app://a", pushes: "a", onto: .selectedTab)], buttons: ["showSheet": { s, _ in s.sheet = "x" }]) { s, _ in
            if dismisses { s.sheet = nil }
            selected(&s) { $0.append("a") }
        }
    }

    @Test func aSelectedTabTargetIsNotToStayUnderASheet() throws {
        let fixed = try explore(Self.underSheet(dismisses: true), "linkNotHiddenUnderSheet", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
        let broken = try explore(Self.underSheet(dismisses: false), "linkNotHiddenUnderSheet", depth: 3)
        #expect(broken.trace == ["showSheet", "openURL(\"app://a\")"] && broken.finding == .atRest)
        #expect(broken.message == "openURL(\"app://a\"): home is under sheet(x)")
    }

    /// `app://up` goes back one screen in the selected tab, a target computed from the scene where it
    /// arrives; the broken handler always pops home.
    static func up(inSelected: Bool) -> Probe {
        let link = DeepLink("app://up") { scene in
            let tab = scene.tab ?? "home"
            return .shows(stack: tab, routes: Array(scene.stack(tab).dropLast()))
        }
        return linking([link], start: ProbeStore(home: ["h"], search: ["s"])) { s, _ in
            if inSelected { selected(&s) { if !$0.isEmpty { $0.removeLast() } } } else if !s.home.isEmpty { s.home.removeLast() }
        }
    }

    @Test func aComputedTargetIsReadFromTheSceneWhereTheLinkArrives() throws {
        let fixed = try explore(Self.up(inSelected: true), "linkShowsItsTarget", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
        let broken = try explore(Self.up(inSelected: false), "linkShowsItsTarget", depth: 3)
        #expect(broken.trace == ["tapTab(search)", "openURL(\"app://up\")"] && broken.finding == .atRest)
        #expect(broken.message == "openURL(\"app://up\"): search shows [s], not []")
    }

    // Two links computed differently are told apart by their URL.
    @Test func computedTargetsAreEqualByTheirLink() {
        let a = DeepLink("app://a") { _ in .ignored }, b = DeepLink("app://b") { _ in .ignored }
        #expect(a == DeepLink("app://a") { _ in .unspecified } && a != b)
    }
}
