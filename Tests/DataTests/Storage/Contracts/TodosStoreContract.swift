import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// The todos store's contract, kept by the SQLite adapter and the in-memory one alike.
@Suite("Todos store contract")
struct TodosStoreContract {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test(
        "creating a todo saves it at once, open and pending, with its creation queued",
        arguments: StorageAdapter.allCases)
    func create(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()

        let created = try await todos.create(ownerID: 1, title: "Buy milk", at: now)

        #expect(
            created.todo
                == Todo(id: 1, ownerID: 1, title: "Buy milk", isCompleted: false, syncStatus: .pending(lastError: nil)))
        #expect(created.serverID == nil)
        #expect(try await outbox.pendingOperations().map(\.change) == [.create(title: "Buy milk", isCompleted: false)])
        #expect(try await todos.todos(ownerID: 1) == [created])
    }

    @Test(
        "rename, toggle and delete each change the todo and queue what they set, in order",
        arguments: StorageAdapter.allCases)
    func editsQueueInOrder(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.create(ownerID: 1, title: "draft", at: now).todo.id
        _ = try await outbox.beginAttempt(try #require(try await outbox.nextOperation(dueBy: now)).id)

        let renamed = try await todos.rename(id: id, to: "final", at: now)
        let toggled = try await todos.setCompleted(id: id, true, at: now)
        let unchanged = try await todos.setCompleted(id: id, true, at: now)
        try await todos.delete(id: id, at: now)

        #expect(renamed.todo.title == "final")
        #expect(toggled.todo.isCompleted)
        #expect(unchanged == toggled)
        #expect(try await todos.todos(ownerID: 1).isEmpty)
        #expect(
            try await outbox.pendingOperations().map(\.change) == [
                .create(title: "draft", isCompleted: false), .rename(title: "final"), .setCompleted(true), .delete,
            ])
        #expect(Set(try await outbox.pendingOperations().map(\.idempotencyKey)).count == 4, "one key per operation")
    }

    @Test(
        "an unknown or deleted id is notFound and changes nothing",
        arguments: StorageAdapter.allCases, ["rename", "toggle", "delete"]
    )
    func unknownIDs(_ adapter: StorageAdapter, edit: String) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        try await todos.mergeServerTodos([Todo(id: 9, ownerID: 1, title: "gone", isCompleted: false)], fetchedAfter: 0)
        let deleted = try #require(try await todos.todos(ownerID: 1).first).todo.id
        try await todos.delete(id: deleted, at: now)
        let operationsBefore = try await outbox.pendingOperations()

        for id in [deleted, 999] {
            let error = await storageError { () async throws(StorageError) in
                switch edit {
                case "rename": _ = try await todos.rename(id: id, to: "x", at: now)
                case "toggle": _ = try await todos.setCompleted(id: id, true, at: now)
                default: try await todos.delete(id: id, at: now)
                }
            }
            #expect(error == .notFound("todo \(id)"))
        }
        #expect(try await outbox.pendingOperations() == operationsBefore)
    }

    @Test(
        "a server todo gets a local id of its own, with its server id mapped beside it",
        arguments: StorageAdapter.allCases)
    func serverTodos(_ adapter: StorageAdapter) async throws {
        let (todos, _) = try await adapter.todoStorage()
        _ = try await todos.create(ownerID: 1, title: "local", at: now)

        try await todos.mergeServerTodos(
            [
                Todo(id: 1, ownerID: 1, title: "server one", isCompleted: true),
                Todo(id: 6, ownerID: 2, title: "other user", isCompleted: false),
            ], fetchedAfter: 0)

        let stored = try await todos.todos(ownerID: 1)
        #expect(stored.map(\.todo.title) == ["local", "server one"])
        #expect(stored.map(\.todo.id) == [1, 2], "the server's id 1 never takes the local todo 1's place")
        #expect(stored.map(\.serverID) == [nil, 1])
        #expect(stored[1].todo.syncStatus == .synced)
        #expect(try await todos.todos(ownerID: 2).map(\.serverID) == [6])
    }

    @Test(
        "a refresh updates synced fields but never a field with an edit still waiting",
        arguments: StorageAdapter.allCases)
    func refreshKeepsLocalEdits(_ adapter: StorageAdapter) async throws {
        let (todos, _) = try await adapter.todoStorage()
        try await todos.mergeServerTodos(
            [
                Todo(id: 1, ownerID: 1, title: "a", isCompleted: false),
                Todo(id: 2, ownerID: 1, title: "b", isCompleted: false),
            ],
            fetchedAfter: 0)
        _ = try await todos.rename(id: 2, to: "b, renamed offline", at: now)

        try await todos.mergeServerTodos(
            [
                Todo(id: 1, ownerID: 1, title: "a, changed on server", isCompleted: true),
                Todo(id: 2, ownerID: 1, title: "b, stale", isCompleted: true),
            ], fetchedAfter: 0)

        let stored = try await todos.todos(ownerID: 1).map(\.todo)
        #expect(stored.map(\.title) == ["a, changed on server", "b, renamed offline"])
        #expect(stored.map(\.isCompleted) == [true, true], "the completion had no edit waiting")
    }

    @Test("local ids are never reused, even after the todo is gone", arguments: StorageAdapter.allCases)
    func idsNotReused(_ adapter: StorageAdapter) async throws {
        let (todos, _) = try await adapter.todoStorage()
        let first = try await todos.create(ownerID: 1, title: "one", at: now)
        try await todos.delete(id: first.todo.id, at: now)

        let second = try await todos.create(ownerID: 1, title: "two", at: now)

        #expect(second.todo.id == first.todo.id + 1)
    }

    @Test(
        "deleting a todo the server never saw removes it at once, with all it had queued",
        arguments: StorageAdapter.allCases)
    func deleteUnsent(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.create(ownerID: 1, title: "never sent", at: now).todo.id
        _ = try await todos.rename(id: id, to: "still never sent", at: now)

        try await todos.delete(id: id, at: now)

        #expect(try await outbox.pendingOperations().isEmpty)
        #expect(try await todos.todos(ownerID: 1).isEmpty)
    }

    @Test(
        "a creation sent once is deleted through the server, since the server may have it",
        arguments: StorageAdapter.allCases)
    func deleteSentOnce(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.create(ownerID: 1, title: "maybe sent", at: now).todo.id
        _ = try await outbox.beginAttempt(try #require(try await outbox.nextOperation(dueBy: now)).id)

        try await todos.delete(id: id, at: now)

        #expect(
            try await outbox.pendingOperations().map(\.change) == [
                .create(title: "maybe sent", isCompleted: false), .delete,
            ])
    }
}
