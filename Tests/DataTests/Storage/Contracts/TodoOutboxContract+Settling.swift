import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// The outbox contract, continued: what a parked operation holds up, and operations settled
/// without a request.
extension TodoOutboxContract {
    @Test("a parked operation stops its own todo only; the others carry on", arguments: StorageAdapter.allCases)
    func parkedHoldsItsTodoOnly(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let refused = try await todos.create(ownerID: 1, title: "refused", at: now).todo.id
        let accepted = try await todos.create(ownerID: 1, title: "accepted", at: now).todo.id

        try await outbox.parkNext(dueBy: now, reason: "title too long")

        #expect(try await outbox.nextOperation(dueBy: now)?.todoID == accepted)
        #expect(try await todos.todo(id: refused).todo.syncStatus == .rejected(reason: "title too long"))
        #expect(try await outbox.pendingOperations().map(\.rejection) == ["title too long", nil])
        #expect(try await outbox.queuedCount() == 1)
    }

    @Test(
        "settling an operation that is already gone is no error and changes nothing", arguments: StorageAdapter.allCases
    )
    func settledElsewhere(_ adapter: StorageAdapter) async throws {
        let (_, outbox) = try await adapter.todoStorage(backoff: backoff)

        try await outbox.acknowledge(9, serverID: 201)
        try await outbox.recordFailure(9, reason: "x", at: now)
        try await outbox.settleWithoutSending(9)

        #expect(try await outbox.beginAttempt(9) == nil)
        #expect(try await outbox.pendingOperations().isEmpty)
    }

    @Test(
        "a server id given to a second todo leaves the first one here, untouched, as missing on the server",
        arguments: StorageAdapter.allCases)
    func serverIDCollision(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let first = try await todos.create(ownerID: 1, title: "first", at: now).todo.id
        try await outbox.acknowledge(try #require(try await outbox.nextOperation(dueBy: now)).id, serverID: 201)
        let second = try await todos.create(ownerID: 1, title: "second", at: now).todo.id

        try await outbox.acknowledge(try #require(try await outbox.nextOperation(dueBy: now)).id, serverID: 201)
        try await todos.mergeServerTodos(
            [Todo(id: 201, ownerID: 1, title: "second", isCompleted: false)],
            fetchedAfter: try await todos.syncGeneration())

        let stored = try await todos.todos(ownerID: 1)
        #expect(stored.map(\.todo.id) == [first, second])
        #expect(stored.map(\.todo.title) == ["first", "second"])
        #expect(stored.map(\.serverID) == [nil, 201])
        #expect(stored[0].todo.syncStatus == .conflict(.missingOnServer(formerServerID: 201)))
        #expect(stored[1].todo.syncStatus == .synced)
    }

    @Test(
        "an operation for a todo the server does not have settles without sending", arguments: StorageAdapter.allCases)
    func nothingToSend(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage(backoff: backoff)
        let id = try await todos.create(ownerID: 1, title: "a", at: now).todo.id
        try await outbox.acknowledge(try #require(try await outbox.nextOperation(dueBy: now)).id, serverID: 5)
        try await todos.delete(id: id, at: now)

        try await outbox.settleWithoutSending(try #require(try await outbox.nextOperation(dueBy: now)).id)

        #expect(try await todos.todos(ownerID: 1).isEmpty)
        #expect(try await outbox.pendingOperations().isEmpty)
    }
}
