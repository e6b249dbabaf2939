import StrataDomain

/// The request keys under which repositories record cache metadata, written in one place so a reader
/// and a writer of the same request always agree.
enum CacheKey {
    /// The key of one page of posts, with its number and size, so different page sizes never mix.
    static func postsPage(_ request: PageRequest) -> String {
        "posts?_page=\(request.number)&_limit=\(request.size)"
    }

    /// `posts/<id>`, the path the post is fetched from.
    static func post(id: Post.ID) -> String { "posts/\(id)" }

    /// Apart from the post's key, because comments are fetched, and dated, on their own.
    static func comments(postID: Post.ID) -> String { "posts/\(postID)/comments" }

    /// `users/<id>`; the whole list is recorded under `users`.
    static func user(id: User.ID) -> String { "users/\(id)" }

    /// `users`, the whole list.
    static let users = "users"

    /// `users/<id>/posts`: one "as of" time per author's list.
    static func posts(authorID: User.ID) -> String { "users/\(authorID)/posts" }

    /// `posts?q=<query>`: each search is dated on its own.
    static func search(query: String) -> String { "posts?q=\(query)" }

    /// `users/<id>/todos@<server>`: one "as of" time per owner's list on each server, as the store
    /// keeps each server's todos apart; another server's answer never dates this one's list.
    static func todos(ownerID: User.ID, server: ServerAddress) -> String { "users/\(ownerID)/todos@\(server)" }

    /// `users/<id>/albums@<server>`: albums are kept per server, as todos are, so each server's list
    /// of one owner is dated on its own.
    static func albums(ownerID: User.ID, server: ServerAddress) -> String { "users/\(ownerID)/albums@\(server)" }

    /// `albums/<id>/photos@<server>`: one "as of" time per album on each server.
    static func photos(albumID: Album.ID, server: ServerAddress) -> String { "albums/\(albumID)/photos@\(server)" }
}
