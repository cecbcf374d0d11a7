import ModelChecker
import NavigationModel

// The built-ins across a size change resize each state at rest with split views, before the search
// takes that same step from it: the state they reach is kept until the search asks for it
// (``AppMachine/knownSuccessor(of:by:)``), so the step runs once.

extension ResizeCache {
    /// Keeps `next`, the state the resize to `sizeClass` reaches from `state`, for the search (only when
    /// both keep their stores: a state reached again by restore or replay is left to the search).
    func keepSuccessor(_ next: AppMachine<App>.State, of state: AppMachine<App>.State, to sizeClass: SizeClass) {
        guard let box = state.keptStore, next.keptStore != nil else { return }
        successors.withLock { $0.keep(next, of: box, to: sizeClass) }
    }

    /// The state kept for the resize of `state` to `sizeClass`, once: it is forgotten as it is given.
    func takeSuccessor(of state: AppMachine<App>.State, to sizeClass: SizeClass) -> AppMachine<App>.State? {
        guard let box = state.keptStore else { return nil }
        return successors.withLock { $0.take(of: box, to: sizeClass) }
    }
}

/// Successors kept under the store box of the state they leave (held, so that its identity is not
/// reused while kept), at most `limit` of them: the oldest goes first.
struct KeptSuccessors<State> {
    private struct Entry {
        let from: StoreBox
        let sizeClass: SizeClass
        let next: State
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var order: [ObjectIdentifier] = []
    private var oldest = 0
    let limit = 4096

    mutating func keep(_ next: State, of box: StoreBox, to sizeClass: SizeClass) {
        let id = ObjectIdentifier(box)
        if entries[id] == nil {
            if entries.count >= limit { evictOldest() }
            // Most entries are taken, not evicted: the order forgets them now and then.
            if order.count - oldest > 2 * limit {
                order = order[oldest...].filter { entries[$0] != nil }
                oldest = 0
            }
            order.append(id)
        }
        entries[id] = Entry(from: box, sizeClass: sizeClass, next: next)
    }

    mutating func take(of box: StoreBox, to sizeClass: SizeClass) -> State? {
        let id = ObjectIdentifier(box)
        guard let entry = entries[id], entry.from === box, entry.sizeClass == sizeClass else { return nil }
        entries[id] = nil
        return entry.next
    }

    /// Drops the oldest entry still kept, and compacts the order once most of it is spent.
    private mutating func evictOldest() {
        while oldest < order.count {
            let id = order[oldest]
            oldest += 1
            if entries.removeValue(forKey: id) != nil { break }
        }
        if oldest > limit {
            order.removeFirst(oldest)
            oldest = 0
        }
    }
}
