// Scroll's navigation at commit 2c80377362281dde89948f67a58647936216c2bb ("Centralize navigation"):
// `Scroll/View.swift`'s `Navigation` and `Scroll/Views/ContentView.swift`'s path, its
// `@SceneStorage("navigation")`, the `onAppear` that restores it and the `onChange(of:)` that saves it.
// Core Data is replaced by `Library`, which keeps the objects' ids; a route holds the id of its object.

/// `enum Navigation: Hashable, Codable { case home, title(Title), content(Content) }`.
public enum Navigation: Hashable, Sendable, CustomStringConvertible {
    case home
    case title(Int)
    case content(Int)

    public var description: String {
        switch self {
        case .home: "home"
        case .title(let id): "title(\(id))"
        case .content(let id): "content(\(id))"
        }
    }

    /// `encode(to:)`: `"home"`, or the object's `objectID.uriRepresentation()`.
    public var encoded: String {
        switch self {
        case .home: "\"home\""
        case .title(let id): "\"x-coredata://scroll/Title/p\(id)\""
        case .content(let id): "\"x-coredata://scroll/Content/p\(id)\""
        }
    }

    /// `init(from:)`: a URL whose object the view context still holds is that object's route; anything
    /// else (a deleted object, `"home"`) is `.home`. A value that is not a string throws.
    public init(decoding text: Substring, in library: Library) throws {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { throw Library.DecodingError() }
        let url = text.dropFirst().dropLast()
        if url.hasPrefix("x-coredata://scroll/Title/p"), let id = Int(url.dropFirst(27)), library.titles.contains(id) {
            self = .title(id)
        } else if url.hasPrefix("x-coredata://scroll/Content/p"), let id = Int(url.dropFirst(29)), library.contents.contains(id) {
            self = .content(id)
        } else {
            self = .home
        }
    }
}

/// The Core Data store: the ids of the titles and contents that exist (persistent across launches).
public struct Library: Hashable, Sendable {
    public var titles: Set<Int> = [1]
    public var contents: Set<Int> = [1]
    public init() {}

    /// `JSONDecoder` failing.
    public struct DecodingError: Error {}
}

/// `ContentView`'s state: `@State private var navigator: [Navigation]`, with the library it shows.
public struct ContentView: Hashable, Sendable {
    public var navigator: [Navigation] = []
    public var library = Library()
    public init() {}

    /// `.onChange(of: navigator) { … navigation = try? encoder.encode(nav) }`: the JSON array.
    public var navigationData: String { "[" + navigator.map(\.encoded).joined(separator: ",") + "]" }

    /// `.onAppear { if let nav = try? decoder.decode([Navigation].self, from: navigation) { navigator = nav } }`,
    /// throwing where the decoder throws (the view's `try?` then leaves the path as it is).
    public mutating func restore(from data: String) throws {
        guard data.first == "[", data.last == "]" else { throw Library.DecodingError() }
        let items = data.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
        navigator = try items == [""] ? [] : items.map { try Navigation(decoding: $0, in: library) }
    }

    /// A title in the grid (`NavigationLink(value: Navigation.title(title))`).
    public mutating func open(title id: Int) { navigator.append(.title(id)) }
    /// A content in the title's list (`NavigationLink(value: Navigation.content(content))`).
    public mutating func open(content id: Int) { navigator.append(.content(id)) }
    /// `DeleteTitleButtonView` in the title's toolbar: `viewContext.delete(title)`, then `save()`; nothing
    /// else (the path is left as it is). The title's contents go with it (cascade).
    public mutating func delete(title id: Int) {
        library.titles.remove(id)
        library.contents.remove(id)
    }
    /// `DeleteContentButtonView` in the content's toolbar: `viewContext.delete(content)`, then `save()`.
    public mutating func delete(content id: Int) { library.contents.remove(id) }
}
