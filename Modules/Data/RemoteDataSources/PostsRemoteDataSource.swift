import StrataNetworking

/// Where repositories fetch posts and their comments over the network. A protocol so repository tests
/// can stand in canned responses without a server.
public protocol PostsRemoteDataSource: Sendable {
    func fetchPosts(page: Int, limit: Int) async throws(NetworkError) -> NetworkResponse<[PostDTO]>
    func fetchPost(id: Int) async throws(NetworkError) -> PostDTO
    func fetchPosts(userID: Int) async throws(NetworkError) -> [PostDTO]
    func searchPosts(query: String) async throws(NetworkError) -> [PostDTO]
    func fetchComments(postID: Int) async throws(NetworkError) -> [CommentDTO]
}

/// Fetches posts from a JSONPlaceholder-compatible server.
public struct HTTPPostsDataSource: PostsRemoteDataSource {
    private let client: HTTPClient

    public init(client: HTTPClient) {
        self.client = client
    }

    public func fetchPosts(page: Int, limit: Int) async throws(NetworkError) -> NetworkResponse<[PostDTO]> {
        try await client.send(JSONPlaceholderAPI.posts(page: page, limit: limit))
    }

    public func fetchPost(id: Int) async throws(NetworkError) -> PostDTO {
        try await client.value(of: JSONPlaceholderAPI.post(id: id))
    }

    public func fetchPosts(userID: Int) async throws(NetworkError) -> [PostDTO] {
        try await client.value(of: JSONPlaceholderAPI.posts(userID: userID))
    }

    public func searchPosts(query: String) async throws(NetworkError) -> [PostDTO] {
        try await client.value(of: JSONPlaceholderAPI.searchPosts(query: query))
    }

    public func fetchComments(postID: Int) async throws(NetworkError) -> [CommentDTO] {
        try await client.value(of: JSONPlaceholderAPI.comments(postID: postID))
    }
}
