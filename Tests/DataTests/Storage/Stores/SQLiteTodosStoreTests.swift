import Foundation
import StrataDomain
import Testing

@testable import StrataData
@testable import StrataSQLite

@Suite("SQLite todos store")
struct SQLiteTodosStoreTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func stores() async throws -> (SQLiteTodosStore, SQLiteTodoOutbox, StrataDatabase) {
        let database = try await emptyStrataDatabase()
        return (SQLiteTodosStore(database: database), SQLiteTodoOutbox(database: database), database)
    }

    @Test("creating a todo saves it at once, open and pending, with its creation queued")
    func create() async throws {
        let (todos, outbox, _) = try await stores()

        let created = try await todos.create(ownerID: 1, title: "Buy milk", at: now)

        #expect(created.todo == Todo(id: 1, ownerID: 1, title: "Buy milk", isCompleted: false))
        #expect(created.serverID == nil)
        #expect(created.syncState == .pending(operations: 1, lastError: nil))
        #expect(try await outbox.pendingOperations().map(\.change) == [.create(title: "Buy milk", isCompleted: false)])
        #expect(try await todos.todos(ownerID: 1) == [created])
    }

    @Test("rename, toggle and delete each change the todo and queue what they set, in order")
    func editsQueueInOrder() async throws {
        let (todos, outbox, _) = try await stores()
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
        arguments: ["rename", "toggle", "delete"]
    )
    func unknownIDs(edit: String) async throws {
        let (todos, _, database) = try await stores()
        let deleted = try await todos.create(ownerID: 1, title: "gone", at: now).todo.id
        try await todos.delete(id: deleted, at: now)
        let operationsBefore = try await database.count("outbox")

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
        #expect(try await database.count("outbox") == operationsBefore)
    }

    @Test("when the outbox cannot take the operation, the edit is not saved either")
    func editAndOperationAreOneTransaction() async throws {
        let (todos, _, database) = try await stores()
        try await database.write { connection in
            try connection.executeScript(
                "CREATE TRIGGER refuse BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox refused'); END")
        }

        let error = await storageError { () async throws(StorageError) in
            try await todos.create(ownerID: 1, title: "lost?", at: now)
        }

        #expect(error == .constraint(detail: "outbox refused"))
        #expect(try await database.count("todos") == 0)
    }

    @Test("on a full disk an edit fails with diskFull and leaves neither the todo nor its operation")
    func diskFull() async throws {
        let directory = try TemporaryDirectory()
        let database = try await StrataDatabase.open(.file(directory.file()), seed: .none).database
        let todos = SQLiteTodosStore(database: database)
        let pages = try await database.sqlite.withConnection { connection in
            try connection.scalar("PRAGMA page_count", as: Int.self)
        }
        try await database.sqlite.withConnection { connection in
            try connection.executeScript("PRAGMA max_page_count = \(pages)")
        }

        let error = await storageError { () async throws(StorageError) in
            try await todos.create(ownerID: 1, title: String(repeating: "long ", count: 5_000), at: now)
        }

        #expect(error == .diskFull(path: directory.file().path))
        #expect(try await database.count("todos") == 0)
        #expect(try await database.count("outbox") == 0)
    }

    @Test("todos from the server take their server id as local id and count as synced")
    func serverTodos() async throws {
        let (todos, _, _) = try await stores()

        try await todos.saveServerTodos([
            Todo(id: 5, ownerID: 1, title: "from server", isCompleted: true),
            Todo(id: 6, ownerID: 2, title: "other user", isCompleted: false),
        ])

        #expect(
            try await todos.todos(ownerID: 1) == [
                StoredTodo(
                    todo: Todo(id: 5, ownerID: 1, title: "from server", isCompleted: true), serverID: 5,
                    syncState: .synced)
            ])
    }

    @Test("a server refresh updates synced todos but never overwrites edits still waiting to be sent")
    func refreshKeepsLocalEdits() async throws {
        let (todos, _, _) = try await stores()
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

    @Test("a server todo whose id is taken by a local todo gets a new local id and keeps its server id")
    func localIDCollision() async throws {
        let (todos, _, _) = try await stores()
        let local = try await todos.create(ownerID: 1, title: "local", at: now)

        try await todos.saveServerTodos([Todo(id: local.todo.id, ownerID: 1, title: "server", isCompleted: false)])

        let stored = try await todos.todos(ownerID: 1)
        #expect(stored.map(\.todo.title) == ["local", "server"])
        #expect(stored.map(\.serverID) == [nil, local.todo.id])
        #expect(stored[1].todo.id != local.todo.id)
    }

    @Test("local ids are never reused, even after the todo is gone")
    func idsNotReused() async throws {
        let (todos, outbox, _) = try await stores()
        let first = try await todos.create(ownerID: 1, title: "one", at: now)
        try await todos.delete(id: first.todo.id, at: now)
        for operation in try await outbox.pendingOperations() {
            try await outbox.markDone(operation.id, serverID: operation.change == .delete ? nil : 201)
        }

        let second = try await todos.create(ownerID: 1, title: "two", at: now)

        #expect(second.todo.id == first.todo.id + 1)
    }
}
