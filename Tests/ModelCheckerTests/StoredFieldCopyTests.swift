import Observation
import Testing
@testable import ModelChecker

/// A router as apps write one: values, a closure wired in `init` that captures the router, and a
/// constant.
private final class WiredRouter {
    var tab = "feed"
    var paths: [String: [Int]] = [:]
    var sheet: Int?
    var seen: Set<Int> = []
    let limit: Int
    var onLoaded: ((Int) -> Void)?
    init(limit: Int) {
        self.limit = limit
        onLoaded = { [unowned self] id in seen.insert(id) }
    }
}

@Observable private final class ObservedRouter {
    var path: [Int] = []
    var tab = 0
}

private final class Collaborator { var calls = 0 }
private protocol Service: AnyObject {}
private final class RouterWithService {
    var path: [Int] = []
    let service: any Service
    init(service: any Service) { self.service = service }
}
private final class ConcreteService: Service {}
/// A weak delegate and an optional detail router: copied when both stores hold the same shape.
private final class RouterWithOptionalObjects {
    var path: [Int] = []
    weak var delegate: Collaborator?
    var detail: TabRouter?
}

/// A router per tab, made in `init`, each calling back into the app model through a wired closure; a
/// cache shared by every model.
private final class TabRouter {
    var path: [Int] = []
    var onPush: (() -> Void)?
}
private final class SharedCache {
    nonisolated(unsafe) static let shared = SharedCache()
    var hits = 0
}
private final class AppModel {
    var tab = 0
    var pushes = 0
    let feed = TabRouter()
    let search = TabRouter()
    let cache = SharedCache.shared
    init() {
        feed.onPush = { [unowned self] in pushes += 1 }
        search.onPush = { [unowned self] in pushes += 1 }
    }
}

private struct Handler { var run: () -> Void }
private final class RouterWithClosureInStruct {
    var path: [Int] = []
    var handler = Handler(run: {})
}

private final class Model { let id: Int; init(id: Int) { self.id = id } }
private enum Route { case item(Model), home }
private final class RouterWithModelRoutes {
    var path: [Route] = []
}

@Suite struct StoredFieldCopyTests {
    @Test func valuesAreCopiedAndClosuresStayWiredToTheFreshStore() throws {
        let original = WiredRouter(limit: 3)
        original.tab = "saved"
        original.paths = ["feed": [1, 2], "saved": [3]]
        original.sheet = 7
        original.onLoaded?(5)
        let copy = try #require(StoredFieldCopy.copy(original, into: WiredRouter(limit: 0)))
        #expect(copy !== original)
        #expect(copy.tab == "saved" && copy.paths == ["feed": [1, 2], "saved": [3]] && copy.sheet == 7)
        #expect(copy.seen == [5] && copy.limit == 3)
        // The copy's closure is the fresh store's: it changes the copy, never the original.
        copy.onLoaded?(9)
        #expect(copy.seen == [5, 9])
        #expect(original.seen == [5])
        copy.paths["feed"]?.append(4)
        #expect(original.paths["feed"] == [1, 2])
        #expect(StoredFieldCopy.copiedFields(of: WiredRouter.self) == ["tab", "paths", "sheet", "seen", "limit"])
    }

    @Test func anObservableRouterKeepsItsOwnRegistrar() throws {
        let original = ObservedRouter()
        original.path = [1, 2]
        original.tab = 1
        let copy = try #require(StoredFieldCopy.copy(original, into: ObservedRouter()))
        #expect(copy.path == [1, 2] && copy.tab == 1)
        #expect(StoredFieldCopy.copiedFields(of: ObservedRouter.self) == ["_path", "_tab"])
        let changed = Locked(false)
        withObservationTracking { _ = copy.path } onChange: { changed.withLock { $0 = true } }
        original.path = [3]
        #expect(!changed.withLock { $0 })   // observing the copy does not observe the original
        copy.path = [4]
        #expect(changed.withLock { $0 })
    }

    @Test func aRouterHoldingAnOptionalObjectOrAClosureInAStructDoesNotQualifyAndSaysWhy() {
        let service = ConcreteService()
        #expect(StoredFieldCopy.copy(RouterWithService(service: service), into: RouterWithService(service: service)) == nil)
        #expect(StoredFieldCopy.reason(RouterWithService.self)?.contains("its property 'service'") == true)
        #expect(StoredFieldCopy.copy(RouterWithClosureInStruct(), into: RouterWithClosureInStruct()) == nil)
        #expect(StoredFieldCopy.reason(RouterWithClosureInStruct.self)?.contains("its property 'handler'") == true)
        #expect(StoredFieldCopy.reason(WiredRouter.self) == nil)
        #expect(StoredFieldCopy.copy([1, 2], into: []) == nil)   // not a class
    }

    @Test func optionalAndWeakObjectsAreCopiedWhenBothStoresHoldThem() throws {
        let kept = Collaborator()
        kept.calls = 3
        let original = RouterWithOptionalObjects()
        original.path = [1]
        let fresh = RouterWithOptionalObjects()
        // Nil in both: nil.
        let copy = try #require(StoredFieldCopy.copy(original, into: fresh))
        #expect(copy.path == [1] && copy.delegate == nil && copy.detail == nil)
        // Held by both: the values copied into the fresh store's own.
        original.delegate = kept
        original.detail = TabRouter()
        original.detail?.path = [7]
        let other = Collaborator()
        let target = RouterWithOptionalObjects()
        target.delegate = other
        target.detail = TabRouter()
        let second = try #require(StoredFieldCopy.copy(original, into: target))
        #expect(second.delegate === other && other.calls == 3)
        #expect(second.detail !== original.detail && second.detail?.path == [7])
        // Set in one only: not the same shape, no copy.
        #expect(StoredFieldCopy.copy(original, into: RouterWithOptionalObjects()) == nil)
        withExtendedLifetime(kept) {}
    }

    @Test func objectsTheStoreOwnsAreCopiedIntoTheFreshStoresOwn() throws {
        let original = AppModel()
        original.tab = 1
        original.feed.path = [1, 2]
        original.search.path = [3]
        original.feed.onPush?()
        let copy = try #require(StoredFieldCopy.copy(original, into: AppModel()))
        #expect(StoredFieldCopy.copiedFields(of: AppModel.self) == ["tab", "pushes", "feed", "search", "cache"])
        #expect(copy.tab == 1 && copy.pushes == 1)
        #expect(copy.feed !== original.feed && copy.feed.path == [1, 2] && copy.search.path == [3])
        #expect(copy.cache === original.cache)   // shared by both: left as it is
        // The copy's routers call back into the copy, as makeStore() wired them.
        copy.feed.path.append(4)
        copy.feed.onPush?()
        #expect(copy.pushes == 2 && original.pushes == 1)
        #expect(original.feed.path == [1, 2])
    }

    @Test func enumPayloadsAreCopiedAsAnAssignmentCopiesThem() throws {
        let original = RouterWithModelRoutes()
        let model = Model(id: 4)
        original.path = [.home, .item(model)]
        let copy = try #require(StoredFieldCopy.copy(original, into: RouterWithModelRoutes()))
        guard case .item(let shared)? = copy.path.last else { Issue.record("the route was not copied"); return }
        #expect(shared === model)
    }
}

/// Routes with a string payload and an object payload, fingerprinted once per distinct value (kept by
/// their bytes) or every time (an object may change).
private final class Box { var n = 0 }
private enum StringRoute { case article(String), home }
private enum ObjectRoute { case box(Box) }

@Suite struct KeptFingerprintTests {
    @Test func valuesWithStringsAreFingerprintedByWhatTheyHold() {
        func print(_ value: some Any) -> UInt64 {
            var f = Fingerprinter()
            f.combine(structureOf: value)
            return f.value
        }
        let long = String(repeating: "x", count: 40)
        #expect(print(StringRoute.article(long)) == print(StringRoute.article(String(repeating: "x", count: 40))))
        #expect(print(StringRoute.article(long)) != print(StringRoute.article(long + "y")))
        #expect(print(StringRoute.home) != print(StringRoute.article("")))
        // An object inside is read each time: the same object, changed, gives another fingerprint.
        let box = Box()
        let before = print(ObjectRoute.box(box))
        box.n = 1
        #expect(print(ObjectRoute.box(box)) != before)
    }
}
