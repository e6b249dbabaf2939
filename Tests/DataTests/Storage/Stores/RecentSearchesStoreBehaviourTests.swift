import Foundation
import StrataDomain
import Testing

@testable import StrataData

@Suite("Recent searches store rules")
struct RecentSearchesStoreBehaviourTests {
    private func at(_ second: Int) -> Date { Date(timeIntervalSince1970: TimeInterval(1_700_000_000 + second)) }

    @Test("queries come back newest first")
    func newestFirst() async throws {
        let store = SQLiteRecentSearchesStore(database: try await emptyStrataDatabase())

        for (second, query) in ["alpha", "beta", "gamma"].enumerated() { try await store.record(query, at: at(second)) }

        #expect(try await store.recentSearches() == ["gamma", "beta", "alpha"])
    }

    @Test(
        "searching again moves a query to the front instead of adding a duplicate, whatever its case")
    func noDuplicates() async throws {
        let store = SQLiteRecentSearchesStore(database: try await emptyStrataDatabase())
        try await store.record("alpha", at: at(0))
        try await store.record("beta", at: at(1))

        try await store.record("  ALPHA ", at: at(2))

        #expect(try await store.recentSearches() == ["ALPHA", "beta"])
    }

    @Test(
        "case is ignored beyond ASCII too, as RecentSearches does, so the store and the rule agree")
    func unicodeCase() async throws {
        let store = SQLiteRecentSearchesStore(database: try await emptyStrataDatabase())
        try await store.record("Éclair", at: at(0))

        try await store.record("éCLAIR", at: at(1))

        #expect(try await store.recentSearches() == ["éCLAIR"])
        #expect(RecentSearches(["éCLAIR", "Éclair"]).queries == ["éCLAIR"])
    }

    @Test("only the newest ten are kept")
    func keepsTen() async throws {
        let store = SQLiteRecentSearchesStore(database: try await emptyStrataDatabase())

        for index in 1...12 { try await store.record("q\(index)", at: at(index)) }

        #expect(try await store.recentSearches() == (3...12).reversed().map { "q\($0)" })
    }

    @Test("two searches in the same instant keep the order they were made in")
    func sameInstant() async throws {
        let store = SQLiteRecentSearchesStore(database: try await emptyStrataDatabase())

        try await store.record("first", at: at(0))
        try await store.record("second", at: at(0))

        #expect(try await store.recentSearches() == ["second", "first"])
    }

    @Test("a blank query is not recorded")
    func blank() async throws {
        let store = SQLiteRecentSearchesStore(database: try await emptyStrataDatabase())
        try await store.record("kept", at: at(0))

        try await store.record("   ", at: at(1))

        #expect(try await store.recentSearches() == ["kept"])
    }
}
