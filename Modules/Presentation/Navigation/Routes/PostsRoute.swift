import StrataDomain

/// The screens of the posts flow a link can open.
public enum PostsRoute: Hashable, Sendable {
    /// The posts list from page `page` (1 or more): `posts`, `posts?page=N`.
    case list(page: Int)
    /// One post's details: `posts/ID`.
    case details(postID: Post.ID)
    /// One post's comments: `posts/ID/comments`.
    case comments(postID: Post.ID)
    /// Search results for `query`, percent-decoded and not blank: `search/QUERY`.
    case search(query: String)
}
