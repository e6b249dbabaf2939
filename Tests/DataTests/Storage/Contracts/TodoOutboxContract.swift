import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// The outbox's contract, kept by the SQLite adapter and the in-memory one alike.
@Suite("Todo outbox contract")
struct TodoOutboxContract {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let backoff = OutboxBackoff(initial: .seconds(2), maximum: .seconds(60))

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
    }

    @Test(
        "completing a creation records the server's id, which later operations of the todo then carry",
        arguments: StorageAdapter.allCases)
    func reconcilesServerID(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let id = try await todos.create(ownerID: 1, title: "a", at: now).todo.id
        _ = try await todos.rename(id: id, to: "b", at: now)
        let creation = try #require(try await outbox.nextDueOperation(at: now))

        try await outbox.markDone(creation.id, serverID: 201)

        let rest = try await outbox.pendingOperations()
        #expect(rest.map(\.change) == [.rename(title: "b")])
        #expect(rest.first?.serverID == 201)
        #expect(try await todos.todo(id: id).serverID == 201)
        #expect(try await todos.todo(id: id).todo.id == id)
    }

    @Test("once every operation of a todo is done, it counts as synced", arguments: StorageAdapter.allCases)
    func becomesSynced(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let id = try await todos.create(ownerID: 1, title: "a", at: now).todo.id
        _ = try await todos.setCompleted(id: id, true, at: now)

        let operations = try await outbox.pendingOperations()
        try await outbox.markDone(operations[0].id, serverID: 201)
        #expect(try await todos.todo(id: id).todo.syncStatus == .pending(lastError: nil))
        try await outbox.markDone(operations[1].id, serverID: nil)

        #expect(try await todos.todo(id: id).todo.syncStatus == .synced)
        #expect(try await outbox.pendingOperations().isEmpty)
    }

    @Test(
        "completing a creation without the server's id is refused and keeps the operation",
        arguments: StorageAdapter.allCases)
    func creationNeedsServerID(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        _ = try await todos.create(ownerID: 1, title: "a", at: now)
        let creation = try #require(try await outbox.pendingOperations().first)

        let error = await storageError { () async throws(StorageError) in
            try await outbox.markDone(creation.id, serverID: nil)
        }

        #expect(error == .constraint(detail: "the creation of todo 1 needs the id the server assigned"))
        #expect(try await outbox.pendingOperations() == [creation])
    }

    @Test("completing a deletion removes the deleted todo for good", arguments: StorageAdapter.allCases)
    func deletionRemovesRow(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let server = Todo(id: 7, ownerID: 1, title: "x", isCompleted: false)
        try await todos.saveServerTodos([server])
        try await todos.delete(id: 7, at: now)
        try await todos.saveServerTodos([server])
        #expect(try await todos.todos(ownerID: 1).isEmpty, "a deletion waiting to be sent hides the todo")

        let deletion = try #require(try await outbox.pendingOperations().first)
        try await outbox.markDone(deletion.id, serverID: nil)
        try await todos.saveServerTodos([server])

        #expect(try await todos.todos(ownerID: 1).map(\.serverID) == [7], "the old row is gone for good")
        #expect(try await outbox.pendingOperations().isEmpty)
    }

    @Test(
        "a failure counts the attempt, keeps the reason and backs off, doubling up to the maximum",
        arguments: StorageAdapter.allCases)
    func failureBacksOff(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let id = try await todos.create(ownerID: 1, title: "a", at: now).todo.id
        let operationID = try #require(try await outbox.pendingOperations().first).id

        var delays: [TimeInterval] = []
        var failed: OutboxOperation?
        for attempt in 1...7 {
            failed = try await outbox.recordFailure(operationID, reason: "Server returned 503 (\(attempt))", at: now)
            delays.append(failed!.nextAttemptAt.timeIntervalSince(now))
        }

        #expect(delays == [2, 4, 8, 16, 32, 60, 60])
        #expect(failed?.attempts == 7)
        #expect(failed?.lastError == "Server returned 503 (7)")
        #expect(try await todos.todo(id: id).todo.syncStatus == .pending(lastError: "Server returned 503 (7)"))
    }

    @Test(
        "an operation backing off is not due, and the ones behind it wait too, keeping the order",
        arguments: StorageAdapter.allCases)
    func headOfLineWaits(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        _ = try await todos.create(ownerID: 1, title: "a", at: now)
        _ = try await todos.create(ownerID: 1, title: "b", at: now)
        let first = try #require(try await outbox.nextDueOperation(at: now))

        _ = try await outbox.recordFailure(first.id, reason: "offline", at: now)

        #expect(try await outbox.nextDueOperation(at: now.addingTimeInterval(1)) == nil)
        #expect(try await outbox.nextDueOperation(at: now.addingTimeInterval(2))?.id == first.id)
    }

    @Test("settling an operation that is not there is notFound", arguments: StorageAdapter.allCases)
    func unknownOperation(_ adapter: StorageAdapter) async throws {
        let (_, outbox) = try await adapter.todoStorage(backoff: backoff)

        #expect(
            await storageError { () async throws(StorageError) in try await outbox.markDone(9, serverID: nil) }
                == .notFound("outbox operation 9"))
        #expect(
            await storageError { () async throws(StorageError) in
                try await outbox.recordFailure(9, reason: "x", at: now)
            } == .notFound("outbox operation 9"))
    }
}
