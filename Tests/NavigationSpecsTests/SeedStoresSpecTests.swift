import Foundation
import ModelChecker
import NavigationModel
import Testing
@testable import NavigationSpecs

/// The shortest trace expected for each violated property of each seed entry.
let expectedTraces: [String: [String: [String]]] = [
    "three-column-seed": [
        "highlightMatchesSelection": ["tapSidebar(0)", "backParent"],
    ],
    "path-manager-erased-seed": [
        "noFault": ["back"],
        "pathReflectsScreens": ["appear", "backToRoot", "tapSubView4Link"],
    ],
    "path-manager-int-seed": [
        "pathReflectsScreens": ["appear", "backToRoot", "tapSubView4Link"],
    ],
    "album-two-column-seed": [
        "childSelectionValid": ["selectAlbum(0)", "selectSong(0)", "selectAlbum(1)"],
    ],
    "album-three-column-seed": [
        "childSelectionValid": ["selectAlbum(0)", "selectSong(0)", "selectAlbum(1)"],
    ],
    "coordinator-seed": [
        "navigationSurvivesRedraw": ["tapAlbum(0)", "parentRedraw"],
    ],
    "path-store-int-seed": [
        "corruptDataReported": ["relaunch(corrupting: .truncated)"],
        "corruptDataNotLost": ["relaunch(corrupting: .truncated)", "show32"],
    ],
    "path-store-erased-seed": [
        "storeNeverSilentlyStale": ["append(Profile())"],
        "relaunchRestoresShown": ["append(Profile())", "relaunch"],
        "corruptDataReported": ["relaunch(corrupting: .truncated)"],
        "corruptDataNotLost": ["relaunch(corrupting: .truncated)", "show32"],
    ],
]

/// Entries whose subject holds.
let holdingEntries = [
    "three-column-corrected", "two-column-seed", "path-manager-erased-corrected", "path-manager-int-corrected",
    "album-two-column-corrected", "album-three-column-corrected", "coordinator-corrected",
    "path-store-int-corrected", "path-store-erased-corrected",
]

@Suite("Seed stores, checked")
struct SeedStoresSpecTests {
    @Test("the catalog lists every seed subject once, after the adaptive entries")
    func catalogNames() {
        let names = Catalog.entries.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Set(Catalog.seedEntries.map(\.name)) == Set(expectedTraces.keys).union(holdingEntries))
        #expect(Array(names.suffix(Catalog.seedEntries.count)) == Catalog.seedEntries.map(\.name))
        for entry in Catalog.seedEntries {
            #expect(["000 / 003", "001", "002", "004"].contains(entry.seed), "\(entry.name)")
            #expect(entry.name.hasSuffix("-seed") || entry.name.hasSuffix("-corrected"))
        }
    }

    @Test("each seed entry shows exactly its defects, each with its shortest trace",
          arguments: expectedTraces.keys.sorted())
    func seedDefects(name: String) throws {
        let entry = try Catalog.entry(named: name)
        let report = try entry.check()
        let expected = try #require(expectedTraces[name])
        #expect(entry.expectation.isMet(by: report))
        #expect(Set(report.violations.map(\.property)) == Set(expected.keys))
        for violation in report.violations {
            #expect(violation.actions == expected[violation.property], "\(name): \(violation.property)")
            #expect(violation.length == violation.actions.count)
        }
        #expect(report.complete, "\(name) must be explored completely")
    }

    @Test("each corrected store (and each seed without defects) holds, completely",
          arguments: holdingEntries)
    func holds(name: String) throws {
        let entry = try Catalog.entry(named: name)
        #expect(entry.expectation == .holds)
        let report = try entry.check()
        #expect(report.violations.isEmpty, "\(name): \(report.violations.map { "\($0.property): \($0.actions)" })")
        #expect(report.complete)
        #expect(report.statistics.distinctStates > 1)
    }

    @Test("the seed 002 defect is what the user sees: the collapsed stack shows a song of another album")
    func albumDefectOnScreen() throws {
        let spec = try AlbumSplitSpec(name: "t") { AlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 3) }
        let state = try spec.run([.selectAlbum(0), .selectSong(0), .selectAlbum(1), .resize(.compact)], from: spec.initialStates[0])
        #expect(spec.screens(of: state) == "Albums › Album 1 › Song 0")
        let regular = try spec.run([.resize(.regular)], from: state)
        #expect(spec.screens(of: regular) == "[Albums] | [Album 1] | [Song 0]")
    }

    @Test("seed 000's three-column store keeps detail ⇒ content (checked, never violated)")
    func threeColumnChildSelectionHolds() throws {
        let report = try Catalog.entry(named: "three-column-seed").check()
        let stats = try #require(report.statistics.properties.first { $0.name == "childSelectionValid" })
        #expect(stats.nonVacuous > 0 && stats.violations == 0)
        #expect(!report.vacuousProperties.contains("highlightMatchesSelection"))
    }

    @Test("the deferred deselect is interleaved: the stale highlight is only judged once it has run")
    func deferredInterleaving() throws {
        let spec = try ThreeColumnSpec(name: "t", rows: 2, maxPending: 2) { ThreeStore() }
        let property = try #require(spec.properties.first { $0.name == "highlightMatchesSelection" })
        let start = spec.initialStates[0]
        let pending = try spec.run([.tapSidebar(0), .backRoot], from: start)
        #expect(property.check(spec, pending) == .notApplicable)
        #expect(spec.isEnabled(.tapSidebar(1), in: pending) && spec.isEnabled(.deferredDeselect, in: pending))
        let settled = try spec.run([.deferredDeselect], from: pending)
        #expect(property.check(spec, settled) == .holds)
        let raced = try spec.run([.tapSidebar(1), .deferredDeselect], from: pending)
        #expect(property.check(spec, raced) == .holds)
        #expect(raced.store.contentID == 1)
        let stale = try spec.run([.tapSidebar(0), .tapContent(1), .backRoot, .deferredDeselect], from: start)
        #expect(property.check(spec, stale) == .violated("the content list highlights row 1 but its selection is nil"))
    }

    @Test("the path-manager fault names the trap")
    func faultMessage() throws {
        let report = try Catalog.entry(named: "path-manager-erased-seed").check()
        let fault = try #require(report.violations.first { $0.property == "noFault" })
        #expect(fault.fault == "removeLast(1) on a path of 0 elements")
    }
}

@Suite("Selection and persistence invariants")
struct SelectionInvariantTests {
    @Test("childSelectionValid judges every combination of parent, child and membership")
    func childSelection() throws {
        let spec = try AlbumSplitSpec(name: "t") { AlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 3) }
        let property = try #require(spec.properties.first { $0.name == "childSelectionValid" })
        let albums = Album.library(albums: 2, songs: 2)
        for album in [nil] + albums.map(Optional.some) {
            for song in [nil] + albums.flatMap(\.songs).map(Optional.some) {
                var view = AlbumSplitView(albums: albums, columns: 3)
                view.selectedAlbum = album
                view.selectedSong = song
                let verdict = property.check(spec, AlbumSplitState(view: view))
                switch (album, song) {
                case (_, nil): #expect(verdict == .notApplicable)
                case (nil, .some): #expect(verdict != .holds && verdict != .notApplicable)
                case (.some(let a), .some(let s)): #expect((verdict == .holds) == a.songs.contains(s), "\(a) \(s)")
                }
            }
        }
    }

    @Test("the persistence properties catch a store that loses data, and pass one that keeps it")
    func persistence() throws {
        let seed = try PathStoreSpec<PathStore>(name: "t", maxDepth: 3, randomValues: [7], offersProfile: false)
        let lost = try #require(seed.properties.first { $0.name == "corruptDataNotLost" })
        let before = try seed.run([.relaunch(corrupting: .foreignType)], from: seed.initialStates[0])
        let after = try seed.run([.home], from: before)
        #expect(lost.check(seed, before, .home, after) != .holds)

        let corrected = try PathStoreSpec<CorrectedPathStore>(name: "t", maxDepth: 3, randomValues: [7], offersProfile: false)
        let kept = try #require(corrected.properties.first { $0.name == "corruptDataNotLost" })
        let b = try corrected.run([.relaunch(corrupting: .foreignType)], from: corrected.initialStates[0])
        let a = try corrected.run([.home], from: b)
        #expect(kept.check(corrected, b, .home, a) == .holds)
        #expect(a.disk.quarantined == [Corruption.foreignType.text])
    }

    @Test("after a non-codable element the seed's saves stop, so a relaunch restores an older path")
    func staleRelaunch() throws {
        let spec = try PathStoreSpec<ErasedPathStore>(name: "t", maxDepth: 3, randomValues: [7], offersProfile: true)
        let property = try #require(spec.properties.first { $0.name == "relaunchRestoresShown" })
        let before = try spec.run([.show32, .goToRandom(7), .appendProfile, .back, .back, .goToRandom(7)], from: spec.initialStates[0])
        #expect(before.pathElements == ["32", "7"])
        #expect(before.disk.savedPath == #"["Swift.Int","32","Swift.Int","7"]"#)
        let stale = try spec.run([.show32, .appendProfile, .goToRandom(7)], from: spec.initialStates[0])
        let after = try spec.run([.relaunch(corrupting: nil)], from: stale)
        #expect(after.pathElements == ["32"])
        #expect(property.check(spec, stale, .relaunch(corrupting: nil), after)
                == .violated(#"before the relaunch ["32", "Profile(Avi)", "7"] was shown, after it ["32"]"#))
    }

    @Test("collapsedMatchesColumns and backAtRootIsNoOp fail on states that break them")
    func propertiesCanFail() throws {
        let spec = try ThreeColumnSpec(name: "t", rows: 2, maxPending: 2) { ThreeStore() }
        let collapse = try #require(spec.properties.first { $0.name == "collapsedMatchesColumns" })
        var store = ThreeStore()
        store.detailID = 1
        let orphan = ThreeColumnsScreen(store: store)
        #expect(collapse.check(spec, orphan) == .violated(#"the collapsed stack shows [], the columns ["Detail 1"]"#))
        let back = try #require(spec.properties.first { $0.name == "backAtRootIsNoOp" })
        let start = spec.initialStates[0]
        #expect(back.check(spec, start, .backParent, start) == .holds)
        #expect(back.check(spec, start, .backParent, orphan) != .holds)
        #expect(back.check(spec, start, .backRoot, orphan) == .notApplicable)
    }

    @Test("actions print as Swift-like calls and survive a Codable round trip")
    func actionsPrintAndCode() throws {
        #expect(PathStoreAction.relaunch(corrupting: nil).description == "relaunch")
        #expect(PathStoreAction.relaunch(corrupting: .truncated).description == "relaunch(corrupting: .truncated)")
        #expect(AlbumAction.selectAlbum(1).description == "selectAlbum(1)")
        #expect(PathManagerAction.tap(.subView2).description == "tap(Target.subView2)")
        #expect(ThreeColumnAction.columnVisibility(.detailOnly).description == "columnVisibility(.detailOnly)")
        let store = try PathStoreSpec<ErasedPathStore>(name: "t", maxDepth: 3, randomValues: [7], offersProfile: true).actions.allValues
        #expect(try JSONDecoder().decode([PathStoreAction].self, from: JSONEncoder().encode(store)) == store)
        let manager = try PathManagerSpec(name: "t", maxDepth: 3, hasDeepLink: true) { IntPathManager() }.actions.allValues
        #expect(try JSONDecoder().decode([PathManagerAction].self, from: JSONEncoder().encode(manager)) == manager)
        #expect(Set(manager.map(\.description)).count == manager.count)
    }

    @Test("fingerprints are deterministic and ignore the ever-growing list identities")
    func fingerprints() throws {
        let spec = try ThreeColumnSpec(name: "t", rows: 2, maxPending: 2) { ThreeStore() }
        let start = spec.initialStates[0]
        let once = try spec.run([.backRoot, .deferredDeselect], from: start)
        let twice = try spec.run([.backRoot, .deferredDeselect, .backRoot, .deferredDeselect], from: start)
        #expect(once.store.deselectSeed != twice.store.deselectSeed)
        #expect(spec.fingerprint(of: once) == spec.fingerprint(of: twice))
        #expect(spec.fingerprint(of: once) == spec.fingerprint(of: start))
        #expect(spec.fingerprint(of: start) != spec.fingerprint(of: try spec.run([.tapSidebar(0)], from: start)))
    }
}
