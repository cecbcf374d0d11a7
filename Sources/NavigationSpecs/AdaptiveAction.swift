import NavigationModel

/// An action on an adaptive store; prints as a Swift-like call (`select(rootID: 0)`, `resize(.compact)`).
public enum AdaptiveAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tap on sidebar row `rootID`.
    case select(rootID: Int)
    /// The top screen's "Goto Next Level" link.
    case push
    /// The "Back Parent" button.
    case back
    /// The "Back Root" button.
    case backRoot
    /// The size class changes (nil: not known).
    case resize(SizeClass?)
    /// A deep link to `rootID`'s screen at `depth` (programmatic alphabet only).
    case deepLink(rootID: Int, depth: Int)

    public var description: String {
        switch self {
        case .select(let rootID): "select(rootID: \(rootID))"
        case .push: "push"
        case .back: "back"
        case .backRoot: "backRoot"
        case .resize(let sizeClass): "resize(\(sizeClass.swiftDescription))"
        case .deepLink(let rootID, let depth): "deepLink(rootID: \(rootID), depth: \(depth))"
        }
    }
}

extension AdaptiveAction: AdaptiveNavigationAction {
    public static func resizing(to sizeClass: SizeClass?) -> AdaptiveAction { .resize(sizeClass) }
    public var resizeTarget: SizeClass?? {
        if case .resize(let target) = self { return .some(target) }
        return nil
    }
    public var isBack: Bool { self == .back }
    public var isBackToRoot: Bool { self == .backRoot }
}

/// Which actions a spec offers.
public enum AdaptiveAlphabet: String, Sendable, Hashable, Codable, CaseIterable {
    /// What a user can touch on the current screen, plus resizes.
    case taps
    /// Everything at any time, plus deep links that set the whole path.
    case programmatic
}
