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
        #expect(created.todo.syncStatus == .pending(lastError: nil))
        #expect(try await outbox.pendingOperations().map(\.change) == [.create(title: "Buy milk", isCompleted: false)])
        #expect(try await todos.todos(ownerID: 1) == [created])
    }

    @Test(
        "rename, toggle and delete each change the todo and queue what they set, in order",
        arguments: StorageAdapter.allCases)
    func editsQueueInOrder(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.create(ownerID: 1, title: "draft", at: now).todo.id

        let renamed = try await todos.rename(id: id, to: "final", at: now)
        let toggled = try await todos.setCompleted(id: id, true, at: now)
        let toggledBack = try await todos.setCompleted(id: id, false, at: now)
        try await todos.delete(id: id, at: now)

        #expect(renamed.todo.title == "final")
        #expect(toggled.todo.isCompleted)
        #expect(!toggledBack.todo.isCompleted)
        #expect(try await todos.todos(ownerID: 1).isEmpty)
        #expect(
            try await outbox.pendingOperations().map(\.change) == [
                .create(title: "draft", isCompleted: false), .rename(title: "final"), .setCompleted(true),
                .setCompleted(false), .delete,
            ])
    }

    @Test(
        "an unknown or deleted id is notFound and changes nothing",
        arguments: StorageAdapter.allCases, ["rename", "toggle", "delete"]
    )
    func unknownIDs(_ adapter: StorageAdapter, edit: String) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let deleted = try await todos.create(ownerID: 1, title: "gone", at: now).todo.id
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
        "todos from the server take their server id as local id and count as synced", arguments: StorageAdapter.allCases
    )
    func serverTodos(_ adapter: StorageAdapter) async throws {
        let (todos, _) = try await adapter.todoStorage()

        try await todos.saveServerTodos([
            Todo(id: 5, ownerID: 1, title: "from server", isCompleted: true),
            Todo(id: 6, ownerID: 2, title: "other user", isCompleted: false),
        ])

        #expect(
            try await todos.todos(ownerID: 1) == [
                StoredTodo(todo: Todo(id: 5, ownerID: 1, title: "from server", isCompleted: true), serverID: 5)
            ])
    }

    @Test(
        "a server refresh updates synced todos but never overwrites edits still waiting to be sent",
        arguments: StorageAdapter.allCases)
    func refreshKeepsLocalEdits(_ adapter: StorageAdapter) async throws {
        let (todos, _) = try await adapter.todoStorage()
        try await todos.saveServerTodos([
            Todo(id: 1, ownerID: 1, title: "a", isCompleted: false),
            Todo(id: 2, ownerID: 1, title: "b", isCompleted: false),
        ])
        _ = try await todos.rename(id: 2, to: "b, renamed offline", at: now)

        try await todos.saveServerTodos([
            Todo(id: 1, ownerID: 1, title: "a, changed on server", isCompleted: true),
            Todo(id: 2, ownerID: 1, title: "b, stale", isCompleted: false),
        ])

        #expect(try await todos.todos(ownerID: 1).map(\.todo.title) == ["a, changed on server", "b, renamed offline"])
    }

    @Test(
        "a server todo whose id is taken by a local todo gets a new local id and keeps its server id",
        arguments: StorageAdapter.allCases)
    func localIDCollision(_ adapter: StorageAdapter) async throws {
        let (todos, _) = try await adapter.todoStorage()
        let local = try await todos.create(ownerID: 1, title: "local", at: now)

        try await todos.saveServerTodos([Todo(id: local.todo.id, ownerID: 1, title: "server", isCompleted: false)])

        let stored = try await todos.todos(ownerID: 1)
        #expect(stored.map(\.todo.title) == ["local", "server"])
        #expect(stored.map(\.serverID) == [nil, local.todo.id])
        #expect(stored[1].todo.id != local.todo.id)
    }

    @Test("local ids are never reused, even after the todo is gone", arguments: StorageAdapter.allCases)
    func idsNotReused(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let first = try await todos.create(ownerID: 1, title: "one", at: now)
        try await todos.delete(id: first.todo.id, at: now)
        for operation in try await outbox.pendingOperations() {
            try await outbox.markDone(operation.id, serverID: operation.change == .delete ? nil : 201)
        }

        let second = try await todos.create(ownerID: 1, title: "two", at: now)

        #expect(second.todo.id == first.todo.id + 1)
    }
}
