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
        ScreenDocument.list(model.state, route: route) { items in
            CommentsDocument(postId: model.postID, comments: items.map { CommentDocument($0.comment) })
        }
    }
}
