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
        ScreenDocument.list(model.state, route: route) { items in
            UserPostsDocument(userId: model.userID, posts: items.map { PostDocument($0.post) })
        }
    }
}
