import Foundation
import StrataDomain
import Testing

@testable import StrataData

@Suite("SQLite todo outbox")
struct SQLiteTodoOutboxTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let backoff = OutboxBackoff(initial: .seconds(2), maximum: .seconds(60))

    private func stores() async throws -> (SQLiteTodosStore, SQLiteTodoOutbox, StrataDatabase) {
        let database = try await emptyStrataDatabase()
        return (SQLiteTodosStore(database: database), SQLiteTodoOutbox(database: database, backoff: backoff), database)
    }

    @Test("operations come out oldest first, across todos, with the owner of each")
    func ordering() async throws {
        let (todos, outbox, _) = try await stores()
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

    @Test("completing a creation records the server's id, which later operations of the todo then carry")
    func reconcilesServerID() async throws {
        let (todos, outbox, _) = try await stores()
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

    @Test("once every operation of a todo is done, it counts as synced")
    func becomesSynced() async throws {
        let (todos, outbox, _) = try await stores()
        let id = try await todos.create(ownerID: 1, title: "a", at: now).todo.id
        _ = try await todos.setCompleted(id: id, true, at: now)

        let operations = try await outbox.pendingOperations()
        try await outbox.markDone(operations[0].id, serverID: 201)
        #expect(try await todos.todo(id: id).syncState == .pending(operations: 1, lastError: nil))
        try await outbox.markDone(operations[1].id, serverID: nil)

        #expect(try await todos.todo(id: id).syncState == .synced)
        #expect(try await outbox.pendingOperations().isEmpty)
    }

    @Test("completing a creation without the server's id is refused and keeps the operation")
    func creationNeedsServerID() async throws {
        let (todos, outbox, _) = try await stores()
        _ = try await todos.create(ownerID: 1, title: "a", at: now)
        let creation = try #require(try await outbox.pendingOperations().first)

        let error = await storageError { () async throws(StorageError) in
            try await outbox.markDone(creation.id, serverID: nil)
        }

        #expect(error == .constraint(detail: "the creation of todo 1 needs the id the server assigned"))
        #expect(try await outbox.pendingOperations() == [creation])
    }

    @Test("completing a deletion removes the deleted todo for good")
    func deletionRemovesRow() async throws {
        let (todos, outbox, database) = try await stores()
        try await todos.saveServerTodos([Todo(id: 7, ownerID: 1, title: "x", isCompleted: false)])
        try await todos.delete(id: 7, at: now)
        #expect(try await database.count("todos") == 1)

        let deletion = try #require(try await outbox.pendingOperations().first)
        try await outbox.markDone(deletion.id, serverID: nil)

        #expect(try await database.count("todos") == 0)
        #expect(try await outbox.pendingOperations().isEmpty)
    }

    @Test("a failure counts the attempt, keeps the reason and backs off, doubling up to the maximum")
    func failureBacksOff() async throws {
        let (todos, outbox, _) = try await stores()
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
        #expect(try await todos.todo(id: id).syncState == .pending(operations: 1, lastError: "Server returned 503 (7)"))
    }

    @Test("an operation backing off is not due, and the ones behind it wait too, keeping the order")
    func headOfLineWaits() async throws {
        let (todos, outbox, _) = try await stores()
        _ = try await todos.create(ownerID: 1, title: "a", at: now)
        _ = try await todos.create(ownerID: 1, title: "b", at: now)
        let first = try #require(try await outbox.nextDueOperation(at: now))

        _ = try await outbox.recordFailure(first.id, reason: "offline", at: now)

        #expect(try await outbox.nextDueOperation(at: now.addingTimeInterval(1)) == nil)
        #expect(try await outbox.nextDueOperation(at: now.addingTimeInterval(2))?.id == first.id)
    }

    @Test("settling an operation that is not there is notFound")
    func unknownOperation() async throws {
        let (_, outbox, _) = try await stores()

        #expect(
            await storageError { () async throws(StorageError) in try await outbox.markDone(9, serverID: nil) }
                == .notFound("outbox operation 9"))
        #expect(
            await storageError { () async throws(StorageError) in
                try await outbox.recordFailure(9, reason: "x", at: now)
            } == .notFound("outbox operation 9"))
    }

    @Test("pending operations, with their failures, survive closing and reopening the database")
    func survivesReopen() async throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation.file(directory.file())
        let (id, before) = try await writeOffline(at: location)

        let reopened = try await StrataDatabase.open(location, seed: .none).database
        let after = try await SQLiteTodoOutbox(database: reopened, backoff: backoff).pendingOperations()

        #expect(after.map(\.change) == before)
        #expect(after.first?.attempts == 1)
        #expect(after.first?.lastError == "offline")
        #expect(try await SQLiteTodosStore(database: reopened).todo(id: id).todo.isCompleted)
    }

    /// Creates and toggles a todo, fails its first send, and lets the database close on return.
    private func writeOffline(at location: DatabaseLocation) async throws -> (Todo.ID, [OutboxOperation.Change]) {
        let database = try await StrataDatabase.open(location, seed: .none).database
        let todos = SQLiteTodosStore(database: database)
        let outbox = SQLiteTodoOutbox(database: database, backoff: backoff)
        let id = try await todos.create(ownerID: 1, title: "offline", at: now).todo.id
        _ = try await todos.setCompleted(id: id, true, at: now)
        let operations = try await outbox.pendingOperations()
        _ = try await outbox.recordFailure(operations[0].id, reason: "offline", at: now)
        return (id, operations.map(\.change))
    }
}
