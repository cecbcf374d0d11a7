import ModelChecker
import NavigationModel
@testable import NavigationSpecs

/// Witnesses for the other seed subjects' properties that no seed entry violates.
enum SeedWitnesses {
    static let all: [Witness] = []
}
