import StrataPresentation

/// A page of the posts list: which page, how many posts there are, the next page, its posts.
struct PostsPageDocument: ScreenDocumentBody {
    let screen = "posts"
    let page: Int
    let total: Int?
    let nextPage: Int?
    let posts: [PostDocument]

    private enum CodingKeys: String, CodingKey {
        case page, total, nextPage, posts
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields.list(posts, names: names) }

    @MainActor
    static func make(_ model: any PostsListViewModel, route: String) -> ScreenDocument? {
        guard let list = model.state.content else { return nil }
        var next: Int?
        if case .available(let page) = list.nextPage { next = page.number }
        let body = PostsPageDocument(
            page: list.firstPage.number, total: list.total, nextPage: next,
            posts: list.items.map { PostDocument($0.post) })
        return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(list.freshness))
    }
}
