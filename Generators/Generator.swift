/// One definition of a finite set of values that can be **enumerated** (exhaustive mode),
/// **sampled** (random mode) and **shrunk** (simpler candidates for a value).
///
/// Values are addressed by an index in `0..<count`; the enumeration order is fixed and *earlier is
/// simpler*: shrinking proposes indices of simpler values. Because a generator is a pure function of
/// its index, enumeration needs no array and a trace can name a value by its index.
///
/// ```swift
/// let roots = Generator.range(0..<3)                  // 0, 1, 2
/// let select = roots.map { Action.select(rootID: $0) }
/// let all = Generator.oneOf(select, .constant(Action.back))
/// all.count            // 4
/// all[3]               // .back
/// ```
public struct Generator<Value>: Sendable {
    /// How many values the generator holds.
    public let count: Int
    @usableFromInline let element: @Sendable (Int) -> Value
    @usableFromInline let weightOf: @Sendable (Int) -> UInt64
    @usableFromInline let simpler: @Sendable (Int) -> [Int]

    /// Creates a generator from its parts.
    ///
    /// - Parameters:
    ///   - count: the number of values (at least zero).
    ///   - weight: the sampling weight of the value at an index (default 1 for every value).
    ///   - simpler: indices of simpler values than the one at an index (default: none).
    ///   - element: the value at an index in `0..<count`.
    public init(
        count: Int,
        weight: @escaping @Sendable (Int) -> UInt64 = { _ in 1 },
        simpler: @escaping @Sendable (Int) -> [Int] = { _ in [] },
        element: @escaping @Sendable (Int) -> Value
    ) {
        precondition(count >= 0, "a generator cannot hold a negative number of values")
        self.count = count
        self.element = element
        self.weightOf = weight
        self.simpler = simpler
    }

    /// The value at `index`, in enumeration order.
    @inlinable
    public subscript(index: Int) -> Value { element(index) }

    /// Every value, in enumeration order. Complexity: O(count).
    public var allValues: [Value] { (0..<count).map(element) }

    /// The sampling weight of the value at `index`.
    public func weight(at index: Int) -> UInt64 { weightOf(index) }

    /// Indices of values simpler than the one at `index`, most promising first.
    public func simplerCandidates(ofIndex index: Int) -> [Int] {
        simpler(index).filter { $0 >= 0 && $0 < count && $0 != index }
    }

    /// Samples an index, weighted, among those for which `isAllowed` holds; nil when none is allowed
    /// or every allowed weight is zero. Complexity: O(count).
    public func sampleIndex<R: RandomNumberGenerator>(
        using rng: inout R, where isAllowed: (Int) -> Bool = { _ in true }
    ) -> Int? {
        var total: UInt64 = 0
        for i in 0..<count where isAllowed(i) { total &+= weightOf(i) }
        guard total > 0 else { return nil }
        var pick = rng.next(upperBound: total)
        for i in 0..<count where isAllowed(i) {
            let w = weightOf(i)
            if pick < w { return i }
            pick -= w
        }
        return nil
    }

    /// Samples a value, weighted.
    public func sample<R: RandomNumberGenerator>(using rng: inout R) -> Value? {
        sampleIndex(using: &rng).map(element)
    }
}

extension Generator {
    /// A generator of the single value `value`.
    public static func constant(_ value: Value) -> Generator where Value: Sendable {
        Generator(count: 1) { _ in value }
    }

    /// The values of `elements`, in their order; earlier elements are simpler.
    public static func element(of elements: [Value]) -> Generator where Value: Sendable {
        Generator(count: elements.count, simpler: { i in i > 0 ? [0, i - 1] : [] }) { elements[$0] }
    }

    /// A generator of the same indices whose values are transformed by `transform`.
    public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Generator<T> {
        let element = self.element
        return Generator<T>(count: count, weight: weightOf, simpler: simpler) { transform(element($0)) }
    }

    /// The same values with every weight replaced by `weight`.
    public func weighted(_ weight: UInt64) -> Generator {
        Generator(count: count, weight: { _ in weight }, simpler: simpler, element: element)
    }

    /// The values of each generator in turn: first all of `parts[0]`, then all of `parts[1]`, …
    /// Values of earlier parts count as simpler than values of later parts.
    public static func oneOf(_ parts: Generator...) -> Generator { oneOf(parts) }

    /// The values of each generator in turn (see ``oneOf(_:)-7w841``).
    public static func oneOf(_ parts: [Generator]) -> Generator {
        var offsets: [Int] = []
        var total = 0
        for part in parts { offsets.append(total); total += part.count }
        let starts = offsets
        @Sendable func locate(_ index: Int) -> (part: Int, local: Int) {
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= index { lo = mid } else { hi = mid - 1 }
            }
            // Skip empty parts that share the same start.
            var p = lo
            while p + 1 < starts.count && starts[p + 1] <= index { p += 1 }
            return (p, index - starts[p])
        }
        return Generator(
            count: total,
            weight: { i in let (p, l) = locate(i); return parts[p].weightOf(l) },
            simpler: { i in
                let (p, l) = locate(i)
                var out = parts[p].simpler(l).map { $0 + starts[p] }
                for earlier in 0..<p where parts[earlier].count > 0 { out.append(starts[earlier]) }
                return out
            },
            element: { i in let (p, l) = locate(i); return parts[p].element(l) }
        )
    }

    /// `nil` (the simplest value) followed by every value of `self`.
    public var optional: Generator<Value?> {
        let element = self.element, weightOf = self.weightOf, simpler = self.simpler
        return Generator<Value?>(
            count: count + 1,
            weight: { $0 == 0 ? 1 : weightOf($0 - 1) },
            simpler: { $0 == 0 ? [] : [0] + simpler($0 - 1).map { $0 + 1 } },
            element: { $0 == 0 ? nil : element($0 - 1) }
        )
    }

    /// Every pair of a value of `self` and a value of `other`, `self` varying slowest.
    public func pairs<Other>(with other: Generator<Other>) -> Generator<(Value, Other)> {
        let a = self, b = other
        let n = b.count
        return Generator<(Value, Other)>(
            count: a.count * n,
            weight: { i in a.weightOf(i / n) &* b.weightOf(i % n) },
            simpler: { i in
                let (x, y) = (i / n, i % n)
                return a.simpler(x).map { $0 * n + y } + b.simpler(y).map { x * n + $0 }
            },
            element: { i in (a.element(i / n), b.element(i % n)) }
        )
    }

    /// Every array of `self`'s values whose length lies in `lengths`, shorter arrays first, then in
    /// lexicographic order of element indices. Shrinking drops elements and simplifies them.
    public func arrays(lengths: ClosedRange<Int>) -> Generator<[Value]> {
        precondition(lengths.lowerBound >= 0, "lengths cannot be negative")
        let base = self
        let k = base.count
        var starts: [Int] = []
        var total = 0
        for length in lengths {
            starts.append(total)
            var size = 1
            for _ in 0..<length { size *= k }
            total += size
            if k == 0 { break }
        }
        let firstLength = lengths.lowerBound
        let offsets = starts
        @Sendable func digits(_ index: Int) -> [Int] {
            var p = offsets.count - 1
            while offsets[p] > index { p -= 1 }
            var local = index - offsets[p]
            var out = [Int](repeating: 0, count: firstLength + p)
            var i = out.count - 1
            while i >= 0 { out[i] = local % k; local /= k; i -= 1 }
            return out
        }
        @Sendable func index(_ ds: [Int]) -> Int? {
            let p = ds.count - firstLength
            guard p >= 0, p < offsets.count else { return nil }
            var local = 0
            for d in ds { local = local * k + d }
            return offsets[p] + local
        }
        return Generator<[Value]>(
            count: total,
            weight: { i in digits(i).reduce(1) { $0 &* base.weightOf($1) } },
            simpler: { i in
                let ds = digits(i)
                var out: [Int] = []
                for drop in ds.indices {
                    var shorter = ds; shorter.remove(at: drop)
                    if let j = index(shorter) { out.append(j) }
                }
                for at in ds.indices {
                    for s in base.simpler(ds[at]) {
                        var changed = ds; changed[at] = s
                        if let j = index(changed) { out.append(j) }
                    }
                }
                return out
            },
            element: { i in digits(i).map(base.element) }
        )
    }
}

extension Generator where Value == Int {
    /// The integers of `range`, in increasing order; smaller is simpler.
    public static func range(_ range: Range<Int>) -> Generator<Int> {
        let low = range.lowerBound
        return Generator(
            count: range.count,
            simpler: { i in i == 0 ? [] : [0, i / 2, i - 1] },
            element: { low + $0 }
        )
    }

    /// The integers of `range`, in increasing order; smaller is simpler.
    public static func range(_ range: ClosedRange<Int>) -> Generator<Int> {
        Self.range(range.lowerBound..<(range.upperBound + 1))
    }
}
