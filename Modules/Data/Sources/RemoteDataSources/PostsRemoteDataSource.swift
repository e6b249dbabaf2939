import StrataNetworking

/// Where repositories fetch posts and their comments over the network. A protocol so repository tests
/// can stand in canned responses without a server.
protocol PostsRemoteDataSource: Sendable {
    /// One page of all posts, with the response's pagination headers; `page` counts from 1.
    func fetchPosts(page: Int, limit: Int) async throws(RequestFailure) -> NetworkResponse<[PostDTO]>
    /// One post; `NetworkError.httpStatus` 404 for an unknown id.
    func fetchPost(id: Int) async throws(RequestFailure) -> PostDTO
    /// Every post of one user.
    func fetchPosts(userID: Int) async throws(RequestFailure) -> [PostDTO]
    /// Posts matching `query` in the server's own full-text way.
    func searchPosts(query: String) async throws(RequestFailure) -> [PostDTO]
    /// Every comment on one post.
    func fetchComments(postID: Int) async throws(RequestFailure) -> [CommentDTO]
}

/// Fetches posts from a JSONPlaceholder-compatible server.
struct HTTPPostsDataSource: PostsRemoteDataSource {
    private let client: HTTPClient

    /// Sends every call through `client`, so its retries, deadline and response cache apply.
    init(client: HTTPClient) {
        self.client = client
    }

    /// Keeps the whole response, because the repository needs its pagination headers.
    func fetchPosts(page: Int, limit: Int) async throws(RequestFailure) -> NetworkResponse<[PostDTO]> {
        try await client.call(JSONPlaceholderAPI.posts(page: page, limit: limit))
    }

    /// Sends `JSONPlaceholderAPI.post(id:)`.
    func fetchPost(id: Int) async throws(RequestFailure) -> PostDTO {
        try await client.value(calling: JSONPlaceholderAPI.post(id: id))
    }

    /// Sends `JSONPlaceholderAPI.posts(userID:)`.
    func fetchPosts(userID: Int) async throws(RequestFailure) -> [PostDTO] {
        try await client.value(calling: JSONPlaceholderAPI.posts(userID: userID))
    }

    /// Sends `JSONPlaceholderAPI.searchPosts(query:)`.
    func searchPosts(query: String) async throws(RequestFailure) -> [PostDTO] {
        try await client.value(calling: JSONPlaceholderAPI.searchPosts(query: query))
    }

    /// Sends `JSONPlaceholderAPI.comments(postID:)`.
    func fetchComments(postID: Int) async throws(RequestFailure) -> [CommentDTO] {
        try await client.value(calling: JSONPlaceholderAPI.comments(postID: postID))
    }
}
