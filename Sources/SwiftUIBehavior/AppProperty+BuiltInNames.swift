import ModelChecker

// A property the app writes itself under a built-in's name would take that name's place in reports,
// known violations and trace files with no word said: an error instead.

extension AppProperty {
    /// The default names of the built-in properties (``backLowersDepthByOne(_:_:stack:)`` and the
    /// others), which the app's own properties may not take.
    static var builtInNames: Set<String> {
        [
            // A single stack.
            "backLowersDepthByOne", "pushAddsOneScreen", "popToRootEmpties", "setPathAssigns",
            // Tabs.
            "switchingTabsKeepsStacks", "retapFollowsBehavior", "actionStaysInItsTab", "selectedTabIsShown",
            // Sheets and covers.
            "sheetKeepsStacksBeneath", "oneSheetAtALevel",
            // Deep links.
            "linkNotHiddenUnderSheet", "linkShowsItsTarget", "malformedLinkChangesNothing",
            // Async answers.
            "answerStaysInItsStack", "answerForGoneScreenChangesNothing",
            // Split views.
            "selectionSurvivesResize", "detailStackSurvivesResize",
            // Relaunch.
            "relaunchReturnsToScreen", "restoredScreensHaveData", "damagedDataNotLost", "lastSaveIsReadBack",
            // Liveness.
            "noDeadEnd", "canAlwaysGetHome", "everyScreenReachable", "workSettles",
        ]
    }
}

extension AppProperty {
    /// The built-in properties that judge the same thing (by their default names): a counterexample of
    /// two of them on one trace is one finding.
    static var judgingAlike: [Set<String>] {
        [["linkShowsItsTarget", "linkNotHiddenUnderSheet"]]
    }
}

extension AppMachine {
    /// Whether the built-ins `property` and `other` judge the same thing
    /// (`linkShowsItsTarget` and `linkNotHiddenUnderSheet`: a link's target hidden under a sheet).
    public func judgesAlike(_ property: String, _ other: String) -> Bool {
        let pair: Set = [property, other]
        guard pair.count == 2, AppProperty<App>.judgingAlike.contains(pair) else { return false }
        return !app.properties.contains { $0.isOwn && pair.contains($0.name) }
    }

    /// An own property of the app (``AppProperty/invariant(_:_:_:)`` and the others) named like a
    /// built-in one, in words, or nil.
    public var declarationProblem: String? {
        let builtIn = AppProperty<App>.builtInNames
        guard let clash = app.properties.first(where: { $0.isOwn && builtIn.contains($0.name) }) else { return nil }
        return "its own property '\(clash.name)' has the name of the built-in property .\(clash.name)(), which it would "
            + "silently stand in for: give yours another name (\"\(clash.name)Own\", or what it checks), or use the built-in "
            + ".\(clash.name)() (a built-in takes another name as its first argument: .\(clash.name)(\"mine\"))"
    }
}
