import StrataDomain
import StrataTestSupport
import Synchronization

/// Holds every fresh page request until the test answers it, so a test can observe the loading state
/// and decide the order in which overlapping requests finish. Like a slow server, it ignores
/// cancellation. It has no stored copy: reads of the store miss at once.
final class GatedPostsRepository: PostsRepository {
    typealias Answer = Result<Fetched<Page<Post>>, RepositoryError>

    private struct Pending {
        let request: PageRequest
        let continuation: CheckedContinuation<Answer, Never>
    }

    private let pending = Mutex<[Pending?]>([])

    /// How many fresh requests have arrived so far, answered or not.
    var requestCount: Int { pending.withLock { $0.count } }

    func fetchPostsPage(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
        -> Fetched<Page<Post>>
    {
        guard policy == .fresh else { throw .notFound }
        let answer = await withCheckedContinuation { continuation in
            pending.withLock { $0.append(Pending(request: request, continuation: continuation)) }
        }
        return try answer.get()
    }

    func fetchPost(id: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Post> {
        throw .notFound
    }

    func fetchPosts(authorID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        throw .notFound
    }

    func searchPosts(query: String, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        throw .notFound
    }

    /// Waits, for at most two seconds, until `count` requests have arrived.
    func waitForRequests(_ count: Int) async {
        for _ in 0..<2000 where requestCount < count {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Answers request number `index` (from 0) with the given posts, as a page of its request.
    func answer(_ index: Int, with posts: [Post], hasNextPage: Bool = true, freshness: Freshness = .current) {
        let entry = pending.withLock { entries -> Pending? in
            defer { entries[index] = nil }
            return entries[index]
        }
        guard let entry else { return }
        let page = Page(items: posts, request: entry.request, totalCount: nil, hasNextPage: hasNextPage)
        entry.continuation.resume(returning: .success(Fetched(page, freshness: freshness)))
    }

    func fail(_ index: Int, with error: RepositoryError) {
        let entry = pending.withLock { entries -> Pending? in
            defer { entries[index] = nil }
            return entries[index]
        }
        entry?.continuation.resume(returning: .failure(error))
    }
}
