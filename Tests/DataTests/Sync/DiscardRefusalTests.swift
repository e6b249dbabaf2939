import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// Giving up a change the server refused: the todo takes the server's values back at once, and a
/// discard that cannot read them changes nothing, so the refused value never reads as synced.
@Suite("Discarding a refusal", .timeLimit(.minutes(1)))
struct DiscardRefusalTests {
    private static let refusal = NetworkError.httpStatus(code: 422, body: Data(#"{"error": "title too long"}"#.utf8))

    /// A store holding the server's todo 5, renamed here to `title`, which the server refused.
    private func refusedRename(
        to title: String, isOffline: Bool = false
    ) async throws -> (SyncStack, FakeTodosRemote, Todo) {
        let remote = FakeTodosRemote(todos: [TodoDTO(userId: 1, id: 5, title: "the server's", completed: false)])
        let database = try await emptyStrataDatabase()
        let online = SyncStack(database, remote: remote)
        let todo = try #require(try await online.repository.fetchTodos(ownerID: 1, policy: .fresh).value.first)
        // The fresh list scheduled a sync; once it has ended, nothing sends the rename before the refusal is set.
        await online.synchronizer.finishBackgroundSyncs(within: .seconds(30))
        try await SyncStack.offlineEdits(database) { repository in _ = try await repository.renameTodo(todo, to: title)
        }
        remote.failNext(Self.refusal)
        _ = await online.sync.sync(.everything)
        let refused = try #require(try await online.repository.fetchTodos(ownerID: 1, policy: .stored).value.first)
        try #require(refused.syncStatus == .rejected(reason: "title too long"))
        return (SyncStack(database, remote: remote, isOffline: isOffline), remote, refused)
    }

    @Test("a refused rename gives way to the server's title at once, synced")
    func renameGivesWay() async throws {
        let (stack, _, refused) = try await refusedRename(to: "far too long a title")

        let discarded = try await stack.sync.discardChanges(of: refused)
        let after = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value

        #expect(discarded == [.title("far too long a title")])
        #expect(after.map(\.title) == ["the server's"])
        #expect(after.map(\.syncStatus) == [.synced])
    }

    @Test("a todo the server no longer has goes with the discard, which says so")
    func goneFromTheServer() async throws {
        let (stack, remote, refused) = try await refusedRename(to: "far too long a title")
        remote.removeOnTheServer(id: 5)

        let discarded = try await stack.sync.discardChanges(of: refused)

        #expect(discarded == [.title("far too long a title"), .todo(title: "far too long a title")])
        #expect(try await stack.store.todos(ownerID: 1).isEmpty)
    }

    @Test("a discard that cannot reach the server changes nothing and says why")
    func unreachableChangesNothing() async throws {
        let (stack, remote, refused) = try await refusedRename(to: "far too long a title")
        remote.failNext(.transport(TransportFailure(kind: .cannotConnect, detail: "Connection refused")))

        let error = await #expect(throws: RepositoryError.self) { try await stack.sync.discardChanges(of: refused) }
        let after = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value

        #expect(error?.request == "GET /todos/5")
        #expect(after.map(\.title) == ["far too long a title"])
        #expect(after.map(\.syncStatus) == [.rejected(reason: "title too long")])
    }

    @Test("offline, a refused rename is kept; a refused creation, which the server never had, is discarded")
    func offline() async throws {
        let (stack, remote, refused) = try await refusedRename(to: "far too long a title", isOffline: true)
        try await SyncStack.offlineEdits(stack.store.database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "never made")
        }
        remote.failNext(Self.refusal)
        _ = await SyncStack(stack.store.database, remote: remote).sync.sync(.everything)
        let creation = try #require(
            try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value.first { $0.title == "never made" })

        await #expect(
            throws: RepositoryError.unreachable(
                reason: "Offline mode: giving up a refused change needs the server's version")
        ) {
            try await stack.sync.discardChanges(of: refused)
        }
        let discarded = try await stack.sync.discardChanges(of: creation)

        #expect(discarded == [.todo(title: "never made")])
        #expect(
            try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value.map(\.title) == [
                "far too long a title"
            ])
    }
}
