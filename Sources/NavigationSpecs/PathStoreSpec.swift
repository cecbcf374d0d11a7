import Generators
import ModelChecker
import NavigationModel
import NavigationProperties
import SeedStores

/// An action on seed 004's persisted stack; prints as a Swift-like call (`goToRandom(7)`, `relaunch`).
public enum PathStoreAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Section 1's "Show 32" button: `path = [32]` (004:26-27; a variant).
    case show32
    /// Section 1's "Show 64" button: `path.append(64)` (004:29-30; a variant).
    case show64
    /// Section 1's "Show 32 then 64" button: `path = [32, 64]` (004:32-35; a variant).
    case show32Then64
    /// The "Go to Random Number" link, `Int.random(in: 1...1000)` drawing `n` (004:221-227).
    case goToRandom(Int)
    /// The shared-binding "Home" toolbar button (004:120-127; a variant).
    case home
    /// The navigation bar's back button.
    case back
    /// A value that is only `Hashable` appended (type-erased paths only; a variant after the caveat at
    /// 004:261-264, with seed 002's `Profile`).
    case appendProfile
    /// The app quits and launches again, from the file as it is (`corrupting: nil`, 004:220) or damaged
    /// (the system's doing; a variant).
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

    /// A damaged file is the environment's doing; the rest are the user's.
    public var origin: ActionOrigin {
        if case .relaunch(.some) = self { return .system }
        return .user
    }
}

/// Which of seed 004's apps a ``PathStoreSpec`` checks.
public enum PathStoreVariant: String, Sendable, Hashable, Codable, CaseIterable {
    /// The demo as written (004:156-227, 004:229-275): "Go to Random Number" on every screen, the back
    /// button, quitting and relaunching.
    case demo
    /// The demo plus the article's section-1 buttons (Show 32, Show 64, Show 32 then 64, 004:14-42)
    /// and the shared-binding Home button (004:120-127), wired to the persisted store.
    case sectionOneButtons
    /// The demo plus a destination that is only `Hashable` (the caveat at 004:261-264; `Profile` is
    /// seed 002's), for type-erased paths.
    case nonCodable
    /// The demo plus launches from a damaged file (a cut-short write, another app version's type): the
    /// corrupt-data requirements are the project's, not the article's.
    case damagedFile
}

extension PathStoreAction: NavigationProperties.RelaunchAction {
    /// For a relaunch, its corruption (or nil); nil for any other action.
    public var relaunch: Corruption?? {
        if case .relaunch(let corruption) = self { return .some(corruption) }
        return nil
    }
}

/// The spec of seed 004's persisted stacks over a ``PersistentPathStore``: the random-number link
/// drawing from `randomValues`, the back button and relaunches; per ``PathStoreVariant``, section 1's
/// buttons, a non-codable element, or launches from a damaged file. Paths of at most `maxDepth` elements.
public struct PathStoreSpec<Store: PersistentPathStore>: StateMachine {
    /// The store, with its disk.
    public typealias State = Store
    /// Buttons, links, relaunches.
    public typealias Action = PathStoreAction

    /// The spec's name.
    public let name: String
    /// The largest path a tap may reach.
    public let maxDepth: Int
    /// The demo or a variant.
    public let variant: PathStoreVariant
    /// The alphabet.
    public let actions: Generator<PathStoreAction>

    /// Creates a spec; `maxDepth` must be at least 2 (the "Show 32 then 64" button), `randomValues`
    /// non-empty.
    public init(name: String, maxDepth: Int, randomValues: [Int], variant: PathStoreVariant = .demo) throws(CheckError) {
        guard maxDepth >= 2 else { throw CheckError(.invalidBound, "max depth must be at least 2, not \(maxDepth)") }
        guard !randomValues.isEmpty else { throw CheckError(.invalidBound, "the random link needs at least one value") }
        self.name = name
        self.maxDepth = maxDepth
        self.variant = variant
        var buttons: [PathStoreAction] = variant == .sectionOneButtons ? [.show32, .show64, .show32Then64] : []
        buttons += randomValues.map { .goToRandom($0) }
        if variant == .sectionOneButtons { buttons.append(.home) }
        buttons.append(.back)
        if variant == .nonCodable { buttons.append(.appendProfile) }
        buttons.append(.relaunch(corrupting: nil))
        if variant == .damagedFile { buttons += Corruption.allCases.map { .relaunch(corrupting: $0) } }
        actions = .element(of: buttons)
    }

    public func origin(of action: PathStoreAction) -> ActionOrigin { action.origin }

    /// A first launch: no file.
    public var initialStates: [Store] { [Store(disk: Disk())] }

    /// Section 1's buttons at the root; the link (on every screen, the root included), `Home` and
    /// appends while there is room; back over a pushed screen; relaunches at any time.
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
        plantedDefect?(action, &s)
    }

    /// For witnesses only: a defect planted after each action (nil in every catalog entry).
    var plantedDefect: (@Sendable (PathStoreAction, inout Store) -> Void)?

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

    /// The persistence properties (the corrupt-data ones only with damaged files) and a contract per
    /// action.
    public var properties: [Property<PathStoreSpec>] {
        typealias P = Property<PathStoreSpec>
        var list: [P] = NavigationProperties.PersistenceInvariants.all(withDamagedFiles: variant == .damagedFile)
        list.append(.contract("linkShowsNumber", "\"Go to Random Number\" (or an append) shows its value on top of the path (004:221-227)",
                              applies: { if case .goToRandom = $0 { return true }; return $0 == .appendProfile }) { _, before, action, after in
            let value = if case .goToRandom(let n) = action { "\(n)" } else { Profile().description }
            return .expect(after.pathElements == before.pathElements + [value], "\(action) turned \(before.screens) into \(after.screens)")
        })
        list.append(.contract("backRemovesTopScreen", "the back button removes exactly the top screen (004:22)",
                              applies: { $0 == .back }) { _, before, _, after in
            .expect(after.pathElements == Array(before.pathElements.dropLast()), "\(before.screens) became \(after.screens)")
        })
        if variant == .sectionOneButtons {
            list.append(.contract("sectionOneButtonsSetPath",
                                  "Show 32 shows [32], Show 64 appends 64, Show 32 then 64 shows [32, 64], Home empties the path (004:26-35, 004:121)",
                                  applies: { [.show32, .show64, .show32Then64, .home].contains($0) }) { _, before, action, after in
                let expected: [String] = switch action {
                case .show32: ["32"]
                case .show64: before.pathElements + ["64"]
                case .show32Then64: ["32", "64"]
                default: []
                }
                return .expect(after.pathElements == expected, "\(action) turned \(before.screens) into \(after.screens)")
            })
        }
        return list + SeedLiveness.properties { _, s in s.pathElements.isEmpty }
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
