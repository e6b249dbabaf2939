import StrataDomain
import StrataTestSupport
import Testing

@testable import StrataData

@Suite("Comments store")
struct CommentsStoreBehaviourTests {
    @Test("the comments of a post read back in id order, field by field")
    func roundTrip() async throws {
        let store = SQLiteCommentsStore(database: try await emptyStrataDatabase())
        let comments = [Fixtures.comment(id: 2, postID: 1), Fixtures.comment(id: 1, postID: 1)]

        try await store.replaceComments(comments, ofPost: 1)

        #expect(try await store.comments(ofPost: 1) == comments.sorted { $0.id < $1.id })
    }

    @Test(
        "replacing drops comments the source no longer lists and leaves other posts alone")
    func replaces() async throws {
        let store = SQLiteCommentsStore(database: try await emptyStrataDatabase())
        try await store.replaceComments(
            [Fixtures.comment(id: 1, postID: 1), Fixtures.comment(id: 2, postID: 1)], ofPost: 1)
        try await store.replaceComments([Fixtures.comment(id: 3, postID: 2)], ofPost: 2)

        try await store.replaceComments([Fixtures.comment(id: 2, postID: 1)], ofPost: 1)

        #expect(try await store.comments(ofPost: 1).map(\.id) == [2])
        #expect(try await store.comments(ofPost: 2).map(\.id) == [3])
    }

    @Test("a post without stored comments has none")
    func empty() async throws {
        let store = SQLiteCommentsStore(database: try await emptyStrataDatabase())

        #expect(try await store.comments(ofPost: 42).isEmpty)
    }
}
