import ModelChecker
import NavigationModel

// Where a declaration of the view tree exists: in the branch of every switch above it that is taken.
// A size-class switch (`ifCompact`) is taken by the size class the views read; a switch over the store
// (`ifState`, `switchState`) by the case the store's value selects, worked out after each step and
// kept in the scene's state (``SceneState/branches``), so that what reads a state alone (the
// properties, the enabled actions, the picture) knows which branch is taken.

/// A branch of a switch over the store: the switch's number in tree order and its case's.
struct BranchCase: Hashable, Sendable {
    let switchIndex: Int
    let caseIndex: Int
}

/// A switch over the store, lowered: which case the store takes (-1: a value none of the declared
/// cases is), and what a message says of it.
struct StateSwitchDeclaration<Store> {
    let kind: String
    let branch: (Store) -> Int
    let value: (Store) -> String
    let caseNames: [String]
}

/// A declaration that exists only in the branches of the switches above it (a stack, a sheet's
/// presenter, the tab bar, a node with hooks).
protocol Branched {
    /// When it exists, by the size class (the size-class switches above it); nil: always.
    var exists: ((SizeClass?) -> Bool)? { get }
    /// The case each switch over the store above it must take.
    var cases: [BranchCase] { get }
}

extension Branched {
    /// Whether it exists when the views read `sizeClass` and the switches over the store take `taken`
    /// (``AppMachine/branches(of:)``).
    func exists(in sizeClass: SizeClass?, _ taken: [Int]) -> Bool {
        exists?(sizeClass) != false && cases.allSatisfy { $0.switchIndex < taken.count && taken[$0.switchIndex] == $0.caseIndex }
    }

    /// Whether it exists in some size class of `sizeClasses`, whatever the store holds: a declaration
    /// for which this is false is never built on the device.
    func canExist(in sizeClasses: [SizeClass?]) -> Bool {
        sizeClasses.contains { exists?($0) != false }
    }
}

extension StackDeclaration: Branched {}
extension SheetDeclaration: Branched {}
extension NodeDeclaration: Branched {}
extension TabBarDeclaration: Branched {}

extension AppMachine {
    /// The case each switch over the store takes in `store`, in tree order (empty: the scene has none).
    func branches(of store: App.Store) -> [Int] {
        scene.switches.isEmpty ? [] : scene.switches.map { $0.branch(store) }
    }

    /// The size classes the device can show: the profile's own when it changes them, else the one it
    /// launches in; nil alone when the scene does not read the size class.
    var possibleSizeClasses: [SizeClass?] {
        guard scene.readsSizeClass else { return [nil] }
        return app.profile.sizeClassChanges ? app.profile.sizeClasses : [app.profile.initialSizeClass]
    }

    /// A fault naming the first switch over the store whose value is none of its declared cases, or nil.
    func unknownBranch(in world: AppWorld<App>) -> Fault? {
        for (k, s) in scene.switches.enumerated() where s.branch(world.store) < 0 {
            return Fault("""
                \(s.kind) (switch \(k + 1) of the scene's tree, in tree order) reads \(s.value(world.store)), which is none of \
                its cases (\(s.caseNames.joined(separator: ", "))): list every value the store can hold in its cases
                """)
        }
        return nil
    }
}
