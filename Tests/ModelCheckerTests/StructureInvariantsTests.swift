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

/// A table that keeps indices holds each key's state index in the word after the key, in the same
/// cache line, through every growth.
@Suite struct IndexedTableTests {
    @Test(arguments: [0, 1])
    func everyKeyKeepsItsIndexThroughGrowth(shardBits: Int) {
        let table = StateTable(shardBits: shardBits, initialCapacityBits: 4, keepsIndices: true)
        var rng = SplitMix64(seed: 7)
        var keys: [UInt64] = []
        for i in 0..<3000 {
            let key = rng.next()
            #expect(table.insert(key, index: i) == nil)
            keys.append(key)
        }
        #expect(table.insert(0, index: 3000) == nil)
        #expect(table.insert(keys[17], index: 4000) == 17)
        #expect(table.insert(0, index: 4001) == 3000)
        table._checkInvariants()
        #expect(keys.indices.allSatisfy { table.index(of: keys[$0]) == $0 })
        #expect(table.index(of: 0) == 3000)
        #expect(table.index(of: 0x5555) == nil)
        // Each key's index is in its cache line: the slot and the word after it share 64 bytes.
        for key in keys.prefix(100) {
            let s = table.shard(of: key)
            let i = table.position(of: key, shard: s)!
            let keyWord = UInt(bitPattern: table.shards[s].slots + (i << 1))
            #expect(keyWord / 64 == (keyWord + 8) / 64)
            #expect(table.shards[s].slots[i << 1] == key)
        }
        #expect(table.bytes == (0..<table.shardCount).reduce(0) { $0 + table.shards[$1].capacity * 16 })
    }

    @Test func anIndexGivenLaterIsFound() {
        let table = StateTable(shardBits: 1, initialCapacityBits: 4, keepsIndices: true)
        #expect(table.insert(42))
        #expect(table.index(of: 42) == nil)
        table.setIndex(5, of: 42)
        #expect(table.index(of: 42) == 5)
    }
}
