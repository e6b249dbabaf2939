import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// How the todos store and the outbox together judge what the server kept, and settle what it refused:
/// the same for the SQLite adapter and the in-memory one.
@Suite("Todo conflicts and settling contract")
struct TodoConflictContract {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let server = Todo(id: 7, ownerID: 1, title: "server title", isCompleted: false)

    /// A todo known to the server, toggled, with the toggle acknowledged; returns its local id.
    private func acknowledgedToggle(_ todos: any TodosStore, _ outbox: any TodoOutbox) async throws -> Todo.ID {
        let id = try await todos.storeServerTodo(server)
        _ = try await todos.setCompleted(id: id, true, at: now)
        let toggle = try #require(try await outbox.nextOperation(dueBy: now))
        try await outbox.acknowledge(toggle.id, serverID: nil)
        return id
    }

    @Test(
        "a refresh that contradicts an acknowledged edit shows the server's value and says what it did not keep",
        arguments: StorageAdapter.allCases)
    func changeNotKept(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await acknowledgedToggle(todos, outbox)

        try await todos.mergeServerTodos([server], fetchedAfter: try await todos.syncGeneration())

        let todo = try await todos.todo(id: id).todo
        #expect(todo.isCompleted == false)
        #expect(todo.syncStatus == .conflict(.changesNotKept(UnkeptChanges(title: nil, isCompleted: true)!)))
    }

    @Test(
        "a refresh that confirms an acknowledged edit leaves the todo synced, and later server changes are no conflict",
        arguments: StorageAdapter.allCases)
    func changeKept(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await acknowledgedToggle(todos, outbox)
        let kept = Todo(id: 7, ownerID: 1, title: "server title", isCompleted: true)

        try await todos.mergeServerTodos([kept], fetchedAfter: try await todos.syncGeneration())
        try await todos.mergeServerTodos([server], fetchedAfter: try await todos.syncGeneration())

        #expect(
            try await todos.todo(id: id).todo == Todo(id: id, ownerID: 1, title: "server title", isCompleted: false))
    }

    @Test("a list asked for before an acknowledgement judges nothing of that todo", arguments: StorageAdapter.allCases)
    func staleListJudgesNothing(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        try await todos.mergeServerTodos([server], fetchedAfter: 0)
        let before = try await todos.syncGeneration()
        let id = try await acknowledgedToggle(todos, outbox)

        try await todos.mergeServerTodos([server], fetchedAfter: before)

        #expect(try await todos.todo(id: id).todo.syncStatus == .synced)
        #expect(try await todos.todo(id: id).todo.isCompleted, "the acknowledged value stays until a newer list")
    }

    @Test(
        "retrying a conflict queues the unkept value again; discarding accepts the server's",
        arguments: StorageAdapter.allCases)
    func settleConflict(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await acknowledgedToggle(todos, outbox)
        try await todos.mergeServerTodos([server], fetchedAfter: try await todos.syncGeneration())

        let retried = try #require(try await todos.retry(id: id, at: now))
        #expect(retried.todo.isCompleted)
        #expect(retried.todo.syncStatus == .pending(lastError: nil))
        #expect(try await outbox.pendingOperations().map(\.change) == [.setCompleted(true)])

        let (others, otherOutbox) = try await adapter.todoStorage()
        let other = try await acknowledgedToggle(others, otherOutbox)
        try await others.mergeServerTodos([server], fetchedAfter: try await others.syncGeneration())
        #expect(try await others.discard(id: other, server: .notRead) == [.completion(true)])
        #expect(try await others.todo(id: other).todo.syncStatus == .synced)
        #expect(try await otherOutbox.pendingOperations().isEmpty)
    }

    @Test("a synced todo has nothing to retry or discard", arguments: StorageAdapter.allCases)
    func nothingToSettle(_ adapter: StorageAdapter) async throws {
        let (todos, _) = try await adapter.todoStorage()
        let id = try await todos.storeServerTodo(server)

        #expect(try await todos.retry(id: id, at: now) == nil)
        #expect(try await todos.discard(id: id, server: .notRead).isEmpty)
    }

    @Test(
        "a parked creation holds the todo's later edits; retry sends it with a new key, the todo's values of now",
        arguments: StorageAdapter.allCases)
    func retryParked(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.create(ownerID: 1, title: "far too long", at: now).todo.id
        let queued = try #require(try await outbox.nextOperation(dueBy: now))
        let creation = try #require(try await outbox.beginAttempt(queued.id))
        try await outbox.park(creation.id, reason: "title too long")
        _ = try await todos.rename(id: id, to: "short", at: now)

        #expect(try await todos.todo(id: id).todo.syncStatus == .rejected(reason: "title too long"))
        #expect(
            try await outbox.nextOperation(dueBy: .distantFuture) == nil, "the rename waits behind the parked creation")
        #expect(try await outbox.queuedCount() == 1)

        _ = try await todos.retry(id: id, at: now)

        let requeued = try #require(try await outbox.nextOperation(dueBy: now))
        #expect(requeued.change == .create(title: "short", isCompleted: false))
        #expect(requeued.idempotencyKey != creation.idempotencyKey)
        #expect(requeued.attempts == 0)
    }

    @Test("discarding a parked creation removes the todo that exists only here", arguments: StorageAdapter.allCases)
    func discardParkedCreation(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.create(ownerID: 1, title: "refused", at: now).todo.id
        let creation = try #require(try await outbox.nextOperation(dueBy: now))
        try await outbox.park(creation.id, reason: "title too long")

        #expect(try await todos.discard(id: id, server: .notRead) == [.todo(title: "refused")])
        #expect(try await todos.todos(ownerID: 1).isEmpty)
        #expect(try await outbox.pendingOperations().isEmpty)
    }

    @Test(
        "discarding a parked rename drops only that rename; a refused deletion comes back",
        arguments: StorageAdapter.allCases)
    func discardParkedEdits(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.storeServerTodo(server)
        _ = try await todos.rename(id: id, to: "refused title", at: now)
        try await outbox.parkNext(dueBy: now, reason: "no")

        #expect(try await todos.discard(id: id, server: .holds(server, fetchedAfter: 0)) == [.title("refused title")])
        #expect(try await todos.todo(id: id).todo.title == "server title")

        try await todos.delete(id: id, at: now)
        try await outbox.parkNext(dueBy: now, reason: "kept on purpose")
        #expect(try await todos.todos(ownerID: 1).map(\.todo.syncStatus) == [.rejected(reason: "kept on purpose")])
        #expect(try await todos.discard(id: id, server: .holds(server, fetchedAfter: 0)) == [.deletion])
        #expect(try await todos.todo(id: id).todo.syncStatus == .synced)
    }

    @Test(
        "a todo whose deletion was refused takes no edit until the refusal is settled, and says why",
        arguments: StorageAdapter.allCases)
    func refusedDeletionTakesNoEdit(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.storeServerTodo(server)
        try await todos.delete(id: id, at: now)
        try await outbox.parkNext(dueBy: now, reason: "kept on purpose")
        let queued = try await outbox.pendingOperations()

        await #expect(throws: StorageError.deletionRefused(todo: id)) {
            try await todos.rename(id: id, to: "renamed", at: now)
        }
        await #expect(throws: StorageError.deletionRefused(todo: id)) {
            try await todos.setCompleted(id: id, true, at: now)
        }
        await #expect(throws: StorageError.deletionRefused(todo: id)) { try await todos.delete(id: id, at: now) }
        #expect(try await outbox.pendingOperations() == queued)

        _ = try await todos.discard(id: id, server: .holds(server, fetchedAfter: 0))
        #expect(try await todos.rename(id: id, to: "renamed", at: now).todo.title == "renamed")
    }
}
