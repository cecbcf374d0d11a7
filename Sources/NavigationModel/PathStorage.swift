/// The app's files, as part of a store's state: the saved path (`documentsDirectory/SavedPath`) and, for
/// a store that keeps unreadable data aside, the files it moved there.
public struct Disk: Sendable, Hashable {
    /// The contents of the saved-path file, or nil when there is none.
    public var savedPath: String?
    /// Unreadable files moved aside (oldest first), never overwritten.
    public var quarantined: [String] = []
    /// A disk with the given saved path.
    public init(savedPath: String? = nil, quarantined: [String] = []) {
        self.savedPath = savedPath
        self.quarantined = quarantined
    }
}

/// Ways the saved file can be damaged between two launches.
public enum Corruption: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The write was cut short: `[32,6`.
    case truncated
    /// Data of a type this app does not know (an older or newer version wrote it).
    case foreignType

    /// The damaged file's contents.
    public var text: String {
        switch self {
        case .truncated: "[32,6"
        case .foreignType: #"["MyApp.Project","{\"id\":1}"]"#
        }
    }

    /// `.truncated`.
    public var description: String { "." + rawValue }
}

/// A value that is only `Hashable` (seed 002's `Profile`): a type-erased path holding one has no
/// codable representation.
public struct Profile: Sendable, Hashable, CustomStringConvertible {
    /// The profile's name.
    public var firstName = "Avi"
    /// A profile.
    public init() {}
    /// `Profile(Avi)`.
    public var description: String { "Profile(\(firstName))" }
}

/// What seed 004's path stores have in common, for the persistence spec and invariants: the path, the
/// disk, a launch from the disk, and the button screen's actions.
public protocol PersistentPathStore: Sendable, Hashable {
    /// A launch: the store created from what is on disk.
    init(disk: Disk)
    /// The disk.
    var disk: Disk { get }
    /// The path's elements as text, nearest the root first.
    var pathElements: [String] { get }
    /// What the store promises a relaunch will restore (the path, less any screens it has told the user
    /// it cannot save). Default: the whole path.
    var keptElements: [String] { get }
    /// The error the store shows about stored data, if any. Default: none.
    var storageError: String? { get }
    /// The elements `text` decodes to, or nil when it does not decode for this store.
    static func decode(_ text: String) -> [String]?
    /// Assigns a whole path of integers (`path = [32]`, `path = [32, 64]`).
    mutating func setPath(_ values: [Int])
    /// Appends an integer (`path.append(64)`, a `NavigationLink(value:)`).
    mutating func append(_ value: Int)
    /// Appends a value that is only `Hashable`; false when the path type cannot hold one.
    mutating func appendProfile() -> Bool
    /// The `Home` toolbar button.
    mutating func home()
    /// The navigation bar's back button (the binding removes the last element).
    mutating func popLast()
}

extension PersistentPathStore {
    /// The whole path.
    public var keptElements: [String] { pathElements }
    /// None.
    public var storageError: String? { nil }
    /// The path's length.
    public var count: Int { pathElements.count }
    /// `Home › 32 › 64`.
    public var screens: String { (["Home"] + pathElements.map { "Number \($0)" }).joined(separator: " › ") }
}
