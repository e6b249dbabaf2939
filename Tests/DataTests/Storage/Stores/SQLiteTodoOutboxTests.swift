import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// What only the SQLite adapter promises beyond the contract: the outbox outlives the process.
@Suite("SQLite todo outbox")
struct SQLiteTodoOutboxTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let backoff = OutboxBackoff(initial: .seconds(2), maximum: .seconds(60))

    private func stores() async throws -> (SQLiteTodosStore, SQLiteTodoOutbox, StrataDatabase) {
        let database = try await emptyStrataDatabase()
        return (
            SQLiteTodosStore(database: database, server: .example),
            SQLiteTodoOutbox(database: database, server: .example, backoff: backoff), database
        )
    }

    @Test("pending operations, with their failures, survive closing and reopening the database")
    func survivesReopen() async throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation.file(directory.file())
        let (id, before) = try await writeOffline(at: location)

        let reopened = try await StrataDatabase.open(location, seed: .none).database
        let after = try await SQLiteTodoOutbox(database: reopened, server: .example, backoff: backoff)
            .pendingOperations()

        #expect(after.map(\.change) == before)
        #expect(after.first?.attempts == 1)
        #expect(after.first?.lastError == "offline")
        #expect(try await SQLiteTodosStore(database: reopened, server: .example).todo(id: id).todo.isCompleted)
    }

    @Test(
        "a failure dated by a clock that was ahead never stops sending: the wait is due once the clock is right",
        arguments: [
            (0.0, 1.0, false), (0, 61, true), (86_400 * 2, 0, true), (86_400 * 365, 0, true), (30, 0, false),
        ] as [(TimeInterval, TimeInterval, Bool)])
    func clockAheadAtFailure(clockAhead: TimeInterval, later: TimeInterval, due: Bool) async throws {
        let (todos, outbox, database) = try await stores()
        _ = try await todos.create(ownerID: 1, title: "made while the clock was wrong", at: now)
        let operation = try #require(try await outbox.pendingOperations().first)
        let ticket = try await claimLease(database)
        _ = try await outbox.beginAttempt(operation.id, ticket)
        try await outbox.recordFailure(
            operation.id, reason: "offline", at: now.addingTimeInterval(clockAhead), mayHaveBeenDone: true, ticket)

        let next = try await outbox.nextOperation(dueBy: now.addingTimeInterval(later))

        #expect((next?.id == operation.id) == due)
    }

    @Test("a todo deleted while its creation waits to be read back stays shown when the creation is parked in doubt")
    func deletedWhileInDoubt() async throws {
        let (todos, outbox, database) = try await stores()
        let todo = try await todos.create(ownerID: 1, title: "milk", at: now).todo
        let creation = try #require(try await outbox.pendingOperations().first)
        let ticket = try await claimLease(database)
        _ = try await outbox.beginAttempt(creation.id, ticket)
        try await outbox.acknowledge(creation.id, serverID: 1_000_201, ticket)
        try await todos.delete(id: todo.id, at: now)

        try await outbox.parkInDoubt(creation.id, reason: "may be server todo 201", copy: 201, ticket)

        let shown = try await todos.todos(ownerID: 1).map(\.todo)
        #expect(shown.map(\.id) == [todo.id], "the deletion is not hidden away: \(shown)")
        #expect(shown.first?.syncStatus == .rejected(reason: "may be server todo 201"))
        #expect(try await outbox.nextOperation(dueBy: .distantFuture) == nil, "nothing is sent for it")
    }

    /// Creates and toggles a todo, fails its first send, and lets the database close on return.
    private func writeOffline(at location: DatabaseLocation) async throws -> (Todo.ID, [OutboxOperation.Change]) {
        let database = try await StrataDatabase.open(location, seed: .none).database
        let todos = SQLiteTodosStore(database: database, server: .example)
        let outbox = SQLiteTodoOutbox(database: database, server: .example, backoff: backoff)
        let id = try await todos.create(ownerID: 1, title: "offline", at: now).todo.id
        _ = try await todos.setCompleted(id: id, true, at: now)
        let operations = try await outbox.pendingOperations()
        let ticket = try await claimLease(database)
        _ = try await outbox.beginAttempt(operations[0].id, ticket)
        try await outbox.recordFailure(operations[0].id, reason: "offline", at: now, mayHaveBeenDone: true, ticket)
        return (id, operations.map(\.change))
    }
}
