import Foundation
import NavCheckTesting
import Social

/// The social app as NavCheck checks it. Everything SwiftUI and the system do around the router comes
/// from the scene: the app's own tab bar (hidden on deep screens), a stack per tab, sheets over sheets
/// with a stack each, the image viewer presented at the root, the browser in a window above
/// everything, links that push on top of the current tab, and notification taps.
struct SocialSpec: SwiftUIApp {
    /// The app's own controls.
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openPost, openAuthor, compose, openDrafts, closeSheet, openInBrowser, closeBrowser, viewImage, closeImage
        var description: String { rawValue }
    }

    /// The router as a value: what tells two states apart.
    struct Snapshot: Hashable, Sendable {
        var tab: Tab
        var timeline: [Route]
        var mentions: [Route]
        var profile: [Route]
        var layers: [SheetLayer]
        var image: Int?
        var browser: String?
    }

    /// Switches on the router's deliberate defect.
    var defect = ProcessInfo.processInfo.environment["NAVCHECK_EXAMPLE_DEFECT"] == "1"

    var name: String { "social" }
    func makeStore() -> SocialRouter { SocialRouter(notificationIgnoresTab: defect) }
    func snapshot(of r: SocialRouter) -> Snapshot {
        Snapshot(tab: r.tab, timeline: r.timeline, mentions: r.mentions, profile: r.profile, layers: r.layers,
                 image: r.image, browser: r.browser)
    }

    var scene: Scene<SocialRouter> {
        Scene {
            customTabBar(\.tab, hidden: { $0.barHidden }) {
                navigationStack("timeline", \.timeline).tag(Tab.timeline)
                navigationStack("mentions", \.mentions).tag(Tab.mentions)
                navigationStack("profile", \.profile).tag(Tab.profile)
            }
            .sheetLayers("layer", \.layers, upTo: 2, path: \.path)
            .fullScreenCover("image", item: \.image)
            .window("browser", item: \.browser)
        }
            .links([DeepLink("social://post/3", pushes: Route.post(3)), DeepLink("social://nonsense", ignored: ())]) { r, url, _ in
                r.open(url)
            }
            .notifications([DeepLink("mention/2", selects: Tab.mentions, thenPushes: Route.post(2))]) { r, id, _ in
                r.notified(id)
            }
    }

    var intents: [Tap] { [.openPost, .openAuthor, .compose, .openDrafts, .closeSheet, .openInBrowser, .closeBrowser, .viewImage, .closeImage] }

    /// The layer on top takes the touches: the browser's window, the image viewer, the top sheet, or
    /// the selected tab's top screen (a sheet being swiped away is no longer on top).
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        let layer = s.scene.topLayer
        if layer == "browser" { return tap == .closeBrowser }
        if layer == "image" { return tap == .closeImage }
        let sheet = layer.flatMap { name in s.layers.indices.first { "layer[\($0)]" == name } }
        let top = sheet.map { s.layers[$0].path.last } ?? s.model.current.last
        switch tap {
        case .openPost: return top == nil && (sheet != nil || s.tab != .profile)
        case .openAuthor: if case .post? = top { return true } else { return false }
        case .compose: return layer == nil && s.layers.isEmpty
        case .openDrafts: return sheet.map { s.layers[$0].kind == .composer && $0 == s.layers.count - 1 } ?? false
        case .closeSheet: return sheet == s.layers.count - 1
        case .openInBrowser: if case .post? = top { return layer == nil } else { return false }
        case .viewImage: return layer == nil && s.tab == .timeline && s.timeline.isEmpty
        case .closeBrowser, .closeImage: return false
        }
    }

    func perform(_ tap: Tap, on r: inout SocialRouter, effects: inout Effects<SocialRouter>) throws {
        switch tap {
        case .openPost: r.push(.post(1))
        case .openAuthor: r.push(.author(1))
        case .compose: r.layers.append(SheetLayer(.composer))
        case .openDrafts: r.layers.append(SheetLayer(.drafts))
        case .closeSheet: r.layers.removeLast()
        case .openInBrowser: r.browser = "post"
        case .closeBrowser: r.browser = nil
        // The image loads, then the viewer is presented at the root, on purpose wherever the user is.
        case .viewImage: effects.start("loadImage(1)", navigates: [.presents("image")]) { r in r.imageLoaded(1) }
        case .closeImage: r.image = nil
        }
    }

    /// What each control is in the built-ins' words, in the state it is tapped in: a push goes onto the
    /// top sheet's stack when a sheet is up.
    func role(of tap: Tap, in s: AppState<Snapshot>) -> IntentRole? {
        let stack = s.layers.isEmpty ? s.tab.rawValue : "layer[\(s.layers.count - 1)]"
        switch tap {
        case .openPost: return .push(stack, Route.post(1))
        case .openAuthor: return .push(stack, Route.author(1))
        case .compose, .openDrafts: return .present(sheet: "layer[\(s.layers.count)]")
        case .closeSheet: return .dismiss(sheet: "layer[\(s.layers.count - 1)]")
        default: return nil
        }
    }

    /// Two screens in the timeline (where the bar hides), one in mentions, none pushed in the profile
    /// by a tap, two sheets with one screen in the top one.
    func isWithinBounds(_ s: AppState<Snapshot>) -> Bool {
        s.timeline.count <= 2 && s.mentions.count <= 1 && s.profile.count <= 1
            && s.layers.dropLast().allSatisfy { $0.path.isEmpty } && (s.layers.last?.path.count ?? 0) <= 1
    }

    var properties: [AppProperty<SocialSpec>] {
        [
            // The app's own tab bar.
            .switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(),
            // Sheets over sheets, the viewer, the browser.
            .sheetKeepsStacksBeneath(), .oneSheetAtALevel(),
            // Links and notification taps.
            .linkShowsItsTarget(), .linkNotHiddenUnderSheet(), .malformedLinkChangesNothing(),
            // The image that loads.
            .answerStaysInItsStack(),
            // Each stack.
            .backLowersDepthByOne(), .pushAddsOneScreen(),
        ]
    }
}

extension SocialSpec.Snapshot {
    /// The selected tab's path.
    var current: [Route] {
        switch tab {
        case .timeline: timeline
        case .mentions: mentions
        case .profile: profile
        }
    }
}
