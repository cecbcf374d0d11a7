/// A device and how the system sets the horizontal size class on it: the environment that the system
/// changes, not the app.
///
/// Evidence (see `docs/Findings.md`, "Evidence"): Apple's Human Interface Guidelines, "Layout", list
/// every iPhone as compact in portrait; in landscape the wide iPhones (the Max and Plus models, iPhone
/// Air, iPhone 11, XR) are regular and the others compact; every iPad is regular full screen. The
/// `horizontalSizeClass` documentation adds that SwiftUI sets it from "the appearance of Slide Over and
/// Split View on iPad", which make an iPad app compact. In a view installed in a window on iOS and
/// iPadOS the value is never nil; nil is what a read outside an installed view gets, which is why nil
/// is offered only to the API alphabet.
public enum PlatformProfile: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// An iPhone held in portrait (or any iPhone that is compact in landscape): always compact.
    case iPhone
    /// A wide iPhone (Max, Plus, Air, 11, XR): compact in portrait, regular in landscape; rotating it
    /// changes the size class at any moment.
    case iPhoneWide
    /// An iPad with multitasking: regular full screen, compact in Slide Over or a narrow Split View;
    /// the user changes it at any moment.
    case iPad

    /// `iPhone`, `iPhone (wide)`, `iPad`.
    public var description: String {
        switch self {
        case .iPhone: "iPhone"
        case .iPhoneWide: "iPhone (wide)"
        case .iPad: "iPad"
        }
    }

    /// The size classes the system may report, in a fixed order.
    public var sizeClasses: [SizeClass] {
        switch self {
        case .iPhone: [.compact]
        case .iPhoneWide, .iPad: [.compact, .regular]
        }
    }

    /// Whether the size class can change while the app runs.
    public var sizeClassChanges: Bool { sizeClasses.count > 1 }
}
