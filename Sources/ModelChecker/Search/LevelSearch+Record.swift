import Dispatch

extension LevelSearch {
    /// Puts a round's transitions and new states into the graph, when the search keeps transitions: the
    /// new states' goals in index order (the table has their indices: given when inserted, or by the
    /// slice that assigned them), then each expanded state's successors, in frontier order, each by its
    /// index (``targets(of:firstIndex:)``, each chunk's looked up on every worker); the slices' order is
    /// the frontier's, so the graph is the same for every number of workers.
    @inlinable
    func record(_ chunks: [Chunk<Stored>], base: Int, firstIndex: Int) {
        guard let graph else { return }
        var index = firstIndex
        var firstIndices: [Int] = []
        for chunk in chunks {
            firstIndices.append(index)
            for k in chunk.newKeys.indices {
                // The table has the index already: given when inserted, or by the slice that assigned it.
                graph.noteState(index, goals: chunk.newGoals[k])
                index += 1
            }
            graph.views += chunk.newViews
            if let seen = chunk.sometimes { graph.sometimes.merge(seen) }
        }
        let actionCount = alphabet.count
        if workers == 1 || chunks.count == 1 {
            for (c, chunk) in chunks.enumerated() {
                graph.append(statesFrom: base + chunk.start, expanded: chunk.expanded, origins: chunk.edgeOrigins,
                             actionCount: actionCount, targets: targets(of: chunk, firstIndex: firstIndices[c]), keys: chunk.edgeKeys)
            }
            return
        }
        // Each chunk's targets are looked up on its own (reads of the table only), on every worker.
        let looked = WorkerSlots<[UInt32]>(count: chunks.count)
        let search = self, starts = firstIndices
        let work = { @Sendable (c: Int) in
            looked.pointer[c] = search.targets(of: chunks[c], firstIndex: starts[c])
        }
        DispatchQueue.concurrentPerform(iterations: chunks.count, execute: work)
        for (c, chunk) in chunks.enumerated() {
            graph.append(statesFrom: base + chunk.start, expanded: chunk.expanded, origins: chunk.edgeOrigins,
                         actionCount: actionCount, targets: looked.pointer[c]!, keys: chunk.edgeKeys)
        }
    }

    /// The index of each successor `chunk` kept: as the slice knew it, as its candidate was given (new
    /// states take indices from `firstIndex` in the chunk's order), or looked up by its key (a
    /// successor another slice found first).
    @inlinable
    func targets(of chunk: Chunk<Stored>, firstIndex: Int) -> [UInt32] {
        // The index each candidate was given (when it was new).
        var given: [Int] = []
        if !insertsWhileExpanding, let flags = chunk.isNew?.pointer {
            given = [Int](repeating: -1, count: chunk.count)
            var next = firstIndex
            for j in 0..<chunk.count where flags[j] {
                given[j] = next
                next += 1
            }
        }
        let table = self.table
        return [UInt32](unsafeUninitializedCapacity: chunk.edgeTargets.count) { out, filled in
            for j in chunk.edgeTargets.indices {
                var code = chunk.edgeTargets[j]
                if code != EdgeTarget.unknown && code >= EdgeTarget.candidate {
                    let k = given[Int(code - EdgeTarget.candidate)]
                    code = k < 0 ? EdgeTarget.unknown : UInt32(truncatingIfNeeded: k)
                }
                if code == EdgeTarget.unknown, let k = table.index(of: chunk.edgeKeys[j]) { code = UInt32(truncatingIfNeeded: k) }
                out[j] = code
            }
            filled = chunk.edgeTargets.count
        }
    }
}
