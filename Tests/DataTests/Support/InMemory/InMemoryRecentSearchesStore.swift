import Foundation
import StrataDomain

@testable import StrataData

/// A working recent-searches store in memory, held to the same contract as `SQLiteRecentSearchesStore`.
actor InMemoryRecentSearchesStore: RecentSearchesStore {
    /// Oldest insert first; the order breaks ties between equal dates, as SQLite's rowid does.
    private var entries: [(query: String, date: Date)] = []

    func record(_ query: String, at date: Date) {
        let trimmed = RecentSearches.normalized(query)
        guard !trimmed.isEmpty else { return }
        entries.removeAll { $0.query.lowercased() == trimmed.lowercased() }
        entries.append((trimmed, date))
        entries = Array(newestFirst().prefix(RecentSearches.limit).reversed())
    }

    func recentSearches() -> [String] {
        newestFirst().map(\.query)
    }

    private func newestFirst() -> [(query: String, date: Date)] {
        entries.enumerated().sorted { ($0.element.date, $0.offset) > ($1.element.date, $1.offset) }.map(\.element)
    }
}
