import StrataPresentation

/// One post with its author and comments; a part that did not load is left out and named in `errors`.
struct PostDetailsDocument: ScreenDocumentBody {
    let screen = "post"
    let post: PostDocument
    let author: UserDocument?
    let comments: [CommentDocument]?

    private enum CodingKeys: String, CodingKey {
        case post, author, comments
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields(post, names: names) }

    @MainActor
    static func make(_ model: any PostDetailsViewModel, route: String) -> ScreenDocument? {
        guard let details = model.state.content else { return nil }
        var errors: [ProblemDocument] = []
        var author: UserDocument?
        switch details.author {
        case .loaded(let user): author = UserDocument(user)
        case .failed(let error): errors.append(ProblemDocument(part: "author", error))
        }
        var comments: [CommentDocument]?
        switch details.comments {
        case .loaded(let loaded): comments = loaded.map { CommentDocument($0.comment) }
        case .failed(let error): errors.append(ProblemDocument(part: "comments", error))
        }
        let body = PostDetailsDocument(post: PostDocument(details.post), author: author, comments: comments)
        return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(details.freshness), errors: errors)
    }
}
