import Foundation
import ModelChecker

/// The reductions a check uses, switched by the `NAVCHECK_REDUCTIONS` environment variable so that
/// the same tests run with each reduction and without any (as Spin's `-DNOREDUCE`), and must report the
/// same counterexamples: `off` (no reduction: every state as it is), `por` (partial-order
/// reduction on), `symmetry` (the declared symmetry, on by default), or a comma list (`por,symmetry`).
/// Unset or empty: the options' own (symmetry as declared, no partial-order reduction).
///
/// ```sh
/// NAVCHECK_REDUCTIONS=off swift test      # every reduction off
/// NAVCHECK_REDUCTIONS=por swift test      # partial-order reduction on, symmetry off
/// ```
public enum Reductions {
    /// `NAVCHECK_REDUCTIONS`.
    public static let variable = "NAVCHECK_REDUCTIONS"

    /// The reductions `value` names: exactly these are on, the others off; nil leaves `options` as
    /// they are.
    ///
    /// - Throws: ``CheckError`` naming the variable and the word it does not know.
    public static func apply(_ value: String?, to options: inout ExplorationOptions) throws(CheckError) {
        guard let value, !value.isEmpty else { return }
        let words = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var por = false, symmetry = false
        for word in words {
            switch word {
            case "off": continue
            case "por": por = true
            case "symmetry": symmetry = true
            default:
                throw CheckError(.invalidBound, "\(variable)=\(value): '\(word)' is not a reduction; write off, por, symmetry, "
                    + "or a comma list such as por,symmetry (unset: symmetry as declared, no partial-order reduction)")
            }
        }
        if words.contains("off") && words.count > 1 {
            throw CheckError(.invalidBound, "\(variable)=\(value): off turns every reduction off and cannot be listed with others")
        }
        options.partialOrderReduction = por
        options.reducesSymmetry = symmetry
    }
}
