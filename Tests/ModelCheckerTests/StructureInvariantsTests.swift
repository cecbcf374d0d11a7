import Testing
@testable import ModelChecker
import Generators

/// The structures whose corruption would lose states silently check themselves: the state table and
/// the parent links. A search calls the checks at each level's end in debug builds; here they pass on
/// sound structures and stop the process on broken ones (each a witness that the check can fail).
@Suite struct StructureInvariantsTests {
    @Test(arguments: [0, 1, 2])
    func aSoundTableAndSoundLinksPass(shardBits: Int) {
        let table = StateTable(shardBits: shardBits, initialCapacityBits: 4)
        var rng = SplitMix64(seed: 11)
        for _ in 0..<3000 { _ = table.insert(rng.next()) }
        _ = table.insert(0)
        table._checkInvariants()
        let links = LinkStore(actions: 5)
        _ = links.append(parent: -1, via: 0)
        for i in 1..<2000 { _ = links.append(parent: Int32(i / 2), via: UInt16(i % 5)) }
        _ = links.append(parent: 0, via: 4)   // far from its parent: kept on the side
        links._checkInvariants(initialStates: 1)
        #expect(table.count == 3001 || table.count == 3000)
    }

    @Test func aSearchChecksItsStructuresAtEachLevel() throws {
        // A debug build runs the checks at every level's end; the result is the same as ever.
        let result = try Explorer(Registers(), options: ExplorationOptions(workers: 2)).run()
        #expect(result.complete)
        #expect(result.statistics.distinctStates > 1000)
    }

    @Test func aTableWhoseCountIsWrongStops() async {
        await #expect(processExitsWith: .failure) {
            let table = StateTable(shardBits: 0, initialCapacityBits: 4)
            for k in 1...5 { _ = table.insert(UInt64(k) &* 0x9E37_79B9_7F4A_7C15) }
            table.shards[0].count += 1
            table._checkInvariants()
        }
    }

    @Test func aKeyNotFoundFromItsHomeBucketStops() async {
        await #expect(processExitsWith: .failure) {
            let table = StateTable(shardBits: 0, initialCapacityBits: 6)
            let key: UInt64 = 0x1234_5678_9ABC_DEF1
            _ = table.insert(key)
            // Move the key eight slots past its home bucket, leaving its home empty: a lookup would
            // stop at the empty slot and never find it.
            let mask = table.shards[0].capacity - 1
            let home = Int(truncatingIfNeeded: StateTable.mix(key)) & mask & ~7
            var at = home
            while table.shards[0].slots[at] != key { at = (at + 1) & mask }
            table.shards[0].slots[at] = 0
            table.shards[0].slots[(home + 9) & mask] = key
            #expect(!table.contains(key))
            table._checkInvariants()
        }
    }

    @Test func aLinkToALaterParentStops() async {
        await #expect(processExitsWith: .failure) {
            let links = LinkStore(actions: 4)
            links.reserve(10)
            for i in 0..<10 { links.set(i, parent: i == 0 ? -1 : Int32(i - 1), via: 1) }
            links.set(3, parent: 7, via: 1)
            links._checkInvariants()
        }
    }

    @Test func moreLinksThanSegmentsStops() async {
        await #expect(processExitsWith: .failure) {
            let links = LinkStore(actions: 4)
            links.count = 3
            links._checkInvariants()
        }
    }
}
