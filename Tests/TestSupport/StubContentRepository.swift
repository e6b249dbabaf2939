import StrataDomain

/// Returns canned posts, comments and users, and records the requests it receives. It stands for a
/// repository with an empty local store: `.stored` reads miss, `.fresh` reads answer.
///
/// A page is cut from `posts` the way the real API cuts it; set `failure` to make every call fail.
public final class StubContentRepository: PostsRepository, CommentsRepository, UsersRepository, Sendable {
    private struct State {
        var posts: [Post]
        var comments: [Comment] = []
        var users: [User] = []
        var failure: RepositoryError?
        var pageRequests: [PageRequest] = []
        var searchQueries: [String] = []
    }

    private let state: Locked<State>

    public init(posts: [Post] = [], comments: [Comment] = [], users: [User] = []) {
        state = Locked(State(posts: posts, comments: comments, users: users))
    }

    /// What every answer says about how current it is.
    public let freshness: Freshness = .current

    /// Every call fails with this error while it is set.
    public var failure: RepositoryError? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// The page requests received, in order.
    public var pageRequests: [PageRequest] { state.withLock { $0.pageRequests } }

    public func fetchPostsPage(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
        -> Fetched<Page<Post>>
    {
        guard policy == .fresh else { throw .notFound }
        let (posts, failure) = state.withLock { state in
            state.pageRequests.append(request)
            return (state.posts, state.failure)
        }
        if let failure { throw failure }
        let start = min((request.number - 1) * request.size, posts.count)
        let end = min(start + request.size, posts.count)
        let page = Page(
            items: Array(posts[start..<end]), request: request, totalCount: posts.count, hasNextPage: end < posts.count)
        return Fetched(page, freshness: freshness)
    }

    public func fetchPost(id: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Post> {
        guard policy == .fresh else { throw .notFound }
        let (posts, failure) = state.withLock { ($0.posts, $0.failure) }
        if let failure { throw failure }
        guard let post = posts.first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(post, freshness: freshness)
    }

    public func fetchPosts(authorID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        guard policy == .fresh else { throw .notFound }
        let (posts, failure) = state.withLock { ($0.posts, $0.failure) }
        if let failure { throw failure }
        return Fetched(posts.filter { $0.authorID == authorID }, freshness: freshness)
    }

    /// Matches titles and bodies case-insensitively, as the server's `q` does for these fields.
    public func searchPosts(query: String, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        let (posts, failure) = state.withLock { state in
            state.searchQueries.append(query)
            return (state.posts, state.failure)
        }
        if let failure { throw failure }
        let needle = query.lowercased()
        let found = posts.filter { $0.title.lowercased().contains(needle) || $0.body.lowercased().contains(needle) }
        return Fetched(found, freshness: freshness)
    }

    /// The search queries received, in order.
    public var searchQueries: [String] { state.withLock { $0.searchQueries } }

    public func fetchUsers(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[User]> {
        guard policy == .fresh else { throw .notFound }
        let (users, failure) = state.withLock { ($0.users, $0.failure) }
        if let failure { throw failure }
        return Fetched(users, freshness: freshness)
    }

    public func fetchComments(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError)
        -> Fetched<[Comment]>
    {
        guard policy == .fresh else { throw .notFound }
        let (comments, failure) = state.withLock { ($0.comments, $0.failure) }
        if let failure { throw failure }
        return Fetched(comments.filter { $0.postID == postID }, freshness: freshness)
    }

    public func fetchUser(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
        guard policy == .fresh else { throw .notFound }
        let (users, failure) = state.withLock { ($0.users, $0.failure) }
        if let failure { throw failure }
        guard let user = users.first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(user, freshness: freshness)
    }
}
