import StrataDomain
import StrataNetworking

/// Posts and comments, stored locally and refreshed from the server: a screen can show the stored copy
/// at once, and keeps it, marked offline, when the server cannot be reached.
struct OfflineFirstPostsRepository: PostsRepository, CommentsRepository {
    private let remote: any PostsRemoteDataSource
    private let posts: SQLitePostsStore
    private let comments: SQLiteCommentsStore
    private let reader: OfflineFirstReader

    /// Takes the remote source, the two stores it keeps copies in, and the reader that applies the read policy.
    init(
        remote: any PostsRemoteDataSource,
        posts: SQLitePostsStore,
        comments: SQLiteCommentsStore,
        reader: OfflineFirstReader
    ) {
        self.remote = remote
        self.posts = posts
        self.comments = comments
        self.reader = reader
    }

    /// A stored page counts only when complete; `hasNextPage` trusts the `Link` header, then the total count.
    func fetchPostsPage(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
        -> Fetched<Page<Post>>
    {
        try await reader.read(
            policy,
            key: CacheKey.postsPage(request),
            covering: { Self.postKeys($0.items) },
            stored: { [posts] () async throws(StorageError) in try await posts.page(request) },
            remote: { [remote] () async throws(RequestFailure) in
                let response = try await remote.fetchPosts(page: request.number, limit: request.size)
                let items = response.value.map { $0.toDomain() }
                return Page(
                    items: items,
                    request: request,
                    totalCount: response.pagination.totalCount,
                    hasNextPage: Self.hasPage(after: request, received: items.count, pagination: response.pagination)
                )
            },
            save: { [posts] (page) async throws(StorageError) in try await posts.savePage(page) }
        )
    }

    /// Saves each fresh post; `.stored` throws `notFound` when the post was never stored.
    func fetchPost(id: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Post> {
        try await reader.read(
            policy,
            key: CacheKey.post(id: id),
            stored: { [posts] () async throws(StorageError) in try await posts.post(id: id) },
            remote: { [remote] () async throws(RequestFailure) in try await remote.fetchPost(id: id).toDomain() },
            save: { [posts] (post) async throws(StorageError) in try await posts.save([post]) }
        )
    }

    /// Saves the author's posts as they come; a list fetched empty shows empty offline too.
    func fetchPosts(authorID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        try await reader.readList(
            policy,
            key: CacheKey.posts(authorID: authorID),
            covering: Self.postKeys,
            stored: { [posts] () async throws(StorageError) in try await posts.posts(authorID: authorID) },
            remote: { [remote] () async throws(RequestFailure) in
                try await remote.fetchPosts(userID: authorID).map { $0.toDomain() }
            },
            save: { [posts] (found) async throws(StorageError) in try await posts.save(found) }
        )
    }

    /// Offline, the search runs over the stored posts, so it still finds what the store holds.
    func searchPosts(query: String, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        try await reader.read(
            policy,
            key: CacheKey.search(query: query),
            covering: Self.postKeys,
            stored: { [posts] () async throws(StorageError) in try await posts.posts(containing: query) },
            remote: { [remote] () async throws(RequestFailure) in
                try await remote.searchPosts(query: query).map { $0.toDomain() }
            },
            save: { [posts] (found) async throws(StorageError) in try await posts.save(found) }
        )
    }

    /// Replaces the stored comments of the post with fresh ones; a list fetched empty shows empty offline too.
    func fetchComments(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError)
        -> Fetched<[Comment]>
    {
        try await reader.readList(
            policy,
            key: CacheKey.comments(postID: postID),
            stored: { [comments] () async throws(StorageError) in try await comments.comments(ofPost: postID) },
            remote: { [remote] () async throws(RequestFailure) in
                try await remote.fetchComments(postID: postID).map { $0.toDomain() }
            },
            save: { [comments] (fetched) async throws(StorageError) in
                try await comments.replaceComments(fetched, ofPost: postID)
            }
        )
    }

    /// Trusts the `Link` header first, then the total count; a server that sends neither has more
    /// pages as long as it fills them.
    static func hasPage(after request: PageRequest, received: Int, pagination: Pagination) -> Bool {
        if !pagination.links.isEmpty {
            return pagination.next != nil
        }
        if let total = pagination.totalCount {
            return request.number * request.size < total
        }
        return received == request.size
    }

    /// The request of each post on its own, which a list of posts answers too.
    @Sendable private static func postKeys(_ posts: [Post]) -> [String] {
        posts.map { CacheKey.post(id: $0.id) }
    }
}
