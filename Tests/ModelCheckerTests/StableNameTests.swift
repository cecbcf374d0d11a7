import Foundation
import Testing
@testable import ModelChecker

/// Types without a `description`, as a spec's own action enum is written.
private enum Tab: Hashable, Codable, Sendable { case browse, search }
private struct Point: Hashable { var x: Int; var y: Int }
private struct Empty: Hashable {}
private struct Box<Value> { var value: Value }
private enum Tap: Hashable {
    case back
    case openRecipe(Int)
    case step(Int, Int)
    case open(id: Int)
    case move(from: Int, to: Int)
    case tap(Tab)
    case search(String)
    case select(Tab?)
    case show([Int])
    case go(Point)
    case pair(Tab, Tab)
    case mixed(Int, label: String)
    case nested(Tap2)
}
private indirect enum Tap2: Hashable { case inner(Tab), leaf }
/// A type with its own description: the description wins.
private enum Described: CustomStringConvertible {
    case a, b(Int)
    var description: String { if case .a = self { "first" } else { "second" } }
}
private final class Node {
    var id: Int
    var next: Node?
    init(id: Int, next: Node? = nil) { self.id = id; self.next = next }
}
private class Base { var a = 1 }
private final class Derived: Base { var b = 2 }

@Suite struct StableNameTests {
    @Test("enum cases: plain, with a payload, several, labelled, nested, quoted")
    func enumCases() {
        #expect(StableText.name(of: Tap.back) == "back")
        #expect(StableText.name(of: Tap.openRecipe(2)) == "openRecipe(2)")
        #expect(StableText.name(of: Tap.openRecipe(-3)) == "openRecipe(-3)")
        #expect(StableText.name(of: Tap.step(0, 1)) == "step(0, 1)")
        #expect(StableText.name(of: Tap.open(id: 2)) == "open(id: 2)")
        #expect(StableText.name(of: Tap.move(from: 1, to: 2)) == "move(from: 1, to: 2)")
        #expect(StableText.name(of: Tap.mixed(1, label: "a")) == "mixed(1, label: \"a\")")
        #expect(StableText.name(of: Tap.tap(.browse)) == "tap(.browse)")
        #expect(StableText.name(of: Tap.pair(.browse, .search)) == "pair(.browse, .search)")
        #expect(StableText.name(of: Tap.nested(.inner(.search))) == "nested(.inner(.search))")
        #expect(StableText.name(of: Tap.nested(.leaf)) == "nested(.leaf)")
        #expect(StableText.name(of: [Tap.openRecipe(1), .back]) == "[.openRecipe(1), .back]")
        #expect(StableText.name(of: Tap.search("x")) == "search(\"x\")")
        #expect(StableText.name(of: Tap.search("say \"hi\"\n")) == #"search("say \"hi\"\n")"#)
        #expect(StableText.name(of: Tab.search) == "search")
    }

    @Test("optionals are nil or their value; arrays, structs and collections of them")
    func optionalsStructsCollections() {
        #expect(StableText.name(of: Tap.select(nil)) == "select(nil)")
        #expect(StableText.name(of: Tap.select(.browse)) == "select(.browse)")
        #expect(StableText.name(of: Optional(Tap.openRecipe(1)) as Any) == "openRecipe(1)")
        #expect(StableText.name(of: Optional<Int>.none as Any) == "nil")
        #expect(StableText.name(of: Tap.show([1, 2])) == "show([1, 2])")
        #expect(StableText.name(of: Tap.show([])) == "show([])")
        #expect(StableText.name(of: Tap.go(Point(x: 1, y: 2))) == "go(Point(x: 1, y: 2))")
        #expect(StableText.name(of: Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
        #expect(StableText.name(of: Empty()) == "Empty()")
        #expect(StableText.name(of: Box(value: Tab.browse)) == "Box<Tab>(value: .browse)")
        #expect(StableText.name(of: [Tab.browse, .search]) == "[.browse, .search]")
        #expect(StableText.name(of: ["a", "b"]) == "[\"a\", \"b\"]")
        #expect(StableText.name(of: (1, "a")) == "(1, \"a\")")
        #expect(StableText.name(of: (x: 1, y: Tab.search)) == "(x: 1, y: .search)")
    }

    @Test("dictionaries and sets in the same order on every run: sorted by their elements' names")
    func unorderedCollections() {
        let dictionary: [String: Int] = ["b": 2, "a": 1, "c": 3]
        #expect(StableText.name(of: dictionary) == "[\"a\": 1, \"b\": 2, \"c\": 3]")
        #expect(StableText.name(of: [Int: Tab]()) == "[:]")
        #expect(StableText.name(of: Set([3, 1, 2])) == "[1, 2, 3]")
        #expect(StableText.name(of: Set([Tab.search, .browse])) == "[.browse, .search]")
        // The same elements inserted in another order give the same name.
        var other: [String: Int] = [:]
        for key in ["c", "a", "b"] { other[key] = dictionary[key] }
        #expect(StableText.name(of: other) == StableText.name(of: dictionary))
    }

    @Test("a description of the value's own type wins, nested or not; numbers and Booleans print as Swift does")
    func descriptionsWin() {
        #expect(StableText.name(of: Described.a) == "first")
        #expect(StableText.name(of: Described.b(4)) == "second")
        #expect(StableText.name(of: [Described.a]) == "[first]")
        #expect(StableText.name(of: 2) == "2")
        #expect(StableText.name(of: 1.5) == "1.5")
        #expect(StableText.name(of: true) == "true")
        #expect(StableText.name(of: Fault("x")) == "x")
    }

    @Test("classes: their stored properties, a superclass's first, an instance met inside itself as …")
    func classes() {
        #expect(StableText.name(of: Node(id: 1, next: Node(id: 2))) == "Node(id: 1, next: Node(id: 2, next: nil))")
        let loop = Node(id: 1)
        loop.next = loop
        #expect(StableText.name(of: loop) == "Node(id: 1, next: Node(…))")
        #expect(StableText.name(of: Derived()) == "Derived(a: 1, b: 2)")
    }
}
