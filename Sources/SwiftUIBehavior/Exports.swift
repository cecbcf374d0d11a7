// SwiftUI's behaviour is stated in the headless model's terms (a scene's size class, a platform
// profile, the stacks and tabs it shows), so an importer of SwiftUIBehavior sees NavigationModel too:
// `SizeClass`, `Layout` and `PlatformProfile`, which lived here before, resolve as they did.
// The other way round never: nothing below this module imports or re-exports it
// (`Tests/NavCheckTestingTests/ModuleLayeringTests.swift`).
@_exported import NavigationModel
