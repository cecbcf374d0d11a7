// Ported from Dimillian/AppRouter 72f63f4 (1.0.2), Sources/AppRouter/Protocols.swift, without SwiftUI.

/// A type that can serve as a navigation destination.
public protocol DestinationType: Hashable {
  /// Creates a destination from a URL path component with full path context and query parameters.
  static func from(path: String, fullPath: [String], parameters: [String: String]) -> Self?
}

/// A type that can be presented as a sheet.
public protocol SheetType: Hashable, Identifiable {}

/// A type that can serve as a tab in a tab-based navigation system.
public protocol TabType: Hashable, CaseIterable, Identifiable, Sendable {
  /// The icon name (SF Symbol) for this tab
  var icon: String { get }
}
