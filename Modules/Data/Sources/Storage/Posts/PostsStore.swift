import StrataDomain

/// The local copy of posts that repositories read first and refresh from the network.
protocol PostsStore: Sendable {
    /// Stores the page's posts (replacing older copies) and remembers the collection's total, if known.
    func savePage(_ page: Page<Post>) async throws(StorageError)
    /// The stored page, or `nil` when the store cannot answer it completely (a cache miss).
    func page(_ request: PageRequest) async throws(StorageError) -> Page<Post>?
    /// Stores posts that came without a page, such as one post or one author's posts.
    func save(_ posts: [Post]) async throws(StorageError)
    /// The stored posts of one author, by id.
    func posts(authorID: User.ID) async throws(StorageError) -> [Post]
    /// The stored post, or `nil` when there is none with that id.
    func post(id: Post.ID) async throws(StorageError) -> Post?
    /// Stored posts whose title or body contains `text`, ignoring ASCII case, by id.
    func posts(containing text: String) async throws(StorageError) -> [Post]
}
