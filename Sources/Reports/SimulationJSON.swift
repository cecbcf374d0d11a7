import Foundation
import ModelChecker

extension SimulationReport {
    /// This result as pretty, key-sorted JSON (`navcheck simulate --json`).
    public func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
