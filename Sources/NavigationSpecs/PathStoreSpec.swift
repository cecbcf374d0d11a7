import Generators
import ModelChecker
import NavigationModel

/// An action on seed 004's persisted stack; prints as a Swift-like call (`show32`, `relaunch`).
public enum PathStoreAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The "Show 32" button: `path = [32]`.
    case show32
    /// The "Show 64" button: `path.append(64)`.
    case show64
    /// The "Show 32 then 64" button: `path = [32, 64]`.
    case show32Then64
    /// The "Go to Random Number" link, `Int.random(in: 1...1000)` drawing `n`.
    case goToRandom(Int)
    /// The "Home" toolbar button.
    case home
    /// The navigation bar's back button.
    case back
    /// A value that is only `Hashable` appended in code (type-erased paths only).
    case appendProfile
    /// The app quits and launches again, from the file as it is (`corrupting: nil`) or damaged.
    case relaunch(corrupting: Corruption?)

    /// The call, e.g. `relaunch(corrupting: .truncated)`.
    public var description: String {
        switch self {
        case .show32: "show32"
        case .show64: "show64"
        case .show32Then64: "show32Then64"
        case .goToRandom(let n): "goToRandom(\(n))"
        case .home: "home"
        case .back: "back"
        case .appendProfile: "append(Profile())"
        case .relaunch(nil): "relaunch"
        case .relaunch(.some(let c)): "relaunch(corrupting: \(c))"
        }
    }
}

extension PathStoreAction: RelaunchAction {
    /// For a relaunch, its corruption (or nil); nil for any other action.
    public var relaunch: Corruption?? {
        if case .relaunch(let corruption) = self { return .some(corruption) }
        return nil
    }
}

/// The spec of seed 004's persisted stacks over a ``PersistentPathStore``: the button screen (`[32]`,
/// append 64, `[32, 64]`, `Home`), the random-number link drawing from `randomValues`, back, relaunches
/// (clean or after the file was damaged), and — for type-erased paths — a non-codable element; paths
/// of at most `maxDepth` elements.
public struct PathStoreSpec<Store: PersistentPathStore>: StateMachine {
    /// The store, with its disk.
    public typealias State = Store
    /// Buttons, links, relaunches.
    public typealias Action = PathStoreAction

    /// The spec's name.
    public let name: String
    /// The largest path a tap may reach.
    public let maxDepth: Int
    /// Whether the alphabet has `append(Profile())`.
    public let offersProfile: Bool
    /// The alphabet.
    public let actions: Generator<PathStoreAction>

    /// Creates a spec; `maxDepth` must be at least 2 (the "Show 32 then 64" button).
    public init(name: String, maxDepth: Int, randomValues: [Int], offersProfile: Bool) throws(CheckError) {
        guard maxDepth >= 2 else { throw CheckError(.invalidBound, "max depth must be at least 2, not \(maxDepth)") }
        self.name = name
        self.maxDepth = maxDepth
        self.offersProfile = offersProfile
        var buttons: [PathStoreAction] = [.show32, .show64, .show32Then64]
        buttons += randomValues.map { .goToRandom($0) }
        buttons += [.home, .back]
        if offersProfile { buttons.append(.appendProfile) }
        buttons += [.relaunch(corrupting: nil)] + Corruption.allCases.map { .relaunch(corrupting: $0) }
        actions = .element(of: buttons)
    }

    /// A first launch: no file.
    public var initialStates: [Store] { [Store(disk: Disk())] }

    /// The root's buttons at the root; the link, `Home` and appends while there is room; back over a
    /// pushed screen; relaunches at any time.
    public func isEnabled(_ action: PathStoreAction, in s: Store) -> Bool {
        switch action {
        case .show32, .show64, .show32Then64: s.count == 0
        case .goToRandom, .appendProfile: s.count < maxDepth
        case .back: s.count > 0
        case .home, .relaunch: true
        }
    }

    /// Performs the action; a relaunch re-creates the store from its disk.
    public func apply(_ action: PathStoreAction, to s: inout Store) throws {
        switch action {
        case .show32: s.setPath([32])
        case .show64: s.append(64)
        case .show32Then64: s.setPath([32, 64])
        case .goToRandom(let n): s.append(n)
        case .home: s.home()
        case .back: s.popLast()
        case .appendProfile: _ = s.appendProfile()
        case .relaunch(let corruption):
            var disk = s.disk
            if let corruption { disk.savedPath = corruption.text }
            s = Store(disk: disk)
        }
    }

    /// Paths of at most `maxDepth` elements.
    public func isWithinBounds(_ s: Store) -> Bool { s.count <= maxDepth }

    /// The path, what is kept, the disk and whether an error shows.
    public func fingerprint(of s: Store, into f: inout Fingerprinter) {
        f.combine(s.pathElements.count)
        for e in s.pathElements { f.combine(e) }
        f.combine(s.keptElements.count)
        f.combine(s.disk.savedPath ?? "\u{0}none")
        f.combine(s.disk.quarantined.count)
        for q in s.disk.quarantined { f.combine(q) }
        f.combine(s.storageError != nil)
    }

    /// The persistence properties and back depth.
    public var properties: [Property<PathStoreSpec>] {
        PersistenceInvariants.all() + [
            SelectionInvariants.backLowersDepthByOne(isBack: { $0 == .back }, depth: { $0.count }),
        ]
    }

    /// `Home › Number 32 › Number 64`.
    public func screens(of s: Store) -> String {
        var text = s.screens
        if let error = s.storageError { text += "  ⚠︎ \(error)" }
        return text
    }

    /// The path, what is kept, the file, the files kept aside, the error.
    public func fields(of s: Store) -> [StateField] {
        var fields = [StateField(name: "path", value: "\(s.pathElements)"),
                      StateField(name: "savedPath", value: s.disk.savedPath ?? "nil")]
        if s.keptElements != s.pathElements { fields.append(StateField(name: "kept", value: "\(s.keptElements)")) }
        if !s.disk.quarantined.isEmpty { fields.append(StateField(name: "quarantined", value: "\(s.disk.quarantined)")) }
        fields.append(StateField(name: "storageError", value: s.storageError ?? "nil"))
        return fields
    }
}
