// The behaviours of SwiftUI that the model assumes, each once, with how sure NavCheck is of it on each
// OS version. Findings that rest on a behaviour whose evidence is weak say so (`AppMachine+Evidence.swift`);
// `docs/SwiftUIBehavior.md`, "Evidence by behaviour", gives each one's sources with their addresses
// (a test keeps the two in step).

/// How sure NavCheck is of a behaviour of SwiftUI that it models, from the strongest to the weakest.
public enum Confidence: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Apple's documentation says it.
    case documented
    /// A controlled test (a minimal app, changed in one thing) showed it.
    case observed
    /// Apps or re-implementations report it, without a controlled test.
    case reported
    /// Nobody has shown it: the model's choice.
    case assumed

    /// `documented by Apple`, `observed by a controlled test`, `reported by apps`, `assumed`.
    public var description: String {
        switch self {
        case .documented: "documented by Apple"
        case .observed: "observed by a controlled test"
        case .reported: "reported by apps"
        case .assumed: "assumed"
        }
    }

    /// Strongest first.
    public static func < (a: Confidence, b: Confidence) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Whether a finding that rests on a behaviour this sure says so.
    public var isWeak: Bool { self >= .reported }
}

/// A behaviour of SwiftUI that the model assumes and that a finding can rest on. Each is declared
/// once, here: what it is (``claim``), how sure NavCheck is of it on each OS version
/// (``confidence(on:)``), and what a finding that rests on it says (``restsOn(_:)``). Where nobody
/// knows, the app chooses (``Assumptions``).
public enum Behavior: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Back, the edge swipe and the back button's menu write a shorter path to the binding.
    case backWritesShorterPath
    /// That write comes once the pop's transition has ended; a cancelled swipe writes nothing.
    case backWritesAfterTransition
    /// A hidden back button or navigation bar also loses the edge swipe.
    case hiddenBackLosesSwipe
    /// Re-tapping the selected tab calls the selection binding's setter again.
    case retapWritesSelectionAgain
    /// Re-tapping the selected tab does not pop its stack (before iOS 26).
    case retapDoesNotPop
    /// Re-tapping the selected tab of a `TabView` pops its stacks to the root on iOS 26.
    case retapPopsOnIOS26
    /// Each tab keeps its stack and state while another is shown; the tab left disappears.
    case tabsKeepTheirStacks
    /// iOS 17 builds every tab at launch (their first screens run `onAppear`); iOS 18 builds a tab
    /// when it is first selected.
    case tabBuildTiming
    /// Neither the tab bar nor the back buttons beneath a sheet can be touched.
    case nothingTappableUnderASheet
    /// A swipe down dismisses a sheet and writes nil (or false) to its binding; a cover has no swipe.
    case swipeDownWritesBinding
    /// The swipe's binding write comes when the dismissal ends, after the sheet left the screen.
    case swipeDownWritesLate
    /// `interactiveDismissDisabled` stops the swipe; from iOS 18 only where it sits on the sheet's
    /// direct content.
    case dismissLock
    /// One sheet is shown at a level; a second one set there waits.
    case oneSheetAtALevel
    /// A new item replaces the sheet (its `onDismiss` runs between).
    case itemReplacesSheet
    /// A sheet presented again while its dismissal is still running is dropped, or the previous one
    /// opens again (explored where the scene asks: ``Scene/dismissalTakesTime(_:_:)``).
    case presentingWhileDismissing
    /// A full-screen cover makes the screens beneath disappear, and they appear again (their
    /// `onAppear` runs) when it is dismissed; a sheet does neither.
    case coverHidesPresenter
    /// A sheet attached to a pushed screen goes when the screen is popped, its binding left set.
    case sheetGoesWithItsScreen
    /// A URL (or another entry point) reaches the app's handler at any moment, with a sheet up too,
    /// and the system changes nothing on screen first.
    case entryChangesNothingFirst
    /// At a cold launch, the URL is delivered after the first screens' `onAppear` and `.task`.
    case coldLaunchURLAfterFirstScreens
    /// Only the root content's `onOpenURL` receives a URL.
    case onOpenURLAtTheRoot
    /// A screen's `onAppear` runs before its first frame; its `.task` starts then and its async work
    /// runs later.
    case appearTiming
    /// A screen's `.task` is cancelled once it goes off view, and a `.task(id:)` restarts when its id
    /// changes.
    case taskCancelledOffView
    /// A `Task { }` started by a button is never cancelled by SwiftUI.
    case buttonTaskNotCancelled
    /// Cancelled work's `catch` runs (`CancellationError`, or `URLError.cancelled` from URLSession).
    case cancelledWorkRunsCatch
    /// A split view's `List(selection:)` writes the selection; collapsed, it ignores the column
    /// visibility.
    case splitSelection
    /// In a collapsed split view, back from the detail's first screen writes nil to the selection.
    case splitBackClearsSelection
    /// The sidebar button moves the column visibility between `.all` and `.detailOnly` (and
    /// `.doubleColumn` with three columns).
    case sidebarButtonValues
    /// The two branches of an `if`/`else` are views of distinct identity: switching rebuilds the one
    /// taken, its `@State` fresh, and destroys the other.
    case branchSwitchRebuilds
    /// `onChange(of:)` runs in the step that wrote the value.
    case onChangeInTheWritingStep
    /// A window of the app's own is shown above everything and takes the touches.
    case windowAboveEverything
    /// The system sets the size class from the device and multitasking (`docs/Findings.md` E1–E3).
    case sizeClassFromDevice

    public var description: String { rawValue }

    /// The behaviour, in a sentence.
    public var claim: String {
        switch self {
        case .backWritesShorterPath: "back, the edge swipe and the back button's menu write a shorter path"
        case .backWritesAfterTransition: "the back write comes after the pop's transition; a cancelled swipe writes nothing"
        case .hiddenBackLosesSwipe: "a hidden back button or bar also loses the edge swipe"
        case .retapWritesSelectionAgain: "a re-tap calls the selection setter again"
        case .retapDoesNotPop: "a re-tap does not pop the tab's stack before iOS 26"
        case .retapPopsOnIOS26: "re-tap pops on iOS 26"
        case .tabsKeepTheirStacks: "each tab keeps its stack while another is shown"
        case .tabBuildTiming: "every tab built at launch on iOS 17, a tab built when first selected from iOS 18"
        case .nothingTappableUnderASheet: "the tab bar and back buttons cannot be touched under a sheet"
        case .swipeDownWritesBinding: "a swipe down dismisses a sheet and writes its binding"
        case .swipeDownWritesLate: "the swipe's binding write comes when the dismissal ends"
        case .dismissLock: "interactiveDismissDisabled stops the swipe"
        case .oneSheetAtALevel: "one sheet shown at a level, a second one waits"
        case .itemReplacesSheet: "a new item replaces the sheet"
        case .presentingWhileDismissing: "a sheet presented while its dismissal runs is dropped or reopens the previous one"
        case .coverHidesPresenter: "the presenter disappears under a full-screen cover and runs onAppear after it"
        case .sheetGoesWithItsScreen: "a sheet goes with its popped screen, its binding left set"
        case .entryChangesNothingFirst: "a link arrives at any moment and the system changes nothing first"
        case .coldLaunchURLAfterFirstScreens: "a cold launch's URL comes after the first screens' hooks"
        case .onOpenURLAtTheRoot: "only the root content's onOpenURL receives a URL"
        case .appearTiming: "onAppear runs before the first frame, a task's async work after it"
        case .taskCancelledOffView: "a screen's task is cancelled off view; task(id:) restarts on a new id"
        case .buttonTaskNotCancelled: "a button's Task is never cancelled by SwiftUI"
        case .cancelledWorkRunsCatch: "cancelled work runs its catch"
        case .splitSelection: "a split view's list writes the selection; collapsed, the visibility is ignored"
        case .splitBackClearsSelection: "back from a collapsed split view's first detail screen writes nil to the selection"
        case .sidebarButtonValues: "the sidebar button moves between .all and .detailOnly"
        case .branchSwitchRebuilds: "an if/else branch switch rebuilds the branch taken with fresh state"
        case .onChangeInTheWritingStep: "onChange(of:) runs in the step of the write"
        case .windowAboveEverything: "a window of the app's own is above everything"
        case .sizeClassFromDevice: "the size class follows the device and multitasking"
        }
    }

    /// How sure NavCheck is of the behaviour on `os` (`docs/SwiftUIBehavior.md`, "Evidence by behaviour").
    public func confidence(on os: OSVersion) -> Confidence {
        switch self {
        case .backWritesShorterPath, .swipeDownWritesBinding, .itemReplacesSheet, .appearTiming, .taskCancelledOffView,
             .buttonTaskNotCancelled, .cancelledWorkRunsCatch, .splitSelection, .branchSwitchRebuilds, .windowAboveEverything,
             .sizeClassFromDevice:
            return .documented
        case .dismissLock:
            // Documented; from iOS 18 apps report it honoured only on the sheet's direct content.
            return os == .iOS17 ? .documented : .reported
        case .hiddenBackLosesSwipe, .tabsKeepTheirStacks:
            return .observed
        case .tabBuildTiming:
            // iOS 17 and 18: one blog's controlled test each way; iOS 26: nobody has looked.
            return os == .iOS26 ? .assumed : .observed
        case .retapWritesSelectionAgain:
            // Observed on iOS 14 to 16 only.
            return os == .iOS17 ? .observed : .assumed
        case .retapDoesNotPop:
            return os == .iOS26 ? .assumed : .reported
        case .retapPopsOnIOS26:
            return .reported
        case .backWritesAfterTransition, .swipeDownWritesLate, .oneSheetAtALevel, .entryChangesNothingFirst, .presentingWhileDismissing:
            return .reported
        case .sheetGoesWithItsScreen, .coverHidesPresenter, .nothingTappableUnderASheet, .coldLaunchURLAfterFirstScreens,
             .onOpenURLAtTheRoot, .splitBackClearsSelection, .sidebarButtonValues, .onChangeInTheWritingStep:
            return .assumed
        }
    }

    /// Whether the behaviour is one of `os` (iOS 26's re-tap pop is not one of iOS 18's).
    public func applies(on os: OSVersion) -> Bool {
        switch self {
        case .retapPopsOnIOS26: os == .iOS26
        case .retapDoesNotPop: os != .iOS26
        default: true
        }
    }

    /// Why the evidence is weak on `os`, in a few words (nil: nothing to add to the confidence).
    func caveat(on os: OSVersion) -> String? {
        switch self {
        case .retapPopsOnIOS26 where os == .iOS26: "reported by one app, whose tab bar is UIKit's; another saw no pop"
        case .dismissLock where os != .iOS17: "reported by apps: only on the sheet's direct content"
        case .coverHidesPresenter: "UIKit documents the removal; one iOS 18.2 report says onAppear is not called"
        case .retapWritesSelectionAgain where os != .iOS17: "observed on iOS 14 to 16 only"
        case .swipeDownWritesLate: "a re-implementation's reading"
        case .presentingWhileDismissing: "reported by apps, on OS versions none of them gives"
        case .sheetGoesWithItsScreen: "the binding left set: nobody has shown it"
        default: nil
        }
    }

    /// What a finding that rests on the behaviour says: `rests on: re-tap pops on iOS 26 (reported by
    /// one app, whose tab bar is UIKit's; another saw no pop)`.
    public func restsOn(_ os: OSVersion) -> String {
        "rests on: \(claim) (\(caveat(on: os) ?? confidence(on: os).description))"
    }
}

/// What the app assumes where the evidence does not say what SwiftUI does: each field nil takes the
/// model's default, which a finding that rests on it names (`rests on: …`). Give the app's own
/// observation (`var assumptions: Assumptions { Assumptions(retapPopsOnIOS26: false) }`) and the
/// check follows it; or ask for both (`Assumptions(exploresBoth: true)`): `checkNavigation` then checks
/// the app once under each of ``AppMachine/assumptionVariants`` (each way of every field left nil that
/// the app's scene meets), each check named after its variant (`recipes [no re-tap pop on iOS 26]`), and
/// so is each finding.
public struct Assumptions: Sendable, Hashable {
    /// Whether re-tapping the selected tab of a `TabView` pops its stacks on iOS 26 (nil: it does,
    /// and `retapFollowsBehavior` accepts either a pop to the root or nothing).
    public var retapPopsOnIOS26: Bool?
    /// Whether the screens beneath a full-screen cover run `onAppear` (and start their `.task`) again
    /// when it is dismissed (nil: they do, as UIKit's removal of the presenter's views implies).
    public var presenterAppearsAfterCover: Bool?
    /// Whether a check explores each field left nil both ways, as separate variants.
    public var exploresBoth: Bool

    /// The model's defaults, or the app's own observations.
    public init(retapPopsOnIOS26: Bool? = nil, presenterAppearsAfterCover: Bool? = nil, exploresBoth: Bool = false) {
        self.retapPopsOnIOS26 = retapPopsOnIOS26
        self.presenterAppearsAfterCover = presenterAppearsAfterCover
        self.exploresBoth = exploresBoth
    }

    /// What these assume, for a check's name: `re-tap pop on iOS 26`, `no re-tap pop on iOS 26`, or
    /// `model defaults`.
    public var label: String {
        var parts: [String] = []
        if let pops = retapPopsOnIOS26 { parts.append(pops ? "re-tap pop on iOS 26" : "no re-tap pop on iOS 26") }
        if let appears = presenterAppearsAfterCover { parts.append(appears ? "onAppear after a cover" : "no onAppear after a cover") }
        return parts.isEmpty ? "model defaults" : parts.joined(separator: ", ")
    }
}
