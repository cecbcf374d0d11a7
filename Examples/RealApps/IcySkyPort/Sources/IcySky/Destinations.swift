// Ported from Dimillian/IcySky 03560c6a30277175ea91a6bfc63b50380542017c,
// Packages/Model/Sources/Destinations/{AppTab,RouterDestination,SheetDestination,AppRouter}.swift.
// The payloads (FeedItem, PostItem, Profile, Media, URL, Namespace.ID) are replaced by small Ints:
// which item is shown does not change what the navigation does (README.md, decision 2).

/// The app's router, as IcySky declares it.
public typealias AppRouter = Router<AppTab, RouterDestination, SheetDestination>

/// The tab bar's items; `compose` is an item that presents the composer (AppTabView's `onChange`).
public enum AppTab: String, TabType {
  case feed, notification, profile, settings, compose

  public var id: String { rawValue }

  public var title: String {
    switch self {
    case .feed: return "Feed"
    case .notification: return "Notifications"
    case .profile: return "Profile"
    case .settings: return "Settings"
    case .compose: return "New Post"
    }
  }

  public var icon: String {
    switch self {
    case .feed: return "square.stack"
    case .notification: return "bell"
    case .profile: return "person"
    case .settings: return "gearshape"
    case .compose: return "square.and.pencil"
    }
  }
}

/// The filter of a profile's posts (PostsProfileViewFilter).
public enum PostsProfileViewFilter: String, Hashable, Sendable {
  case postsWithNoReplies, postsWithReplies, postsWithMedia, postAndAuthorThreads
}

/// The screens pushed on a tab's stack.
public enum RouterDestination: DestinationType, Hashable, Sendable {
  public static func from(path: String, fullPath: [String], parameters: [String : String]) -> RouterDestination? {
    nil
  }

  case feed(Int)
  case post(Int)
  case profile(Int)
  case profilePosts(profile: Int, filter: PostsProfileViewFilter)
  case profileLikes(Int)
  case timeline
}

/// The composer's mode.
public enum ComposerDestinationMode: Hashable, Sendable {
  case newPost
  case reply(Int)
}

/// The sheets presented with `.sheet(item: $router.presentedSheet)` at the window's root.
public enum SheetDestination: SheetType, Hashable, Identifiable, Sendable {
  // As in IcySky: an id from `hashValue` (seeded per process; SwiftUI compares it within a run only).
  public var id: Int { self.hashValue }

  case auth
  case fullScreenMedia(images: Int)
  case composer(mode: ComposerDestinationMode)
}
