import ModelChecker
import NavigationModel

extension Catalog {
    /// The defects of seed 004's `NavigationPath` store.
    public static let seedErasedPathStoreDefects = [
        "relaunchRestoresShown", "storeNeverSilentlyStale", "corruptDataReported", "corruptDataNotLost",
    ]

    /// The other stores of the seeds, each ported (expected to show its defects, or to hold where it has
    /// none) and corrected (expected to hold).
    static let seedEntries: [CatalogEntry] = [
        CatalogEntry(name: "three-column-seed", subject: "three-column store (seed)", seed: "000 / 003",
                     bounds: "rows = 2, pending ≤ 2",
                     expectation: .violates([.atRest("highlightMatchesSelection")])) { () throws(CheckError) in
            try ThreeColumnSpec(name: "three-column-seed", rows: 2, maxPending: 2) { ThreeStore() }
        },
        CatalogEntry(name: "three-column-corrected", subject: "three-column store (corrected)", seed: "000 / 003",
                     bounds: "rows = 2, pending ≤ 2", expectation: .holds) { () throws(CheckError) in
            try ThreeColumnSpec(name: "three-column-corrected", rows: 2, maxPending: 2) { CorrectedThreeStore() }
        },
        CatalogEntry(name: "two-column-seed", subject: "two-column store (seed)", seed: "000 / 003",
                     bounds: "rows = 3", expectation: .holds) { () throws(CheckError) in
            try TwoColumnSpec(name: "two-column-seed", rows: 3)
        },
        CatalogEntry(name: "path-manager-erased-seed", subject: "path manager, erased path (seed)", seed: "001",
                     bounds: "D = 4",
                     expectation: .violates([.atRest("noFault"), .atRest("pathReflectsScreens")])) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-erased-seed", maxDepth: 4, hasDeepLink: false) { PathManager() }
        },
        CatalogEntry(name: "path-manager-erased-corrected", subject: "path manager, erased path (corrected)", seed: "001",
                     bounds: "D = 4", expectation: .holds) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-erased-corrected", maxDepth: 4, hasDeepLink: false) { CorrectedPathManager() }
        },
        CatalogEntry(name: "path-manager-int-seed", subject: "path manager, [Int] (seed)", seed: "001",
                     bounds: "D = 4",
                     expectation: .violates([.atRest("pathReflectsScreens")])) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-int-seed", maxDepth: 4, hasDeepLink: true) { IntPathManager() }
        },
        CatalogEntry(name: "path-manager-int-corrected", subject: "path manager, [Int] (corrected)", seed: "001",
                     bounds: "D = 4", expectation: .holds) { () throws(CheckError) in
            try PathManagerSpec(name: "path-manager-int-corrected", maxDepth: 4, hasDeepLink: true) { CorrectedIntPathManager() }
        },
        CatalogEntry(name: "album-two-column-seed", subject: "album split view, 2 columns (seed)", seed: "002",
                     bounds: "albums = 2, songs = 2",
                     expectation: .violates([.atRest("childSelectionValid")])) { () throws(CheckError) in
            try AlbumSplitSpec(name: "album-two-column-seed") { AlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 2) }
        },
        CatalogEntry(name: "album-two-column-corrected", subject: "album split view, 2 columns (corrected)", seed: "002",
                     bounds: "albums = 2, songs = 2", expectation: .holds) { () throws(CheckError) in
            try AlbumSplitSpec(name: "album-two-column-corrected") { CorrectedAlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 2) }
        },
        CatalogEntry(name: "album-three-column-seed", subject: "album split view, 3 columns (seed)", seed: "002",
                     bounds: "albums = 2, songs = 2",
                     expectation: .violates([.atRest("childSelectionValid")])) { () throws(CheckError) in
            try AlbumSplitSpec(name: "album-three-column-seed") { AlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 3) }
        },
        CatalogEntry(name: "album-three-column-corrected", subject: "album split view, 3 columns (corrected)", seed: "002",
                     bounds: "albums = 2, songs = 2", expectation: .holds) { () throws(CheckError) in
            try AlbumSplitSpec(name: "album-three-column-corrected") { CorrectedAlbumSplitView(albums: Album.library(albums: 2, songs: 2), columns: 3) }
        },
        CatalogEntry(name: "coordinator-seed", subject: "coordinator (seed)", seed: "002",
                     bounds: "albums = 2",
                     expectation: .violates([.atRest("navigationSurvivesRedraw")])) { () throws(CheckError) in
            try CoordinatorSpec(name: "coordinator-seed", albums: 2, view: .seed)
        },
        CatalogEntry(name: "coordinator-corrected", subject: "coordinator (corrected)", seed: "002",
                     bounds: "albums = 2", expectation: .holds) { () throws(CheckError) in
            try CoordinatorSpec(name: "coordinator-corrected", albums: 2, view: .corrected)
        },
        CatalogEntry(name: "path-store-int-seed", subject: "path store, [Int] (seed)", seed: "004",
                     bounds: "D = 3, random ∈ {7}",
                     expectation: .violates([.atRest("corruptDataReported"), .atRest("corruptDataNotLost")])) { () throws(CheckError) in
            try PathStoreSpec<PathStore>(name: "path-store-int-seed", maxDepth: 3, randomValues: [7], offersProfile: false)
        },
        CatalogEntry(name: "path-store-int-corrected", subject: "path store, [Int] (corrected)", seed: "004",
                     bounds: "D = 3, random ∈ {7}", expectation: .holds) { () throws(CheckError) in
            try PathStoreSpec<CorrectedPathStore>(name: "path-store-int-corrected", maxDepth: 3, randomValues: [7], offersProfile: false)
        },
        CatalogEntry(name: "path-store-erased-seed", subject: "path store, erased path (seed)", seed: "004",
                     bounds: "D = 3, random ∈ {7}",
                     expectation: .violates(seedErasedPathStoreDefects.map { .atRest($0) })) { () throws(CheckError) in
            try PathStoreSpec<ErasedPathStore>(name: "path-store-erased-seed", maxDepth: 3, randomValues: [7], offersProfile: true)
        },
        CatalogEntry(name: "path-store-erased-corrected", subject: "path store, erased path (corrected)", seed: "004",
                     bounds: "D = 3, random ∈ {7}", expectation: .holds) { () throws(CheckError) in
            try PathStoreSpec<CorrectedErasedPathStore>(name: "path-store-erased-corrected", maxDepth: 3, randomValues: [7], offersProfile: true)
        },
    ]
}
