import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// What the user sees, structured for drawing a device: the same screens as the screen line.

@Suite("The picture of a state")
struct PictureTests {
    @Test func aSplitViewInATabIsItsColumnsWithTheSelectedRow() throws {
        let (m, s) = try state(SplitApp(), after: [.system(.select("library", row: "a")), .user("open")])
        let picture = try #require(m.picture(of: s))
        #expect(m.screens(of: s) == "[library] [library ▸ a] | a › step(1)")
        #expect(picture.sizeClass == "regular")
        #expect(picture.content.tabs == ["library", "settings"] && picture.content.selectedTab == "library")
        #expect(picture.content.columns == [
            .init(title: "library", rows: ["a", "b"], selectedRow: "a"),
            .init(title: "a", screens: ["a", "step(1)"]),
        ])
        #expect(picture.layers.isEmpty && picture.pending.isEmpty)
    }

    @Test func aTabBarOfTheCompactBranchOnlyIsNotDrawnInRegularWidth() throws {
        let (m, regular) = try state(CompactTabsApp(locks: false), after: [.system(.resize(.compact)), .system(.tapTab("search")),
                                                                          .system(.resize(.regular))])
        #expect(m.screens(of: regular) == "[content] | Empty")
        #expect(try #require(m.picture(of: regular)).content.tabs.isEmpty)
        let (_, compact) = try state(CompactTabsApp(locks: false), after: [.system(.resize(.compact)), .system(.tapTab("search"))])
        #expect(m.screens(of: compact) == "[search] search")
        let picture = try #require(m.picture(of: compact))
        #expect(picture.content.tabs == ["home", "search"] && picture.content.selectedTab == "search")
    }

    @Test func aSheetIsALayerOverTheContentAndCompactWidthCollapsesTheSplitView() throws {
        let (m, s) = try state(SplitApp(), after: [.system(.resize(.compact)), .system(.select("library", row: "b")), .user("info")])
        let picture = try #require(m.picture(of: s))
        #expect(picture.sizeClass == "compact" && picture.device == "iPad")
        #expect(picture.content.columns == [.init(title: "library", screens: ["library", "b"])])
        #expect(picture.layers == [.init(name: "info", isCover: false, content: .init())])
    }

    @Test func pendingWorkIsListedAsOnTheScreenLine() throws {
        let (m, s) = try state(SplitApp(loads: true), after: [.system(.select("library", row: "a"))])
        let picture = try #require(m.picture(of: s))
        #expect(m.screens(of: s).hasSuffix("⏳ load"))
        #expect(picture.pending == ["load"])
    }
}
