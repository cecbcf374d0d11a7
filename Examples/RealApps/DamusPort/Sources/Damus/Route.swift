// Ported from damus-io/damus 9d287c7, damus/Shared/Utilities/Router.swift (enum Route) and
// damus/Features/Timeline/Views/MainTabView.swift (enum Timeline). Only the routes the checked
// controls and links push are kept; their payloads (Pubkey, ProfileModel, ThreadModel, WalletModel,
// …) are small Ints (README.md, decision 2). Damus's `==` compares `hashValue`s of a hash that
// combines each case's name and key; the synthesized `==` here tells the same routes apart.

/// A screen pushed on ContentView's stack.
public enum Route: Hashable, Sendable {
    case ProfileByKey(pubkey: Int)
    case Profile(profile: Int)
    case Wallet
    case Thread(thread: Int)
    case LoadableNostrEvent(note_reference: Int)
    case DMChat(dms: Int)
    case Search(search: Int)
}

/// The four timelines of Damus's own tab bar.
public enum Timeline: String, CustomStringConvertible, Hashable, Sendable {
    case home
    case notifications
    case search
    case dms

    public var description: String {
        return self.rawValue
    }
}
