import StrataPresentation

/// The posts one user wrote.
struct UserPostsDocument: ScreenDocumentBody {
    let screen = "user-posts"
    let userId: Int
    let posts: [PostDocument]

    private enum CodingKeys: String, CodingKey {
        case userId, posts
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields.list(posts, names: names) }

    @MainActor
    static func make(_ model: any UserPostsViewModel, route: String) -> ScreenDocument? {
        guard let list = model.state.content else { return nil }
        let body = UserPostsDocument(userId: model.userID, posts: list.items.map { PostDocument($0.post) })
        return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(list.freshness))
    }
}
