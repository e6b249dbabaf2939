import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

@Suite("RemotePostsRepository")
struct RemotePostsRepositoryTests {
    @Test("a page maps its posts and asks the source for the same page and size")
    func mapsPage() async throws {
        let source = FakePostsDataSource(posts: [PostDTO(userId: 2, id: 11, title: "t", body: "b")], totalCount: 31)
        let repository = RemotePostsRepository(remote: source)

        let page = try await repository.fetchPostsPage(PageRequest(number: 2, size: 10))

        #expect(page.items == [Post(id: 11, authorID: 2, title: "t", body: "b")])
        #expect(page.totalCount == 31)
        #expect(page.hasNextPage)
        #expect(source.requestedPages == [[2, 10]])
    }

    @Test(
        "whether a next page exists follows the Link header, then the total count, then a full page",
        arguments: [
            (links: ["next": "http://h/p?_page=3"], total: nil as Int?, received: 0, expected: true),
            (links: ["last": "http://h/p?_page=2"], total: 100, received: 10, expected: false),
            (links: [:], total: 20, received: 10, expected: false),
            (links: [:], total: 21, received: 10, expected: true),
            (links: [:], total: nil, received: 10, expected: true),
            (links: [:], total: nil, received: 9, expected: false),
        ]
    )
    func nextPageRules(links: [String: String], total: Int?, received: Int, expected: Bool) {
        let pagination = Pagination(totalCount: total, links: links.compactMapValues { URL(string: $0) })

        let hasNext = RemotePostsRepository.hasPage(
            after: PageRequest(number: 2, size: 10), received: received, pagination: pagination)

        #expect(hasNext == expected)
    }

    @Test(
        "network failures become the domain's words",
        arguments: [
            (NetworkError.httpStatus(code: 404, body: Data()), RepositoryError.notFound),
            (.httpStatus(code: 503, body: Data()), .serverFailure(status: 503)),
            (.timedOut, .timedOut),
            (.cancelled, .cancelled),
            (
                .transport(TransportFailure(kind: .cannotConnect, detail: "")),
                .unreachable(reason: "Cannot connect to the server")
            ),
            (.invalidURL("x"), .unreachable(reason: "Invalid server URL: x")),
        ]
    )
    func mapsErrors(network: NetworkError, expected: RepositoryError) async {
        let repository = RemotePostsRepository(remote: FakePostsDataSource(failure: network))

        await #expect(throws: expected) { try await repository.fetchPost(id: 1) }
    }

    @Test("undecodable data becomes invalid data with the reason")
    func mapsDecodingFailure() async {
        let failure = DecodingFailure(typeName: "PostDTO", codingPath: "title", message: "expected String")
        let repository = RemotePostsRepository(remote: FakePostsDataSource(failure: .decoding(failure)))

        await #expect(throws: RepositoryError.invalidData(reason: failure.description)) {
            try await repository.fetchComments(postID: 1)
        }
    }
}
