import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// How the synchronizer reads a server's refusals: a wrong server or path stops the sync with every
/// operation kept; a refusal of one operation's content parks just that one; nothing is dropped.
@Suite("Sync refusals")
struct SyncRefusalTests {
    private func pendingCreations(_ titles: String...) async throws -> StrataDatabase {
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            for title in titles { _ = try await repository.createTodo(ownerID: 1, title: title) }
        }
        return database
    }

    @Test("a wrong path stops the sync naming the request, keeps every operation, and a later good sync sends them all")
    func wrongPath() async throws {
        let database = try await pendingCreations("a", "b", "c")
        let lost = FakeTodosRemote()
        lost.loseTheCollection()

        let stopped = await SyncStack(database, remote: lost).sync.sync(.everything)
        let statuses = try await SyncStack(database, remote: lost).repository.fetchTodos(ownerID: 1, policy: .stored)
        let good = FakeTodosRemote()
        let resent = await SyncStack(database, remote: good).sync.sync(.everything)

        #expect(
            stopped == TodoSyncReport(outcome: .stopped(RepositoryError.notFound.naming("POST /todos")), pending: 3))
        #expect(statuses.value.count == 3)
        #expect(statuses.value.map(\.syncStatus).allSatisfy { if case .pending = $0 { true } else { false } })
        #expect(resent == TodoSyncReport(outcome: .finished, sent: 3, pending: 0))
        #expect(good.sent == ["create a", "create b", "create c"])
    }

    @Test(
        "access refused, a server failure or an answer that is not JSON stop the sync and drop nothing",
        arguments: [
            NetworkError.httpStatus(code: 401, body: Data()), .httpStatus(code: 403, body: Data()),
            .httpStatus(code: 405, body: Data()), .httpStatus(code: 407, body: Data()),
            .httpStatus(code: 500, body: Data()), .unexpectedContentType("text/html"), .timedOut,
        ]
    )
    func stops(error: NetworkError) async throws {
        let database = try await pendingCreations("a", "b")
        let remote = FakeTodosRemote()
        remote.failNext(error)

        let report = await SyncStack(database, remote: remote).sync.sync(.everything)

        #expect(report.outcome == .stopped(RepositoryError(error).naming("POST /todos")))
        #expect(report.pending == 2)
        #expect(report.rejected == 0)
        #expect(remote.sent.isEmpty)
    }

    @Test("a 422 parks exactly that operation with the server's reason; the others are sent")
    func contentRefusal() async throws {
        let database = try await pendingCreations("far too long", "fine")
        let remote = FakeTodosRemote()
        remote.failNext(.httpStatus(code: 422, body: Data(#"{"error": "title too long"}"#.utf8)))
        let stack = SyncStack(database, remote: remote)

        let report = await stack.sync.sync(.everything)
        let todos = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value

        #expect(report == TodoSyncReport(outcome: .finished, sent: 1, rejected: 1, pending: 0))
        #expect(todos.map(\.syncStatus) == [.rejected(reason: "title too long"), .synced])
        #expect(remote.sent == ["create fine"])
    }

    @Test("retrying a parked creation sends it again with a new key; discarding says what is lost")
    func retryAndDiscard() async throws {
        let database = try await pendingCreations("refused once", "refused for good")
        let remote = FakeTodosRemote()
        let refusal = NetworkError.httpStatus(code: 400, body: Data("not now".utf8))
        remote.failNext(refusal, refusal)
        let stack = SyncStack(database, remote: remote)
        _ = await stack.sync.sync(.everything)
        let todos = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value

        let retried = try await stack.sync.retry(todos[0])
        _ = await stack.sync.sync(.everything)
        let discarded = try await stack.sync.discardChanges(of: todos[1])

        #expect(todos.map(\.syncStatus) == [.rejected(reason: "not now"), .rejected(reason: "not now")])
        #expect(retried.syncStatus == .pending(lastError: nil))
        #expect(remote.sent == ["create refused once"])
        #expect(Set(remote.keys).count == 3, "the retry carried a key of its own")
        #expect(discarded == [.todo(title: "refused for good")])
        #expect(
            try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value.map(\.title) == ["refused once"])
        await #expect(
            throws: RepositoryError.rejected(
                reason: "Todo \(todos[0].id) has nothing to discard: the server neither refused nor contradicted it")
        ) {
            try await stack.sync.discardChanges(of: retried)
        }
    }

    @Test("a 404 for one todo, with the collection there, means the server no longer has it")
    func itemGone() async throws {
        let database = try await emptyStrataDatabase()
        let remote = FakeTodosRemote(todos: [
            TodoDTO(userId: 1, id: 5, title: "edited", completed: false),
            TodoDTO(userId: 1, id: 6, title: "deleted", completed: false),
        ])
        let stack = SyncStack(database, remote: remote)
        let todos = try await stack.repository.fetchTodos(ownerID: 1, policy: .fresh).value
        _ = await stack.sync.sync(.everything)
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.renameTodo(todos[0], to: "renamed")
            try await repository.deleteTodo(todos[1])
        }
        remote.removeOnTheServer(id: 5)
        remote.removeOnTheServer(id: 6)

        let report = await stack.sync.sync(.everything)
        let after = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value

        #expect(report == TodoSyncReport(outcome: .finished, sent: 1, rejected: 1, pending: 0))
        #expect(
            after.map(\.syncStatus) == [
                .rejected(reason: "the server no longer has this todo (PATCH /todos/5 answered 404 Not Found)")
            ])
    }

    @Test("a 409 for a key sent before means the first attempt may still run: the sync stops, nothing is parked")
    func conflictOnResend() async throws {
        let database = try await pendingCreations("slow")
        let remote = FakeTodosRemote()
        remote.failNext(.timedOut, .httpStatus(code: 409, body: Data()))
        let stack = SyncStack(database, remote: remote)

        _ = await stack.sync.sync(.everything)
        let second = await stack.sync.sync(.everything)
        let third = await stack.sync.sync(.everything)

        #expect(second.outcome == .stopped(.serverFailure(status: 409).naming("POST /todos")))
        #expect(second.rejected == 0)
        #expect(third == TodoSyncReport(outcome: .finished, sent: 1, pending: 0))
    }
}
