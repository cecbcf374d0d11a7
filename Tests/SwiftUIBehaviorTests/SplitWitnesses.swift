import ModelChecker
import NavigationModel
import SwiftUIBehavior

/// The witnesses of the built-in properties on a split view (``SplitApp``), on tabs that depend on the
/// size class and on a tab bar in a full-screen cover: for each property that these add a case to, a
/// broken store it must catch and the same store corrected.
enum SplitWitnesses {
    static func split(_ defect: SplitApp.Defect, _ broken: Bool, _ property: String, profile: PlatformProfile = .iPad,
                      loads: Bool = false, refreshes: Bool = false, depth: Int = 4) throws -> WitnessOutcome {
        try explore(SplitApp(defect: broken ? defect : nil, profile: profile, loads: loads, refreshes: refreshes), property, depth: depth)
    }

    static let all: [ShapeWitness] = [
        ShapeWitness(property: "backLowersDepthByOne", broken: "the selection's didSet puts the last book back when it is cleared",
                     trace: ["select(library, a)", "back(library)"], finding: .atRest,
                     says: "back(library) in library: [a] became [a]") { broken in
            try split(.reselects, broken, "backLowersDepthByOne", profile: .iPhone)
        },
        ShapeWitness(property: "switchingTabsKeepsStacks", broken: "the tab's didSet clears the split view's selection",
                     trace: ["select(library, a)", "tapTab(settings)"], finding: .atRest,
                     says: "tapTab(settings): tab library → settings; library selection a → none") { broken in
            try split(.leavingClearsSelection, broken, "switchingTabsKeepsStacks")
        },
        ShapeWitness(property: "retapFollowsBehavior", broken: "the re-tap handling clears the library's selection from any tab",
                     trace: ["select(library, a)", "tapTab(settings)", "tapTab(settings)"], finding: .atRest,
                     says: "tapTab(settings) changed library selection: a became none") { broken in
            try split(.retapClearsSelection, broken, "retapFollowsBehavior")
        },
        ShapeWitness(property: "actionStaysInItsTab", broken: "settings' reset also clears the library's selection",
                     trace: ["select(library, a)", "tapTab(settings)", "reset"], finding: .atRest,
                     says: "reset in tab settings changed library selection: a became none") { broken in
            try split(.resetClearsSelection, broken, "actionStaysInItsTab")
        },
        ShapeWitness(property: "sheetKeepsStacksBeneath", broken: "presenting the info sheet clears the selection beneath it",
                     trace: ["select(library, a)", "info"], finding: .atRest,
                     says: "info changed library selection: a became none beneath info") { broken in
            try split(.infoClearsSelection, broken, "sheetKeepsStacksBeneath")
        },
        ShapeWitness(property: "malformedLinkChangesNothing", broken: "the link handler clears the selection first",
                     trace: ["select(library, a)", "openURL(\"app://nope\")"], finding: .atRest,
                     says: "openURL(\"app://nope\"): library selection a → none") { broken in
            try split(.linkClearsSelection, broken, "malformedLinkChangesNothing")
        },
        ShapeWitness(property: "answerStaysInItsStack", broken: "settings' refresh clears the library's selection when it answers",
                     trace: ["select(library, a)", "tapTab(settings)", "answer(0)"], finding: .atRest,
                     says: "refresh (from settings) changed library selection: a became none") { broken in
            try split(.refreshClearsSelection, broken, "answerStaysInItsStack", refreshes: true)
        },
        ShapeWitness(property: "answerForGoneScreenChangesNothing", broken: "a book's load pushes a chapter after another book was chosen",
                     trace: ["select(library, a)", "select(library, b)", "answer(0)"], finding: .race,
                     says: "load for library › a, which is gone: library [] → [step(9)]") { broken in
            try split(.lateLoadPushes, broken, "answerForGoneScreenChangesNothing", loads: true)
        },
        ShapeWitness(property: "selectionSurvivesResize", broken: "the size-class handler clears the selection in compact width",
                     trace: ["select(library, a)"], finding: .atRest,
                     says: "resize(.compact), answer(0): library selection a became none") { broken in
            try split(.compactClearsSelection, broken, "selectionSurvivesResize")
        },
        ShapeWitness(property: "detailStackSurvivesResize", broken: "the size-class handler empties the detail stack",
                     trace: ["select(library, a)", "open"], finding: .atRest,
                     says: "resize(.compact), answer(0): library [step(1)] became []") { broken in
            try split(.resizeClearsPath, broken, "detailStackSurvivesResize")
        },
        ShapeWitness(property: "selectedTabIsShown", broken: "the size-class handler leaves the stats tab selected in compact width",
                     trace: ["tapTab(stats)", "resize(.compact)", "answer(0)"], finding: .atRest,
                     says: "tab stats is selected, but in .compact width the tab bar shows [home, search]") { broken in
            let scene = Scene<ProbeStore> {
                tabView(\.tab) {
                    navigationStack("home", \.home).tag("home")
                    view().tag("search")
                    ifCompact {} else: { view().tag("stats") }
                }
                .onChangeOfSizeClass { s, sizeClass in if !broken, sizeClass == .compact, s.tab == "stats" { s.tab = "home" } }
            }
            return try explore(Probe(profile: .iPad, scene: scene, properties: [.selectedTabIsShown()]), "selectedTabIsShown", depth: 4)
        },
        ShapeWitness(property: "switchingTabsKeepsStacks", broken: "a tab bar in a full-screen cover whose selection setter resets home",
                     trace: ["tapTab(search)"], finding: .atRest,
                     says: "tapTab(search): tab home → search; home [a] → []") { broken in
            var start = ProbeStore(home: ["a"])
            start.cover = "welcome"
            let scene = Scene<ProbeStore> {
                view().fullScreenCover("onboarding", item: \.cover) {
                    tabView(broken ? \.tabResettingHome : \.tab) {
                        navigationStack("home", \.home).tag("home")
                        navigationStack("search", \.search).tag("search")
                    }
                }
            }
            return try explore(Probe(start: start, scene: scene, properties: [.switchingTabsKeepsStacks()]),
                               "switchingTabsKeepsStacks", depth: 4)
        },
    ]
}

extension ProbeStore {
    /// The selected tab through a setter that empties the home stack at every switch.
    var tabResettingHome: String {
        get { tab }
        set {
            if newValue != tab { home = [] }
            tab = newValue
        }
    }
}
