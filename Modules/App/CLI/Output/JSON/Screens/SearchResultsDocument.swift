import StrataPresentation

/// The posts a search found, with the query as it was run.
struct SearchResultsDocument: ScreenDocumentBody {
    let screen = "search"
    let query: String
    let posts: [PostDocument]

    private enum CodingKeys: String, CodingKey {
        case query, posts
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields.list(posts, names: names) }

    @MainActor
    static func make(_ model: any SearchPostsViewModel, route: String) -> ScreenDocument? {
        guard case .results(let results) = model.state else { return nil }
        let body = SearchResultsDocument(query: results.query, posts: results.items.map { PostDocument($0.post) })
        return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(results.freshness))
    }
}
