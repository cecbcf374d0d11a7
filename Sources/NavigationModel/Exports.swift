// The size class and the platform profiles are SwiftUI's environment, modelled in SwiftUIBehavior;
// every importer of NavigationModel sees them as before.
@_exported import SwiftUIBehavior
