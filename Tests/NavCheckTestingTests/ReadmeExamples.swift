import NavCheckTesting
import Testing

// The README's code that is not the smallest stack example (`SmallestStackExample.swift`): compiled
// here, and copied into README.md line for line (ReadmeTests).

@Test func exploreMessages() throws {
    try exploreNavigation(MessagesApp())   // serves only while NAVCHECK_EXPLORE is set
}
