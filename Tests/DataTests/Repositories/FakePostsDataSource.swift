import Foundation
import StrataNetworking
import StrataTestSupport

@testable import StrataData

/// A working in-memory posts source that records the pages asked for; `failure` makes every call fail.
final class FakePostsDataSource: PostsRemoteDataSource {
    private let posts: [PostDTO]
    private let totalCount: Int?
    private let failure: NetworkError?
    private let pages = Locked<[[Int]]>([])

    init(posts: [PostDTO] = [], totalCount: Int? = nil, failure: NetworkError? = nil) {
        self.posts = posts
        self.totalCount = totalCount
        self.failure = failure
    }

    /// Each page request as `[page, limit]`.
    var requestedPages: [[Int]] { pages.withLock { $0 } }

    /// Every request of any kind.
    var requestCount: Int { requests.withLock { $0 } }

    private let requests = Locked(0)

    func fetchPosts(page: Int, limit: Int) async throws(RequestFailure) -> NetworkResponse<[PostDTO]> {
        pages.withLock { $0.append([page, limit]) }
        requests.withLock { $0 += 1 }
        if let failure { throw RequestFailure(request: "GET /posts", cause: .network(failure)) }
        let headers = HTTPHeaders(totalCount.map { ["X-Total-Count": String($0)] } ?? [:])
        return NetworkResponse(value: posts, statusCode: 200, headers: headers)
    }

    func fetchPost(id: Int) async throws(RequestFailure) -> PostDTO {
        requests.withLock { $0 += 1 }
        if let failure { throw RequestFailure(request: "GET /posts/\(id)", cause: .network(failure)) }
        guard let post = posts.first(where: { $0.id == id }) else {
            throw RequestFailure(
                request: "GET /posts/\(id)", cause: .network(.httpStatus(code: 404, body: Data("{}".utf8))))
        }
        return post
    }

    func fetchPosts(userID: Int) async throws(RequestFailure) -> [PostDTO] {
        requests.withLock { $0 += 1 }
        if let failure { throw RequestFailure(request: "GET /users/\(userID)/posts", cause: .network(failure)) }
        return posts.filter { $0.userId == userID }
    }

    func searchPosts(query: String) async throws(RequestFailure) -> [PostDTO] {
        requests.withLock { $0 += 1 }
        if let failure { throw RequestFailure(request: "GET /posts", cause: .network(failure)) }
        return posts.filter { ($0.title + $0.body).lowercased().contains(query.lowercased()) }
    }

    func fetchComments(postID: Int) async throws(RequestFailure) -> [CommentDTO] {
        requests.withLock { $0 += 1 }
        if let failure { throw RequestFailure(request: "GET /posts/\(postID)/comments", cause: .network(failure)) }
        return []
    }
}
