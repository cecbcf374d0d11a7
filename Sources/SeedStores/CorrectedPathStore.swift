import NavigationModel

/// Seed 004's `[Int]` path store, corrected: a file that does not decode is reported
/// (``storageError``) and moved aside (``Disk/quarantined``) before anything is saved, so it is neither
/// overwritten nor lost.
public struct CorrectedPathStore: PersistentPathStore {
    /// The path; every change saves it.
    public var path: [Int] {
        didSet { disk.savedPath = JSONText.encode(path) }
    }
    /// The files.
    public private(set) var disk: Disk
    /// Why the saved path could not be restored, shown to the user.
    public private(set) var storageError: String?

    /// Loads the saved path; an unreadable file is reported and moved aside.
    public init(disk: Disk) {
        var disk = disk
        var error: String?
        var path: [Int] = []
        if let data = disk.savedPath {
            if let decoded = JSONText.decodeInts(data) {
                path = decoded
            } else {
                error = "the saved navigation could not be read and was kept aside"
                if !disk.quarantined.contains(data) { disk.quarantined.append(data) }
                disk.savedPath = nil
            }
        }
        self.disk = disk
        self.path = path
        storageError = error
    }

    /// The elements.
    public var pathElements: [String] { path.map(String.init) }
    /// `[Int]` JSON.
    public static func decode(_ text: String) -> [String]? { PathStore.decode(text) }
    /// `path = values`.
    public mutating func setPath(_ values: [Int]) { path = values }
    /// `path.append(value)`.
    public mutating func append(_ value: Int) { path.append(value) }
    /// `[Int]` holds only integers.
    public mutating func appendProfile() -> Bool { false }
    /// `path.removeAll()`.
    public mutating func home() { path.removeAll() }
    /// The binding removes the last element.
    public mutating func popLast() { if !path.isEmpty { path.removeLast() } }
}

/// Seed 004's `NavigationPath` store, corrected: an unreadable file is reported and moved aside, and a
/// path that cannot be fully encoded is saved up to its first non-codable element, with the rest
/// declared unsaved (``unsavedCount``, shown to the user) — never silently stale.
public struct CorrectedErasedPathStore: PersistentPathStore {
    /// The path; every change saves it.
    public var path: ErasedPath {
        didSet { save() }
    }
    /// The files.
    public private(set) var disk: Disk
    /// Why the saved path could not be restored, shown to the user.
    public private(set) var storageError: String?
    /// How many screens at the top of the path will not survive a relaunch (they cannot be encoded).
    public private(set) var unsavedCount = 0

    /// Loads the saved path; an unreadable file is reported and moved aside.
    public init(disk: Disk) {
        var disk = disk
        var error: String?
        var path = ErasedPath()
        if let data = disk.savedPath {
            do {
                path = try ErasedPath(ErasedPath.CodableRepresentation(jsonText: data), types: ErasedPathStore.types)
            } catch let failure {
                error = "the saved navigation could not be read and was kept aside: \(failure.message)"
                if !disk.quarantined.contains(data) { disk.quarantined.append(data) }
                disk.savedPath = nil
            }
        }
        self.disk = disk
        self.path = path
        storageError = error
    }

    /// Saves the longest codable prefix and records how much is left unsaved.
    mutating func save() {
        let prefix = path.elements.prefix { $0.isCodable }
        unsavedCount = path.count - prefix.count
        if let representation = ErasedPath(elements: Array(prefix)).codable {
            disk.savedPath = representation.jsonText()
        }
    }

    /// The elements.
    public var pathElements: [String] { path.elements.map(\.description) }
    /// The path less the unsaved screens.
    public var keptElements: [String] { Array(pathElements.dropLast(unsavedCount)) }
    /// As the seed.
    public static func decode(_ text: String) -> [String]? { ErasedPathStore.decode(text) }
    /// `path = NavigationPath(values)`.
    public mutating func setPath(_ values: [Int]) {
        var p = ErasedPath()
        for v in values { p.append(v) }
        path = p
    }
    /// `path.append(value)`.
    public mutating func append(_ value: Int) { path.append(value) }
    /// `path.append(Profile())`.
    public mutating func appendProfile() -> Bool { path.append(Profile()); return true }
    /// `path = NavigationPath()`.
    public mutating func home() { path = ErasedPath() }
    /// The binding removes the last element.
    public mutating func popLast() { if !path.isEmpty { try? path.removeLast() } }
}
