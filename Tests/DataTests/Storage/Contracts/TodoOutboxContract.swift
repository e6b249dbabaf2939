import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// The outbox's contract, kept by the SQLite adapter and the in-memory one alike.
@Suite("Todo outbox contract")
struct TodoOutboxContract {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let backoff = OutboxBackoff(initial: .seconds(2), maximum: .seconds(60))

    @Test("operations come out oldest first, across todos, with the owner of each", arguments: StorageAdapter.allCases)
    func ordering(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let a = try await todos.create(ownerID: 1, title: "a", at: now).todo.id
        let b = try await todos.create(ownerID: 2, title: "b", at: now).todo.id
        _ = try await todos.setCompleted(id: a, true, at: now)
        _ = try await todos.rename(id: b, to: "b2", at: now)

        let operations = try await outbox.pendingOperations()

        #expect(operations.map(\.todoID) == [a, b, a, b])
        #expect(operations.map(\.ownerID) == [1, 2, 1, 2])
        #expect(operations.map(\.id) == operations.map(\.id).sorted())
        #expect(operations.allSatisfy { $0.attempts == 0 && $0.createdAt == now && $0.nextAttemptAt == now })
        #expect(try await outbox.queuedCount() == 4)
    }

    @Test(
        "acknowledging a creation maps the server's id, which later operations of the todo then carry",
        arguments: StorageAdapter.allCases)
    func reconcilesServerID(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let id = try await todos.create(ownerID: 1, title: "a", at: now).todo.id
        _ = try await todos.rename(id: id, to: "b", at: now)
        let creation = try #require(try await outbox.nextOperation(dueBy: now))

        try await outbox.acknowledge(creation.id, serverID: 201)

        let rest = try await outbox.pendingOperations()
        #expect(rest.map(\.change) == [.rename(title: "b")])
        #expect(rest.first?.serverID == 201)
        #expect(try await todos.todo(id: id).serverID == 201)
        #expect(try await todos.todo(id: id).todo.id == id)
    }

    @Test("once every operation of a todo is acknowledged, it counts as synced", arguments: StorageAdapter.allCases)
    func becomesSynced(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let id = try await todos.create(ownerID: 1, title: "a", at: now).todo.id
        _ = try await todos.setCompleted(id: id, true, at: now)

        let operations = try await outbox.pendingOperations()
        try await outbox.acknowledge(operations[0].id, serverID: 201)
        #expect(try await todos.todo(id: id).todo.syncStatus == .pending(lastError: nil))
        try await outbox.acknowledge(operations[1].id, serverID: nil)

        #expect(try await todos.todo(id: id).todo.syncStatus == .synced)
        #expect(try await outbox.pendingOperations().isEmpty)
    }

    @Test(
        "acknowledging a creation without the server's id is refused and keeps the operation",
        arguments: StorageAdapter.allCases)
    func creationNeedsServerID(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        _ = try await todos.create(ownerID: 1, title: "a", at: now)
        let creation = try #require(try await outbox.pendingOperations().first)

        let error = await storageError { () async throws(StorageError) in
            try await outbox.acknowledge(creation.id, serverID: nil)
        }

        #expect(error == .constraint(detail: "the creation of todo 1 needs the id the server assigned"))
        #expect(try await outbox.pendingOperations() == [creation])
    }

    @Test("acknowledging a deletion removes the deleted todo for good", arguments: StorageAdapter.allCases)
    func deletionRemovesRow(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let server = Todo(id: 7, ownerID: 1, title: "x", isCompleted: false)
        let id = try await todos.storeServerTodo(server)
        try await todos.delete(id: id, at: now)

        try await outbox.acknowledge(try #require(try await outbox.pendingOperations().first).id, serverID: nil)
        try await todos.mergeServerTodos([server], fetchedAfter: 0)

        let stored = try await todos.todos(ownerID: 1)
        #expect(stored.map(\.serverID) == [7], "the server still lists it, so it comes back as a new todo")
        #expect(stored.map(\.todo.id) != [id])
        #expect(try await outbox.pendingOperations().isEmpty)
    }

    @Test(
        "an attempt is counted before it is sent, and every attempt keeps the operation's key",
        arguments: StorageAdapter.allCases)
    func attemptsKeepTheKey(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        _ = try await todos.create(ownerID: 1, title: "a", at: now)
        let queued = try #require(try await outbox.nextOperation(dueBy: now))

        let first = try #require(try await outbox.beginAttempt(queued.id))
        try await outbox.recordFailure(queued.id, reason: "POST /todos did not answer in time", at: now)
        let second = try #require(try await outbox.beginAttempt(queued.id))

        #expect(first.attempts == 1)
        #expect(second.attempts == 2)
        #expect(Set([queued.idempotencyKey, first.idempotencyKey, second.idempotencyKey]).count == 1)
    }

    @Test(
        "a failure keeps the reason and backs off by the attempts, doubling up to the maximum",
        arguments: StorageAdapter.allCases)
    func failureBacksOff(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let id = try await todos.create(ownerID: 1, title: "a", at: now).todo.id
        let operationID = try #require(try await outbox.pendingOperations().first).id

        var delays: [TimeInterval] = []
        for attempt in 1...7 {
            _ = try await outbox.beginAttempt(operationID)
            try await outbox.recordFailure(operationID, reason: "503 (\(attempt))", at: now)
            delays.append(try #require(try await outbox.pendingOperations().first).nextAttemptAt.timeIntervalSince(now))
        }

        #expect(delays == [2, 4, 8, 16, 32, 60, 60])
        #expect(try await todos.todo(id: id).todo.syncStatus == .pending(lastError: "503 (7)"))
    }

    @Test(
        "an operation backing off is not due, and the ones behind it wait too, keeping the order",
        arguments: StorageAdapter.allCases)
    func headOfLineWaits(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        _ = try await todos.create(ownerID: 1, title: "a", at: now)
        _ = try await todos.create(ownerID: 1, title: "b", at: now)
        let first = try #require(try await outbox.nextOperation(dueBy: now))

        _ = try await outbox.beginAttempt(first.id)
        try await outbox.recordFailure(first.id, reason: "offline", at: now)

        #expect(try await outbox.nextOperation(dueBy: now.addingTimeInterval(1)) == nil)
        #expect(try await outbox.nextOperation(dueBy: now.addingTimeInterval(2))?.id == first.id)
    }
}
