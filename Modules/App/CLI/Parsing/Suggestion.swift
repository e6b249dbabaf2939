/// "Did you mean …?" for a mistyped command, subcommand or flag: the closest known word within two
/// edits, when there is exactly one such best match.
enum Suggestion {
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(typed.lowercased(), $0.lowercased())) }
        guard let best = scored.map(\.1).min(), best <= min(2, max(1, typed.count / 2)) else { return nil }
        let matches = scored.filter { $0.1 == best }
        return matches.count == 1 ? matches[0].0 : nil
    }

    /// " — did you mean 'open'?", or nothing.
    static func phrase(for typed: String, among candidates: [String]) -> String {
        closest(to: typed, among: candidates).map { " — did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, with a swap of two neighbours counted as one edit.
    static func distance(_ first: String, _ second: String) -> Int {
        let a = Array(first)
        let b = Array(second)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
