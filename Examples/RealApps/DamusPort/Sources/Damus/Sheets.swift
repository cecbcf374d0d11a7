// Ported from damus-io/damus 9d287c7, damus/ContentView.swift lines 23-61 (enum Sheets) and the
// ViewOpenAction of lines ~825-840. Only the sheets the checked controls and links present are kept;
// payloads are small Ints or Strings (README.md, decision 2).

/// ContentView's `.sheet(item: $active_sheet)`.
public enum Sheets: Hashable, Sendable, Identifiable {
    case post(PostAction)
    case user_status
    case filter
    case select_wallet(invoice: String)
    case error(String)

    public var id: String {
        switch self {
        case .user_status: return "user_status"
        case .post(let action): return "post-" + action.id
        case .select_wallet: return "select-wallet"
        case .filter: return "filter"
        case .error(_): return "error"
        }
    }
}

/// What the composer is for (PostAction).
public enum PostAction: Hashable, Sendable {
    case posting
    case replying_to(Int)

    var id: String {
        switch self {
        case .posting: return ""
        case .replying_to(let ev): return "\(ev)"
        }
    }
}

/// What opening a URL (or a notification) does in the app view (ContentView.ViewOpenAction).
public enum ViewOpenAction: Hashable, Sendable {
    /// Open a page
    case route(Route)
    /// Open a sheet
    case sheet(Sheets)
    /// Open an external URL
    case external_url(String)
    /// Do nothing.
    case no_action
}
