import Foundation
import StrataData
import StrataNetworking
import Synchronization

/// A working in-memory posts source that records the pages asked for; `failure` makes every call fail.
final class FakePostsDataSource: PostsRemoteDataSource {
    private let posts: [PostDTO]
    private let totalCount: Int?
    private let failure: NetworkError?
    private let pages = Mutex<[[Int]]>([])

    init(posts: [PostDTO] = [], totalCount: Int? = nil, failure: NetworkError? = nil) {
        self.posts = posts
        self.totalCount = totalCount
        self.failure = failure
    }

    /// Each request as `[page, limit]`.
    var requestedPages: [[Int]] { pages.withLock { $0 } }

    func fetchPosts(page: Int, limit: Int) async throws(NetworkError) -> NetworkResponse<[PostDTO]> {
        pages.withLock { $0.append([page, limit]) }
        if let failure { throw failure }
        let headers = HTTPHeaders(totalCount.map { ["X-Total-Count": String($0)] } ?? [:])
        return NetworkResponse(value: posts, statusCode: 200, headers: headers)
    }

    func fetchPost(id: Int) async throws(NetworkError) -> PostDTO {
        if let failure { throw failure }
        guard let post = posts.first(where: { $0.id == id }) else {
            throw .httpStatus(code: 404, body: Data("{}".utf8))
        }
        return post
    }

    func fetchPosts(userID: Int) async throws(NetworkError) -> [PostDTO] {
        if let failure { throw failure }
        return posts.filter { $0.userId == userID }
    }

    func searchPosts(query: String) async throws(NetworkError) -> [PostDTO] {
        if let failure { throw failure }
        return posts.filter { $0.title.contains(query) || $0.body.contains(query) }
    }

    func fetchComments(postID: Int) async throws(NetworkError) -> [CommentDTO] {
        if let failure { throw failure }
        return []
    }
}
