import ModelChecker

/// Where saved data lives, and so which end of the process it survives
/// (``Scene/sceneStorage(_:_:onDamaged:)``, ``Scene/appStorage(_:_:onDamaged:)``,
/// ``Scene/savedByApp(_:save:load:onDamaged:)``).
public enum StorageKind: String, Hashable, Codable, Sendable, CustomStringConvertible {
    /// `@SceneStorage`: kept when the system ends the process, lost when the scene is destroyed (the
    /// user quits the app from the app switcher).
    case sceneStorage
    /// `@AppStorage` (UserDefaults): kept across both ends.
    case appStorage
    /// A file or a store of the app's own, written by its own code: kept across both ends.
    case app

    /// `sceneStorage`, `appStorage`, `app`.
    public var description: String { rawValue }

    /// Whether data of this kind is still there after `relaunch`.
    public func survives(_ relaunch: Relaunch) -> Bool { self != .sceneStorage || relaunch != .sceneDestroyed }
}

/// How the process ends before a relaunch (``SystemAction/relaunch(_:)``).
public enum Relaunch: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The system ends the process (memory pressure, an update, a crash elsewhere): everything saved is
    /// read back.
    case processEnded
    /// The user quits the app from the app switcher: the scene is destroyed, and its `@SceneStorage`
    /// with it. Offered only when the scene keeps something as `@SceneStorage`.
    case sceneDestroyed
    /// The process ends and the data saved under this key is damaged before the launch (the write cut
    /// short by its last character). Offered for the keys ``Scene/relaunchVariants(damaging:olderFormats:)`` names.
    case damaged(String)
    /// The process ends and the data saved under this key is the declared older format's sample at this
    /// index (an older version of the app wrote it) (``Scene/relaunchVariants(damaging:olderFormats:)``).
    case olderFormat(String, Int)

    /// `relaunch`, `relaunch(.sceneDestroyed)`, `relaunch(damaged: "path")`,
    /// `relaunch(olderFormat: "path", 0)`.
    public var description: String {
        switch self {
        case .processEnded: "relaunch"
        case .sceneDestroyed: "relaunch(.sceneDestroyed)"
        case .damaged(let key): "relaunch(damaged: \"\(key)\")"
        case .olderFormat(let key, let k): "relaunch(olderFormat: \"\(key)\", \(k))"
        }
    }
}

/// What is saved under one key, as the app last wrote it.
public struct SavedData: Hashable, Sendable, CustomStringConvertible {
    /// The key (`@SceneStorage("path")`'s `"path"`, a file's name).
    public var key: String
    /// Where it lives.
    public var kind: StorageKind
    /// The saved text, interned (a state copies and hashes a number), or nil when nothing was saved yet.
    var saved: SavedText?
    /// Whether the save after the last step was skipped (the value had no saved form, as a path with an
    /// element that is not `Codable`): the text is older than what the store holds.
    public var stale = false

    /// The saved text, or nil when nothing was saved yet.
    public var text: String? {
        get { saved?.text }
        set { saved = newValue.map(SavedText.init) }
    }

    init(key: String, kind: StorageKind, saved: SavedText?) {
        self.key = key
        self.kind = kind
        self.saved = saved
    }

    /// `path = [1,2]`, with `(stale)` when the last save was skipped.
    public var description: String { "\(key) = \(text ?? "nil")" + (stale ? " (stale)" : "") }
}

/// What survives a relaunch, as part of the scene's state: the data saved under each declared key, and
/// the data that a launch could not read and the app did not handle.
public struct RelaunchState: Hashable, Sendable {
    /// The saved data, in declaration order (empty when the scene declares nothing that survives).
    public var saved: [SavedData] = []
    /// Set only in the state a relaunch reaches: the data read at that launch that did not decode (the
    /// text as read).
    public var unreadable: [SavedData] = []
    /// Set only in the state a relaunch reaches: the keys of ``unreadable`` whose text the app's
    /// `onDamaged` code was given.
    public var handled: [String] = []

    /// Nothing saved.
    public init() {}

    /// The data saved under `key`.
    public func saved(_ key: String) -> SavedData? { saved.first { $0.key == key } }

    /// Every saved text and whether it is stale, and what a launch could not read: not the keys and
    /// kinds, which are the scene's declaration, the same in every state of a check. `==` compares
    /// them too.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(saved.count)
        for data in saved {
            hasher.combine(data.saved?.id ?? -1)
            hasher.combine(data.stale)
        }
        hasher.combine(unreadable.count)
        for data in unreadable { hasher.combine(data) }
        hasher.combine(handled)
    }
}

extension RelaunchState: FullyHashable {}
extension SavedData: FullyHashable {}

extension String {
    /// The text of a write cut short: without its last character.
    var damaged: String { String(dropLast()) }
}
