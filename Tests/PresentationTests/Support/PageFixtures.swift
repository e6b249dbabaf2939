import StrataDomain
import StrataTestSupport

/// Pages of `Fixtures.posts`, as a repository answers them.
enum PageFixtures {
    /// The posts `ids` as the answer to `request`.
    static func page(
        _ ids: ClosedRange<Int>,
        request: PageRequest = .first,
        total: Int? = nil,
        hasNextPage: Bool = true,
        freshness: Freshness = .current
    ) -> Fetched<Page<Post>> {
        Fetched(
            Page(items: Fixtures.posts(ids), request: request, totalCount: total, hasNextPage: hasNextPage),
            freshness: freshness
        )
    }
}
