import NavigationModel
@testable import SeedStores
import Testing

@Suite("Seed stores, as ported")
struct SeedStoreModelTests {
    @Test("ThreeStore.backParent clears the detail first, then the content, then nothing")
    func threeStoreBackParent() {
        for content in [nil, 0, 1] as [Int?] {
            for detail in [nil, 0, 1] as [Int?] {
                var store = ThreeStore()
                store.contentID = content
                store.detailID = detail
                store.backParent()
                if detail != nil {
                    #expect(store.detailID == nil && store.contentID == content)
                } else {
                    #expect(store.contentID == nil && store.detailID == nil)
                }
            }
        }
    }

    @Test("ThreeStore.backRoot defers its deselect; the deferred block bumps deselectSeed once")
    func threeStoreDeferred() {
        var store = ThreeStore()
        store.setSidebarSelection(1)
        store.backRoot()
        store.backRoot()
        #expect(store.pendingDeselects == 2 && store.deselectSeed == 0)
        store.runDeferredDeselect()
        #expect(store.pendingDeselects == 1 && store.deselectSeed == 1)
        store.runDeferredDeselect()
        store.runDeferredDeselect()
        #expect(store.pendingDeselects == 0 && store.deselectSeed == 2)
        #expect(ThreeStore.defersDeselect && !CorrectedThreeStore.defersDeselect)
    }

    @Test("in compact width a list keeps highlighting a row deselected in code until it is re-created; in regular width it follows the selection")
    func staleHighlight() {
        var seed = ThreeColumnsScreen(store: ThreeStore())
        seed.sizeClass = .compact
        seed.tapSidebar(0)
        seed.backRoot()
        #expect(seed.sidebarHighlight.row == 0)
        seed.runDeferred()
        #expect(seed.sidebarHighlight.row == nil)

        var regular = ThreeColumnsScreen(store: ThreeStore())
        regular.tapSidebar(0)
        regular.backParent()
        #expect(regular.sidebarHighlight.row == nil, "programmatic changes also affect the list appearance (Apple)")

        var corrected = ThreeColumnsScreen(store: CorrectedThreeStore())
        corrected.sizeClass = .compact
        corrected.tapSidebar(0)
        corrected.tapContent(1)
        corrected.backParent()
        #expect(corrected.contentHighlight.row == nil && corrected.sidebarHighlight.row == 0)
    }

    @Test("TwoStore: the isPresented binding follows detailID")
    func twoStore() {
        var store = TwoStore()
        #expect(!store.isPresented)
        store.tapRow(2)
        #expect(store.isPresented && store.detailID == 2)
        store.setPresented(true)
        #expect(store.detailID == 2)
        store.setPresented(false)
        #expect(store.detailID == nil)
    }

    @Test("seed 001: removeLast() on an empty NavigationPath traps; the [Int] manager guards it")
    func pathManagerBack() throws {
        var erased = PathManager()
        #expect(throws: PathFault.self) { try erased.back() }
        var ints = IntPathManager()
        try ints.back()
        #expect(ints.path.isEmpty)
        erased.runTask()
        #expect(erased.pathScreens == ["SubView3", "SubView1", "SubView2"])
        #expect(erased.pathScreens == PathManager.launchScreens && CorrectedPathManager.launchScreens == PathManager.launchScreens)
        ints.runTask()
        #expect(ints.pathScreens == ["SubView3", "SubView4"])
        #expect(ints.pathScreens == IntPathManager.launchScreens && CorrectedIntPathManager.launchScreens == IntPathManager.launchScreens)
        #expect(PathManager.subView1Links == [.subView2, .int(3)] && IntPathManager.subView1Links == [.int(3)])
        #expect(ints.deepLink() && ints.path == [3, 1, 1])
    }

    @Test("a view-based link shows a screen the path does not hold; a path change drops it")
    func viewBasedLink() throws {
        var screen = PathManagerScreen(manager: IntPathManager())
        screen.tapSubView4Link()
        #expect(screen.displayed == ["SubView4"] && screen.manager.path.isEmpty)
        screen.tap(.int(1))
        #expect(screen.displayed == ["SubView1"])
        var corrected = PathManagerScreen(manager: CorrectedIntPathManager())
        corrected.tapSubView4Link()
        #expect(corrected.displayed == corrected.manager.pathScreens)
    }

    @Test("seed 002: choosing another album keeps the song in the seed, clears it in the correction",
          arguments: [2, 3])
    func albumSelection(columns: Int) {
        let albums = Album.library(albums: 2, songs: 2)
        for song in albums[0].songs {
            var seed = AlbumSplitView(albums: albums, columns: columns)
            var corrected = CorrectedAlbumSplitView(albums: albums, columns: columns)
            for i in 0..<2 {
                seed.setSelectedAlbum(albums[0]); seed.setSelectedSong(song); seed.setSelectedAlbum(albums[i])
                corrected.setSelectedAlbum(albums[0]); corrected.setSelectedSong(song); corrected.setSelectedAlbum(albums[i])
                #expect(seed.selectedSong == song)
                #expect(corrected.selectedSong == (i == 0 ? song : nil))
            }
        }
    }

    @Test("seed 002: the coordinator appends page actions; an observed coordinator is lost on redraw")
    func coordinator() {
        let album = Album(id: 1, songsPerAlbum: 1)
        for owns in [false, true] {
            var view = CoordinatorView(ownsCoordinator: owns)
            view.tapAlbum(album)
            view.tapSettings()
            #expect(view.coordinator.pathScreens == ["AlbumDetail(Album 1)", "Settings"])
            view.parentRedraw()
            #expect(view.coordinator.path.count == (owns ? 2 : 0))
        }
    }

    @Test("seed 004: the [Int] store saves every change, but not the fallback made in init")
    func intPathStore() {
        var store = PathStore(disk: Disk())
        store.setPath([32])
        store.append(64)
        #expect(store.disk.savedPath == "[32,64]")
        #expect(PathStore(disk: store.disk).path == [32, 64])
        for corruption in Corruption.allCases {
            var launched = PathStore(disk: Disk(savedPath: corruption.text))
            #expect(launched.path.isEmpty && launched.disk.savedPath == corruption.text)
            launched.home()
            #expect(launched.disk.savedPath == "[]")
            var corrected = CorrectedPathStore(disk: Disk(savedPath: corruption.text))
            #expect(corrected.storageError != nil && corrected.disk.quarantined == [corruption.text])
            corrected.home()
            #expect(corrected.disk.quarantined == [corruption.text])
        }
    }

    @Test("seed 004: the NavigationPath store skips saving silently after a non-codable element")
    func erasedPathStore() {
        var store = ErasedPathStore(disk: Disk())
        store.setPath([32])
        _ = store.appendProfile()
        store.append(7)
        #expect(store.disk.savedPath == #"["Swift.Int","32"]"#)
        #expect(ErasedPathStore(disk: store.disk).pathElements == ["32"])

        var corrected = CorrectedErasedPathStore(disk: Disk())
        corrected.setPath([32])
        _ = corrected.appendProfile()
        corrected.append(7)
        #expect(corrected.unsavedCount == 2 && corrected.keptElements == ["32"])
        #expect(CorrectedErasedPathStore(disk: corrected.disk).pathElements == corrected.keptElements)
    }
}
