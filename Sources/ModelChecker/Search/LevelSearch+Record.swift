extension LevelSearch {
    /// Puts a round's transitions and new states into the graph, when the search keeps transitions: the
    /// new states in index order (their goals, and their indices into the table unless they were given
    /// there when inserted), then each expanded state's successors, in frontier order, each by its
    /// index: as the slice knew it, or as its candidate was given, or looked up by its key (a successor
    /// another slice found first); the slices' order is the frontier's, so the graph is the same for
    /// every number of workers.
    @inlinable
    func record(_ chunks: [Chunk<Stored>], base: Int, firstIndex: Int) {
        guard let graph else { return }
        var index = firstIndex
        var firstIndices: [Int] = []
        for chunk in chunks {
            firstIndices.append(index)
            for (k, key) in chunk.newKeys.enumerated() {
                graph.noteState(index, goals: chunk.newGoals[k])
                if !insertsWhileExpanding { table.setIndex(index, of: key) }
                index += 1
            }
            graph.views += chunk.newViews
            if let seen = chunk.sometimes { graph.sometimes.merge(seen) }
        }
        let actionCount = alphabet.count
        let table = self.table
        for (c, chunk) in chunks.enumerated() {
            // The index each candidate was given (when it was new).
            var given: [Int] = []
            if !insertsWhileExpanding, let flags = chunk.isNew?.pointer {
                given = [Int](repeating: -1, count: chunk.count)
                var next = firstIndices[c]
                for j in 0..<chunk.count where flags[j] {
                    given[j] = next
                    next += 1
                }
            }
            // Each successor's target: as the slice knew it, as its candidate was given, or by its key.
            let targets = [UInt32](unsafeUninitializedCapacity: chunk.edgeTargets.count) { out, filled in
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
            graph.append(statesFrom: base + chunk.start, expanded: chunk.expanded, origins: chunk.edgeOrigins,
                         actionCount: actionCount, targets: targets, keys: chunk.edgeKeys)
        }
    }
}
