import Foundation
import ModelChecker
import NavCheckTesting
import SwiftUIBehavior
import Testing

/// Two tabs with a stack each on iOS 26, whose view takes the re-tap over and promises to go back one
/// screen: it holds if iOS 26 does not pop on a re-tap, and breaks from depth 2 if it does.
private struct RetapApp: SwiftUIApp, Sendable {
    struct Store: Hashable, Sendable {
        var tab = "home"
        var home: [String] = []
        var search: [String] = []
    }
    var assumptions: Assumptions
    var name: String { "retap" }
    var osVersion: OSVersion { .iOS26 }
    var intents: [String] { ["open"] }
    func makeStore() -> Store { Store() }
    func snapshot(of store: Store) -> Store { store }
    func perform(_ intent: String, on s: inout Store, effects: inout Effects<Store>) throws {
        if s.tab == "home", s.home.count < 2 { s.home.append("item") }
    }
    var scene: Scene<Store> {
        Scene {
            tabView(\.tab, retap: .app(.popsOne) { s in
                if s.tab == "home", !s.home.isEmpty { s.home.removeLast() }
            }) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
            }
        }
    }
    var properties: [AppProperty<Self>] { [.retapFollowsBehavior()] }
}

@Suite struct AssumptionVariantsTests {
    // Where the evidence leaves a behaviour open, an app may ask for both: the check runs once per
    // variant, each named after what it assumes, and the finding comes from the variant that breaks.
    @Test func exploringBothChecksEachVariantUnderItsName() throws {
        let app = RetapApp(assumptions: Assumptions(exploresBoth: true))
        // The scene has no cover: only the re-tap is explored both ways.
        let variants = AppMachine(app).assumptionVariants
        #expect(variants.map(\.label) == ["re-tap pop on iOS 26", "no re-tap pop on iOS 26"])
        #expect(AppMachine(app, assuming: variants[1]).name == "retap [no re-tap pop on iOS 26]")
        #expect(AppMachine(app).name == "retap")
        let log = IssueLog()
        var result: NavigationCheckResult?
        withKnownIssue {
            result = checkNavigation(app, .init(traceDirectory: nil))
        } matching: { issue in
            log.add(issue)
            return true
        }
        #expect(log.all.count == 1, "one variant breaks: \(log.all)")
        #expect(log.all.first?.contains("retap [re-tap pop on iOS 26]") == true, "\(log.all.first ?? "")")
        #expect(result?.failures.map(\.property) == ["retapFollowsBehavior"])
        // The variant without the pop, alone, holds.
        let held = checkNavigation(RetapApp(assumptions: Assumptions(retapPopsOnIOS26: false)), .init(traceDirectory: nil))
        #expect(held?.holds == true)
    }
}
