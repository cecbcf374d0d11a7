import ModelChecker
import NavigationModel

/// An action on the adaptive app; prints as a Swift-like call (`select(rootID: 0)`, `resize(.compact)`).
///
/// Who takes it: the user (``select(rootID:)``, ``push``, ``back``, ``backRoot``, ``systemBack``), the
/// system (``resize(_:)``, ``handler``), or a caller of the store's API that no control of the app is
/// (``callSelect(rootID:)``, ``setSizeClass(_:)``, ``deepLink(rootID:depth:)``).
public enum AdaptiveAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tap on sidebar row `rootID` (on screen in the split view's sidebar, or at the stack's root).
    case select(rootID: Int)
    /// The top detail screen's "Goto Next Level" link.
    case push
    /// The "Back Parent" button (below both containers: always on screen).
    case back
    /// The "Back Root" button (below both containers: always on screen).
    case backRoot
    /// The navigation bar's back button or the edge swipe (on screen when the stack shown has a pushed
    /// view).
    case systemBack
    /// The system reports another horizontal size class (rotation, Split View, Slide Over).
    case resize(SizeClass)
    /// The view's pending handler runs and tells the store the size class (`.task` in the article's
    /// view, `onChange(of:initial:)` in the corrected one).
    case handler
    /// `store.selectRootID(rootID:)` called in any state (API alphabet only).
    case callSelect(rootID: Int)
    /// `store.sizeClass = …` set to any value, nil included (API alphabet only).
    case setSizeClass(SizeClass?)
    /// A deep link to `rootID`'s screen at `depth` through the store's API (API alphabet only; the
    /// article's app has no deep link).
    case deepLink(rootID: Int, depth: Int)

    public var description: String {
        switch self {
        case .select(let rootID): "select(rootID: \(rootID))"
        case .push: "push"
        case .back: "back"
        case .backRoot: "backRoot"
        case .systemBack: "systemBack"
        case .resize(let sizeClass): "resize(\(sizeClass))"
        case .handler: "handler"
        case .callSelect(let rootID): "callSelect(rootID: \(rootID))"
        case .setSizeClass(let sizeClass): "setSizeClass(\(sizeClass.swiftDescription))"
        case .deepLink(let rootID, let depth): "deepLink(rootID: \(rootID), depth: \(depth))"
        }
    }

    /// Who takes the action.
    public var origin: ActionOrigin {
        switch self {
        case .select, .push, .back, .backRoot, .systemBack: .user
        case .resize, .handler: .system
        case .callSelect, .setSizeClass, .deepLink: .api
        }
    }
}

extension AdaptiveAction {
    enum CodingKeys: String, CodingKey {
        case select, push, back, backRoot, systemBack, resize, handler, callSelect, setSizeClass, deepLink
    }
    enum ArgumentKeys: String, CodingKey { case rootID, depth, sizeClass, unlabeled = "_0" }

    /// Encoded as in trace files: `{"select": {"rootID": 0}}`, `{"push": {}}`,
    /// `{"resize": {"sizeClass": "regular"}}`, `{"setSizeClass": {"sizeClass": null}}`,
    /// `{"deepLink": {"rootID": 0, "depth": 3}}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .select(let rootID):
            var a = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .select)
            try a.encode(rootID, forKey: .rootID)
        case .push: _ = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .push)
        case .back: _ = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .back)
        case .backRoot: _ = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .backRoot)
        case .systemBack: _ = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .systemBack)
        case .handler: _ = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .handler)
        case .resize(let sizeClass):
            var a = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .resize)
            try a.encode(sizeClass, forKey: .sizeClass)
        case .setSizeClass(let sizeClass):
            var a = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .setSizeClass)
            try a.encode(sizeClass, forKey: .sizeClass)
        case .callSelect(let rootID):
            var a = c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .callSelect)
            try a.encode(rootID, forKey: .rootID)
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
                debugDescription: "an adaptive action has exactly one of: \(CodingKeys.allNames)"))
        }
        let a = try c.nestedContainer(keyedBy: ArgumentKeys.self, forKey: key)
        switch key {
        case .select: self = .select(rootID: try a.decode(Int.self, forKey: .rootID))
        case .push: self = .push
        case .back: self = .back
        case .backRoot: self = .backRoot
        case .systemBack: self = .systemBack
        case .handler: self = .handler
        case .callSelect: self = .callSelect(rootID: try a.decode(Int.self, forKey: .rootID))
        case .resize:
            // `_0` is how the first trace files spelled the size class; still read.
            let field: ArgumentKeys = a.contains(.sizeClass) ? .sizeClass : .unlabeled
            guard a.contains(field) else {
                throw DecodingError.keyNotFound(ArgumentKeys.sizeClass, .init(codingPath: a.codingPath,
                    debugDescription: "resize needs a sizeClass: \"compact\" or \"regular\""))
            }
            if try a.decodeNil(forKey: field) {
                throw DecodingError.dataCorrupted(.init(codingPath: a.codingPath + [field],
                    debugDescription: "resize(nil) is not an action: the system never reports a nil size class to a view on iPhone or iPad; "
                        + "setting nil is setSizeClass(nil), which only the api alphabet offers"))
            }
            self = .resize(try a.decode(SizeClass.self, forKey: field))
        case .setSizeClass:
            guard a.contains(.sizeClass) else {
                throw DecodingError.keyNotFound(ArgumentKeys.sizeClass, .init(codingPath: a.codingPath,
                    debugDescription: "setSizeClass needs a sizeClass: \"compact\", \"regular\" or null"))
            }
            self = .setSizeClass(try a.decodeNil(forKey: .sizeClass) ? nil : try a.decode(SizeClass.self, forKey: .sizeClass))
        case .deepLink: self = .deepLink(rootID: try a.decode(Int.self, forKey: .rootID), depth: try a.decode(Int.self, forKey: .depth))
        }
    }
}

extension AdaptiveAction.CodingKeys: CaseIterable {
    static var allNames: String { allCases.map(\.stringValue).joined(separator: ", ") }
}
