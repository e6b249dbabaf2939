import Foundation
import StrataDomain

/// Todos kept locally first: every edit is saved at once, together with an outbox operation that a
/// sync step later sends to the server, so the user never waits for the network and loses nothing.
protocol TodosStore: Sendable {
    /// The user's todos by id, deleted ones left out, each with its sync state.
    func todos(ownerID: User.ID) async throws(StorageError) -> [StoredTodo]
    /// One todo; `StorageError.notFound` when there is none (or it was deleted).
    func todo(id: Todo.ID) async throws(StorageError) -> StoredTodo
    /// Creates an open todo with a new local id and queues its creation.
    func create(ownerID: User.ID, title: String, at date: Date) async throws(StorageError) -> StoredTodo
    /// Renames a todo and queues the rename; `notFound` for an unknown id, with nothing changed.
    func rename(id: Todo.ID, to title: String, at date: Date) async throws(StorageError) -> StoredTodo
    /// Sets a todo's completion and queues the change, in one transaction; a todo already in that state
    /// is returned unchanged with nothing queued. `notFound` for an unknown id.
    func setCompleted(id: Todo.ID, _ isCompleted: Bool, at date: Date) async throws(StorageError) -> StoredTodo
    /// Hides a todo at once and queues its deletion; the row goes when the server has accepted it.
    func delete(id: Todo.ID, at date: Date) async throws(StorageError)
    /// Stores todos fetched from the server (their ids are server ids). A todo with local edits still
    /// waiting keeps its local values until they are sent. Todos missing from the list are kept: a
    /// server such as JSONPlaceholder does not persist writes, and a local todo is never dropped silently.
    func saveServerTodos(_ todos: [Todo]) async throws(StorageError)
}
