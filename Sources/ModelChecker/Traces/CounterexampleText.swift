extension CheckReport.Violation {
    /// The counterexample as text: the property, the actions as Swift calls, the screens at every step,
    /// and the fields that changed in the last step. What a test failure and the command's terminal
    /// report show.
    ///
    /// ```text
    /// rootNotInStack (invariant) in notes, at rest, 2 actions: in the split view the detail column's …
    ///   kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
    ///   level 1 is in the split view's stack: [folder 1]
    ///   actions: resize(.regular), deepLink("notes://folder/1")
    ///    0. start                        Folders
    ///    1. resize(.regular)             [Folders] | Empty
    ///    2. deepLink("notes://folder/1") [Folders ▸ Home] | Home › Home
    ///   the last step changed (- before, + after):
    ///   - selectedFolder: nil
    ///   + selectedFolder: 1
    /// ```
    ///
    /// - Parameters:
    ///   - entry: the machine's (or catalog entry's) name.
    ///   - color: whether to use ANSI colour (only on a terminal without `NO_COLOR`).
    public func text(entry: String, color: Bool = false) -> String {
        let v = self
        var out = "\(paint(v.property, "1", color: color)) (\(v.kind)) in \(entry), \(v.finding)"
            + "\(v.leavesAppWrongAtRest == true ? " that leaves the app wrong at rest" : ""), "
            + "\(v.length) action\(v.length == 1 ? "" : "s"): \(v.meaning)\n"
        out += "  kind: \(v.finding): \(v.finding.explanation)\n"
        if let cause = v.cause { out += "  cause: \(cause)\n" }
        out += "  \(v.message)\n"
        out += "  actions: " + (v.actions.isEmpty ? "(the initial state)" : v.actions.joined(separator: ", ")) + "\n"
        for (i, step) in v.steps.enumerated() {
            let label = step.action ?? "start"
            if let loop = v.loopStart, i == loop + 1 { out += "  loop (back to step \(loop)):\n" }
            out += "  \(pad(String(i), 2, left: true)). \(pad(label, 28)) \(step.screens)\n"
        }
        if let loop = v.loopStart { out += "  … and again from step \(loop), for ever\n" }
        if let screens = v.reachableScreens {
            out += "  still reachable from here: " + (screens.isEmpty ? "nothing else" : screens.joined(separator: " · ")) + "\n"
        }
        if let fault = v.fault { out += "  fault: \(fault)\n" }
        if !v.changes.isEmpty { out += "  the last step changed (- before, + after):\n" }
        for change in v.changes {
            out += "  " + paint("- \(change.name): \(change.before)", "31", color: color) + "\n"
            out += "  " + paint("+ \(change.name): \(change.after)", "32", color: color) + "\n"
        }
        return out
    }
}

/// `12,290,298`.
public func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return n < 0 ? "-" + out : out
}

/// `text` in the ANSI colour `code` (`31` red, `32` green, `1` bold) when `color`, else as it is.
package func paint(_ text: String, _ code: String, color: Bool) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
}

/// `s` padded with spaces to `width` characters (on the left when `left`); longer text is left whole.
package func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
    let n = s.count
    guard n < width else { return s }
    let fill = String(repeating: " ", count: width - n)
    return left ? fill + s : s + fill
}
