import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// Local-first sync, continued: a creation whose answer was lost, and the server's copy a list
/// showed before the resend.
extension LocalFirstTodosSyncTests {
    @Test("an answer lost after the server created the todo is resent with the same key, and created once")
    func lostAnswer() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "exactly once")
        }
        let stack = SyncStack(database, remote: remote)
        remote.loseNextAnswers(1)

        let lost = await stack.sync.sync(.everything)
        let resent = await stack.sync.sync(.everything)

        #expect(lost.outcome == .stopped(RepositoryError.timedOut.naming("POST /todos")))
        #expect(lost.pending == 1)
        #expect(resent == TodoSyncReport(outcome: .finished, sent: 1, pending: 0))
        #expect(remote.todos.map(\.title) == ["exactly once"])
        #expect(remote.keys.count == 2)
        #expect(Set(remote.keys).count == 1, "both attempts carried the same Idempotency-Key")
    }

    @Test("a list fetched between a lost answer and its resend shows the todo once, not a copy and a conflict")
    func listBetweenLostAnswerAndResend() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "exactly once")
        }
        let stack = SyncStack(database, remote: remote)
        remote.loseNextAnswers(1)

        _ = await stack.sync.sync(.everything)
        let listed = try await stack.repository.fetchTodos(ownerID: 1, policy: .fresh).value
        let resent = await stack.sync.sync(.everything)
        let after = try await stack.repository.fetchTodos(ownerID: 1, policy: .fresh).value

        #expect(listed.map(\.title) == ["exactly once", "exactly once"], "before the resend, the server's copy shows")
        #expect(resent == TodoSyncReport(outcome: .finished, sent: 1, pending: 0))
        #expect(after.map(\.title) == ["exactly once"])
        #expect(after.map(\.syncStatus) == [.synced])
        #expect(remote.todos.map(\.title) == ["exactly once"])
    }

    @Test("an edit made to the server's copy before the resend is kept and sent to the one todo")
    func editOfTheListedCopyIsKept() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "draft")
        }
        let stack = SyncStack(database, remote: remote)
        remote.loseNextAnswers(1)
        _ = await stack.sync.sync(.everything)
        let listed = try await stack.repository.fetchTodos(ownerID: 1, policy: .fresh).value
        let serverCopy = try #require(listed.first { $0.syncStatus == .synced })
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.renameTodo(serverCopy, to: "final")
        }

        let resent = await stack.sync.sync(.everything)
        let after = try await stack.repository.fetchTodos(ownerID: 1, policy: .fresh).value

        #expect(resent.outcome == .finished)
        #expect(after.map(\.title) == ["final"])
        #expect(after.map(\.syncStatus) == [.synced])
        #expect(remote.todos.map(\.title) == ["final"])
    }

    @Test("the server's copy deleted here before the resend was the duplicate: the todo itself stays")
    func deletedListedCopy() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "keep me")
        }
        let stack = SyncStack(database, remote: remote)
        remote.loseNextAnswers(1)
        _ = await stack.sync.sync(.everything)
        let listed = try await stack.repository.fetchTodos(ownerID: 1, policy: .fresh).value
        let serverCopy = try #require(listed.first { $0.syncStatus == .synced })
        try await SyncStack.offlineEdits(database) { repository in try await repository.deleteTodo(serverCopy) }

        let resent = await stack.sync.sync(.everything)
        let after = try await stack.repository.fetchTodos(ownerID: 1, policy: .fresh).value

        #expect(resent.outcome == .finished)
        #expect(after.map(\.title) == ["keep me"])
        #expect(after.map(\.syncStatus) == [.synced])
        #expect(remote.todos.map(\.title) == ["keep me"])
    }
}
