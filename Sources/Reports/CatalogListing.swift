import NavigationSpecs

/// The `navcheck list` table.
public enum CatalogListing {
    /// One line per entry: name, subject, seed, bounds, profile, alphabet, expectation.
    public static func render(_ entries: [CatalogEntry]) -> String {
        let rows = [["NAME", "SUBJECT", "SEED", "BOUNDS", "PROFILE", "ALPHABET", "EXPECTED"]] + entries.map {
            [$0.name, $0.subject, $0.seed, $0.bounds, $0.profile?.description ?? "—", $0.alphabet.rawValue,
             $0.expectation.description]
        }
        return table(rows)
    }

    /// Left-aligned columns separated by two spaces, trailing spaces trimmed.
    public static func table(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { c in rows.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (c, cell) in row.enumerated() {
                line += c == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[c] - cell.count + 2)
            }
            return line
        }.joined(separator: "\n")
    }
}
