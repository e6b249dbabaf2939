import StrataDomain

/// The request keys under which repositories record cache metadata, written in one place so a reader
/// and a writer of the same request always agree.
public enum CacheKey {
    public static func postsPage(_ request: PageRequest) -> String {
        "posts?_page=\(request.number)&_limit=\(request.size)"
    }

    public static func post(id: Post.ID) -> String { "posts/\(id)" }

    public static func comments(postID: Post.ID) -> String { "posts/\(postID)/comments" }

    public static func user(id: User.ID) -> String { "users/\(id)" }

    public static func todos(ownerID: User.ID) -> String { "users/\(ownerID)/todos" }
}
