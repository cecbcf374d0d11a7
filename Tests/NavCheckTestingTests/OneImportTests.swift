import NavCheckTesting

// This file imports NavCheckTesting alone: Swift Testing's `@Test` and XCTest's `XCTestCase` come with
// it, as do the engine, the generators, SwiftUI's behaviour and the invariants library.

@Test func oneImportIsEnoughForSwiftTesting() {
    let result = checkNavigation(MessagesApp())
    #expect(result?.holds == true)
}

final class OneImportXCTests: XCTestCase {
    func testOneImportIsEnoughForXCTest() {
        XCTAssertEqual(XCTAssertNavigationHolds(MessagesApp())?.holds, true)
    }
}
