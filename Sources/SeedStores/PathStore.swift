import NavigationModel

/// Seed 004's `PathStore` over `[Int]`, ported exactly: every change of `path` saves it (`didSet`);
/// `init` loads the saved file and falls back to an empty path when it is missing or does not decode.
/// Note that Swift runs no `didSet` for assignments in `init`, so the fallback is not saved — until the
/// next change overwrites the unreadable file.
public struct PathStore: PersistentPathStore {
    /// `var path: [Int] { didSet { save() } }`.
    public var path: [Int] {
        didSet { save() }
    }

    /// The files (`savePath`).
    public private(set) var disk: Disk

    /// `init()`: loads the saved path, else an empty one.
    public init(disk: Disk) {
        self.disk = disk
        if let data = disk.savedPath {
            if let decoded = JSONText.decodeInts(data) {
                path = decoded
                return
            }
        }
        path = []
    }

    /// `save()`: writes the path as JSON to the file (encoding `[Int]` cannot fail).
    public mutating func save() { disk.savedPath = JSONText.encode(path) }

    /// The elements.
    public var pathElements: [String] { path.map(String.init) }
    /// `[Int]` JSON.
    public static func decode(_ text: String) -> [String]? { JSONText.decodeInts(text)?.map(String.init) }
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

/// Seed 004's `PathStore` over `NavigationPath` (here ``ErasedPath``), ported exactly: `save()` returns
/// silently when `path.codable` is nil (some element is only `Hashable`), so the file keeps an older
/// path; `init` falls back to an empty path, unsaved, when the file does not decode.
public struct ErasedPathStore: PersistentPathStore {
    /// `var path: NavigationPath { didSet { save() } }`.
    public var path: ErasedPath {
        didSet { save() }
    }

    /// The files.
    public private(set) var disk: Disk

    /// The element types the app's `navigationDestination`s know.
    public static var types: PathTypes { PathTypes([Int.self]) }

    /// `init()`: decodes `NavigationPath.CodableRepresentation`, else an empty path.
    public init(disk: Disk) {
        self.disk = disk
        if let data = disk.savedPath {
            if let decoded = try? ErasedPath(ErasedPath.CodableRepresentation(jsonText: data), types: Self.types) {
                path = decoded
                return
            }
        }
        path = ErasedPath()
    }

    /// `save()`: `guard let representation = path.codable else { return }`, then writes it.
    public mutating func save() {
        guard let representation = path.codable else { return }
        disk.savedPath = representation.jsonText()
    }

    /// The elements.
    public var pathElements: [String] { path.elements.map(\.description) }
    /// The codable representation's JSON, decoded against ``types``.
    public static func decode(_ text: String) -> [String]? {
        (try? ErasedPath(ErasedPath.CodableRepresentation(jsonText: text), types: types))?.elements.map(\.description)
    }
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
