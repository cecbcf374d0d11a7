import Foundation
import ModelChecker
import NavigationModel
import Testing
@testable import NavigationSpecs
import SeedStores

/// The shortest trace, and its kind, expected for each violated property of each seed entry.
let expectedTraces: [String: [String: (kind: FindingKind, actions: [String])]] = [
    "three-column-seed": [
        "highlightMatchesSelection": (.atRest, ["tapSidebar(0)", "resize(.compact)", "backParent"]),
    ],
    "three-column-race-seed": [
        "highlightMatchesSelection": (.atRest, ["tapSidebar(0)", "resize(.compact)", "backParent"]),
    ],
    "path-manager-erased-api-seed": [
        "noFault": (.api, ["callBack"]),
    ],
    "path-manager-erased-warning-seed": [
        "pathReflectsScreens": (.atRest, ["appear", "navigationBack", "backToRoot", "tapSubView4Link"]),
    ],
    "album-three-column-seed": [
        "childSelectionValid": (.atRest, ["selectAlbum(0)", "selectSong(0)", "selectAlbum(1)"]),
    ],
    "coordinator-redraw-seed": [
        "navigationSurvivesRedraw": (.atRest, ["tapAlbum(0)", "parentRedraw"]),
    ],
    "path-store-erased-noncodable-seed": [
        "storeNeverSilentlyStale": (.atRest, ["append(Profile())"]),
        "relaunchRestoresShown": (.atRest, ["append(Profile())", "relaunch"]),
    ],
    "path-store-int-damaged-seed": [
        "corruptDataReported": (.atRest, ["relaunch(corrupting: .truncated)"]),
        "corruptDataNotLost": (.atRest, ["relaunch(corrupting: .truncated)", "goToRandom(7)"]),
        "launchLeavesReadableFile": (.atRest, ["relaunch(corrupting: .truncated)"]),
    ],
    "path-store-erased-damaged-seed": [
        "corruptDataReported": (.atRest, ["relaunch(corrupting: .truncated)"]),
        "corruptDataNotLost": (.atRest, ["relaunch(corrupting: .truncated)", "goToRandom(7)"]),
        "launchLeavesReadableFile": (.atRest, ["relaunch(corrupting: .truncated)"]),
    ],
]

/// Entries whose subject holds: every corrected store, and the seeds whose app as written shows no
/// finding.
let holdingEntries = [
    "three-column-corrected", "three-column-race-corrected", "two-column-seed",
    "path-manager-erased-seed", "path-manager-erased-corrected", "path-manager-erased-api-corrected",
    "path-manager-int-seed", "path-manager-int-corrected", "path-manager-erased-warning-corrected",
    "album-two-column-seed", "album-three-column-corrected", "coordinator-seed", "coordinator-redraw-corrected",
    "path-store-int-seed", "path-store-int-corrected", "path-store-erased-seed", "path-store-erased-corrected",
    "path-store-int-buttons-seed", "path-store-int-buttons-corrected", "path-store-erased-noncodable-corrected",
    "path-store-int-damaged-corrected", "path-store-erased-damaged-corrected",
]

/// The index of `action` in `spec`'s alphabet.
func index<M: StateMachine>(of action: M.Action, in spec: M) throws -> Int {
    try #require(spec.actions.allValues.firstIndex(of: action), "\(action) is not in \(spec.name)'s alphabet")
}

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
            #expect(entry.subject.hasSuffix(" (seed)") == entry.name.hasSuffix("-seed"), "\(entry.name)")
        }
    }

    @Test("each seed entry shows exactly its findings, each with its kind and shortest trace",
          arguments: expectedTraces.keys.sorted())
    func seedFindings(name: String) throws {
        let entry = try Catalog.entry(named: name)
        let report = try entry.check()
        let expected = try #require(expectedTraces[name])
        #expect(entry.expectation.isMet(by: report))
        #expect(Set(report.violations.map(\.property)) == Set(expected.keys))
        for violation in report.violations {
            #expect(violation.actions == expected[violation.property]?.actions, "\(name): \(violation.property)")
            #expect(violation.finding == expected[violation.property]?.kind, "\(name): \(violation.property)")
            #expect(violation.length == violation.actions.count)
        }
        #expect(report.complete, "\(name) must be explored completely")
        #expect(report.vacuousProperties.isEmpty, "\(name): vacuous \(report.vacuousProperties)")
    }

    @Test("each corrected store (and each seed without findings) holds, completely, with no vacuous property",
          arguments: holdingEntries)
    func holds(name: String) throws {
        let entry = try Catalog.entry(named: name)
        #expect(entry.expectation == .holds)
        let report = try entry.check()
        #expect(report.violations.isEmpty, "\(name): \(report.violations.map { "\($0.property): \($0.actions)" })")
        #expect(report.complete)
        #expect(report.vacuousProperties.isEmpty, "\(name): vacuous \(report.vacuousProperties)")
        #expect(report.statistics.distinctStates > 1)
    }

    @Test("a seed's traces hold on its corrected counterpart", arguments: expectedTraces.keys.sorted())
    func tracesHoldOnCounterpart(name: String) throws {
        let entry = try Catalog.entry(named: name)
        let fixed = try #require(Catalog.correctedCounterpart(of: entry), "\(name) has no corrected counterpart")
        #expect(fixed.expectation == .holds && fixed.alphabet == entry.alphabet)
        #expect(family(of: fixed.subject) == family(of: entry.subject))
    }

    @Test("the seed 002 defect is what the user sees: the collapsed stack shows a song of another album")
    func albumDefectOnScreen() throws {
        let spec = try AlbumSplitSpec(name: "t") { AlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 3) }
        let state = try spec.run([.selectAlbum(0), .selectSong(0), .selectAlbum(1), .resize(.compact)], from: spec.initialStates[0])
        #expect(spec.screens(of: state) == "Albums › Album 1 › Song 0")
        let regular = try spec.run([.resize(.regular)], from: state)
        #expect(spec.screens(of: regular) == "[Albums] | [Album 1] | [Song 0]")
    }

    @Test("the two-column album view offers no song taps (its rows are plain Text) and no child-selection property")
    func albumTwoColumns() throws {
        let spec = try AlbumSplitSpec(name: "t") { AlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 2) }
        #expect(!spec.actions.allValues.contains { if case .selectSong = $0 { return true }; return false })
        #expect(!spec.properties.map(\.name).contains("childSelectionValid"))
    }

    @Test("seed 000's three-column store keeps detail ⇒ content (checked, never violated)")
    func threeColumnChildSelectionHolds() throws {
        let report = try Catalog.entry(named: "three-column-seed").check()
        let stats = try #require(report.statistics.properties.first { $0.name == "childSelectionValid" })
        #expect(stats.nonVacuous > 0 && stats.violations == 0)
    }

    @Test("the deferred deselect is a pending effect: no touch before it runs under ui, a touch then is a race")
    func deferredIsPending() throws {
        let ui = try ThreeColumnSpec(name: "t", rows: 2, maxPending: 2) { ThreeStore() }
        let race = try ThreeColumnSpec(name: "t", rows: 2, maxPending: 2, alphabet: .race) { ThreeStore() }
        let property = try #require(ui.properties.first { $0.name == "highlightMatchesSelection" })
        let compact = try ui.run([.resize(.compact)], from: ui.initialStates[0])
        let pending = try ui.run([.tapSidebar(0), .backRoot], from: compact)
        #expect(!ui.isSettled(pending) && property.check(ui, pending) == .notApplicable)
        let tap = try index(of: .tapSidebar(1), in: ui), deferred = try index(of: .deferredDeselect, in: ui)
        #expect(!StepEvaluator(ui).isEnabled(tap, in: pending))
        #expect(StepEvaluator(ui).isEnabled(deferred, in: pending))
        #expect(StepEvaluator(race).isEnabled(tap, in: pending))
        let raced = [try index(of: .resize(.compact), in: race), try index(of: .tapSidebar(0), in: race),
                     try index(of: .backRoot, in: race), tap]
        #expect(StepEvaluator(race).findingKind(initial: 0, indices: raced, settledAtViolation: true) == .race)
        let settled = try ui.run([.deferredDeselect], from: pending)
        #expect(ui.isSettled(settled) && property.check(ui, settled) == .holds)
        let stale = try ui.run([.tapSidebar(0), .tapContent(1), .backRoot, .deferredDeselect], from: compact)
        #expect(property.check(ui, stale) == .violated("the content list highlights row 1 but its selection is nil"))
    }

    @Test("column visibility is the system's sidebar button: regular width only, never .automatic")
    func columnVisibility() throws {
        let spec = try ThreeColumnSpec(name: "t", rows: 2, maxPending: 2) { ThreeStore() }
        #expect(!spec.actions.allValues.contains(.columnVisibility(.automatic)))
        let compact = try spec.run([.resize(.compact)], from: spec.initialStates[0])
        #expect(!spec.isEnabled(.columnVisibility(.detailOnly), in: compact))
        #expect(spec.isEnabled(.columnVisibility(.detailOnly), in: spec.initialStates[0]))
        let corrected = try ThreeColumnSpec(name: "t", rows: 2, maxPending: 2) { CorrectedThreeStore() }
        #expect(!corrected.actions.allValues.contains(.deferredDeselect))
    }

    @Test("the path managers' buttons are on SubView1 only; the launch task comes first; calls only under api")
    func pathManagerControls() throws {
        let spec = try PathManagerSpec(name: "t", maxDepth: 4, hasDeepLink: true) { IntPathManager() }
        let start = spec.initialStates[0]
        #expect(!spec.isSettled(start) && spec.origin(of: .appear) == .system)
        #expect(!StepEvaluator(spec).isEnabled(try index(of: .tap(.int(1)), in: spec), in: start))
        let launched = try spec.run([.appear], from: start)
        #expect(spec.screens(of: launched) == "Root › SubView3 › SubView4")
        for action in [PathManagerAction.back, .backToRoot, .deepLink, .goToSubView3, .tap(.int(3)), .tap(.int(1))] {
            #expect(!spec.isEnabled(action, in: launched), "\(action) on SubView4")
        }
        let root = try spec.run([.navigationBack, .navigationBack], from: launched)
        #expect(!spec.isEnabled(.back, in: root) && !spec.isEnabled(.navigationBack, in: root) && spec.isEnabled(.tap(.int(1)), in: root))
        let subView1 = try spec.run([.tap(.int(1))], from: root)
        for action in [PathManagerAction.back, .backToRoot, .deepLink, .goToSubView3, .tap(.int(3))] {
            #expect(spec.isEnabled(action, in: subView1), "\(action) on SubView1")
        }
        #expect(!spec.isEnabled(.tap(.int(1)), in: subView1))
        #expect(!spec.actions.allValues.contains(.callBack) && !spec.actions.allValues.contains(.tapSubView4Link))
        let erased = try PathManagerSpec(name: "t", maxDepth: 4, hasDeepLink: false) { PathManager() }
        let erasedSubView1 = try erased.run([.appear, .navigationBack], from: erased.initialStates[0])
        #expect(erased.isEnabled(.tap(.subView2), in: erasedSubView1), "SubView1's \"SubView2\" link (001:214)")
        let api = try PathManagerSpec(name: "t", maxDepth: 4, hasDeepLink: false, alphabet: .api) { PathManager() }
        #expect(api.actions.allValues.contains(.callBack) && api.origin(of: .callBack) == .api)
    }

    @Test("the API trap names the call and the empty path")
    func faultMessage() throws {
        let report = try Catalog.entry(named: "path-manager-erased-api-seed").check()
        let fault = try #require(report.violations.first { $0.property == "noFault" })
        #expect(fault.fault == "removeLast(1) on a path of 0 elements")
    }

    @Test("the path stores' demo offers only the article's demo controls; each variant adds its own",
          arguments: PathStoreVariant.allCases)
    func pathStoreAlphabets(variant: PathStoreVariant) throws {
        let spec = try PathStoreSpec<ErasedPathStore>(name: "t", maxDepth: 3, randomValues: [7], variant: variant)
        let demo: [PathStoreAction] = [.goToRandom(7), .back, .relaunch(corrupting: nil)]
        let extra: [PathStoreAction] = switch variant {
        case .demo: []
        case .sectionOneButtons: [.show32, .show64, .show32Then64, .home]
        case .nonCodable: [.appendProfile]
        case .damagedFile: Corruption.allCases.map { .relaunch(corrupting: $0) }
        }
        #expect(Set(spec.actions.allValues) == Set(demo + extra))
        let names = spec.properties.map(\.name)
        #expect(names.contains("corruptDataReported") == (variant == .damagedFile))
        #expect(names.contains("sectionOneButtonsSetPath") == (variant == .sectionOneButtons))
        #expect(spec.origin(of: .relaunch(corrupting: .truncated)) == .system && spec.origin(of: .relaunch(corrupting: nil)) == .user)
    }

    @Test("every seed entry has contracts, and each of them applies at least once",
          arguments: Catalog.seedEntries.map(\.name))
    func contractsApply(name: String) throws {
        let report = try Catalog.entry(named: name).check()
        let contracts = report.statistics.properties.filter { $0.kind == .contract }
        #expect(!contracts.isEmpty)
        #expect(contracts.allSatisfy { $0.nonVacuous > 0 }, "\(name): \(contracts.filter { $0.nonVacuous == 0 }.map(\.name))")
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
        let seed = try PathStoreSpec<PathStore>(name: "t", maxDepth: 3, randomValues: [7], variant: .damagedFile)
        let lost = try #require(seed.properties.first { $0.name == "corruptDataNotLost" })
        let before = try seed.run([.relaunch(corrupting: .foreignType)], from: seed.initialStates[0])
        let after = try seed.run([.goToRandom(7)], from: before)
        #expect(lost.check(seed, before, .goToRandom(7), after) != .holds)

        let corrected = try PathStoreSpec<CorrectedPathStore>(name: "t", maxDepth: 3, randomValues: [7], variant: .damagedFile)
        let kept = try #require(corrected.properties.first { $0.name == "corruptDataNotLost" })
        let b = try corrected.run([.relaunch(corrupting: .foreignType)], from: corrected.initialStates[0])
        let a = try corrected.run([.goToRandom(7)], from: b)
        #expect(kept.check(corrected, b, .goToRandom(7), a) == .holds)
        #expect(a.disk.quarantined == [Corruption.foreignType.text])
    }

    /// The gap the persistence properties had: a corrected store that copies a damaged file aside but
    /// leaves it in place reports it at every launch and loses nothing, so only
    /// `launchLeavesReadableFile` catches it; the corrected stores move the file out and hold.
    @Test("a store that leaves a damaged file in place breaks launchLeavesReadableFile, and only it")
    func damagedFileLeftInPlace() throws {
        func check<S: PersistentPathStore>(_ type: S.Type) throws -> [String] {
            let spec = try PathStoreSpec<S>(name: "t", maxDepth: 3, randomValues: [7], variant: .damagedFile)
            let report = try Explorer(spec).run().report(on: spec)
            #expect(report.complete)
            return report.violations.map(\.property)
        }
        #expect(try check(DamagedFileLeftInPlace<CorrectedPathStore>.self) == ["launchLeavesReadableFile"])
        #expect(try check(DamagedFileLeftInPlace<CorrectedErasedPathStore>.self) == ["launchLeavesReadableFile"])
        #expect(try check(CorrectedPathStore.self).isEmpty)
        #expect(try check(CorrectedErasedPathStore.self).isEmpty)

        let spec = try PathStoreSpec<DamagedFileLeftInPlace<CorrectedPathStore>>(name: "t", maxDepth: 3, randomValues: [7], variant: .damagedFile)
        let property = try #require(spec.properties.first { $0.name == "launchLeavesReadableFile" })
        let launched = try spec.run([.relaunch(corrupting: .truncated)], from: spec.initialStates[0])
        let again = try spec.run([.relaunch(corrupting: nil)], from: launched)
        #expect(again.storageError != nil && again.disk.savedPath == Corruption.truncated.text)
        #expect(property.check(spec, launched, .relaunch(corrupting: nil), again) != .holds)
    }

    @Test("after a non-codable element the seed's saves stop, so a relaunch restores an older path")
    func staleRelaunch() throws {
        let spec = try PathStoreSpec<ErasedPathStore>(name: "t", maxDepth: 3, randomValues: [7], variant: .nonCodable)
        let property = try #require(spec.properties.first { $0.name == "relaunchRestoresShown" })
        let before = try spec.run([.goToRandom(32), .goToRandom(7), .appendProfile, .back, .back, .goToRandom(7)], from: spec.initialStates[0])
        #expect(before.pathElements == ["32", "7"])
        #expect(before.disk.savedPath == #"["Swift.Int","32","Swift.Int","7"]"#)
        let stale = try spec.run([.goToRandom(32), .appendProfile, .goToRandom(7)], from: spec.initialStates[0])
        let after = try spec.run([.relaunch(corrupting: nil)], from: stale)
        #expect(after.pathElements == ["32"])
        #expect(property.check(spec, stale, .relaunch(corrupting: nil), after)
                == .violated(#"before the relaunch ["32", "Profile(Avi)", "7"] was shown, after it ["32"]"#))
    }

    @Test("contracts and backAtRootIsNoOp fail on steps that break them")
    func propertiesCanFail() throws {
        let spec = try ThreeColumnSpec(name: "t", rows: 2, maxPending: 2) { ThreeStore() }
        let back = try #require(spec.properties.first { $0.name == "backParentRemovesOneLevel" })
        let start = spec.initialStates[0]
        let deep = try spec.run([.tapSidebar(0), .tapContent(1)], from: start)
        #expect(back.check(spec, deep, .backParent, try spec.run([.backParent], from: deep)) == .holds)
        #expect(back.check(spec, deep, .backParent, start) == .violated("content 0, detail 1 became content nil, detail nil"))
        #expect(back.check(spec, deep, .backRoot, start) == .notApplicable)

        let manager = try PathManagerSpec(name: "t", maxDepth: 4, hasDeepLink: false, alphabet: .api) { CorrectedPathManager() }
        let noOp = try #require(manager.properties.first { $0.name == "backAtRootIsNoOp" })
        let root = manager.initialStates[0], pushed = try manager.run([.tap(.int(3))], from: root)
        #expect(noOp.check(manager, root, .callBack, root) == .holds)
        #expect(noOp.check(manager, root, .callBackToRoot, pushed) != .holds)
        #expect(noOp.check(manager, pushed, .callBack, root) == .notApplicable)
    }

    @Test("actions print as Swift-like calls and survive a Codable round trip")
    func actionsPrintAndCode() throws {
        #expect(PathStoreAction.relaunch(corrupting: nil).description == "relaunch")
        #expect(PathStoreAction.relaunch(corrupting: .truncated).description == "relaunch(corrupting: .truncated)")
        #expect(AlbumAction.selectAlbum(1).description == "selectAlbum(1)")
        #expect(PathManagerAction.tap(.subView2).description == "tap(Target.subView2)")
        #expect(ThreeColumnAction.columnVisibility(.detailOnly).description == "columnVisibility(.detailOnly)")
        let store = try PathStoreVariant.allCases.flatMap { v throws(CheckError) in
            try PathStoreSpec<ErasedPathStore>(name: "t", maxDepth: 3, randomValues: [7], variant: v).actions.allValues
        }
        #expect(try JSONDecoder().decode([PathStoreAction].self, from: JSONEncoder().encode(store)) == store)
        let manager = try PathManagerSpec(name: "t", maxDepth: 3, hasDeepLink: true, variant: .warning, alphabet: .api) { IntPathManager() }.actions.allValues
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
