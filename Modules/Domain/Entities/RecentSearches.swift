/// The rules for recent searches, kept in one value so the store and its tests apply them alike:
/// at most `limit` queries, most recent first, no duplicates (ignoring case and surrounding spaces),
/// and no blank ones.
public struct RecentSearches: Hashable, Sendable {
    /// The most queries kept; the oldest beyond it is dropped on `record(_:)`.
    public static let limit = 10

    /// Most recent first.
    public private(set) var queries: [String]

    /// Applies the rules to `queries` (most recent first), so duplicates, blanks and the overflow are dropped.
    public init(_ queries: [String] = []) {
        self.queries = []
        for query in queries.reversed() {
            record(query)
        }
    }

    /// Puts `query` first, removing an older copy and the oldest query beyond the limit.
    public mutating func record(_ query: String) {
        let trimmed = Self.normalized(query)
        guard !trimmed.isEmpty else { return }
        queries.removeAll { $0.lowercased() == trimmed.lowercased() }
        queries.insert(trimmed, at: 0)
        if queries.count > Self.limit {
            queries.removeLast(queries.count - Self.limit)
        }
    }

    /// The query as it is stored and compared: without surrounding whitespace.
    public static func normalized(_ query: String) -> String {
        query.trimmingWhitespace
    }
}
