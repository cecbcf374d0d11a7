/// What tells two violations of one property apart as two defects rather than one: the *cause*.
///
/// The cause of a violation is its message with the values left out: whatever stands in brackets,
/// parentheses, braces or double quotes becomes `…`, and every run of digits `#`. What is left is the
/// wording of the failure and the names the message gives outside brackets: the last action's name
/// where the message starts with it (a built-in's `openURL(…): inbox shows …, not …`), the declaration
/// it breaks (the stack, tab or sheet it names), and what went wrong. So
/// `openURL("app://a"): inbox shows [a], not [b]` and `openURL("app://b"): inbox shows [], not [c]` have
/// one cause, and `openURL("app://a"): inbox is not on view (reply)` another.
///
/// A search that reports several counterexamples of a property (``ExplorationOptions/counterexamplesPerProperty``)
/// reports one per cause: the first of each cause in breadth-first order, so the shortest.
public enum ViolationCause {
    /// The cause of a violation whose message is `message`.
    ///
    /// ```swift
    /// ViolationCause.of("tapTab(search): inbox shows [1, 2], not [1]")   // "tapTab…: inbox shows …, not …"
    /// ```
    /// - Complexity: O(*n*) in the message's length.
    public static func of(_ message: String) -> String {
        var out = ""
        out.reserveCapacity(message.utf8.count)
        var closers: [Character] = []
        var inDigits = false
        for c in message {
            if let close = closers.last {
                if c == close {
                    closers.removeLast()
                } else if close != "\"", let opened = closer(of: c) {
                    closers.append(opened)
                }
                continue
            }
            if let close = closer(of: c) {
                closers.append(close)
                out += "…"
                inDigits = false
                continue
            }
            if c.isASCII, c.isNumber {
                if !inDigits { out.append("#") }
                inDigits = true
                continue
            }
            inDigits = false
            out.append(c)
        }
        return out
    }

    /// The character that closes `c`, when `c` opens a value.
    private static func closer(of c: Character) -> Character? {
        switch c {
        case "(": ")"
        case "[": "]"
        case "{": "}"
        case "\"": "\""
        default: nil
        }
    }
}
