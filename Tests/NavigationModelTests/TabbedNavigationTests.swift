import Testing
@testable import NavigationModel

@Suite struct TabbedNavigationTests {
    @Test func eachTabKeepsItsOwnStack() {
        var app = TabbedNavigation(tabCount: 3)
        app.push(1)
        app.push(0)
        app.select(tab: 2)
        app.push(5)
        #expect(app.path(ofTab: 0).elements == [1, 0])
        #expect(app.path(ofTab: 1).isEmpty)
        #expect(app.path(ofTab: 2).elements == [5])
        app.pop()
        #expect(app.selectedPath.isEmpty)
        app.select(tab: 0)
        app.popToRoot()
        #expect(app.path(ofTab: 0).isEmpty)
        #expect(app == TabbedNavigation(tabCount: 3))
    }

    @Test func sizeClassTogglesAndShowsInTheScreens() {
        var app = TabbedNavigation(tabCount: 2)
        app.toggleSizeClass()
        #expect(app.sizeClass == .regular)
        app.push(3)
        #expect(app.screens == "[Tab 0 ▸ 3]  Tab 1 ▸ root  (regular)")
    }

    @Test(arguments: 0...TabStack.capacity)
    func stackPathsRoundTripThroughTheirWord(count: Int) {
        let values = (0..<count).map { ($0 * 7 + 3) % TabStack.valueLimit }
        let path = TabStack(values)
        #expect(path.elements == values)
        #expect(TabStack(packedValues: path.packedValues, count: count) == path)
        var popped = path
        if count > 0 {
            popped.removeLast()
            #expect(popped.elements == Array(values.dropLast()))
        }
    }

    @Test func everyTabSlotIsIndependent() {
        for tabs in 1...TabbedNavigation.maxTabs {
            var app = TabbedNavigation(tabCount: tabs)
            for t in 0..<tabs {
                app.select(tab: t)
                for _ in 0...t { app.push(t) }
            }
            for t in 0..<tabs { #expect(app.path(ofTab: t).elements == Array(repeating: t, count: t + 1), "\(tabs) tabs, tab \(t)") }
        }
    }
}
