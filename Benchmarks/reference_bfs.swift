// A hand-written, single-purpose breadth-first search of TabbedApp(T, K, D): the yardstick for
// `navcheck bench`. No generics, no protocols, no closures: the state is one UInt64 laid out as
// TabbedAppSpec packs it (selected tab, size class, then per tab its depth and its values), the
// actions are bit operations on that word, the set of seen states is one open-addressing table of
// words (linear probing from the bucket of eight slots the key hashes to, grown at three quarters),
// and each level is an array of words. The table hashes and probes as NavCheck's does, and loads
// the slots of a group of successors ahead, as NavCheck does, so that the two differ only in the
// engine around them.
//
// It does the job `navcheck bench` does on this model: the same actions in the same order (so the
// same transitions), the same two invariants on every new state (no tab deeper than D, the selected
// tab is a tab), a parent link per state (parent index, 4 bytes, and action, 1 byte: what a shortest
// counterexample needs), and the count of distinct states and transitions. `--no-links` leaves the
// links out (a search that could say that an invariant fails, but not show how).
//
//   swiftc -O Benchmarks/reference_bfs.swift -o reference_bfs && ./reference_bfs 3 2 6
//
// Prints one line: `reference states=… transitions=… depth=… seconds=… peak_bytes=… bytes_per_state=…`.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let args = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") }.compactMap { Int($0) }
let keepLinks = !CommandLine.arguments.contains("--no-links")
let T = args.count > 0 ? args[0] : 3
let K = args.count > 1 ? args[1] : 2
let D = args.count > 2 ? args[2] : 6

func bits(_ n: Int) -> UInt64 { n <= 1 ? 0 : UInt64(Int.bitWidth - (n - 1).leadingZeroBitCount) }
let tabBits = bits(T)
let depthBits = bits(D + 1)
let valueBits = bits(K)
let perTab = depthBits + UInt64(D) * valueBits
let firstTab = tabBits + 1
precondition(firstTab + UInt64(T) * perTab <= 64, "the state does not fit in 64 bits")
let tabMask: UInt64 = (1 << tabBits) - 1
let depthMask: UInt64 = (1 << depthBits) - 1
let fieldMask: UInt64 = perTab == 64 ? ~0 : (1 << perTab) - 1
let valueMask: UInt64 = (1 << valueBits) - 1
let actionCount = T + K + 3

/// The set of seen states: open addressing over words, zero kept in a flag.
struct Table {
    var capacityBits = 12
    var slots: UnsafeMutablePointer<UInt64>
    var stored = 0
    var hasZero = false

    init() {
        slots = .allocate(capacity: 1 << capacityBits)
        slots.initialize(repeating: 0, count: 1 << capacityBits)
    }

    @inline(__always) static func mix(_ key: UInt64) -> UInt64 {
        var h = key &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 32
        h = h &* 0xD6E8_FEB8_6659_FD93
        return h ^ (h >> 32)
    }

    /// The first slot `key` probes.
    @inline(__always) func firstSlot(_ key: UInt64) -> UnsafeMutablePointer<UInt64> {
        slots + (Int(truncatingIfNeeded: Self.mix(key)) & ((1 << capacityBits) - 1) & ~7)
    }

    mutating func grow() {
        let old = slots, oldCapacity = 1 << capacityBits
        capacityBits += 1
        let mask = (1 << capacityBits) - 1
        slots = .allocate(capacity: 1 << capacityBits)
        slots.initialize(repeating: 0, count: 1 << capacityBits)
        for j in 0..<oldCapacity where old[j] != 0 {
            var i = Int(truncatingIfNeeded: Self.mix(old[j])) & mask & ~7
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = old[j]
        }
        old.deallocate()
    }

    /// Inserts `key`; true when it was new.
    @inline(__always) mutating func insert(_ key: UInt64) -> Bool {
        if key == 0 {
            if hasZero { return false }
            hasZero = true
            return true
        }
        if stored >= (1 << capacityBits) / 4 * 3 { grow() }
        let mask = (1 << capacityBits) - 1
        var i = Int(truncatingIfNeeded: Self.mix(key)) & mask & ~7
        while true {
            let v = slots[i]
            if v == key { return false }
            if v == 0 {
                slots[i] = key
                stored += 1
                return true
            }
            i = (i + 1) & mask
        }
    }
}

/// The successor of `s` by action `a`, or nil when `a` is not enabled.
@inline(__always) func successor(_ s: UInt64, _ a: Int) -> UInt64? {
    if a < T { return (s & ~tabMask) | UInt64(a) }
    let sel = s & tabMask
    let shift = firstTab + sel * perTab
    let field = (s >> shift) & fieldMask
    let depth = field & depthMask
    let rest = s & ~(fieldMask << shift)
    if a < T + K {
        guard depth < UInt64(D) else { return nil }
        let pushed = (field | (UInt64(a - T) << (depthBits + depth * valueBits))) + 1
        return rest | (pushed << shift)
    }
    switch a - T - K {
    case 0:
        guard depth > 0 else { return nil }
        let popped = (field & ~(valueMask << (depthBits + (depth - 1) * valueBits))) - 1
        return rest | (popped << shift)
    case 1:
        guard depth > 0 else { return nil }
        return rest
    default:
        return s ^ (1 << tabBits)
    }
}

/// The two invariants of the bench spec: no tab deeper than D, the selected tab is a tab.
@inline(__always) func invariantsHold(_ s: UInt64) -> Bool {
    if Int(s & tabMask) >= T { return false }
    var shift = firstTab
    for _ in 0..<T {
        if Int((s >> shift) & depthMask) > D { return false }
        shift += perTab
    }
    return true
}

/// Parent links in segments of 2^20 (parent index, action).
struct Links {
    var parents: [UnsafeMutablePointer<UInt32>] = []
    var actions: [UnsafeMutablePointer<UInt8>] = []
    var count = 0
    @inline(__always) mutating func append(parent: Int, action: Int) {
        if keepLinks {
            if count & 0xFFFFF == 0 {
                parents.append(.allocate(capacity: 1 << 20))
                actions.append(.allocate(capacity: 1 << 20))
            }
            parents[count >> 20][count & 0xFFFFF] = UInt32(truncatingIfNeeded: parent)
            actions[count >> 20][count & 0xFFFFF] = UInt8(truncatingIfNeeded: action)
        }
        count += 1
    }
}

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// The search. Successors are generated for a group of eight states and their first slots loaded
/// together (independent loads, so the cache misses overlap), then inserted in order: the order,
/// and so the links and the levels, are those of a plain one-state-at-a-time search.
func search() -> (distinct: Int, transitions: Int, depth: Int, violations: Int) {
    var table = Table()
    var links = Links()
    var transitions = 0
    var violations = 0
    var frontier: [UInt64] = [0]
    _ = table.insert(0)
    links.append(parent: -1, action: 0)
    if !invariantsHold(0) { violations += 1 }
    var base = 0
    var depth = 0
    let group = 8
    let pendingState = UnsafeMutablePointer<UInt64>.allocate(capacity: group * actionCount)
    let pendingFrom = UnsafeMutablePointer<Int32>.allocate(capacity: group * actionCount)
    let pendingAction = UnsafeMutablePointer<UInt8>.allocate(capacity: group * actionCount)
    var touched: UInt64 = 0
    while true {
        var next: [UInt64] = []
        next.reserveCapacity(frontier.count * 2)
        var groupStart = 0
        while groupStart < frontier.count {
            let groupEnd = min(groupStart + group, frontier.count)
            var pending = 0
            for pos in groupStart..<groupEnd {
                let s = frontier[pos]
                for a in 0..<actionCount {
                    guard let t = successor(s, a) else { continue }
                    transitions += 1
                    if t == s { continue }
                    pendingState[pending] = t
                    pendingFrom[pending] = Int32(truncatingIfNeeded: pos)
                    pendingAction[pending] = UInt8(truncatingIfNeeded: a)
                    touched &+= table.firstSlot(t).pointee
                    pending += 1
                }
            }
            for i in 0..<pending where table.insert(pendingState[i]) {
                links.append(parent: base + Int(pendingFrom[i]), action: Int(pendingAction[i]))
                if !invariantsHold(pendingState[i]) { violations += 1 }
                next.append(pendingState[i])
            }
            groupStart = groupEnd
        }
        if next.isEmpty { break }
        base += frontier.count
        frontier = next
        depth += 1
    }
    if touched == 42 { print("") }  // keeps the loads ahead
    return (links.count, transitions, depth, violations)
}

let start = now()
let (distinct, transitions, depth, violations) = search()
let seconds = now() - start

var peak = 0
if let f = fopen("/proc/self/status", "r") {
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, f) != nil {
        let text = String(cString: line)
        if text.hasPrefix("VmHWM:") { peak = (Int(text.split(separator: " ")[1]) ?? 0) * 1024 }
    }
    fclose(f)
}
print("reference states=\(distinct) transitions=\(transitions) depth=\(depth) violations=\(violations)"
      + " links=\(keepLinks) seconds=\(Double(Int(seconds * 1000)) / 1000) peak_bytes=\(peak)"
      + " bytes_per_state=\(Double(Int(Double(peak) / Double(distinct) * 10)) / 10)")
