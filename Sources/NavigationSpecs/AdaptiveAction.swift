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

extension AdaptiveAction {
    enum CodingKeys: String, CodingKey { case select, push, back, backRoot, resize, deepLink }
    enum ArgumentKeys: String, CodingKey { case rootID, depth, sizeClass, unlabeled = "_0" }

    /// Encoded as in trace files: `{"select": {"rootID": 0}}`, `{"push": {}}`,
    /// `{"resize": {"sizeClass": "regular"}}` (`null` for nil), `{"deepLink": {"rootID": 0, "depth": 3}}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .select(let rootID):
            var a = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .select)
            try a.encode(rootID, forKey: .rootID)
        case .push: _ = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .push)
        case .back: _ = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .back)
        case .backRoot: _ = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .backRoot)
        case .resize(let sizeClass):
            var a = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .resize)
            try a.encode(sizeClass, forKey: .sizeClass)
        case .deepLink(let rootID, let depth):
            var a = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .deepLink)
            try a.encode(rootID, forKey: .rootID)
            try a.encode(depth, forKey: .depth)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard c.allKeys.count == 1, let key = c.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath,
                debugDescription: "an adaptive action has exactly one of: select, push, back, backRoot, resize, deepLink"))
        }
        let a = try c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: key)
        switch key {
        case .select: self = .select(rootID: try a.decode(Int.self, forKey: .rootID))
        case .push: self = .push
        case .back: self = .back
        case .backRoot: self = .backRoot
        case .resize:
            // `_0` is how the first trace files spelled the size class; still read.
            let field: ArgumentKeys = a.contains(.sizeClass) ? .sizeClass : .unlabeled
            guard a.contains(field) else {
                throw DecodingError.keyNotFound(ArgumentKeys.sizeClass, .init(codingPath: a.codingPath,
                    debugDescription: "resize needs a sizeClass: \"compact\", \"regular\" or null"))
            }
            self = .resize(try a.decodeNil(forKey: field) ? nil : try a.decode(SizeClass.self, forKey: field))
        case .deepLink: self = .deepLink(rootID: try a.decode(Int.self, forKey: .rootID), depth: try a.decode(Int.self, forKey: .depth))
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
