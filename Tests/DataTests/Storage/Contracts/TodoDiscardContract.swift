import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// Giving up a refused change with the server's version read just before, and what a refusal blocks:
/// the same for the SQLite adapter and the in-memory one.
@Suite("Todo discard contract")
struct TodoDiscardContract {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let server = Todo(id: 7, ownerID: 1, title: "server title", isCompleted: false)

    /// The server's todo 7, renamed here to "refused title", the rename parked; returns its local id.
    private func refusedRename(_ todos: any TodosStore, _ outbox: any TodoOutbox) async throws -> Todo.ID {
        let id = try await todos.storeServerTodo(server)
        _ = try await todos.rename(id: id, to: "refused title", at: now)
        try await outbox.parkNext(dueBy: now, reason: "too long")
        return id
    }

    @Test(
        "the server's version is applied with the discard; a toggle queued behind the refusal keeps its value",
        arguments: StorageAdapter.allCases)
    func serverVersionApplied(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await refusedRename(todos, outbox)
        _ = try await todos.setCompleted(id: id, true, at: now)
        let serverNow = Todo(id: 7, ownerID: 1, title: "server title, renamed there", isCompleted: false)

        let lost = try await todos.discard(id: id, server: .holds(serverNow, fetchedAfter: 0))
        let after = try await todos.todo(id: id).todo

        #expect(lost == [.title("refused title")])
        #expect(after.title == "server title, renamed there")
        #expect(after.isCompleted, "the toggle still waits, so its value stays")
        #expect(after.syncStatus == .pending(lastError: nil))
    }

    @Test("a todo the server no longer has goes with the discard, and says so", arguments: StorageAdapter.allCases)
    func absentOnServer(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await refusedRename(todos, outbox)

        let lost = try await todos.discard(id: id, server: .absent)

        #expect(lost == [.title("refused title"), .todo(title: "refused title")])
        #expect(try await todos.todos(ownerID: 1).isEmpty)
        #expect(try await outbox.pendingOperations().isEmpty)
    }

    @Test(
        "a todo with a refused change takes no deletion until the refusal is settled",
        arguments: StorageAdapter.allCases)
    func refusedChangeBlocksDeletion(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await refusedRename(todos, outbox)
        let queued = try await outbox.pendingOperations()

        await #expect(throws: StorageError.changeRefused(todo: id)) { try await todos.delete(id: id, at: now) }
        #expect(try await outbox.pendingOperations() == queued)
        #expect(try await todos.todo(id: id).todo.syncStatus == .rejected(reason: "too long"))

        _ = try await todos.discard(id: id, server: .holds(server, fetchedAfter: 0))
        try await todos.delete(id: id, at: now)
        #expect(try await todos.todos(ownerID: 1).isEmpty)
    }

    @Test(
        "a refused deletion of a todo the server no longer has says only that the todo goes",
        arguments: StorageAdapter.allCases)
    func refusedDeletionAbsent(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.storeServerTodo(server)
        try await todos.delete(id: id, at: now)
        try await outbox.parkNext(dueBy: now, reason: "kept")

        #expect(try await todos.discard(id: id, server: .absent) == [.todo(title: "server title")])
        #expect(try await todos.todos(ownerID: 1).isEmpty)
    }

    @Test("a todo whose creation was refused is simply deleted", arguments: StorageAdapter.allCases)
    func refusedCreationDeletes(_ adapter: StorageAdapter) async throws {
        let (todos, outbox) = try await adapter.todoStorage()
        let id = try await todos.create(ownerID: 1, title: "never made", at: now).todo.id
        try await outbox.parkNext(dueBy: now, reason: "too long")

        try await todos.delete(id: id, at: now)

        #expect(try await todos.todos(ownerID: 1).isEmpty)
        #expect(try await outbox.pendingOperations().isEmpty)
    }
}
