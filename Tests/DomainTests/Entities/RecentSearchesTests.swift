import StrataDomain
import Testing

@Suite("RecentSearches")
struct RecentSearchesTests {
    @Test("the newest query comes first and an older copy of it goes, ignoring case and spaces")
    func newestFirstWithoutDuplicates() {
        var searches = RecentSearches()

        for query in ["qui", "magnam", "  QUI  ", "est"] {
            searches.record(query)
        }

        #expect(searches.queries == ["est", "QUI", "magnam"])
    }

    @Test("at most ten are kept, dropping the oldest")
    func keepsTen() {
        var searches = RecentSearches()

        for number in 1...12 {
            searches.record("query \(number)")
        }

        #expect(searches.queries.count == 10)
        #expect(searches.queries.first == "query 12")
        #expect(searches.queries.last == "query 3")
    }

    @Test("blank queries are not remembered")
    func ignoresBlank() {
        var searches = RecentSearches(["qui"])

        searches.record("   ")
        searches.record("")

        #expect(searches.queries == ["qui"])
    }

    @Test("a stored list, most recent first, is read back in the same order")
    func restoresOrder() {
        #expect(RecentSearches(["b", "a", "B"]).queries == ["b", "a"])
    }
}
