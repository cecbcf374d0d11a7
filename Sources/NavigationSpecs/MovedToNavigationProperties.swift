import NavigationProperties

// The invariants libraries and the action capabilities lived in this module up to 0.5.0; 0.6.0 moved
// them to NavigationProperties, which NavCheckTesting re-exports. The old names still resolve for code
// that imports NavigationSpecs, with a warning that says where they went. Inside this module the names
// are written qualified (`NavigationProperties.SelectionInvariants`), since its own aliases would
// shadow them. A file that imports NavigationProperties itself sees the real declarations and no
// warning; one that imports NavCheckTesting and NavigationSpecs sees these aliases (a re-export does
// not outrank them), so it imports NavigationProperties too, or drops NavigationSpecs.

/// Moved to NavigationProperties.
@available(*, deprecated, renamed: "NavigationProperties.ResizeAction",
           message: "moved to NavigationProperties: import NavCheckTesting, or NavigationProperties beside NavigationSpecs")
public typealias ResizeAction = NavigationProperties.ResizeAction

/// Moved to NavigationProperties.
@available(*, deprecated, renamed: "NavigationProperties.BackAction",
           message: "moved to NavigationProperties: import NavCheckTesting, or NavigationProperties beside NavigationSpecs")
public typealias BackAction = NavigationProperties.BackAction

/// Moved to NavigationProperties.
@available(*, deprecated, renamed: "NavigationProperties.AdaptiveNavigationAction",
           message: "moved to NavigationProperties: import NavCheckTesting, or NavigationProperties beside NavigationSpecs")
public typealias AdaptiveNavigationAction = NavigationProperties.AdaptiveNavigationAction

/// Moved to NavigationProperties.
@available(*, deprecated, renamed: "NavigationProperties.NavigationInvariants",
           message: "moved to NavigationProperties: import NavCheckTesting, or NavigationProperties beside NavigationSpecs")
public typealias NavigationInvariants = NavigationProperties.NavigationInvariants

/// Moved to NavigationProperties.
@available(*, deprecated, renamed: "NavigationProperties.SelectionInvariants",
           message: "moved to NavigationProperties: import NavCheckTesting, or NavigationProperties beside NavigationSpecs")
public typealias SelectionInvariants = NavigationProperties.SelectionInvariants

/// Moved to NavigationProperties.
@available(*, deprecated, renamed: "NavigationProperties.RelaunchAction",
           message: "moved to NavigationProperties: import NavCheckTesting, or NavigationProperties beside NavigationSpecs")
public typealias RelaunchAction = NavigationProperties.RelaunchAction

/// Moved to NavigationProperties.
@available(*, deprecated, renamed: "NavigationProperties.PersistenceInvariants",
           message: "moved to NavigationProperties: import NavCheckTesting, or NavigationProperties beside NavigationSpecs")
public typealias PersistenceInvariants = NavigationProperties.PersistenceInvariants
