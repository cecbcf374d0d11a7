// Ported from damus-io/damus 9d287c7, damus/Shared/Utilities/URLHandler.swift
// (`handle_opening_url_and_compute_view_action` and `parse_url`), reduced to the URLs the spec opens:
// the parsing of nostr URIs, bech32 and bolt11 is replaced by a table of example URLs (README.md,
// decision 5). What each kind of URL opens is as in the app.

/// Parses URLs into actions within the app.
public enum DamusURLHandler {
    /// The default of the "Show wallet selector" setting (UserSettingsStore: `default_value: false`).
    public static let show_wallet_selector = false

    /// The action for an incoming URL: a route, a sheet, an external URL; an error sheet for a URL
    /// that cannot be parsed.
    public static func handle_opening_url_and_compute_view_action(url: String) -> ViewOpenAction {
        switch url {
        case "damus:nostr:npub1":                 // .profile(pubkey)
            return .route(.ProfileByKey(pubkey: 1))
        case "damus:nostr:note1":                 // .event_reference(.note_id(noteid, relays: []))
            return .route(.LoadableNostrEvent(note_reference: 1))
        case "damus:nostr:t:nostr":               // .filter(.filter_hashtag(["nostr"]))
            return .route(.Search(search: 1))
        case "nostr+walletconnect://relay":       // .wallet_connect(nwc)
            return .route(.Wallet)
        case "lightning:lnbc1":                   // .invoice(invoice)
            if show_wallet_selector {
                return .sheet(.select_wallet(invoice: "lnbc1"))
            } else {
                // getUrlToOpen(invoice:with: default_wallet): the default wallet app's URL.
                return .external_url("wallet:lnbc1")
            }
        default:                                  // parse_url gave nil
            return .sheet(.error("Could not parse the URL you are trying to open."))
        }
    }
}
