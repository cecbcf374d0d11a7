import ModelChecker
import NavigationModel
@testable import NavigationSpecs
@testable import SeedStores

/// The seed's three-column store with one defect planted: "Back Parent" clears the content before the
/// detail, leaving a detail selected under no content.
struct BackwardsThreeStore: ThreeColumnNavigation {
    var base = ThreeStore()
    var contentID: Int? { base.contentID }
    var detailID: Int? { base.detailID }
    var pendingDeselects: Int { base.pendingDeselects }
    static var defersDeselect: Bool { true }
    var listIdentities: (sidebar: Int, content: Int) { base.listIdentities }
    mutating func setSidebarSelection(_ id: Int?) { base.setSidebarSelection(id) }
    mutating func setContentSelection(_ id: Int?) { base.setContentSelection(id) }
    mutating func backParent() {
        if base.contentID != nil { base.contentID = nil } else { base.detailID = nil }
    }
    mutating func backRoot() { base.backRoot() }
    mutating func runDeferredDeselect() { base.runDeferredDeselect() }
}

/// An `[Int]` path store that saves every change except the back button's: the file silently keeps
/// the screen the user left.
struct ForgetfulPathStore: PersistentPathStore {
    private(set) var path: [Int] = []
    private(set) var disk: Disk
    init(disk: Disk) {
        self.disk = disk
        path = disk.savedPath.flatMap(JSONText.decodeInts) ?? []
    }
    private mutating func save() { disk.savedPath = JSONText.encode(path) }
    var pathElements: [String] { path.map(String.init) }
    static func decode(_ text: String) -> [String]? { PathStore.decode(text) }
    mutating func setPath(_ values: [Int]) { path = values; save() }
    mutating func append(_ value: Int) { path.append(value); save() }
    mutating func appendProfile() -> Bool { false }
    mutating func home() { path = []; save() }
    mutating func popLast() { if !path.isEmpty { path.removeLast() } }
}

/// A corrected path store with one line missing: a damaged file found at launch is reported and
/// copied aside, but left in place, so every launch meets it, reports it and copies it aside again.
/// Every change still saves over it, through `Base`.
struct DamagedFileLeftInPlace<Base: PersistentPathStore>: PersistentPathStore {
    private(set) var base: Base
    private(set) var disk: Disk
    init(disk: Disk) {
        base = Base(disk: disk)
        self.disk = base.disk
        if let file = disk.savedPath, Base.decode(file) == nil { self.disk.savedPath = file }
    }
    /// Runs `change` on the base store and takes its disk when it wrote to it.
    private mutating func changing(_ change: (inout Base) -> Void) {
        let before = base.disk
        change(&base)
        if base.disk != before { disk = base.disk }
    }
    var pathElements: [String] { base.pathElements }
    var keptElements: [String] { base.keptElements }
    var storageError: String? { base.storageError }
    static func decode(_ text: String) -> [String]? { Base.decode(text) }
    mutating func setPath(_ values: [Int]) { changing { $0.setPath(values) } }
    mutating func append(_ value: Int) { changing { $0.append(value) } }
    mutating func appendProfile() -> Bool {
        var appended = false
        changing { appended = $0.appendProfile() }
        return appended
    }
    mutating func home() { changing { $0.home() } }
    mutating func popLast() { changing { $0.popLast() } }
}

/// Witnesses for the other seed subjects' properties that no seed entry violates: the real spec over
/// the real (or corrected) store, with one defect planted after one kind of action (the spec's
/// `plantedDefect`), or a small broken store.
enum SeedWitnesses {
    static func witness<M: StateMachine>(_ family: String, _ property: String, _ broken: String,
                                         _ make: @escaping @Sendable () throws -> M) -> Witness {
        Witness(family: family, property: property, broken: broken) {
            let m = try make()
            return try Explorer(m).run().report(on: m)
        }
    }

    // MARK: three-column store

    static func threeColumn(_ property: String, _ broken: String,
                            _ plant: @escaping @Sendable (ThreeColumnAction, inout ThreeColumnsScreen<ThreeStore>) -> Void) -> Witness {
        witness("three-column store", property, broken) {
            var spec = try ThreeColumnSpec(name: "broken", rows: 2, maxPending: 2) { ThreeStore() }
            spec.plantedDefect = plant
            return spec
        }
    }

    static let threeColumn: [Witness] = [
        witness("three-column store", "childSelectionValid", "\"Back Parent\" clears the content before the detail") {
            try ThreeColumnSpec(name: "broken", rows: 2, maxPending: 2) { BackwardsThreeStore() }
        },
        threeColumn("tapSidebarShowsContent", "a sidebar tap also selects content row 0") { a, s in
            if case .tapSidebar = a { s.tapContent(0) }
        },
        threeColumn("tapContentShowsDetail", "a content tap is undone at once") { a, s in
            if case .tapContent = a { s.backParent() }
        },
        threeColumn("backParentRemovesOneLevel", "\"Back Parent\" removes two levels") { a, s in
            if a == .backParent { s.backParent() }
        },
        threeColumn("backRootShowsRoot", "\"Back Root\" leaves sidebar row 0 selected") { a, s in
            if a == .backRoot { s.tapSidebar(0) }
        },
        threeColumn("deferredDeselectClearsHighlight", "the deferred block leaves row 0 highlighted") { a, s in
            if a == .deferredDeselect, s.store.contentID == nil { s.tapSidebar(0); s.backParent() }
        },
        threeColumn("systemBackPopsOneLevel", "the collapsed back button pops to the root") { a, s in
            if a == .navigationBack { s.backRoot() }
        },
        threeColumn("resizeKeepsSelection", "a size change clears the selections") { a, s in
            if case .resize = a { s.backRoot() }
        },
        threeColumn("columnVisibilityKeepsSelection", "a visibility change clears the selections") { a, s in
            if case .columnVisibility = a { s.backRoot() }
        },
    ]

    // MARK: two-column store

    static func twoColumn(_ property: String, _ broken: String,
                          _ plant: @escaping @Sendable (TwoColumnAction, inout TwoColumnState) -> Void) -> Witness {
        witness("two-column store", property, broken) {
            var spec = try TwoColumnSpec(name: "broken", rows: 3)
            spec.plantedDefect = plant
            return spec
        }
    }

    static let twoColumn: [Witness] = [
        twoColumn("tapRowShowsDetail", "a row tap is undone at once") { a, s in if case .tapRow = a { s.store.backParent() } },
        twoColumn("backParentShowsRoot", "\"Back Parent\" selects row 0") { a, s in if a == .backParent { s.store.tapRow(0) } },
        twoColumn("systemBackShowsSidebar", "the back button selects row 0") { a, s in if a == .navigationBack { s.store.tapRow(0) } },
        twoColumn("resizeKeepsSelection", "a size change clears the selection") { a, s in if case .resize = a { s.store.backParent() } },
    ]

    // MARK: album split views

    static func album(columns: Int, _ property: String, _ broken: String,
                      _ plant: @escaping @Sendable (AlbumAction, inout AlbumSplitState<CorrectedAlbumSplitView>) -> Void) -> Witness {
        witness("album split view, \(columns) columns", property, broken) {
            var spec = try AlbumSplitSpec(name: "broken") { CorrectedAlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: columns) }
            spec.plantedDefect = plant
            return spec
        }
    }

    static let albums: [Witness] = [2, 3].flatMap { columns in
        [
            album(columns: columns, "selectAlbumShowsItsSongs", "an album tap is undone at once") { a, s in
                if case .selectAlbum = a { s.view.setSelectedAlbum(nil) }
            },
            album(columns: columns, "systemBackPopsOneColumn", "the back button selects the first album again") { a, s in
                if a == .navigationBack { s.view.setSelectedAlbum(s.view.albums[0]) }
            },
            album(columns: columns, "resizeKeepsSelection", "a size change clears the album") { a, s in
                if case .resize = a { s.view.setSelectedAlbum(nil) }
            },
        ]
    } + [
        album(columns: 3, "selectSongShowsSong", "a song tap is undone at once") { a, s in
            if case .selectSong = a { s.view.setSelectedSong(nil) }
        },
    ]

    // MARK: coordinator

    static func coordinator(_ family: String, redraw: Bool, _ property: String, _ broken: String,
                            _ plant: @escaping @Sendable (CoordinatorAction, inout CoordinatorView) -> Void) -> Witness {
        witness(family, property, broken) {
            var spec = try CoordinatorSpec(name: "broken", albums: 2, view: .corrected, rerenderingParent: redraw)
            spec.plantedDefect = plant
            return spec
        }
    }

    static let coordinators: [Witness] = [("coordinator", false), (Catalog.redrawSubject, true)].flatMap { family, redraw in
        [
            coordinator(family, redraw: redraw, "tapAlbumShowsAlbum", "an album tap also pushes Settings") { a, s in
                if case .tapAlbum = a { s.tapSettings() }
            },
            coordinator(family, redraw: redraw, "tapSettingsShowsSettings", "the gear button's push is undone at once") { a, s in
                if a == .tapSettings { s.navigationBack() }
            },
            coordinator(family, redraw: redraw, "systemBackRemovesTopScreen", "back also pushes Settings") { a, s in
                if a == .navigationBack { s.tapSettings() }
            },
        ]
    }

    // MARK: path managers

    static func manager<Manager: PathManaging>(_ family: String, _ property: String, _ broken: String, _ make: @escaping @Sendable () -> Manager,
                                               deepLink: Bool, variant: PathManagerVariant = .demo, alphabet: Alphabet = .ui,
                                               _ plant: @escaping @Sendable (PathManagerAction, inout PathManagerScreen<Manager>) -> Void) -> Witness {
        witness(family, property, broken) {
            var spec = try PathManagerSpec(name: "broken", maxDepth: 4, hasDeepLink: deepLink, variant: variant, alphabet: alphabet, makeManager: make)
            spec.plantedDefect = plant
            return spec
        }
    }

    /// The contracts every path-manager family has, broken one at a time on `make`'s manager.
    static func managerContracts<Manager: PathManaging>(_ family: String, _ make: @escaping @Sendable () -> Manager,
                                                        deepLink: Bool, variant: PathManagerVariant) -> [Witness] {
        var list = [
            manager(family, "launchShowsTaskPath", "the launch task's last screen is popped", make, deepLink: deepLink, variant: variant) { a, s in
                if a == .appear { s.navigationBack() }
            },
            manager(family, "linkPushesItsDestination", "every link also pushes SubView3", make, deepLink: deepLink, variant: variant) { a, s in
                if case .tap = a { s.tap(.int(3)) }
            },
            manager(family, "backRemovesTopScreen", "\"返回上层视图\" removes two screens", make, deepLink: deepLink, variant: variant) { a, s in
                if a == .back { s.navigationBack() }
            },
            manager(family, "backToRootShowsRoot", "\"返回根视图\" leaves SubView3", make, deepLink: deepLink, variant: variant) { a, s in
                if a == .backToRoot { s.tap(.int(3)) }
            },
            manager(family, "systemBackRemovesTopScreen", "the back button removes two screens", make, deepLink: deepLink, variant: variant) { a, s in
                if a == .navigationBack { s.navigationBack() }
            },
        ]
        if deepLink {
            list.append(manager(family, "deepLinkShowsTarget", "the deep link's last screen is popped", make, deepLink: deepLink, variant: variant) { a, s in
                if a == .deepLink { s.navigationBack() }
            })
        }
        return list
    }

    static let managers: [Witness] = managerContracts("path manager, erased path", { CorrectedPathManager() }, deepLink: false, variant: .demo)
        + managerContracts("path manager, [Int]", { CorrectedIntPathManager() }, deepLink: true, variant: .demo)
        + managerContracts(Catalog.warningSubject, { CorrectedPathManager() }, deepLink: false, variant: .warning)
        + [manager("path manager, erased path", "backAtRootIsNoOp", "a call to \"返回根视图\" at the root pushes SubView3",
                   { CorrectedPathManager() }, deepLink: false, alphabet: .api) { a, s in
            if a == .callBackToRoot, s.manager.count == 0 { s.tap(.int(3)) }
        }]

    // MARK: path stores

    static func store<S: PersistentPathStore>(_ type: S.Type, _ family: String, _ property: String, _ broken: String, variant: PathStoreVariant,
                                              _ plant: @escaping @Sendable (PathStoreAction, inout S) -> Void) -> Witness {
        witness(family, property, broken) {
            var spec = try PathStoreSpec<S>(name: "broken", maxDepth: 3, randomValues: [7], variant: variant)
            spec.plantedDefect = plant
            return spec
        }
    }

    /// The path-store properties per family, broken one at a time; `skip` names those its seed violates.
    static func storeWitnesses<S: PersistentPathStore>(_ storeName: String, _ type: S.Type, _ variant: PathStoreVariant, skip: Set<String>) -> [Witness] {
        let family = Catalog.pathStoreSubject(storeName, variant, corrected: false).replacingOccurrences(of: " (seed)", with: "")
        var list = [
            witness(family, "storeNeverSilentlyStale", "back is not saved") {
                try PathStoreSpec<ForgetfulPathStore>(name: "broken", maxDepth: 3, randomValues: [7], variant: variant)
            },
            witness(family, "relaunchRestoresShown", "back is not saved, so a relaunch brings the screen back") {
                try PathStoreSpec<ForgetfulPathStore>(name: "broken", maxDepth: 3, randomValues: [7], variant: variant)
            },
            store(type, family, "linkShowsNumber", "the link pushes its number twice", variant: variant) { a, s in
                if case .goToRandom(let n) = a { s.append(n) }
            },
            store(type, family, "backRemovesTopScreen", "back empties the path", variant: variant) { a, s in
                if a == .back { s.home() }
            },
        ]
        if variant == .damagedFile {
            list.append(witness(family, "launchLeavesReadableFile", "the damaged file is copied aside but left in place") {
                try PathStoreSpec<DamagedFileLeftInPlace<S>>(name: "broken", maxDepth: 3, randomValues: [7], variant: variant)
            })
        }
        if variant == .sectionOneButtons {
            list.append(store(type, family, "sectionOneButtonsSetPath", "Show 32 also pushes 1", variant: variant) { a, s in
                if a == .show32 { s.append(1) }
            })
        }
        return list.filter { !skip.contains($0.property) }
    }

    static let stores: [Witness] = storeWitnesses("[Int]", CorrectedPathStore.self, .demo, skip: [])
        + storeWitnesses("erased path", CorrectedErasedPathStore.self, .demo, skip: [])
        + storeWitnesses("[Int]", CorrectedPathStore.self, .sectionOneButtons, skip: [])
        + storeWitnesses("erased path", CorrectedErasedPathStore.self, .nonCodable, skip: ["storeNeverSilentlyStale", "relaunchRestoresShown"])
        + storeWitnesses("[Int]", CorrectedPathStore.self, .damagedFile, skip: [])
        + storeWitnesses("erased path", CorrectedErasedPathStore.self, .damagedFile, skip: [])

    static let all: [Witness] = threeColumn + twoColumn + albums + coordinators + managers + stores
}
