extension Explorer {
    /// The smallest ``ExplorationOptions/maxMemoryBytes`` this exploration can keep: the process's
    /// baseline (``ProcessMemory/searchBaselineBytes()``: its resident memory when its first search with
    /// a memory bound began, and a mebibyte per core) plus what the first breadth-first level holds and
    /// allocates. Under a smaller bound the search would stop before its first level, in a process that
    /// is already past the bound. Found by starting the search under a bound of one byte: only the
    /// initial states are discovered.
    public func smallestMemoryBound() -> Int {
        var probe = options
        probe.maxMemoryBytes = 1
        probe.maxDepth = nil
        probe.maxSeconds = nil
        probe.stopAtFirstViolation = false
        probe.progress = nil
        return Explorer(validated: machine, options: probe).run().footprint.memoryBoundNeeded ?? 1
    }
}
