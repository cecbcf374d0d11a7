import Testing
import XCTest

// A ``SwiftUIApp`` is checked as its ``AppMachine``: the same checks, options, failure texts, trace
// files and regression replays as any spec.

/// Checks `app` (its store, its own controls and SwiftUI's behaviour around it) in a Swift Testing
/// test: one issue per violated property.
///
/// ```swift
/// @Test func navigationHolds() { checkNavigation(RecipesApp()) }
/// ```
@discardableResult
public func checkNavigation<A: SwiftUIApp>(_ app: A, _ options: NavCheckOptions = NavCheckOptions(),
                                           sourceLocation: SourceLocation = #_sourceLocation,
                                           isolation: isolated (any Actor)? = #isolation) -> NavigationCheckResult? {
    eachVariant(of: app) { checkNavigation(AppMachine(app, assuming: $0), options, sourceLocation: sourceLocation) }
}

/// Replays one regression trace file on `app` in a Swift Testing test.
@discardableResult
public func replayRegression<A: SwiftUIApp>(_ path: String, on app: A,
                                            sourceLocation: SourceLocation = #_sourceLocation,
                                            isolation: isolated (any Actor)? = #isolation) -> NavigationCheckResult? {
    replayRegression(path, on: AppMachine(app), sourceLocation: sourceLocation)
}

/// Checks `app` in an XCTest test: one `XCTFail` per violated property.
@discardableResult
public func XCTAssertNavigationHolds<A: SwiftUIApp>(_ app: A, _ options: NavCheckOptions = NavCheckOptions(),
                                                    file: StaticString = #filePath, line: UInt = #line,
                                                    fileID: String = #fileID, function: String = #function,
                                                    isolation: isolated (any Actor)? = #isolation) -> NavigationCheckResult? {
    eachVariant(of: app) {
        XCTAssertNavigationHolds(AppMachine(app, assuming: $0), options, file: file, line: line, fileID: fileID, function: function)
    }
}

/// Replays every regression trace file in `directory` on `app` in an XCTest test.
@discardableResult
public func XCTAssertRegressionsHold<A: SwiftUIApp>(in directory: String, on app: A,
                                                    file: StaticString = #filePath, line: UInt = #line,
                                                    fileID: String = #fileID, function: String = #function,
                                                    isolation: isolated (any Actor)? = #isolation) -> [NavigationCheckResult] {
    XCTAssertRegressionsHold(in: directory, on: AppMachine(app), file: file, line: line, fileID: fileID, function: function)
}

/// Runs `check` once under each of the app's ``AppMachine/assumptionVariants`` (one, unless the app asks
/// to explore both ways what the evidence leaves open), every one: the result of the first variant that
/// fails, else of the last.
private func eachVariant<A: SwiftUIApp>(of app: A, isolation: isolated (any Actor)? = #isolation,
                                        _ check: (Assumptions) -> NavigationCheckResult?) -> NavigationCheckResult? {
    let variants = app.assumptions.exploresBoth ? AppMachine(app).assumptionVariants : [app.assumptions]
    let results = variants.map(check)
    return results.first { !($0?.failures.isEmpty ?? true) } ?? results.last ?? nil
}

// A `Sendable` app whose conformance is not isolated is expanded on every worker; any other app (one
// isolated to an actor, or one holding state that is not `Sendable`) takes its steps on the thread that
// runs the check.

/// Checks a `Sendable` app, on every core.
@discardableResult
public func checkNavigation<A: SwiftUIApp & Sendable>(_ app: A, _ options: NavCheckOptions = NavCheckOptions(),
                                                      sourceLocation: SourceLocation = #_sourceLocation) -> NavigationCheckResult? {
    eachVariant(of: app) { checkNavigation(AppMachine(app, assuming: $0), options, sourceLocation: sourceLocation) }
}

/// Replays one regression trace file on a `Sendable` app.
@discardableResult
public func replayRegression<A: SwiftUIApp & Sendable>(_ path: String, on app: A,
                                                       sourceLocation: SourceLocation = #_sourceLocation) -> NavigationCheckResult? {
    replayRegression(path, on: AppMachine(app), sourceLocation: sourceLocation)
}

/// Checks a `Sendable` app in an XCTest test, on every core.
@discardableResult
public func XCTAssertNavigationHolds<A: SwiftUIApp & Sendable>(_ app: A, _ options: NavCheckOptions = NavCheckOptions(),
                                                               file: StaticString = #filePath, line: UInt = #line,
                                                               fileID: String = #fileID, function: String = #function) -> NavigationCheckResult? {
    eachVariant(of: app) {
        XCTAssertNavigationHolds(AppMachine(app, assuming: $0), options, file: file, line: line, fileID: fileID, function: function)
    }
}

/// Replays every regression trace file in `directory` on a `Sendable` app in an XCTest test.
@discardableResult
public func XCTAssertRegressionsHold<A: SwiftUIApp & Sendable>(in directory: String, on app: A,
                                                               file: StaticString = #filePath, line: UInt = #line,
                                                               fileID: String = #fileID, function: String = #function) -> [NavigationCheckResult] {
    XCTAssertRegressionsHold(in: directory, on: AppMachine(app), file: file, line: line, fileID: fileID, function: function)
}
