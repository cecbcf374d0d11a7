// `import NavCheckTesting`, plus the user's own module, is all a spec needs: the engine, the
// generators, SwiftUI's own behaviour, the headless navigation model and the invariants library come
// with it. Never the seed ports (`SeedStores`), the catalog (`NavigationSpecs`) or the command's reports
// (`Reports`): `Tests/NavCheckTestingTests/ModuleBoundaryTests.swift` keeps it so.
@_exported import Generators
@_exported import ModelChecker
@_exported import NavigationModel
@_exported import NavigationProperties
@_exported import SwiftUIBehavior
@_exported import Testing
@_exported import XCTest
