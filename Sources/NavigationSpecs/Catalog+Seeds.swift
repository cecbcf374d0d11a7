import ModelChecker
import NavigationModel
import SeedStores

extension Catalog {
    /// The other stores of the seeds, each ported (expected to show its findings, or to hold where it
    /// has none) and corrected (expected to hold). The demo entries offer only what the article's app
    /// puts on screen; what the app as written never does (API calls, the article's warning snippet,
    /// section 1's buttons, a non-codable destination, a damaged file, a re-rendering parent) is a
    /// labelled variant: its alphabet or its subject says so. Every finding has its entry in
    /// `docs/Findings.md`.
    static let seedEntries: [CatalogEntry] = threeColumnEntries + pathManagerEntries + albumEntries + coordinatorEntries + pathStoreEntries

    static let threeColumnEntries: [CatalogEntry] = [
        CatalogEntry(name: "three-column-seed", subject: "three-column store (seed)", seed: "000 / 003",
                     bounds: "rows = 2, pending ≤ 2",
                     expectation: .violates([.atRest("highlightMatchesSelection")]), counterpart: "three-column-corrected") { () throws(CheckError) in
            try ThreeColumnSpec(name: "three-column-seed", rows: 2, maxPending: 2) { ThreeStore() }
        },
        CatalogEntry(name: "three-column-race-seed", subject: "three-column store (seed)", seed: "000 / 003",
                     bounds: "rows = 2, pending ≤ 2", alphabet: .race,
                     expectation: .violates([.atRest("highlightMatchesSelection")]), counterpart: "three-column-race-corrected") { () throws(CheckError) in
            try ThreeColumnSpec(name: "three-column-race-seed", rows: 2, maxPending: 2, alphabet: .race) { ThreeStore() }
        },
        CatalogEntry(name: "three-column-corrected", subject: "three-column store (corrected)", seed: "000 / 003",
                     bounds: "rows = 2", expectation: .holds) { () throws(CheckError) in
            try ThreeColumnSpec(name: "three-column-corrected", rows: 2, maxPending: 2) { CorrectedThreeStore() }
        },
        CatalogEntry(name: "three-column-race-corrected", subject: "three-column store (corrected)", seed: "000 / 003",
                     bounds: "rows = 2", alphabet: .race, expectation: .holds) { () throws(CheckError) in
            try ThreeColumnSpec(name: "three-column-race-corrected", rows: 2, maxPending: 2, alphabet: .race) { CorrectedThreeStore() }
        },
        CatalogEntry(name: "two-column-seed", subject: "two-column store (seed)", seed: "000 / 003",
                     bounds: "rows = 3", expectation: .holds) { () throws(CheckError) in
            try TwoColumnSpec(name: "two-column-seed", rows: 3)
        },
    ]

    static let warningSubject = "path manager, the article's warning: a view-based link in a value-based stack"

    static let pathManagerEntries: [CatalogEntry] = [
        CatalogEntry(name: "path-manager-erased-seed", subject: "path manager, erased path (seed)", seed: "001",
                     bounds: "D = 4", expectation: .holds) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-erased-seed", maxDepth: 4, hasDeepLink: false) { PathManager() }
        },
        CatalogEntry(name: "path-manager-erased-corrected", subject: "path manager, erased path (corrected)", seed: "001",
                     bounds: "D = 4", expectation: .holds) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-erased-corrected", maxDepth: 4, hasDeepLink: false) { CorrectedPathManager() }
        },
        CatalogEntry(name: "path-manager-erased-api-seed", subject: "path manager, erased path (seed)", seed: "001",
                     bounds: "D = 4", alphabet: .api,
                     expectation: .violates([.api("noFault")])) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-erased-api-seed", maxDepth: 4, hasDeepLink: false, alphabet: .api) { PathManager() }
        },
        CatalogEntry(name: "path-manager-erased-api-corrected", subject: "path manager, erased path (corrected)", seed: "001",
                     bounds: "D = 4", alphabet: .api, expectation: .holds) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-erased-api-corrected", maxDepth: 4, hasDeepLink: false, alphabet: .api) { CorrectedPathManager() }
        },
        CatalogEntry(name: "path-manager-int-seed", subject: "path manager, [Int] (seed)", seed: "001",
                     bounds: "D = 4", expectation: .holds) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-int-seed", maxDepth: 4, hasDeepLink: true) { IntPathManager() }
        },
        CatalogEntry(name: "path-manager-int-corrected", subject: "path manager, [Int] (corrected)", seed: "001",
                     bounds: "D = 4", expectation: .holds) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-int-corrected", maxDepth: 4, hasDeepLink: true) { CorrectedIntPathManager() }
        },
        CatalogEntry(name: "path-manager-erased-warning-seed", subject: warningSubject + " (seed)", seed: "001",
                     bounds: "D = 4",
                     expectation: .violates([.atRest("pathReflectsScreens")])) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-erased-warning-seed", maxDepth: 4, hasDeepLink: false, variant: .warning) { PathManager() }
        },
        CatalogEntry(name: "path-manager-erased-warning-corrected", subject: warningSubject + " (corrected)", seed: "001",
                     bounds: "D = 4", expectation: .holds) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-erased-warning-corrected", maxDepth: 4, hasDeepLink: false, variant: .warning) { CorrectedPathManager() }
        },
    ]

    static let albumEntries: [CatalogEntry] = [
        CatalogEntry(name: "album-two-column-seed", subject: "album split view, 2 columns (seed)", seed: "002",
                     bounds: "albums = 2 (invented)", expectation: .holds) { () throws(CheckError) in
            try AlbumSplitSpec(name: "album-two-column-seed") { AlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 2) }
        },
        CatalogEntry(name: "album-three-column-seed", subject: "album split view, 3 columns (seed)", seed: "002",
                     bounds: "albums = 2, songs = 2 (invented)",
                     expectation: .violates([.atRest("childSelectionValid")])) { () throws(CheckError) in
            try AlbumSplitSpec(name: "album-three-column-seed") { AlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 3) }
        },
        CatalogEntry(name: "album-three-column-corrected", subject: "album split view, 3 columns (corrected)", seed: "002",
                     bounds: "albums = 2, songs = 2 (invented)", expectation: .holds) { () throws(CheckError) in
            try AlbumSplitSpec(name: "album-three-column-corrected") { CorrectedAlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 3) }
        },
    ]

    static let redrawSubject = "coordinator, CoordinatorView hosted in a parent that re-renders"

    static let coordinatorEntries: [CatalogEntry] = [
        CatalogEntry(name: "coordinator-seed", subject: "coordinator (seed)", seed: "002",
                     bounds: "albums = 2 (invented)", expectation: .holds) { () throws(CheckError) in
            try CoordinatorSpec(name: "coordinator-seed", albums: 2, view: .seed)
        },
        CatalogEntry(name: "coordinator-redraw-seed", subject: redrawSubject + " (seed)", seed: "002",
                     bounds: "albums = 2 (invented)",
                     expectation: .violates([.atRest("navigationSurvivesRedraw")])) { () throws(CheckError) in
            try CoordinatorSpec(name: "coordinator-redraw-seed", albums: 2, view: .seed, rerenderingParent: true)
        },
        CatalogEntry(name: "coordinator-redraw-corrected", subject: redrawSubject + " (corrected)", seed: "002",
                     bounds: "albums = 2 (invented)", expectation: .holds) { () throws(CheckError) in
            try CoordinatorSpec(name: "coordinator-redraw-corrected", albums: 2, view: .corrected, rerenderingParent: true)
        },
    ]

    /// The subject of a path-store entry: the store, and the variant in words.
    static func pathStoreSubject(_ store: String, _ variant: PathStoreVariant, corrected: Bool) -> String {
        let label: String = switch variant {
        case .demo: ""
        case .sectionOneButtons: ", with the article's section-1 buttons"
        case .nonCodable: ", with a non-Codable destination (the caveat at 004:261-264)"
        case .damagedFile: ", from a damaged file (the project's requirement, not the article's)"
        }
        return "path store, \(store)\(label) (\(corrected ? "corrected" : "seed"))"
    }

    /// What the seed path stores show, per store and variant (nil: holds).
    static let pathStoreFindings: [String: [ExpectedFinding]] = [
        "erased-noncodable": [.atRest("relaunchRestoresShown"), .atRest("storeNeverSilentlyStale")],
        "int-damaged": [.atRest("corruptDataReported"), .atRest("corruptDataNotLost"), .atRest("launchLeavesReadableFile")],
        "erased-damaged": [.atRest("corruptDataReported"), .atRest("corruptDataNotLost"), .atRest("launchLeavesReadableFile")],
    ]

    static let pathStoreEntries: [CatalogEntry] = {
        var entries: [CatalogEntry] = []
        func add<Seed: PersistentPathStore, Fixed: PersistentPathStore>(_ key: String, _ store: String, _ variant: PathStoreVariant,
                                                                       _ seed: Seed.Type, _ fixed: Fixed.Type) {
            let infix = variant == .demo ? "" : "-" + key.split(separator: "-").dropFirst().joined(separator: "-")
            let base = "path-store-" + key.split(separator: "-")[0] + infix
            let seedName = base + "-seed", fixedName = base + "-corrected"
            let bounds = "D = 3, random ∈ {7}"
            entries.append(CatalogEntry(name: seedName, subject: pathStoreSubject(store, variant, corrected: false), seed: "004",
                                        bounds: bounds, expectation: pathStoreFindings[key].map { .violates($0) } ?? .holds) { () throws(CheckError) in
                try PathStoreSpec<Seed>(name: seedName, maxDepth: 3, randomValues: [7], variant: variant)
            })
            entries.append(CatalogEntry(name: fixedName, subject: pathStoreSubject(store, variant, corrected: true), seed: "004",
                                        bounds: bounds, expectation: .holds) { () throws(CheckError) in
                try PathStoreSpec<Fixed>(name: fixedName, maxDepth: 3, randomValues: [7], variant: variant)
            })
        }
        add("int", "[Int]", .demo, PathStore.self, CorrectedPathStore.self)
        add("erased", "erased path", .demo, ErasedPathStore.self, CorrectedErasedPathStore.self)
        add("int-buttons", "[Int]", .sectionOneButtons, PathStore.self, CorrectedPathStore.self)
        add("erased-noncodable", "erased path", .nonCodable, ErasedPathStore.self, CorrectedErasedPathStore.self)
        add("int-damaged", "[Int]", .damagedFile, PathStore.self, CorrectedPathStore.self)
        add("erased-damaged", "erased path", .damagedFile, ErasedPathStore.self, CorrectedErasedPathStore.self)
        return entries
    }()
}
