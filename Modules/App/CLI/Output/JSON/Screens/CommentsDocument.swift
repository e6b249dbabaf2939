import StrataPresentation

/// The comments of one post.
struct CommentsDocument: ScreenDocumentBody {
    let screen = "comments"
    let postId: Int
    let comments: [CommentDocument]

    private enum CodingKeys: String, CodingKey {
        case postId, comments
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields.list(comments, names: names) }

    @MainActor
    static func make(_ model: any CommentsViewModel, route: String) -> ScreenDocument? {
        guard let list = model.state.content else { return nil }
        let body = CommentsDocument(postId: model.postID, comments: list.items.map { CommentDocument($0.comment) })
        return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(list.freshness))
    }
}
