/// A screen's `.task`: started when the screen appears (and, for `.task(id:)`, when its id changes);
/// its answer arrives later, as a pending effect.
public struct ScreenTask<Store> {
    /// The task's name in traces, e.g. `load(recipe(2))`.
    public let name: String
    /// What happens to it when its screen disappears or its id changes.
    public let cancellation: Cancellation
    /// What it does once cancelled: nothing, or its `catch` code.
    public let onCancel: OnCancel<Store>
    let answer: (inout Store) throws -> Void
    let id: ((Store) -> String)?
    /// What its answer changes on purpose beyond its own stack (``Navigation``).
    public let navigates: [Navigation]

    /// A task named `name` whose answer `answer` applies to the store, and which does nothing once
    /// cancelled.
    ///
    /// - Parameters:
    ///   - cancellation: by default `.either`: SwiftUI cancels `.task` "at some point after the view
    ///     disappears", and cancellation is cooperative, so an answer already past its `await` still
    ///     applies; the checker explores both. Say `.withScreen` when the answer is applied only after a
    ///     `Task.isCancelled` check.
    ///   - id: the value of `.task(id:)`: when it changes while the screen is on view, the task is
    ///     cancelled (as `cancellation` says) and started again.
    ///   - navigates: what the answer changes on purpose beyond its own stack (`[.presents("viewer")]`),
    ///     which the async built-in properties then accept.
    public init(_ name: String, cancellation: Cancellation = .either, id: ((Store) -> String)? = nil,
                navigates: [Navigation] = [], answer: @escaping (inout Store) throws -> Void) {
        self.init(name, cancellation: cancellation, id: id, onCancel: .nothing, navigates: navigates, answer: answer)
    }

    /// A task named `name` whose answer `answer` applies to the store, and which runs `onCancel` once
    /// cancelled: `.catch { store in … }` for a `catch` that runs when an `await` throws on
    /// cancellation (`CancellationError`, `URLError.cancelled`) and stores what it caught.
    public init(_ name: String, cancellation: Cancellation = .either, id: ((Store) -> String)? = nil,
                onCancel: OnCancel<Store>, navigates: [Navigation] = [], answer: @escaping (inout Store) throws -> Void) {
        self.navigates = navigates
        self.name = name
        self.cancellation = cancellation
        self.onCancel = onCancel
        self.id = id
        self.answer = answer
    }
}

/// What cancelled work does: a screen's `.task` when its screen goes or its id changes, an effect
/// started with a cancellation other than `.never`.
///
/// Swift's cancellation is cooperative: the `await` that notices it throws (`Task.checkCancellation()`
/// throws `CancellationError`, URLSession throws `URLError.cancelled`), and the task's `catch` runs.
///
/// ```swift
/// .task {
///     do { model.articles = try await api.articles() }
///     catch { model.error = "Failed to load" }     // runs when the list goes off view mid-load
/// }
/// ScreenTask("load", cancellation: .withScreen, onCancel: .catch { $0.error = "Failed to load" }) {
///     $0.articles = Articles.all
/// }
/// ```
public struct OnCancel<Store> {
    let code: ((inout Store) throws -> Void)?

    /// Nothing: the work stops quietly (it has no `catch`, or its `catch` returns when
    /// `Task.isCancelled` holds, or catches `CancellationError` alone and the await throws it).
    public static var nothing: OnCancel { OnCancel(code: nil) }

    /// The work's `catch` code, run at a later step as pending work of its own, `catch(name)`:
    /// answered by `answer(k)` as any pending work is, so under the `race` alphabet taps come before
    /// and after it, and under `ui` it runs before the next tap.
    public static func `catch`(_ code: @escaping (inout Store) throws -> Void) -> OnCancel {
        OnCancel(code: code)
    }
}

/// What happens to pending work when the screen that started it disappears.
public enum Cancellation: String, Sendable, Hashable, Codable {
    /// Cancelled, and its answer never applied: a `.task` whose awaits throw on cancellation, as
    /// URLSession's do (its `catch` runs next when it declares one, ``OnCancel/catch(_:)``).
    case withScreen
    /// Never cancelled: a `Task { }` started by a button, or work that ignores cancellation.
    case never
    /// Either: the checker explores both (cancellation is cooperative, and the code may not check it):
    /// the answer, or `cancel(k)` (then its `catch`, when it declares one).
    case either
}
