extension StepEvaluator {
    /// This evaluator for one worker of a parallel search that keeps transitions: the same properties,
    /// each liveness goal and view (called for every new state) wrapped in a closure of the worker's
    /// own. Calling a closure retains its context, and workers that call the same contexts contend for
    /// one count on one cache line, which on 2 cores cost more than the calls themselves. A worker's own
    /// wrappers are counted on its core. Not inlined, so that a wrapper hands its arguments on as they
    /// came, without copying the state.
    public func forWorker() -> StepEvaluator {
        var local = self
        local.graphGoals = graphGoals.map { goal -> @Sendable (Machine, Machine.State) -> Bool in { m, s in goal(m, s) } }
        local.graphViews = graphViews.map { view -> @Sendable (Machine, Machine.State) -> UInt64 in { m, s in view(m, s) } }
        return local
    }
}
