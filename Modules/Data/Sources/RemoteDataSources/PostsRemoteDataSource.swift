import StrataNetworking

/// Where repositories fetch posts and their comments over the network. A protocol so repository tests
/// can stand in canned responses without a server.
protocol PostsRemoteDataSource: Sendable {
    /// One page of all posts, with the response's pagination headers; `page` counts from 1.
    func fetchPosts(page: Int, limit: Int) async throws(RequestFailure) -> NetworkResponse<[PostDTO]>
    /// One post; a `RequestFailure` whose cause is an HTTP 404 for an unknown id.
    func fetchPost(id: Int) async throws(RequestFailure) -> PostDTO
    /// Every post of one user.
    func fetchPosts(userID: Int) async throws(RequestFailure) -> [PostDTO]
    /// Posts matching `query` in the server's own full-text way.
    func searchPosts(query: String) async throws(RequestFailure) -> [PostDTO]
    /// Every comment on one post.
    func fetchComments(postID: Int) async throws(RequestFailure) -> [CommentDTO]
}

/// Fetches posts from a JSONPlaceholder-compatible server and checks every answer against its request.
struct HTTPPostsDataSource: PostsRemoteDataSource {
    /// Every call goes through it, so its retries, deadline and response cache apply.
    let client: HTTPClient

    /// Keeps the whole response, because the repository needs its pagination headers; a negative
    /// `X-Total-Count` is an error, not a count.
    func fetchPosts(page: Int, limit: Int) async throws(RequestFailure) -> NetworkResponse<[PostDTO]> {
        let endpoint = JSONPlaceholderAPI.posts(page: page, limit: limit)
        let response = try await client.call(endpoint)
        let check = AnswerCheck(request: client.requestName(endpoint))
        try check.listedIDs(response.value.map(\.id), of: "post")
        try check.positiveIDs(response.value.map(\.userId), of: "user")
        if let total = response.pagination.totalCount {
            try check.require(total >= 0, "the server counted \(total) posts (X-Total-Count)")
        }
        return response
    }

    func fetchPost(id: Int) async throws(RequestFailure) -> PostDTO {
        let endpoint = JSONPlaceholderAPI.post(id: id)
        let post = try await client.value(calling: endpoint)
        let check = AnswerCheck(request: client.requestName(endpoint))
        try check.same(post.id, asked: id, kind: "post")
        try check.positiveIDs([post.userId], of: "user")
        return post
    }

    func fetchPosts(userID: Int) async throws(RequestFailure) -> [PostDTO] {
        let endpoint = JSONPlaceholderAPI.posts(userID: userID)
        let posts = try await client.value(calling: endpoint)
        let check = AnswerCheck(request: client.requestName(endpoint))
        try check.listedIDs(posts.map(\.id), of: "post")
        try check.belong(posts.map(\.userId), to: userID, item: "post", parentKind: "user")
        return posts
    }

    func searchPosts(query: String) async throws(RequestFailure) -> [PostDTO] {
        let endpoint = JSONPlaceholderAPI.searchPosts(query: query)
        let posts = try await client.value(calling: endpoint)
        let check = AnswerCheck(request: client.requestName(endpoint))
        try check.listedIDs(posts.map(\.id), of: "post")
        try check.positiveIDs(posts.map(\.userId), of: "user")
        return posts
    }

    /// An empty list is checked against the post itself: json-server answers `[]` for a post it does
    /// not have, and the port promises `notFound` for one.
    func fetchComments(postID: Int) async throws(RequestFailure) -> [CommentDTO] {
        let endpoint = JSONPlaceholderAPI.comments(postID: postID)
        let comments = try await client.value(calling: endpoint)
        let check = AnswerCheck(request: client.requestName(endpoint))
        try check.listedIDs(comments.map(\.id), of: "comment")
        try check.belong(comments.map(\.postId), to: postID, item: "comment", parentKind: "post")
        if comments.isEmpty { _ = try await fetchPost(id: postID) }
        return comments
    }
}
