import Testing
import Generators
@testable import ModelChecker

/// A feed of three posts whose ids (17, 42, 99) are interchangeable: a stack of at most two opened
/// posts, and likes on the opened posts (`like` toggles the top post's; going back unlikes the post
/// left). Every property but the optional `post99NeverLiked` treats the ids alike.
struct Feed: StateMachine {
    static let ids = [17, 42, 99]

    struct State: Hashable, Sendable {
        var stack: [Int] = []
        /// The liked posts, in ascending order.
        var liked: [Int] = []
    }
    enum Action: Hashable, Codable, Sendable {
        case open(Int), back, like
    }

    /// How the symmetry is declared: none, a canonical representative, or the permutations of the ids.
    enum Declared { case none, canonical, permutations }
    var declared = Declared.canonical
    /// Whether the property that tells post 99 apart is checked (a symmetry declared wrongly for it).
    var distinguishes99 = false
    /// Under `race`: `like` is the answer of a load that is pending while exactly one post is open.
    var racy = false

    var name: String { "feed" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: Self.ids.map(Action.open) + [.back, .like]) }
    var alphabet: Alphabet { racy ? .race : .ui }
    func origin(of action: Action) -> ActionOrigin { racy && action == .like ? .system : .user }
    func isSettled(_ s: State) -> Bool { !racy || s.stack.count != 1 }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .open: s.stack.count < 2
        case .back: !s.stack.isEmpty
        case .like: true
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .open(let id): s.stack.append(id)
        case .back:
            let top = s.stack.removeLast()
            if !s.stack.contains(top) { s.liked.removeAll { $0 == top } }
        case .like:
            guard let top = s.stack.last else { throw Fault("like with no post open") }
            if s.liked.contains(top) { s.liked.removeAll { $0 == top } } else { s.liked = (s.liked + [top]).sorted() }
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.stack.count)
        for id in s.stack { f.combine(id) }
        f.combine(s.liked.count)
        for id in s.liked { f.combine(id) }
    }

    var symmetry: Symmetry<State>? {
        switch declared {
        case .none: nil
        case .canonical: Symmetry(canonical: Self.renumbered)
        case .permutations:
            Symmetry(permutations: [[17, 99, 42], [42, 17, 99], [42, 99, 17], [99, 17, 42], [99, 42, 17]].map { order in
                { s in Self.rename(s) { order[Self.ids.firstIndex(of: $0)!] } }
            })
        }
    }

    /// The ids renumbered 0, 1, … in order of first appearance in the stack.
    static func renumbered(_ s: State) -> State {
        var numbers: [Int: Int] = [:]
        for id in s.stack where numbers[id] == nil { numbers[id] = numbers.count }
        return rename(s) { numbers[$0]! }
    }

    static func rename(_ s: State, _ name: (Int) -> Int) -> State {
        State(stack: s.stack.map(name), liked: s.liked.map(name).sorted())
    }

    var properties: [Property<Feed>] {
        var all: [Property<Feed>] = [
            .invariant("noPostTwice", "a post is open at most once") { _, s in
                .expect(Set(s.stack).count == s.stack.count, "\(s.stack)")
            },
            .invariant("atMostOneLike", "at most one post is liked") { _, s in .expect(s.liked.count < 2, "\(s.liked)") },
            .transition("likeLikesTop", "like leaves the top post liked") { _, _, action, after in
                .when(action == .like) { .expect(after.liked.contains(after.stack.last!), "\(after)") }
            },
        ]
        if distinguishes99 {
            all.append(.invariant("post99NeverLiked", "post 99 is never liked") { _, s in .expect(!s.liked.contains(99), "\(s.liked)") })
        }
        return all
    }
}

@Suite struct SymmetryTests {
    /// Property, kind, finding and length of each counterexample.
    static func findings(_ r: ExplorationResult<Feed>) -> [String] {
        r.counterexamples.map { "\($0.property) \($0.kind) \($0.finding) \($0.length)" }
    }

    @Test func reducedSearchVisitsFewerStatesAndFindsTheSame() throws {
        let reduced = try Explorer(Feed(), options: ExplorationOptions(workers: 1)).run()
        let full = try Explorer(Feed(), options: ExplorationOptions(workers: 1, reducesSymmetry: false)).run()
        #expect(reduced.complete && full.complete)
        // One state of each class: 9 of 37.
        #expect(full.statistics.distinctStates == 37)
        #expect(reduced.statistics.distinctStates == 9)
        #expect(Self.findings(reduced) == Self.findings(full))
        #expect(Self.findings(full) == ["noFault fault at rest 1", "noPostTwice invariant at rest 2",
                                        "likeLikesTop transition at rest 3", "atMostOneLike invariant at rest 4"])
        // A machine that declares no symmetry explores as before.
        var none = try Explorer(Feed(declared: .none), options: ExplorationOptions(workers: 1)).run().statistics
        var unreduced = full.statistics
        none.seconds = 0
        unreduced.seconds = 0
        #expect(none == unreduced)
    }

    @Test func permutationsReduceAsMuchAsTheCanonicalForm() throws {
        for workers in [1, 3] {
            let permuted = try Explorer(Feed(declared: .permutations), options: ExplorationOptions(workers: workers)).run()
            let canonical = try Explorer(Feed(), options: ExplorationOptions(workers: workers)).run()
            #expect(permuted.statistics.distinctStates == canonical.statistics.distinctStates)
            #expect(Self.findings(permuted) == Self.findings(canonical))
        }
    }

    @Test func counterexamplesShowTheRealValues() throws {
        let feed = Feed()
        let c = try #require(try Explorer(feed, options: ExplorationOptions(workers: 1)).run().counterexample(for: "atMostOneLike"))
        #expect(c.actions == [.open(17), .like, .open(42), .like])
        let end = try #require(c.replay(on: feed).states.last)
        #expect(end == Feed.State(stack: [17, 42], liked: [17, 42]))
        #expect(Feed.renumbered(end) != end)
    }

    @Test func racesAndRaceBoundsFindTheSame() throws {
        for bound in [nil, 0, 1] as [Int?] {
            let feed = Feed(racy: true)
            let reduced = try Explorer(feed, options: ExplorationOptions(workers: 2, raceBound: bound)).run()
            let full = try Explorer(feed, options: ExplorationOptions(workers: 2, raceBound: bound, reducesSymmetry: false)).run()
            #expect(reduced.complete && full.complete)
            #expect(reduced.statistics.distinctStates < full.statistics.distinctStates)
            #expect(Self.findings(reduced) == Self.findings(full), "\(Self.findings(full))")
            #expect(bound == 0 || Self.findings(full).contains { $0.contains(" race ") }, "\(Self.findings(full))")
            #expect(reduced.counterexamples.map(\.actions) == full.counterexamples.map(\.actions))
            #expect(reduced.raceCoverage == full.raceCoverage.map { var c = $0; c.states = reduced.raceCoverage?.states ?? []; return c })
        }
    }

    @Test func packedMachinesKeepTheReduction() throws {
        // A packed machine with a symmetry is explored by the fingerprints of representatives.
        let reduced = try Explorer(PackedFeed(), options: ExplorationOptions(workers: 2)).run()
        #expect(reduced.statistics.distinctStates == 9)
        #expect(!reduced.footprint.exactStates)
        let full = try Explorer(PackedFeed(), options: ExplorationOptions(workers: 2, reducesSymmetry: false)).run()
        #expect(full.statistics.distinctStates == 37)
        #expect(full.footprint.exactStates)
    }

    /// A symmetry declared for ids that a property tells apart is wrong, and the reduced search misses
    /// the property's violation: checking that every property treats the values alike is the
    /// declarer's responsibility. The search without the reduction finds it.
    @Test func aWronglyDeclaredSymmetryHidesAFinding() throws {
        let feed = Feed(distinguishes99: true)
        let reduced = try Explorer(feed, options: ExplorationOptions(workers: 1)).run()
        let full = try Explorer(feed, options: ExplorationOptions(workers: 1, reducesSymmetry: false)).run()
        #expect(reduced.counterexample(for: "post99NeverLiked") == nil)
        let c = try #require(full.counterexample(for: "post99NeverLiked"))
        #expect(c.actions == [.open(99), .like])
    }
}

/// ``Feed`` packed in a word (a stack of two ids and three like bits), with the same symmetry.
struct PackedFeed: PackedStateMachine {
    let feed = Feed()
    var name: String { feed.name }
    var initialStates: [Feed.State] { feed.initialStates }
    var actions: Generator<Feed.Action> { feed.actions }
    var symmetry: Symmetry<Feed.State>? { feed.symmetry }
    func isEnabled(_ action: Feed.Action, in s: Feed.State) -> Bool { feed.isEnabled(action, in: s) }
    func apply(_ action: Feed.Action, to s: inout Feed.State) throws { try feed.apply(action, to: &s) }
    func fingerprint(of s: Feed.State, into f: inout Fingerprinter) { feed.fingerprint(of: s, into: &f) }
    var properties: [Property<PackedFeed>] { [] }

    func pack(_ s: Feed.State) -> UInt64 {
        var word = UInt64(s.stack.count)
        for (i, id) in s.stack.enumerated() { word |= UInt64(Feed.ids.firstIndex(of: id)!) << (2 + 2 * UInt64(i)) }
        for id in s.liked { word |= 1 << (6 + UInt64(Feed.ids.firstIndex(of: id)!)) }
        return word
    }
    func unpack(_ word: UInt64) -> Feed.State {
        let count = Int(word & 3)
        let stack = (0..<count).map { Feed.ids[Int(word >> (2 + 2 * UInt64($0)) & 3)] }
        let liked = Feed.ids.indices.filter { word >> (6 + UInt64($0)) & 1 == 1 }.map { Feed.ids[$0] }
        return Feed.State(stack: stack, liked: liked)
    }
}
