import StrataDomain

/// A loaded posts list: the rows of every page loaded so far, where the list starts, how far it
/// goes, and the state of the page after it.
public struct PostsListContent: Hashable, Sendable {
    /// Every row loaded so far, pages appended in order.
    public internal(set) var items: [PostsListItemViewModel]
    /// The page the list starts at, as a `posts?page=N` link asks.
    public let firstPage: PageRequest
    /// The number of posts in the whole collection, when the server says so.
    public internal(set) var total: Int?
    /// Whether a page follows, loads, or failed to load.
    public internal(set) var nextPage: NextPageState
    /// How current the first page is; offline data says so.
    public let freshness: Freshness

    /// The first page of a list, as the repository answered it; also how a preview or a fake view
    /// model makes one.
    public init(_ fetched: Fetched<Page<Post>>) {
        let page = fetched.value
        items = page.items.map(PostsListItemViewModel.init)
        firstPage = page.request
        total = page.totalCount
        nextPage = NextPageState(after: page)
        freshness = fetched.freshness
    }

    /// "Posts 11–20 of 100", "Posts 1–7" when the server gives no total, "No posts" on an empty page.
    public var summary: String {
        guard !items.isEmpty else { return "No posts" }
        let first = firstPage.offset + 1
        let range = "Posts \(first)–\(first + items.count - 1)"
        return total.map { "\(range) of \($0)" } ?? range
    }

    /// Appends a later page and takes its word on what follows it.
    mutating func append(_ page: Page<Post>) {
        items += page.items.map(PostsListItemViewModel.init)
        total = page.totalCount ?? total
        nextPage = NextPageState(after: page)
    }
}
