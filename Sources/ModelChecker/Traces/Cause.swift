/// A violation's message with the values left out: the default part of a ``Defect`` for a machine
/// that says nothing of its own (``StateMachine/defect(of:message:before:step:after:)``).
///
/// Whatever stands in brackets, parentheses, braces or double quotes becomes `…`, and every run of
/// digits `#`. What is left is the wording of the failure and the names the message gives outside
/// brackets. So `openURL("app://a"): inbox shows [a], not [b]` and `openURL("app://b"): inbox shows [],
/// not [c]` have one cause, and `openURL("app://a"): inbox is not on view (reply)` another. A message
/// that names its values without brackets (`tab inbox is selected, not search`) keeps them, which is
/// why a ``SwiftUIApp`` judges its defects by the failing step and the scene instead.
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
