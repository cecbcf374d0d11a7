import ModelChecker

// Entry points: links (`onOpenURL`), notification taps, user activities and quick actions, and the
// app's code that handles them.

extension Scene {
    /// `onOpenURL`: each of `links` may arrive at any moment the app is at rest, and `handle` runs
    /// with it, as the app's `onOpenURL` closure does.
    ///
    /// ```swift
    /// Scene { navigationStack("recipes", \.path) }
    ///     .links([DeepLink("app://recipe/2", shows: "recipes", [Route.recipe(2)]), DeepLink("app://nope", ignored: ())]) {
    ///         store, url, effects in store.open(url)
    ///     }
    /// ```
    public func links(
        _ links: [DeepLink],
        _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void
    ) -> Scene {
        entering(.url, links, handle)
    }

    /// Taps on notifications (`UNUserNotificationCenterDelegate`'s
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`): each of `notifications` (named by
    /// an identifier the app reads from the notification's `userInfo`, such as `post/2`) may be tapped
    /// at any moment, as a link may arrive, and `handle` runs with its identifier. The link properties
    /// judge them as links (``DeepLink``'s target).
    ///
    /// ```swift
    /// Scene { navigationStack("feed", \.feed) }
    ///     .notifications([DeepLink("post/2", pushes: Route.post(2))]) { store, id, effects in store.openNotification(id) }
    /// ```
    public func notifications(
        _ notifications: [DeepLink],
        _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void
    ) -> Scene {
        entering(.notification, notifications, handle)
    }

    /// `onContinueUserActivity`: Handoff, Spotlight and other user activities, each of `activities`
    /// named by what the app reads from the `NSUserActivity` (its type, or its type and identifier), may
    /// arrive at any moment, and `handle` runs with it.
    ///
    /// ```swift
    /// Scene { navigationStack("shelf", \.path) }
    ///     .userActivities([DeepLink("com.example.read/2", pushes: 2)]) { store, activity, effects in store.continue(activity) }
    /// ```
    public func userActivities(
        _ activities: [DeepLink],
        _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void
    ) -> Scene {
        entering(.userActivity, activities, handle)
    }

    /// Home-screen quick actions (`UIApplicationShortcutItem`, delivered to the scene delegate's
    /// `windowScene(_:performActionFor:completionHandler:)`): each of `actions`, named by its shortcut
    /// type, may arrive at any moment, and `handle` runs with it.
    ///
    /// ```swift
    /// Scene { navigationStack("home", \.path) }
    ///     .quickActions([DeepLink("com.example.compose", presents: "composer")]) { store, type, effects in store.perform(type) }
    /// ```
    public func quickActions(
        _ actions: [DeepLink],
        _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void
    ) -> Scene {
        entering(.quickAction, actions, handle)
    }

    /// The scene with `links` arriving through `kind` (a second declaration of a kind replaces the first).
    private func entering(_ kind: EntryKind, _ links: [DeepLink],
                          _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void) -> Scene {
        var s = self
        s.entries.removeAll { $0.kind == kind }
        s.entries.append(EntryDeclaration(kind: kind, links: links, handle: handle))
        s.entries.sort { $0.kind.order < $1.kind.order }
        return s
    }
}

/// The links one entry point delivers, and the app's code that handles them.
struct EntryDeclaration<Store> {
    let kind: EntryKind
    let links: [DeepLink]
    let handle: (inout Store, String, inout Effects<Store>) throws -> Void

    /// The system action that delivers `link`.
    func action(_ link: DeepLink) -> SystemAction {
        kind == .url ? .openURL(link.url) : .entry(kind, link.url)
    }
}

/// How a link, a notification, a user activity or a quick action enters the app.
public enum EntryKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A URL delivered to `onOpenURL`.
    case url
    /// A tap on a notification (`UNUserNotificationCenterDelegate`).
    case notification
    /// A user activity delivered to `onContinueUserActivity` (Handoff, Spotlight).
    case userActivity
    /// A home-screen quick action.
    case quickAction

    var order: Int { Self.allCases.firstIndex(of: self)! }

    /// How a trace names its arrival: `notificationTap("post/2")`.
    func describe(_ id: String) -> String {
        switch self {
        case .url: "openURL(\"\(id)\")"
        case .notification: "notificationTap(\"\(id)\")"
        case .userActivity: "continueUserActivity(\"\(id)\")"
        case .quickAction: "quickAction(\"\(id)\")"
        }
    }
}
