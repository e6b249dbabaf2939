import StrataDomain
import StrataTestSupport

/// Records each page request and answers it as its script says.
final class MockFetchPostsPageUseCase: FetchPostsPageUseCase {
    struct Call: Hashable, Sendable {
        let request: PageRequest
        let policy: ReadPolicy
    }

    let script: CallScript<Call, Fetched<Page<Post>>>

    /// Answers every call with `respond`; by default the stored copy misses and the source has nothing.
    init(
        _ respond: @escaping @Sendable (Call) -> CallScript<Call, Fetched<Page<Post>>>.Answer = { _ in
            .failure(.notFound)
        }
    ) {
        script = CallScript(respond)
    }

    func execute(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Page<Post>> {
        try await script.call(Call(request: request, policy: policy)).get()
    }
}

/// Records each details request and answers it as its script says.
final class MockFetchPostDetailsUseCase: FetchPostDetailsUseCase {
    struct Call: Hashable, Sendable {
        let postID: Post.ID
        let policy: ReadPolicy
    }

    let script: CallScript<Call, Fetched<PostDetails>>

    init(_ respond: @escaping @Sendable (Call) -> CallScript<Call, Fetched<PostDetails>>.Answer) {
        script = CallScript(respond)
    }

    func execute(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<PostDetails> {
        try await script.call(Call(postID: postID, policy: policy)).get()
    }
}

/// Records each comments request and answers it as its script says.
final class MockFetchCommentsUseCase: FetchCommentsUseCase {
    struct Call: Hashable, Sendable {
        let postID: Post.ID
        let policy: ReadPolicy
    }

    let script: CallScript<Call, Fetched<[Comment]>>

    init(_ respond: @escaping @Sendable (Call) -> CallScript<Call, Fetched<[Comment]>>.Answer) {
        script = CallScript(respond)
    }

    func execute(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Comment]> {
        try await script.call(Call(postID: postID, policy: policy)).get()
    }
}

/// Records each query searched for, and whether it was to be remembered, and answers it as its
/// script says.
final class MockSearchPostsUseCase: SearchPostsUseCase {
    let script: CallScript<String, Fetched<[Post]>>
    private let remembering = Locked<[Bool]>([])

    init(_ respond: @escaping @Sendable (String) -> CallScript<String, Fetched<[Post]>>.Answer) {
        script = CallScript(respond)
    }

    /// For each search so far, whether it asked to be remembered (a submitted one) or not (typed).
    var rememberRequests: [Bool] { remembering.withLock { $0 } }

    func execute(query: String, remember: Bool) async throws(RepositoryError) -> Fetched<[Post]> {
        remembering.withLock { $0.append(remember) }
        return try await script.call(query).get()
    }
}

/// Answers the recent searches as its script says, counting the reads.
final class MockFetchRecentSearchesUseCase: FetchRecentSearchesUseCase {
    let script: CallScript<Void, [String]>

    init(_ respond: @escaping @Sendable () -> CallScript<Void, [String]>.Answer = { .success([]) }) {
        script = CallScript { _ in respond() }
    }

    func execute() async throws(RepositoryError) -> [String] {
        try await script.call(()).get()
    }
}

extension MockFetchPostsPageUseCase {
    /// Answers as a source of `total` posts numbered from 1, page by page, whose stored copy misses.
    static func pages(of total: Int, reportsTotal: Bool = true)
        -> @Sendable (Call) ->
        CallScript<
            Call, Fetched<Page<Post>>
        >.Answer
    {
        { call in
            guard call.policy == .fresh else { return .failure(.notFound) }
            let request = call.request
            let first = request.offset + 1
            let last = min(request.offset + request.size, total)
            let items = first <= last ? Fixtures.posts(first...last) : []
            let page = Page(
                items: items, request: request, totalCount: reportsTotal ? total : nil, hasNextPage: last < total)
            return .success(Fetched(page, freshness: .current))
        }
    }

    /// A mock that answers as `pages(of:reportsTotal:)` does.
    static func serving(total: Int, reportsTotal: Bool = true) -> MockFetchPostsPageUseCase {
        MockFetchPostsPageUseCase(pages(of: total, reportsTotal: reportsTotal))
    }
}
