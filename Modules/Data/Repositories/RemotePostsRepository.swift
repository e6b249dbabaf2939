import StrataDomain
import StrataNetworking

/// Reads posts and comments straight from the remote source, with no local copy.
public struct RemotePostsRepository: PostsRepository, CommentsRepository {
    private let remote: any PostsRemoteDataSource

    public init(remote: any PostsRemoteDataSource) {
        self.remote = remote
    }

    public func fetchPostsPage(_ request: PageRequest) async throws(RepositoryError) -> Page<Post> {
        let response = try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.fetchPosts(page: request.number, limit: request.size)
        }
        let posts = response.value.map { $0.toDomain() }
        return Page(
            items: posts,
            request: request,
            totalCount: response.pagination.totalCount,
            hasNextPage: Self.hasPage(after: request, received: posts.count, pagination: response.pagination)
        )
    }

    public func fetchPost(id: Post.ID) async throws(RepositoryError) -> Post {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.fetchPost(id: id)
        }.toDomain()
    }

    public func fetchPosts(authorID: User.ID) async throws(RepositoryError) -> [Post] {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.fetchPosts(userID: authorID)
        }.map { $0.toDomain() }
    }

    public func searchPosts(query: String) async throws(RepositoryError) -> [Post] {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.searchPosts(query: query)
        }.map { $0.toDomain() }
    }

    public func fetchComments(postID: Post.ID) async throws(RepositoryError) -> [Comment] {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.fetchComments(postID: postID)
        }.map { $0.toDomain() }
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
}
