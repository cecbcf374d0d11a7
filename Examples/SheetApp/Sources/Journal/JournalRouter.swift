/// A screen of the journal's stack.
public enum Route: Sendable, Hashable, CustomStringConvertible {
    /// A journal entry.
    case entry(Int)

    public var description: String {
        switch self {
        case .entry(let id): "entry(\(id))"
        }
    }
}

/// A screen of the settings sheet's own stack.
public enum SettingsRoute: Sendable, Hashable, CustomStringConvertible {
    case about, licenses
    public var description: String {
        switch self {
        case .about: "about"
        case .licenses: "licenses"
        }
    }
}

/// A new entry being written in the composer sheet.
public struct Draft: Sendable, Hashable, CustomStringConvertible {
    /// What has been typed so far.
    public var text: String
    /// An empty draft.
    public init(text: String = "") { self.text = text }
    /// `draft("")`, `draft("Dear diary")`.
    public var description: String { "draft(\"\(text)\")" }
}

/// The journal's navigation, written the way an iOS developer writes it: an `@Observable` router (the
/// macro is left out so that the package builds on Linux too), read by
///
/// ```swift
/// NavigationStack(path: $router.path) {
///     EntryList()
///         .navigationDestination(for: Route.self) { EntryView($0) }
/// }
/// .sheet(item: $router.draft) { Composer($0).interactiveDismissDisabled(!$0.text.isEmpty) }
/// .sheet(isPresented: $router.showsSettings) { NavigationStack(path: $router.settingsPath) { Settings() } }
/// .fullScreenCover(item: $router.viewedPhoto) { PhotoViewer($0) }
/// ```
public final class JournalRouter /* @Observable */ {
    /// The journal's stack: the entry list at its root.
    public var path: [Route] = []

    /// The composer sheet's draft (nil: no composer). A draft with text cannot be swiped away.
    public var draft: Draft? {
        didSet {
            if popsToListWhenComposerCloses, draft == nil, oldValue != nil { path.removeAll() }
        }
    }

    /// Whether the settings sheet is up. Closing it resets its stack, so that it opens at its root.
    public var showsSettings = false {
        didSet {
            if !showsSettings { settingsPath.removeAll() }
        }
    }

    /// The settings sheet's stack.
    public var settingsPath: [SettingsRoute] = []

    /// The photo shown full screen (nil: none).
    public var viewedPhoto: Int?

    /// When true, any closing of the composer goes back to the entry list, as the first version of the
    /// app did (a deliberate defect, to show what NavCheck reports).
    public let popsToListWhenComposerCloses: Bool

    /// The journal at launch: the entry list, nothing presented.
    public init(popsToListWhenComposerCloses: Bool = false) {
        self.popsToListWhenComposerCloses = popsToListWhenComposerCloses
    }

    /// Whether a sheet or the cover is set: up, or still sliding away after a swipe (its binding is
    /// written when the dismissal ends). SwiftUI presents one at a time and keeps a second one waiting
    /// ("only presenting a single sheet is supported"), so the journal presents nothing more until it
    /// is gone.
    public var isPresenting: Bool { draft != nil || showsSettings || viewedPhoto != nil }

    /// A row of the entry list.
    public func open(entry: Int) { path.append(.entry(entry)) }
    /// The photo of the entry on top, full screen.
    public func openPhoto() {
        guard !isPresenting, case .entry(let id)? = path.last else { return }
        viewedPhoto = id
    }
    /// The viewer's close button.
    public func closePhoto() { viewedPhoto = nil }

    /// "+" in the toolbar: the composer, empty.
    public func compose() {
        guard !isPresenting else { return }
        draft = Draft()
    }
    /// Typing in the composer.
    public func type(_ text: String) { draft?.text += text }
    /// The composer's "Cancel".
    public func cancelDraft() { draft = nil }
    /// The composer's "Save": the composer closes and the new entry is shown.
    public func saveDraft(as id: Int) {
        guard draft != nil else { return }
        draft = nil
        path.append(.entry(id))
    }

    /// The gear in the toolbar.
    public func openSettings() {
        guard !isPresenting else { return }
        showsSettings = true
    }
    /// A row of the settings sheet.
    public func open(_ route: SettingsRoute) { settingsPath.append(route) }
    /// The settings sheet's "Done".
    public func closeSettings() { showsSettings = false }
}
